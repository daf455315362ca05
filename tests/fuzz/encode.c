/*
 * linuxabi_encode: NAME|NAME|number as a value.  The first input bytes
 * pick a set (or none, for any header's name), an ABI and a buffer size.
 * A failure points inside the text; one number encodes as strtoull reads
 * it.  For a flags set, what encodes decodes (linuxabi_decode_str) into a
 * text that encodes to the same value, cut short in a small buffer only
 * to a prefix of it, and translates to the same ABI as itself.
 *
 * tests/fuzz.test: -runs=100000
 */
#include <errno.h>

#include "fuzz.h"

/* the text is one number: 1 and *VALUE as strtoull reads it, *RANGE when
   it does not fit; else 0 */
static int one_number(const char *s, uint64_t *value, int *range)
{
	const char *blanks = " \t\n\r\f\v";
	char *end;

	s += strspn(s, blanks);
	if (*s < '0' || *s > '9')
		return 0;
	errno = 0;
	*value = strtoull(s, &end, 0);
	*range = errno == ERANGE;
	end += strspn(end, blanks);
	return *end == '\0';
}

static void round_trip(const linuxabi_set *set, const linuxabi_abi *abi,
		       uint64_t value, size_t small)
{
	char text[8192], *cut;
	uint64_t again = 0, out = 0;
	size_t bad = 0, len;
	int r;

	r = linuxabi_decode_str(set, abi, value, text, sizeof text);
	CHECK(r == LINUXABI_R_OK);
	r = linuxabi_encode(set, abi, text, &again, &bad);
	CHECK(r == LINUXABI_R_OK);
	CHECK(again == value);
	len = strlen(text);
	cut = malloc(small);
	if (cut == NULL)
		abort();
	r = linuxabi_decode_str(set, abi, value, cut, small);
	if (len < small) {
		CHECK(r == LINUXABI_R_OK && !strcmp(cut, text));
	} else {
		CHECK(r == LINUXABI_R_NOSPACE);
		CHECK(strlen(cut) < small && !strncmp(cut, text, strlen(cut)));
	}
	free(cut);
	r = linuxabi_translate(set, abi, abi, value, &out, NULL);
	CHECK(r == LINUXABI_R_OK || r == LINUXABI_R_PARTIAL);
	CHECK(out == value || r == LINUXABI_R_PARTIAL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const linuxabi_set *set = fuzz_set(fuzz_byte(&data, &size));
	const linuxabi_abi *abi = fuzz_abi(fuzz_byte(&data, &size));
	size_t small = 1 + fuzz_byte(&data, &size) % 64;
	char *s = fuzz_str(data, size);
	uint64_t value = 0, number;
	size_t bad = (size_t)-1;
	int r = linuxabi_encode(set, abi, s, &value, &bad), range;

	if (set != NULL && !linuxabi_set_flags(set)) {
		CHECK(r == LINUXABI_R_NOTFLAGS);
	} else if (r == LINUXABI_R_OK) {
		if (one_number(s, &number, &range))
			CHECK(!range && value == number);
		if (set != NULL)
			round_trip(set, abi, value, small);
	} else {
		CHECK(r == LINUXABI_R_NONAME || r == LINUXABI_R_ABSENT ||
		      r == LINUXABI_R_NOTINT || r == LINUXABI_R_SYNTAX ||
		      r == LINUXABI_R_RANGE);
		CHECK(bad <= strlen(s));
		if (r == LINUXABI_R_RANGE && one_number(s, &number, &range))
			CHECK(range);
	}
	free(s);
	return 0;
}
