#ifndef LINUXABI_NFNETLINK_QUEUE_H
#define LINUXABI_NFNETLINK_QUEUE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/nfnetlink_queue.h>: nfnetlink_queue, the NFNL_SUBSYS_QUEUE
 * subsystem of nfnetlink (<linuxabi/nfnetlink.h>: NETLINK_NETFILTER
 * sockets; the kernel's <linux/netfilter/nfnetlink_queue.h>), which
 * hands packets that an NFQUEUE rule queued to user space and takes
 * back the verdicts.  A message's nlmsg_type is
 * (NFNL_SUBSYS_QUEUE << 8) | NFQNL_MSG_*; its struct linuxabi_nfgenmsg's
 * res_id is the queue number, then attributes NFQA_* (NFQA_CFG_* in
 * NFQNL_MSG_CONFIG).  Integers in attributes and structs here are
 * big-endian.  The same on every ABI but the alignment of struct
 * linuxabi_nfqnl_msg_packet_timestamp (see there).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* message types: nlmsg_type's low byte, under NFNL_SUBSYS_QUEUE */
#define NFQNL_MSG_PACKET                0       /* a queued packet, to user space */
#define NFQNL_MSG_VERDICT               1       /* a verdict on one packet */
#define NFQNL_MSG_CONFIG                2       /* bind, unbind, set the copy mode */
#define NFQNL_MSG_VERDICT_BATCH         3       /* a verdict on every packet up to an id */

/* NFQA_PACKET_HDR: 7 bytes, packed (alignment 1), so the integers are
   byte arrays */
struct linuxabi_nfqnl_msg_packet_hdr {
    uint8_t  packet_id[4];      /* big-endian uint32_t: the id to give the
                                   verdict */
    uint8_t  hw_protocol[2];    /* big-endian uint16_t: ETH_P_* */
    uint8_t  hook;              /* NF_INET_* */
};

/* NFQA_HWADDR */
struct linuxabi_nfqnl_msg_packet_hw {
    uint16_t hw_addrlen;        /* big-endian */
    uint16_t __pad;
    uint8_t  hw_addr[8];
};

/* NFQA_TIMESTAMP.  The kernel aligns both members to 8 on every ABI;
   ours are plain uint64_t, aligned 4 on i386, arc and sh and 2 on m68k:
   the same offsets and size, which is all the message holds */
struct linuxabi_nfqnl_msg_packet_timestamp {
    uint64_t sec;               /* big-endian */
    uint64_t usec;              /* big-endian */
};

/* attributes of NFQA_VLAN (enum nfqnl_vlan_attr) */
#define NFQA_VLAN_UNSPEC                0
#define NFQA_VLAN_PROTO                 1       /* big-endian uint16_t: ETH_P_8021Q.. */
#define NFQA_VLAN_TCI                   2       /* big-endian uint16_t */

/* attributes of NFQNL_MSG_PACKET and NFQNL_MSG_VERDICT (enum
   nfqnl_attr_type) */
#define NFQA_UNSPEC                     0
#define NFQA_PACKET_HDR                 1       /* struct linuxabi_nfqnl_msg_packet_hdr */
#define NFQA_VERDICT_HDR                2       /* struct linuxabi_nfqnl_msg_verdict_hdr */
#define NFQA_MARK                       3       /* uint32_t */
#define NFQA_TIMESTAMP                  4       /* struct linuxabi_nfqnl_msg_packet_timestamp */
#define NFQA_IFINDEX_INDEV              5       /* uint32_t */
#define NFQA_IFINDEX_OUTDEV             6       /* uint32_t */
#define NFQA_IFINDEX_PHYSINDEV          7       /* uint32_t: the bridge port */
#define NFQA_IFINDEX_PHYSOUTDEV         8       /* uint32_t: the bridge port */
#define NFQA_HWADDR                     9       /* struct linuxabi_nfqnl_msg_packet_hw */
#define NFQA_PAYLOAD                    10      /* the packet, from its network header */
#define NFQA_CT                         11      /* nested: the connection, CTA_* */
#define NFQA_CT_INFO                    12      /* uint32_t: IP_CT_* */
#define NFQA_CAP_LEN                    13      /* uint32_t: the packet's whole length */
#define NFQA_SKB_INFO                   14      /* uint32_t: NFQA_SKB_* */
#define NFQA_EXP                        15      /* nested: an expectation, CTA_EXPECT_* */
#define NFQA_UID                        16      /* uint32_t: the socket's owner */
#define NFQA_GID                        17      /* uint32_t: the socket's group */
#define NFQA_SECCTX                     18      /* string: the security context */
#define NFQA_VLAN                       19      /* nested: NFQA_VLAN_* */
#define NFQA_L2HDR                      20      /* the link-layer header */
#define NFQA_PRIORITY                   21      /* uint32_t: the packet's priority */
#define NFQA_CGROUP_CLASSID             22      /* uint32_t: net_cls's class id */

/* NFQA_VERDICT_HDR */
struct linuxabi_nfqnl_msg_verdict_hdr {
    uint32_t verdict;           /* big-endian: NF_ACCEPT, NF_DROP, ... */
    uint32_t id;                /* big-endian: the packet_id */
};

/* NFQA_CFG_CMD's command (enum nfqnl_msg_config_cmds) */
#define NFQNL_CFG_CMD_NONE              0
#define NFQNL_CFG_CMD_BIND              1       /* take the queue res_id */
#define NFQNL_CFG_CMD_UNBIND            2       /* let it go */
#define NFQNL_CFG_CMD_PF_BIND           3       /* obsolete: accepted, no effect */
#define NFQNL_CFG_CMD_PF_UNBIND         4

/* NFQA_CFG_CMD */
struct linuxabi_nfqnl_msg_config_cmd {
    uint8_t  command;           /* NFQNL_CFG_CMD_* */
    uint8_t  __pad;
    uint16_t pf;                /* big-endian: AF_* for _PF_BIND/_UNBIND */
};

/* copy_mode (enum nfqnl_config_mode) */
#define NFQNL_COPY_NONE                 0
#define NFQNL_COPY_META                 1       /* the attributes, no payload */
#define NFQNL_COPY_PACKET               2       /* and up to copy_range bytes of it */

/* NFQA_CFG_PARAMS: 5 bytes, packed (alignment 1) */
struct linuxabi_nfqnl_msg_config_params {
    uint8_t  copy_range[4];     /* big-endian uint32_t: payload bytes */
    uint8_t  copy_mode;         /* NFQNL_COPY_* */
};

/* attributes of NFQNL_MSG_CONFIG (enum nfqnl_attr_config) */
#define NFQA_CFG_UNSPEC                 0
#define NFQA_CFG_CMD                    1       /* struct linuxabi_nfqnl_msg_config_cmd */
#define NFQA_CFG_PARAMS                 2       /* struct linuxabi_nfqnl_msg_config_params */
#define NFQA_CFG_QUEUE_MAXLEN           3       /* uint32_t: packets waiting, at most */
#define NFQA_CFG_MASK                   4       /* uint32_t: the NFQA_CFG_F_* to set */
#define NFQA_CFG_FLAGS                  5       /* uint32_t: their values */

/* NFQA_CFG_FLAGS */
#define NFQA_CFG_F_FAIL_OPEN            (1 << 0)   /* accept when the queue is full */
#define NFQA_CFG_F_CONNTRACK            (1 << 1)   /* add NFQA_CT, NFQA_CT_INFO */
#define NFQA_CFG_F_GSO                  (1 << 2)   /* GSO packets whole */
#define NFQA_CFG_F_UID_GID              (1 << 3)   /* add NFQA_UID, NFQA_GID */
#define NFQA_CFG_F_SECCTX               (1 << 4)   /* add NFQA_SECCTX */

/* NFQA_SKB_INFO */
#define NFQA_SKB_CSUMNOTREADY           (1 << 0)   /* checksums not yet filled in */
#define NFQA_SKB_GSO                    (1 << 1)   /* longer than the MTU */
#define NFQA_SKB_CSUM_NOTVERIFIED       (1 << 2)   /* checksums not verified */

#endif
