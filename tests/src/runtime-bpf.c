/* bpf(2) with union linuxabi_bpf_attr: an array map, a socket filter
 * program and its test run, their info structs, with <linuxabi/bpf.h> on
 * the build machine: tests/src/checks-bpf.h. */
#define _GNU_SOURCE
#include "checks-bpf.h"

int main(void)
{
	LA_RUN("bpf", la_bpf_checks);
	return 0;
}
