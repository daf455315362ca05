#ifndef LINUXABI_ARCH_MMAN_MCL_H
#define LINUXABI_ARCH_MMAN_MCL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the mlockall flags of powerpc and powerpc64:
 * bits 13 to 15.
 */

/* mlockall(2) flags */
#define MCL_CURRENT          0x2000     /* lock what is mapped now */
#define MCL_FUTURE           0x4000     /* lock what gets mapped later */
#define MCL_ONFAULT          0x8000     /* only as pages fault in */

#endif
