#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  This ABI: not yet written, so nothing.
 */

#endif
