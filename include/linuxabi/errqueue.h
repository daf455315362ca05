#ifndef LINUXABI_ERRQUEUE_H
#define LINUXABI_ERRQUEUE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/errqueue.h>: what recvmsg(2) reads from a socket's error
 * queue (MSG_ERRQUEUE): the IP_RECVERR/IPV6_RECVERR control message,
 * struct linuxabi_sock_extended_err (followed by the offender's address),
 * with its SO_EE_ORIGIN_* and SO_EE_CODE_*, and the timestamps of
 * SO_TIMESTAMPING (<linuxabi/net_tstamp.h>), which come as the
 * SCM_TIMESTAMPING control message, on the error queue for the sent
 * packets (SCM_TSTAMP_* in ee_info) and with the data for the received.
 * Includes <linuxabi/time.h>, as the kernel's includes
 * <linux/time_types.h>.
 *
 * struct linuxabi_scm_timestamping is per ABI: three of the ABI's own
 * struct linuxabi_timespec, the kernel long (SCM_TIMESTAMPING_OLD,
 * <linuxabi/socket.h>'s SO_TIMESTAMPING_OLD).  struct
 * linuxabi_scm_timestamping64 holds 64-bit times on every ABI
 * (SO_TIMESTAMPING_NEW).  The kernel's anonymous union of ee_data and
 * ee_rfc4884 is the member ee_u here.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/time.h>

/* RFC 4884 ICMP extensions (IP_RECVERR_RFC4884): where they start */
struct linuxabi_sock_ee_data_rfc4884 {
    uint16_t len;                       /* the original datagram's length */
    uint8_t  flags;                     /* SO_EE_RFC4884_FLAG_* */
    uint8_t  reserved;
};

/* the kernel's anonymous union in struct sock_extended_err */
union linuxabi_sock_extended_err_u {
    uint32_t ee_data;                   /* by origin: ICMP, an OPT_ID
                                           counter, a zerocopy range end */
    struct linuxabi_sock_ee_data_rfc4884 ee_rfc4884;
};

/* the IP_RECVERR (SOL_IP) and IPV6_RECVERR (SOL_IPV6) control message of
   recvmsg(2) MSG_ERRQUEUE; the offender's address follows it */
struct linuxabi_sock_extended_err {
    uint32_t ee_errno;                  /* an E* error number, or ENOMSG */
    uint8_t  ee_origin;                 /* SO_EE_ORIGIN_* */
    uint8_t  ee_type;                   /* ICMP type */
    uint8_t  ee_code;                   /* ICMP code, SO_EE_CODE_* */
    uint8_t  ee_pad;
    uint32_t ee_info;                   /* ICMP: the MTU; timestamps:
                                           SCM_TSTAMP_*; zerocopy: the
                                           range's start */
    union linuxabi_sock_extended_err_u ee_u;
};

/* sock_extended_err ee_origin: who reported it */
#define SO_EE_ORIGIN_NONE               0
#define SO_EE_ORIGIN_LOCAL              1  /* this host */
#define SO_EE_ORIGIN_ICMP               2
#define SO_EE_ORIGIN_ICMP6              3
#define SO_EE_ORIGIN_TXSTATUS           4  /* a transmit timestamp */
#define SO_EE_ORIGIN_ZEROCOPY           5  /* MSG_ZEROCOPY completion */
#define SO_EE_ORIGIN_TXTIME             6  /* SO_TXTIME error */
#define SO_EE_ORIGIN_TIMESTAMPING       SO_EE_ORIGIN_TXSTATUS

/* sock_extended_err ee_code of SO_EE_ORIGIN_ZEROCOPY */
#define SO_EE_CODE_ZEROCOPY_COPIED      1  /* the data was copied after all */

/* sock_extended_err ee_code of SO_EE_ORIGIN_TXTIME */
#define SO_EE_CODE_TXTIME_INVALID_PARAM 1
#define SO_EE_CODE_TXTIME_MISSED        2  /* the time passed before sending */

/* sock_ee_data_rfc4884 flags */
#define SO_EE_RFC4884_FLAG_INVALID      1  /* the extension failed to check */

/* the SCM_TIMESTAMPING control message (SO_TIMESTAMPING_OLD): ts[0]
   software, ts[2] hardware; ts[1] unused.  Per ABI: the kernel long */
struct linuxabi_scm_timestamping {
    struct linuxabi_timespec ts[3];
};

/* the SCM_TIMESTAMPING control message of SO_TIMESTAMPING_NEW: 64-bit
   times on every ABI */
struct linuxabi_scm_timestamping64 {
    struct linuxabi_kernel_timespec ts[3];
};

/* sock_extended_err ee_info of a timestamp from the error queue: which
   point of the transmit path ts[0] is (SCM_TSTAMP_SND with ts[0] zero:
   a hardware stamp, in ts[2]) */
#define SCM_TSTAMP_SND                  0  /* handed to the device */
#define SCM_TSTAMP_SCHED                1  /* entered the packet scheduler */
#define SCM_TSTAMP_ACK                  2  /* acknowledged by the peer */
#define SCM_TSTAMP_COMPLETION           3  /* the device completed it */

#endif
