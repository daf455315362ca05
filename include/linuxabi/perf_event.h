#ifndef LINUXABI_PERF_EVENT_H
#define LINUXABI_PERF_EVENT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/perf_event.h>: perf_event_open(2) and its file descriptor:
 * struct linuxabi_perf_event_attr and its values (event types, counter
 * ids, sample and read formats, branch sample types), the ioctl(2)
 * requests, the mmap(2)ed struct linuxabi_perf_event_mmap_page and the
 * records of the ring buffer (struct linuxabi_perf_event_header,
 * PERF_RECORD_*), and the fields of what samples carry (data_src, branch
 * entries, transaction flags).
 *
 * The kernel's bitfields are whole integers here (the attr's flags, the
 * mmap page's capabilities, a branch entry's flags, the attr's
 * aux_action), with the position of each field named: the compiler fills
 * a bitfield word from its least significant bit on little-endian ABIs
 * and from its most significant bit on big-endian ones, so the positions
 * follow the byte order (the LINUXABI_*_BIT and _SHIFT names below, for
 * this compiler's __BYTE_ORDER__).
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>
#include <linuxabi-arch/perf_event-ptr.h>

#if !defined(__BYTE_ORDER__)
#error "<linuxabi/perf_event.h>: the compiler does not define __BYTE_ORDER__"
#endif

/* struct linuxabi_perf_event_attr type (enum perf_type_id); a PMU's
   dynamic type is in /sys/bus/event_source/devices/PMU/type */
#define PERF_TYPE_HARDWARE              0
#define PERF_TYPE_SOFTWARE              1
#define PERF_TYPE_TRACEPOINT            2       /* config: a tracepoint id */
#define PERF_TYPE_HW_CACHE              3       /* config: id | op << 8 | result << 16 */
#define PERF_TYPE_RAW                   4
#define PERF_TYPE_BREAKPOINT            5       /* bp_type, bp_addr, bp_len */

/* PERF_TYPE_HARDWARE and PERF_TYPE_HW_CACHE config: a PMU's type in the
   high 32 bits, the event in the low (hybrid systems) */
#define PERF_PMU_TYPE_SHIFT             32
#define PERF_HW_EVENT_MASK              0xffffffff

/* PERF_TYPE_HARDWARE config (enum perf_hw_id) */
#define PERF_COUNT_HW_CPU_CYCLES                0
#define PERF_COUNT_HW_INSTRUCTIONS              1
#define PERF_COUNT_HW_CACHE_REFERENCES          2
#define PERF_COUNT_HW_CACHE_MISSES              3
#define PERF_COUNT_HW_BRANCH_INSTRUCTIONS       4
#define PERF_COUNT_HW_BRANCH_MISSES             5
#define PERF_COUNT_HW_BUS_CYCLES                6
#define PERF_COUNT_HW_STALLED_CYCLES_FRONTEND   7
#define PERF_COUNT_HW_STALLED_CYCLES_BACKEND    8
#define PERF_COUNT_HW_REF_CPU_CYCLES            9

/* PERF_TYPE_HW_CACHE config, bits 0-7: the cache (enum perf_hw_cache_id) */
#define PERF_COUNT_HW_CACHE_L1D                 0
#define PERF_COUNT_HW_CACHE_L1I                 1
#define PERF_COUNT_HW_CACHE_LL                  2       /* the last level */
#define PERF_COUNT_HW_CACHE_DTLB                3
#define PERF_COUNT_HW_CACHE_ITLB                4
#define PERF_COUNT_HW_CACHE_BPU                 5       /* branch prediction */
#define PERF_COUNT_HW_CACHE_NODE                6       /* local memory */
/* bits 8-15: the operation (enum perf_hw_cache_op_id) */
#define PERF_COUNT_HW_CACHE_OP_READ             0
#define PERF_COUNT_HW_CACHE_OP_WRITE            1
#define PERF_COUNT_HW_CACHE_OP_PREFETCH         2
/* bits 16-23: the result (enum perf_hw_cache_op_result_id) */
#define PERF_COUNT_HW_CACHE_RESULT_ACCESS       0
#define PERF_COUNT_HW_CACHE_RESULT_MISS         1

/* PERF_TYPE_SOFTWARE config (enum perf_sw_ids) */
#define PERF_COUNT_SW_CPU_CLOCK                 0
#define PERF_COUNT_SW_TASK_CLOCK                1
#define PERF_COUNT_SW_PAGE_FAULTS               2
#define PERF_COUNT_SW_CONTEXT_SWITCHES          3
#define PERF_COUNT_SW_CPU_MIGRATIONS            4
#define PERF_COUNT_SW_PAGE_FAULTS_MIN           5
#define PERF_COUNT_SW_PAGE_FAULTS_MAJ           6
#define PERF_COUNT_SW_ALIGNMENT_FAULTS          7
#define PERF_COUNT_SW_EMULATION_FAULTS          8
#define PERF_COUNT_SW_DUMMY                     9       /* counts nothing: for records */
#define PERF_COUNT_SW_BPF_OUTPUT                10      /* bpf_perf_event_output() */
#define PERF_COUNT_SW_CGROUP_SWITCHES           11

/* sample_type: what a PERF_RECORD_SAMPLE holds, in this order
   (enum perf_event_sample_format) */
#define PERF_SAMPLE_IP                  (1 << 0)
#define PERF_SAMPLE_TID                 (1 << 1)
#define PERF_SAMPLE_TIME                (1 << 2)
#define PERF_SAMPLE_ADDR                (1 << 3)
#define PERF_SAMPLE_READ                (1 << 4)
#define PERF_SAMPLE_CALLCHAIN           (1 << 5)
#define PERF_SAMPLE_ID                  (1 << 6)
#define PERF_SAMPLE_CPU                 (1 << 7)
#define PERF_SAMPLE_PERIOD              (1 << 8)
#define PERF_SAMPLE_STREAM_ID           (1 << 9)
#define PERF_SAMPLE_RAW                 (1 << 10)
#define PERF_SAMPLE_BRANCH_STACK        (1 << 11)
#define PERF_SAMPLE_REGS_USER           (1 << 12)
#define PERF_SAMPLE_STACK_USER          (1 << 13)
#define PERF_SAMPLE_WEIGHT              (1 << 14)
#define PERF_SAMPLE_DATA_SRC            (1 << 15)
#define PERF_SAMPLE_IDENTIFIER          (1 << 16)
#define PERF_SAMPLE_TRANSACTION         (1 << 17)
#define PERF_SAMPLE_REGS_INTR           (1 << 18)
#define PERF_SAMPLE_PHYS_ADDR           (1 << 19)
#define PERF_SAMPLE_AUX                 (1 << 20)
#define PERF_SAMPLE_CGROUP              (1 << 21)
#define PERF_SAMPLE_DATA_PAGE_SIZE      (1 << 22)
#define PERF_SAMPLE_CODE_PAGE_SIZE      (1 << 23)
#define PERF_SAMPLE_WEIGHT_STRUCT       (1 << 24)   /* the weight as union linuxabi_perf_sample_weight */
/* either weight bit */
#define PERF_SAMPLE_WEIGHT_TYPE         (PERF_SAMPLE_WEIGHT | PERF_SAMPLE_WEIGHT_STRUCT)

/* branch_sample_type: bit numbers (enum perf_branch_sample_type_shift) */
#define PERF_SAMPLE_BRANCH_USER_SHIFT           0
#define PERF_SAMPLE_BRANCH_KERNEL_SHIFT         1
#define PERF_SAMPLE_BRANCH_HV_SHIFT             2
#define PERF_SAMPLE_BRANCH_ANY_SHIFT            3
#define PERF_SAMPLE_BRANCH_ANY_CALL_SHIFT       4
#define PERF_SAMPLE_BRANCH_ANY_RETURN_SHIFT     5
#define PERF_SAMPLE_BRANCH_IND_CALL_SHIFT       6
#define PERF_SAMPLE_BRANCH_ABORT_TX_SHIFT       7
#define PERF_SAMPLE_BRANCH_IN_TX_SHIFT          8
#define PERF_SAMPLE_BRANCH_NO_TX_SHIFT          9
#define PERF_SAMPLE_BRANCH_COND_SHIFT           10
#define PERF_SAMPLE_BRANCH_CALL_STACK_SHIFT     11
#define PERF_SAMPLE_BRANCH_IND_JUMP_SHIFT       12
#define PERF_SAMPLE_BRANCH_CALL_SHIFT           13
#define PERF_SAMPLE_BRANCH_NO_FLAGS_SHIFT       14
#define PERF_SAMPLE_BRANCH_NO_CYCLES_SHIFT      15
#define PERF_SAMPLE_BRANCH_TYPE_SAVE_SHIFT      16
#define PERF_SAMPLE_BRANCH_HW_INDEX_SHIFT       17
#define PERF_SAMPLE_BRANCH_PRIV_SAVE_SHIFT      18
#define PERF_SAMPLE_BRANCH_COUNTERS_SHIFT       19

/* branch_sample_type: the bits (enum perf_branch_sample_type) */
#define PERF_SAMPLE_BRANCH_USER         (1 << 0)    /* branches to user space */
#define PERF_SAMPLE_BRANCH_KERNEL       (1 << 1)
#define PERF_SAMPLE_BRANCH_HV           (1 << 2)    /* to the hypervisor */
#define PERF_SAMPLE_BRANCH_ANY          (1 << 3)    /* any kind of branch */
#define PERF_SAMPLE_BRANCH_ANY_CALL     (1 << 4)
#define PERF_SAMPLE_BRANCH_ANY_RETURN   (1 << 5)
#define PERF_SAMPLE_BRANCH_IND_CALL     (1 << 6)
#define PERF_SAMPLE_BRANCH_ABORT_TX     (1 << 7)    /* transaction aborts */
#define PERF_SAMPLE_BRANCH_IN_TX        (1 << 8)
#define PERF_SAMPLE_BRANCH_NO_TX        (1 << 9)
#define PERF_SAMPLE_BRANCH_COND         (1 << 10)
#define PERF_SAMPLE_BRANCH_CALL_STACK   (1 << 11)   /* the call/return stack */
#define PERF_SAMPLE_BRANCH_IND_JUMP     (1 << 12)
#define PERF_SAMPLE_BRANCH_CALL         (1 << 13)   /* direct calls */
#define PERF_SAMPLE_BRANCH_NO_FLAGS     (1 << 14)   /* without the entries' flags */
#define PERF_SAMPLE_BRANCH_NO_CYCLES    (1 << 15)   /* without their cycles */
#define PERF_SAMPLE_BRANCH_TYPE_SAVE    (1 << 16)   /* with their PERF_BR_* type */
#define PERF_SAMPLE_BRANCH_HW_INDEX     (1 << 17)   /* with the hardware's index */
#define PERF_SAMPLE_BRANCH_PRIV_SAVE    (1 << 18)   /* with their PERF_BR_PRIV_* */
#define PERF_SAMPLE_BRANCH_COUNTERS     (1 << 19)   /* with event counts per branch */
/* the three privilege levels */
#define PERF_SAMPLE_BRANCH_PLM_ALL      (PERF_SAMPLE_BRANCH_USER | PERF_SAMPLE_BRANCH_KERNEL | PERF_SAMPLE_BRANCH_HV)

/* a branch entry's type field */
#define PERF_BR_UNKNOWN                 0
#define PERF_BR_COND                    1
#define PERF_BR_UNCOND                  2
#define PERF_BR_IND                     3
#define PERF_BR_CALL                    4
#define PERF_BR_IND_CALL                5
#define PERF_BR_RET                     6
#define PERF_BR_SYSCALL                 7
#define PERF_BR_SYSRET                  8
#define PERF_BR_COND_CALL               9
#define PERF_BR_COND_RET                10
#define PERF_BR_ERET                    11      /* an exception return */
#define PERF_BR_IRQ                     12
#define PERF_BR_SERROR                  13      /* a system error */
#define PERF_BR_NO_TX                   14      /* not in a transaction */
#define PERF_BR_EXTEND_ABI              15      /* the type is in new_type */

/* a branch entry's spec field: speculation */
#define PERF_BR_SPEC_NA                 0
#define PERF_BR_SPEC_WRONG_PATH         1       /* speculative, wrong path */
#define PERF_BR_NON_SPEC_CORRECT_PATH   2       /* not speculative, correct path */
#define PERF_BR_SPEC_CORRECT_PATH       3       /* speculative, correct path */

/* a branch entry's new_type field */
#define PERF_BR_NEW_FAULT_ALGN          0       /* an alignment fault */
#define PERF_BR_NEW_FAULT_DATA          1
#define PERF_BR_NEW_FAULT_INST          2
#define PERF_BR_NEW_ARCH_1              3       /* 1 to 5: the architecture's */
#define PERF_BR_NEW_ARCH_2              4
#define PERF_BR_NEW_ARCH_3              5
#define PERF_BR_NEW_ARCH_4              6
#define PERF_BR_NEW_ARCH_5              7
/* arm64's */
#define PERF_BR_ARM64_FIQ               PERF_BR_NEW_ARCH_1
#define PERF_BR_ARM64_DEBUG_HALT        PERF_BR_NEW_ARCH_2
#define PERF_BR_ARM64_DEBUG_EXIT        PERF_BR_NEW_ARCH_3
#define PERF_BR_ARM64_DEBUG_INST        PERF_BR_NEW_ARCH_4
#define PERF_BR_ARM64_DEBUG_DATA        PERF_BR_NEW_ARCH_5

/* a branch entry's priv field */
#define PERF_BR_PRIV_UNKNOWN            0
#define PERF_BR_PRIV_USER               1
#define PERF_BR_PRIV_KERNEL             2
#define PERF_BR_PRIV_HV                 3

/* the ABI of the registers a sample holds (enum perf_sample_regs_abi) */
#define PERF_SAMPLE_REGS_ABI_NONE       0       /* none were taken */
#define PERF_SAMPLE_REGS_ABI_32         1
#define PERF_SAMPLE_REGS_ABI_64         2

/* PERF_SAMPLE_TRANSACTION's word: flags, and an abort code above */
#define PERF_TXN_ELISION                (1 << 0)
#define PERF_TXN_TRANSACTION            (1 << 1)
#define PERF_TXN_SYNC                   (1 << 2)    /* the instruction caused the abort */
#define PERF_TXN_ASYNC                  (1 << 3)    /* it did not */
#define PERF_TXN_RETRY                  (1 << 4)    /* a retry may succeed */
#define PERF_TXN_CONFLICT               (1 << 5)
#define PERF_TXN_CAPACITY_WRITE         (1 << 6)
#define PERF_TXN_CAPACITY_READ          (1 << 7)
#if defined(__LP64__) || defined(_LP64)
#define PERF_TXN_ABORT_MASK             0xffffffff00000000UL
#else
#define PERF_TXN_ABORT_MASK             0xffffffff00000000ULL
#endif
#define PERF_TXN_ABORT_SHIFT            32

/* read_format: what read(2) of the counter returns
   (enum perf_event_read_format) */
#define PERF_FORMAT_TOTAL_TIME_ENABLED  (1 << 0)
#define PERF_FORMAT_TOTAL_TIME_RUNNING  (1 << 1)
#define PERF_FORMAT_ID                  (1 << 2)
#define PERF_FORMAT_GROUP               (1 << 3)    /* the whole group's */
#define PERF_FORMAT_LOST                (1 << 4)    /* lost samples */

/* struct linuxabi_perf_event_attr size, by version: each adds members */
#define PERF_ATTR_SIZE_VER0             64      /* the first */
#define PERF_ATTR_SIZE_VER1             72      /* config2 */
#define PERF_ATTR_SIZE_VER2             80      /* branch_sample_type */
#define PERF_ATTR_SIZE_VER3             96      /* sample_regs_user, sample_stack_user */
#define PERF_ATTR_SIZE_VER4             104     /* sample_regs_intr */
#define PERF_ATTR_SIZE_VER5             112     /* aux_watermark */
#define PERF_ATTR_SIZE_VER6             120     /* aux_sample_size */
#define PERF_ATTR_SIZE_VER7             128     /* sig_data */
#define PERF_ATTR_SIZE_VER8             136     /* config3 */
#define PERF_ATTR_SIZE_VER9             144     /* config4 */

/* the kernel's anonymous unions of the attr, as named ones */
union linuxabi_perf_event_attr_sample {
    uint64_t sample_period;             /* events between samples */
    uint64_t sample_freq;               /* samples a second, with FREQ */
};

union linuxabi_perf_event_attr_wakeup {
    uint32_t wakeup_events;             /* wake up every n samples */
    uint32_t wakeup_watermark;          /* bytes, with WATERMARK */
};

union linuxabi_perf_event_attr_config1 {
    uint64_t bp_addr;                   /* PERF_TYPE_BREAKPOINT */
    uint64_t kprobe_func;               /* kprobe PMU: the function's name */
    uint64_t uprobe_path;               /* uprobe PMU: the file's path */
    uint64_t config1;                   /* the PMU's */
};

union linuxabi_perf_event_attr_config2 {
    uint64_t bp_len;                    /* PERF_TYPE_BREAKPOINT */
    uint64_t kprobe_addr;               /* kprobe PMU, without kprobe_func */
    uint64_t probe_offset;              /* kprobe and uprobe PMUs */
    uint64_t config2;                   /* the PMU's */
};

/* perf_event_open(2)'s first argument */
struct linuxabi_perf_event_attr {
    uint32_t type;                      /* PERF_TYPE_*, or a PMU's */
    uint32_t size;                      /* sizeof, or a PERF_ATTR_SIZE_VER* */
    uint64_t config;                    /* the event, per type */
    union linuxabi_perf_event_attr_sample u_sample;
    uint64_t sample_type;               /* PERF_SAMPLE_* */
    uint64_t read_format;               /* PERF_FORMAT_* */
    uint64_t flags;                     /* bitfields: LINUXABI_PERF_ATTR_* */
    union linuxabi_perf_event_attr_wakeup u_wakeup;
    uint32_t bp_type;                   /* HW_BREAKPOINT_* */
    union linuxabi_perf_event_attr_config1 u_config1;
    union linuxabi_perf_event_attr_config2 u_config2;
    uint64_t branch_sample_type;        /* PERF_SAMPLE_BRANCH_* */
    uint64_t sample_regs_user;          /* a mask of the arch's registers */
    uint32_t sample_stack_user;         /* bytes of user stack to sample */
    int32_t  clockid;                   /* with USE_CLOCKID */
    uint64_t sample_regs_intr;          /* registers at the interrupt */
    uint32_t aux_watermark;             /* AUX bytes before a wakeup */
    uint16_t sample_max_stack;          /* callchain frames */
    uint16_t __reserved_2;
    uint32_t aux_sample_size;           /* PERF_SAMPLE_AUX bytes */
    uint32_t aux_action;                /* bitfields: LINUXABI_PERF_ATTR_AUX_* */
    uint64_t sig_data;                  /* si_perf_data of SIGTRAP */
    uint64_t config3;                   /* the PMU's */
    uint64_t config4;                   /* the PMU's */
};

/* struct linuxabi_perf_event_attr flags: the bit of each 1-bit field,
   the lowest bit of the wider precise_ip */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_PERF_ATTR_DISABLED_BIT         63  /* off until PERF_EVENT_IOC_ENABLE */
#define LINUXABI_PERF_ATTR_INHERIT_BIT          62  /* children inherit the counter */
#define LINUXABI_PERF_ATTR_PINNED_BIT           61  /* always on the PMU */
#define LINUXABI_PERF_ATTR_EXCLUSIVE_BIT        60  /* the only group on the PMU */
#define LINUXABI_PERF_ATTR_EXCLUDE_USER_BIT     59
#define LINUXABI_PERF_ATTR_EXCLUDE_KERNEL_BIT   58
#define LINUXABI_PERF_ATTR_EXCLUDE_HV_BIT       57
#define LINUXABI_PERF_ATTR_EXCLUDE_IDLE_BIT     56
#define LINUXABI_PERF_ATTR_MMAP_BIT             55  /* PERF_RECORD_MMAP records */
#define LINUXABI_PERF_ATTR_COMM_BIT             54  /* PERF_RECORD_COMM records */
#define LINUXABI_PERF_ATTR_FREQ_BIT             53  /* u_sample is sample_freq */
#define LINUXABI_PERF_ATTR_INHERIT_STAT_BIT     52  /* per-task counts */
#define LINUXABI_PERF_ATTR_ENABLE_ON_EXEC_BIT   51
#define LINUXABI_PERF_ATTR_TASK_BIT             50  /* PERF_RECORD_FORK/EXIT records */
#define LINUXABI_PERF_ATTR_WATERMARK_BIT        49  /* u_wakeup is wakeup_watermark */
#define LINUXABI_PERF_ATTR_PRECISE_IP_SHIFT     47  /* skid constraint, 0 to 3 */
#define LINUXABI_PERF_ATTR_MMAP_DATA_BIT        46  /* mmap records of non-executable maps */
#define LINUXABI_PERF_ATTR_SAMPLE_ID_ALL_BIT    45  /* sample_type ids on every record */
#define LINUXABI_PERF_ATTR_EXCLUDE_HOST_BIT     44
#define LINUXABI_PERF_ATTR_EXCLUDE_GUEST_BIT    43
#define LINUXABI_PERF_ATTR_EXCLUDE_CALLCHAIN_KERNEL_BIT 42
#define LINUXABI_PERF_ATTR_EXCLUDE_CALLCHAIN_USER_BIT 41
#define LINUXABI_PERF_ATTR_MMAP2_BIT            40  /* PERF_RECORD_MMAP2 records */
#define LINUXABI_PERF_ATTR_COMM_EXEC_BIT        39  /* flag comm records of an exec */
#define LINUXABI_PERF_ATTR_USE_CLOCKID_BIT      38  /* times from clockid */
#define LINUXABI_PERF_ATTR_CONTEXT_SWITCH_BIT   37  /* PERF_RECORD_SWITCH records */
#define LINUXABI_PERF_ATTR_WRITE_BACKWARD_BIT   36  /* the ring buffer is written backward */
#define LINUXABI_PERF_ATTR_NAMESPACES_BIT       35  /* PERF_RECORD_NAMESPACES records */
#define LINUXABI_PERF_ATTR_KSYMBOL_BIT          34  /* PERF_RECORD_KSYMBOL records */
#define LINUXABI_PERF_ATTR_BPF_EVENT_BIT        33  /* PERF_RECORD_BPF_EVENT records */
#define LINUXABI_PERF_ATTR_AUX_OUTPUT_BIT       32  /* AUX records instead of samples */
#define LINUXABI_PERF_ATTR_CGROUP_BIT           31  /* PERF_RECORD_CGROUP records */
#define LINUXABI_PERF_ATTR_TEXT_POKE_BIT        30  /* PERF_RECORD_TEXT_POKE records */
#define LINUXABI_PERF_ATTR_BUILD_ID_BIT         29  /* build ids in mmap2 records */
#define LINUXABI_PERF_ATTR_INHERIT_THREAD_BIT   28  /* inherited by CLONE_THREAD children only */
#define LINUXABI_PERF_ATTR_REMOVE_ON_EXEC_BIT   27
#define LINUXABI_PERF_ATTR_SIGTRAP_BIT          26  /* a synchronous SIGTRAP on overflow */
#define LINUXABI_PERF_ATTR_DEFER_CALLCHAIN_BIT  25  /* PERF_RECORD_CALLCHAIN_DEFERRED requested */
#define LINUXABI_PERF_ATTR_DEFER_OUTPUT_BIT     24  /* PERF_RECORD_CALLCHAIN_DEFERRED written */
#else
#define LINUXABI_PERF_ATTR_DISABLED_BIT         0   /* off until PERF_EVENT_IOC_ENABLE */
#define LINUXABI_PERF_ATTR_INHERIT_BIT          1   /* children inherit the counter */
#define LINUXABI_PERF_ATTR_PINNED_BIT           2   /* always on the PMU */
#define LINUXABI_PERF_ATTR_EXCLUSIVE_BIT        3   /* the only group on the PMU */
#define LINUXABI_PERF_ATTR_EXCLUDE_USER_BIT     4
#define LINUXABI_PERF_ATTR_EXCLUDE_KERNEL_BIT   5
#define LINUXABI_PERF_ATTR_EXCLUDE_HV_BIT       6
#define LINUXABI_PERF_ATTR_EXCLUDE_IDLE_BIT     7
#define LINUXABI_PERF_ATTR_MMAP_BIT             8   /* PERF_RECORD_MMAP records */
#define LINUXABI_PERF_ATTR_COMM_BIT             9   /* PERF_RECORD_COMM records */
#define LINUXABI_PERF_ATTR_FREQ_BIT             10  /* u_sample is sample_freq */
#define LINUXABI_PERF_ATTR_INHERIT_STAT_BIT     11  /* per-task counts */
#define LINUXABI_PERF_ATTR_ENABLE_ON_EXEC_BIT   12
#define LINUXABI_PERF_ATTR_TASK_BIT             13  /* PERF_RECORD_FORK/EXIT records */
#define LINUXABI_PERF_ATTR_WATERMARK_BIT        14  /* u_wakeup is wakeup_watermark */
#define LINUXABI_PERF_ATTR_PRECISE_IP_SHIFT     15  /* skid constraint, 0 to 3 */
#define LINUXABI_PERF_ATTR_MMAP_DATA_BIT        17  /* mmap records of non-executable maps */
#define LINUXABI_PERF_ATTR_SAMPLE_ID_ALL_BIT    18  /* sample_type ids on every record */
#define LINUXABI_PERF_ATTR_EXCLUDE_HOST_BIT     19
#define LINUXABI_PERF_ATTR_EXCLUDE_GUEST_BIT    20
#define LINUXABI_PERF_ATTR_EXCLUDE_CALLCHAIN_KERNEL_BIT 21
#define LINUXABI_PERF_ATTR_EXCLUDE_CALLCHAIN_USER_BIT 22
#define LINUXABI_PERF_ATTR_MMAP2_BIT            23  /* PERF_RECORD_MMAP2 records */
#define LINUXABI_PERF_ATTR_COMM_EXEC_BIT        24  /* flag comm records of an exec */
#define LINUXABI_PERF_ATTR_USE_CLOCKID_BIT      25  /* times from clockid */
#define LINUXABI_PERF_ATTR_CONTEXT_SWITCH_BIT   26  /* PERF_RECORD_SWITCH records */
#define LINUXABI_PERF_ATTR_WRITE_BACKWARD_BIT   27  /* the ring buffer is written backward */
#define LINUXABI_PERF_ATTR_NAMESPACES_BIT       28  /* PERF_RECORD_NAMESPACES records */
#define LINUXABI_PERF_ATTR_KSYMBOL_BIT          29  /* PERF_RECORD_KSYMBOL records */
#define LINUXABI_PERF_ATTR_BPF_EVENT_BIT        30  /* PERF_RECORD_BPF_EVENT records */
#define LINUXABI_PERF_ATTR_AUX_OUTPUT_BIT       31  /* AUX records instead of samples */
#define LINUXABI_PERF_ATTR_CGROUP_BIT           32  /* PERF_RECORD_CGROUP records */
#define LINUXABI_PERF_ATTR_TEXT_POKE_BIT        33  /* PERF_RECORD_TEXT_POKE records */
#define LINUXABI_PERF_ATTR_BUILD_ID_BIT         34  /* build ids in mmap2 records */
#define LINUXABI_PERF_ATTR_INHERIT_THREAD_BIT   35  /* inherited by CLONE_THREAD children only */
#define LINUXABI_PERF_ATTR_REMOVE_ON_EXEC_BIT   36
#define LINUXABI_PERF_ATTR_SIGTRAP_BIT          37  /* a synchronous SIGTRAP on overflow */
#define LINUXABI_PERF_ATTR_DEFER_CALLCHAIN_BIT  38  /* PERF_RECORD_CALLCHAIN_DEFERRED requested */
#define LINUXABI_PERF_ATTR_DEFER_OUTPUT_BIT     39  /* PERF_RECORD_CALLCHAIN_DEFERRED written */
#endif
#define LINUXABI_PERF_ATTR_PRECISE_IP_WIDTH     2
/* struct linuxabi_perf_event_attr aux_action: the bit of each field */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_PERF_ATTR_AUX_START_PAUSED_BIT 31  /* start AUX tracing paused */
#define LINUXABI_PERF_ATTR_AUX_PAUSE_BIT        30  /* pause AUX tracing on overflow */
#define LINUXABI_PERF_ATTR_AUX_RESUME_BIT       29  /* resume AUX tracing on overflow */
#else
#define LINUXABI_PERF_ATTR_AUX_START_PAUSED_BIT 0   /* start AUX tracing paused */
#define LINUXABI_PERF_ATTR_AUX_PAUSE_BIT        1   /* pause AUX tracing on overflow */
#define LINUXABI_PERF_ATTR_AUX_RESUME_BIT       2   /* resume AUX tracing on overflow */
#endif

/* PERF_EVENT_IOC_QUERY_BPF: ids_len uint32_t ids follow, of which the
   kernel fills prog_cnt */
struct linuxabi_perf_event_query_bpf {
    uint32_t ids_len;                   /* room for ids, in */
    uint32_t prog_cnt;                  /* BPF programs attached, out */
};

/* ioctl(2) requests of the counter's file descriptor; the four whose
   argument is a pointer type in the kernel's header (SET_FILTER, ID,
   QUERY_BPF, MODIFY_ATTRIBUTES) have a pointer's size in their number,
   so they come from <linuxabi-arch/perf_event-ptr.h>, included above */
#define PERF_EVENT_IOC_ENABLE           LINUXABI_IO('$', 0)     /* arg: 0 or PERF_IOC_FLAG_GROUP */
#define PERF_EVENT_IOC_DISABLE          LINUXABI_IO('$', 1)
#define PERF_EVENT_IOC_REFRESH          LINUXABI_IO('$', 2)     /* arg: overflows before disabling */
#define PERF_EVENT_IOC_RESET            LINUXABI_IO('$', 3)
#define PERF_EVENT_IOC_PERIOD           LINUXABI_IOW('$', 4, uint64_t)  /* arg: uint64_t * */
#define PERF_EVENT_IOC_SET_OUTPUT       LINUXABI_IO('$', 5)     /* arg: another counter's fd, or -1 */
#define PERF_EVENT_IOC_SET_BPF          LINUXABI_IOW('$', 8, uint32_t)  /* arg: a BPF program's fd */
#define PERF_EVENT_IOC_PAUSE_OUTPUT     LINUXABI_IOW('$', 9, uint32_t)  /* arg: 1 pauses, 0 resumes */
/* PERF_EVENT_IOC_ENABLE, _DISABLE, _RESET, _REFRESH argument
   (enum perf_event_ioc_flags) */
#define PERF_IOC_FLAG_GROUP             (1 << 0)        /* the whole group */

/* the first page of the counter's mmap(2) */
struct linuxabi_perf_event_mmap_page {
    uint32_t version;
    uint32_t compat_version;            /* the oldest version it reads as */
    uint32_t lock;                      /* a seqlock over what follows */
    uint32_t index;                     /* the hardware counter + 1, or 0 */
    int64_t  offset;                    /* add to the counter's value */
    uint64_t time_enabled;              /* ns */
    uint64_t time_running;              /* ns */
    uint64_t capabilities;              /* bitfields: LINUXABI_PERF_CAP_* */
    uint16_t pmc_width;                 /* bits of the hardware counter */
    uint16_t time_shift;                /* cycles to ns: */
    uint32_t time_mult;                 /* (cycles * mult) >> shift */
    uint64_t time_offset;               /* + offset */
    uint64_t time_zero;                 /* ns at cycle 0 */
    uint32_t size;                      /* bytes up to __reserved */
    uint32_t __reserved_1;
    uint64_t time_cycles;
    uint64_t time_mask;
    uint8_t  __reserved[928];           /* to 1024 bytes */
    uint64_t data_head;                 /* where the kernel writes next */
    uint64_t data_tail;                 /* written by the reader */
    uint64_t data_offset;               /* of the ring in the mapping */
    uint64_t data_size;
    uint64_t aux_head;                  /* the AUX area, as data_* */
    uint64_t aux_tail;
    uint64_t aux_offset;
    uint64_t aux_size;
};

/* struct linuxabi_perf_event_mmap_page capabilities: the bit of each
   field */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_PERF_CAP_BIT0_BIT              63  /* always 0: deprecated */
#define LINUXABI_PERF_CAP_BIT0_IS_DEPRECATED_BIT 62 /* always 1 */
#define LINUXABI_PERF_CAP_USER_RDPMC_BIT        61  /* the counter can be read with rdpmc */
#define LINUXABI_PERF_CAP_USER_TIME_BIT         60  /* time_shift, time_mult, time_offset are valid */
#define LINUXABI_PERF_CAP_USER_TIME_ZERO_BIT    59  /* time_zero is valid */
#define LINUXABI_PERF_CAP_USER_TIME_SHORT_BIT   58  /* time_cycles, time_mask are valid */
#else
#define LINUXABI_PERF_CAP_BIT0_BIT              0   /* always 0: deprecated */
#define LINUXABI_PERF_CAP_BIT0_IS_DEPRECATED_BIT 1  /* always 1 */
#define LINUXABI_PERF_CAP_USER_RDPMC_BIT        2   /* the counter can be read with rdpmc */
#define LINUXABI_PERF_CAP_USER_TIME_BIT         3   /* time_shift, time_mult, time_offset are valid */
#define LINUXABI_PERF_CAP_USER_TIME_ZERO_BIT    4   /* time_zero is valid */
#define LINUXABI_PERF_CAP_USER_TIME_SHORT_BIT   5   /* time_cycles, time_mask are valid */
#endif

/* struct linuxabi_perf_event_header misc: the CPU mode, bits 0-2 */
#define PERF_RECORD_MISC_CPUMODE_MASK           (7 << 0)
#define PERF_RECORD_MISC_CPUMODE_UNKNOWN        (0 << 0)
#define PERF_RECORD_MISC_KERNEL                 (1 << 0)
#define PERF_RECORD_MISC_USER                   (2 << 0)
#define PERF_RECORD_MISC_HYPERVISOR             (3 << 0)
#define PERF_RECORD_MISC_GUEST_KERNEL           (4 << 0)
#define PERF_RECORD_MISC_GUEST_USER             (5 << 0)
/* and bits whose meaning depends on the record's type */
#define PERF_RECORD_MISC_PROC_MAP_PARSE_TIMEOUT (1 << 12)   /* perf tool's */
#define PERF_RECORD_MISC_MMAP_DATA              (1 << 13)   /* MMAP, MMAP2: not executable */
#define PERF_RECORD_MISC_COMM_EXEC              (1 << 13)   /* COMM: at an exec */
#define PERF_RECORD_MISC_FORK_EXEC              (1 << 13)   /* FORK: perf tool's */
#define PERF_RECORD_MISC_SWITCH_OUT             (1 << 13)   /* SWITCH*: out, not in */
#define PERF_RECORD_MISC_EXACT_IP               (1 << 14)   /* SAMPLE: the ip is exact */
#define PERF_RECORD_MISC_SWITCH_OUT_PREEMPT     (1 << 14)   /* SWITCH*: preempted */
#define PERF_RECORD_MISC_MMAP_BUILD_ID          (1 << 14)   /* MMAP2: a build id, not dev/ino */
#define PERF_RECORD_MISC_EXT_RESERVED           (1 << 15)

/* each record of the ring buffer starts with this */
struct linuxabi_perf_event_header {
    uint32_t type;                      /* PERF_RECORD_* */
    uint16_t misc;                      /* PERF_RECORD_MISC_* */
    uint16_t size;                      /* of the whole record */
};

/* PERF_RECORD_NAMESPACES: one a namespace, indexed by *_NS_INDEX */
struct linuxabi_perf_ns_link_info {
    uint64_t dev;
    uint64_t ino;
};

/* indexes of PERF_RECORD_NAMESPACES's link_info array */
#define NET_NS_INDEX                    0
#define UTS_NS_INDEX                    1
#define IPC_NS_INDEX                    2
#define PID_NS_INDEX                    3
#define USER_NS_INDEX                   4
#define MNT_NS_INDEX                    5
#define CGROUP_NS_INDEX                 6

/* struct linuxabi_perf_event_header type (enum perf_event_type) */
#define PERF_RECORD_MMAP                1
#define PERF_RECORD_LOST                2
#define PERF_RECORD_COMM                3
#define PERF_RECORD_EXIT                4
#define PERF_RECORD_THROTTLE            5
#define PERF_RECORD_UNTHROTTLE          6
#define PERF_RECORD_FORK                7
#define PERF_RECORD_READ                8
#define PERF_RECORD_SAMPLE              9
#define PERF_RECORD_MMAP2               10
#define PERF_RECORD_AUX                 11
#define PERF_RECORD_ITRACE_START        12
#define PERF_RECORD_LOST_SAMPLES        13
#define PERF_RECORD_SWITCH              14
#define PERF_RECORD_SWITCH_CPU_WIDE     15
#define PERF_RECORD_NAMESPACES          16
#define PERF_RECORD_KSYMBOL             17
#define PERF_RECORD_BPF_EVENT           18
#define PERF_RECORD_CGROUP              19
#define PERF_RECORD_TEXT_POKE           20
#define PERF_RECORD_AUX_OUTPUT_HW_ID    21
#define PERF_RECORD_CALLCHAIN_DEFERRED  22

/* PERF_RECORD_KSYMBOL ksym_type (enum perf_record_ksymbol_type) */
#define PERF_RECORD_KSYMBOL_TYPE_UNKNOWN        0
#define PERF_RECORD_KSYMBOL_TYPE_BPF            1
#define PERF_RECORD_KSYMBOL_TYPE_OOL            2       /* out-of-line code */
/* and its flags */
#define PERF_RECORD_KSYMBOL_FLAGS_UNREGISTER    (1 << 0)

/* PERF_RECORD_BPF_EVENT type (enum perf_bpf_event_type) */
#define PERF_BPF_EVENT_UNKNOWN          0
#define PERF_BPF_EVENT_PROG_LOAD        1
#define PERF_BPF_EVENT_PROG_UNLOAD      2

/* the default of the sysctls kernel.perf_event_max_stack and
   kernel.perf_event_max_contexts_per_stack */
#define PERF_MAX_STACK_DEPTH            127
#define PERF_MAX_CONTEXTS_PER_STACK     8

/* PERF_SAMPLE_CALLCHAIN: markers among the addresses, for the context
   the next ones are in (enum perf_callchain_context); any value from
   PERF_CONTEXT_MAX up is one */
#if defined(__LP64__) || defined(_LP64)
#define PERF_CONTEXT_HV                 0xffffffffffffffe0UL    /* -32 */
#define PERF_CONTEXT_KERNEL             0xffffffffffffff80UL    /* -128 */
#define PERF_CONTEXT_USER               0xfffffffffffffe00UL    /* -512 */
#define PERF_CONTEXT_USER_DEFERRED      0xfffffffffffffd80UL    /* -640: a cookie follows */
#define PERF_CONTEXT_GUEST              0xfffffffffffff800UL    /* -2048 */
#define PERF_CONTEXT_GUEST_KERNEL       0xfffffffffffff780UL    /* -2176 */
#define PERF_CONTEXT_GUEST_USER         0xfffffffffffff600UL    /* -2560 */
#define PERF_CONTEXT_MAX                0xfffffffffffff001UL    /* -4095 */
#else
#define PERF_CONTEXT_HV                 0xffffffffffffffe0ULL
#define PERF_CONTEXT_KERNEL             0xffffffffffffff80ULL
#define PERF_CONTEXT_USER               0xfffffffffffffe00ULL
#define PERF_CONTEXT_USER_DEFERRED      0xfffffffffffffd80ULL
#define PERF_CONTEXT_GUEST              0xfffffffffffff800ULL
#define PERF_CONTEXT_GUEST_KERNEL       0xfffffffffffff780ULL
#define PERF_CONTEXT_GUEST_USER         0xfffffffffffff600ULL
#define PERF_CONTEXT_MAX                0xfffffffffffff001ULL
#endif

/* PERF_RECORD_AUX flags */
#define PERF_AUX_FLAG_TRUNCATED         0x0001  /* the record was cut short */
#define PERF_AUX_FLAG_OVERWRITE         0x0002  /* a snapshot of overwrite mode */
#define PERF_AUX_FLAG_PARTIAL           0x0004  /* with gaps */
#define PERF_AUX_FLAG_COLLISION         0x0008  /* a sample collided */
#define PERF_AUX_FLAG_PMU_FORMAT_TYPE_MASK 0xff00       /* the PMU's trace format */
/* the CoreSight PMU's formats */
#define PERF_AUX_FLAG_CORESIGHT_FORMAT_CORESIGHT 0x0000
#define PERF_AUX_FLAG_CORESIGHT_FORMAT_RAW      0x0100

/* perf_event_open(2) flags; the kernel's type is unsigned long */
#define PERF_FLAG_FD_NO_GROUP           (1UL << 0)
#define PERF_FLAG_FD_OUTPUT             (1UL << 1)
#define PERF_FLAG_PID_CGROUP            (1UL << 2)      /* pid is a cgroup's fd */
#define PERF_FLAG_FD_CLOEXEC            (1UL << 3)

/* PERF_SAMPLE_DATA_SRC: fields of one 64-bit word, at the same bit
   positions on every ABI (the kernel declares its bitfields in reverse
   on big-endian ABIs); each field's values are below its _SHIFT */
union linuxabi_perf_mem_data_src {
    uint64_t val;
};

/* mem_op, bits 0-4 */
#define PERF_MEM_OP_NA                  0x0001
#define PERF_MEM_OP_LOAD                0x0002
#define PERF_MEM_OP_STORE               0x0004
#define PERF_MEM_OP_PFETCH              0x0008
#define PERF_MEM_OP_EXEC                0x0010
#define PERF_MEM_OP_SHIFT               0
#define LINUXABI_PERF_MEM_OP_WIDTH      5
/* mem_lvl, bits 5-18 */
#define PERF_MEM_LVL_NA                 0x0001
#define PERF_MEM_LVL_HIT                0x0002
#define PERF_MEM_LVL_MISS               0x0004
#define PERF_MEM_LVL_L1                 0x0008
#define PERF_MEM_LVL_LFB                0x0010  /* the line fill buffer */
#define PERF_MEM_LVL_L2                 0x0020
#define PERF_MEM_LVL_L3                 0x0040
#define PERF_MEM_LVL_LOC_RAM            0x0080
#define PERF_MEM_LVL_REM_RAM1           0x0100  /* remote RAM, 1 hop */
#define PERF_MEM_LVL_REM_RAM2           0x0200
#define PERF_MEM_LVL_REM_CCE1           0x0400  /* a remote cache, 1 hop */
#define PERF_MEM_LVL_REM_CCE2           0x0800
#define PERF_MEM_LVL_IO                 0x1000
#define PERF_MEM_LVL_UNC                0x2000  /* uncached */
#define PERF_MEM_LVL_SHIFT              5
#define LINUXABI_PERF_MEM_LVL_WIDTH     14
/* mem_snoop, bits 19-23 */
#define PERF_MEM_SNOOP_NA               0x0001
#define PERF_MEM_SNOOP_NONE             0x0002
#define PERF_MEM_SNOOP_HIT              0x0004
#define PERF_MEM_SNOOP_MISS             0x0008
#define PERF_MEM_SNOOP_HITM             0x0010  /* hit a modified line */
#define PERF_MEM_SNOOP_SHIFT            19
#define LINUXABI_PERF_MEM_SNOOP_WIDTH   5
/* mem_lock, bits 24-25 */
#define PERF_MEM_LOCK_NA                0x0001
#define PERF_MEM_LOCK_LOCKED            0x0002
#define PERF_MEM_LOCK_SHIFT             24
#define LINUXABI_PERF_MEM_LOCK_WIDTH    2
/* mem_dtlb, bits 26-32 */
#define PERF_MEM_TLB_NA                 0x0001
#define PERF_MEM_TLB_HIT                0x0002
#define PERF_MEM_TLB_MISS               0x0004
#define PERF_MEM_TLB_L1                 0x0008
#define PERF_MEM_TLB_L2                 0x0010
#define PERF_MEM_TLB_WK                 0x0020  /* the hardware walker */
#define PERF_MEM_TLB_OS                 0x0040  /* the OS's fault handler */
#define PERF_MEM_TLB_SHIFT              26
#define LINUXABI_PERF_MEM_TLB_WIDTH     7
/* mem_lvl_num, bits 33-36: one value */
#define PERF_MEM_LVLNUM_L1              0x0001
#define PERF_MEM_LVLNUM_L2              0x0002
#define PERF_MEM_LVLNUM_L3              0x0003
#define PERF_MEM_LVLNUM_L4              0x0004
#define PERF_MEM_LVLNUM_L2_MHB          0x0005  /* L2's miss handling buffer */
#define PERF_MEM_LVLNUM_MSC             0x0006  /* a memory-side cache */
#define PERF_MEM_LVLNUM_L0              0x0007
#define PERF_MEM_LVLNUM_UNC             0x0008  /* uncached */
#define PERF_MEM_LVLNUM_CXL             0x0009
#define PERF_MEM_LVLNUM_IO              0x000a
#define PERF_MEM_LVLNUM_ANY_CACHE       0x000b
#define PERF_MEM_LVLNUM_LFB             0x000c  /* L1's miss handling buffer */
#define PERF_MEM_LVLNUM_RAM             0x000d
#define PERF_MEM_LVLNUM_PMEM            0x000e  /* persistent memory */
#define PERF_MEM_LVLNUM_NA              0x000f
#define PERF_MEM_LVLNUM_SHIFT           33
#define LINUXABI_PERF_MEM_LVLNUM_WIDTH  4
/* mem_remote, bit 37 */
#define PERF_MEM_REMOTE_REMOTE          0x0001
#define PERF_MEM_REMOTE_SHIFT           37
#define LINUXABI_PERF_MEM_REMOTE_WIDTH  1
/* mem_snoopx, bits 38-39 */
#define PERF_MEM_SNOOPX_FWD             0x0001  /* forwarded */
#define PERF_MEM_SNOOPX_PEER            0x0002  /* from a peer */
#define PERF_MEM_SNOOPX_SHIFT           38
#define LINUXABI_PERF_MEM_SNOOPX_WIDTH  2
/* mem_blk, bits 40-42: why the access was blocked */
#define PERF_MEM_BLK_NA                 0x0001
#define PERF_MEM_BLK_DATA               0x0002  /* data could not be forwarded */
#define PERF_MEM_BLK_ADDR               0x0004  /* an address conflict */
#define PERF_MEM_BLK_SHIFT              40
#define LINUXABI_PERF_MEM_BLK_WIDTH     3
/* mem_hops, bits 43-45: one value */
#define PERF_MEM_HOPS_0                 0x0001  /* another core, same node */
#define PERF_MEM_HOPS_1                 0x0002  /* another node, same socket */
#define PERF_MEM_HOPS_2                 0x0003  /* another socket, same board */
#define PERF_MEM_HOPS_3                 0x0004  /* another board */
#define PERF_MEM_HOPS_SHIFT             43
#define LINUXABI_PERF_MEM_HOPS_WIDTH    3
/* mem_region, bits 46-50: one value */
#define PERF_MEM_REGION_NA              0x00
#define PERF_MEM_REGION_RSVD            0x01
#define PERF_MEM_REGION_L_SHARE         0x02    /* local shared cache */
#define PERF_MEM_REGION_L_NON_SHARE     0x03    /* local non-shared cache */
#define PERF_MEM_REGION_O_IO            0x04    /* another agent's I/O */
#define PERF_MEM_REGION_O_SHARE         0x05    /* another's shared cache */
#define PERF_MEM_REGION_O_NON_SHARE     0x06    /* another's non-shared cache */
#define PERF_MEM_REGION_MMIO            0x07
#define PERF_MEM_REGION_MEM0            0x08    /* memory regions 0 to 7 */
#define PERF_MEM_REGION_MEM1            0x09
#define PERF_MEM_REGION_MEM2            0x0a
#define PERF_MEM_REGION_MEM3            0x0b
#define PERF_MEM_REGION_MEM4            0x0c
#define PERF_MEM_REGION_MEM5            0x0d
#define PERF_MEM_REGION_MEM6            0x0e
#define PERF_MEM_REGION_MEM7            0x0f
#define PERF_MEM_REGION_SHIFT           46
#define LINUXABI_PERF_MEM_REGION_WIDTH  5

/* PERF_SAMPLE_BRANCH_STACK: one branch */
struct linuxabi_perf_branch_entry {
    uint64_t from;
    uint64_t to;
    uint64_t flags;                     /* bitfields: LINUXABI_PERF_BRANCH_* */
};

/* struct linuxabi_perf_branch_entry flags: the bit of each 1-bit field,
   the lowest bit and the width of the others */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_PERF_BRANCH_MISPRED_BIT        63  /* the target was mispredicted */
#define LINUXABI_PERF_BRANCH_PREDICTED_BIT      62  /* the target was predicted */
#define LINUXABI_PERF_BRANCH_IN_TX_BIT          61  /* in a transaction */
#define LINUXABI_PERF_BRANCH_ABORT_BIT          60  /* a transaction abort */
#define LINUXABI_PERF_BRANCH_CYCLES_SHIFT       44  /* cycles since the last branch */
#define LINUXABI_PERF_BRANCH_TYPE_SHIFT         40  /* PERF_BR_* */
#define LINUXABI_PERF_BRANCH_SPEC_SHIFT         38  /* PERF_BR_SPEC_* */
#define LINUXABI_PERF_BRANCH_NEW_TYPE_SHIFT     34  /* PERF_BR_NEW_*, when type is PERF_BR_EXTEND_ABI */
#define LINUXABI_PERF_BRANCH_PRIV_SHIFT         31  /* PERF_BR_PRIV_* */
#else
#define LINUXABI_PERF_BRANCH_MISPRED_BIT        0   /* the target was mispredicted */
#define LINUXABI_PERF_BRANCH_PREDICTED_BIT      1   /* the target was predicted */
#define LINUXABI_PERF_BRANCH_IN_TX_BIT          2   /* in a transaction */
#define LINUXABI_PERF_BRANCH_ABORT_BIT          3   /* a transaction abort */
#define LINUXABI_PERF_BRANCH_CYCLES_SHIFT       4   /* cycles since the last branch */
#define LINUXABI_PERF_BRANCH_TYPE_SHIFT         20  /* PERF_BR_* */
#define LINUXABI_PERF_BRANCH_SPEC_SHIFT         24  /* PERF_BR_SPEC_* */
#define LINUXABI_PERF_BRANCH_NEW_TYPE_SHIFT     26  /* PERF_BR_NEW_*, when type is PERF_BR_EXTEND_ABI */
#define LINUXABI_PERF_BRANCH_PRIV_SHIFT         30  /* PERF_BR_PRIV_* */
#endif
#define LINUXABI_PERF_BRANCH_CYCLES_WIDTH       16
#define LINUXABI_PERF_BRANCH_TYPE_WIDTH         4
#define LINUXABI_PERF_BRANCH_SPEC_WIDTH         2
#define LINUXABI_PERF_BRANCH_NEW_TYPE_WIDTH     4
#define LINUXABI_PERF_BRANCH_PRIV_WIDTH         3

/* PERF_SAMPLE_WEIGHT_STRUCT's word, the same on every ABI (the kernel
   declares its parts by byte order): var1_dw is bits 0-31, var2_w bits
   32-47, var3_w bits 48-63 */
union linuxabi_perf_sample_weight {
    uint64_t full;
};

#endif
