#ifndef LINUXABI_ARCH_MMAN_MADV_H
#define LINUXABI_ARCH_MMAN_MADV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the madvise advice of hppa: from MADV_MERGEABLE on,
 * numbered from 65.
 */

/* madvise(2) advice that varies by ABI */
#define MADV_DONTNEED        4          /* drop the pages */
#define MADV_MERGEABLE       65         /* KSM may merge identical pages */
#define MADV_UNMERGEABLE     66         /* undo MADV_MERGEABLE */
#define MADV_HUGEPAGE        67         /* use transparent huge pages */
#define MADV_NOHUGEPAGE      68         /* undo MADV_HUGEPAGE */
#define MADV_DONTDUMP        69         /* leave out of core dumps */
#define MADV_DODUMP          70         /* undo MADV_DONTDUMP */
#define MADV_WIPEONFORK      71         /* fork(2) children see zeroes */
#define MADV_KEEPONFORK      72         /* undo MADV_WIPEONFORK */
#define MADV_COLLAPSE        73         /* collapse into huge pages now */
#define MADV_HWPOISON        100        /* poison the pages (testing) */
#define MADV_SOFT_OFFLINE    101        /* soft-offline pages (testing) */

#endif
