/*
 * liblinuxabi: look-ups in the generated tables (see lib/internal.h).
 * Nothing here allocates, keeps state, reads the locale or the
 * environment: every function is thread-safe and async-signal-safe.
 */

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "liblinuxabi.h"
#include "internal.h"
#include "tables.c"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif
#ifndef LINUXABI_HOST_ABI
#define LINUXABI_HOST_ABI ""
#endif

#define STR(off) (lxa_str + (off))
#define NAME_IDX(n) ((size_t)((n) - lxa_names))
/* P points into table T (one compare: NULL and anything else outside
   fail) */
#define IN_TABLE(p, t) ((uintptr_t)(p) - (uintptr_t)(t) < sizeof (t))
#define ABI_OK(a) IN_TABLE(a, lxa_abis)
#define NAME_OK(n) IN_TABLE(n, lxa_names)
#define SET_OK(s) IN_TABLE(s, lxa_sets)
#define STRUCT_OK(s) IN_TABLE(s, lxa_structs)

/* ------------------------------------------------------ perfect hash */

/* the multipliers of lib/mktables' key_hash and slot_of */
#define M64 0x9E3779B97F4A7C15u
#define M32 0x9E3779B1u

/* S[0..8) as a little-endian number, on every host */
static inline uint64_t load8(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
	       (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 |
	       (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 |
	       (uint64_t)p[7] << 56;
}

static inline uint64_t load4(const unsigned char *p)
{
	return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
	       (uint64_t)p[3] << 24;
}

/* S[0..N) as a little-endian number, N < 8: two loads that overlap (the
   bytes they share are the same bits) */
static inline uint64_t load_short(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	if (n >= 4)
		return load4(p) | load4(p + n - 4) << (8 * (n - 4));
	if (n == 0)
		return 0;
	return (uint64_t)p[0] | (uint64_t)p[n / 2] << (8 * (n / 2)) |
	       (uint64_t)p[n - 1] << (8 * (n - 1));
}

/* S[0..N) and T[0..N) are the same bytes: memcmp, 8 bytes a step and
   inline, for the few bytes of a name */
static inline int same(const char *s, const char *t, size_t n)
{
	size_t i;
	if (n < 8)
		return load_short(s, n) == load_short(t, n);
	for (i = 0; i + 8 < n; i += 8)
		if (load8(s + i) != load8(t + i))
			return 0;
	return load8(s + n - 8) == load8(t + n - 8);
}

static inline uint64_t key_hash(unsigned space, const char *s, size_t n)
{
	uint64_t h = ((LXA_HASH_SEED ^ space) * M64) ^ n;
	size_t i;
	for (i = 0; i + 8 < n; i += 8)
		h = (h ^ load8(s + i)) * M64;
	return (h ^ (n >= 8 ? load8(s + n - 8) : load_short(s, n))) * M64;
}

/* the index SPACE's key S[0..N) has in its table, or LXA_NONE: one probe,
   one compare */
static unsigned find_key(unsigned space, const char *s, size_t n)
{
	const struct lxa_key *k;
	uint64_t h;
	uint32_t x;
	if (n > 255)
		return LXA_NONE;
	h = key_hash(space, s, n);
	x = (uint32_t)(h ^ h >> 32) ^ lxa_disp[h >> (64 - LXA_LOG2_BUCKETS)];
	x *= M32;
	k = &lxa_keys[((uint64_t)x * LXA_NSLOTS) >> 32];
	if (k->space != space || (k->str & 0xff) != n ||
	    !same(s, STR(k->str >> 8), n))
		return LXA_NONE;
	return k->index;
}

/* the name S[0..LEN), or NULL */
static const struct linuxabi_name *find_n(const char *s, size_t len)
{
	unsigned i = find_key(LXA_SPACE_NAME, s, len);
	return i == LXA_NONE ? NULL : &lxa_names[i];
}

/* SET's name spelled S[0..LEN), in full or without the set's prefix */
static const struct linuxabi_name *set_find_n(const struct linuxabi_set *set,
                                              const char *s, size_t len)
{
	unsigned i = find_key(set->index, s, len);
	return i == LXA_NONE ? NULL : &lxa_names[i];
}

/* ------------------------------------------------------------ general */

const char *linuxabi_strerror(int result)
{
	switch (result) {
	case LINUXABI_R_OK: return "success";
	case LINUXABI_R_NONAME: return "no such name";
	case LINUXABI_R_ABSENT: return "absent on this ABI";
	case LINUXABI_R_NOVALUE: return "no name has this value on this ABI";
	case LINUXABI_R_NOTINT: return "not an integer constant";
	case LINUXABI_R_PARTIAL: return "no counterpart on the target ABI";
	case LINUXABI_R_SYNTAX: return "not NAME|NAME|number";
	case LINUXABI_R_RANGE: return "number out of range";
	case LINUXABI_R_NOSPACE: return "buffer too small";
	case LINUXABI_R_INVAL: return "null or invalid argument";
	case LINUXABI_R_NOTFLAGS: return "not a set of flags";
	}
	return "unknown result";
}

const char *linuxabi_version(void)
{
	return PACKAGE_VERSION;
}

const char *linuxabi_uapi_version(void)
{
	return LXA_UAPI_VERSION;
}

/* one version component: *P advanced past it and a following '.' */
static unsigned long version_part(const char **p, int *ok)
{
	unsigned long v = 0;
	*ok = 0;
	while (**p >= '0' && **p <= '9') {
		if (v < 100000000UL)
			v = v * 10 + (unsigned long)(**p - '0');
		(*p)++;
		*ok = 1;
	}
	if (**p == '.')
		(*p)++;
	return v;
}

int linuxabi_kernel_cmp(const char *a, const char *b)
{
	int lea, leb, oka, okb;
	if (a == NULL || b == NULL)
		return a == b ? 0 : (a == NULL ? -1 : 1);
	lea = a[0] == '<' && a[1] == '=';
	leb = b[0] == '<' && b[1] == '=';
	if (lea)
		a += 2;
	if (leb)
		b += 2;
	while (*a || *b) {
		/* a missing component is 0: 6.8 is 6.8.0 */
		unsigned long x = *a ? version_part(&a, &oka) : (oka = 1, 0);
		unsigned long y = *b ? version_part(&b, &okb) : (okb = 1, 0);
		if (!oka || !okb) {
			/* something that is no number ("?") sorts after every version */
			if (oka != okb)
				return oka ? -1 : 1;
			if (!oka && (*a || *b)) {
				int c = strcmp(a, b);
				if (c)
					return c;
			}
			break;
		}
		if (x != y)
			return x < y ? -1 : 1;
	}
	return lea == leb ? 0 : (lea ? -1 : 1);
}

/* --------------------------------------------------------------- ABIs */

size_t linuxabi_abi_count(void)
{
	return LXA_NABIS;
}

const linuxabi_abi *linuxabi_abi_at(size_t i)
{
	return i < LXA_NABIS ? &lxa_abis[i] : NULL;
}

const linuxabi_abi *linuxabi_abi_find(const char *alias)
{
	unsigned i;
	if (alias == NULL)
		return NULL;
	i = find_key(LXA_SPACE_ABI, alias, strlen(alias));
	return i == LXA_NONE ? NULL : &lxa_abis[i];
}

const linuxabi_abi *linuxabi_abi_host(void)
{
	size_t i;
	for (i = 0; i < LXA_NABIS; i++) {
		if (strcmp(STR(lxa_abis[i].name), LINUXABI_HOST_ABI) == 0)
			return &lxa_abis[i];
	}
	return NULL;
}

const char *linuxabi_abi_name(const linuxabi_abi *abi)
{
	return ABI_OK(abi) ? STR(abi->name) : NULL;
}

const char *linuxabi_abi_debian(const linuxabi_abi *abi)
{
	return ABI_OK(abi) ? STR(abi->debian) : NULL;
}

const char *linuxabi_abi_triplet(const linuxabi_abi *abi)
{
	return ABI_OK(abi) ? STR(abi->triplet) : NULL;
}

const char *linuxabi_abi_kernel_arch(const linuxabi_abi *abi)
{
	return ABI_OK(abi) ? STR(abi->karch) : NULL;
}

unsigned linuxabi_abi_bits(const linuxabi_abi *abi)
{
	return ABI_OK(abi) ? abi->bits : 0;
}

/* -------------------------------------------------------------- names */

size_t linuxabi_name_count(void)
{
	return LXA_NNAMES;
}

const linuxabi_name *linuxabi_name_at(size_t i)
{
	return i < LXA_NNAMES ? &lxa_names[i] : NULL;
}

const linuxabi_name *linuxabi_name_find(const char *name)
{
	if (name == NULL)
		return NULL;
	return find_n(name, strlen(name));
}

static unsigned char lower(unsigned char c)
{
	return c >= 'A' && c <= 'Z' ? (unsigned char)(c - 'A' + 'a') : c;
}

#define MAXLEN 64
/* the edit distance of A and B (ASCII case ignored; a swap of two
   neighbours counts 1), or a large number for long strings */
static unsigned distance(const char *a, size_t la, const char *b, size_t lb)
{
	unsigned row0[MAXLEN + 1], row1[MAXLEN + 1], row2[MAXLEN + 1];
	unsigned *pp = row0, *p = row1, *c = row2, *t;
	size_t i, j;
	if (la > MAXLEN || lb > MAXLEN)
		return 1000;
	for (j = 0; j <= lb; j++)
		p[j] = (unsigned)j;
	for (i = 1; i <= la; i++) {
		c[0] = (unsigned)i;
		for (j = 1; j <= lb; j++) {
			unsigned char x = lower((unsigned char)a[i - 1]);
			unsigned char y = lower((unsigned char)b[j - 1]);
			unsigned v = p[j - 1] + (x != y);
			if (p[j] + 1 < v)
				v = p[j] + 1;
			if (c[j - 1] + 1 < v)
				v = c[j - 1] + 1;
			if (i > 1 && j > 1 && x == lower((unsigned char)b[j - 2]) &&
				lower((unsigned char)a[i - 2]) == y && pp[j - 2] + 1 < v)
				v = pp[j - 2] + 1;
			c[j] = v;
		}
		t = pp;
		pp = p;
		p = c;
		c = t;
	}
	return p[lb];
}

const linuxabi_name *linuxabi_name_suggest(const char *name,
                                           const struct linuxabi_set *set)
{
	const struct linuxabi_name *best = NULL;
	unsigned bestd = 1000, limit;
	size_t len, i, count;
	if (name == NULL || (set != NULL && !SET_OK(set)))
		return NULL;
	len = strlen(name);
	if (len == 0 || len > MAXLEN)
		return NULL;
	/* a typo: one edit in a short name, two from 5 characters, three from 9 */
	limit = len < 5 ? 1 : len < 9 ? 2 : 3;
	count = set != NULL ? set->nmembers : LXA_NNAMES;
	for (i = 0; i < count; i++) {
		const struct linuxabi_name *n = set != NULL
			? &lxa_names[lxa_members[set->members + i]] : &lxa_names[i];
		const char *s = STR(n->str);
		size_t ls = strlen(s);
		unsigned d = distance(name, len, s, ls);
		if (set != NULL) {
			const char *prefix = STR(set->prefix);
			size_t pl = strlen(prefix);
			if (pl > 0 && ls > pl && same(s, prefix, pl)) {
				unsigned d2 = distance(name, len, s + pl, ls - pl);
				if (d2 < d)
					d = d2;
			}
		}
		if (d < bestd) {
			bestd = d;
			best = n;
		}
	}
	return bestd <= limit ? best : NULL;
}

const char *linuxabi_name_str(const linuxabi_name *name)
{
	return NAME_OK(name) ? STR(name->str) : NULL;
}

const char *linuxabi_name_header(const linuxabi_name *name)
{
	return NAME_OK(name) ? STR(lxa_headers[name->header]) : NULL;
}

const char *linuxabi_name_comment(const linuxabi_name *name)
{
	return NAME_OK(name) ? STR(name->comment) : NULL;
}

const char *linuxabi_name_added(const linuxabi_name *name)
{
	return NAME_OK(name) ? STR(name->added) : NULL;
}

/* linuxabi_name_on and _value, called inside the library without a
   relocation (the exported names could be interposed) */
static int name_on(const linuxabi_name *name, const linuxabi_abi *abi)
{
	if (!NAME_OK(name) || !ABI_OK(abi))
		return 0;
	return (name->abis >> abi->index) & 1;
}

static int name_value(const linuxabi_name *name, const linuxabi_abi *abi,
                      int64_t *value)
{
	uint64_t v;
	if (!NAME_OK(name) || !ABI_OK(abi))
		return LINUXABI_R_INVAL;
	if (!((name->abis >> abi->index) & 1))
		return LINUXABI_R_ABSENT;
	if (name->flags & LXA_NOTINT)
		return LINUXABI_R_NOTINT;
	v = abi->values[NAME_IDX(name)];
	if (value != NULL)
		*value = v <= (uint64_t)INT64_MAX ? (int64_t)v
		         : -(int64_t)(~v) - 1;
	return LINUXABI_R_OK;
}

int linuxabi_name_on(const linuxabi_name *name, const linuxabi_abi *abi)
{
	return name_on(name, abi);
}

const char *linuxabi_name_since(const linuxabi_name *name,
								const linuxabi_abi *abi)
{
	if (!name_on(name, abi))
		return NULL;
	return STR(lxa_since[name->since][abi->index]);
}

int linuxabi_name_value(const linuxabi_name *name, const linuxabi_abi *abi,
						int64_t *value)
{
	return name_value(name, abi, value);
}

int linuxabi_name_unsigned(const linuxabi_name *name)
{
	return NAME_OK(name) && (name->flags & LXA_UNSIGNED) ? 1 : 0;
}

int linuxabi_lookup(const linuxabi_abi *abi, const char *name,
					int64_t *value)
{
	const struct linuxabi_name *n;
	if (!ABI_OK(abi) || name == NULL)
		return LINUXABI_R_INVAL;
	n = find_n(name, strlen(name));
	if (n == NULL)
		return LINUXABI_R_NONAME;
	return name_value(n, abi, value);
}

/* the name's value as the kernel's 64 bits; 0 if it is absent */
static int value_of(const struct linuxabi_name *n, const linuxabi_abi *abi,
					uint64_t *v)
{
	if (!((n->abis >> abi->index) & 1) || (n->flags & LXA_NOTINT))
		return 0;
	*v = abi->values[NAME_IDX(n)];
	return 1;
}

/* --------------------------------------------------------------- sets */

size_t linuxabi_set_count(void)
{
	return LXA_NSETS;
}

const linuxabi_set *linuxabi_set_at(size_t i)
{
	return i < LXA_NSETS ? &lxa_sets[i] : NULL;
}

const linuxabi_set *linuxabi_set_find(const char *name)
{
	unsigned i;
	if (name == NULL)
		return NULL;
	i = find_key(LXA_SPACE_SET, name, strlen(name));
	return i == LXA_NONE ? NULL : &lxa_sets[i];
}

const linuxabi_set *linuxabi_set_of(const linuxabi_name *name)
{
	if (!NAME_OK(name) || name->nsets == 0)
		return NULL;
	return &lxa_sets[lxa_namesets[name->sets]];
}

const char *linuxabi_set_name(const linuxabi_set *set)
{
	return SET_OK(set) ? STR(set->name) : NULL;
}

const char *linuxabi_set_description(const linuxabi_set *set)
{
	return SET_OK(set) ? STR(set->description) : NULL;
}

int linuxabi_set_flags(const linuxabi_set *set)
{
	return SET_OK(set) ? set->flags : 0;
}

const char *linuxabi_set_prefix(const linuxabi_set *set)
{
	return SET_OK(set) ? STR(set->prefix) : NULL;
}

size_t linuxabi_set_member_count(const linuxabi_set *set)
{
	return SET_OK(set) ? set->nmembers : 0;
}

const linuxabi_name *linuxabi_set_member(const linuxabi_set *set, size_t i)
{
	if (!SET_OK(set) || i >= set->nmembers)
		return NULL;
	return &lxa_names[lxa_members[set->members + i]];
}

const linuxabi_name *linuxabi_set_lookup(const linuxabi_set *set,
                                         const char *name)
{
	if (!SET_OK(set) || name == NULL)
		return NULL;
	return set_find_n(set, name, strlen(name));
}

int linuxabi_set_value(const linuxabi_set *set, const linuxabi_abi *abi,
                       const char *name, int64_t *value)
{
	const struct linuxabi_name *n;
	if (!SET_OK(set) || !ABI_OK(abi) || name == NULL)
		return LINUXABI_R_INVAL;
	n = set_find_n(set, name, strlen(name));
	if (n == NULL)
		return LINUXABI_R_NONAME;
	return name_value(n, abi, value);
}

static const struct lxa_byvalue *byvalue_row(const linuxabi_set *set,
                                             const linuxabi_abi *abi)
{
	return &lxa_byvalue_at[abi->index][set->index];
}

/* the first of SET's names sorted by value on ABI with VALUE, and how
   many follow it with the same value */
static size_t by_value(const linuxabi_set *set, const linuxabi_abi *abi,
                       uint64_t value, const uint16_t **first)
{
	const struct lxa_byvalue *b = byvalue_row(set, abi);
	const uint16_t *idx = abi->byvalue + b->at;
	size_t lo = 0, hi = b->n, k;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (abi->values[idx[mid]] < value)
			lo = mid + 1;
		else
			hi = mid;
	}
	*first = idx + lo;
	for (k = lo; k < b->n && abi->values[idx[k]] == value; k++)
		;
	return k - lo;
}

/* SET's preferred name with VALUE on ABI, or NULL: an index into the dense
   array where the set's values are dense there, else a bisection */
static inline const struct linuxabi_name *preferred(const linuxabi_set *set,
                                                    const linuxabi_abi *abi,
                                                    uint64_t value)
{
	const struct lxa_byvalue *b = byvalue_row(set, abi);
	const uint16_t *first;
	uint64_t k = value - (uint64_t)(int64_t)b->base;
	if (k < b->ndense) {
		unsigned i = lxa_dense[b->dense + k];
		return i == LXA_NONE ? NULL : &lxa_names[i];
	}
	if (b->ndense != 0 && !b->beyond)
		return NULL;
	return by_value(set, abi, value, &first) ? &lxa_names[first[0]] : NULL;
}

int linuxabi_set_name_of(const linuxabi_set *set, const linuxabi_abi *abi,
                         int64_t value, const linuxabi_name **name)
{
	const struct linuxabi_name *n;
	if (!SET_OK(set) || !ABI_OK(abi))
		return LINUXABI_R_INVAL;
	n = preferred(set, abi, (uint64_t)value);
	if (n == NULL)
		return LINUXABI_R_NOVALUE;
	if (name != NULL)
		*name = n;
	return LINUXABI_R_OK;
}

/* linuxabi_set_str_of beyond the dense array, out of its hot path */
static const char *str_of_sparse(const linuxabi_set *set,
                                 const linuxabi_abi *abi, uint64_t value)
{
	const struct linuxabi_name *n = preferred(set, abi, value);
	return n != NULL ? STR(n->str) : NULL;
}

const char *linuxabi_set_str_of(const linuxabi_set *set,
                                const linuxabi_abi *abi, int64_t value)
{
	const struct lxa_byvalue *b;
	uint64_t k;
	if (!SET_OK(set) || !ABI_OK(abi))
		return NULL;
	/* the dense array's spellings directly: the hot path of a tracer */
	b = byvalue_row(set, abi);
	k = (uint64_t)value - (uint64_t)(int64_t)b->base;
	if (k < b->ndense) {
		uint32_t s = lxa_dense_str[b->dense + k];
		return s != 0 ? STR(s) : NULL;
	}
	return str_of_sparse(set, abi, (uint64_t)value);
}

int linuxabi_set_dense(const linuxabi_set *set, const linuxabi_abi *abi,
                       struct linuxabi_dense *out)
{
	const struct lxa_byvalue *b;
	if (!SET_OK(set) || !ABI_OK(abi) || out == NULL)
		return LINUXABI_R_INVAL;
	b = byvalue_row(set, abi);
	out->base = b->base;
	out->count = b->ndense;
	out->str = lxa_dense_str + b->dense;
	out->pool = lxa_str;
	return LINUXABI_R_OK;
}

size_t linuxabi_set_names_of(const linuxabi_set *set, const linuxabi_abi *abi,
                             int64_t value, const linuxabi_name **names,
                             size_t max)
{
	const uint16_t *first;
	size_t n, i;
	if (!SET_OK(set) || !ABI_OK(abi))
		return 0;
	n = by_value(set, abi, (uint64_t)value, &first);
	for (i = 0; i < n && i < max && names != NULL; i++)
		names[i] = &lxa_names[first[i]];
	return n;
}

/* ---------------------------------------------------- decode, encode */

static unsigned popcount(uint64_t v)
{
	v -= (v >> 1) & 0x5555555555555555u;
	v = (v & 0x3333333333333333u) + ((v >> 2) & 0x3333333333333333u);
	v = (v + (v >> 4)) & 0x0f0f0f0f0f0f0f0fu;
	return (unsigned)((v * 0x0101010101010101u) >> 56);
}

#define NOBITS 0xff

/* the bits of field F on ABI, or 0 where its mask is absent */
static uint64_t field_mask(const struct lxa_field *f, const linuxabi_abi *abi)
{
	uint64_t m, s;
	if (!value_of(&lxa_names[f->mask], abi, &m))
		return 0;
	if (f->shift != LXA_NONE) {
		if (!value_of(&lxa_names[f->shift], abi, &s) || s >= 64)
			return 0;
		m <<= s;
	}
	return m;
}

/* decode, calling EMIT for each name */
static int decode(const linuxabi_set *set, const linuxabi_abi *abi,
                  uint64_t value, const linuxabi_name **parts, size_t max,
                  uint64_t *rest)
{
	uint64_t left = value, v, vals[LXA_MAX_PLAIN];
	unsigned char bits[LXA_MAX_PLAIN];
	size_t count = 0, i, j;
	unsigned pc, top = 0;
	for (i = 0; i < set->nfields; i++) {
		const struct lxa_field *f = &lxa_fields[set->fields + i];
		uint64_t m = field_mask(f, abi);
		if (m == 0)
			continue;
		for (j = 0; j < f->nmembers; j++) {
			const struct linuxabi_name *n = &lxa_names[lxa_members[f->members + j]];
			if (value_of(n, abi, &v) && (v & ~m) == 0 && v == (left & m)) {
				if (count < max && parts != NULL)
					parts[count] = n;
				count++;
				left &= ~m;
				break;
			}
		}
	}
	/* each plain name's value and bit count, once; NOBITS where absent */
	for (i = 0; i < set->nplain; i++) {
		int on = value_of(&lxa_names[lxa_members[set->plain + i]], abi,
		                  &vals[i]);
		bits[i] = on ? (unsigned char)popcount(vals[i]) : NOBITS;
		if (on && bits[i] > top)
			top = bits[i];
	}
	/* names of several bits before the names of their parts */
	for (pc = top; pc > 0 && left != 0; pc--) {
		for (i = 0; i < set->nplain && left != 0; i++) {
			if (bits[i] == pc && (left & vals[i]) == vals[i]) {
				if (count < max && parts != NULL)
					parts[count] = &lxa_names[lxa_members[set->plain + i]];
				count++;
				left &= ~vals[i];
			}
		}
	}
	/* no bits at all: the set's name for 0, if it has one (PROT_NONE) */
	if (value == 0 && count == 0) {
		for (i = 0; i < set->nplain; i++) {
			if (bits[i] == 0) {
				if (max > 0 && parts != NULL)
					parts[0] = &lxa_names[lxa_members[set->plain + i]];
				count = 1;
				break;
			}
		}
	}
	if (rest != NULL)
		*rest = left;
	return count > 0x7fffffff ? 0x7fffffff : (int)count;
}

int linuxabi_decode(const linuxabi_set *set, const linuxabi_abi *abi,
					uint64_t value, const linuxabi_name **parts, size_t max,
					uint64_t *rest)
{
	if (!SET_OK(set) || !ABI_OK(abi))
		return LINUXABI_R_INVAL;
	if (!set->flags)
		return LINUXABI_R_NOTFLAGS;
	return decode(set, abi, value, parts, max, rest);
}

/* append S to BUF; 0, or -1 when it did not fit (BUF then truncated) */
static int append(char *buf, size_t size, size_t *at, const char *s)
{
	while (*s) {
		if (*at + 1 >= size) {
			buf[*at] = 0;
			return -1;
		}
		buf[(*at)++] = *s++;
	}
	buf[*at] = 0;
	return 0;
}

int linuxabi_decode_str(const linuxabi_set *set, const linuxabi_abi *abi,
						uint64_t value, char *buf, size_t size)
{
	const linuxabi_name *parts[64];
	uint64_t rest;
	int n, i;
	size_t at = 0;
	char hex[19];
	if (!SET_OK(set) || !ABI_OK(abi) || buf == NULL)
		return LINUXABI_R_INVAL;
	if (!set->flags)
		return LINUXABI_R_NOTFLAGS;
	if (size == 0)
		return LINUXABI_R_NOSPACE;
	buf[0] = 0;
	n = decode(set, abi, value, parts, 64, &rest);
	for (i = 0; i < n && i < 64; i++) {
		if ((i > 0 && append(buf, size, &at, "|") < 0) ||
			append(buf, size, &at, STR(parts[i]->str)) < 0)
			return LINUXABI_R_NOSPACE;
	}
	if (rest != 0 || n == 0) {
		int d = 0, k;
		hex[d++] = '0';
		if (rest != 0) {
			hex[d++] = 'x';
			for (k = 60; k >= 0 && ((rest >> k) & 15) == 0; k -= 4)
				;
			for (; k >= 0; k -= 4)
				hex[d++] = "0123456789abcdef"[(rest >> k) & 15];
		}
		hex[d] = 0;
		if ((n > 0 && append(buf, size, &at, "|") < 0) ||
			append(buf, size, &at, hex) < 0)
			return LINUXABI_R_NOSPACE;
	}
	return LINUXABI_R_OK;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	       c == '\v';
}

static int is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

/* a number S[0..LEN): decimal, 0x hex or 0 octal */
static int parse_number(const char *s, size_t len, uint64_t *out)
{
	uint64_t v = 0;
	unsigned base = 10;
	size_t i = 0;
	if (len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		i = 2;
		if (len == 2)
			return LINUXABI_R_SYNTAX;
	} else if (len > 1 && s[0] == '0') {
		base = 8;
		i = 1;
	}
	for (; i < len; i++) {
		unsigned d;
		char c = s[i];
		if (c >= '0' && c <= '9')
			d = (unsigned)(c - '0');
		else if (c >= 'a' && c <= 'f')
			d = (unsigned)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			d = (unsigned)(c - 'A' + 10);
		else
			return LINUXABI_R_SYNTAX;
		if (d >= base)
			return LINUXABI_R_SYNTAX;
		if (v > (UINT64_MAX - d) / base)
			return LINUXABI_R_RANGE;
		v = v * base + d;
	}
	*out = v;
	return LINUXABI_R_OK;
}

int linuxabi_encode(const linuxabi_set *set, const linuxabi_abi *abi,
					const char *text, uint64_t *value, size_t *bad)
{
	uint64_t acc = 0, v;
	size_t i = 0;
	if ((set != NULL && !SET_OK(set)) || !ABI_OK(abi) || text == NULL)
		return LINUXABI_R_INVAL;
	if (set != NULL && !set->flags)
		return LINUXABI_R_NOTFLAGS;
	for (;;) {
		size_t start, len;
		int r;
		while (is_blank(text[i]))
			i++;
		start = i;
		while (is_word(text[i]))
			i++;
		len = i - start;
		if (len == 0) {
			if (bad != NULL)
				*bad = start;
			return LINUXABI_R_SYNTAX;
		}
		if (text[start] >= '0' && text[start] <= '9') {
			r = parse_number(text + start, len, &v);
		} else {
			const struct linuxabi_name *n = set != NULL
				? set_find_n(set, text + start, len)
				: find_n(text + start, len);
			if (n == NULL)
				r = LINUXABI_R_NONAME;
			else if (!((n->abis >> abi->index) & 1))
				r = LINUXABI_R_ABSENT;
			else if (n->flags & LXA_NOTINT)
				r = LINUXABI_R_NOTINT;
			else {
				v = abi->values[NAME_IDX(n)];
				r = LINUXABI_R_OK;
			}
		}
		if (r != LINUXABI_R_OK) {
			if (bad != NULL)
				*bad = start;
			return r;
		}
		acc |= v;
		while (is_blank(text[i]))
			i++;
		if (text[i] == 0)
			break;
		if (text[i] != '|') {
			if (bad != NULL)
				*bad = i;
			return LINUXABI_R_SYNTAX;
		}
		i++;
	}
	if (value != NULL)
		*value = acc;
	return LINUXABI_R_OK;
}

/* ---------------------------------------------------------- translate */

int linuxabi_translate(const linuxabi_set *set, const linuxabi_abi *from,
                       const linuxabi_abi *to, uint64_t value, uint64_t *out,
                       const linuxabi_name **missing)
{
	const linuxabi_name *parts[64];
	uint64_t acc = 0, rest, v;
	int n, i, r = LINUXABI_R_OK;
	if (!SET_OK(set) || !ABI_OK(from) || !ABI_OK(to))
		return LINUXABI_R_INVAL;
	if (missing != NULL)
		*missing = NULL;
	if (!set->flags) {
		const struct linuxabi_name *name = preferred(set, from, value);
		if (out != NULL)
			*out = 0;
		if (name == NULL)
			return LINUXABI_R_NOVALUE;
		if (!value_of(name, to, &v)) {
			if (missing != NULL)
				*missing = name;
			return LINUXABI_R_PARTIAL;
		}
		if (out != NULL)
			*out = v;
		return LINUXABI_R_OK;
	}
	n = decode(set, from, value, parts, 64, &rest);
	for (i = 0; i < n && i < 64; i++) {
		if (value_of(parts[i], to, &v)) {
			acc |= v;
		} else {
			if (r == LINUXABI_R_OK && missing != NULL)
				*missing = parts[i];
			r = LINUXABI_R_PARTIAL;
		}
	}
	if (rest != 0)
		r = LINUXABI_R_PARTIAL;
	if (out != NULL)
		*out = acc;
	return r;
}

/* ------------------------------------------------------------ structs */

size_t linuxabi_struct_count(void)
{
	return LXA_NSTRUCTS;
}

const linuxabi_struct *linuxabi_struct_at(size_t i)
{
	return i < LXA_NSTRUCTS ? &lxa_structs[i] : NULL;
}

const linuxabi_struct *linuxabi_struct_find(const char *tag)
{
	unsigned i;
	if (tag == NULL)
		return NULL;
	if (tag[0] == 's' && tag[1] == 't' && tag[2] == 'r' && tag[3] == 'u' &&
		tag[4] == 'c' && tag[5] == 't' && is_blank(tag[6])) {
		tag += 6;
		while (is_blank(*tag))
			tag++;
	}
	i = find_key(LXA_SPACE_STRUCT, tag, strlen(tag));
	return i == LXA_NONE ? NULL : &lxa_structs[i];
}

const char *linuxabi_struct_tag(const linuxabi_struct *st)
{
	return STRUCT_OK(st) ? STR(st->tag) : NULL;
}

const char *linuxabi_struct_header(const linuxabi_struct *st)
{
	return STRUCT_OK(st) ? STR(lxa_headers[st->header]) : NULL;
}

const char *linuxabi_struct_since(const linuxabi_struct *st,
                                  const linuxabi_abi *abi)
{
	if (!STRUCT_OK(st) || !ABI_OK(abi) || !((st->abis >> abi->index) & 1))
		return NULL;
	return STR(lxa_since[st->since][abi->index]);
}

int linuxabi_struct_layout(const linuxabi_struct *st, const linuxabi_abi *abi,
                           size_t *size, size_t *align)
{
	const struct lxa_pair *p;
	if (!STRUCT_OK(st) || !ABI_OK(abi))
		return LINUXABI_R_INVAL;
	if (!((st->abis >> abi->index) & 1))
		return LINUXABI_R_ABSENT;
	p = &lxa_struct_layouts[st - lxa_structs][abi->index];
	if (size != NULL)
		*size = p->a;
	if (align != NULL)
		*align = p->b;
	return LINUXABI_R_OK;
}

size_t linuxabi_struct_member_count(const linuxabi_struct *st)
{
	return STRUCT_OK(st) ? st->nmembers : 0;
}

const char *linuxabi_struct_member_name(const linuxabi_struct *st, size_t i)
{
	if (!STRUCT_OK(st) || i >= st->nmembers)
		return NULL;
	return STR(lxa_struct_members[st->members + i].name);
}

int linuxabi_struct_member(const linuxabi_struct *st, size_t i,
                           const linuxabi_abi *abi, size_t *offset,
                           size_t *size)
{
	const struct lxa_pair *p;
	if (!STRUCT_OK(st) || !ABI_OK(abi) || i >= st->nmembers)
		return LINUXABI_R_INVAL;
	if (!((lxa_struct_members[st->members + i].abis >> abi->index) & 1))
		return LINUXABI_R_ABSENT;
	p = &lxa_member_layouts[st->members + i][abi->index];
	if (offset != NULL)
		*offset = p->a;
	if (size != NULL)
		*size = p->b;
	return LINUXABI_R_OK;
}
