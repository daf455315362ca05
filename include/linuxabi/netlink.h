#ifndef LINUXABI_NETLINK_H
#define LINUXABI_NETLINK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/netlink.h>: AF_NETLINK sockets, socket(2) with a netlink
 * family as the protocol, bind(2) and sendto(2)/recvfrom(2) with struct
 * linuxabi_sockaddr_nl, setsockopt(2) at level SOL_NETLINK (270), and the
 * messages themselves: a struct linuxabi_nlmsghdr, then the payload, each
 * message padded to LINUXABI_NLMSG_ALIGN(); attributes inside a payload
 * are a struct linuxabi_nlattr, then data padded to LINUXABI_NLA_ALIGN().
 * The same on every ABI.
 *
 * The kernel's NLMSG_ALIGN(), NLMSG_LENGTH(), NLMSG_SPACE() and
 * NLA_ALIGN() are here as LINUXABI_NLMSG_ALIGN() and the like (helper
 * macros carry the prefix); the ones that take a message pointer
 * (NLMSG_DATA(), NLMSG_NEXT(), NLMSG_OK(), NLMSG_PAYLOAD()) are not:
 * step from one message to the next by LINUXABI_NLMSG_ALIGN(nlmsg_len)
 * bytes, and find the payload NLMSG_HDRLEN bytes in.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* socket(AF_NETLINK, ..., protocol): the kernel subsystem talked to */
#define NETLINK_ROUTE           0   /* links, addresses, routes, neighbours
                                       (rtnetlink) */
#define NETLINK_USERSOCK        2   /* left to user-space protocols */
#define NETLINK_FIREWALL        3   /* ip_queue: removed in 3.5 */
#define NETLINK_SOCK_DIAG       4   /* socket monitoring (ss(8)) */
#define NETLINK_INET_DIAG       4   /* the old name of NETLINK_SOCK_DIAG */
#define NETLINK_NFLOG           5   /* iptables ULOG: removed in 3.17 */
#define NETLINK_XFRM            6   /* IPsec policies and states */
#define NETLINK_SELINUX         7   /* SELinux policy load and enforcing
                                       events */
#define NETLINK_ISCSI           8   /* Open-iSCSI */
#define NETLINK_AUDIT           9   /* the audit subsystem */
#define NETLINK_FIB_LOOKUP      10  /* look a route up in an IPv4 table */
#define NETLINK_CONNECTOR       11  /* the connector bus (process events) */
#define NETLINK_NETFILTER       12  /* nfnetlink: nftables, conntrack, ... */
#define NETLINK_IP6_FW          13  /* ip6_queue: removed in 3.5 */
#define NETLINK_DNRTMSG         14  /* DECnet routing: removed in 6.1 */
#define NETLINK_KOBJECT_UEVENT  15  /* device events (udev) */
#define NETLINK_GENERIC         16  /* generic netlink: families by name */
#define NETLINK_SCSITRANSPORT   18  /* SCSI transport events */
#define NETLINK_ECRYPTFS        19  /* never served since eCryptfs moved to
                                       /dev/ecryptfs */
#define NETLINK_RDMA            20  /* RDMA devices and resources */
#define NETLINK_CRYPTO          21  /* crypto algorithm configuration */
#define NETLINK_SMC             22  /* SMC sockets monitoring */

/* setsockopt(2)/getsockopt(2) at level SOL_NETLINK (270) */
#define NETLINK_ADD_MEMBERSHIP    1   /* int: join a multicast group */
#define NETLINK_DROP_MEMBERSHIP   2   /* int: leave a multicast group */
#define NETLINK_PKTINFO           3   /* int: a NETLINK_PKTINFO control
                                         message (struct linuxabi_nl_pktinfo)
                                         with each message received */
#define NETLINK_BROADCAST_ERROR   4   /* int: report failed delivery of
                                         broadcasts to the sender */
#define NETLINK_NO_ENOBUFS        5   /* int: drop, without ENOBUFS, what
                                         does not fit */
#define NETLINK_LISTEN_ALL_NSID   8   /* int: also receive other network
                                         namespaces' broadcasts */
#define NETLINK_LIST_MEMBERSHIPS  9   /* getsockopt: the joined groups, a
                                         uint32_t bit mask array */
#define NETLINK_CAP_ACK           10  /* int: acks leave out the request's
                                         payload */
#define NETLINK_EXT_ACK           11  /* int: acks carry NLMSGERR_ATTR_*
                                         attributes */
#define NETLINK_GET_STRICT_CHK    12  /* int: dumps check every header field
                                         and attribute of the request */

/* bind(2), connect(2), sendto(2), recvfrom(2) address; nl_pid 0 in bind:
   the kernel picks a port id (the process id, if free) */
struct linuxabi_sockaddr_nl {
    uint16_t nl_family;   /* AF_NETLINK (16) */
    uint16_t nl_pad;      /* zero */
    uint32_t nl_pid;      /* port id; 0: the kernel */
    uint32_t nl_groups;   /* multicast groups 1..32 as bits 0..31 */
};

/* every message starts with this; the payload follows at
   LINUXABI_NLMSG_HDRLEN */
struct linuxabi_nlmsghdr {
    uint32_t nlmsg_len;    /* the whole message, header included, unpadded */
    uint16_t nlmsg_type;   /* NLMSG_* below, or the family's type */
    uint16_t nlmsg_flags;  /* NLM_F_* */
    uint32_t nlmsg_seq;    /* the sender's sequence number, echoed back */
    uint32_t nlmsg_pid;    /* the sending port id; 0: the kernel */
};

/* nlmsg_flags: on any message */
#define NLM_F_REQUEST        0x01   /* a request (every message to the
                                       kernel) */
#define NLM_F_MULTI          0x02   /* part of a reply that NLMSG_DONE ends */
#define NLM_F_ACK            0x04   /* reply with an NLMSG_ERROR (error 0 on
                                       success) */
#define NLM_F_ECHO           0x08   /* echo the request's notifications */
#define NLM_F_DUMP_INTR      0x10   /* the dump changed while it was taken */
#define NLM_F_DUMP_FILTERED  0x20   /* the dump was filtered as asked */

/* nlmsg_flags: on a GET request */
#define NLM_F_ROOT           0x100  /* the whole table */
#define NLM_F_MATCH          0x200  /* every match */
#define NLM_F_ATOMIC         0x400  /* a consistent snapshot */
#define NLM_F_DUMP           0x300  /* NLM_F_ROOT | NLM_F_MATCH */

/* nlmsg_flags: on a NEW request */
#define NLM_F_REPLACE        0x100  /* replace an existing object */
#define NLM_F_EXCL           0x200  /* fail if it exists */
#define NLM_F_CREATE         0x400  /* create it if it does not exist */
#define NLM_F_APPEND         0x800  /* add at the end of the list */

/* nlmsg_flags: on a DEL request */
#define NLM_F_NONREC         0x100  /* do not delete what depends on it */
#define NLM_F_BULK           0x200  /* delete every match */

/* nlmsg_flags: on an NLMSG_ERROR ack */
#define NLM_F_CAPPED         0x100  /* the request's payload left out */
#define NLM_F_ACK_TLVS       0x200  /* NLMSGERR_ATTR_* attributes follow */

/* message sizes: messages (and payloads) start on 4-byte boundaries */
#define NLMSG_ALIGNTO        4U
#define NLMSG_HDRLEN         16     /* the padded size of the header */
/* LEN rounded up to NLMSG_ALIGNTO */
#define LINUXABI_NLMSG_ALIGN(len) \
    (((len) + NLMSG_ALIGNTO - 1) & ~(NLMSG_ALIGNTO - 1))
/* nlmsg_len of a message with a payload of LEN bytes */
#define LINUXABI_NLMSG_LENGTH(len) ((len) + NLMSG_HDRLEN)
/* the room, padding included, such a message takes in a buffer */
#define LINUXABI_NLMSG_SPACE(len) \
    LINUXABI_NLMSG_ALIGN(LINUXABI_NLMSG_LENGTH(len))

/* nlmsg_type: control messages, the same in every family */
#define NLMSG_NOOP           0x1    /* nothing: skip it */
#define NLMSG_ERROR          0x2    /* an error or ack: struct
                                       linuxabi_nlmsgerr */
#define NLMSG_DONE           0x3    /* the end of a multipart reply (an int
                                       payload: 0 or a negative errno) */
#define NLMSG_OVERRUN        0x4    /* data were lost */
#define NLMSG_MIN_TYPE       0x10   /* the first type a family may use */

/* NLMSG_ERROR payload: error is 0 (an ack) or a negative errno; msg is
   the request's header, followed by its payload unless NETLINK_CAP_ACK
   is set or error is 0, then, with NETLINK_EXT_ACK, NLMSGERR_ATTR_*
   attributes */
struct linuxabi_nlmsgerr {
    int32_t error;
    struct linuxabi_nlmsghdr msg;
};

/* attribute types in an NLMSG_ERROR (NLM_F_ACK_TLVS) */
#define NLMSGERR_ATTR_UNUSED     0
#define NLMSGERR_ATTR_MSG        1   /* a string saying what is wrong */
#define NLMSGERR_ATTR_OFFS       2   /* uint32_t: the offset of the bad
                                        attribute in the request */
#define NLMSGERR_ATTR_COOKIE     3   /* bytes from the family: which object
                                        a request made */
#define NLMSGERR_ATTR_POLICY     4   /* nested NL_POLICY_TYPE_ATTR_*: the
                                        rule the bad attribute broke */
#define NLMSGERR_ATTR_MISS_TYPE  5   /* uint32_t: the type of a required
                                        attribute that is missing */
#define NLMSGERR_ATTR_MISS_NEST  6   /* uint32_t: the offset of the nest it
                                        is missing from */

/* NETLINK_PKTINFO control message: the multicast group it came to */
struct linuxabi_nl_pktinfo {
    uint32_t group;
};

/* attributes: a header, then the data from LINUXABI_NLA_HDRLEN, nla_len
   counting both, each attribute padded to LINUXABI_NLA_ALIGN() */
struct linuxabi_nlattr {
    uint16_t nla_len;
    uint16_t nla_type;     /* the type, with the NLA_F_* bits */
};

/* nla_type bits (never both) */
#define NLA_F_NESTED         0x8000    /* the data are attributes */
#define NLA_F_NET_BYTEORDER  0x4000    /* the data are big-endian */
#define NLA_TYPE_MASK        (-0xC000 - 1)  /* the type without them:
                                               the int ~0xC000 */

#define NLA_ALIGNTO          4
#define NLA_HDRLEN           4      /* the padded size of the header */
/* LEN rounded up to NLA_ALIGNTO */
#define LINUXABI_NLA_ALIGN(len) (((len) + NLA_ALIGNTO - 1) & ~(NLA_ALIGNTO - 1))

/* a NL_ATTR_TYPE_BITFIELD32 attribute's data: set the bits of selector
   to their values in value, leave the others */
struct linuxabi_nla_bitfield32 {
    uint32_t value;
    uint32_t selector;
};

/* policy dumps (a family's attribute rules, and NLMSGERR_ATTR_POLICY):
   the NL_POLICY_TYPE_ATTR_TYPE of an attribute */
#define NL_ATTR_TYPE_INVALID        0
#define NL_ATTR_TYPE_FLAG           1   /* present or not, no data */
#define NL_ATTR_TYPE_U8             2
#define NL_ATTR_TYPE_U16            3
#define NL_ATTR_TYPE_U32            4
#define NL_ATTR_TYPE_U64            5
#define NL_ATTR_TYPE_S8             6
#define NL_ATTR_TYPE_S16            7
#define NL_ATTR_TYPE_S32            8
#define NL_ATTR_TYPE_S64            9
#define NL_ATTR_TYPE_BINARY         10  /* bytes, with a length range */
#define NL_ATTR_TYPE_STRING         11  /* a string, NUL or not */
#define NL_ATTR_TYPE_NUL_STRING     12  /* a NUL-terminated string */
#define NL_ATTR_TYPE_NESTED         13  /* attributes of another policy */
#define NL_ATTR_TYPE_NESTED_ARRAY   14  /* nests whose types are indexes */
#define NL_ATTR_TYPE_BITFIELD32     15  /* struct linuxabi_nla_bitfield32 */
#define NL_ATTR_TYPE_SINT           16  /* signed, 32 or 64 bits */
#define NL_ATTR_TYPE_UINT           17  /* unsigned, 32 or 64 bits */

/* policy dumps: the attributes that describe one attribute's rule */
#define NL_POLICY_TYPE_ATTR_UNSPEC            0
#define NL_POLICY_TYPE_ATTR_TYPE              1   /* uint32_t: NL_ATTR_TYPE_* */
#define NL_POLICY_TYPE_ATTR_MIN_VALUE_S       2   /* int64_t */
#define NL_POLICY_TYPE_ATTR_MAX_VALUE_S       3   /* int64_t */
#define NL_POLICY_TYPE_ATTR_MIN_VALUE_U       4   /* uint64_t */
#define NL_POLICY_TYPE_ATTR_MAX_VALUE_U       5   /* uint64_t */
#define NL_POLICY_TYPE_ATTR_MIN_LENGTH        6   /* uint32_t */
#define NL_POLICY_TYPE_ATTR_MAX_LENGTH        7   /* uint32_t */
#define NL_POLICY_TYPE_ATTR_POLICY_IDX        8   /* uint32_t: the nested
                                                     policy's index */
#define NL_POLICY_TYPE_ATTR_POLICY_MAXTYPE    9   /* uint32_t: its highest
                                                     attribute type */
#define NL_POLICY_TYPE_ATTR_BITFIELD32_MASK   10  /* uint32_t: the valid
                                                     bits */
#define NL_POLICY_TYPE_ATTR_PAD               11  /* padding for 64-bit
                                                     alignment */
#define NL_POLICY_TYPE_ATTR_MASK              12  /* uint64_t: the valid
                                                     bits of an integer */

#endif
