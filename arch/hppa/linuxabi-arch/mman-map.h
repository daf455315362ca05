#ifndef LINUXABI_ARCH_MMAN_MAP_H
#define LINUXABI_ARCH_MMAN_MAP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the mmap flags of hppa (HP-UX bits): no MAP_SYNC,
 * MAP_UNINITIALIZED is 0.
 */

/* mmap(2) flags */
#define MAP_UNINITIALIZED    0          /* pages need not be cleared */
#define MAP_FIXED            0x04       /* at addr exactly, replacing */
#define MAP_ANONYMOUS        0x10       /* no file: zero-filled */
#define MAP_TYPE             0x2b       /* mask of the mapping type */
#define MAP_DENYWRITE        0x0800     /* ignored */
#define MAP_EXECUTABLE       0x1000     /* ignored */
#define MAP_LOCKED           0x2000     /* locked, as by mlock(2) */
#define MAP_NORESERVE        0x4000     /* no swap space reserved */
#define MAP_GROWSDOWN        0x8000     /* a stack that grows down */
#define MAP_POPULATE         0x10000    /* prefault the page tables */
#define MAP_NONBLOCK         0x20000    /* MAP_POPULATE without read-ahead */
#define MAP_STACK            0x40000    /* suited to a thread stack */
#define MAP_HUGETLB          0x80000    /* huge pages (MAP_HUGE_* size) */
#define MAP_FIXED_NOREPLACE  0x100000   /* MAP_FIXED, EEXIST if in use */

#endif
