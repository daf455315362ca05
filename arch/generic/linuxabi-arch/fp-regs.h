#ifndef LINUXABI_ARCH_FP_REGS_H
#define LINUXABI_ARCH_FP_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h> and <linuxabi/sigcontext.h>: a floating-point
 * register struct both headers hold, in a file of its own so that the
 * two can be included together.  Here: none; s390x has one.
 */

#endif
