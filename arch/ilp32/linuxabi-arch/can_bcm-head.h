#ifndef LINUXABI_ARCH_CAN_BCM_HEAD_H
#define LINUXABI_ARCH_CAN_BCM_HEAD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/can_bcm.h>: struct linuxabi_bcm_timeval, two longs, and the
 * struct linuxabi_bcm_msg_head that holds two.  ABIs with a 32-bit long:
 * 40 bytes, the timevals at 12 and 20; __pad1 is the kernel's
 * padding before its frames[], aligned to 8.
 */

#include <stdint.h>

struct linuxabi_bcm_timeval {
    int32_t tv_sec;
    int32_t tv_usec;
};

struct linuxabi_bcm_msg_head {
    uint32_t                    opcode;     /* TX_* or RX_* */
    uint32_t                    flags;      /* SETTIMER, ... */
    uint32_t                    count;      /* ival1 periods before ival2 */
    struct linuxabi_bcm_timeval ival1;
    struct linuxabi_bcm_timeval ival2;
    uint32_t                    can_id;
    uint32_t                    nframes;    /* frames that follow */
    uint32_t                    __pad1;     /* frames are 8-aligned */
};

#endif
