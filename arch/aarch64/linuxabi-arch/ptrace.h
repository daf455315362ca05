#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: aarch64.
 */

/* ptrace(2) requests */
#define PTRACE_SYSEMU                   31   /* stop at system calls, and do not run them */
#define PTRACE_SYSEMU_SINGLESTEP        32   /* and single-step */
#define PTRACE_PEEKMTETAGS              33   /* read MTE allocation tags */
#define PTRACE_POKEMTETAGS              34   /* write them */

#endif
