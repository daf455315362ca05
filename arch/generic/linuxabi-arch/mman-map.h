#ifndef LINUXABI_ARCH_MMAN_MAP_H
#define LINUXABI_ARCH_MMAN_MAP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the mmap flags that vary by ABI. The asm-generic values;
 * MAP_SHARED, MAP_PRIVATE and MAP_HUGE_* are in the generic header.
 */

/* mmap(2) flags */
#define MAP_TYPE             0x0f       /* mask of the mapping type */
#define MAP_FIXED            0x10       /* at addr exactly, replacing */
#define MAP_ANONYMOUS        0x20       /* no file: zero-filled */
#define MAP_GROWSDOWN        0x0100     /* a stack that grows down */
#define MAP_DENYWRITE        0x0800     /* ignored */
#define MAP_EXECUTABLE       0x1000     /* ignored */
#define MAP_LOCKED           0x2000     /* locked, as by mlock(2) */
#define MAP_NORESERVE        0x4000     /* no swap space reserved */
#define MAP_POPULATE         0x8000     /* prefault the page tables */
#define MAP_NONBLOCK         0x10000    /* MAP_POPULATE without read-ahead */
#define MAP_STACK            0x20000    /* suited to a thread stack */
#define MAP_HUGETLB          0x40000    /* huge pages (MAP_HUGE_* size) */
#define MAP_SYNC             0x80000    /* synchronous faults (DAX) */
#define MAP_FIXED_NOREPLACE  0x100000   /* MAP_FIXED, EEXIST if in use */
#define MAP_UNINITIALIZED    0x4000000  /* pages need not be cleared */

/* map_shadow_stack(2) flags */
#define SHADOW_STACK_SET_TOKEN  1       /* put a restore token at the top */
#define SHADOW_STACK_SET_MARKER 2       /* put an end marker at the top */

#endif
