#ifndef LINUXABI_ARCH_INET_DIAG_HOSTCOND_H
#define LINUXABI_ARCH_INET_DIAG_HOSTCOND_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/inet_diag.h>: the operand of INET_DIAG_BC_S_COND and
 * INET_DIAG_BC_D_COND, whose int is aligned as the ABI aligns it.  m68k
 * aligns it to 2 bytes: port is at 2 and the fixed part is 6 bytes.
 */

#include <stdint.h>

/* the fixed part: the address's 32-bit words follow (prefix_len bits of
   them count) */
struct linuxabi_inet_diag_hostcond {
    uint8_t  family;                    /* AF_INET, AF_INET6, AF_UNSPEC */
    uint8_t  prefix_len;                /* bits of the address compared */
    int32_t  port;                      /* -1: any port */
};

#endif
