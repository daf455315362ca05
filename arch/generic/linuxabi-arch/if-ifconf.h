#ifndef LINUXABI_ARCH_IF_IFCONF_H
#define LINUXABI_ARCH_IF_IFCONF_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if.h>: SIOCGIFCONF's argument, a length and a pointer.
 * ABIs with 64-bit pointers: 16 bytes.
 */

#include <stdint.h>

/* the buffer: an array of struct linuxabi_ifreq, one an address */
union linuxabi_ifconf_ifcu {
    char                  *ifcu_buf;
    struct linuxabi_ifreq *ifcu_req;
};

struct linuxabi_ifconf {
    int                        ifc_len; /* the buffer's bytes; the kernel sets what it wrote */
    uint32_t                   __pad;
    union linuxabi_ifconf_ifcu ifc_ifcu; /* a null pointer asks for the length */
};

#endif
