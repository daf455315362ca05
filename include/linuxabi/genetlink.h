#ifndef LINUXABI_GENETLINK_H
#define LINUXABI_GENETLINK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/genetlink.h>: generic netlink, the NETLINK_GENERIC protocol
 * of socket(2) with AF_NETLINK: messages sent with sendto(2) and read
 * with recvfrom(2) are a netlink header whose nlmsg_type is a
 * family id, then a struct linuxabi_genlmsghdr, then the family's
 * attributes from GENL_HDRLEN on.  Families have names; the controller
 * family (GENL_ID_CTRL, "nlctrl") maps them to ids with
 * CTRL_CMD_GETFAMILY.  The same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/netlink.h>

#define GENL_NAMSIZ          16     /* a family name's size, NUL included */

/* family ids (nlmsg_type) */
#define GENL_MIN_ID          0x10   /* NLMSG_MIN_TYPE */
#define GENL_MAX_ID          1023
#define GENL_ID_CTRL         0x10   /* the controller, "nlctrl" */
#define GENL_ID_VFS_DQUOT    0x11   /* disk quota warnings, "VFS_DQUOT" */
#define GENL_ID_PMCRAID      0x12   /* the pmcraid SCSI driver */
#define GENL_START_ALLOC     0x13   /* the first id given out by name */

/* after the netlink message header */
struct linuxabi_genlmsghdr {
    uint8_t cmd;         /* the family's command, CTRL_CMD_* for nlctrl */
    uint8_t version;     /* the family's version */
    uint16_t reserved;   /* zero */
};

/* the padded size of the header: attributes start there */
#define GENL_HDRLEN \
    LINUXABI_NLMSG_ALIGN(sizeof(struct linuxabi_genlmsghdr))

/* CTRL_ATTR_OP_FLAGS: what a family's command allows */
#define GENL_ADMIN_PERM      0x01   /* needs CAP_NET_ADMIN */
#define GENL_CMD_CAP_DO      0x02   /* a plain request */
#define GENL_CMD_CAP_DUMP    0x04   /* a dump (NLM_F_DUMP) */
#define GENL_CMD_CAP_HASPOL  0x08   /* attributes checked by a policy */
#define GENL_UNS_ADMIN_PERM  0x10   /* needs CAP_NET_ADMIN in the network
                                       namespace's user namespace */

/* genlmsghdr cmd of the controller (GENL_ID_CTRL) */
#define CTRL_CMD_UNSPEC         0
#define CTRL_CMD_NEWFAMILY      1   /* a family, in reply or as an event */
#define CTRL_CMD_DELFAMILY      2   /* event: a family went away */
#define CTRL_CMD_GETFAMILY      3   /* ask for one family, or dump all */
#define CTRL_CMD_NEWOPS         4   /* never sent */
#define CTRL_CMD_DELOPS         5   /* never sent */
#define CTRL_CMD_GETOPS         6   /* never served */
#define CTRL_CMD_NEWMCAST_GRP   7   /* event: a multicast group came */
#define CTRL_CMD_DELMCAST_GRP   8   /* event: a multicast group went */
#define CTRL_CMD_GETMCAST_GRP   9   /* never served */
#define CTRL_CMD_GETPOLICY      10  /* dump a family's attribute policies */

/* the controller's attributes */
#define CTRL_ATTR_UNSPEC        0
#define CTRL_ATTR_FAMILY_ID     1   /* uint16_t */
#define CTRL_ATTR_FAMILY_NAME   2   /* string, GENL_NAMSIZ at most */
#define CTRL_ATTR_VERSION       3   /* uint32_t */
#define CTRL_ATTR_HDRSIZE       4   /* uint32_t: the family's own header */
#define CTRL_ATTR_MAXATTR       5   /* uint32_t: its highest attribute */
#define CTRL_ATTR_OPS           6   /* nest of nests of CTRL_ATTR_OP_* */
#define CTRL_ATTR_MCAST_GROUPS  7   /* nest of nests of CTRL_ATTR_MCAST_GRP_* */
#define CTRL_ATTR_POLICY        8   /* nest: NL_POLICY_TYPE_ATTR_* by
                                       policy index and attribute */
#define CTRL_ATTR_OP_POLICY     9   /* nest by command of
                                       CTRL_ATTR_POLICY_* */
#define CTRL_ATTR_OP            10  /* uint32_t: the command a GETPOLICY
                                       asks about */

/* in CTRL_ATTR_OPS, one nest per command */
#define CTRL_ATTR_OP_UNSPEC     0
#define CTRL_ATTR_OP_ID         1   /* uint32_t: the command */
#define CTRL_ATTR_OP_FLAGS      2   /* uint32_t: GENL_ADMIN_PERM, ... */

/* in CTRL_ATTR_MCAST_GROUPS, one nest per group */
#define CTRL_ATTR_MCAST_GRP_UNSPEC  0
#define CTRL_ATTR_MCAST_GRP_NAME    1   /* string */
#define CTRL_ATTR_MCAST_GRP_ID      2   /* uint32_t: for
                                           NETLINK_ADD_MEMBERSHIP */

/* in CTRL_ATTR_OP_POLICY, per command: the policy index of each kind */
#define CTRL_ATTR_POLICY_UNSPEC     0
#define CTRL_ATTR_POLICY_DO         1   /* uint32_t */
#define CTRL_ATTR_POLICY_DUMP       2   /* uint32_t */

#endif
