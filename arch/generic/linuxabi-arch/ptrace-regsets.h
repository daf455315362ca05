#ifndef LINUXABI_ARCH_PTRACE_REGSETS_H
#define LINUXABI_ARCH_PTRACE_REGSETS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the register sets beyond the general registers
 * (the floating-point, vector, debug and other PTRACE_GETREGSET note
 * types' layouts), the status register's bits and the PTRACE_PEEKUSR
 * offsets the ABI's <asm/ptrace.h> defines.  Here: none (riscv64,
 * loongarch64, MIPS, x86, s390x and powerpc keep theirs in
 * <linuxabi-arch/ptrace.h> or ptrace-regs.h; aarch64, arm, m68k and
 * sparc64 have their own file).
 */

#endif
