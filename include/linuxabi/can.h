#ifndef LINUXABI_CAN_H
#define LINUXABI_CAN_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/can.h>: CAN sockets (socket(AF_CAN, SOCK_RAW or SOCK_DGRAM,
 * CAN_RAW, CAN_BCM, ...)): identifiers and their flags, the classic, FD
 * and XL frames, struct linuxabi_sockaddr_can, struct linuxabi_can_filter,
 * and the error frames' classes and details (the kernel's
 * <linux/can/error.h>: an error frame is a struct linuxabi_can_frame with
 * CAN_ERR_FLAG in its id).  The same on every ABI.
 *
 * The kernel aligns the frames' data to 8 bytes, and so the frames; here
 * the data is a byte array at the same offset (8), so that sizes and
 * offsets are the kernel's and the frames are aligned as a uint32_t
 * (doc/HACKING 4.4): read(2) and write(2) copy them by size.
 * AF_CAN is in <linuxabi/socket.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* flags in the top bits of a 32-bit CAN id (canid_t) */
#define CAN_EFF_FLAG            0x80000000U /* extended 29-bit id */
#define CAN_RTR_FLAG            0x40000000U /* remote transmission request */
#define CAN_ERR_FLAG            0x20000000U /* an error frame */

/* masks of the id's bits */
#define CAN_SFF_MASK            0x000007FFU /* standard (11-bit) id */
#define CAN_EFF_MASK            0x1FFFFFFFU /* extended (29-bit) id */
#define CAN_ERR_MASK            0x1FFFFFFFU /* an error frame's class bits */
#define CANXL_PRIO_MASK         0x000007FFU /* a CAN XL priority (11 bits) */

#define CAN_SFF_ID_BITS         11
#define CAN_EFF_ID_BITS         29
#define CANXL_PRIO_BITS         11

/* lengths and data length codes */
#define CAN_MAX_DLC             8
#define CAN_MAX_RAW_DLC         15
#define CAN_MAX_DLEN            8
#define CANFD_MAX_DLC           15
#define CANFD_MAX_DLEN          64
#define CANXL_MIN_DLC           0
#define CANXL_MAX_DLC           2047
#define CANXL_MAX_DLC_MASK      0x07FF
#define CANXL_MIN_DLEN          1
#define CANXL_MAX_DLEN          2048

/* a classic CAN frame (CAN_MTU bytes) */
struct linuxabi_can_frame {
    uint32_t can_id;                    /* id and CAN_*_FLAG */
    uint8_t  len;                       /* payload bytes, 0..8 (the
                                           kernel also names it can_dlc) */
    uint8_t  __pad;
    uint8_t  __res0;
    uint8_t  len8_dlc;                  /* DLC 9..15 when len is 8 */
    uint8_t  data[8];
};

/* flags of struct linuxabi_canfd_frame */
#define CANFD_BRS               0x01    /* bit rate switch */
#define CANFD_ESI               0x02    /* error state indicator */
#define CANFD_FDF               0x04    /* a CAN FD frame */

/* a CAN FD frame (CANFD_MTU bytes) */
struct linuxabi_canfd_frame {
    uint32_t can_id;                    /* id and CAN_*_FLAG */
    uint8_t  len;                       /* payload bytes, 0..64 */
    uint8_t  flags;                     /* CANFD_* */
    uint8_t  __res0;
    uint8_t  __res1;
    uint8_t  data[64];
};

/* flags of struct linuxabi_canxl_frame */
#define CANXL_XLF               0x80    /* a CAN XL frame (always set) */
#define CANXL_SEC               0x01    /* simple extended content */
#define CANXL_RRS               0x02    /* remote request substitution */

/* the virtual CAN id in bits 16..23 of prio */
#define CANXL_VCID_OFFSET       16
#define CANXL_VCID_VAL_MASK     0xFFUL
#define CANXL_VCID_MASK         0xFF0000UL

/* a CAN XL frame (CANXL_MTU bytes at most, CANXL_HDR_SIZE + len) */
struct linuxabi_canxl_frame {
    uint32_t prio;                      /* priority, virtual CAN id */
    uint8_t  flags;                     /* CANXL_* */
    uint8_t  sdt;                       /* service data unit type */
    uint16_t len;                       /* payload bytes, 1..2048 */
    uint32_t af;                        /* acceptance field */
    uint8_t  data[2048];
};

/* frame sizes (ints: the kernel's are sizeof and offsetof) */
#define CAN_MTU                 16
#define CANFD_MTU               72
#define CANXL_MTU               2060
#define CANXL_HDR_SIZE          12
#define CANXL_MIN_MTU           76
#define CANXL_MAX_MTU           2060

/* the protocols of PF_CAN */
#define CAN_RAW                 1       /* raw frames */
#define CAN_BCM                 2       /* broadcast manager */
#define CAN_TP16                3       /* VAG TP 1.6 */
#define CAN_TP20                4       /* VAG TP 2.0 */
#define CAN_MCNET               5       /* Bosch MCNet */
#define CAN_ISOTP               6       /* ISO 15765-2 */
#define CAN_J1939               7       /* SAE J1939 */
#define CAN_NPROTO              8       /* the number of protocols */

/* the socket option levels are SOL_CAN_BASE + the protocol */
#define SOL_CAN_BASE            100

/* the transport protocols' (ISO-TP) addresses */
struct linuxabi_sockaddr_can_tp {
    uint32_t rx_id;
    uint32_t tx_id;
};

/* a J1939 address */
struct linuxabi_sockaddr_can_j1939 {
    uint64_t name;                      /* dynamic addressing's name */
    uint32_t pgn;                       /* parameter group number */
    uint8_t  addr;
};

union linuxabi_sockaddr_can_addr {
    struct linuxabi_sockaddr_can_tp    tp;
    struct linuxabi_sockaddr_can_j1939 j1939;
};

/* an AF_CAN socket address */
struct linuxabi_sockaddr_can {
    uint16_t                         can_family;  /* AF_CAN */
    int32_t                          can_ifindex;
    union linuxabi_sockaddr_can_addr can_addr;
};

/* a receive filter: a frame matches where
   (id & can_mask) == (can_id & can_mask), or the reverse with
   CAN_INV_FILTER in can_id */
struct linuxabi_can_filter {
    uint32_t can_id;
    uint32_t can_mask;
};

#define CAN_INV_FILTER          0x20000000U

/*
 * Error frames: CAN_ERR_FLAG and the classes below in can_id, details
 * in data[0..7], len CAN_ERR_DLC.
 */
#define CAN_ERR_DLC             8

/* error classes, in can_id */
#define CAN_ERR_TX_TIMEOUT      0x00000001U
#define CAN_ERR_LOSTARB         0x00000002U /* lost arbitration: data[0] */
#define CAN_ERR_CRTL            0x00000004U /* controller: data[1] */
#define CAN_ERR_PROT            0x00000008U /* protocol: data[2], data[3] */
#define CAN_ERR_TRX             0x00000010U /* transceiver: data[4] */
#define CAN_ERR_ACK             0x00000020U /* no acknowledgement */
#define CAN_ERR_BUSOFF          0x00000040U
#define CAN_ERR_BUSERROR        0x00000080U
#define CAN_ERR_RESTARTED       0x00000100U /* the controller restarted */
#define CAN_ERR_CNT             0x00000200U /* counters: data[6], data[7] */

/* data[0]: the bit where arbitration was lost */
#define CAN_ERR_LOSTARB_UNSPEC  0x00

/* data[1]: the controller's state */
#define CAN_ERR_CRTL_UNSPEC      0x00
#define CAN_ERR_CRTL_RX_OVERFLOW 0x01
#define CAN_ERR_CRTL_TX_OVERFLOW 0x02
#define CAN_ERR_CRTL_RX_WARNING  0x04
#define CAN_ERR_CRTL_TX_WARNING  0x08
#define CAN_ERR_CRTL_RX_PASSIVE  0x10
#define CAN_ERR_CRTL_TX_PASSIVE  0x20
#define CAN_ERR_CRTL_ACTIVE      0x40

/* data[2]: the protocol violation */
#define CAN_ERR_PROT_UNSPEC     0x00
#define CAN_ERR_PROT_BIT        0x01
#define CAN_ERR_PROT_FORM       0x02
#define CAN_ERR_PROT_STUFF      0x04
#define CAN_ERR_PROT_BIT0       0x08    /* could not send a dominant bit */
#define CAN_ERR_PROT_BIT1       0x10    /* could not send a recessive bit */
#define CAN_ERR_PROT_OVERLOAD   0x20
#define CAN_ERR_PROT_ACTIVE     0x40    /* an active error announcement */
#define CAN_ERR_PROT_TX         0x80    /* while transmitting */

/* data[3]: where in the frame the violation was */
#define CAN_ERR_PROT_LOC_UNSPEC   0x00
#define CAN_ERR_PROT_LOC_SOF      0x03
#define CAN_ERR_PROT_LOC_ID28_21  0x02
#define CAN_ERR_PROT_LOC_ID20_18  0x06
#define CAN_ERR_PROT_LOC_SRTR     0x04
#define CAN_ERR_PROT_LOC_IDE      0x05
#define CAN_ERR_PROT_LOC_ID17_13  0x07
#define CAN_ERR_PROT_LOC_ID12_05  0x0F
#define CAN_ERR_PROT_LOC_ID04_00  0x0E
#define CAN_ERR_PROT_LOC_RTR      0x0C
#define CAN_ERR_PROT_LOC_RES1     0x0D
#define CAN_ERR_PROT_LOC_RES0     0x09
#define CAN_ERR_PROT_LOC_DLC      0x0B
#define CAN_ERR_PROT_LOC_DATA     0x0A
#define CAN_ERR_PROT_LOC_CRC_SEQ  0x08
#define CAN_ERR_PROT_LOC_CRC_DEL  0x18
#define CAN_ERR_PROT_LOC_ACK      0x19
#define CAN_ERR_PROT_LOC_ACK_DEL  0x1B
#define CAN_ERR_PROT_LOC_EOF      0x1A
#define CAN_ERR_PROT_LOC_INTERM   0x12

/* data[4]: the transceiver's state, CANH in the low nibble, CANL in
   the high */
#define CAN_ERR_TRX_UNSPEC             0x00
#define CAN_ERR_TRX_CANH_NO_WIRE       0x04
#define CAN_ERR_TRX_CANH_SHORT_TO_BAT  0x05
#define CAN_ERR_TRX_CANH_SHORT_TO_VCC  0x06
#define CAN_ERR_TRX_CANH_SHORT_TO_GND  0x07
#define CAN_ERR_TRX_CANL_NO_WIRE       0x40
#define CAN_ERR_TRX_CANL_SHORT_TO_BAT  0x50
#define CAN_ERR_TRX_CANL_SHORT_TO_VCC  0x60
#define CAN_ERR_TRX_CANL_SHORT_TO_GND  0x70
#define CAN_ERR_TRX_CANL_SHORT_TO_CANH 0x80

/* the error counter thresholds of the controller's states */
#define CAN_ERROR_WARNING_THRESHOLD 96
#define CAN_ERROR_PASSIVE_THRESHOLD 128
#define CAN_BUS_OFF_THRESHOLD       256

#endif /* LINUXABI_CAN_H */
