/* The checks of <linuxabi/sigcontext.h> with a real signal frame: a
 * SA_SIGINFO handler for SIGTRAP, a breakpoint instruction in our own
 * code (int3, brk, ebreak) with SIGUSR2 blocked, and the handler's third
 * argument read as struct linuxabi_ucontext: the pc must be the
 * breakpoint's address (x86: the instruction after it), the stack
 * pointer near a local variable of the trapping function and above the
 * handler's own frame, and uc_sigmask must hold SIGUSR2 and not SIGTRAP.
 * On aarch64 and riscv64 the handler steps the pc past the breakpoint
 * through the struct, so that rt_sigreturn(2) reading it back is checked
 * too.  x86: fpstate is non-null, and with UC_FP_XSTATE an XSAVE area:
 * FP_XSTATE_MAGIC1 in its sw_reserved, FP_XSTATE_MAGIC2 at its end.
 * aarch64: the __reserved records, walked to the terminating zero
 * record, hold FPSIMD_MAGIC's of struct linuxabi_fpsimd_context's size.
 * riscv64 (on a kernel): the first extension record's magic is
 * END_MAGIC or a known one.  arm: oldmask is uc_sigmask's first word,
 * arm_cpsr's T bit is the breakpoint's (a Thumb or ARM udf), and
 * uc_regspace's records end in a 0 magic.  loongarch64: the records after
 * the sigcontext, walked to the 0 record, hold an FPU, LSX or LASX one
 * of at least its struct's size (qemu's 0 record has size 16, the
 * kernel's 0).  arm and loongarch64 step the pc too.
 * MIPS (mips, mipsn32, mips64): a break instruction, the pc stepped
 * past it through sc_pc; the mask read from o32's and n32's 32-bit
 * words; sc_used_math holds only USED_* bits.
 * s390x: SIGTRAP comes from kill(2) by svc 37 (its breakpoint, 0x0001, is
 * SIGILL without a tracer), so the psw's address is the svc's end; the
 * psw mask must be problem state with 64-bit addressing.
 * powerpc, powerpc64: a trap (tw 31,0,0), the nip stepped past it through
 * the struct; uc_regs (powerpc) or uc_mcontext.regs (powerpc64) must
 * point into the frame.
 * hppa, m68k, sh, arc: m68k's breakpoint is trap #15 (the pc after
 * it); hppa (qemu 7.2 stops at a break instruction instead of sending
 * SIGTRAP), sh and arc send SIGTRAP with kill(2), so the pc is the
 * system call's return address (hppa: the iaoq's low two bits are the
 * privilege level, 3, and sc_flags holds PARISC_SC_FLAG_IN_SYSCALL).
 * hppa's stack grows upwards: the handler's frame is above the sp.
 * m68k: uc_mcontext.version is MCONTEXT_VERSION, the sr user mode.  Under qemu (LA_QEMU), qemu-user builds its
 * own frames, and where they differ from the kernel's (no XSAVE area,
 * riscv's shorter sigcontext) the line names qemu.  On the ABIs whose
 * structs are not yet written, an ok line says so.  Before including, a
 * program may define LA_SYSCALL and LA_ERROR (checks.h).
 * la_sigcontext_checks() prints "ok - sigcontext: ..." or "not ok -
 * sigcontext: ..." lines. */
#ifndef LA_SIGCONTEXT_CHECKS_H
#define LA_SIGCONTEXT_CHECKS_H

#include <signal.h>
#include <stdint.h>
#include <string.h>

#include <linuxabi/sigcontext.h>
#include "checks.h"

#define la_sigcontext_report(good, ...) la_report_in("sigcontext", (good), __VA_ARGS__)

#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) || \
	(defined(__riscv) && __riscv_xlen == 64)
#define LA_SIGCONTEXT_WRITTEN 1
#endif
#if defined(__arm__) || (defined(__loongarch__) && defined(__LP64__)) || \
	defined(__mips__)
#define LA_SIGCONTEXT_WRITTEN 1
#endif
#if defined(__s390x__)
#define LA_SIGCONTEXT_WRITTEN 1
#endif
#if defined(__powerpc__)
#define LA_SIGCONTEXT_WRITTEN 1
#endif
#if defined(__hppa__) || defined(__m68k__) || defined(__sh__) || defined(__arc__)
#define LA_SIGCONTEXT_WRITTEN 1
#endif

/* TRAP's breakpoint run with HANDLER as SIGTRAP's SA_SIGINFO action and
   SIGUSR2 blocked (the mask the frame must show), then the old action
   and mask back; 0 if the handler ran once (HITS), else a report and -1 */
static inline int la_sigcontext_run(void (*handler)(int, siginfo_t *, void *),
				    void (*trap)(uintptr_t *, uintptr_t *),
				    volatile int *hits, uintptr_t *at,
				    uintptr_t *local)
{
	struct sigaction sa, old;
	sigset_t block, prev;

	memset(&sa, 0, sizeof sa);
	memset(&old, 0, sizeof old);
	sa.sa_sigaction = handler;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGTRAP, &sa, &old) != 0) {
		la_sigcontext_report(0, "sigaction(SIGTRAP): %s", strerror(errno));
		return -1;
	}
	sigemptyset(&block);
	sigaddset(&block, SIGUSR2);
	sigprocmask(SIG_BLOCK, &block, &prev);
	*hits = 0;
	trap(at, local);
	sigprocmask(SIG_SETMASK, &prev, NULL);
	sigaction(SIGTRAP, &old, NULL);
	if (*hits != 1) {
		la_sigcontext_report(0, "the breakpoint reached the handler %d times",
				     *hits);
		return -1;
	}
	return 0;
}

#if (defined(__sparc__) && defined(__arch64__)) || defined(__alpha__)
/* sparc64 and alpha.  sparc64: SIGTRAP from kill(2) by a ta 0x6d, the
 * tpc the address after it (qemu 7.2 does not handle ta 1, the kernel's
 * breakpoint trap); the handler's third argument is its second, the
 * siginfo, read as struct linuxabi_sigcontext; %sp is u_regs' %o6 plus
 * the 2047 bias; the mask is sigc_mask; the magic word is
 * PT_REGS_MAGIC with the trap type; a record address is 0 or right after
 * the frame.  alpha: a bpt (call_pal 0x80), after which the pc points;
 * the ucontext must follow the 128-byte siginfo (struct rt_sigframe),
 * uc_osf_sigmask and sc_mask hold the mask's 64 bits, sc_ps is 8. */
#define LA_SIGCONTEXT_SPARC_ALPHA 1
#if defined(__sparc__)
#include <sys/syscall.h>
#endif

static volatile uintptr_t la_sigcontext_sa_handler_local;
static volatile int la_sigcontext_sa_hits;
static void *volatile la_sigcontext_sa_info;
static void *volatile la_sigcontext_sa_ctx;
#if defined(__sparc__)
static struct linuxabi_sigcontext la_sigcontext_sa_sc;
#else
static struct linuxabi_ucontext la_sigcontext_sa_uc;
#endif

static void la_sigcontext_sa_handler(int sig, siginfo_t *info, void *ctx)
{
	volatile char local = 0;

	(void)sig;
	la_sigcontext_sa_handler_local = (uintptr_t)&local;
	la_sigcontext_sa_info = info;
	la_sigcontext_sa_ctx = ctx;
#if defined(__sparc__)
	{
		struct linuxabi_sigcontext *sc = (struct linuxabi_sigcontext *)ctx;

		memcpy(&la_sigcontext_sa_sc, sc, sizeof la_sigcontext_sa_sc);
	}
#else
	memcpy(&la_sigcontext_sa_uc, ctx, sizeof la_sigcontext_sa_uc);
#endif
	la_sigcontext_sa_hits++;
}

/* the trap's address, and a local's */
static __attribute__((noinline)) void la_sigcontext_sa_trap(uintptr_t *at, uintptr_t *local)
{
	volatile char probe = 0;
	uintptr_t a;

#if defined(__sparc__)
	/* kill(2) SIGTRAP to ourselves: qemu 7.2 has no ta 1 (its
	   breakpoint trap, "Unhandled trap: 0x101"); after the system
	   call's ta 0x6d the tpc is the next instruction's address */
	{
		unsigned long pid = (unsigned long)getpid();

		__asm__ __volatile__("mov %1, %%o0\n\tmov %2, %%o1\n\tmov %3, %%g1\n"
				     "\tta 0x6d\n\trd %%pc, %0"
				     : "=r"(a) : "r"(pid), "i"(SIGTRAP), "i"(SYS_kill)
				     : "g1", "o0", "o1", "cc", "memory");
	}
#else
	__asm__ __volatile__("br %0, 1f\n1:\tcall_pal 0x80" : "=r"(a) : : "memory");
#endif
	*at = a;
	*local = (uintptr_t)&probe;
}

static void la_sigcontext_checks(void)
{
	uintptr_t at = 0, local = 0, pc, sp, near;
	uint64_t mask;

	if (la_sigcontext_run(la_sigcontext_sa_handler, la_sigcontext_sa_trap,
			      &la_sigcontext_sa_hits, &at, &local) != 0)
		return;
#if defined(__sparc__)
	{
		const struct linuxabi_sigcontext *sc = &la_sigcontext_sa_sc;
		uintptr_t after = (uintptr_t)la_sigcontext_sa_ctx + sizeof *sc;
		int32_t signo;

		la_sigcontext_report(la_sigcontext_sa_ctx == la_sigcontext_sa_info,
				     "the third argument %p is the siginfo's address %p",
				     la_sigcontext_sa_ctx, la_sigcontext_sa_info);
		memcpy(&signo, sc->sigc_info, sizeof signo);
		la_sigcontext_report(signo == SIGTRAP, "sigc_info's si_signo %d (SIGTRAP)",
				     (int)signo);
		pc = (uintptr_t)sc->sigc_regs.tpc;
		sp = (uintptr_t)sc->sigc_regs.u_regs[UREG_I6] + 2047;
		la_sigcontext_report(pc == at && sc->sigc_regs.tnpc == at + 4,
				     "sigc_regs.tpc %#lx, tnpc %#lx: the address after "
				     "kill(2)'s ta 0x6d, %#lx, and the next", (unsigned long)pc,
				     (unsigned long)sc->sigc_regs.tnpc, (unsigned long)at);
		mask = sc->sigc_mask;
#ifdef LA_QEMU
		la_sigcontext_report((sc->sigc_regs.magic & ~0x1ffU) == PT_REGS_MAGIC ||
				     sc->sigc_regs.magic == 0,
				     "sigc_regs.magic %#x: PT_REGS_MAGIC with the trap "
				     "type from a kernel, 0 from qemu's frame (qemu 7.2 "
				     "does not write it)", (unsigned)sc->sigc_regs.magic);
#else
		la_sigcontext_report((sc->sigc_regs.magic & ~0x1ffU) == PT_REGS_MAGIC,
				     "sigc_regs.magic %#x: PT_REGS_MAGIC with the trap type",
				     (unsigned)sc->sigc_regs.magic);
#endif
		la_sigcontext_report((sc->sigc_fpu_save == 0 || sc->sigc_fpu_save == after) &&
				     (sc->sigc_rwin_save == 0 || sc->sigc_rwin_save == after ||
				      sc->sigc_rwin_save == after + sizeof(struct linuxabi_siginfo_fpu)),
				     "sigc_fpu_save %#llx, sigc_rwin_save %#llx: 0 or "
				     "after the frame (%#lx)",
				     (unsigned long long)sc->sigc_fpu_save,
				     (unsigned long long)sc->sigc_rwin_save,
				     (unsigned long)after);
	}
#else
	{
		const struct linuxabi_ucontext *uc = &la_sigcontext_sa_uc;

		la_sigcontext_report((char *)la_sigcontext_sa_ctx ==
				     (char *)la_sigcontext_sa_info + 128,
				     "the ucontext %p right after the 128-byte siginfo %p",
				     la_sigcontext_sa_ctx, la_sigcontext_sa_info);
		pc = (uintptr_t)uc->uc_mcontext.sc_pc;
		sp = (uintptr_t)uc->uc_mcontext.sc_regs[30];
		la_sigcontext_report(pc == at + 4, "uc_mcontext.sc_pc %#lx: after "
				     "the bpt at %#lx", (unsigned long)pc, (unsigned long)at);
		mask = uc->uc_sigmask;
		la_sigcontext_report(uc->uc_osf_sigmask == mask &&
				     (uint64_t)uc->uc_mcontext.sc_mask == mask,
				     "uc_osf_sigmask %#llx and sc_mask %#llx: uc_sigmask's",
				     (unsigned long long)uc->uc_osf_sigmask,
				     (unsigned long long)uc->uc_mcontext.sc_mask);
		la_sigcontext_report(uc->uc_mcontext.sc_ps == 8,
				     "uc_mcontext.sc_ps %lld (8, user mode)",
				     (long long)uc->uc_mcontext.sc_ps);
	}
#endif
	near = sp > local ? sp - local : local - sp;
	la_sigcontext_report(near < 0x10000 && la_sigcontext_sa_handler_local < sp,
			     "the sp %#lx: %lu bytes from a local of the trapping "
			     "function, above the handler's frame (%#lx)",
			     (unsigned long)sp, (unsigned long)near,
			     (unsigned long)la_sigcontext_sa_handler_local);
	la_sigcontext_report((mask >> (SIGUSR2 - 1) & 1) && !(mask >> (SIGTRAP - 1) & 1),
			     "the mask %#llx: SIGUSR2 blocked at the trap, SIGTRAP not",
			     (unsigned long long)mask);
}
#endif

#ifdef LA_SIGCONTEXT_WRITTEN

/* what the handler saw */
static struct linuxabi_ucontext la_sigcontext_uc;
static volatile uintptr_t la_sigcontext_handler_local;
static volatile int la_sigcontext_hits;
static void *volatile la_sigcontext_ucp; /* where the frame's ucontext was */
#if defined(__x86_64__) || defined(__i386__)
static volatile uint32_t la_sigcontext_magic1, la_sigcontext_magic2,
	la_sigcontext_extended_size;
#endif
#if defined(__arm__) || defined(__loongarch__)
/* the records after the registers, as the handler walked them */
static volatile uint32_t la_sigcontext_records, la_sigcontext_fpmagic,
	la_sigcontext_fpsize, la_sigcontext_endat, la_sigcontext_end,
	la_sigcontext_endsize;
#endif

#if defined(__x86_64__)
#define LA_SIGCONTEXT_PC(m) ((m).rip)
#define LA_SIGCONTEXT_SP(m) ((m).rsp)
#elif defined(__i386__)
#define LA_SIGCONTEXT_PC(m) ((m).eip)
#define LA_SIGCONTEXT_SP(m) ((m).esp)
#elif defined(__aarch64__)
#define LA_SIGCONTEXT_PC(m) ((m).pc)
#define LA_SIGCONTEXT_SP(m) ((m).sp)
#elif defined(__arm__)
#define LA_SIGCONTEXT_PC(m) ((m).arm_pc)
#define LA_SIGCONTEXT_SP(m) ((m).arm_sp)
#elif defined(__loongarch__)
#define LA_SIGCONTEXT_PC(m) ((m).sc_pc)
#define LA_SIGCONTEXT_SP(m) ((m).sc_regs[3])
#elif defined(__mips__)
#define LA_SIGCONTEXT_PC(m) ((m).sc_pc)
#define LA_SIGCONTEXT_SP(m) ((m).sc_regs[29])
#elif defined(__s390x__)
#define LA_SIGCONTEXT_PC(m) ((m).regs.psw.addr)
#define LA_SIGCONTEXT_SP(m) ((m).regs.gprs[15])
#elif defined(__powerpc64__)
#define LA_SIGCONTEXT_PC(m) ((m).gp_regs[32])
#define LA_SIGCONTEXT_SP(m) ((m).gp_regs[1])
#elif defined(__powerpc__)
#define LA_SIGCONTEXT_PC(m) ((m).mc_gregs[32])
#define LA_SIGCONTEXT_SP(m) ((m).mc_gregs[1])
#elif defined(__hppa__)
#define LA_SIGCONTEXT_PC(m) ((m).sc_iaoq[0] & ~(uint32_t)3)
#define LA_SIGCONTEXT_SP(m) ((m).sc_gr[30])
#elif defined(__m68k__)
#define LA_SIGCONTEXT_PC(m) ((uint32_t)(m).gregs[16])
#define LA_SIGCONTEXT_SP(m) ((uint32_t)(m).gregs[15])
#elif defined(__sh__)
#define LA_SIGCONTEXT_PC(m) ((m).sc_pc)
#define LA_SIGCONTEXT_SP(m) ((m).sc_regs[15])
#elif defined(__arc__)
#define LA_SIGCONTEXT_PC(m) ((m).regs.scratch.ret)
#define LA_SIGCONTEXT_SP(m) ((m).regs.scratch.sp)
#else
#define LA_SIGCONTEXT_PC(m) ((m).sc_regs.pc)
#define LA_SIGCONTEXT_SP(m) ((m).sc_regs.sp)
#endif

static void la_sigcontext_handler(int sig, siginfo_t *info, void *ctx)
{
	struct linuxabi_ucontext *uc = (struct linuxabi_ucontext *)ctx;
	volatile char local = 0;

	(void)sig;
	(void)info;
	la_sigcontext_handler_local = (uintptr_t)&local;
	memcpy(&la_sigcontext_uc, uc, sizeof la_sigcontext_uc);
	la_sigcontext_ucp = ctx;
#if defined(__x86_64__) || defined(__i386__)
	la_sigcontext_magic1 = la_sigcontext_magic2 = la_sigcontext_extended_size = 0;
	if (uc->uc_mcontext.fpstate) {
#if defined(__x86_64__)
		const struct linuxabi_fpstate_64 *fp = (const struct linuxabi_fpstate_64 *)
			(uintptr_t)uc->uc_mcontext.fpstate;
#else
		const struct linuxabi_fpstate_32 *fp = (const struct linuxabi_fpstate_32 *)
			(uintptr_t)uc->uc_mcontext.fpstate;
#endif
		la_sigcontext_magic1 = fp->sw_reserved.magic1;
		la_sigcontext_extended_size = fp->sw_reserved.extended_size;
		if (fp->sw_reserved.magic1 == FP_XSTATE_MAGIC1 &&
		    fp->sw_reserved.extended_size >= sizeof(struct linuxabi_xstate) + 4)
			memcpy((void *)&la_sigcontext_magic2, (const char *)fp +
			       fp->sw_reserved.extended_size - FP_XSTATE_MAGIC2_SIZE, 4);
	}
#elif defined(__aarch64__)
	uc->uc_mcontext.pc += 4;                /* past the brk */
#elif defined(__arm__)
	{
		/* uc_regspace: records of a magic and a size in bytes, to a 0
		   magic (the kernel's VFP record first, 0x56465001) */
		uint32_t off = 0, n = 0, magic, size;

		la_sigcontext_fpmagic = la_sigcontext_fpsize = la_sigcontext_end = 0;
		while (off + 8 <= sizeof uc->uc_regspace) {
			magic = uc->uc_regspace[off / 4];
			size = uc->uc_regspace[off / 4 + 1];
			if (magic == 0) {
				la_sigcontext_end = 1;
				break;
			}
			if (n == 0) {
				la_sigcontext_fpmagic = magic;
				la_sigcontext_fpsize = size;
			}
			if (size < 8 || size % 4)
				break;
			n++;
			off += size;
		}
		la_sigcontext_records = n;
		la_sigcontext_endat = off;
	}
#ifdef __thumb__
	uc->uc_mcontext.arm_pc += 2;            /* past the udf */
#else
	uc->uc_mcontext.arm_pc += 4;            /* past the udf */
#endif
#elif defined(__loongarch__)
	{
		/* the records from the sigcontext's end to the 0 record */
		const uint8_t *p = (const uint8_t *)&uc->uc_mcontext +
			sizeof uc->uc_mcontext;
		uint32_t off = 0, n = 0;
		struct linuxabi_sctx_info h;

		la_sigcontext_fpmagic = la_sigcontext_fpsize = la_sigcontext_end = 0;
		while (n < 16) {
			memcpy(&h, p + off, sizeof h);
			if (h.magic == 0) {
				la_sigcontext_end = 1;
				la_sigcontext_endsize = h.size; /* 0 */
				break;
			}
			if (h.size < sizeof h || h.size % CONTEXT_INFO_ALIGN)
				break;
			if (h.magic == FPU_CTX_MAGIC || h.magic == LSX_CTX_MAGIC ||
			    h.magic == LASX_CTX_MAGIC) {
				la_sigcontext_fpmagic = h.magic;
				la_sigcontext_fpsize = h.size;
			}
			n++;
			off += h.size;
		}
		la_sigcontext_records = n;
		la_sigcontext_endat = off;
	}
	uc->uc_mcontext.sc_pc += 4;             /* past the break */
#elif defined(__mips__)
	uc->uc_mcontext.sc_pc += 4;             /* past the break */
#elif defined(__s390x__)
	/* the psw is already past the svc that sent the signal */
#elif defined(__powerpc64__)
	uc->uc_mcontext.gp_regs[32] += 4;       /* past the trap */
#elif defined(__powerpc__)
	uc->uc_mcontext.mc_gregs[32] += 4;      /* past the trap */
#elif defined(__hppa__) || defined(__m68k__) || defined(__sh__) || defined(__arc__)
	/* the pc is already past the trap #15 or the system call */
#else
	uc->uc_mcontext.sc_regs.pc += 4;        /* past the ebreak */
#endif
	la_sigcontext_hits++;
}

/* a breakpoint here: the address the pc must show, and a local's */
static __attribute__((noinline)) void la_sigcontext_trap(uintptr_t *at, uintptr_t *local)
{
	volatile char probe = 0;
	uintptr_t a;

#if defined(__x86_64__)
	__asm__ __volatile__("lea 1f(%%rip), %0\n\tint3\n1:" : "=r"(a) : : "memory");
#elif defined(__i386__)
	__asm__ __volatile__("call 2f\n2:\tpop %0\n\tadd $(1f-2b), %0\n\tint3\n1:"
			     : "=r"(a) : : "memory");
#elif defined(__aarch64__)
	__asm__ __volatile__("adr %0, 1f\n1:\tbrk #0x7" : "=r"(a) : : "memory");
#elif defined(__arm__) && defined(__thumb__)
	/* the kernel's Thumb breakpoint, an undefined instruction */
	__asm__ __volatile__("adr %0, 1f\n1:\t.inst.n 0xde01"
			     : "=r"(a) : : "memory");
#elif defined(__arm__)
	/* the kernel's ARM breakpoint, an undefined instruction */
	__asm__ __volatile__("adr %0, 1f\n1:\t.inst 0xe7f001f0" : "=r"(a) : : "memory");
#elif defined(__loongarch__)
	__asm__ __volatile__("la.pcrel %0, 1f\n1:\tbreak 0" : "=r"(a) : : "memory");
#elif defined(__mips__) && _MIPS_SIM == _ABI64
	__asm__ __volatile__(".set push\n\t.set noreorder\n\tbal 1f\n\tnop\n"
			     "1:\tmove %0, $31\n\tdaddiu %0, %0, 2f-1b\n"
			     "2:\tbreak\n\t.set pop" : "=r"(a) : : "$31", "memory");
#elif defined(__mips__)      /* the address of the break after bal's delay slot */
	__asm__ __volatile__(".set push\n\t.set noreorder\n\tbal 1f\n\tnop\n"
			     "1:\tmove %0, $31\n\taddiu %0, %0, 2f-1b\n"
			     "2:\tbreak\n\t.set pop" : "=r"(a) : : "$31", "memory");
#elif defined(__s390x__)
	/* s390x's breakpoint (0x0001) is SIGILL without a tracer: kill(2)
	   SIGTRAP to ourselves with svc 37, the psw is the address after it */
	{
		long pid = (long)getpid();
		__asm__ __volatile__("lgr %%r2, %1\n\tlghi %%r3, %2\n\tsvc 37\n"
				     "1:\tlarl %0, 1b" : "=r"(a) : "r"(pid), "i"(SIGTRAP)
				     : "r2", "r3", "cc", "memory");
	}
#elif defined(__powerpc__)
	__asm__ __volatile__("bl 2f\n2:\tmflr %0\n\taddi %0, %0, 1f-2b\n"
			     "1:\ttrap" : "=r"(a) : : "lr", "memory");
#elif defined(__m68k__)
	/* the breakpoint: the pc is the address after it */
	__asm__ __volatile__("lea 1f, %0\n\ttrap #15\n1:" : "=a"(a) : : "memory");
#elif defined(__hppa__)
	/* kill(2) (37) through the gateway page, the number in the delay
	   slot: the return address is the instruction after it */
	{
		long pid = (long)getpid();
		__asm__ __volatile__("ldil L%%1f, %0\n\tldo R%%1f(%0), %0\n\t"
				     "copy %1, %%r26\n\tldi %2, %%r25\n\t"
				     "ble 0x100(%%sr2, %%r0)\n\tldi 37, %%r20\n1:"
				     : "=&r"(a) : "r"(pid), "i"(SIGTRAP)
				     : "r1", "r2", "r4", "r20", "r21", "r22", "r23", "r24",
				       "r25", "r26", "r28", "r29", "r31", "memory");
	}
#elif defined(__sh__)
	/* kill(2) (37) by trapa: the pc is the address after it */
	{
		long pid = (long)getpid();
		__asm__ __volatile__("mova 2f, r0\n\tmov r0, %0\n\t.align 2\n"
				     "2:\tmov %1, r4\n\tmov %2, r5\n\tmov #37, r3\n\t"
				     "trapa #0x12\n1:\tadd #(1b-2b), %0"
				     : "=&r"(a) : "r"(pid), "r"((long)SIGTRAP)
				     : "r0", "r1", "r3", "r4", "r5", "memory");
	}
#elif defined(__arc__)
	/* kill(2) (129) by trap_s 0: the pc is the address after it */
	{
		long pid = (long)getpid();
		__asm__ __volatile__("mov r0, %1\n\tmov r1, %2\n\tmov r8, 129\n\t"
				     "trap_s 0\n1:\tmov %0, 1b" : "=r"(a)
				     : "r"(pid), "r"((long)SIGTRAP)
				     : "r0", "r1", "r8", "memory");
	}
#else
	__asm__ __volatile__(".option push\n\t.option norvc\n\tlla %0, 1f\n"
			     "1:\t.4byte 0x00100073\n\t.option pop" /* ebreak */
			     : "=r"(a) : : "memory");
#endif
	*at = a;
	*local = (uintptr_t)&probe;
}

static void la_sigcontext_checks(void)
{
	uintptr_t at = 0, local = 0, pc, sp, near;
	const uint8_t *maskbytes;
	uint64_t mask = 0;
	unsigned i;

	if (la_sigcontext_run(la_sigcontext_handler, la_sigcontext_trap,
			      &la_sigcontext_hits, &at, &local) != 0)
		return;
#if defined(__aarch64__) || (defined(__riscv) && __riscv_xlen == 64) || \
	defined(__arm__) || defined(__loongarch__) || defined(__mips__) || \
	defined(__powerpc__)
	la_sigcontext_report(1, "rt_sigreturn(2) took the pc the handler "
			     "stepped past the breakpoint in uc_mcontext");
#endif
	pc = (uintptr_t)LA_SIGCONTEXT_PC(la_sigcontext_uc.uc_mcontext);
	sp = (uintptr_t)LA_SIGCONTEXT_SP(la_sigcontext_uc.uc_mcontext);
	la_sigcontext_report(pc == at, "uc_mcontext's pc %#lx, the breakpoint's "
			     "address %#lx", (unsigned long)pc, (unsigned long)at);
	near = sp > local ? sp - local : local - sp;
#if defined(__hppa__)
	/* the stack grows upwards */
	la_sigcontext_report(near < 0x10000 && la_sigcontext_handler_local > sp,
			     "uc_mcontext's sp %#lx: %lu bytes from a local of the "
			     "trapping function, below the handler's frame (%#lx)",
			     (unsigned long)sp, (unsigned long)near,
			     (unsigned long)la_sigcontext_handler_local);
#else
	la_sigcontext_report(near < 0x10000 && la_sigcontext_handler_local < sp,
			     "uc_mcontext's sp %#lx: %lu bytes from a local of the "
			     "trapping function, above the handler's frame (%#lx)",
			     (unsigned long)sp, (unsigned long)near,
			     (unsigned long)la_sigcontext_handler_local);
#endif
	/* the mask's bytes as a 64-bit integer in the ABI's order: bit n-1
	   for signal n */
	maskbytes = (const uint8_t *)&la_sigcontext_uc.uc_sigmask;
	for (i = 0; i < 8; i++)
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		mask = mask << 8 | maskbytes[i];
#else
		mask |= (uint64_t)maskbytes[i] << (8 * i);
#endif
#if (defined(__mips__) && _MIPS_SIM != _ABI64) || \
	(defined(__powerpc__) && !defined(__powerpc64__))
	/* o32, n32 and powerpc: 32-bit words, signal n in bit (n-1)%32
	   of word (n-1)/32 */
	mask = la_sigcontext_uc.uc_sigmask[0] |
		(uint64_t)la_sigcontext_uc.uc_sigmask[1] << 32;
#endif
#if defined(__hppa__) || defined(__m68k__)
	/* the kernel's two 32-bit words */
	mask = la_sigcontext_uc.uc_sigmask[0] |
		(uint64_t)la_sigcontext_uc.uc_sigmask[1] << 32;
#endif
	la_sigcontext_report((mask >> (SIGUSR2 - 1) & 1) && !(mask >> (SIGTRAP - 1) & 1),
			     "uc_sigmask %#llx: SIGUSR2 blocked at the trap, SIGTRAP not",
			     (unsigned long long)mask);

#if defined(__x86_64__) || defined(__i386__)
	la_sigcontext_report(la_sigcontext_uc.uc_mcontext.fpstate != 0,
			     "uc_mcontext.fpstate %#llx",
			     (unsigned long long)la_sigcontext_uc.uc_mcontext.fpstate);
	if (la_sigcontext_uc.uc_flags & UC_FP_XSTATE)
		la_sigcontext_report(la_sigcontext_magic1 == FP_XSTATE_MAGIC1 &&
				     la_sigcontext_magic2 == FP_XSTATE_MAGIC2,
				     "UC_FP_XSTATE: an XSAVE area of %u bytes, magic1 "
				     "%#x, magic2 at its end %#x",
				     (unsigned)la_sigcontext_extended_size,
				     (unsigned)la_sigcontext_magic1,
				     (unsigned)la_sigcontext_magic2);
	else
#ifdef LA_QEMU
		la_sigcontext_report(la_sigcontext_magic1 == 0 ||
				     la_sigcontext_magic1 == FP_XSTATE_MAGIC1,
				     "no UC_FP_XSTATE in uc_flags %#lx: qemu's frame "
				     "has an FXSAVE area without XSAVE state (sw_reserved."
				     "magic1 %#x), where a kernel on an XSAVE CPU "
				     "writes one", (unsigned long)la_sigcontext_uc.uc_flags,
				     (unsigned)la_sigcontext_magic1);
#else
		la_sigcontext_report(la_sigcontext_magic1 == 0,
				     "no UC_FP_XSTATE in uc_flags %#lx: a CPU without "
				     "XSAVE, sw_reserved.magic1 %#x (0)",
				     (unsigned long)la_sigcontext_uc.uc_flags,
				     (unsigned)la_sigcontext_magic1);
#endif
#elif defined(__arm__)
	la_sigcontext_report(la_sigcontext_uc.uc_mcontext.oldmask == (uint32_t)mask,
			     "oldmask %#lx, uc_sigmask's first 32 bits",
			     (unsigned long)la_sigcontext_uc.uc_mcontext.oldmask);
	la_sigcontext_report(
#ifdef __thumb__
		(la_sigcontext_uc.uc_mcontext.arm_cpsr >> 5 & 1) == 1,
#else
		(la_sigcontext_uc.uc_mcontext.arm_cpsr >> 5 & 1) == 0,
#endif
		"arm_cpsr %#lx: user mode, the T bit the breakpoint's",
		(unsigned long)la_sigcontext_uc.uc_mcontext.arm_cpsr);
	la_sigcontext_report(la_sigcontext_end, "uc_regspace: %u records (the "
			     "first's magic %#x, %u bytes) before the 0 magic at %u",
			     (unsigned)la_sigcontext_records,
			     (unsigned)la_sigcontext_fpmagic,
			     (unsigned)la_sigcontext_fpsize,
			     (unsigned)la_sigcontext_endat);
#elif defined(__loongarch__)
	{
		uint32_t need = (uint32_t)sizeof(struct linuxabi_sctx_info) +
			(la_sigcontext_fpmagic == LASX_CTX_MAGIC ?
			 (uint32_t)sizeof(struct linuxabi_lasx_context) :
			 la_sigcontext_fpmagic == LSX_CTX_MAGIC ?
			 (uint32_t)sizeof(struct linuxabi_lsx_context) :
			 (uint32_t)sizeof(struct linuxabi_fpu_context));

		la_sigcontext_report(la_sigcontext_end && la_sigcontext_fpmagic != 0 &&
				     la_sigcontext_fpsize >= need,
				     "the records after the sigcontext: %u (the "
				     "floating-point one's magic %#x, %u bytes, %u "
				     "needed) before the 0 record at %u; sc_flags %#x",
				     (unsigned)la_sigcontext_records,
				     (unsigned)la_sigcontext_fpmagic,
				     (unsigned)la_sigcontext_fpsize, (unsigned)need,
				     (unsigned)la_sigcontext_endat,
				     (unsigned)la_sigcontext_uc.uc_mcontext.sc_flags);
#ifdef LA_QEMU
		la_sigcontext_report(la_sigcontext_endsize == 0 ||
				     la_sigcontext_endsize == sizeof(struct linuxabi_sctx_info),
				     "the 0 record's size %u: 0 from a kernel, its "
				     "header's 16 from qemu's frame (qemu 7.2)",
				     (unsigned)la_sigcontext_endsize);
#else
		la_sigcontext_report(la_sigcontext_endsize == 0,
				     "the 0 record's size %u (0)",
				     (unsigned)la_sigcontext_endsize);
#endif
	}
#elif defined(__aarch64__)
	{
		const uint8_t *p = la_sigcontext_uc.uc_mcontext.__reserved;
		uint32_t off = 0, fpsimd = 0, n = 0, end = 0;
		char seen[160] = "";
		struct linuxabi_aarch64_ctx h;

		while (off + sizeof h <= sizeof la_sigcontext_uc.uc_mcontext.__reserved) {
			memcpy(&h, p + off, sizeof h);
			if (h.magic == 0 && h.size == 0) {
				end = 1;
				break;
			}
			if (h.size < sizeof h || h.size % 16)
				break;
			if (h.magic == FPSIMD_MAGIC)
				fpsimd = h.size;
			if (strlen(seen) < sizeof seen - 12)
				sprintf(seen + strlen(seen), " %#x", (unsigned)h.magic);
			n++;
			off += h.size;
		}
		la_sigcontext_report(end && fpsimd == sizeof(struct linuxabi_fpsimd_context),
				     "__reserved: %u records (%s ) before the zero "
				     "record at %u, FPSIMD_MAGIC's of %u bytes",
				     (unsigned)n, seen, (unsigned)off, (unsigned)fpsimd);
	}
#elif defined(__mips__)
	la_sigcontext_report((la_sigcontext_uc.uc_mcontext.sc_used_math &
			      ~(uint32_t)(USED_FP | USED_FR1 | USED_HYBRID_FPRS |
					  USED_EXTCONTEXT)) == 0,
			     "sc_used_math %#x: only USED_* bits",
			     (unsigned)la_sigcontext_uc.uc_mcontext.sc_used_math);
#elif defined(__s390x__)
	{
		uint64_t m = la_sigcontext_uc.uc_mcontext.regs.psw.mask;

		/* problem state (0x0001000000000000), 64-bit addressing
		   (EA and BA, 0x0000000180000000) */
		la_sigcontext_report((m & 0x0001000000000000ULL) &&
				     (m & 0x0000000180000000ULL) == 0x0000000180000000ULL,
				     "uc_mcontext.regs.psw.mask %#llx: problem state, "
				     "64-bit addressing", (unsigned long long)m);
		la_sigcontext_report((la_sigcontext_uc.uc_flags & ~(uint64_t)(UC_GPRS_HIGH | UC_VXRS)) == 0,
				     "uc_flags %#llx: UC_VXRS or nothing (UC_GPRS_HIGH "
				     "only in 31-bit frames)",
				     (unsigned long long)la_sigcontext_uc.uc_flags);
	}
#elif defined(__powerpc64__)
	la_sigcontext_report(la_sigcontext_uc.uc_mcontext.regs ==
			     (uintptr_t)&((struct linuxabi_ucontext *)la_sigcontext_ucp)->uc_mcontext.gp_regs,
			     "uc_mcontext.regs %#llx points to the frame's gp_regs",
			     (unsigned long long)la_sigcontext_uc.uc_mcontext.regs);
#elif defined(__powerpc__)
	la_sigcontext_report(la_sigcontext_uc.uc_regs ==
			     (uintptr_t)&((struct linuxabi_ucontext *)la_sigcontext_ucp)->uc_mcontext,
			     "uc_regs %#lx points to the frame's uc_mcontext",
			     (unsigned long)la_sigcontext_uc.uc_regs);
#elif defined(__hppa__)
	la_sigcontext_report((la_sigcontext_uc.uc_mcontext.sc_iaoq[0] & 3) == 3 &&
			     la_sigcontext_uc.uc_mcontext.sc_iaoq[1] ==
			     la_sigcontext_uc.uc_mcontext.sc_iaoq[0] + 4,
			     "sc_iaoq %#x, %#x: privilege level 3, then the next "
			     "instruction",
			     (unsigned)la_sigcontext_uc.uc_mcontext.sc_iaoq[0],
			     (unsigned)la_sigcontext_uc.uc_mcontext.sc_iaoq[1]);
#ifdef LA_QEMU
	la_sigcontext_report((la_sigcontext_uc.uc_mcontext.sc_flags &
			      ~(uint32_t)PARISC_SC_FLAG_IN_SYSCALL) == 0,
			     "sc_flags %#x: qemu's frame (qemu 7.2) leaves out "
			     "PARISC_SC_FLAG_IN_SYSCALL, which the kernel sets for "
			     "a signal at a system call's return",
			     (unsigned)la_sigcontext_uc.uc_mcontext.sc_flags);
#else
	la_sigcontext_report(la_sigcontext_uc.uc_mcontext.sc_flags == PARISC_SC_FLAG_IN_SYSCALL,
			     "sc_flags %#x: PARISC_SC_FLAG_IN_SYSCALL, a signal at a "
			     "system call's return, not on the alternate stack",
			     (unsigned)la_sigcontext_uc.uc_mcontext.sc_flags);
#endif
#elif defined(__m68k__)
	la_sigcontext_report(la_sigcontext_uc.uc_mcontext.version == MCONTEXT_VERSION &&
			     !(la_sigcontext_uc.uc_mcontext.gregs[17] & 0x2000),
			     "uc_mcontext.version %d (MCONTEXT_VERSION), the sr "
			     "%#x in user mode", (int)la_sigcontext_uc.uc_mcontext.version,
			     (unsigned)la_sigcontext_uc.uc_mcontext.gregs[17]);
#elif defined(__sh__)
	la_sigcontext_report(la_sigcontext_uc.uc_mcontext.oldmask == (uint32_t)mask,
			     "oldmask %#lx, uc_sigmask's first 32 bits",
			     (unsigned long)la_sigcontext_uc.uc_mcontext.oldmask);
#elif defined(__arc__)
	/* nothing more */
#else
	{
		uint32_t magic = la_sigcontext_uc.uc_mcontext.sc_ext.sc_extdesc.hdr.magic;
#ifdef LA_QEMU
		la_sigcontext_report(1, "the first extension record's magic %#x: "
				     "not checked under qemu, whose sigcontext ends "
				     "after the D registers' fcsr (it has no "
				     "extension header)", (unsigned)magic);
#else
		la_sigcontext_report(magic == END_MAGIC || magic == RISCV_V_MAGIC ||
				     magic == RISCV_ZICFISS_MAGIC,
				     "the first extension record's magic %#x",
				     (unsigned)magic);
#endif
	}
#endif
}

#elif !defined(LA_SIGCONTEXT_SPARC_ALPHA)

static void la_sigcontext_checks(void)
{
	la_sigcontext_report(1, "struct linuxabi_ucontext is not yet written "
			     "for this ABI: nothing to check");
}

#endif

#endif
