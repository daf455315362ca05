#ifndef LINUXABI_MMAN_H
#define LINUXABI_MMAN_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: memory mappings.  The flags of mmap(2), mprotect(2),
 * pkey_mprotect(2), pkey_alloc(2), madvise(2), process_madvise(2),
 * msync(2), mlock2(2), mlockall(2), mremap(2) and memfd_create(2).
 * What differs between ABIs comes from <linuxabi-arch/mman-*.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/mman-prot.h>
#include <linuxabi-arch/mman-map.h>
#include <linuxabi-arch/mman-msync.h>
#include <linuxabi-arch/mman-mcl.h>
#include <linuxabi-arch/mman-madv.h>

/* mmap(2), mprotect(2) prot bits (PROT_SEM and arch bits vary) */
#define PROT_NONE            0x0        /* no access */
#define PROT_READ            0x1
#define PROT_WRITE           0x2
#define PROT_EXEC            0x4
#define PROT_GROWSDOWN       0x01000000 /* mprotect: down to the stack's start */
#define PROT_GROWSUP         0x02000000 /* mprotect: up to the stack's end */

/* pkey_alloc(2) access rights (PKEY_UNRESTRICTED and the others vary) */
#define PKEY_DISABLE_ACCESS  0x1        /* no read or write access */
#define PKEY_DISABLE_WRITE   0x2        /* no write access */

/* mmap(2) flags: the mapping type, in MAP_TYPE (the other flags vary) */
#define MAP_FILE             0          /* no-op, for old sources */
#define MAP_SHARED           0x01       /* changes are seen by all */
#define MAP_PRIVATE          0x02       /* changes are copy-on-write */
#define MAP_SHARED_VALIDATE  0x03       /* MAP_SHARED; fail on unknown flags */
#define MAP_DROPPABLE        0x08       /* private, but zeroed under memory pressure */

/* mmap(2) with MAP_HUGETLB: log2 of the huge page size, in bits 26..31 */
#define MAP_HUGE_SHIFT       26
#define MAP_HUGE_MASK        0x3f       /* the field's mask, after the shift */
#define MAP_HUGE_16KB        (14U << MAP_HUGE_SHIFT)
#define MAP_HUGE_64KB        (16U << MAP_HUGE_SHIFT)
#define MAP_HUGE_512KB       (19U << MAP_HUGE_SHIFT)
#define MAP_HUGE_1MB         (20U << MAP_HUGE_SHIFT)
#define MAP_HUGE_2MB         (21U << MAP_HUGE_SHIFT)
#define MAP_HUGE_8MB         (23U << MAP_HUGE_SHIFT)
#define MAP_HUGE_16MB        (24U << MAP_HUGE_SHIFT)
#define MAP_HUGE_32MB        (25U << MAP_HUGE_SHIFT)
#define MAP_HUGE_256MB       (28U << MAP_HUGE_SHIFT)
#define MAP_HUGE_512MB       (29U << MAP_HUGE_SHIFT)
#define MAP_HUGE_1GB         (30U << MAP_HUGE_SHIFT)
#define MAP_HUGE_2GB         (31U << MAP_HUGE_SHIFT)
#define MAP_HUGE_16GB        (34U << MAP_HUGE_SHIFT)

/* madvise(2) advice shared by every ABI (the others vary) */
#define MADV_NORMAL          0          /* no special treatment */
#define MADV_RANDOM          1          /* expect random access */
#define MADV_SEQUENTIAL      2          /* expect sequential access */
#define MADV_WILLNEED        3          /* read ahead */
#define MADV_FREE            8          /* free if memory runs short */
#define MADV_REMOVE          9          /* free pages and backing store */
#define MADV_DONTFORK        10         /* not inherited by fork(2) children */
#define MADV_DOFORK          11         /* undo MADV_DONTFORK */
#define MADV_COLD            20         /* deactivate the pages */
#define MADV_PAGEOUT         21         /* reclaim the pages */
#define MADV_POPULATE_READ   22         /* prefault the page tables, readable */
#define MADV_POPULATE_WRITE  23         /* prefault the page tables, writable */
#define MADV_DONTNEED_LOCKED 24         /* MADV_DONTNEED, locked pages too */
#define MADV_GUARD_INSTALL   102        /* guard pages: access raises SIGSEGV */
#define MADV_GUARD_REMOVE    103        /* remove guard pages */

/* mlock2(2) flags */
#define MLOCK_ONFAULT        0x01       /* lock pages as they fault in */

/* mremap(2) flags */
#define MREMAP_MAYMOVE       1          /* may move the mapping */
#define MREMAP_FIXED         2          /* move to new_address exactly */
#define MREMAP_DONTUNMAP     4          /* keep the old range mapped, empty */

/* memfd_create(2) flags */
#define MFD_CLOEXEC          0x0001U    /* close-on-exec */
#define MFD_ALLOW_SEALING    0x0002U    /* allow F_ADD_SEALS */
#define MFD_HUGETLB          0x0004U    /* back with huge pages */
#define MFD_NOEXEC_SEAL      0x0008U    /* not executable, sealed so forever */
#define MFD_EXEC             0x0010U    /* executable */

/* memfd_create(2) with MFD_HUGETLB: the page size, as MAP_HUGE_* */
#define MFD_HUGE_SHIFT       26
#define MFD_HUGE_MASK        0x3f       /* the field's mask, after the shift */
#define MFD_HUGE_64KB        (16U << MFD_HUGE_SHIFT)
#define MFD_HUGE_512KB       (19U << MFD_HUGE_SHIFT)
#define MFD_HUGE_1MB         (20U << MFD_HUGE_SHIFT)
#define MFD_HUGE_2MB         (21U << MFD_HUGE_SHIFT)
#define MFD_HUGE_8MB         (23U << MFD_HUGE_SHIFT)
#define MFD_HUGE_16MB        (24U << MFD_HUGE_SHIFT)
#define MFD_HUGE_32MB        (25U << MFD_HUGE_SHIFT)
#define MFD_HUGE_256MB       (28U << MFD_HUGE_SHIFT)
#define MFD_HUGE_512MB       (29U << MFD_HUGE_SHIFT)
#define MFD_HUGE_1GB         (30U << MFD_HUGE_SHIFT)
#define MFD_HUGE_2GB         (31U << MFD_HUGE_SHIFT)
#define MFD_HUGE_16GB        (34U << MFD_HUGE_SHIFT)

/* /proc/sys/vm/overcommit_memory values */
#define OVERCOMMIT_GUESS     0          /* heuristic */
#define OVERCOMMIT_ALWAYS    1          /* never refuse */
#define OVERCOMMIT_NEVER     2          /* strict accounting */

/* cachestat(2): the range to look at (len 0: to the end of the file) */
struct linuxabi_cachestat_range {
    uint64_t off;
    uint64_t len;
};

/* cachestat(2): what it finds, in pages */
struct linuxabi_cachestat {
    uint64_t nr_cache;                  /* in the page cache */
    uint64_t nr_dirty;                  /* dirty */
    uint64_t nr_writeback;              /* being written back */
    uint64_t nr_evicted;                /* evicted */
    uint64_t nr_recently_evicted;       /* evicted, and recently used */
};

#endif
