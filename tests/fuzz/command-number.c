/*
 * The linuxabi command's own parsers, static in src/linuxabi.c, which this
 * harness includes (its main renamed): parse_number (decimal, 0x hex,
 * 0 octal, an optional '-') reads what strtoull reads, and nothing else;
 * show (an argument as messages echo it) stays short and prints no control
 * byte; bad_token (the name at an offset of an encode expression) is the
 * word there.  The first input byte is bad_token's offset.
 *
 * tests/fuzz.test: -runs=200000 -close_fd_mask=2 (parse_number's messages
 * go to stderr)
 */
#include <errno.h>

#define main linuxabi_main
#include "linuxabi.c"
#undef main

#include "fuzz.h"

/* parse_number's result, by strtoull: 1 and *VALUE, or 0 */
static int reference(const char *s, uint64_t *value)
{
	int negative = *s == '-';
	unsigned long long m;
	char *end;

	s += negative;
	if (!isdigit((unsigned char)*s))
		return 0;
	errno = 0;
	m = strtoull(s, &end, 0);
	if (errno == ERANGE || *end != '\0' ||
	    (negative && m > (uint64_t)INT64_MAX + 1))
		return 0;
	*value = negative ? (uint64_t)0 - m : m;
	return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t offset = fuzz_byte(&data, &size);
	char *s = fuzz_str(data, size), *token;
	const char *shown;
	uint64_t value = 0, want = 0;
	int negative, r, ok;
	size_t len = strlen(s), i, at;

	r = parse_number(s, &value, &negative);
	ok = reference(s, &want);
	CHECK((r == 0) == ok);
	CHECK(r != 0 || (value == want && negative == (*s == '-')));

	shown = show(s);
	CHECK(strlen(shown) <= SHOW_MAX + strlen("...( bytes)") + 20);
	for (i = 0; shown[i]; i++)
		CHECK((unsigned char)shown[i] >= 0x20 && shown[i] != 0x7f);

	token = bad_token(s, offset);
	at = offset < len ? offset : len;
	CHECK(!strncmp(token, s + at, strlen(token)));
	CHECK(strcspn(token, "| \t\n\r\f\v") == strlen(token));
	CHECK(s[at + strlen(token)] == '\0' ||
	      strchr("| \t\n\r\f\v", s[at + strlen(token)]));
	free(token);
	free(s);
	return 0;
}
