#ifndef LINUXABI_NFNETLINK_LOG_H
#define LINUXABI_NFNETLINK_LOG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/nfnetlink_log.h>: nfnetlink_log, the NFNL_SUBSYS_ULOG
 * subsystem of nfnetlink (<linuxabi/nfnetlink.h>: NETLINK_NETFILTER
 * sockets; the kernel's <linux/netfilter/nfnetlink_log.h>), which copies
 * the packets an NFLOG rule logs to the user-space listeners of a log
 * group.  A message's nlmsg_type is (NFNL_SUBSYS_ULOG << 8) |
 * NFULNL_MSG_*; its struct linuxabi_nfgenmsg's res_id is the group
 * number, then attributes NFULA_* (NFULA_CFG_* in NFULNL_MSG_CONFIG).
 * Integers in attributes and structs here are big-endian.  The same on
 * every ABI but the alignment of struct
 * linuxabi_nfulnl_msg_packet_timestamp (see there).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* message types: nlmsg_type's low byte, under NFNL_SUBSYS_ULOG */
#define NFULNL_MSG_PACKET               0       /* a logged packet, to user space */
#define NFULNL_MSG_CONFIG               1       /* bind, unbind, set the copy mode */

/* NFULA_PACKET_HDR */
struct linuxabi_nfulnl_msg_packet_hdr {
    uint16_t hw_protocol;       /* big-endian: ETH_P_* */
    uint8_t  hook;              /* NF_INET_* */
    uint8_t  __pad;
};

/* NFULA_HWADDR */
struct linuxabi_nfulnl_msg_packet_hw {
    uint16_t hw_addrlen;        /* big-endian */
    uint16_t __pad;
    uint8_t  hw_addr[8];
};

/* NFULA_TIMESTAMP.  The kernel aligns both members to 8 on every ABI;
   ours are plain uint64_t, aligned 4 on i386, arc and sh and 2 on m68k:
   the same offsets and size, which is all the message holds */
struct linuxabi_nfulnl_msg_packet_timestamp {
    uint64_t sec;               /* big-endian */
    uint64_t usec;              /* big-endian */
};

/* attributes of NFULA_VLAN (enum nfulnl_vlan_attr) */
#define NFULA_VLAN_UNSPEC               0
#define NFULA_VLAN_PROTO                1       /* big-endian uint16_t: ETH_P_8021Q.. */
#define NFULA_VLAN_TCI                  2       /* big-endian uint16_t */

/* attributes of NFULNL_MSG_PACKET (enum nfulnl_attr_type) */
#define NFULA_UNSPEC                    0
#define NFULA_PACKET_HDR                1       /* struct linuxabi_nfulnl_msg_packet_hdr */
#define NFULA_MARK                      2       /* uint32_t */
#define NFULA_TIMESTAMP                 3       /* struct linuxabi_nfulnl_msg_packet_timestamp */
#define NFULA_IFINDEX_INDEV             4       /* uint32_t */
#define NFULA_IFINDEX_OUTDEV            5       /* uint32_t */
#define NFULA_IFINDEX_PHYSINDEV         6       /* uint32_t: the bridge port */
#define NFULA_IFINDEX_PHYSOUTDEV        7       /* uint32_t: the bridge port */
#define NFULA_HWADDR                    8       /* struct linuxabi_nfulnl_msg_packet_hw */
#define NFULA_PAYLOAD                   9       /* the packet, from its network header */
#define NFULA_PREFIX                    10      /* string: the rule's log prefix */
#define NFULA_UID                       11      /* uint32_t: the socket's owner */
#define NFULA_SEQ                       12      /* uint32_t: this group's count */
#define NFULA_SEQ_GLOBAL                13      /* uint32_t: every group's count */
#define NFULA_GID                       14      /* uint32_t: the socket's group */
#define NFULA_HWTYPE                    15      /* uint16_t: ARPHRD_* */
#define NFULA_HWHEADER                  16      /* the link-layer header */
#define NFULA_HWLEN                     17      /* uint16_t: its length */
#define NFULA_CT                        18      /* nested: the connection, CTA_* */
#define NFULA_CT_INFO                   19      /* uint32_t: IP_CT_* */
#define NFULA_VLAN                      20      /* nested: NFULA_VLAN_* */
#define NFULA_L2HDR                     21      /* the whole link-layer header */

/* NFULA_CFG_CMD's command (enum nfulnl_msg_config_cmds) */
#define NFULNL_CFG_CMD_NONE             0
#define NFULNL_CFG_CMD_BIND             1       /* listen to the group res_id */
#define NFULNL_CFG_CMD_UNBIND           2       /* stop */
#define NFULNL_CFG_CMD_PF_BIND          3       /* obsolete: accepted, no effect */
#define NFULNL_CFG_CMD_PF_UNBIND        4

/* NFULA_CFG_CMD: one byte */
struct linuxabi_nfulnl_msg_config_cmd {
    uint8_t  command;           /* NFULNL_CFG_CMD_* */
};

/* NFULA_CFG_MODE: 6 bytes, packed (alignment 1), so copy_range is a
   byte array */
struct linuxabi_nfulnl_msg_config_mode {
    uint8_t  copy_range[4];     /* big-endian uint32_t: payload bytes */
    uint8_t  copy_mode;         /* NFULNL_COPY_* */
    uint8_t  __pad;
};

/* attributes of NFULNL_MSG_CONFIG (enum nfulnl_attr_config) */
#define NFULA_CFG_UNSPEC                0
#define NFULA_CFG_CMD                   1       /* struct linuxabi_nfulnl_msg_config_cmd */
#define NFULA_CFG_MODE                  2       /* struct linuxabi_nfulnl_msg_config_mode */
#define NFULA_CFG_NLBUFSIZ              3       /* uint32_t: bytes to gather per message */
#define NFULA_CFG_TIMEOUT               4       /* uint32_t: hundredths of a second
                                                   before a partial one goes */
#define NFULA_CFG_QTHRESH               5       /* uint32_t: packets per message */
#define NFULA_CFG_FLAGS                 6       /* uint16_t: NFULNL_CFG_F_* */

/* copy_mode (0xff is reserved) */
#define NFULNL_COPY_NONE                0x00
#define NFULNL_COPY_META                0x01    /* the attributes, no payload */
#define NFULNL_COPY_PACKET              0x02    /* and up to copy_range bytes of it */

/* NFULA_CFG_FLAGS */
#define NFULNL_CFG_F_SEQ                0x0001  /* add NFULA_SEQ */
#define NFULNL_CFG_F_SEQ_GLOBAL         0x0002  /* add NFULA_SEQ_GLOBAL */
#define NFULNL_CFG_F_CONNTRACK          0x0004  /* add NFULA_CT, NFULA_CT_INFO */

#endif
