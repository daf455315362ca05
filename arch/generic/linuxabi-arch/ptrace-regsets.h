#ifndef LINUXABI_ARCH_PTRACE_REGSETS_H
#define LINUXABI_ARCH_PTRACE_REGSETS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the register sets beyond the general registers
 * (the floating-point, vector, debug and other PTRACE_GETREGSET note
 * types' layouts), the status register's bits and the PTRACE_PEEKUSR
 * offsets the ABI's <asm/ptrace.h> defines.  Here: none; written for
 * aarch64 and arm.
 */

#endif
