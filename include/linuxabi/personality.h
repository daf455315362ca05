#ifndef LINUXABI_PERSONALITY_H
#define LINUXABI_PERSONALITY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/personality.h>: the execution domain of personality(2).  A
 * personality is one PER_* type in the low byte (PER_MASK) and flags
 * above it; personality(0xffffffff) only reads the current one.  The same
 * on every ABI.  (The kernel and glibc declare these as enumerators, musl
 * as macros.)
 */

/* personality(2) flags */
#define UNAME26              0x0020000   /* uname(2) reports a 2.6.x release */
#define ADDR_NO_RANDOMIZE    0x0040000   /* no address space randomization */
#define FDPIC_FUNCPTRS       0x0080000   /* function pointers are FDPIC descriptors */
#define MMAP_PAGE_ZERO       0x0100000   /* map page 0 at exec (SVr4) */
#define ADDR_COMPAT_LAYOUT   0x0200000   /* the legacy bottom-up mmap layout */
#define READ_IMPLIES_EXEC    0x0400000   /* PROT_READ mappings are executable too */
#define ADDR_LIMIT_32BIT     0x0800000   /* addresses below 2^32 */
#define SHORT_INODE          0x1000000   /* 16-bit inode numbers (no effect) */
#define WHOLE_SECONDS        0x2000000   /* no sub-second times (no effect) */
#define STICKY_TIMEOUTS      0x4000000   /* select(2) leaves the timeout alone */
#define ADDR_LIMIT_3GB       0x8000000   /* addresses below 3 GiB (32-bit on 64-bit) */

/* personality(2) types, with the flags that go with them */
#define PER_LINUX            0x0000
#define PER_LINUX_32BIT      (0x0000 | ADDR_LIMIT_32BIT)
#define PER_LINUX_FDPIC      (0x0000 | FDPIC_FUNCPTRS)
#define PER_SVR4             (0x0001 | STICKY_TIMEOUTS | MMAP_PAGE_ZERO)
#define PER_SVR3             (0x0002 | STICKY_TIMEOUTS | SHORT_INODE)
#define PER_SCOSVR3          (0x0003 | STICKY_TIMEOUTS | WHOLE_SECONDS | SHORT_INODE)
#define PER_OSR5             (0x0003 | STICKY_TIMEOUTS | WHOLE_SECONDS)
#define PER_WYSEV386         (0x0004 | STICKY_TIMEOUTS | SHORT_INODE)
#define PER_ISCR4            (0x0005 | STICKY_TIMEOUTS)
#define PER_BSD              0x0006
#define PER_SUNOS            (0x0006 | STICKY_TIMEOUTS)
#define PER_XENIX            (0x0007 | STICKY_TIMEOUTS | SHORT_INODE)
#define PER_LINUX32          0x0008      /* a 32-bit program: uname(2) machine */
#define PER_LINUX32_3GB      (0x0008 | ADDR_LIMIT_3GB)
#define PER_IRIX32           (0x0009 | STICKY_TIMEOUTS)   /* IRIX 5, 32-bit */
#define PER_IRIXN32          (0x000a | STICKY_TIMEOUTS)   /* IRIX 6, new 32-bit */
#define PER_IRIX64           (0x000b | STICKY_TIMEOUTS)   /* IRIX 6, 64-bit */
#define PER_RISCOS           0x000c
#define PER_SOLARIS          (0x000d | STICKY_TIMEOUTS)
#define PER_UW7              (0x000e | STICKY_TIMEOUTS | MMAP_PAGE_ZERO)
#define PER_OSF4             0x000f      /* OSF/1 v4 */
#define PER_HPUX             0x0010
#define PER_MASK             0x00ff      /* the type's field: the low byte */

#endif
