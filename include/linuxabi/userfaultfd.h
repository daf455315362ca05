#ifndef LINUXABI_USERFAULTFD_H
#define LINUXABI_USERFAULTFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/userfaultfd.h>: page faults handled in user space.  The flags
 * of userfaultfd(2), the ioctl(2) of /dev/userfaultfd that makes one, the
 * ioctl(2) requests on a userfaultfd (the UFFDIO_API handshake first, then
 * UFFDIO_REGISTER of ranges and the calls that resolve their faults) with
 * their structures, and struct linuxabi_uffd_msg, the 32-byte message
 * read(2) returns for each event.  The same on every ABI but the request
 * numbers' encoding, which <linuxabi/ioctl.h> makes.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>

/* userfaultfd(2) flags (besides O_CLOEXEC and O_NONBLOCK) */
#define UFFD_USER_MODE_ONLY     1   /* faults of user mode only: allowed to
                                       the unprivileged where
                                       vm.unprivileged_userfaultfd is 0 */

/* ioctl(2) on /dev/userfaultfd: USERFAULTFD_IOC_NEW takes the flags of
   userfaultfd(2) as its argument and returns a new userfaultfd */
#define USERFAULTFD_IOC         0xAA
#define USERFAULTFD_IOC_NEW     LINUXABI_IO(USERFAULTFD_IOC, 0x00)

/* the API version UFFDIO_API asks for (uint64_t api) */
#define UFFD_API                0xAA

/* the request numbers of the UFFDIO_* ioctls, and bit numbers in the
   ioctls masks UFFDIO_API and UFFDIO_REGISTER return (the kernel's
   _UFFDIO_*, a reserved spelling) */
#define LINUXABI_UFFDIO_REGISTER       0x00
#define LINUXABI_UFFDIO_UNREGISTER     0x01
#define LINUXABI_UFFDIO_WAKE           0x02
#define LINUXABI_UFFDIO_COPY           0x03
#define LINUXABI_UFFDIO_ZEROPAGE       0x04
#define LINUXABI_UFFDIO_MOVE           0x05
#define LINUXABI_UFFDIO_WRITEPROTECT   0x06
#define LINUXABI_UFFDIO_CONTINUE       0x07
#define LINUXABI_UFFDIO_POISON         0x08
#define LINUXABI_UFFDIO_API            0x3F

/* UFFDIO_API's ioctls: the requests usable before any UFFDIO_REGISTER
   (bits UFFDIO_REGISTER, _UNREGISTER and _API).  2^63 and above: with a
   32-bit long it needs unsigned long long (C99, or C89 with GNU
   extensions), as the kernel's __u64 does everywhere */
#if defined(__LP64__) || defined(_LP64)
#define UFFD_API_IOCTLS         0x8000000000000003UL
#else
#define UFFD_API_IOCTLS         0x8000000000000003ULL
#endif

/* struct linuxabi_uffd_msg event: what happened (the first byte) */
#define UFFD_EVENT_PAGEFAULT    0x12    /* struct linuxabi_uffd_msg_pagefault */
#define UFFD_EVENT_FORK         0x13    /* struct linuxabi_uffd_msg_fork */
#define UFFD_EVENT_REMAP        0x14    /* struct linuxabi_uffd_msg_remap */
#define UFFD_EVENT_REMOVE       0x15    /* struct linuxabi_uffd_msg_remove */
#define UFFD_EVENT_UNMAP        0x16    /* likewise */

/* struct linuxabi_uffd_msg_pagefault flags */
#define UFFD_PAGEFAULT_FLAG_WRITE   (1 << 0)    /* a write access */
#define UFFD_PAGEFAULT_FLAG_WP      (1 << 1)    /* a write-protect fault */
#define UFFD_PAGEFAULT_FLAG_MINOR   (1 << 2)    /* a minor fault: the page is
                                                   in the cache, not mapped */

/* struct linuxabi_uffdio_api features: asked for (in), offered (out) */
#define UFFD_FEATURE_PAGEFAULT_FLAG_WP      (1 << 0)
#define UFFD_FEATURE_EVENT_FORK             (1 << 1)
#define UFFD_FEATURE_EVENT_REMAP            (1 << 2)
#define UFFD_FEATURE_EVENT_REMOVE           (1 << 3)
#define UFFD_FEATURE_MISSING_HUGETLBFS      (1 << 4)
#define UFFD_FEATURE_MISSING_SHMEM          (1 << 5)
#define UFFD_FEATURE_EVENT_UNMAP            (1 << 6)
#define UFFD_FEATURE_SIGBUS                 (1 << 7)    /* SIGBUS, no event */
#define UFFD_FEATURE_THREAD_ID              (1 << 8)    /* pagefault ptid */
#define UFFD_FEATURE_MINOR_HUGETLBFS        (1 << 9)
#define UFFD_FEATURE_MINOR_SHMEM            (1 << 10)
#define UFFD_FEATURE_EXACT_ADDRESS          (1 << 11)   /* address not
                                                           rounded to a page */
#define UFFD_FEATURE_WP_HUGETLBFS_SHMEM     (1 << 12)
#define UFFD_FEATURE_WP_UNPOPULATED         (1 << 13)   /* WP of empty
                                                           anonymous entries */
#define UFFD_FEATURE_POISON                 (1 << 14)   /* UFFDIO_POISON */
#define UFFD_FEATURE_WP_ASYNC               (1 << 15)   /* WP faults resolved
                                                           by the kernel */
#define UFFD_FEATURE_MOVE                   (1 << 16)   /* UFFDIO_MOVE */

/* UFFDIO_API: the handshake, first on every userfaultfd */
struct linuxabi_uffdio_api {
    uint64_t api;                       /* UFFD_API */
    uint64_t features;                  /* UFFD_FEATURE_* */
    uint64_t ioctls;                    /* out: bits 1 << LINUXABI_UFFDIO_* */
};

/* a range of the address space, page-aligned */
struct linuxabi_uffdio_range {
    uint64_t start;
    uint64_t len;
};

/* struct linuxabi_uffdio_register mode: which faults to report */
#define UFFDIO_REGISTER_MODE_MISSING    (1 << 0)    /* no page there yet */
#define UFFDIO_REGISTER_MODE_WP         (1 << 1)    /* write to a WP page */
#define UFFDIO_REGISTER_MODE_MINOR      (1 << 2)    /* cached, unmapped */

/* UFFDIO_REGISTER */
struct linuxabi_uffdio_register {
    struct linuxabi_uffdio_range range;
    uint64_t mode;                      /* UFFDIO_REGISTER_MODE_* */
    uint64_t ioctls;                    /* out: the requests usable on it */
};

/* struct linuxabi_uffdio_copy mode */
#define UFFDIO_COPY_MODE_DONTWAKE   (1 << 0)    /* leave the faulting
                                                   threads asleep */
#define UFFDIO_COPY_MODE_WP         (1 << 1)    /* map it write-protected */

/* UFFDIO_COPY: fill missing pages with a copy of src */
struct linuxabi_uffdio_copy {
    uint64_t dst;
    uint64_t src;
    uint64_t len;
    uint64_t mode;                      /* UFFDIO_COPY_MODE_* */
    int64_t  copy;                      /* out: bytes copied, or -errno */
};

/* struct linuxabi_uffdio_zeropage mode */
#define UFFDIO_ZEROPAGE_MODE_DONTWAKE   (1 << 0)

/* UFFDIO_ZEROPAGE: fill missing pages with zeros */
struct linuxabi_uffdio_zeropage {
    struct linuxabi_uffdio_range range;
    uint64_t mode;                      /* UFFDIO_ZEROPAGE_MODE_* */
    int64_t  zeropage;                  /* out: bytes mapped, or -errno */
};

/* struct linuxabi_uffdio_writeprotect mode */
#define UFFDIO_WRITEPROTECT_MODE_WP         (1 << 0)    /* protect; without
                                                           it, unprotect */
#define UFFDIO_WRITEPROTECT_MODE_DONTWAKE   (1 << 1)

/* UFFDIO_WRITEPROTECT */
struct linuxabi_uffdio_writeprotect {
    struct linuxabi_uffdio_range range;
    uint64_t mode;                      /* UFFDIO_WRITEPROTECT_MODE_* */
};

/* struct linuxabi_uffdio_continue mode */
#define UFFDIO_CONTINUE_MODE_DONTWAKE   (1 << 0)
#define UFFDIO_CONTINUE_MODE_WP         (1 << 1)    /* map write-protected */

/* UFFDIO_CONTINUE: map the cached pages of a minor fault */
struct linuxabi_uffdio_continue {
    struct linuxabi_uffdio_range range;
    uint64_t mode;                      /* UFFDIO_CONTINUE_MODE_* */
    int64_t  mapped;                    /* out: bytes mapped, or -errno */
};

/* struct linuxabi_uffdio_poison mode */
#define UFFDIO_POISON_MODE_DONTWAKE     (1 << 0)

/* UFFDIO_POISON: mark pages so that an access raises SIGBUS */
struct linuxabi_uffdio_poison {
    struct linuxabi_uffdio_range range;
    uint64_t mode;                      /* UFFDIO_POISON_MODE_* */
    int64_t  updated;                   /* out: bytes done, or -errno */
};

/* struct linuxabi_uffdio_move mode */
#define UFFDIO_MOVE_MODE_DONTWAKE           (1 << 0)
#define UFFDIO_MOVE_MODE_ALLOW_SRC_HOLES    (1 << 1)    /* skip unmapped src
                                                           pages */

/* UFFDIO_MOVE: move anonymous pages from src to dst */
struct linuxabi_uffdio_move {
    uint64_t dst;
    uint64_t src;
    uint64_t len;
    uint64_t mode;                      /* UFFDIO_MOVE_MODE_* */
    int64_t  move;                      /* out: bytes moved, or -errno */
};

/* ioctl(2) requests on a userfaultfd: the type letter */
#define UFFDIO                  0xAA
#define UFFDIO_API          LINUXABI_IOWR(UFFDIO, LINUXABI_UFFDIO_API, struct linuxabi_uffdio_api)
#define UFFDIO_REGISTER     LINUXABI_IOWR(UFFDIO, LINUXABI_UFFDIO_REGISTER, struct linuxabi_uffdio_register)
/* UFFDIO_UNREGISTER and UFFDIO_WAKE: the kernel reads the range, though
   the encoding says the caller does */
#define UFFDIO_UNREGISTER   LINUXABI_IOR(UFFDIO, LINUXABI_UFFDIO_UNREGISTER, struct linuxabi_uffdio_range)
#define UFFDIO_WAKE         LINUXABI_IOR(UFFDIO, LINUXABI_UFFDIO_WAKE, struct linuxabi_uffdio_range)
#define UFFDIO_COPY         LINUXABI_IOWR(UFFDIO, LINUXABI_UFFDIO_COPY, struct linuxabi_uffdio_copy)
#define UFFDIO_ZEROPAGE     LINUXABI_IOWR(UFFDIO, LINUXABI_UFFDIO_ZEROPAGE, struct linuxabi_uffdio_zeropage)
#define UFFDIO_MOVE         LINUXABI_IOWR(UFFDIO, LINUXABI_UFFDIO_MOVE, struct linuxabi_uffdio_move)
#define UFFDIO_WRITEPROTECT LINUXABI_IOWR(UFFDIO, LINUXABI_UFFDIO_WRITEPROTECT, struct linuxabi_uffdio_writeprotect)
#define UFFDIO_CONTINUE     LINUXABI_IOWR(UFFDIO, LINUXABI_UFFDIO_CONTINUE, struct linuxabi_uffdio_continue)
#define UFFDIO_POISON       LINUXABI_IOWR(UFFDIO, LINUXABI_UFFDIO_POISON, struct linuxabi_uffdio_poison)

/*
 * read(2) on a userfaultfd: one 32-byte message per event.  The kernel's
 * struct is packed (alignment 1): an event byte, 7 reserved bytes, and
 * from offset 8 a union of one layout per event.  C89 has no packing and
 * this header no anonymous unions, so the union is the 24 bytes of arg:
 * copy them into the event's struct below, e.g.
 *     struct linuxabi_uffd_msg m;  struct linuxabi_uffd_msg_pagefault pf;
 *     read(uffd, &m, sizeof m);
 *     if (m.event == UFFD_EVENT_PAGEFAULT) memcpy(&pf, m.arg, sizeof pf);
 * (each is at most 24 bytes; 20 where uint64_t is 4-byte aligned).
 */
struct linuxabi_uffd_msg {
    uint8_t  event;                     /* UFFD_EVENT_* */
    uint8_t  reserved1;
    uint8_t  reserved2[2];              /* a uint16_t in the kernel */
    uint8_t  reserved3[4];              /* a uint32_t in the kernel */
    uint8_t  arg[24];                   /* one of the structs below */
};

/* UFFD_EVENT_PAGEFAULT: 20 bytes, then 4 of tail padding where uint64_t
   is 8-byte aligned (none on i386, m68k, arc, sh), as the kernel's */
struct linuxabi_uffd_msg_pagefault {
    uint64_t flags;                     /* UFFD_PAGEFAULT_FLAG_* */
    uint64_t address;                   /* the faulting address (rounded
                                           down to the page unless
                                           UFFD_FEATURE_EXACT_ADDRESS) */
    uint32_t ptid;                      /* with UFFD_FEATURE_THREAD_ID: the
                                           faulting thread's id */
};

/* UFFD_EVENT_FORK: a child of a registered process */
struct linuxabi_uffd_msg_fork {
    uint32_t ufd;                       /* a new userfaultfd for the child */
};

/* UFFD_EVENT_REMAP: mremap(2) of a registered range */
struct linuxabi_uffd_msg_remap {
    uint64_t from;
    uint64_t to;
    uint64_t len;
};

/* UFFD_EVENT_REMOVE, UFFD_EVENT_UNMAP: pages gone (madvise(2), munmap(2)) */
struct linuxabi_uffd_msg_remove {
    uint64_t start;
    uint64_t end;
};

#endif
