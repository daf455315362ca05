#ifndef LINUXABI_ARCH_IF_IFCONF_H
#define LINUXABI_ARCH_IF_IFCONF_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if.h>: SIOCGIFCONF's argument, a length and a pointer.
 * x32: 32-bit pointers, as the compat ioctl reads it: 8 bytes.
 */

#include <stdint.h>

/* the buffer: an array of struct linuxabi_ifreq, one an address */
union linuxabi_ifconf_ifcu {
    char                  *ifcu_buf;
    struct linuxabi_ifreq *ifcu_req;
};

struct linuxabi_ifconf {
    int                        ifc_len; /* the buffer's bytes; the kernel sets what it wrote */
    union linuxabi_ifconf_ifcu ifc_ifcu; /* a null pointer asks for the length */
};

#endif
