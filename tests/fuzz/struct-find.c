/*
 * linuxabi_struct_find: a struct by tag, with or without "struct " and
 * "linuxabi_".  What it finds has the tag S names, as a scan of
 * struct_at matches it; on every ABI its members lie inside it.
 *
 * tests/fuzz.test: -runs=30000
 */
#include "fuzz.h"

/* S without a leading "struct" and the blanks after it */
static const char *bare(const char *s)
{
	if (strncmp(s, "struct", 6) != 0 || !strchr(" \t\n\r\f\v", s[6]) ||
	    s[6] == '\0')
		return s;
	s += 6;
	while (*s && strchr(" \t\n\r\f\v", *s))
		s++;
	return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = fuzz_str(data, size);
	const char *tag = bare(s);
	const linuxabi_struct *st = linuxabi_struct_find(s), *want = NULL;
	size_t i, k, m;

	for (i = 0; i < linuxabi_struct_count() && want == NULL; i++) {
		const char *t = linuxabi_struct_tag(linuxabi_struct_at(i));

		if (!strcmp(t, tag) ||
		    (!strncmp(t, "linuxabi_", 9) && !strcmp(t + 9, tag)))
			want = linuxabi_struct_at(i);
	}
	CHECK(st == want);
	for (k = 0; st != NULL && k < linuxabi_abi_count(); k++) {
		const linuxabi_abi *abi = linuxabi_abi_at(k);
		size_t ssize, align, off, msize;
		int r = linuxabi_struct_layout(st, abi, &ssize, &align);

		CHECK(r == LINUXABI_R_OK || r == LINUXABI_R_ABSENT);
		CHECK((r == LINUXABI_R_OK) == (linuxabi_struct_since(st, abi) != NULL));
		if (r != LINUXABI_R_OK)
			continue;
		CHECK(align > 0 && (align & (align - 1)) == 0 && ssize % align == 0);
		for (m = 0; m < linuxabi_struct_member_count(st); m++) {
			CHECK(linuxabi_struct_member_name(st, m) != NULL);
			if (linuxabi_struct_member(st, m, abi, &off, &msize) ==
			    LINUXABI_R_OK)
				CHECK(off + msize <= ssize);
		}
	}
	free(s);
	return 0;
}
