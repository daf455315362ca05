/*
 * linuxabi_set_find (a set by name) and linuxabi_set_lookup (a set's
 * name, in full or without the set's prefix).  The first input byte picks
 * the set for set_lookup.  set_find finds the set of that name, as a scan
 * of set_at does; set_lookup finds the member spelled S in full, else the
 * member spelled prefix + S, else nothing.
 *
 * tests/fuzz.test: -runs=20000
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const linuxabi_set *set = fuzz_set(fuzz_byte(&data, &size));
	char *s = fuzz_str(data, size);
	const linuxabi_set *found = linuxabi_set_find(s), *want = NULL;
	const linuxabi_name *n, *full = NULL, *part = NULL;
	size_t i;

	for (i = 0; i < linuxabi_set_count(); i++)
		if (!strcmp(linuxabi_set_name(linuxabi_set_at(i)), s))
			want = linuxabi_set_at(i);
	CHECK(found == want);
	if (set != NULL) {
		const char *prefix = linuxabi_set_prefix(set);
		size_t plen = strlen(prefix);

		for (i = 0; i < linuxabi_set_member_count(set); i++) {
			const linuxabi_name *m = linuxabi_set_member(set, i);
			const char *str = linuxabi_name_str(m);

			if (!strcmp(str, s))
				full = m;
			else if (plen > 0 && !strncmp(str, prefix, plen) &&
				 !strcmp(str + plen, s))
				part = m;
		}
		n = linuxabi_set_lookup(set, s);
		CHECK(n == (full != NULL ? full : part));
	} else {
		CHECK(linuxabi_set_lookup(set, s) == NULL);
	}
	free(s);
	return 0;
}
