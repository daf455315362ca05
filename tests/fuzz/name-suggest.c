/*
 * linuxabi_name_suggest: the name closest to a misspelling.  The first
 * input byte picks a set (or none).  A suggestion is one of the set's
 * names; nothing is suggested for "" or a word over 64 bytes; a name of
 * the set spelled exactly gets a suggestion.
 *
 * tests/fuzz.test: -runs=150 -max_len=80 (each run measures the input
 * against every name of the set: some 20 runs a second)
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const linuxabi_set *set = fuzz_set(fuzz_byte(&data, &size));
	char *s = fuzz_str(data, size);
	const linuxabi_name *n = linuxabi_name_suggest(s, set);
	const linuxabi_name *exact = linuxabi_name_find(s);
	size_t len = strlen(s);

	if (len == 0 || len > 64)
		CHECK(n == NULL);
	if (n != NULL) {
		CHECK(linuxabi_name_str(n) != NULL);
		CHECK(set == NULL || is_member(set, n));
	}
	if (exact != NULL && (set == NULL || is_member(set, exact)))
		CHECK(n != NULL);
	free(s);
	return 0;
}
