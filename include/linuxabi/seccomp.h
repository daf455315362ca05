#ifndef LINUXABI_SECCOMP_H
#define LINUXABI_SECCOMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/seccomp.h>: system call filtering.  The operations, flags
 * and structures of seccomp(2) and of prctl(2) PR_SET_SECCOMP, what a
 * filter returns, the data it reads (struct linuxabi_seccomp_data), the
 * user notification structures, and the AUDIT_ARCH_* values a filter
 * finds in seccomp_data.arch.  With <linuxabi/filter.h> (included) it is
 * all a classic BPF filter needs.
 *
 * LINUXABI_AUDIT_ARCH, from <linuxabi-arch/seccomp.h>, is the value the
 * kernel reports for a program of the ABI the compiler targets.  A filter
 * must check it before it reads nr: the same number means another call
 * under another ABI (i386 programs on x86-64 kernels).  x32 reports
 * AUDIT_ARCH_X86_64 too, with LINUXABI_X32_SYSCALL_BIT
 * (<linuxabi/syscall.h>) in nr.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/filter.h>
#include <linuxabi/ioctl.h>
#include <linuxabi-arch/seccomp.h>

/* prctl(2) PR_SET_SECCOMP, PR_GET_SECCOMP: modes */
#define SECCOMP_MODE_DISABLED   0
#define SECCOMP_MODE_STRICT     1   /* only read, write, _exit, sigreturn */
#define SECCOMP_MODE_FILTER     2   /* a BPF filter decides */

/* seccomp(2) operations */
#define SECCOMP_SET_MODE_STRICT  0
#define SECCOMP_SET_MODE_FILTER  1  /* args: struct linuxabi_sock_fprog */
#define SECCOMP_GET_ACTION_AVAIL 2  /* args: a uint32_t SECCOMP_RET_* action */
#define SECCOMP_GET_NOTIF_SIZES  3  /* args: struct linuxabi_seccomp_notif_sizes */

/* seccomp(2) SECCOMP_SET_MODE_FILTER flags */
#define SECCOMP_FILTER_FLAG_TSYNC        (1 << 0) /* every thread gets the filter */
#define SECCOMP_FILTER_FLAG_LOG          (1 << 1) /* log the actions it takes, but allow */
#define SECCOMP_FILTER_FLAG_SPEC_ALLOW   (1 << 2) /* no speculative store bypass mitigation */
#define SECCOMP_FILTER_FLAG_NEW_LISTENER (1 << 3) /* return a notification fd */
#define SECCOMP_FILTER_FLAG_TSYNC_ESRCH  (1 << 4) /* a TSYNC failure is ESRCH, not a thread ID */
#define SECCOMP_FILTER_FLAG_WAIT_KILLABLE_RECV (1 << 5) /* notified calls wait killable */

/* what a filter returns: an action in the top 16 bits, data below.  The
   action ordered first wins among stacked filters: the kill actions,
   then TRAP, ERRNO, USER_NOTIF, TRACE, LOG, ALLOW */
#define SECCOMP_RET_KILL_PROCESS 0x80000000U /* kill the process */
#define SECCOMP_RET_KILL_THREAD  0x00000000U /* kill the thread */
#define SECCOMP_RET_KILL         SECCOMP_RET_KILL_THREAD /* first name */
#define SECCOMP_RET_TRAP         0x00030000U /* SIGSYS, the data in si_errno */
#define SECCOMP_RET_ERRNO        0x00050000U /* fail with the data as errno */
#define SECCOMP_RET_USER_NOTIF   0x7fc00000U /* ask the notification fd's reader */
#define SECCOMP_RET_TRACE        0x7ff00000U /* ask the ptracer (ENOSYS without one) */
#define SECCOMP_RET_LOG          0x7ffc0000U /* log, then allow */
#define SECCOMP_RET_ALLOW        0x7fff0000U /* allow */

/* the parts of a return value */
#define SECCOMP_RET_ACTION_FULL  0xffff0000U /* the action */
#define SECCOMP_RET_ACTION       0x7fff0000U /* the action without the sign bit */
#define SECCOMP_RET_DATA         0x0000ffffU /* the data */

/* what a filter reads with BPF_LD | BPF_W | BPF_ABS, at these offsets:
   nr 0, arch 4, instruction_pointer 8, args[i] 16 + 8 * i (each 64-bit
   word in the ABI's byte order: its low half at + 4 on big-endian ABIs) */
struct linuxabi_seccomp_data {
	int32_t  nr;                        /* the system call number */
	uint32_t arch;                      /* AUDIT_ARCH_*: check it first */
	uint64_t instruction_pointer;       /* where the call was made */
	uint64_t args[6];                   /* the arguments, each as 64 bits */
};

/* seccomp(2) SECCOMP_GET_NOTIF_SIZES: the sizes of the kernel's
   structures, which may have grown past these */
struct linuxabi_seccomp_notif_sizes {
	uint16_t seccomp_notif;
	uint16_t seccomp_notif_resp;
	uint16_t seccomp_data;
};

/* a notification: a call SECCOMP_RET_USER_NOTIF held */
struct linuxabi_seccomp_notif {
	uint64_t id;                        /* names it in the answer */
	uint32_t pid;                       /* the caller's thread ID */
	uint32_t flags;                     /* 0 */
	struct linuxabi_seccomp_data data;
};

/* the answer: the result the held call returns */
struct linuxabi_seccomp_notif_resp {
	uint64_t id;                        /* the notification's */
	int64_t  val;                       /* the return value ... */
	int32_t  error;                     /* ... or an error, as -errno */
	uint32_t flags;                     /* SECCOMP_USER_NOTIF_FLAG_* */
};

/* struct linuxabi_seccomp_notif_resp flags */
#define SECCOMP_USER_NOTIF_FLAG_CONTINUE   (1 << 0) /* make the call after all */

/* the notification fd's SECCOMP_IOCTL_NOTIF_SET_FLAGS flags */
#define SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP (1 << 0) /* switch between caller and reader on one CPU */

/* struct linuxabi_seccomp_notif_addfd flags */
#define SECCOMP_ADDFD_FLAG_SETFD (1 << 0) /* at the number newfd */
#define SECCOMP_ADDFD_FLAG_SEND  (1 << 1) /* and answer the call with it */

/* install a file descriptor in the caller */
struct linuxabi_seccomp_notif_addfd {
	uint64_t id;                        /* the notification's */
	uint32_t flags;                     /* SECCOMP_ADDFD_FLAG_* */
	uint32_t srcfd;                     /* ours */
	uint32_t newfd;                     /* with SECCOMP_ADDFD_FLAG_SETFD, else 0 */
	uint32_t newfd_flags;               /* O_CLOEXEC or 0 */
};

/* the ioctl type of the notification fd's requests */
#define SECCOMP_IOC_MAGIC        0x21   /* '!' */

/* ioctl(2) on the notification fd SECCOMP_FILTER_FLAG_NEW_LISTENER gives */
#define SECCOMP_IOCTL_NOTIF_RECV      LINUXABI_IOWR(SECCOMP_IOC_MAGIC, 0, struct linuxabi_seccomp_notif)
#define SECCOMP_IOCTL_NOTIF_SEND      LINUXABI_IOWR(SECCOMP_IOC_MAGIC, 1, struct linuxabi_seccomp_notif_resp)
#define SECCOMP_IOCTL_NOTIF_ID_VALID  LINUXABI_IOW(SECCOMP_IOC_MAGIC, 2, uint64_t)  /* still pending? */
#define SECCOMP_IOCTL_NOTIF_ADDFD     LINUXABI_IOW(SECCOMP_IOC_MAGIC, 3, struct linuxabi_seccomp_notif_addfd)
#define SECCOMP_IOCTL_NOTIF_SET_FLAGS LINUXABI_IOW(SECCOMP_IOC_MAGIC, 4, uint64_t)  /* SECCOMP_USER_NOTIF_FD_* */

/* seccomp_data.arch: the AUDIT_ARCH_* values are ELF machine numbers
   (LINUXABI_EM_*) with these flags */
#define LINUXABI_AUDIT_ARCH_64BIT              0x80000000U /* a 64-bit ABI */
#define LINUXABI_AUDIT_ARCH_LE                 0x40000000U /* little-endian */
#define LINUXABI_AUDIT_ARCH_CONVENTION_MASK    0x30000000U /* a calling convention */
#define LINUXABI_AUDIT_ARCH_CONVENTION_MIPS64_N32 0x20000000U /* MIPS n32 */

/* ELF e_machine numbers the AUDIT_ARCH_* values are made of */
#define LINUXABI_EM_SPARC        2
#define LINUXABI_EM_386          3
#define LINUXABI_EM_68K          4
#define LINUXABI_EM_MIPS         8
#define LINUXABI_EM_PARISC       15
#define LINUXABI_EM_PPC          20
#define LINUXABI_EM_PPC64        21
#define LINUXABI_EM_S390         22
#define LINUXABI_EM_ARM          40
#define LINUXABI_EM_SH           42
#define LINUXABI_EM_SPARCV9      43
#define LINUXABI_EM_H8_300       46
#define LINUXABI_EM_IA_64        50
#define LINUXABI_EM_X86_64       62
#define LINUXABI_EM_CRIS         76
#define LINUXABI_EM_M32R         88
#define LINUXABI_EM_OPENRISC     92
#define LINUXABI_EM_ARCOMPACT    93
#define LINUXABI_EM_XTENSA       94
#define LINUXABI_EM_UNICORE      110
#define LINUXABI_EM_ALTERA_NIOS2 113
#define LINUXABI_EM_TI_C6000     140
#define LINUXABI_EM_HEXAGON      164
#define LINUXABI_EM_NDS32        167
#define LINUXABI_EM_AARCH64      183
#define LINUXABI_EM_TILEPRO      188
#define LINUXABI_EM_MICROBLAZE   189
#define LINUXABI_EM_TILEGX       191
#define LINUXABI_EM_ARCV2        195
#define LINUXABI_EM_RISCV        243
#define LINUXABI_EM_CSKY         252
#define LINUXABI_EM_LOONGARCH    258
#define LINUXABI_EM_FRV          0x5441
#define LINUXABI_EM_ALPHA        0x9026

/* seccomp_data.arch of every architecture (and ptrace(2)
   PTRACE_GET_SYSCALL_INFO's arch), so that a filter can name another
   ABI's too */
#define AUDIT_ARCH_AARCH64     (LINUXABI_EM_AARCH64 | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_ALPHA       (LINUXABI_EM_ALPHA | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_ARCOMPACT   (LINUXABI_EM_ARCOMPACT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_ARCOMPACTBE (LINUXABI_EM_ARCOMPACT)
#define AUDIT_ARCH_ARCV2       (LINUXABI_EM_ARCV2 | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_ARCV2BE     (LINUXABI_EM_ARCV2)
#define AUDIT_ARCH_ARM         (LINUXABI_EM_ARM | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_ARMEB       (LINUXABI_EM_ARM)
#define AUDIT_ARCH_C6X         (LINUXABI_EM_TI_C6000 | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_C6XBE       (LINUXABI_EM_TI_C6000)
#define AUDIT_ARCH_CRIS        (LINUXABI_EM_CRIS | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_CSKY        (LINUXABI_EM_CSKY | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_FRV         (LINUXABI_EM_FRV)
#define AUDIT_ARCH_H8300       (LINUXABI_EM_H8_300)
#define AUDIT_ARCH_HEXAGON     (LINUXABI_EM_HEXAGON)
#define AUDIT_ARCH_I386        (LINUXABI_EM_386 | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_IA64        (LINUXABI_EM_IA_64 | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_LOONGARCH32 (LINUXABI_EM_LOONGARCH | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_LOONGARCH64 (LINUXABI_EM_LOONGARCH | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_M32R        (LINUXABI_EM_M32R)
#define AUDIT_ARCH_M68K        (LINUXABI_EM_68K)
#define AUDIT_ARCH_MICROBLAZE  (LINUXABI_EM_MICROBLAZE)
#define AUDIT_ARCH_MIPS        (LINUXABI_EM_MIPS)   /* o32 */
#define AUDIT_ARCH_MIPSEL      (LINUXABI_EM_MIPS | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_MIPS64      (LINUXABI_EM_MIPS | LINUXABI_AUDIT_ARCH_64BIT) /* n64 */
#define AUDIT_ARCH_MIPS64N32   (LINUXABI_EM_MIPS | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_CONVENTION_MIPS64_N32)
#define AUDIT_ARCH_MIPSEL64    (LINUXABI_EM_MIPS | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_MIPSEL64N32 (LINUXABI_EM_MIPS | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE | LINUXABI_AUDIT_ARCH_CONVENTION_MIPS64_N32)
#define AUDIT_ARCH_NDS32       (LINUXABI_EM_NDS32 | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_NDS32BE     (LINUXABI_EM_NDS32)
#define AUDIT_ARCH_NIOS2       (LINUXABI_EM_ALTERA_NIOS2 | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_OPENRISC    (LINUXABI_EM_OPENRISC)
#define AUDIT_ARCH_PARISC      (LINUXABI_EM_PARISC)
#define AUDIT_ARCH_PARISC64    (LINUXABI_EM_PARISC | LINUXABI_AUDIT_ARCH_64BIT)
#define AUDIT_ARCH_PPC         (LINUXABI_EM_PPC)
#define AUDIT_ARCH_PPC64       (LINUXABI_EM_PPC64 | LINUXABI_AUDIT_ARCH_64BIT)
#define AUDIT_ARCH_PPC64LE     (LINUXABI_EM_PPC64 | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_RISCV32     (LINUXABI_EM_RISCV | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_RISCV64     (LINUXABI_EM_RISCV | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_S390        (LINUXABI_EM_S390)
#define AUDIT_ARCH_S390X       (LINUXABI_EM_S390 | LINUXABI_AUDIT_ARCH_64BIT)
#define AUDIT_ARCH_SH          (LINUXABI_EM_SH)
#define AUDIT_ARCH_SHEL        (LINUXABI_EM_SH | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_SH64        (LINUXABI_EM_SH | LINUXABI_AUDIT_ARCH_64BIT)
#define AUDIT_ARCH_SHEL64      (LINUXABI_EM_SH | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_SPARC       (LINUXABI_EM_SPARC)
#define AUDIT_ARCH_SPARC64     (LINUXABI_EM_SPARCV9 | LINUXABI_AUDIT_ARCH_64BIT)
#define AUDIT_ARCH_TILEGX      (LINUXABI_EM_TILEGX | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_TILEGX32    (LINUXABI_EM_TILEGX | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_TILEPRO     (LINUXABI_EM_TILEPRO | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_UNICORE     (LINUXABI_EM_UNICORE | LINUXABI_AUDIT_ARCH_LE)
#define AUDIT_ARCH_X86_64      (LINUXABI_EM_X86_64 | LINUXABI_AUDIT_ARCH_64BIT | LINUXABI_AUDIT_ARCH_LE) /* and x32 */
#define AUDIT_ARCH_XTENSA      (LINUXABI_EM_XTENSA)

#endif
