#ifndef LINUXABI_RSEQ_H
#define LINUXABI_RSEQ_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/rseq.h>: restartable sequences.  The flags of rseq(2), the
 * area a thread registers with it (struct linuxabi_rseq), and the
 * critical section descriptor that area points to (struct
 * linuxabi_rseq_cs).  The kernel's constants are enumerators; these are
 * macros of the same values, the same on every ABI.
 *
 * Alignment: the kernel declares both structs aligned to 32 bytes, which
 * C89 cannot say.  These have the kernel's size and member offsets and
 * the natural alignment of their members (8 bytes, 4 on i386, arc and
 * sh, 2 on m68k).  rseq(2) fails with EINVAL on an area aligned to less
 * than max(32, getauxval(AT_RSEQ_ALIGN)), so give yours that alignment
 * (C11 _Alignas(32), or the compiler's attribute); a struct
 * linuxabi_rseq_cs need not be aligned to 32 (the kernel reads it with
 * a copy), but aligned it is never split over two cache lines.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* struct linuxabi_rseq cpu_id, before a registration or after it failed */
#define RSEQ_CPU_ID_UNINITIALIZED         (-1)
#define RSEQ_CPU_ID_REGISTRATION_FAILED   (-2)

/* rseq(2) flags */
#define RSEQ_FLAG_UNREGISTER              (1 << 0) /* end the registration */
#define RSEQ_FLAG_SLICE_EXT_DEFAULT_ON    (1 << 1) /* time slice extensions on */

/* struct linuxabi_rseq flags: bit numbers and bits.  The NO_RESTART_ON_*
   bits are no longer supported: the kernel requires them clear (in
   struct linuxabi_rseq_cs flags too).  The SLICE_EXT bits are the
   kernel's, for the thread to read. */
#define RSEQ_CS_FLAG_NO_RESTART_ON_PREEMPT_BIT  0
#define RSEQ_CS_FLAG_NO_RESTART_ON_SIGNAL_BIT   1
#define RSEQ_CS_FLAG_NO_RESTART_ON_MIGRATE_BIT  2
#define RSEQ_CS_FLAG_SLICE_EXT_AVAILABLE_BIT    4
#define RSEQ_CS_FLAG_SLICE_EXT_ENABLED_BIT      5
#define RSEQ_CS_FLAG_NO_RESTART_ON_PREEMPT      (1 << 0)
#define RSEQ_CS_FLAG_NO_RESTART_ON_SIGNAL       (1 << 1)
#define RSEQ_CS_FLAG_NO_RESTART_ON_MIGRATE      (1 << 2)
#define RSEQ_CS_FLAG_SLICE_EXT_AVAILABLE        (1 << 4) /* the kernel has them */
#define RSEQ_CS_FLAG_SLICE_EXT_ENABLED          (1 << 5) /* on for this thread */

/* a critical section: [start_ip, start_ip + post_commit_offset), and
   where the kernel sends the thread when it interrupts the section (the
   4 bytes before abort_ip must be the signature given to rseq(2)) */
struct linuxabi_rseq_cs {
    uint32_t version;              /* 0 */
    uint32_t flags;                /* 0 */
    uint64_t start_ip;
    uint64_t post_commit_offset;   /* the length of the section */
    uint64_t abort_ip;
};

/* struct linuxabi_rseq slice_ctrl: a time slice extension; the kernel
   reads and writes it as one 32-bit word too (its struct is aligned to
   4, this one to 2) */
struct linuxabi_rseq_slice_ctrl {
    uint8_t  request;              /* set by the thread */
    uint8_t  granted;              /* set by the kernel, read by the thread */
    uint16_t __pad;
};

/* rseq(2) rseq: the thread's area, rseq_len bytes: 32 (the first size),
   or getauxval(AT_RSEQ_FEATURE_SIZE) and more (33 with Linux 7.2's fields); the
   kernel writes the cpu and node numbers, the thread the rseq_cs
   pointer */
struct linuxabi_rseq {
    uint32_t cpu_id_start;         /* a possible CPU, always */
    uint32_t cpu_id;               /* the CPU, or RSEQ_CPU_ID_* */
    uint64_t rseq_cs;              /* the address of the struct
                                      linuxabi_rseq_cs of the running
                                      section, or 0 (the kernel clears it) */
    uint32_t flags;                /* RSEQ_CS_FLAG_*: what the kernel offers */
    uint32_t node_id;              /* the NUMA node */
    uint32_t mm_cid;               /* the thread's concurrency id in its
                                      address space */
    struct linuxabi_rseq_slice_ctrl slice_ctrl;
    uint8_t  __pad[32];            /* byte 32, reserved, raises the feature
                                      size to 33; the rest up to the
                                      kernel's 64-byte sizeof */
};

#endif
