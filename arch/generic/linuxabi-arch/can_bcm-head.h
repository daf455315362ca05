#ifndef LINUXABI_ARCH_CAN_BCM_HEAD_H
#define LINUXABI_ARCH_CAN_BCM_HEAD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/can_bcm.h>: struct linuxabi_bcm_timeval, two longs, and the
 * struct linuxabi_bcm_msg_head that holds two.  ABIs with a 64-bit long:
 * 56 bytes, the timevals at 16 and 32.
 */

#include <stdint.h>

struct linuxabi_bcm_timeval {
    int64_t tv_sec;
    int64_t tv_usec;
};

struct linuxabi_bcm_msg_head {
    uint32_t                    opcode;     /* TX_* or RX_* */
    uint32_t                    flags;      /* SETTIMER, ... */
    uint32_t                    count;      /* ival1 periods before ival2 */
    uint32_t                    __pad0;
    struct linuxabi_bcm_timeval ival1;
    struct linuxabi_bcm_timeval ival2;
    uint32_t                    can_id;
    uint32_t                    nframes;    /* frames that follow */
};

#endif
