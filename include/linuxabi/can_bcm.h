#ifndef LINUXABI_CAN_BCM_H
#define LINUXABI_CAN_BCM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/can_bcm.h>: the CAN broadcast manager (socket(AF_CAN,
 * SOCK_DGRAM, CAN_BCM)): every message written or read is a struct
 * linuxabi_bcm_msg_head followed by nframes struct linuxabi_can_frame
 * (or struct linuxabi_canfd_frame with CAN_FD_FRAME), at
 * sizeof (struct linuxabi_bcm_msg_head).  Its timers are kernel longs:
 * <linuxabi-arch/can_bcm-head.h> has each ABI's head.  It includes
 * <linuxabi/can.h>, as the kernel's includes <linux/can.h>.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/can.h>
#include <linuxabi-arch/can_bcm-head.h>

/* opcode of struct linuxabi_bcm_msg_head */
#define TX_SETUP                1   /* create a (cyclic) transmission */
#define TX_DELETE               2   /* remove a transmission */
#define TX_READ                 3   /* ask for a transmission's settings */
#define TX_SEND                 4   /* send one frame */
#define RX_SETUP                5   /* create a receive filter */
#define RX_DELETE               6   /* remove a receive filter */
#define RX_READ                 7   /* ask for a receive filter's settings */
#define TX_STATUS               8   /* the answer to TX_READ */
#define TX_EXPIRED              9   /* count transmissions done */
#define RX_STATUS               10  /* the answer to RX_READ */
#define RX_TIMEOUT              11  /* a cyclic frame did not come */
#define RX_CHANGED              12  /* a received frame changed */

/* flags of struct linuxabi_bcm_msg_head */
#define SETTIMER                0x0001  /* take ival1, ival2, count */
#define STARTTIMER              0x0002  /* start the timer */
#define TX_COUNTEVT             0x0004  /* TX_EXPIRED when count ends */
#define TX_ANNOUNCE             0x0008  /* send a changed frame at once */
#define TX_CP_CAN_ID            0x0010  /* copy can_id into the frames */
#define RX_FILTER_ID            0x0020  /* filter by can_id alone */
#define RX_CHECK_DLC            0x0040  /* a length change is a change */
#define RX_NO_AUTOTIMER         0x0080  /* no automatic timeout timer */
#define RX_ANNOUNCE_RESUME      0x0100  /* RX_CHANGED after a timeout */
#define TX_RESET_MULTI_IDX      0x0200  /* restart a multi-frame cycle */
#define RX_RTR_FRAME            0x0400  /* answer remote requests */
#define CAN_FD_FRAME            0x0800  /* the frames are CAN FD frames */

#endif /* LINUXABI_CAN_BCM_H */
