#ifndef LINUXABI_ARCH_IP_TABLES_TAIL_H
#define LINUXABI_ARCH_IP_TABLES_TAIL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ip_tables.h>: the two arguments that the entries follow,
 * 8-aligned where a uint64_t is.  ABIs with 32-bit pointers and an
 * 8-aligned uint64_t: the entries follow struct linuxabi_ipt_replace at
 * 96 and struct linuxabi_ipt_get_entries at 40.
 */

#include <stdint.h>

/* IPT_SO_SET_REPLACE: a whole new table; size bytes of entries follow */
struct linuxabi_ipt_replace {
    char     name[32];                  /* XT_TABLE_MAXNAMELEN */
    uint32_t valid_hooks;               /* must be the table's */
    uint32_t num_entries;
    uint32_t size;
    uint32_t hook_entry[5];
    uint32_t underflow[5];
    uint32_t num_counters;              /* the old table's num_entries */
    struct linuxabi_xt_counters *counters;  /* the old counters come back
                                               here */
    uint32_t __pad;                     /* the entries are 8-aligned */
};

/* IPT_SO_GET_ENTRIES: the caller sets name and size (ipt_getinfo's);
   the entries follow */
struct linuxabi_ipt_get_entries {
    char     name[32];                  /* XT_TABLE_MAXNAMELEN */
    uint32_t size;
    uint32_t __pad;                     /* the entries are 8-aligned */
};

#endif
