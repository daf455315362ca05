#ifndef LIBLINUXABI_INTERNAL_H
#define LIBLINUXABI_INTERNAL_H

/*
 * liblinuxabi's table rows.  lib/mktables writes the tables (lib/tables.c,
 * #included by lib/lookup.c, and lib/values-<abi>.c, compiled once per ABI
 * through that ABI's search path).  Strings are offsets into lxa_str, not
 * pointers, so the tables need no relocation at load.  Symbols shared
 * between the objects start with lxa_: the library exports only linuxabi_*.
 */

#include <stdint.h>

#define LXA_UNSIGNED 1          /* read the value as unsigned 64-bit */
#define LXA_NOTINT   2          /* not an integer constant */
#define LXA_NONE     0xffff     /* no name (a field without a shift) */

struct linuxabi_abi {
	uint32_t name, debian, triplet, karch;
	uint8_t bits;
	uint8_t index;
	const uint64_t *values;     /* lxa_values_<abi>, by name index */
	const uint16_t *byvalue;    /* lxa_byvalue_<abi> */
};

/* a slot of the perfect hash (lib/mktables' emit_hash): the spelling at
   lxa_str + (STR >> 8), STR & 0xff bytes, of entry INDEX of SPACE;
   INDEX is LXA_NONE in an empty slot.  Eight bytes a slot. */
struct lxa_key {
	uint32_t str;               /* string offset << 8 | length */
	uint16_t index;
	uint16_t space;             /* a set's index, or LXA_SPACE_* */
};

#define LXA_SPACE_NAME   0xffff /* every name: lxa_names */
#define LXA_SPACE_SET    0xfffe /* lxa_sets */
#define LXA_SPACE_ABI    0xfffd /* each ABI's spellings: lxa_abis */
#define LXA_SPACE_STRUCT 0xfffc /* lxa_structs, with or without linuxabi_ */

/* a set's values on an ABI: NDENSE preferred names of the values from BASE
   at lxa_dense + DENSE, where they are dense (else NDENSE is 0); and the
   set's N names sorted by value at the ABI's byvalue + AT, for the values
   above the dense ones where BEYOND is 1 and where NDENSE is 0.  Sixteen
   bytes, so that a row's address is a shift. */
struct lxa_byvalue {
	int32_t base;
	uint32_t dense;
	uint16_t at, n;
	uint16_t ndense;
	uint8_t beyond;
};

struct linuxabi_name {
	uint32_t str, comment, added;
	uint32_t abis;              /* bit I: defined on ABI I */
	uint16_t since;             /* row of lxa_since */
	uint16_t sets;              /* first of its sets in lxa_namesets */
	uint8_t nsets;
	uint8_t header;
	uint8_t flags;              /* LXA_* */
};

struct linuxabi_set {
	uint32_t name, description, prefix;
	uint16_t index;             /* in lxa_sets */
	uint8_t flags;
	uint16_t members, nmembers; /* in lxa_members, preferred first */
	uint16_t plain, nplain;     /* the names outside fields */
	uint16_t fields;
	uint8_t nfields;
};

struct lxa_field {
	uint16_t mask, shift;       /* name indices; shift may be LXA_NONE */
	uint16_t members, nmembers; /* in lxa_members */
};

struct linuxabi_struct {
	uint32_t tag;
	uint8_t header;
	uint16_t since;
	uint32_t abis;
	uint16_t members, nmembers; /* in lxa_struct_members */
};

struct lxa_member {
	uint32_t name;
	uint32_t abis;
};

struct lxa_pair {
	uint16_t a, b;
};

#endif
