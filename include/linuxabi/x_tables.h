#ifndef LINUXABI_X_TABLES_H
#define LINUXABI_X_TABLES_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/x_tables.h>: what the iptables families share (the kernel's
 * <linux/netfilter/x_tables.h>): the match and target records of a rule,
 * the standard and error targets, the packet and byte counters, and the
 * argument of the *_SO_GET_REVISION_* and *_SO_SET_ADD_COUNTERS options
 * of getsockopt(2) and setsockopt(2) (<linuxabi/ip_tables.h>,
 * <linuxabi/ip6_tables.h>).  Records in a rule are padded to
 * LINUXABI_XT_ALIGN(), whose alignment, that of a uint64_t in a struct,
 * is per ABI (<linuxabi-arch/x_tables-align.h>), as is the fixed part of
 * struct linuxabi_xt_counters_info.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* name lengths, the terminating 0 included */
#define XT_FUNCTION_MAXNAMELEN  30      /* a target's error name */
#define XT_EXTENSION_MAXNAMELEN 29      /* a match's or target's name */
#define XT_TABLE_MAXNAMELEN     32      /* a table's name */

/* verdicts of the standard target besides NF_DROP, NF_ACCEPT (as
   -verdict - 1) and jumps (an offset into the table) */
#define XT_CONTINUE             0xFFFFFFFF  /* on to the next rule */
#define XT_RETURN               (-4 - 1)    /* back to the calling chain:
                                               -NF_REPEAT - 1 */

/* the inverse flag of the protocol test, common to ipt_ip and ip6t_ip6 */
#define XT_INV_PROTO            0x40

/* the user's view of a match's header: its size, the extension's name
   and revision */
struct linuxabi_xt_entry_match_user {
    uint16_t match_size;                /* header and data, XT_ALIGN()ed */
    char     name[XT_EXTENSION_MAXNAMELEN];
    uint8_t  revision;
};

/* the kernel's view of the same bytes (it swaps the name for a pointer
   to its match): only its alignment matters here */
struct linuxabi_xt_entry_match_kernel {
    uint16_t match_size;
    void     *match;
};

/* u of struct linuxabi_xt_entry_match */
union linuxabi_xt_entry_match_u {
    struct linuxabi_xt_entry_match_user   user;
    struct linuxabi_xt_entry_match_kernel kernel;
    uint16_t                              match_size;
};

/* a match of a rule: this header, then the match's own data */
struct linuxabi_xt_entry_match {
    union linuxabi_xt_entry_match_u u;
};

/* the user's view of a target's header */
struct linuxabi_xt_entry_target_user {
    uint16_t target_size;               /* header and data, XT_ALIGN()ed */
    char     name[XT_EXTENSION_MAXNAMELEN];  /* "" for the standard
                                               target, "ERROR" */
    uint8_t  revision;
};

/* the kernel's view: its pointer to the target */
struct linuxabi_xt_entry_target_kernel {
    uint16_t target_size;
    void     *target;
};

/* u of struct linuxabi_xt_entry_target */
union linuxabi_xt_entry_target_u {
    struct linuxabi_xt_entry_target_user   user;
    struct linuxabi_xt_entry_target_kernel kernel;
    uint16_t                               target_size;
};

/* the target of a rule: this header, then the target's own data */
struct linuxabi_xt_entry_target {
    union linuxabi_xt_entry_target_u u;
};

/* the standard target (name ""): a verdict or a jump */
struct linuxabi_xt_standard_target {
    struct linuxabi_xt_entry_target target;
    int32_t                         verdict;  /* XT_CONTINUE, XT_RETURN,
                                                 -NF_* - 1, or an offset */
};

/* the error target (name "ERROR"): heads a user chain, or ends a table */
struct linuxabi_xt_error_target {
    struct linuxabi_xt_entry_target target;
    char                            errorname[XT_FUNCTION_MAXNAMELEN];
};

/* IPT_SO_GET_REVISION_MATCH, _TARGET (and IP6T_): the extension's name
   and the revision wanted; getsockopt(2) returns the highest known */
struct linuxabi_xt_get_revision {
    char    name[XT_EXTENSION_MAXNAMELEN];
    uint8_t revision;
};

/* a rule's counters */
struct linuxabi_xt_counters {
    uint64_t pcnt;                      /* packets */
    uint64_t bcnt;                      /* bytes */
};

#include <linuxabi-arch/x_tables-align.h>

#endif
