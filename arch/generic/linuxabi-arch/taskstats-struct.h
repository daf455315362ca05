#ifndef LINUXABI_ARCH_TASKSTATS_STRUCT_H
#define LINUXABI_ARCH_TASKSTATS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/taskstats.h>: struct linuxabi_taskstats, the payload of
 * TASKSTATS_TYPE_STATS.  This ABI: 688 bytes, the layout of every ABI
 * but m68k.
 */

#include <stdint.h>
#include <linuxabi/time.h>

/* Version 17's layout.  The version member says which layout the
   kernel filled (and the attribute's length how much of it): each
   version adds members at the end, so a kernel of an earlier version
   sends a prefix of this.  The kernel aligns cpu_count, ac_sched, ac_uid,
   ac_etime and ac_tgetime to 8 bytes; the __pad members give those
   offsets on every ABI, and the struct's own alignment is that of its
   uint64_t (4 on i386, arc and sh; the kernel's 8).  Times in ns unless
   said otherwise; the *_count and *_delay_total of a delay wrap
   silently. */
struct linuxabi_taskstats {
    uint16_t version;                   /* the layout's version */
    uint16_t __pad0;
    uint32_t ac_exitcode;               /* exit status */
    uint8_t  ac_flag;                   /* <linux/acct.h> AFORK, ASU, ... */
    uint8_t  ac_nice;
    uint8_t  __pad1[6];
    /* delay accounting (with delayacct on) */
    uint64_t cpu_count;                 /* waits for a CPU while runnable */
    uint64_t cpu_delay_total;
    uint64_t blkio_count;               /* waits for synchronous block I/O */
    uint64_t blkio_delay_total;
    uint64_t swapin_count;              /* waits for swap-in */
    uint64_t swapin_delay_total;
    uint64_t cpu_run_real_total;        /* wall-clock run time */
    uint64_t cpu_run_virtual_total;     /* run time the kernel saw */
    /* basic accounting, version 1 ends before it */
    char     ac_comm[32];               /* TS_COMM_LEN: command name */
    uint8_t  ac_sched;                  /* scheduling policy */
    uint8_t  ac_pad[3];
    uint32_t __pad2;
    uint32_t ac_uid;
    uint32_t ac_gid;
    uint32_t ac_pid;                    /* thread id */
    uint32_t ac_ppid;                   /* parent's id */
    uint32_t ac_btime;                  /* start, s since 1970 */
    uint32_t __pad3;
    uint64_t ac_etime;                  /* elapsed, us */
    uint64_t ac_utime;                  /* user CPU, us */
    uint64_t ac_stime;                  /* system CPU, us */
    uint64_t ac_minflt;                 /* minor page faults */
    uint64_t ac_majflt;                 /* major page faults */
    /* extended accounting */
    uint64_t coremem;                   /* RSS integral, MB-us */
    uint64_t virtmem;                   /* VM size integral, MB-us */
    uint64_t hiwater_rss;               /* peak RSS, KB */
    uint64_t hiwater_vm;                /* peak VM size, KB */
    uint64_t read_char;                 /* bytes read(2) and alike */
    uint64_t write_char;                /* bytes written */
    uint64_t read_syscalls;
    uint64_t write_syscalls;
    /* storage I/O */
    uint64_t read_bytes;                /* bytes read from storage */
    uint64_t write_bytes;               /* bytes written to storage */
    uint64_t cancelled_write_bytes;     /* dirty bytes truncated away */
    uint64_t nvcsw;                     /* voluntary context switches */
    uint64_t nivcsw;                    /* involuntary context switches */
    uint64_t ac_utimescaled;            /* frequency-scaled user CPU, us */
    uint64_t ac_stimescaled;            /* frequency-scaled system CPU, us */
    uint64_t cpu_scaled_run_real_total;
    uint64_t freepages_count;           /* waits for memory reclaim */
    uint64_t freepages_delay_total;
    uint64_t thrashing_count;           /* waits for thrashing pages */
    uint64_t thrashing_delay_total;
    uint64_t ac_btime64;                /* version 10: start, s since 1970 */
    uint64_t compact_count;             /* version 11: waits for memory
                                           compaction */
    uint64_t compact_delay_total;
    uint32_t ac_tgid;                   /* version 12: thread group id */
    uint32_t __pad4;
    uint64_t ac_tgetime;                /* the group's elapsed time, us */
    uint64_t ac_exe_dev;                /* executable's device */
    uint64_t ac_exe_inode;              /* executable's inode */
    uint64_t wpcopy_count;              /* version 13: waits for
                                           copy-on-write */
    uint64_t wpcopy_delay_total;
    uint64_t irq_count;                 /* version 14: time in IRQs */
    uint64_t irq_delay_total;
    uint64_t cpu_delay_max;             /* version 16: longest and shortest
                                           single delays */
    uint64_t cpu_delay_min;
    uint64_t blkio_delay_max;
    uint64_t blkio_delay_min;
    uint64_t swapin_delay_max;
    uint64_t swapin_delay_min;
    uint64_t freepages_delay_max;
    uint64_t freepages_delay_min;
    uint64_t thrashing_delay_max;
    uint64_t thrashing_delay_min;
    uint64_t compact_delay_max;
    uint64_t compact_delay_min;
    uint64_t wpcopy_delay_max;
    uint64_t wpcopy_delay_min;
    uint64_t irq_delay_max;
    uint64_t irq_delay_min;
    /* version 17: when each longest delay happened */
    struct linuxabi_kernel_timespec cpu_delay_max_ts;
    struct linuxabi_kernel_timespec blkio_delay_max_ts;
    struct linuxabi_kernel_timespec swapin_delay_max_ts;
    struct linuxabi_kernel_timespec freepages_delay_max_ts;
    struct linuxabi_kernel_timespec thrashing_delay_max_ts;
    struct linuxabi_kernel_timespec compact_delay_max_ts;
    struct linuxabi_kernel_timespec wpcopy_delay_max_ts;
    struct linuxabi_kernel_timespec irq_delay_max_ts;
};

#endif
