#ifndef LINUXABI_AUXV_H
#define LINUXABI_AUXV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/auxv.h>: the auxiliary vector, the (type, value) pairs that
 * execve(2) puts above the environment on the new program's stack and
 * that /proc/<pid>/auxv and prctl(2) PR_SET_MM_AUXV show.  These are the
 * entry types, each pair being two words of the ABI's long.  Not the
 * *at(2) flags that <linuxabi/fcntl.h> spells AT_ too: different names.
 * What differs between ABIs comes from <linuxabi-arch/auxv.h>: the types
 * some ABIs add (the vDSO, cache shapes and sizes, the FPU control word).
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/auxv.h>

/* entry types every ABI has */
#define AT_NULL              0   /* the end of the vector */
#define AT_IGNORE            1   /* skip this entry */
#define AT_EXECFD            2   /* the program's fd, for an interpreter */
#define AT_PHDR              3   /* the address of the program headers */
#define AT_PHENT             4   /* the size of one program header */
#define AT_PHNUM             5   /* the number of program headers */
#define AT_PAGESZ            6   /* the page size */
#define AT_BASE              7   /* where the interpreter is loaded */
#define AT_FLAGS             8   /* 0 */
#define AT_ENTRY             9   /* the program's entry point */
#define AT_NOTELF            10  /* not an ELF program */
#define AT_UID               11  /* real user id */
#define AT_EUID              12  /* effective user id */
#define AT_GID               13  /* real group id */
#define AT_EGID              14  /* effective group id */
#define AT_PLATFORM          15  /* the address of a string naming the CPU */
#define AT_HWCAP             16  /* the CPU's capability bits (per ABI) */
#define AT_CLKTCK            17  /* the clock ticks per second of times(2) */
#define AT_SECURE            23  /* nonzero: setuid and the like, be careful */
#define AT_BASE_PLATFORM     24  /* the address of a string: the real platform */
#define AT_RANDOM            25  /* the address of 16 random bytes */
#define AT_HWCAP2            26  /* more capability bits */
#define AT_RSEQ_FEATURE_SIZE 27  /* the size of struct rseq this kernel fills */
#define AT_RSEQ_ALIGN        28  /* the alignment rseq(2) needs */
#define AT_HWCAP3            29  /* more capability bits */
#define AT_HWCAP4            30  /* more capability bits */
#define AT_EXECFN            31  /* the address of the path given to execve(2) */
#define AT_MINSIGSTKSZ       51  /* the stack a signal handler needs, at least */

#endif
