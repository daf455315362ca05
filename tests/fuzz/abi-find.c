/*
 * linuxabi_abi_find: an ABI by name, Debian architecture, GNU triplet or
 * uname -m.  What it finds is one of the ABIs and finds itself by name;
 * each ABI's own name, Debian architecture and triplet find that ABI.
 *
 * tests/fuzz.test: -runs=200000
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = fuzz_str(data, size);
	const linuxabi_abi *a = linuxabi_abi_find(s);
	size_t i;
	int listed = 0;

	for (i = 0; i < linuxabi_abi_count(); i++) {
		const linuxabi_abi *b = linuxabi_abi_at(i);

		if (!strcmp(s, linuxabi_abi_name(b)) ||
		    !strcmp(s, linuxabi_abi_debian(b)) ||
		    !strcmp(s, linuxabi_abi_triplet(b)))
			CHECK(a == b);
		listed |= a == b;
	}
	if (a != NULL) {
		CHECK(listed);
		CHECK(linuxabi_abi_find(linuxabi_abi_name(a)) == a);
		CHECK(linuxabi_abi_bits(a) == 32 || linuxabi_abi_bits(a) == 64);
	}
	free(s);
	return 0;
}
