#ifndef LINUXABI_ARCH_INET_DIAG_HOSTCOND_H
#define LINUXABI_ARCH_INET_DIAG_HOSTCOND_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/inet_diag.h>: the operand of INET_DIAG_BC_S_COND and
 * INET_DIAG_BC_D_COND, whose int is aligned as the ABI aligns it.  Every
 * ABI but m68k: 4 bytes, so port is at 4 and the fixed part is 8 bytes.
 */

#include <stdint.h>

/* the fixed part: the address's 32-bit words follow (prefix_len bits of
   them count) */
struct linuxabi_inet_diag_hostcond {
    uint8_t  family;                    /* AF_INET, AF_INET6, AF_UNSPEC */
    uint8_t  prefix_len;                /* bits of the address compared */
    uint8_t  __pad[2];
    int32_t  port;                      /* -1: any port */
};

#endif
