#ifndef LINUXABI_ARCH_PRCTL_H
#define LINUXABI_ARCH_PRCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/prctl.h>: what depends on the width of the kernel's long and
 * of a pointer.  Here: both 32-bit, and int64_t aligned to 4
 * bytes or less (no hole at the end).
 */

#include <stdint.h>

/* prctl(2) PR_SET_PTRACER arg2: any process may ptrace this one
   (all ones in the unsigned long argument) */
#define PR_SET_PTRACER_ANY 0xffffffffUL

/* prctl(2) PR_SET_MM, PR_SET_MM_MAP: the whole memory map description at
   once; PR_SET_MM_MAP_SIZE says the size the kernel expects */
struct linuxabi_prctl_mm_map {
	uint64_t start_code;                /* text */
	uint64_t end_code;
	uint64_t start_data;                /* initialized data */
	uint64_t end_data;
	uint64_t start_brk;                 /* the heap brk(2) moves */
	uint64_t brk;
	uint64_t start_stack;
	uint64_t arg_start;                 /* the command line */
	uint64_t arg_end;
	uint64_t env_start;                 /* the environment */
	uint64_t env_end;
	uint64_t *auxv;                     /* the auxiliary vector */
	uint32_t auxv_size;                 /* its size in bytes */
	uint32_t exe_fd;                    /* an fd for /proc/PID/exe */
};

#endif
