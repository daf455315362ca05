/*
 * Shared by the libFuzzer harnesses of tests/fuzz (make check-sanitize,
 * tests/fuzz.test): the input as C strings, handles picked by input bytes,
 * and a failed invariant as a crash that libFuzzer records.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <liblinuxabi.h>

#define CHECK(cond) \
	do { \
		if (!(cond)) \
			fuzz_fail(__FILE__, __LINE__, #cond); \
	} while (0)

static void fuzz_fail(const char *file, int line, const char *what)
{
	fprintf(stderr, "%s:%d: invariant does not hold: %s\n", file, line, what);
	abort();
}

/* DATA[0..SIZE) as a C string in a buffer of exactly SIZE + 1 bytes (a
   read past its NUL is an ASan report): libFuzzer's input has none */
static inline char *fuzz_str(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);

	if (s == NULL)
		abort();
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

/* a byte of the input, consumed; 0 past its end */
static inline unsigned fuzz_byte(const uint8_t **data, size_t *size)
{
	if (*size == 0)
		return 0;
	(*size)--;
	return *(*data)++;
}

/* a set picked by a byte: every set, and NULL (any header's name) */
static inline const linuxabi_set *fuzz_set(unsigned byte)
{
	return linuxabi_set_at(byte % (linuxabi_set_count() + 1));
}

static inline const linuxabi_abi *fuzz_abi(unsigned byte)
{
	return linuxabi_abi_at(byte % linuxabi_abi_count());
}

static inline int is_member(const linuxabi_set *set, const linuxabi_name *n)
{
	size_t i;

	for (i = 0; i < linuxabi_set_member_count(set); i++)
		if (linuxabi_set_member(set, i) == n)
			return 1;
	return 0;
}

#endif
