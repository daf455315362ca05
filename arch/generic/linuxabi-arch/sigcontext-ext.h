#ifndef LINUXABI_ARCH_SIGCONTEXT_EXT_H
#define LINUXABI_ARCH_SIGCONTEXT_EXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: the architecture's records of the signal
 * frame beyond the general registers.  This ABI: not yet written, so
 * nothing.
 */

#endif
