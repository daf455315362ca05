#ifndef LINUXABI_ARCH_MMAN_MADV_H
#define LINUXABI_ARCH_MMAN_MADV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the madvise advice of alpha: MADV_SPACEAVAIL,
 * MADV_DONTNEED is 6, no MADV_HWPOISON or MADV_SOFT_OFFLINE.
 */

/* madvise(2) advice that varies by ABI */
#define MADV_SPACEAVAIL      5          /* reserve the resources (OSF/1) */
#define MADV_DONTNEED        6          /* drop the pages */
#define MADV_MERGEABLE       12         /* KSM may merge identical pages */
#define MADV_UNMERGEABLE     13         /* undo MADV_MERGEABLE */
#define MADV_HUGEPAGE        14         /* use transparent huge pages */
#define MADV_NOHUGEPAGE      15         /* undo MADV_HUGEPAGE */
#define MADV_DONTDUMP        16         /* leave out of core dumps */
#define MADV_DODUMP          17         /* undo MADV_DONTDUMP */
#define MADV_WIPEONFORK      18         /* fork(2) children see zeroes */
#define MADV_KEEPONFORK      19         /* undo MADV_WIPEONFORK */
#define MADV_COLLAPSE        25         /* collapse into huge pages now */

#endif
