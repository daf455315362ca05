#ifndef LINUXABI_PTRACE_H
#define LINUXABI_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: process tracing.  The requests of ptrace(2), its
 * options and stop events, the structs its requests read and write, and
 * each ABI's register layouts as its <asm/ptrace.h> exports them.  What
 * differs between ABIs comes from <linuxabi-arch/ptrace.h>: the requests
 * an ABI adds (and on riscv64, loongarch64, MIPS, x86 and s390x its
 * register layouts); from <linuxabi-arch/ptrace-regs.h>: struct
 * linuxabi_user_regs, the general registers PTRACE_GETREGSET reads with
 * the note type NT_PRSTATUS (<linuxabi/elf.h>), on the ABIs where that
 * register set is an exported struct (not alpha, m68k, MIPS, sparc64),
 * and what a signal frame embeds too (<linuxabi/sigcontext.h>); and from
 * <linuxabi-arch/ptrace-regsets.h>: the other register sets, status bits
 * and PTRACE_PEEKUSR offsets (aarch64, arm, m68k, sparc64).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/ptrace.h>
#include <linuxabi-arch/ptrace-regs.h>
#include <linuxabi-arch/ptrace-regsets.h>

/* ptrace(2) requests every ABI has */
#define PTRACE_TRACEME          0   /* let the parent trace this process */
#define PTRACE_PEEKTEXT         1   /* read a word of the tracee's memory */
#define PTRACE_PEEKDATA         2
#define PTRACE_PEEKUSR          3   /* read a word of its user area */
#define PTRACE_POKETEXT         4   /* write a word of its memory */
#define PTRACE_POKEDATA         5
#define PTRACE_POKEUSR          6   /* write a word of its user area */
#define PTRACE_CONT             7   /* resume it */
#define PTRACE_KILL             8   /* SIGKILL it */
#define PTRACE_SINGLESTEP       9   /* resume for one instruction */
#define PTRACE_ATTACH           16  /* trace it, and stop it */
#define PTRACE_DETACH           17
#define PTRACE_SYSCALL          24  /* resume it until the next system call entry or exit */
#define PTRACE_SETOPTIONS       0x4200  /* data: PTRACE_O_* */
#define PTRACE_GETEVENTMSG      0x4201  /* the pid, exit status.. of the last event */
#define PTRACE_GETSIGINFO       0x4202
#define PTRACE_SETSIGINFO       0x4203
#define PTRACE_GETREGSET        0x4204  /* addr: an NT_* note type; data: an iovec */
#define PTRACE_SETREGSET        0x4205
#define PTRACE_SEIZE            0x4206  /* trace it without stopping it; data: PTRACE_O_* */
#define PTRACE_INTERRUPT        0x4207  /* stop a seized tracee */
#define PTRACE_LISTEN           0x4208  /* let a seized tracee wait in its group stop */
#define PTRACE_PEEKSIGINFO      0x4209  /* addr: struct linuxabi_ptrace_peeksiginfo_args */
#define PTRACE_GETSIGMASK       0x420a  /* addr: the mask's size in bytes */
#define PTRACE_SETSIGMASK       0x420b
#define PTRACE_SECCOMP_GET_FILTER   0x420c  /* a seccomp filter's instructions */
#define PTRACE_SECCOMP_GET_METADATA 0x420d  /* struct linuxabi_seccomp_metadata */
#define PTRACE_GET_SYSCALL_INFO 0x420e  /* struct linuxabi_ptrace_syscall_info */
#define PTRACE_GET_RSEQ_CONFIGURATION 0x420f /* struct linuxabi_ptrace_rseq_configuration */
#define PTRACE_SET_SYSCALL_USER_DISPATCH_CONFIG 0x4210 /* struct linuxabi_ptrace_sud_config */
#define PTRACE_GET_SYSCALL_USER_DISPATCH_CONFIG 0x4211
#define PTRACE_SET_SYSCALL_INFO 0x4212  /* change the system call at a syscall stop */

/* PTRACE_PEEKSIGINFO flags */
#define PTRACE_PEEKSIGINFO_SHARED (1 << 0) /* the process's queue, not the thread's */

/* PTRACE_PEEKSIGINFO addr: which queued siginfos to copy to data */
struct linuxabi_ptrace_peeksiginfo_args {
    uint64_t off;               /* the first, from 0 */
    uint32_t flags;             /* PTRACE_PEEKSIGINFO_SHARED */
    int32_t  nr;                /* how many, at most */
};

/* PTRACE_SECCOMP_GET_METADATA data (addr: its size) */
struct linuxabi_seccomp_metadata {
    uint64_t filter_off;        /* in: which filter, 0 the newest */
    uint64_t flags;             /* out: the SECCOMP_FILTER_FLAG_* it was set with */
};

/* struct linuxabi_ptrace_syscall_info op: the kind of stop */
#define PTRACE_SYSCALL_INFO_NONE    0   /* not a system call stop */
#define PTRACE_SYSCALL_INFO_ENTRY   1
#define PTRACE_SYSCALL_INFO_EXIT    2
#define PTRACE_SYSCALL_INFO_SECCOMP 3   /* a PTRACE_EVENT_SECCOMP stop */

/* PTRACE_GETEVENTMSG at a system call stop (PTRACE_O_TRACESYSGOOD) */
#define PTRACE_EVENTMSG_SYSCALL_ENTRY 1
#define PTRACE_EVENTMSG_SYSCALL_EXIT  2

/* struct linuxabi_ptrace_syscall_info u, for op ENTRY */
struct linuxabi_ptrace_syscall_info_entry {
    uint64_t nr;                /* the system call number */
    uint64_t args[6];
};

/* for op EXIT (then padding to int64_t's alignment: 7 bytes, 3 on
   i386, arc and sh, 1 on m68k) */
struct linuxabi_ptrace_syscall_info_exit {
    int64_t  rval;              /* the return value, or -errno */
    uint8_t  is_error;          /* nonzero: rval is -errno */
};

/* for op SECCOMP */
struct linuxabi_ptrace_syscall_info_seccomp {
    uint64_t nr;
    uint64_t args[6];
    uint32_t ret_data;          /* SECCOMP_RET_DATA of the filter's answer */
    uint32_t reserved2;         /* 0 */
};

/* the kernel's anonymous union of the three */
union linuxabi_ptrace_syscall_info_u {
    struct linuxabi_ptrace_syscall_info_entry   entry;
    struct linuxabi_ptrace_syscall_info_exit    exit;
    struct linuxabi_ptrace_syscall_info_seccomp seccomp;
};

/* PTRACE_GET_SYSCALL_INFO data (addr: its size), PTRACE_SET_SYSCALL_INFO:
   the kernel's info.entry.nr is info.u.entry.nr here */
struct linuxabi_ptrace_syscall_info {
    uint8_t  op;                /* PTRACE_SYSCALL_INFO_*: which of u */
    uint8_t  reserved;          /* 0 */
    uint16_t flags;             /* 0 */
    uint32_t arch;              /* the AUDIT_ARCH_* of the system call */
    uint64_t instruction_pointer;
    uint64_t stack_pointer;
    union linuxabi_ptrace_syscall_info_u u;  /* by op */
};

/* PTRACE_GET_RSEQ_CONFIGURATION data (addr: its size): the tracee's
   rseq(2) registration */
struct linuxabi_ptrace_rseq_configuration {
    uint64_t rseq_abi_pointer;  /* the address of its struct linuxabi_rseq */
    uint32_t rseq_abi_size;
    uint32_t signature;
    uint32_t flags;             /* 0 */
    uint32_t __pad;
};

/* PTRACE_{SET,GET}_SYSCALL_USER_DISPATCH_CONFIG data (addr: its size):
   what prctl(2) PR_SET_SYSCALL_USER_DISPATCH set */
struct linuxabi_ptrace_sud_config {
    uint64_t mode;              /* PR_SYS_DISPATCH_* */
    uint64_t selector;          /* the address of the selector byte, or 0 */
    uint64_t offset;            /* the start of the range not dispatched */
    uint64_t len;               /* its length */
};

/* the stop events, in the status of waitpid(2) as status >> 16 (an
   event stop is SIGTRAP | event << 8), and the options that ask for them */
#define PTRACE_EVENT_FORK       1
#define PTRACE_EVENT_VFORK      2
#define PTRACE_EVENT_CLONE      3
#define PTRACE_EVENT_EXEC       4
#define PTRACE_EVENT_VFORK_DONE 5
#define PTRACE_EVENT_EXIT       6
#define PTRACE_EVENT_SECCOMP    7   /* a SECCOMP_RET_TRACE */
#define PTRACE_EVENT_STOP       128 /* a seized tracee's group stop or interrupt */

/* PTRACE_SETOPTIONS, PTRACE_SEIZE data */
#define PTRACE_O_TRACESYSGOOD   1   /* system call stops are SIGTRAP | 0x80 */
#define PTRACE_O_TRACEFORK      (1 << PTRACE_EVENT_FORK)
#define PTRACE_O_TRACEVFORK     (1 << PTRACE_EVENT_VFORK)
#define PTRACE_O_TRACECLONE     (1 << PTRACE_EVENT_CLONE)
#define PTRACE_O_TRACEEXEC      (1 << PTRACE_EVENT_EXEC)
#define PTRACE_O_TRACEVFORKDONE (1 << PTRACE_EVENT_VFORK_DONE)
#define PTRACE_O_TRACEEXIT      (1 << PTRACE_EVENT_EXIT)
#define PTRACE_O_TRACESECCOMP   (1 << PTRACE_EVENT_SECCOMP)
#define PTRACE_O_EXITKILL       (1 << 20)  /* SIGKILL the tracee if the tracer exits */
#define PTRACE_O_SUSPEND_SECCOMP (1 << 21) /* no seccomp for the tracee (CAP_SYS_ADMIN) */

#endif
