#ifndef LINUXABI_CAN_RAW_H
#define LINUXABI_CAN_RAW_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/can_raw.h>: raw CAN sockets (socket(AF_CAN, SOCK_RAW,
 * CAN_RAW)): the socket options of level SOL_CAN_RAW, their control
 * message and struct linuxabi_can_raw_vcid_options.  The same on every
 * ABI.  It includes <linuxabi/can.h>, as the kernel's includes
 * <linux/can.h>.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/can.h>
#include <stdint.h>

/* the socket option level of CAN_RAW sockets (SOL_CAN_BASE + CAN_RAW) */
#define SOL_CAN_RAW             101

/* the most struct linuxabi_can_filter one CAN_RAW_FILTER sets */
#define CAN_RAW_FILTER_MAX      512

/* control message types at level SOL_CAN_RAW */
#define SCM_CAN_RAW_ERRQUEUE    1

/* options of level SOL_CAN_RAW (setsockopt(2), getsockopt(2)) */
#define CAN_RAW_FILTER          1   /* struct linuxabi_can_filter[] */
#define CAN_RAW_ERR_FILTER      2   /* a mask of CAN_ERR_* classes */
#define CAN_RAW_LOOPBACK        3   /* int: loop sent frames back */
#define CAN_RAW_RECV_OWN_MSGS   4   /* int: also receive one's own */
#define CAN_RAW_FD_FRAMES       5   /* int: allow CAN FD frames */
#define CAN_RAW_JOIN_FILTERS    6   /* int: every filter must match */
#define CAN_RAW_XL_FRAMES       7   /* int: allow CAN XL frames */
#define CAN_RAW_XL_VCID_OPTS    8   /* struct linuxabi_can_raw_vcid_options */

/* CAN_RAW_XL_VCID_OPTS: the virtual CAN id of CAN XL frames */
struct linuxabi_can_raw_vcid_options {
    uint8_t flags;                      /* CAN_RAW_XL_VCID_* */
    uint8_t tx_vcid;                    /* set into sent frames' prio */
    uint8_t rx_vcid;                    /* received frames' filter */
    uint8_t rx_vcid_mask;
};

/* flags of struct linuxabi_can_raw_vcid_options */
#define CAN_RAW_XL_VCID_TX_SET    0x01  /* set tx_vcid in sent frames */
#define CAN_RAW_XL_VCID_TX_PASS   0x02  /* send the frames' own VCID */
#define CAN_RAW_XL_VCID_RX_FILTER 0x04  /* filter by rx_vcid, rx_vcid_mask */

#endif /* LINUXABI_CAN_RAW_H */
