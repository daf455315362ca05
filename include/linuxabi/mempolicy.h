#ifndef LINUXABI_MEMPOLICY_H
#define LINUXABI_MEMPOLICY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mempolicy.h>: NUMA memory policy.  The modes and flags of
 * set_mempolicy(2), get_mempolicy(2) and mbind(2) (whose node masks are
 * arrays of the ABI's unsigned long), the flags of mbind(2) and
 * migrate_pages(2), and the bits of /proc/sys/vm/zone_reclaim_mode.
 * set_mempolicy_home_node(2) takes a node number and no flags.  The
 * kernel's modes are enumerators; these are macros of the same values,
 * the same on every ABI.
 */

/* set_mempolicy(2), mbind(2) mode, and get_mempolicy(2)'s answer */
#define MPOL_DEFAULT             0   /* the process's (or the system's) policy */
#define MPOL_PREFERRED           1   /* one node first, then the others */
#define MPOL_BIND                2   /* only these nodes */
#define MPOL_INTERLEAVE          3   /* page by page over these nodes */
#define MPOL_LOCAL               4   /* the node of the CPU that allocates */
#define MPOL_PREFERRED_MANY      5   /* these nodes first, then the others */
#define MPOL_WEIGHTED_INTERLEAVE 6   /* over these nodes, by their sysfs weights */

/* set_mempolicy(2), mbind(2): or'd into mode */
#define MPOL_F_NUMA_BALANCING    (1 << 13) /* MPOL_BIND: and let NUMA balancing move pages */
#define MPOL_F_RELATIVE_NODES    (1 << 14) /* the node mask is relative to the allowed nodes */
#define MPOL_F_STATIC_NODES      (1 << 15) /* the node mask stays as given when cpusets change */

/* get_mempolicy(2) flags */
#define MPOL_F_NODE              (1 << 0)  /* a node number, not the mask */
#define MPOL_F_ADDR              (1 << 1)  /* the policy of the mapping at addr */
#define MPOL_F_MEMS_ALLOWED      (1 << 2)  /* the nodes this thread may use */

/* mbind(2) flags (MOVE and MOVE_ALL also migrate_pages(2)'s meaning) */
#define MPOL_MF_STRICT           (1 << 0)  /* EIO if a page is not on a policy node */
#define MPOL_MF_MOVE             (1 << 1)  /* move this process's pages to the policy */
#define MPOL_MF_MOVE_ALL         (1 << 2)  /* move every page there (CAP_SYS_NICE) */

/* /proc/sys/vm/zone_reclaim_mode bits */
#define RECLAIM_ZONE             (1 << 0)  /* reclaim the local node before going off it */
#define RECLAIM_WRITE            (1 << 1)  /* and write dirty pages out */
#define RECLAIM_UNMAP            (1 << 2)  /* and unmap mapped pages */

#endif
