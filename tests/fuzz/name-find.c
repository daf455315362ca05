/*
 * linuxabi_name_find and linuxabi_lookup: a name, exactly as the headers
 * spell it.  The first input byte picks an ABI.  name_find finds S where
 * a binary search of the names (name_at, in strcmp order) does, and a
 * name spelled S; lookup agrees with it and with name_value.
 *
 * tests/fuzz.test: -runs=200000
 */
#include "fuzz.h"

/* the name S by binary search of linuxabi_name_at, or NULL */
static const linuxabi_name *bsearch_name(const char *s)
{
	size_t lo = 0, hi = linuxabi_name_count();

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(s, linuxabi_name_str(linuxabi_name_at(mid)));

		if (c == 0)
			return linuxabi_name_at(mid);
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	size_t i;

	(void)argc;
	(void)argv;
	for (i = 1; i < linuxabi_name_count(); i++)
		CHECK(strcmp(linuxabi_name_str(linuxabi_name_at(i - 1)),
			     linuxabi_name_str(linuxabi_name_at(i))) < 0);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const linuxabi_abi *abi = fuzz_abi(fuzz_byte(&data, &size));
	char *s = fuzz_str(data, size);
	const linuxabi_name *n = linuxabi_name_find(s);
	int64_t v = 0, w = 0;
	int r = linuxabi_lookup(abi, s, &v);

	CHECK(n == bsearch_name(s));
	if (n == NULL) {
		CHECK(r == LINUXABI_R_NONAME);
	} else {
		const linuxabi_set *set = linuxabi_set_of(n);

		CHECK(!strcmp(linuxabi_name_str(n), s));
		CHECK(r == linuxabi_name_value(n, abi, &w));
		CHECK(r != LINUXABI_R_OK || v == w);
		CHECK((r == LINUXABI_R_ABSENT) == !linuxabi_name_on(n, abi));
		CHECK(set == NULL || linuxabi_set_lookup(set, s) == n);
	}
	free(s);
	return 0;
}
