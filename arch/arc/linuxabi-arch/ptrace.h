#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: arc.
 */

/* ptrace(2) requests */
#define PTRACE_GET_THREAD_AREA          25   /* the TLS pointer or descriptor */

#endif
