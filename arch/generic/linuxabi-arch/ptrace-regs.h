#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes.  Here: none.
 * alpha and m68k have no register sets (no PTRACE_GETREGSET); MIPS's
 * NT_PRSTATUS is the ELF gregset of arch/mips/include/asm/elf.h (45
 * words of the ABI's width, o32's with 6 unused words first, n32's
 * 64-bit), which the kernel does not export (its exported struct pt_regs
 * is PTRACE_GETREGS's, always 64-bit); sparc64's is 36 words with the
 * register window's locals and ins (arch/sparc/kernel/ptrace_64.c), not
 * its exported struct pt_regs either (arch/sparc64's file has that).
 */

#endif
