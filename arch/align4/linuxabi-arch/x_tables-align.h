#ifndef LINUXABI_ARCH_X_TABLES_ALIGN_H
#define LINUXABI_ARCH_X_TABLES_ALIGN_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/x_tables.h>: what follows the alignment of a uint64_t in a
 * struct, 4 bytes here: the records of a rule are padded to 4, and the
 * counters after struct linuxabi_xt_counters_info start at 36.
 */

#include <stdint.h>

/* s rounded up to the alignment of a rule's records (the kernel's
   XT_ALIGN()) */
#define LINUXABI_XT_ALIGN(s) (((s) + 3) & ~3)

/* IPT_SO_SET_ADD_COUNTERS (and IP6T_): num_counters struct
   linuxabi_xt_counters follow this */
struct linuxabi_xt_counters_info {
    char     name[32];                  /* the table, XT_TABLE_MAXNAMELEN */
    uint32_t num_counters;
};

#endif
