/*
 * linuxabi_kernel_cmp: two kernel versions compared.  The input is up to
 * three strings split at NUL bytes.  The order is one: a string equals
 * itself, swapping the two flips the sign, and it is transitive.
 *
 * tests/fuzz.test: -runs=200000
 */
#include "fuzz.h"

static int sign(int c)
{
	return (c > 0) - (c < 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = fuzz_str(data, size), *v[3];
	size_t i, k = 0;
	int ab, bc, ac;

	/* v[0..3): the NUL-separated parts; the last ones "" when missing */
	v[0] = v[1] = v[2] = s + size;
	v[k++] = s;
	for (i = 0; i < size && k < 3; i++)
		if (s[i] == '\0')
			v[k++] = s + i + 1;
	for (i = 0; i < 3; i++)
		CHECK(linuxabi_kernel_cmp(v[i], v[i]) == 0);
	ab = sign(linuxabi_kernel_cmp(v[0], v[1]));
	bc = sign(linuxabi_kernel_cmp(v[1], v[2]));
	ac = sign(linuxabi_kernel_cmp(v[0], v[2]));
	CHECK(ab == -sign(linuxabi_kernel_cmp(v[1], v[0])));
	CHECK(bc == -sign(linuxabi_kernel_cmp(v[2], v[1])));
	CHECK(ac == -sign(linuxabi_kernel_cmp(v[2], v[0])));
	if (ab <= 0 && bc <= 0)
		CHECK(ac <= 0);
	if (ab >= 0 && bc >= 0)
		CHECK(ac >= 0);
	free(s);
	return 0;
}
