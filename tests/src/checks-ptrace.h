/* The checks of <linuxabi/ptrace.h> that run real system calls: a child that
 * asks to be traced (PTRACE_TRACEME) and stops itself; the parent sets
 * PTRACE_O_TRACESYSGOOD | PTRACE_O_EXITKILL, runs it with PTRACE_SYSCALL
 * to its getppid(2) and reads the entry and exit stops with
 * PTRACE_GET_SYSCALL_INFO into struct linuxabi_ptrace_syscall_info.
 * Shared by runtime-ptrace.c (the host) and programs that run them on other
 * ABIs.  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (as for syscall-checks.h).  An error that says the kernel (or an
 * emulator) lacks the call, or forbids it here, is printed in an "ok"
 * line that names it, not hidden.  la_ptrace_checks() runs them all and
 * prints "ok - ptrace: ..." or "not ok - ptrace: ..." lines. */
#ifndef LA_PTRACE_CHECKS_H
#define LA_PTRACE_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <stddef.h>
#include <sys/wait.h>
#include <linuxabi/syscall.h>
#include <linuxabi/ptrace.h>
#include <linuxabi/elf.h>
#include <linuxabi/uio.h>
#include "checks.h"

/* one "ok - ptrace: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_ptrace_report(good, ...) la_report_in("ptrace", (good), __VA_ARGS__)

/* an error that means "not here": no such call, not allowed, not built */
static int la_ptrace_absent(int e)
{
	return e == ENOSYS || e == EPERM || e == EOPNOTSUPP || e == EACCES;
}

/* the syscall number's register in struct linuxabi_user_regs, per ABI */
#if defined(__x86_64__)
#define LA_REGS_NR(r) ((r).orig_rax)
#elif defined(__i386__)
#define LA_REGS_NR(r) ((r).orig_eax)
#elif defined(__aarch64__)
#define LA_REGS_NR(r) ((r).regs[8])
#elif defined(__arm__)
#define LA_REGS_NR(r) ((r).uregs[7])
#elif defined(__riscv)
#define LA_REGS_NR(r) ((r).a7)
#elif defined(__loongarch__)
#define LA_REGS_NR(r) ((r).regs[11])
#elif defined(__s390x__)
#define LA_REGS_NR(r) ((r).gprs[2])
#elif defined(__powerpc__)
#define LA_REGS_NR(r) ((r).gpr[0])
#elif defined(__hppa__)
#define LA_REGS_NR(r) ((r).gr[20])
#elif defined(__sh__)
#define LA_REGS_NR(r) ((r).regs[3])
#elif defined(__arc__)
#define LA_REGS_NR(r) ((r).scratch.r8)
#endif

#ifdef LA_REGS_NR
/* PTRACE_GETREGSET of note type TYPE into BUF (LEN bytes, first filled
   with 0xa5) through IOV: 0 or the error number */
static int la_ptrace_getregset(pid_t pid, long type, void *buf, size_t len,
			       struct linuxabi_iovec *iov)
{
	long r;

	memset(buf, 0xa5, len);
	iov->iov_base = buf;
	iov->iov_len = len;
	r = LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_GETREGSET, pid, type, iov);
	return LA_ERROR(r);
}
#endif

/* at a system call entry stop: PTRACE_GETREGSET NT_PRSTATUS into struct
   linuxabi_user_regs, whose syscall number register holds nr */
static void la_ptrace_regset(pid_t pid, long nr)
{
#ifdef LA_REGS_NR
	struct linuxabi_user_regs regs;
	struct linuxabi_iovec iov;
	int e = la_ptrace_getregset(pid, NT_PRSTATUS, &regs, sizeof regs, &iov);

	if (e) {
		la_ptrace_report(la_ptrace_absent(e) || e == EIO,
				 "PTRACE_GETREGSET NT_PRSTATUS: %s (not run "
				 "here)", strerror(e));
		return;
	}
	la_ptrace_report(iov.iov_len == sizeof regs &&
			 (long)LA_REGS_NR(regs) == nr,
			 "PTRACE_GETREGSET NT_PRSTATUS at getppid's entry: "
			 "%lu bytes (struct linuxabi_user_regs: %lu), the "
			 "syscall number register %ld (LINUXABI_SYS_getppid "
			 "%ld)", (unsigned long)iov.iov_len,
			 (unsigned long)sizeof regs, (long)LA_REGS_NR(regs), nr);
#else
	(void)pid;
	(void)nr;
	la_ptrace_report(1, "PTRACE_GETREGSET NT_PRSTATUS: no struct "
			 "linuxabi_user_regs on this ABI (its register set is "
			 "no exported struct, or it has no register sets)");
#endif
}

/* loongarch64, MIPS and x86: at getppid's entry stop, PTRACE_PEEKUSR of
   the register that holds the system call number, at the address
   <linuxabi/ptrace.h> gives it (riscv64 has no PTRACE_PEEKUSR); the raw
   call stores the word at data.  Under qemu-user the child's
   PTRACE_TRACEME fails already (qemu has no ptrace(2)): no stop gets
   here. */
#if defined(__x86_64__) && !defined(__ILP32__)
#define LA_PEEKUSR_ADDR LINUXABI_ORIG_RAX
#define LA_PEEKUSR_NAME "LINUXABI_ORIG_RAX"
#elif defined(__i386__)
#define LA_PEEKUSR_ADDR (ORIG_EAX * 4)
#define LA_PEEKUSR_NAME "ORIG_EAX * 4"
#elif defined(__loongarch__)
#define LA_PEEKUSR_ADDR (GPR_BASE + 11)
#define LA_PEEKUSR_NAME "GPR_BASE + 11 (a7)"
#elif defined(__mips__)
#define LA_PEEKUSR_ADDR 2       /* v0, below FPR_BASE */
#define LA_PEEKUSR_NAME "2 (v0)"
#endif

static void la_ptrace_peekusr(pid_t pid, long nr)
{
#ifdef LA_PEEKUSR_ADDR
	unsigned long word = 0xa5a5a5a5UL;
	long r;
	int e;

	r = LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_PEEKUSR, pid,
		       (long)LA_PEEKUSR_ADDR, &word);
	e = LA_ERROR(r);
	if (e) {
		la_ptrace_report(la_ptrace_absent(e), "PTRACE_PEEKUSR at %s: "
				 "%s (not run here)", LA_PEEKUSR_NAME,
				 strerror(e));
		return;
	}
	la_ptrace_report((long)word == nr, "PTRACE_PEEKUSR at %s (%ld) at "
			 "getppid's entry: %ld (LINUXABI_SYS_getppid %ld)",
			 LA_PEEKUSR_NAME, (long)LA_PEEKUSR_ADDR, (long)word,
			 nr);
#else
	(void)pid;
	(void)nr;
#endif
}

/* s390x, powerpc and powerpc64: at getppid's entry stop, the syscall
   number register read with PTRACE_PEEKUSR at its PT_* address (s390x: a
   byte offset in struct linuxabi_user_regs_struct, which
   PTRACE_PEEKUSR_AREA then reads whole through struct
   linuxabi_ptrace_area; powerpc: a word index), and on powerpc
   PPC_PTRACE_GETHWDBGINFO into struct linuxabi_ppc_debug_info.  Under
   qemu-user there is no tracee to read (qemu has no ptrace): an ok line
   says so. */
#if defined(__s390x__) || defined(__powerpc__)
#define LA_PTRACE_PEEKUSR_CHECKS
#if defined(__s390x__)
#define LA_PEEKUSR_NR   PT_GPR2                         /* gprs[2] */
#define LA_PEEKUSR_PC   PT_PSWADDR
#else
#define LA_PEEKUSR_NR   (PT_R0 * sizeof(unsigned long)) /* gpr[0] */
#define LA_PEEKUSR_PC   (PT_NIP * sizeof(unsigned long))
#endif

static void la_ptrace_peekusr_area(pid_t pid, long nr)
{
	unsigned long w = 0, pc = 0;
	long r;
	int e;

	r = LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_PEEKUSR, pid,
		       (long)LA_PEEKUSR_NR, &w);
	e = LA_ERROR(r);
	if (e) {
		la_ptrace_report(la_ptrace_absent(e) || e == EIO,
				 "PTRACE_PEEKUSR: %s (not run here)",
				 strerror(e));
		return;
	}
	la_ptrace_report((long)w == nr, "PTRACE_PEEKUSR at %#lx (the "
			 "syscall number register) at getppid's entry: %ld "
			 "(LINUXABI_SYS_getppid %ld)",
			 (unsigned long)LA_PEEKUSR_NR, (long)w, nr);
	r = LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_PEEKUSR, pid,
		       (long)LA_PEEKUSR_PC, &pc);
	la_ptrace_report(LA_ERROR(r) == 0 && pc != 0, "PTRACE_PEEKUSR at "
			 "%#lx (the pc): %#lx", (unsigned long)LA_PEEKUSR_PC, pc);
#if defined(__s390x__)
	{
		struct linuxabi_user_regs_struct u;
		struct linuxabi_ptrace_area a;

		memset(&u, 0xa5, sizeof u);
		memset(&a, 0, sizeof a);
		a.len = sizeof u;
		a.kernel_addr = 0;
		a.process_addr = (uint64_t)(uintptr_t)&u;
		r = LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_PEEKUSR_AREA, pid,
			       &a, 0);
		e = LA_ERROR(r);
		la_ptrace_report(e == 0 && (long)u.gprs[2] == nr &&
				 u.psw.addr == pc &&
				 u.ieee_instruction_pointer == 0 &&
				 sizeof u == PT_ENDREGS + 1,
				 "PTRACE_PEEKUSR_AREA of the whole struct "
				 "linuxabi_user_regs_struct (%lu bytes, "
				 "PT_ENDREGS + 1 = %d): %s, gprs[2] %ld, psw.addr "
				 "%#llx, ieee_instruction_pointer %llu",
				 (unsigned long)sizeof u, PT_ENDREGS + 1,
				 e ? strerror(e) : "ok", (long)u.gprs[2],
				 (unsigned long long)u.psw.addr,
				 (unsigned long long)u.ieee_instruction_pointer);
	}
#else
	{
		struct linuxabi_ppc_debug_info info;

		memset(&info, 0xa5, sizeof info);
		r = LA_SYSCALL(LINUXABI_SYS_ptrace, PPC_PTRACE_GETHWDBGINFO,
			       pid, 0, &info);
		e = LA_ERROR(r);
		if (e)
			la_ptrace_report(la_ptrace_absent(e) || e == EIO ||
					 e == ENODEV, "PPC_PTRACE_GETHWDBGINFO: "
					 "%s (no debug registers here)",
					 strerror(e));
		else
			la_ptrace_report(info.version == 1 &&
					 (info.features & ~(uint64_t)0x3f) == 0,
					 "PPC_PTRACE_GETHWDBGINFO: version %u, "
					 "%u data breakpoints, features %#llx",
					 info.version, info.num_data_bps,
					 (unsigned long long)info.features);
	}
#endif
}

/* where no tracee could be had (qemu-user has no ptrace(2)) */
static void la_ptrace_peekusr_untraced(void)
{
#ifdef LA_QEMU
	la_ptrace_report(1, "PTRACE_PEEKUSR at the PT_* offsets%s: not run "
			 "under qemu-user, which has no ptrace(2)",
#if defined(__s390x__)
			 ", PTRACE_PEEKUSR_AREA"
#else
			 ", PPC_PTRACE_GETHWDBGINFO"
#endif
			 );
#else
	la_ptrace_report(1, "PTRACE_PEEKUSR at the PT_* offsets: not run "
			 "(no tracee here)");
#endif
}
#endif

/* aarch64 and arm: the floating-point register set at the same stop,
   PTRACE_GETREGSET NT_PRFPREG into aarch64's struct
   linuxabi_user_fpsimd_state, NT_ARM_VFP into arm's ARM_VFPREGS_SIZE
   bytes.  qemu-user implements no ptrace(2): under it (LA_QEMU) one ok
   line says so instead. */
#if defined(__aarch64__) || defined(__arm__)
static void la_ptrace_fpregs(pid_t pid)
{
#if defined(__aarch64__)
	struct linuxabi_user_fpsimd_state fp;
	const long type = NT_PRFPREG;
	const char *what = "NT_PRFPREG (struct linuxabi_user_fpsimd_state)";
#else
	uint32_t fp[ARM_VFPREGS_SIZE / 4];
	const long type = NT_ARM_VFP;
	const char *what = "NT_ARM_VFP (ARM_VFPREGS_SIZE)";
#endif
	struct linuxabi_iovec iov;
	int e = la_ptrace_getregset(pid, type, &fp, sizeof fp, &iov);

	if (e) {
		la_ptrace_report(la_ptrace_absent(e) || e == EIO ||
				 e == EINVAL || e == ENODEV, "PTRACE_GETREGSET "
				 "%s: %s (not run here)", what, strerror(e));
		return;
	}
	la_ptrace_report(iov.iov_len == sizeof fp, "PTRACE_GETREGSET %s at "
			 "getppid's entry: %lu bytes of %lu", what,
			 (unsigned long)iov.iov_len, (unsigned long)sizeof fp);
}

static void la_ptrace_fpregs_qemu(void)
{
#ifdef LA_QEMU
#if defined(__aarch64__)
	const char *what = "NT_PRFPREG";
#else
	const char *what = "NT_ARM_VFP";
#endif
	la_ptrace_report(1, "PTRACE_GETREGSET %s (the floating-point "
			 "registers): not run under qemu-user, which implements "
			 "no ptrace(2)", what);
#endif
}
#else
static void la_ptrace_fpregs(pid_t pid)
{
	(void)pid;
}

static void la_ptrace_fpregs_qemu(void)
{
}
#endif

static void la_ptrace_child(void)
{
	if (LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_TRACEME, 0, 0, 0) != 0)
		_exit(1);
	raise(SIGSTOP);
	LA_SYSCALL(LINUXABI_SYS_getppid);
	_exit(0);
}

static void la_ptrace_checks(void)
{
	struct linuxabi_ptrace_syscall_info info;
	int status = -1, i, entry = 0, e = 0;
	long r;
	pid_t pid;

	la_ptrace_fpregs_qemu();
	pid = fork();
	if (pid == 0)
		la_ptrace_child();
	if (pid < 0 || waitpid(pid, &status, 0) != pid) {
		la_ptrace_report(0, "fork or waitpid fails: %s",
				 strerror(errno));
		return;
	}
	if (WIFEXITED(status)) {
		la_ptrace_report(WEXITSTATUS(status) == 1, "PTRACE_TRACEME "
				 "fails in the child (not run here)");
#ifdef LA_PTRACE_PEEKUSR_CHECKS
		la_ptrace_peekusr_untraced();
#endif
		return;
	}
	la_ptrace_report(WIFSTOPPED(status) && WSTOPSIG(status) == SIGSTOP,
			 "PTRACE_TRACEME, then the child's SIGSTOP: status "
			 "%#x", status);
	r = LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_SETOPTIONS, pid, 0,
		       PTRACE_O_TRACESYSGOOD | PTRACE_O_EXITKILL);
	e = LA_ERROR(r);
	la_ptrace_report(r == 0, "PTRACE_SETOPTIONS PTRACE_O_TRACESYSGOOD|"
			 "PTRACE_O_EXITKILL: %ld %s", r, e ? strerror(e) : "");
	/* syscall stops until the exit of getppid(2) */
	for (i = 0; i < 64; i++) {
		if (LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_SYSCALL, pid, 0, 0)
		    != 0 || waitpid(pid, &status, 0) != pid ||
		    !WIFSTOPPED(status))
			break;
		if (WSTOPSIG(status) != (SIGTRAP | 0x80))
			continue;
		memset(&info, 0xff, sizeof info);
		r = LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_GET_SYSCALL_INFO,
			       pid, sizeof info, &info);
		e = LA_ERROR(r);
		if (e) {
			la_ptrace_report(la_ptrace_absent(e) || e == EIO,
					 "PTRACE_GET_SYSCALL_INFO: %s (not run "
					 "here)", strerror(e));
			break;
		}
		if (info.op == PTRACE_SYSCALL_INFO_ENTRY &&
		    info.u.entry.nr == LINUXABI_SYS_getppid) {
			entry = 1;
			la_ptrace_regset(pid, (long)LINUXABI_SYS_getppid);
			la_ptrace_peekusr(pid, (long)LINUXABI_SYS_getppid);
#ifdef LA_PTRACE_PEEKUSR_CHECKS
			la_ptrace_peekusr_area(pid, (long)LINUXABI_SYS_getppid);
#endif
			la_ptrace_fpregs(pid);
			la_ptrace_report(r == (long)(offsetof(struct linuxabi_ptrace_syscall_info, u)
						 + sizeof info.u.entry) &&
					 info.arch != 0 &&
					 info.instruction_pointer != 0 &&
					 info.stack_pointer != 0,
					 "PTRACE_GET_SYSCALL_INFO at getppid's "
					 "entry: %ld bytes (the entry part), op %d, arch %#x, nr "
					 "%llu", r, info.op, info.arch,
					 (unsigned long long)info.u.entry.nr);
		} else if (entry && info.op == PTRACE_SYSCALL_INFO_EXIT) {
			la_ptrace_report(info.u.exit.is_error == 0 &&
					 info.u.exit.rval == (int64_t)getpid(),
					 "PTRACE_GET_SYSCALL_INFO at its exit: op "
					 "%d, rval %lld (the parent: %ld), "
					 "is_error %d", info.op,
					 (long long)info.u.exit.rval,
					 (long)getpid(), info.u.exit.is_error);
			entry = 2;
			break;
		}
	}
	if (entry != 2)
		la_ptrace_report(e != 0, "the child's getppid entry and exit "
				 "stops: %s", entry ? "no exit stop" :
				 "no entry stop");
	LA_SYSCALL(LINUXABI_SYS_ptrace, PTRACE_CONT, pid, 0, 0);
	if (waitpid(pid, &status, 0) == pid)
		la_ptrace_report(WIFEXITED(status) && WEXITSTATUS(status) == 0,
				 "PTRACE_CONT: the child exits, status %#x",
				 status);
}

#endif
