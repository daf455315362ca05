/*
 * liblinuxabi's own checks (tests/library.test runs it, under valgrind
 * where there is one): bad arguments to every function, decode/encode
 * round trips, translate against name-wise lookups, value-to-name
 * against name-to-value.  Prints unnumbered TAP lines ("ok - ...").
 *
 *   libtest          the checks
 *   libtest quick    only bad arguments and the examples (for valgrind)
 *   libtest dump     every name, set and struct as TSV, for
 *                    tests/linuxabi/lookup.py to hold against the manifest
 *                    and the cross compilers
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <liblinuxabi.h>

/* a group's time limit: library.test runs the quick ones under valgrind */
#define LA_GROUP_SECONDS 120
#include "checks.h"

static int failures;

static void check(int good, const char *fmt, const char *a, const char *b)
{
	printf(good ? "ok - " : "not ok - ");
	printf(fmt, a ? a : "", b ? b : "");
	printf("\n");
	if (!good)
		failures++;
}

/* one TAP line for many cases: the first few failures as diagnostics */
struct group {
	const char *what;
	long cases, failed;
};

static void fail(struct group *g, const char *fmt, ...);

#include <stdarg.h>
static void fail(struct group *g, const char *fmt, ...)
{
	va_list ap;
	if (g->failed++ < 10) {
		printf("# ");
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
		printf("\n");
	}
}

static void report(struct group *g)
{
	printf("%s - %s (%ld cases", g->failed ? "not ok" : "ok", g->what,
	       g->cases);
	if (g->failed)
		printf(", %ld failed", g->failed);
	printf(")\n");
	if (g->failed)
		failures++;
}

/* a deterministic generator (xorshift64*) */
static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;
static uint64_t rnd(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1dULL;
}

static int dump(void)
{
	size_t i, j, k;
	for (i = 0; i < linuxabi_name_count(); i++) {
		const linuxabi_name *n = linuxabi_name_at(i);
		for (j = 0; j < linuxabi_abi_count(); j++) {
			const linuxabi_abi *a = linuxabi_abi_at(j);
			int64_t v;
			int r = linuxabi_name_value(n, a, &v);
			if (r == LINUXABI_R_ABSENT)
				continue;
			printf("name\t%s\t%s\t", linuxabi_name_str(n),
			       linuxabi_abi_name(a));
			if (r == LINUXABI_R_OK && linuxabi_name_unsigned(n))
				printf("%" PRIu64, (uint64_t)v);
			else if (r == LINUXABI_R_OK)
				printf("%" PRId64, v);
			printf("\t%s\t%s\t%s\t%s\n", linuxabi_name_since(n, a),
			       linuxabi_name_header(n), linuxabi_name_added(n),
			       linuxabi_name_comment(n));
		}
	}
	for (i = 0; i < linuxabi_set_count(); i++) {
		const linuxabi_set *s = linuxabi_set_at(i);
		printf("set\t%s\t%s\t", linuxabi_set_name(s),
		       linuxabi_set_flags(s) ? "flags" : "value");
		for (j = 0; j < linuxabi_set_member_count(s); j++)
			printf("%s%s", j ? "," : "",
			       linuxabi_name_str(linuxabi_set_member(s, j)));
		printf("\n");
	}
	for (i = 0; i < linuxabi_struct_count(); i++) {
		const linuxabi_struct *st = linuxabi_struct_at(i);
		for (j = 0; j < linuxabi_abi_count(); j++) {
			const linuxabi_abi *a = linuxabi_abi_at(j);
			size_t x, y;
			if (linuxabi_struct_layout(st, a, &x, &y) != LINUXABI_R_OK)
				continue;
			printf("struct\t%s\t%s\t%zu:%zu\t%s\t%s\n",
			       linuxabi_struct_tag(st), linuxabi_abi_name(a), x, y,
			       linuxabi_struct_since(st, a), linuxabi_struct_header(st));
			for (k = 0; k < linuxabi_struct_member_count(st); k++) {
				if (linuxabi_struct_member(st, k, a, &x, &y) == LINUXABI_R_OK)
					printf("member\t%s.%s\t%s\t%zu:%zu\t%zu\n",
					       linuxabi_struct_tag(st),
					       linuxabi_struct_member_name(st, k),
					       linuxabi_abi_name(a), x, y, k);
			}
		}
	}
	for (j = 0; j < linuxabi_abi_count(); j++) {
		const linuxabi_abi *a = linuxabi_abi_at(j);
		printf("abi\t%s\t%s\t%s\t%s\t%u\n", linuxabi_abi_name(a),
		       linuxabi_abi_debian(a), linuxabi_abi_triplet(a),
		       linuxabi_abi_kernel_arch(a), linuxabi_abi_bits(a));
	}
	return 0;
}

/* every function with null and foreign handles, empty and overlong text */
static void bad_arguments(void)
{
	static const char garbage_bytes[256] = { 1, 2, 3 };
	const linuxabi_abi *ga = (const linuxabi_abi *)(const void *)garbage_bytes;
	const linuxabi_name *gn = (const linuxabi_name *)(const void *)garbage_bytes;
	const linuxabi_set *gs = (const linuxabi_set *)(const void *)garbage_bytes;
	const linuxabi_struct *gt =
		(const linuxabi_struct *)(const void *)garbage_bytes;
	const linuxabi_abi *a = linuxabi_abi_find("x86_64");
	const linuxabi_set *open = linuxabi_set_find("open");
	const linuxabi_name *n = linuxabi_name_find("EAGAIN");
	const linuxabi_name *out = NULL;
	struct linuxabi_dense d;
	struct group g = { "bad arguments: null, foreign handles, empty, "
	                   "overlong and garbage text", 0, 0 };
	const linuxabi_abi *abis[] = { NULL, NULL };
	const linuxabi_name *names[] = { NULL, NULL };
	const linuxabi_set *sets[] = { NULL, NULL };
	const linuxabi_struct *sts[] = { NULL, NULL };
	static const char *texts[] = { "", " ", "|", "||", "O_CREAT|",
		"|O_CREAT", "O_CREAT||O_EXCL", "0x", "0x1ffffffffffffffff",
		"99999999999999999999999", "08", "O_CREAT O_EXCL", "-1", "0b1",
		"O_CREAT|opnat", "\xff\xfe", "O_CREAT|EAGAIN", "@", "O_CREAT|0x",
		NULL };
	char *longtext = malloc(100001);
	char buf[8];
	int64_t v;
	uint64_t u;
	size_t sz, al, bad, i, j;
	int r;

	memset(longtext, 'A', 100000);
	longtext[100000] = 0;
	abis[1] = ga;
	names[1] = gn;
	sets[1] = gs;
	sts[1] = gt;

#define EXPECT(cond, what) do { g.cases++; if (!(cond)) fail(&g, "%s", what); } while (0)
	EXPECT(linuxabi_abi_find(NULL) == NULL, "abi_find(NULL)");
	EXPECT(linuxabi_abi_find("") == NULL, "abi_find(\"\")");
	EXPECT(linuxabi_abi_find(longtext) == NULL, "abi_find(long)");
	EXPECT(linuxabi_abi_at(linuxabi_abi_count()) == NULL, "abi_at(count)");
	EXPECT(linuxabi_abi_at((size_t)-1) == NULL, "abi_at(-1)");
	EXPECT(linuxabi_name_find(NULL) == NULL, "name_find(NULL)");
	EXPECT(linuxabi_name_find("") == NULL, "name_find(\"\")");
	EXPECT(linuxabi_name_find(longtext) == NULL, "name_find(long)");
	EXPECT(linuxabi_name_at((size_t)-1) == NULL, "name_at(-1)");
	EXPECT(linuxabi_name_suggest(NULL, NULL) == NULL, "suggest(NULL)");
	EXPECT(linuxabi_name_suggest("", NULL) == NULL, "suggest(\"\")");
	EXPECT(linuxabi_name_suggest(longtext, NULL) == NULL, "suggest(long)");
	EXPECT(linuxabi_name_suggest("EAGAIN", gs) == NULL, "suggest(garbage set)");
	EXPECT(linuxabi_set_find(NULL) == NULL, "set_find(NULL)");
	EXPECT(linuxabi_set_find(longtext) == NULL, "set_find(long)");
	EXPECT(linuxabi_set_at((size_t)-1) == NULL, "set_at(-1)");
	EXPECT(linuxabi_struct_find(NULL) == NULL, "struct_find(NULL)");
	EXPECT(linuxabi_struct_find("") == NULL, "struct_find(\"\")");
	EXPECT(linuxabi_struct_find("struct ") == NULL, "struct_find(struct )");
	EXPECT(linuxabi_struct_find(longtext) == NULL, "struct_find(long)");
	EXPECT(linuxabi_struct_at((size_t)-1) == NULL, "struct_at(-1)");
	EXPECT(linuxabi_lookup(NULL, "EAGAIN", &v) == LINUXABI_R_INVAL, "lookup(NULL abi)");
	EXPECT(linuxabi_lookup(ga, "EAGAIN", &v) == LINUXABI_R_INVAL, "lookup(garbage abi)");
	EXPECT(linuxabi_lookup(a, NULL, &v) == LINUXABI_R_INVAL, "lookup(NULL name)");
	EXPECT(linuxabi_lookup(a, "", &v) == LINUXABI_R_NONAME, "lookup(\"\")");
	EXPECT(linuxabi_lookup(a, longtext, &v) == LINUXABI_R_NONAME, "lookup(long)");
	EXPECT(linuxabi_lookup(a, "EAGAIN", NULL) == LINUXABI_R_OK, "lookup(NULL value)");
	EXPECT(linuxabi_set_lookup(open, longtext) == NULL, "set_lookup(long)");
	EXPECT(linuxabi_set_lookup(open, "") == NULL, "set_lookup(\"\")");
	EXPECT(linuxabi_set_lookup(linuxabi_set_find("syscall"), longtext) == NULL,
	       "set_lookup(syscall, long)");
	EXPECT(linuxabi_set_lookup(open, "EAGAIN") == NULL, "set_lookup(open, EAGAIN)");
	EXPECT(linuxabi_set_value(open, a, NULL, &v) == LINUXABI_R_INVAL,
	       "set_value(NULL name)");
	EXPECT(linuxabi_set_value(open, a, longtext, &v) == LINUXABI_R_NONAME,
	       "set_value(long)");
	EXPECT(linuxabi_set_value(open, a, "EAGAIN", &v) == LINUXABI_R_NONAME,
	       "set_value(open, EAGAIN)");
	EXPECT(linuxabi_set_value(open, a, "O_CREAT", NULL) == LINUXABI_R_OK,
	       "set_value(NULL value)");
	EXPECT(linuxabi_kernel_cmp(NULL, NULL) == 0, "kernel_cmp(NULL, NULL)");
	EXPECT(linuxabi_kernel_cmp(NULL, "1.0") < 0, "kernel_cmp(NULL, 1.0)");
	EXPECT(linuxabi_kernel_cmp(longtext, "1.0") > 0, "kernel_cmp(long, 1.0)");
	for (i = 0; i < 64; i++) {
		const char *s = linuxabi_strerror((int)i - 32);
		EXPECT(s != NULL && *s, "strerror");
	}

	for (i = 0; i < 2; i++) {
		const linuxabi_abi *xa = abis[i];
		const linuxabi_name *xn = names[i];
		const linuxabi_set *xs = sets[i];
		const linuxabi_struct *xt = sts[i];
		EXPECT(linuxabi_abi_name(xa) == NULL && linuxabi_abi_debian(xa) == NULL &&
		       linuxabi_abi_triplet(xa) == NULL &&
		       linuxabi_abi_kernel_arch(xa) == NULL &&
		       linuxabi_abi_bits(xa) == 0, "abi accessors");
		EXPECT(linuxabi_name_str(xn) == NULL && linuxabi_name_header(xn) == NULL &&
		       linuxabi_name_comment(xn) == NULL &&
		       linuxabi_name_added(xn) == NULL &&
		       linuxabi_name_since(xn, a) == NULL &&
		       linuxabi_name_since(n, xa) == NULL &&
		       linuxabi_name_on(xn, a) == 0 && linuxabi_name_on(n, xa) == 0 &&
		       linuxabi_name_unsigned(xn) == 0 &&
		       linuxabi_set_of(xn) == NULL, "name accessors");
		EXPECT(linuxabi_name_value(xn, a, &v) == LINUXABI_R_INVAL &&
		       linuxabi_name_value(n, xa, &v) == LINUXABI_R_INVAL,
		       "name_value");
		EXPECT(linuxabi_set_name(xs) == NULL &&
		       linuxabi_set_description(xs) == NULL &&
		       linuxabi_set_prefix(xs) == NULL &&
		       linuxabi_set_flags(xs) == 0 && linuxabi_set_member_count(xs) == 0 &&
		       linuxabi_set_member(xs, 0) == NULL &&
		       linuxabi_set_lookup(xs, "O_CREAT") == NULL &&
		       linuxabi_set_lookup(open, NULL) == NULL, "set accessors");
		EXPECT(linuxabi_set_name_of(xs, a, 1, &out) == LINUXABI_R_INVAL &&
		       linuxabi_set_name_of(open, xa, 1, &out) == LINUXABI_R_INVAL &&
		       linuxabi_set_names_of(xs, a, 1, &out, 1) == 0 &&
		       linuxabi_set_names_of(open, xa, 1, &out, 1) == 0, "set_name_of");
		EXPECT(linuxabi_set_str_of(xs, a, 1) == NULL &&
		       linuxabi_set_str_of(open, xa, 1) == NULL, "set_str_of");
		EXPECT(linuxabi_set_dense(xs, a, &d) == LINUXABI_R_INVAL &&
		       linuxabi_set_dense(open, xa, &d) == LINUXABI_R_INVAL &&
		       linuxabi_set_dense(open, a, NULL) == LINUXABI_R_INVAL,
		       "set_dense");
		EXPECT(linuxabi_set_value(xs, a, "O_CREAT", &v) == LINUXABI_R_INVAL &&
		       linuxabi_set_value(open, xa, "O_CREAT", &v) == LINUXABI_R_INVAL,
		       "set_value");
		EXPECT(linuxabi_decode(xs, a, 1, &out, 1, &u) == LINUXABI_R_INVAL &&
		       linuxabi_decode(open, xa, 1, &out, 1, &u) == LINUXABI_R_INVAL &&
		       linuxabi_decode_str(xs, a, 1, buf, sizeof buf) == LINUXABI_R_INVAL &&
		       linuxabi_decode_str(open, xa, 1, buf, sizeof buf) == LINUXABI_R_INVAL,
		       "decode");
		EXPECT(linuxabi_encode(open, xa, "O_CREAT", &u, &bad) == LINUXABI_R_INVAL &&
		       (i == 0 ? linuxabi_encode(xs, a, "O_CREAT", &u, &bad) == LINUXABI_R_OK
		               : linuxabi_encode(xs, a, "O_CREAT", &u, &bad) == LINUXABI_R_INVAL),
		       "encode");
		EXPECT(linuxabi_translate(xs, a, a, 1, &u, &out) == LINUXABI_R_INVAL &&
		       linuxabi_translate(open, xa, a, 1, &u, &out) == LINUXABI_R_INVAL &&
		       linuxabi_translate(open, a, xa, 1, &u, &out) == LINUXABI_R_INVAL,
		       "translate");
		EXPECT(linuxabi_struct_tag(xt) == NULL &&
		       linuxabi_struct_header(xt) == NULL &&
		       linuxabi_struct_since(xt, a) == NULL &&
		       linuxabi_struct_member_count(xt) == 0 &&
		       linuxabi_struct_member_name(xt, 0) == NULL &&
		       linuxabi_struct_layout(xt, a, &sz, &al) == LINUXABI_R_INVAL &&
		       linuxabi_struct_member(xt, 0, a, &sz, &al) == LINUXABI_R_INVAL,
		       "struct accessors");
	}
	EXPECT(linuxabi_decode_str(open, a, 1, NULL, 8) == LINUXABI_R_INVAL,
	       "decode_str(NULL buf)");
	EXPECT(linuxabi_decode_str(open, a, 1, buf, 0) == LINUXABI_R_NOSPACE,
	       "decode_str(size 0)");
	r = linuxabi_decode_str(open, a, 0x80241, buf, sizeof buf);
	EXPECT(r == LINUXABI_R_NOSPACE && strlen(buf) == sizeof buf - 1,
	       "decode_str truncates");
	EXPECT(linuxabi_decode(linuxabi_set_find("errno"), a, 1, NULL, 0, NULL)
	       == LINUXABI_R_NOTFLAGS, "decode of a value set");
	EXPECT(linuxabi_decode(open, a, 0x80241, NULL, 0, NULL) > 0,
	       "decode with no room");
	EXPECT(linuxabi_encode(linuxabi_set_find("errno"), a, "EAGAIN", &u, &bad)
	       == LINUXABI_R_NOTFLAGS, "encode of a value set");
	EXPECT(linuxabi_encode(open, a, NULL, &u, &bad) == LINUXABI_R_INVAL,
	       "encode(NULL)");
	EXPECT(linuxabi_encode(open, a, longtext, &u, &bad) == LINUXABI_R_NONAME &&
	       bad == 0, "encode(long)");
	EXPECT(linuxabi_encode(open, a, "O_CREAT", NULL, NULL) == LINUXABI_R_OK,
	       "encode(NULL out)");
	for (j = 0; texts[j]; j++) {
		u = 12345;
		bad = 99999;
		r = linuxabi_encode(open, a, texts[j], &u, &bad);
		EXPECT(r < 0 && u == 12345 && bad <= strlen(texts[j]), texts[j]);
	}
	for (j = 0; j < 200; j++) {
		/* random bytes as text: never a crash, an offset inside it */
		char t[24];
		size_t k;
		for (k = 0; k < sizeof t - 1; k++)
			t[k] = (char)(rnd() % 255 + 1);
		t[sizeof t - 1] = 0;
		bad = 99999;
		r = linuxabi_encode(NULL, a, t, &u, &bad);
		EXPECT(r == LINUXABI_R_OK || bad <= strlen(t), "random text");
		if (j % 20 == 0)
			EXPECT(linuxabi_name_suggest(t, linuxabi_set_find("errno")) == NULL,
			       "random suggest");
		EXPECT(linuxabi_abi_find(t) == NULL, "random abi");
	}
	{
		linuxabi_ioctl f = { 0, 'T', 1, 0 }, big = { 4, 'T', 1, 0 };
		const linuxabi_abi *mips = linuxabi_abi_find("mips");
		EXPECT(linuxabi_ioctl_decode(NULL, 0x5401, &f) == LINUXABI_R_INVAL &&
		       linuxabi_ioctl_decode(ga, 0x5401, &f) == LINUXABI_R_INVAL &&
		       linuxabi_ioctl_decode(a, 0x5401, NULL) == LINUXABI_R_INVAL &&
		       linuxabi_ioctl_encode(NULL, &f, &u) == LINUXABI_R_INVAL &&
		       linuxabi_ioctl_encode(a, NULL, &u) == LINUXABI_R_INVAL &&
		       linuxabi_ioctl_encode(a, &f, NULL) == LINUXABI_R_OK &&
		       linuxabi_ioctl_translate(NULL, a, 1, &u, &out) == LINUXABI_R_INVAL &&
		       linuxabi_ioctl_translate(a, ga, 1, &u, NULL) == LINUXABI_R_INVAL,
		       "ioctl functions");
		EXPECT(linuxabi_ioctl_decode(a, UINT64_MAX, &f) == LINUXABI_R_RANGE &&
		       linuxabi_ioctl_decode(mips, 0xe0005401, &f) == LINUXABI_R_RANGE &&
		       linuxabi_ioctl_encode(a, &big, &u) == LINUXABI_R_RANGE &&
		       linuxabi_ioctl_translate(a, mips, UINT64_MAX, &u, &out) ==
		       LINUXABI_R_RANGE, "ioctl: garbage numbers");
		big.dir = LINUXABI_IOCTL_READ;
		big.size = 16383;
		EXPECT(linuxabi_ioctl_encode(a, &big, &u) == LINUXABI_R_OK &&
		       linuxabi_ioctl_encode(mips, &big, &u) == LINUXABI_R_RANGE &&
		       (big.size = 1, big.type = 256,
		        linuxabi_ioctl_encode(a, &big, &u) == LINUXABI_R_RANGE),
		       "ioctl: fields that do not fit");
	}
	free(longtext);
	report(&g);
}

/* every ioctl request of every ABI: its fields encode back to it, and
   it translates to each other ABI as its name's value there */
static void ioctls(void)
{
	const linuxabi_set *set = linuxabi_set_find("ioctl");
	struct group g = { "ioctl: every request's fields encode back to it, and "
	                   "it translates as its name, on every ABI pair", 0, 0 };
	size_t i, j, k;
	for (i = 0; i < linuxabi_abi_count(); i++) {
		const linuxabi_abi *a = linuxabi_abi_at(i);
		for (k = 0; k < linuxabi_set_member_count(set); k++) {
			const linuxabi_name *n = linuxabi_set_member(set, k), *pref;
			linuxabi_ioctl f, f2;
			uint64_t re;
			int64_t v, w;
			if (linuxabi_name_value(n, a, &v) != LINUXABI_R_OK)
				continue;
			g.cases++;
			if (linuxabi_ioctl_decode(a, (uint64_t)v, &f) != LINUXABI_R_OK ||
				linuxabi_ioctl_encode(a, &f, &re) != LINUXABI_R_OK ||
				linuxabi_ioctl_decode(a, re, &f2) != LINUXABI_R_OK ||
				f.dir != f2.dir || f.type != f2.type || f.nr != f2.nr ||
				f.size != f2.size ||
				(re != (uint64_t)v && (f.dir || f.size)))
				fail(&g, "%s on %s: 0x%llx", linuxabi_name_str(n),
				     linuxabi_abi_name(a), (unsigned long long)v);
			linuxabi_set_name_of(set, a, v, &pref);
			for (j = 0; j < linuxabi_abi_count(); j++) {
				const linuxabi_abi *b = linuxabi_abi_at(j);
				const linuxabi_name *name = NULL;
				uint64_t out = 0;
				int r = linuxabi_ioctl_translate(a, b, (uint64_t)v, &out,
				                                 &name);
				int want = linuxabi_name_value(pref, b, &w);
				g.cases++;
				if (name != pref || (want == LINUXABI_R_OK ?
				    (r != LINUXABI_R_OK || out != (uint64_t)w) :
				    r != LINUXABI_R_PARTIAL))
					fail(&g, "%s from %s to %s", linuxabi_name_str(n),
					     linuxabi_abi_name(a), linuxabi_abi_name(b));
			}
		}
	}
	report(&g);
}

/* decode then encode gives the value back, on every flags set and ABI */
static void round_trips(void)
{
	struct group g = { "decode then encode round-trips every flags set on "
	                   "every ABI (each name, random values)", 0, 0 };
	size_t s, ai, i, k;
	char buf[4096];
	for (s = 0; s < linuxabi_set_count(); s++) {
		const linuxabi_set *set = linuxabi_set_at(s);
		if (!linuxabi_set_flags(set))
			continue;
		for (ai = 0; ai < linuxabi_abi_count(); ai++) {
			const linuxabi_abi *a = linuxabi_abi_at(ai);
			uint64_t all = 0;
			for (i = 0; i < linuxabi_set_member_count(set) + 300; i++) {
				uint64_t v = 0, back, rest, or_ = 0;
				const linuxabi_name *parts[64];
				size_t bad;
				int n, r;
				if (i < linuxabi_set_member_count(set)) {
					int64_t x;
					if (linuxabi_name_value(linuxabi_set_member(set, i), a, &x)
						!= LINUXABI_R_OK)
						continue;
					v = (uint64_t)x;
					all |= v;
				} else if (i < linuxabi_set_member_count(set) + 200) {
					/* random combinations of the set's bits */
					v = all & rnd() & rnd();
				} else {
					v = rnd() >> (rnd() % 64);
				}
				g.cases++;
				n = linuxabi_decode(set, a, v, parts, 64, &rest);
				for (k = 0; n > 0 && k < (size_t)n; k++) {
					int64_t x;
					linuxabi_name_value(parts[k], a, &x);
					or_ |= (uint64_t)x;
				}
				if (n < 0 || (or_ | rest) != v || (rest & or_) != 0) {
					fail(&g, "%s %s 0x%" PRIx64 ": decode gives names 0x%"
					     PRIx64 " rest 0x%" PRIx64, linuxabi_set_name(set),
					     linuxabi_abi_name(a), v, or_, rest);
					continue;
				}
				r = linuxabi_decode_str(set, a, v, buf, sizeof buf);
				if (r != LINUXABI_R_OK) {
					fail(&g, "%s %s 0x%" PRIx64 ": decode_str %d",
					     linuxabi_set_name(set), linuxabi_abi_name(a), v, r);
					continue;
				}
				r = linuxabi_encode(set, a, buf, &back, &bad);
				if (r != LINUXABI_R_OK || back != v)
					fail(&g, "%s %s 0x%" PRIx64 ": %s encodes to 0x%" PRIx64
					     " (%d)", linuxabi_set_name(set), linuxabi_abi_name(a),
					     v, buf, back, r);
			}
		}
	}
	report(&g);
}

/* translate equals name-wise lookup, for every value of every set */
static void translations(void)
{
	struct group g = { "translate equals name-wise lookup on both ABIs, every "
	                   "value-set name and ABI pair", 0, 0 };
	struct group h = { "value to name: every name's value maps back to a name "
	                   "of that value, preferred first, the name among them", 0, 0 };
	struct group f = { "translate of flags: every name of every flags set and "
	                   "ABI pair", 0, 0 };
	struct group w = { "dense windows: every slot of every set's window on "
	                   "every ABI is set_str_of's answer", 0, 0 };
	size_t s, i, j, k;
	for (s = 0; s < linuxabi_set_count(); s++) {
		const linuxabi_set *set = linuxabi_set_at(s);
		for (i = 0; i < linuxabi_abi_count(); i++) {
			const linuxabi_abi *from = linuxabi_abi_at(i);
			struct linuxabi_dense d;
			uint64_t q;
			if (linuxabi_set_dense(set, from, &d) != LINUXABI_R_OK) {
				fail(&w, "%s on %s: no window", linuxabi_set_name(set),
				     linuxabi_abi_name(from));
				continue;
			}
			for (q = 0; q < d.count; q++) {
				const char *got = d.str[q] != 0 ? d.pool + d.str[q] : NULL;
				w.cases++;
				if (got != linuxabi_set_str_of(set, from,
				                               (int64_t)((uint64_t)d.base + q)))
					fail(&w, "%s on %s: slot %" PRIu64 " is not set_str_of's",
					     linuxabi_set_name(set), linuxabi_abi_name(from), q);
			}
			for (k = 0; k < linuxabi_set_member_count(set); k++) {
				const linuxabi_name *n = linuxabi_set_member(set, k), *pref,
					*all[64], *missing;
				int64_t v, w;
				size_t cnt, m;
				int seen = 0;
				if (linuxabi_name_value(n, from, &v) != LINUXABI_R_OK)
					continue;
				h.cases++;
				cnt = linuxabi_set_names_of(set, from, v, all, 64);
				if (linuxabi_set_name_of(set, from, v, &pref) != LINUXABI_R_OK ||
					cnt == 0 || all[0] != pref) {
					fail(&h, "%s on %s: no preferred name", linuxabi_name_str(n),
					     linuxabi_abi_name(from));
					continue;
				}
				for (m = 0; m < cnt && m < 64; m++) {
					if (linuxabi_name_value(all[m], from, &w) != LINUXABI_R_OK
						|| w != v)
						fail(&h, "%s on %s: %s has another value",
						     linuxabi_name_str(n), linuxabi_abi_name(from),
						     linuxabi_name_str(all[m]));
					seen |= all[m] == n;
				}
				if (!seen)
					fail(&h, "%s on %s: not among the names of its value",
					     linuxabi_name_str(n), linuxabi_abi_name(from));
				if (linuxabi_set_str_of(set, from, v) != linuxabi_name_str(pref))
					fail(&h, "%s on %s: set_str_of is not set_name_of's name",
					     linuxabi_name_str(n), linuxabi_abi_name(from));
				if (linuxabi_set_value(set, from, linuxabi_name_str(n), &w) !=
					LINUXABI_R_OK || w != v)
					fail(&h, "%s on %s: set_value is not its value",
					     linuxabi_name_str(n), linuxabi_abi_name(from));
				for (j = 0; j < linuxabi_abi_count(); j++) {
					const linuxabi_abi *to = linuxabi_abi_at(j);
					uint64_t out;
					int r = linuxabi_translate(set, from, to, (uint64_t)v, &out,
					                           &missing);
					int rw;
					if (linuxabi_set_flags(set)) {
						/* a single name: its bits, or no counterpart */
						uint64_t rest;
						const linuxabi_name *parts[64];
						int np = linuxabi_decode(set, from, (uint64_t)v, parts,
						                         64, &rest), q, absent = 0;
						uint64_t want = 0;
						f.cases++;
						for (q = 0; q < np && q < 64; q++) {
							if (linuxabi_name_value(parts[q], to, &w) ==
								LINUXABI_R_OK)
								want |= (uint64_t)w;
							else
								absent = 1;
						}
						if (out != want || (r == LINUXABI_R_OK) != (!absent && !rest))
							fail(&f, "%s %s from %s to %s: 0x%" PRIx64 " (%d)",
							     linuxabi_set_name(set), linuxabi_name_str(n),
							     linuxabi_abi_name(from), linuxabi_abi_name(to),
							     out, r);
						continue;
					}
					g.cases++;
					rw = linuxabi_name_value(pref, to, &w);
					if (rw == LINUXABI_R_OK ? (r != LINUXABI_R_OK ||
					                           out != (uint64_t)w)
						: (r != LINUXABI_R_PARTIAL || missing != pref))
						fail(&g, "%s %s from %s to %s: %d 0x%" PRIx64,
						     linuxabi_set_name(set), linuxabi_name_str(n),
						     linuxabi_abi_name(from), linuxabi_abi_name(to),
						     r, out);
				}
			}
		}
	}
	report(&h);
	report(&g);
	report(&f);
	report(&w);
}

static void lookups(void)
{
	struct group g = { "name to value: lookup, name_value, name_on, since, "
	                   "set_lookup agree for every name and ABI", 0, 0 };
	size_t i, j, k;
	for (i = 0; i < linuxabi_name_count(); i++) {
		const linuxabi_name *n = linuxabi_name_at(i);
		const linuxabi_set *set = linuxabi_set_of(n);
		g.cases++;
		if (linuxabi_name_find(linuxabi_name_str(n)) != n)
			fail(&g, "%s: name_find", linuxabi_name_str(n));
		if (i > 0 && strcmp(linuxabi_name_str(linuxabi_name_at(i - 1)),
							linuxabi_name_str(n)) >= 0)
			fail(&g, "%s: out of order", linuxabi_name_str(n));
		if (set != NULL) {
			const char *p = linuxabi_set_prefix(set);
			const char *s = linuxabi_name_str(n);
			int member = 0;
			for (k = 0; k < linuxabi_set_member_count(set); k++)
				member |= linuxabi_set_member(set, k) == n;
			if (!member || linuxabi_set_lookup(set, s) != n ||
				(*p && strncmp(s, p, strlen(p)) == 0 &&
				 linuxabi_set_lookup(set, s + strlen(p)) != n))
				fail(&g, "%s: set_lookup in %s", s, linuxabi_set_name(set));
		}
		for (j = 0; j < linuxabi_abi_count(); j++) {
			const linuxabi_abi *a = linuxabi_abi_at(j);
			int64_t v = 0, w = 0;
			int r = linuxabi_name_value(n, a, &v);
			int r2 = linuxabi_lookup(a, linuxabi_name_str(n), &w);
			g.cases++;
			if (r != r2 || v != w || (r == LINUXABI_R_OK) != linuxabi_name_on(n, a)
				|| (linuxabi_name_since(n, a) != NULL) != linuxabi_name_on(n, a))
				fail(&g, "%s on %s: %d %d", linuxabi_name_str(n),
				     linuxabi_abi_name(a), r, r2);
		}
	}
	report(&g);
}

static void examples(void)
{
	const linuxabi_abi *x86_64 = linuxabi_abi_find("x86_64");
	struct linuxabi_dense d;
	const linuxabi_abi *mips = linuxabi_abi_find("mips");
	const linuxabi_set *errno_set = linuxabi_set_find("errno");
	const linuxabi_set *syscall = linuxabi_set_find("syscall");
	const linuxabi_set *open = linuxabi_set_find("open");
	const linuxabi_name *n = NULL, *miss = NULL;
	char buf[256];
	uint64_t out = 0;
	int64_t v;
	size_t bad = 0, i;
	int r;

	r = linuxabi_translate(errno_set, x86_64, mips, 95, &out, &miss);
	linuxabi_set_name_of(errno_set, mips, (int64_t)out, &n);
	check(r == LINUXABI_R_OK && out == 122 &&
	      strcmp(linuxabi_name_str(n), "EOPNOTSUPP") == 0,
	      "errno 95 from x86_64 to mips is 122 EOPNOTSUPP%s%s", NULL, NULL);
	r = linuxabi_decode_str(open, mips, 0x80241, buf, sizeof buf);
	check(r == LINUXABI_R_OK, "decode open 0x80241 on mips: %s%s", buf, NULL);
	r = linuxabi_decode_str(open, x86_64, 0x80241, buf, sizeof buf);
	check(r == LINUXABI_R_OK &&
	      strcmp(buf, "O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC") == 0,
	      "decode open 0x80241 on x86_64: %s%s", buf, NULL);
	r = linuxabi_decode_str(open, x86_64, 0x101001, buf, sizeof buf);
	check(r == LINUXABI_R_OK && strcmp(buf, "O_WRONLY|O_SYNC") == 0,
	      "a name of several bits before its parts: %s%s", buf, NULL);
	r = linuxabi_decode_str(open, x86_64, 0x40000003, buf, sizeof buf);
	check(r == LINUXABI_R_OK && strcmp(buf, "0x40000003") == 0,
	      "an access mode no name has stays in the rest: %s%s", buf, NULL);
	r = linuxabi_decode_str(linuxabi_set_find("mmap-flags"), x86_64,
							0x22 | (21U << 26), buf, sizeof buf);
	check(r == LINUXABI_R_OK &&
	      strcmp(buf, "MAP_PRIVATE|MAP_HUGE_2MB|MAP_ANONYMOUS") == 0,
	      "mmap fields: %s%s", buf, NULL);
	r = linuxabi_decode_str(linuxabi_set_find("mmap-prot"), x86_64, 0, buf,
							sizeof buf);
	check(r == LINUXABI_R_OK && strcmp(buf, "PROT_NONE") == 0,
	      "no bits: %s%s", buf, NULL);
	r = linuxabi_encode(open, x86_64, " O_WRONLY | CREAT|0x4", &out, &bad);
	check(r == LINUXABI_R_NONAME && bad == 12,
	      "encode names the offending name's offset%s%s", NULL, NULL);
	r = linuxabi_encode(open, x86_64, " O_WRONLY | O_CREAT|0x4 ", &out, &bad);
	check(r == LINUXABI_R_OK && out == 0x45, "encode O_WRONLY|O_CREAT|0x4%s%s",
	      NULL, NULL);
	r = linuxabi_encode(NULL, x86_64, "SIGEMT", &out, &bad);
	check(r == LINUXABI_R_ABSENT && bad == 0, "encode: absent on this ABI%s%s",
	      NULL, NULL);
	check(linuxabi_lookup(linuxabi_abi_find("sh"), "LINUXABI_SYS_clone3", &v) ==
	      LINUXABI_R_ABSENT && linuxabi_lookup(x86_64, "LINUXABI_SYS_opnat", &v)
	      == LINUXABI_R_NONAME, "absent is not unknown%s%s", NULL, NULL);
	check(linuxabi_set_value(syscall, x86_64, "openat", &v) == LINUXABI_R_OK &&
	      v == 257 && linuxabi_set_value(syscall, linuxabi_abi_find("sh"),
	                                     "clone3", &v) == LINUXABI_R_ABSENT,
	      "set_value: openat is 257 on x86_64, clone3 absent on sh%s%s", NULL,
	      NULL);
	n = linuxabi_name_find("LINUXABI_SYS_openat");
	check(linuxabi_set_str_of(syscall, x86_64, 257) == linuxabi_name_str(n) &&
	      linuxabi_set_str_of(syscall, x86_64, -1) == NULL,
	      "set_str_of: 257 is openat on x86_64, -1 nothing%s%s", NULL, NULL);
	check(linuxabi_set_dense(syscall, x86_64, &d) == LINUXABI_R_OK &&
	      d.base == 0 && d.count > 257 && d.str[257] != 0 &&
	      d.pool + d.str[257] == linuxabi_name_str(n),
	      "set_dense: x86_64's syscalls from 0, 257 is openat%s%s", NULL, NULL);
	n = linuxabi_name_suggest("opnat", syscall);
	check(n != NULL && strcmp(linuxabi_name_str(n), "LINUXABI_SYS_openat") == 0,
	      "opnat: did you mean %s%s", n ? linuxabi_name_str(n) : "nothing", NULL);
	n = linuxabi_name_suggest("EAGIAN", NULL);
	check(n != NULL && strcmp(linuxabi_name_str(n), "EAGAIN") == 0,
	      "EAGIAN: did you mean %s%s", n ? linuxabi_name_str(n) : "nothing", NULL);
	check(linuxabi_name_suggest("xyzzyplugh", NULL) == NULL,
	      "no suggestion for nonsense%s%s", NULL, NULL);
	check(linuxabi_set_lookup(syscall, "openat") != NULL &&
	      linuxabi_set_lookup(syscall, "LINUXABI_SYS_openat") ==
	      linuxabi_set_lookup(syscall, "openat") &&
	      linuxabi_set_lookup(syscall, "LINUXABI_SYS_") == NULL,
	      "short and full spellings%s%s", NULL, NULL);
	{
		static const char *al[][2] = {
			{ "amd64", "x86_64" }, { "x86_64-linux-gnu", "x86_64" },
			{ "x86_64", "x86_64" }, { "armv7l", "arm" }, { "ppc64le", "powerpc64" },
			{ "ppc64", "powerpc64" }, { "powerpc64-linux-gnu", "powerpc64" },
			{ "mips64", "mips64" }, { "mips", "mips" }, { "i686", "i386" },
			{ "arm64", "aarch64" }, { "loong64", "loongarch64" },
			{ "sh4", "sh" }, { "parisc", "hppa" }, { "x32", "x32" },
			{ "mipsn32", "mipsn32" }, { "mips64-linux-gnuabin32", "mipsn32" } };
		int good = 1;
		for (i = 0; i < sizeof al / sizeof al[0]; i++) {
			const linuxabi_abi *a = linuxabi_abi_find(al[i][0]);
			if (a == NULL || strcmp(linuxabi_abi_name(a), al[i][1]) != 0) {
				printf("# %s: %s\n", al[i][0], a ? linuxabi_abi_name(a) : "none");
				good = 0;
			}
		}
		for (i = 0; i < linuxabi_abi_count(); i++) {
			const linuxabi_abi *a = linuxabi_abi_at(i);
			good &= linuxabi_abi_find(linuxabi_abi_name(a)) == a &&
					linuxabi_abi_find(linuxabi_abi_debian(a)) == a &&
					linuxabi_abi_find(linuxabi_abi_triplet(a)) == a;
		}
		check(good, "ABIs by name, Debian architecture, triplet and uname -m%s%s",
		      NULL, NULL);
	}
	check(linuxabi_kernel_cmp("<=2.6.12", "2.6.12") < 0 &&
	      linuxabi_kernel_cmp("2.6.12", "2.6.12") == 0 &&
	      linuxabi_kernel_cmp("2.6.12", "2.6.9") > 0 &&
	      linuxabi_kernel_cmp("6.8", "6.10") < 0 &&
	      linuxabi_kernel_cmp("6.8", "6.8.0") == 0 &&
	      linuxabi_kernel_cmp("5.3", "<=2.6.12") > 0 &&
	      linuxabi_kernel_cmp("?", "7.2") > 0,
	      "kernel versions compare as versions%s%s", NULL, NULL);
	n = linuxabi_name_find("LSMT_ROOT");
	check(n != NULL && linuxabi_name_unsigned(n) &&
	      linuxabi_name_value(n, x86_64, &v) == 0 && v == -1 &&
	      !linuxabi_name_unsigned(linuxabi_name_find("AT_FDCWD")),
	      "2^64 - 1 reads back as -1, unsigned%s%s", NULL, NULL);
	check(linuxabi_struct_find("struct linuxabi_flock") != NULL &&
	      linuxabi_struct_find("struct linuxabi_flock") ==
	      linuxabi_struct_find("flock") &&
	      linuxabi_struct_find("linuxabi_flock") == linuxabi_struct_find("flock"),
	      "structs by tag, with or without struct and linuxabi_%s%s", NULL, NULL);
	check(linuxabi_abi_host() != NULL, "the host ABI: %s%s",
	      linuxabi_abi_name(linuxabi_abi_host()), NULL);
	check(strcmp(linuxabi_set_name(linuxabi_set_of(linuxabi_name_find("EAGAIN"))),
	             "errno") == 0 &&
	      *linuxabi_name_comment(linuxabi_name_find("SIGKILL")) != 0,
	      "sets and comments of names%s%s", NULL, NULL);
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "dump") == 0)
		return dump();
	LA_RUN("liblinuxabi", bad_arguments);
	LA_RUN("liblinuxabi", examples);
	if (argc > 1 && strcmp(argv[1], "quick") == 0)
		return failures ? 1 : 0;
	LA_RUN("liblinuxabi", lookups);
	LA_RUN("liblinuxabi", translations);
	LA_RUN("liblinuxabi", round_trips);
	LA_RUN("liblinuxabi", ioctls);
	return failures ? 1 : 0;
}
