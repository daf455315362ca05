#ifndef LINUXABI_IF_ADDR_H
#define LINUXABI_IF_ADDR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_addr.h>: interface addresses over rtnetlink (NETLINK_ROUTE
 * sockets): the RTM_NEWADDR, RTM_DELADDR and RTM_GETADDR messages are a
 * netlink header, then a struct linuxabi_ifaddrmsg, then IFA_* attributes
 * from LINUXABI_NLMSG_ALIGN(sizeof (struct linuxabi_ifaddrmsg)) on.  The
 * same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* after the netlink header of RTM_NEWADDR, RTM_DELADDR, RTM_GETADDR */
struct linuxabi_ifaddrmsg {
    uint8_t  ifa_family;                /* AF_INET, AF_INET6, ... */
    uint8_t  ifa_prefixlen;             /* bits of the prefix */
    uint8_t  ifa_flags;                 /* the low 8 IFA_F_* bits */
    uint8_t  ifa_scope;                 /* RT_SCOPE_* */
    uint32_t ifa_index;                 /* the interface's index */
};

/* attributes of an address message */
#define IFA_UNSPEC              0
#define IFA_ADDRESS             1       /* the prefix's address; the peer's
                                           on a point-to-point link */
#define IFA_LOCAL               2       /* the local address */
#define IFA_LABEL               3       /* string: the IPv4 label */
#define IFA_BROADCAST           4
#define IFA_ANYCAST             5
#define IFA_CACHEINFO           6       /* struct linuxabi_ifa_cacheinfo */
#define IFA_MULTICAST           7
#define IFA_FLAGS               8       /* uint32_t: all IFA_F_* bits, in
                                           place of ifa_flags */
#define IFA_RT_PRIORITY         9       /* uint32_t: the prefix route's
                                           metric */
#define IFA_TARGET_NETNSID      10      /* int32_t: dump another network
                                           namespace's addresses */
#define IFA_PROTO               11      /* uint8_t: IFAPROT_* */

/* ifa_flags, IFA_FLAGS */
#define IFA_F_SECONDARY         0x01
#define IFA_F_TEMPORARY         IFA_F_SECONDARY /* IPv6: a privacy address */
#define IFA_F_NODAD             0x02    /* no duplicate address detection */
#define IFA_F_OPTIMISTIC        0x04    /* optimistic DAD */
#define IFA_F_DADFAILED         0x08
#define IFA_F_HOMEADDRESS       0x10    /* Mobile IPv6 home address */
#define IFA_F_DEPRECATED        0x20
#define IFA_F_TENTATIVE         0x40    /* DAD still running */
#define IFA_F_PERMANENT         0x80    /* configured, not autoconfigured */
#define IFA_F_MANAGETEMPADDR    0x100   /* make privacy addresses from it */
#define IFA_F_NOPREFIXROUTE     0x200   /* add no prefix route */
#define IFA_F_MCAUTOJOIN        0x400   /* join the multicast group */
#define IFA_F_STABLE_PRIVACY    0x800   /* RFC 7217 stable address */

/* IFA_CACHEINFO: lifetimes in seconds, stamps in hundredths of a second
   since boot */
struct linuxabi_ifa_cacheinfo {
    uint32_t ifa_prefered;              /* preferred lifetime */
    uint32_t ifa_valid;                 /* valid lifetime */
    uint32_t cstamp;                    /* created */
    uint32_t tstamp;                    /* last updated */
};

/* IFA_PROTO: who added the address */
#define IFAPROT_UNSPEC          0
#define IFAPROT_KERNEL_LO       1       /* the kernel, loopback */
#define IFAPROT_KERNEL_RA       2       /* the kernel, from a router
                                           advertisement */
#define IFAPROT_KERNEL_LL       3       /* the kernel, link-local */

#endif
