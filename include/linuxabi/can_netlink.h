#ifndef LINUXABI_CAN_NETLINK_H
#define LINUXABI_CAN_NETLINK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/can_netlink.h>: CAN network devices over rtnetlink (ip link
 * ... type can): the IFLA_CAN_* attributes inside IFLA_INFO_DATA of a
 * link of kind "can" (RTM_NEWLINK, RTM_GETLINK), their nests, the
 * controller modes CAN_CTRLMODE_*, the states CAN_STATE_*, and the
 * structs they carry: bit timing, its hardware limits, the clock, the
 * error counters, the mode and the device statistics
 * (IFLA_INFO_XSTATS).  The same on every ABI.  IFLA_LINKINFO and
 * IFLA_INFO_* are <linuxabi/if_link.h>'s.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* IFLA_CAN_BITTIMING, IFLA_CAN_DATA_BITTIMING, IFLA_CAN_XL_DATA_BITTIMING */
struct linuxabi_can_bittiming {
    uint32_t bitrate;                   /* bits a second */
    uint32_t sample_point;              /* in tenths of a percent */
    uint32_t tq;                        /* time quantum, nanoseconds */
    uint32_t prop_seg;                  /* the segments, in time quanta */
    uint32_t phase_seg1;
    uint32_t phase_seg2;
    uint32_t sjw;                       /* synchronisation jump width */
    uint32_t brp;                       /* bit-rate prescaler */
};

/* IFLA_CAN_BITTIMING_CONST and its data phase twins: the controller's
   limits of struct linuxabi_can_bittiming */
struct linuxabi_can_bittiming_const {
    char     name[16];                  /* the controller's name */
    uint32_t tseg1_min;                 /* prop_seg + phase_seg1 */
    uint32_t tseg1_max;
    uint32_t tseg2_min;                 /* phase_seg2 */
    uint32_t tseg2_max;
    uint32_t sjw_max;
    uint32_t brp_min;
    uint32_t brp_max;
    uint32_t brp_inc;
};

/* IFLA_CAN_CLOCK */
struct linuxabi_can_clock {
    uint32_t freq;                      /* the controller's clock, Hz */
};

/* IFLA_CAN_STATE, a uint32_t (enum can_state) */
#define CAN_STATE_ERROR_ACTIVE  0       /* error counters below 96 */
#define CAN_STATE_ERROR_WARNING 1       /* below 128 */
#define CAN_STATE_ERROR_PASSIVE 2       /* below 256 */
#define CAN_STATE_BUS_OFF       3       /* 256 or more */
#define CAN_STATE_STOPPED       4
#define CAN_STATE_SLEEPING      5

/* IFLA_CAN_BERR_COUNTER: the bus error counters */
struct linuxabi_can_berr_counter {
    uint16_t txerr;
    uint16_t rxerr;
};

/* IFLA_CAN_CTRLMODE: the CAN_CTRLMODE_* bits of mask set to flags */
struct linuxabi_can_ctrlmode {
    uint32_t mask;
    uint32_t flags;
};

/* controller modes (struct linuxabi_can_ctrlmode,
   IFLA_CAN_CTRLMODE_SUPPORTED) */
#define CAN_CTRLMODE_LOOPBACK       0x01
#define CAN_CTRLMODE_LISTENONLY     0x02
#define CAN_CTRLMODE_3_SAMPLES      0x04    /* triple sampling */
#define CAN_CTRLMODE_ONE_SHOT       0x08    /* no retransmission */
#define CAN_CTRLMODE_BERR_REPORTING 0x10    /* report bus errors */
#define CAN_CTRLMODE_FD             0x20    /* CAN FD */
#define CAN_CTRLMODE_PRESUME_ACK    0x40    /* ignore missing ACKs */
#define CAN_CTRLMODE_FD_NON_ISO     0x80    /* CAN FD before ISO 11898-1 */
#define CAN_CTRLMODE_CC_LEN8_DLC    0x100   /* classic DLCs 9..15 */
#define CAN_CTRLMODE_TDC_AUTO       0x200   /* FD: TDCV measured */
#define CAN_CTRLMODE_TDC_MANUAL     0x400   /* FD: TDCV set by the user */
#define CAN_CTRLMODE_RESTRICTED     0x800   /* restricted operation */
#define CAN_CTRLMODE_XL             0x1000  /* CAN XL */
#define CAN_CTRLMODE_XL_TDC_AUTO    0x2000  /* XL: TDCV measured */
#define CAN_CTRLMODE_XL_TDC_MANUAL  0x4000  /* XL: TDCV set by the user */
#define CAN_CTRLMODE_XL_TMS         0x8000  /* transceiver mode switching */

/* IFLA_INFO_XSTATS of a CAN device */
struct linuxabi_can_device_stats {
    uint32_t bus_error;
    uint32_t error_warning;             /* entries into the warning state */
    uint32_t error_passive;             /* entries into the passive state */
    uint32_t bus_off;                   /* entries into bus off */
    uint32_t arbitration_lost;
    uint32_t restarts;
};

/* attributes in IFLA_INFO_DATA of a "can" link */
#define IFLA_CAN_UNSPEC                  0
#define IFLA_CAN_BITTIMING               1  /* struct linuxabi_can_bittiming */
#define IFLA_CAN_BITTIMING_CONST         2  /* struct
                                               linuxabi_can_bittiming_const */
#define IFLA_CAN_CLOCK                   3  /* struct linuxabi_can_clock */
#define IFLA_CAN_STATE                   4  /* uint32_t: CAN_STATE_* */
#define IFLA_CAN_CTRLMODE                5  /* struct linuxabi_can_ctrlmode */
#define IFLA_CAN_RESTART_MS              6  /* uint32_t: bus-off restart
                                               delay, 0 for none */
#define IFLA_CAN_RESTART                 7  /* uint32_t: restart now */
#define IFLA_CAN_BERR_COUNTER            8  /* struct
                                               linuxabi_can_berr_counter */
#define IFLA_CAN_DATA_BITTIMING          9  /* CAN FD data phase */
#define IFLA_CAN_DATA_BITTIMING_CONST    10
#define IFLA_CAN_TERMINATION             11 /* uint16_t: ohms */
#define IFLA_CAN_TERMINATION_CONST       12 /* uint16_t[]: the choices */
#define IFLA_CAN_BITRATE_CONST           13 /* uint32_t[]: the choices */
#define IFLA_CAN_DATA_BITRATE_CONST      14 /* uint32_t[]: FD's choices */
#define IFLA_CAN_BITRATE_MAX             15 /* uint32_t */
#define IFLA_CAN_TDC                     16 /* nest: IFLA_CAN_TDC_*, FD */
#define IFLA_CAN_CTRLMODE_EXT            17 /* nest: IFLA_CAN_CTRLMODE_* */
#define IFLA_CAN_XL_DATA_BITTIMING       18 /* CAN XL data phase */
#define IFLA_CAN_XL_DATA_BITTIMING_CONST 19
#define IFLA_CAN_XL_DATA_BITRATE_CONST   20 /* uint32_t[] */
#define IFLA_CAN_XL_TDC                  21 /* nest: IFLA_CAN_TDC_*, XL */
#define IFLA_CAN_XL_PWM                  22 /* nest: IFLA_CAN_PWM_* */

/* IFLA_CAN_TDC and IFLA_CAN_XL_TDC nests: transmitter delay
   compensation, each a uint32_t */
#define IFLA_CAN_TDC_UNSPEC     0
#define IFLA_CAN_TDC_TDCV_MIN   1
#define IFLA_CAN_TDC_TDCV_MAX   2
#define IFLA_CAN_TDC_TDCO_MIN   3
#define IFLA_CAN_TDC_TDCO_MAX   4
#define IFLA_CAN_TDC_TDCF_MIN   5
#define IFLA_CAN_TDC_TDCF_MAX   6
#define IFLA_CAN_TDC_TDCV       7       /* the delay value */
#define IFLA_CAN_TDC_TDCO       8       /* the offset */
#define IFLA_CAN_TDC_TDCF       9       /* the filter window */

/* IFLA_CAN_CTRLMODE_EXT nest */
#define IFLA_CAN_CTRLMODE_UNSPEC    0
#define IFLA_CAN_CTRLMODE_SUPPORTED 1   /* uint32_t: CAN_CTRLMODE_* */

/* IFLA_CAN_XL_PWM nest: pulse-width modulation, each a uint32_t */
#define IFLA_CAN_PWM_UNSPEC     0
#define IFLA_CAN_PWM_PWMS_MIN   1
#define IFLA_CAN_PWM_PWMS_MAX   2
#define IFLA_CAN_PWM_PWML_MIN   3
#define IFLA_CAN_PWM_PWML_MAX   4
#define IFLA_CAN_PWM_PWMO_MIN   5
#define IFLA_CAN_PWM_PWMO_MAX   6
#define IFLA_CAN_PWM_PWMS       7       /* short phase */
#define IFLA_CAN_PWM_PWML       8       /* long phase */
#define IFLA_CAN_PWM_PWMO       9       /* offset */

/* IFLA_CAN_TERMINATION: no termination (else 1..65535 ohms) */
#define CAN_TERMINATION_DISABLED 0

#endif /* LINUXABI_CAN_NETLINK_H */
