#ifndef LINUXABI_ARCH_MMAN_MCL_H
#define LINUXABI_ARCH_MMAN_MCL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the mlockall flags, which vary by ABI.
 * The asm-generic values.
 */

/* mlockall(2) flags */
#define MCL_CURRENT          1          /* lock what is mapped now */
#define MCL_FUTURE           2          /* lock what gets mapped later */
#define MCL_ONFAULT          4          /* only as pages fault in */

#endif
