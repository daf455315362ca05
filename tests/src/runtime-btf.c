/* A one-type BTF blob through bpf(2) BPF_BTF_LOAD and back with
 * BPF_OBJ_GET_INFO_BY_FD, with <linuxabi/btf.h> on the build machine:
 * tests/src/checks-btf.h. */
#define _GNU_SOURCE
#include "checks-btf.h"

int main(void)
{
	LA_RUN("btf", la_btf_checks);
	return 0;
}
