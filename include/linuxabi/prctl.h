#ifndef LINUXABI_PRCTL_H
#define LINUXABI_PRCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/prctl.h>: the options of prctl(2) and the values they take.
 * What differs between ABIs comes from <linuxabi-arch/prctl.h>:
 * PR_SET_PTRACER_ANY (all ones in the ABI's long) and the layout of
 * struct linuxabi_prctl_mm_map (it holds a pointer).
 *
 * Several flag values are unsigned long in the kernel's header; here they
 * are int constants of the same value: prctl(2) reads them from an
 * unsigned long argument, and C converts them on the way.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/prctl.h>

/* prctl(2) options: signal sent when the parent dies */
#define PR_SET_PDEATHSIG             1   /* arg2: a signal number, 0 for none */
#define PR_GET_PDEATHSIG             2   /* arg2: an int the signal is stored in */

/* prctl(2) options: whether the process can be core-dumped and ptraced */
#define PR_GET_DUMPABLE              3
#define PR_SET_DUMPABLE              4   /* arg2: 0 or 1 */

/* prctl(2) options: unaligned access handling (ia64, parisc, powerpc, ...) */
#define PR_GET_UNALIGN               5
#define PR_SET_UNALIGN               6
#define PR_UNALIGN_NOPRINT           1   /* fix the access up, quietly */
#define PR_UNALIGN_SIGBUS            2   /* send SIGBUS */

/* prctl(2) options: keep the permitted capabilities across a setuid away from 0 */
#define PR_GET_KEEPCAPS              7
#define PR_SET_KEEPCAPS              8

/* prctl(2) options: floating-point emulation control */
#define PR_GET_FPEMU                 9
#define PR_SET_FPEMU                 10
#define PR_FPEMU_NOPRINT             1   /* emulate, quietly */
#define PR_FPEMU_SIGFPE              2   /* send SIGFPE rather than emulate */

/* prctl(2) options: floating-point exception mode (powerpc) */
#define PR_GET_FPEXC                 11
#define PR_SET_FPEXC                 12
#define PR_FP_EXC_SW_ENABLE          0x80      /* the enables come from FPEXC */
#define PR_FP_EXC_DIV                0x010000  /* trap on divide by zero */
#define PR_FP_EXC_OVF                0x020000  /* trap on overflow */
#define PR_FP_EXC_UND                0x040000  /* trap on underflow */
#define PR_FP_EXC_RES                0x080000  /* trap on an inexact result */
#define PR_FP_EXC_INV                0x100000  /* trap on an invalid operation */
#define PR_FP_EXC_DISABLED           0   /* no exceptions */
#define PR_FP_EXC_NONRECOV           1   /* asynchronous, not recoverable */
#define PR_FP_EXC_ASYNC              2   /* asynchronous, recoverable */
#define PR_FP_EXC_PRECISE            3   /* precise */

/* prctl(2) options: process timing (only statistical is implemented) */
#define PR_GET_TIMING                13
#define PR_SET_TIMING                14
#define PR_TIMING_STATISTICAL        0
#define PR_TIMING_TIMESTAMP          1

/* prctl(2) options: the thread's name (comm), up to 16 bytes with the NUL */
#define PR_SET_NAME                  15
#define PR_GET_NAME                  16

/* prctl(2) options: byte order of the process (powerpc) */
#define PR_GET_ENDIAN                19
#define PR_SET_ENDIAN                20
#define PR_ENDIAN_BIG                0
#define PR_ENDIAN_LITTLE             1
#define PR_ENDIAN_PPC_LITTLE         2   /* PowerPC's pseudo little-endian */

/* prctl(2) options: seccomp mode (SECCOMP_MODE_* of <linuxabi/seccomp.h>) */
#define PR_GET_SECCOMP               21
#define PR_SET_SECCOMP               22

/* prctl(2) options: the capability bounding set (CAP_* of <linuxabi/capability.h>) */
#define PR_CAPBSET_READ              23
#define PR_CAPBSET_DROP              24

/* prctl(2) options: whether the timestamp counter can be read (x86) */
#define PR_GET_TSC                   25
#define PR_SET_TSC                   26
#define PR_TSC_ENABLE                1
#define PR_TSC_SIGSEGV               2   /* reading it raises SIGSEGV */

/* prctl(2) options: securebits (SECBIT_* of <linuxabi/securebits.h>) */
#define PR_GET_SECUREBITS            27
#define PR_SET_SECUREBITS            28

/* prctl(2) options: timer slack in nanoseconds; 0 sets the default */
#define PR_SET_TIMERSLACK            29
#define PR_GET_TIMERSLACK            30

/* prctl(2) options: every perf event counter of the process at once */
#define PR_TASK_PERF_EVENTS_DISABLE  31
#define PR_TASK_PERF_EVENTS_ENABLE   32

/* prctl(2) options: when a memory error kills the process */
#define PR_MCE_KILL                  33
#define PR_MCE_KILL_CLEAR            0   /* arg2: back to the system policy */
#define PR_MCE_KILL_SET              1   /* arg2: set arg3 */
#define PR_MCE_KILL_LATE             0   /* arg3: when the page is touched */
#define PR_MCE_KILL_EARLY            1   /* arg3: as soon as it is found */
#define PR_MCE_KILL_DEFAULT          2   /* arg3: the system policy */
#define PR_MCE_KILL_GET              34

/* prctl(2) PR_SET_MM: change the process's memory map description
   (checkpoint/restore); arg2 says which field */
#define PR_SET_MM                    35
#define PR_SET_MM_START_CODE         1
#define PR_SET_MM_END_CODE           2
#define PR_SET_MM_START_DATA         3
#define PR_SET_MM_END_DATA           4
#define PR_SET_MM_START_STACK        5
#define PR_SET_MM_START_BRK          6
#define PR_SET_MM_BRK                7
#define PR_SET_MM_ARG_START          8
#define PR_SET_MM_ARG_END            9
#define PR_SET_MM_ENV_START          10
#define PR_SET_MM_ENV_END            11
#define PR_SET_MM_AUXV               12
#define PR_SET_MM_EXE_FILE           13  /* arg3: an fd */
#define PR_SET_MM_MAP                14  /* arg3: struct linuxabi_prctl_mm_map */
#define PR_SET_MM_MAP_SIZE           15  /* stores the size the kernel expects */

/* prctl(2) options: the process allowed to ptrace this one (Yama);
   arg2 a pid, 0 for none, or PR_SET_PTRACER_ANY (linuxabi-arch/prctl.h) */
#define PR_SET_PTRACER               0x59616d61

/* prctl(2) options: orphaned descendants are reparented to this process */
#define PR_SET_CHILD_SUBREAPER       36
#define PR_GET_CHILD_SUBREAPER       37

/* prctl(2) options: execve(2) grants no new privileges (one-way) */
#define PR_SET_NO_NEW_PRIVS          38
#define PR_GET_NO_NEW_PRIVS          39

/* prctl(2) options: the clear_child_tid address */
#define PR_GET_TID_ADDRESS           40

/* prctl(2) options: transparent huge pages off for the process */
#define PR_SET_THP_DISABLE           41
#define PR_THP_DISABLE_EXCEPT_ADVISED (1 << 1) /* but where madvise(2) asks for them */
#define PR_GET_THP_DISABLE           42

/* prctl(2) options of x86 MPX, removed in Linux 5.6 (EINVAL); the
   numbers stay taken */
#define PR_MPX_ENABLE_MANAGEMENT     43
#define PR_MPX_DISABLE_MANAGEMENT    44

/* prctl(2) options: MIPS floating-point register mode */
#define PR_SET_FP_MODE               45
#define PR_GET_FP_MODE               46
#define PR_FP_MODE_FR                (1 << 0)  /* 64-bit FP registers */
#define PR_FP_MODE_FRE               (1 << 1)  /* 32-bit register emulation */

/* prctl(2) PR_CAP_AMBIENT: the ambient capability set; arg2 is one of
   these, arg3 a CAP_* */
#define PR_CAP_AMBIENT               47
#define PR_CAP_AMBIENT_IS_SET        1
#define PR_CAP_AMBIENT_RAISE         2
#define PR_CAP_AMBIENT_LOWER         3
#define PR_CAP_AMBIENT_CLEAR_ALL     4

/* prctl(2) options: arm64 SVE vector length in bytes, and flags */
#define PR_SVE_SET_VL                50
#define PR_SVE_SET_VL_ONEXEC         (1 << 18) /* from the next execve(2) */
#define PR_SVE_GET_VL                51
#define PR_SVE_VL_LEN_MASK           0xffff    /* the length bits */
#define PR_SVE_VL_INHERIT            (1 << 17) /* kept across execve(2) */

/* prctl(2) options: speculation control; arg2 one of PR_SPEC_STORE_BYPASS.. */
#define PR_GET_SPECULATION_CTRL      52
#define PR_SET_SPECULATION_CTRL      53
#define PR_SPEC_STORE_BYPASS         0
#define PR_SPEC_INDIRECT_BRANCH      1
#define PR_SPEC_L1D_FLUSH            2
/* what PR_GET_SPECULATION_CTRL returns and PR_SET_SPECULATION_CTRL takes */
#define PR_SPEC_NOT_AFFECTED         0
#define PR_SPEC_PRCTL                (1 << 0)  /* it can be set per task */
#define PR_SPEC_ENABLE               (1 << 1)  /* speculation on */
#define PR_SPEC_DISABLE              (1 << 2)  /* mitigation on */
#define PR_SPEC_FORCE_DISABLE        (1 << 3)  /* mitigation on for good */
#define PR_SPEC_DISABLE_NOEXEC       (1 << 4)  /* mitigation on until execve(2) */

/* prctl(2) options: arm64 pointer authentication keys */
#define PR_PAC_RESET_KEYS            54
#define PR_PAC_APIAKEY               (1 << 0)
#define PR_PAC_APIBKEY               (1 << 1)
#define PR_PAC_APDAKEY               (1 << 2)
#define PR_PAC_APDBKEY               (1 << 3)
#define PR_PAC_APGAKEY               (1 << 4)

/* prctl(2) options: tagged user addresses (arm64, RISC-V) */
#define PR_SET_TAGGED_ADDR_CTRL      55
#define PR_GET_TAGGED_ADDR_CTRL      56
#define PR_TAGGED_ADDR_ENABLE        (1 << 0)
/* arm64 MTE: tag check fault mode */
#define PR_MTE_TCF_NONE              0
#define PR_MTE_TCF_SYNC              (1 << 1)
#define PR_MTE_TCF_ASYNC             (1 << 2)
#define PR_MTE_TCF_MASK              (PR_MTE_TCF_SYNC | PR_MTE_TCF_ASYNC)
#define PR_MTE_TCF_SHIFT             1   /* unused, for old sources */
/* arm64 MTE: the tags random tag generation may use, one bit each */
#define PR_MTE_TAG_SHIFT             3
#define PR_MTE_TAG_MASK              (0xffff << PR_MTE_TAG_SHIFT)
#define PR_MTE_STORE_ONLY            (1 << 19) /* check stores only */
/* RISC-V pointer masking: how many top bits are ignored */
#define PR_PMLEN_SHIFT               24
#define PR_PMLEN_MASK                (0x7f << PR_PMLEN_SHIFT)

/* prctl(2) options: the process writes back memory reclaim (PF_IO_FLUSHER) */
#define PR_SET_IO_FLUSHER            57
#define PR_GET_IO_FLUSHER            58

/* prctl(2) PR_SET_SYSCALL_USER_DISPATCH: system calls raise SIGSYS,
   but those made from inside or outside an address range */
#define PR_SET_SYSCALL_USER_DISPATCH 59
#define PR_SYS_DISPATCH_OFF          0
#define PR_SYS_DISPATCH_EXCLUSIVE_ON 1   /* dispatch outside the range */
#define PR_SYS_DISPATCH_INCLUSIVE_ON 2   /* dispatch inside the range */
#define PR_SYS_DISPATCH_ON           PR_SYS_DISPATCH_EXCLUSIVE_ON /* old name */
/* the byte the selector points at */
#define SYSCALL_DISPATCH_FILTER_ALLOW 0  /* make the call */
#define SYSCALL_DISPATCH_FILTER_BLOCK 1  /* raise SIGSYS */

/* prctl(2) options: which arm64 pointer authentication keys are on */
#define PR_PAC_SET_ENABLED_KEYS      60
#define PR_PAC_GET_ENABLED_KEYS      61

/* prctl(2) PR_SCHED_CORE: core scheduling cookies; arg2 the command,
   arg4 the scope */
#define PR_SCHED_CORE                62
#define PR_SCHED_CORE_GET            0
#define PR_SCHED_CORE_CREATE         1   /* a new cookie */
#define PR_SCHED_CORE_SHARE_TO       2   /* give ours to arg3's pid */
#define PR_SCHED_CORE_SHARE_FROM     3   /* take arg3's pid's */
#define PR_SCHED_CORE_SCOPE_THREAD   0
#define PR_SCHED_CORE_SCOPE_THREAD_GROUP 1
#define PR_SCHED_CORE_SCOPE_PROCESS_GROUP 2

/* prctl(2) options: arm64 SME vector length, with the SVE flag bits */
#define PR_SME_SET_VL                63
#define PR_SME_SET_VL_ONEXEC         (1 << 18) /* from the next execve(2) */
#define PR_SME_GET_VL                64
#define PR_SME_VL_LEN_MASK           0xffff    /* the length bits */
#define PR_SME_VL_INHERIT            (1 << 17) /* kept across execve(2) */

/* prctl(2) options: memory that is never both writable and executable */
#define PR_SET_MDWE                  65
#define PR_MDWE_REFUSE_EXEC_GAIN     (1 << 0)
#define PR_MDWE_NO_INHERIT           (1 << 1)  /* not for children */
#define PR_GET_MDWE                  66

/* prctl(2) PR_SET_VMA: attributes of a range of mappings */
#define PR_SET_VMA                   0x53564d41
#define PR_SET_VMA_ANON_NAME         0   /* name anonymous memory */

/* prctl(2) options: copy the auxiliary vector out */
#define PR_GET_AUXV                  0x41555856

/* prctl(2) options: KSM merging for the whole process */
#define PR_SET_MEMORY_MERGE          67
#define PR_GET_MEMORY_MERGE          68

/* prctl(2) options: RISC-V vector state */
#define PR_RISCV_V_SET_CONTROL       69
#define PR_RISCV_V_GET_CONTROL       70
#define PR_RISCV_V_VSTATE_CTRL_DEFAULT 0
#define PR_RISCV_V_VSTATE_CTRL_OFF   1
#define PR_RISCV_V_VSTATE_CTRL_ON    2
#define PR_RISCV_V_VSTATE_CTRL_INHERIT (1 << 4) /* kept across execve(2) */
#define PR_RISCV_V_VSTATE_CTRL_CUR_MASK 0x3     /* the state now */
#define PR_RISCV_V_VSTATE_CTRL_NEXT_MASK 0xc    /* the state after execve(2) */

/* prctl(2) options: RISC-V icache flushing across context switches */
#define PR_RISCV_SET_ICACHE_FLUSH_CTX 71
#define PR_RISCV_CTX_SW_FENCEI_ON    0
#define PR_RISCV_CTX_SW_FENCEI_OFF   1
#define PR_RISCV_SCOPE_PER_PROCESS   0
#define PR_RISCV_SCOPE_PER_THREAD    1

/* prctl(2) options: powerpc DEXCR aspects (arg2) and their controls */
#define PR_PPC_GET_DEXCR             72
#define PR_PPC_SET_DEXCR             73
#define PR_PPC_DEXCR_SBHE            0   /* speculative branch hints */
#define PR_PPC_DEXCR_IBRTPD          1   /* no indirect branch target prediction */
#define PR_PPC_DEXCR_SRAPD           2   /* no return address prediction */
#define PR_PPC_DEXCR_NPHIE           3   /* hash instructions in user mode */
#define PR_PPC_DEXCR_CTRL_EDITABLE   0x1 /* the aspect can be changed */
#define PR_PPC_DEXCR_CTRL_SET        0x2
#define PR_PPC_DEXCR_CTRL_CLEAR      0x4
#define PR_PPC_DEXCR_CTRL_SET_ONEXEC 0x8
#define PR_PPC_DEXCR_CTRL_CLEAR_ONEXEC 0x10

/* prctl(2) options: the thread's shadow stack */
#define PR_GET_SHADOW_STACK_STATUS   74
#define PR_SET_SHADOW_STACK_STATUS   75
#define PR_SHADOW_STACK_ENABLE       (1 << 0)
#define PR_SHADOW_STACK_WRITE        (1 << 1)  /* user writes allowed */
#define PR_SHADOW_STACK_PUSH         (1 << 2)  /* user pushes allowed */
#define PR_LOCK_SHADOW_STACK_STATUS  76  /* arg2: the bits that can no longer change */

/* prctl(2) options: timer_create(2) takes the timer id it is given
   (checkpoint/restore) */
#define PR_TIMER_CREATE_RESTORE_IDS  77
#define PR_TIMER_CREATE_RESTORE_IDS_OFF 0
#define PR_TIMER_CREATE_RESTORE_IDS_ON 1
#define PR_TIMER_CREATE_RESTORE_IDS_GET 2

/* prctl(2) options: the process's private futex hash */
#define PR_FUTEX_HASH                78
#define PR_FUTEX_HASH_SET_SLOTS      1
#define PR_FUTEX_HASH_GET_SLOTS      2

/* prctl(2) options: rseq time slice extension */
#define PR_RSEQ_SLICE_EXTENSION      79
#define PR_RSEQ_SLICE_EXTENSION_GET  1
#define PR_RSEQ_SLICE_EXTENSION_SET  2
#define PR_RSEQ_SLICE_EXT_ENABLE     0x01

/* prctl(2) options: control flow integrity; arg2 the kind */
#define PR_GET_CFI                   80
#define PR_SET_CFI                   81
#define PR_CFI_BRANCH_LANDING_PADS   0   /* forward-edge landing pads */
#define PR_CFI_ENABLE                (1 << 0)
#define PR_CFI_DISABLE               (1 << 1)
#define PR_CFI_LOCK                  (1 << 2)  /* no more changes */

#endif
