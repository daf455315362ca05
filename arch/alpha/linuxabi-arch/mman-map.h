#ifndef LINUXABI_ARCH_MMAN_MAP_H
#define LINUXABI_ARCH_MMAN_MAP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the mmap flags of alpha (OSF/1 bits): no MAP_SYNC,
 * no MAP_UNINITIALIZED.
 */

/* mmap(2) flags */
#define MAP_TYPE             0x0f       /* mask of the mapping type */
#define MAP_ANONYMOUS        0x10       /* no file: zero-filled */
#define MAP_FIXED            0x100      /* at addr exactly, replacing */
#define MAP_GROWSDOWN        0x1000     /* a stack that grows down */
#define MAP_DENYWRITE        0x2000     /* ignored */
#define MAP_EXECUTABLE       0x4000     /* ignored */
#define MAP_LOCKED           0x8000     /* locked, as by mlock(2) */
#define MAP_NORESERVE        0x10000    /* no swap space reserved */
#define MAP_POPULATE         0x20000    /* prefault the page tables */
#define MAP_NONBLOCK         0x40000    /* MAP_POPULATE without read-ahead */
#define MAP_STACK            0x80000    /* suited to a thread stack */
#define MAP_HUGETLB          0x100000   /* huge pages (MAP_HUGE_* size) */
#define MAP_FIXED_NOREPLACE  0x200000   /* MAP_FIXED, EEXIST if in use */

#endif
