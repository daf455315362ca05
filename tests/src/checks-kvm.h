/* The checks of <linuxabi/kvm.h> that run real system calls.  /dev/kvm:
 * KVM_GET_API_VERSION must answer KVM_API_VERSION (12),
 * KVM_CHECK_EXTENSION answers for KVM_CAP_USER_MEMORY (1 on every kernel
 * with KVM since 2.6.25) and KVM_CAP_NR_VCPUS (a positive count), and
 * KVM_GET_VCPU_MMAP_SIZE a size of a page or more; KVM_CREATE_VM makes a
 * VM fd, on which KVM_CHECK_EXTENSION asks again.  On x86 (i386, x32,
 * x86_64: the architecture's part) the VM makes a vCPU whose KVM_GET_REGS
 * and KVM_GET_SREGS, through our structs, must show the reset state
 * (rflags 0x2, cs.selector 0xf000), and the vCPU mapping must hold struct
 * linuxabi_kvm_run; KVM_GET_REGS and KVM_GET_SREGS also go to /dev/null,
 * as on s390x its register, PSW, memory, interrupt, storage key and
 * protected virtualization requests do.
 * Where /dev/kvm does not
 * exist (no KVM in the kernel or no module loaded, a container) or cannot
 * be opened, an ok line says so; under qemu-user the requests are not run
 * (qemu does not translate KVM's ioctls).  Everywhere, some requests built
 * from our structs go to /dev/null, which must answer ENOTTY (powerpc's,
 * powerpc64's: KVM_GET_REGS, KVM_GET_SREGS, KVM_PPC_GET_SMMU_INFO and
 * KVM_PPC_GET_HTAB_FD among them; under qemu, its ENOSYS).  Shared by
 * runtime.c and emulated.c; before including, a program may define
 * LA_SYSCALL and LA_ERROR (as for syscall-checks.h).  la_kvm_checks()
 * prints "ok - kvm: ..." or "not ok - kvm: ..." lines. */
#ifndef LA_KVM_CHECKS_H
#define LA_KVM_CHECKS_H

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <fcntl.h>
#include <unistd.h>
#include <linuxabi/kvm.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_kvm_report(good, ...) la_report_in("kvm", (good), __VA_ARGS__)

#ifdef KVM_X86_DEFAULT_VM
/* x86: a vCPU's registers after reset, through our structs */
static void la_kvm_x86_vcpu(int kvm, int vm)
{
	static struct linuxabi_kvm_regs regs;
	static struct linuxabi_kvm_sregs sregs;
	long vcpu, r;

	r = la_dev_ioctl(kvm, KVM_GET_VCPU_MMAP_SIZE, 0);
	la_kvm_report(r >= (long)sizeof(struct linuxabi_kvm_run),
		      "KVM_GET_VCPU_MMAP_SIZE: %ld, struct linuxabi_kvm_run "
		      "%lu bytes (it must fit)", r,
		      (unsigned long)sizeof(struct linuxabi_kvm_run));
	vcpu = la_dev_ioctl(vm, KVM_CREATE_VCPU, 0);
	la_kvm_report(vcpu >= 0, "KVM_CREATE_VCPU (%#lx): %s",
		      (unsigned long)KVM_CREATE_VCPU,
		      vcpu < 0 ? strerror((int)-vcpu) : "a vCPU fd");
	if (vcpu < 0)
		return;
	memset(&regs, 0xa5, sizeof regs);
	r = la_dev_ioctl((int)vcpu, KVM_GET_REGS, &regs);
	la_kvm_report(r == 0 && regs.rflags == 0x2 && regs.rax == 0,
		      "KVM_GET_REGS (%#lx): %s, rflags %#llx, rax %#llx "
		      "(0x2 and 0 after reset expected)",
		      (unsigned long)KVM_GET_REGS,
		      r < 0 ? strerror((int)-r) : "ok",
		      (unsigned long long)regs.rflags,
		      (unsigned long long)regs.rax);
	memset(&sregs, 0xa5, sizeof sregs);
	r = la_dev_ioctl((int)vcpu, KVM_GET_SREGS, &sregs);
	la_kvm_report(r == 0 && sregs.cs.selector == 0xf000 &&
		      sregs.cs.base == 0xffff0000U && sregs.cs.present == 1,
		      "KVM_GET_SREGS (%#lx): %s, cs %#x base %#llx present %u "
		      "(0xf000, 0xffff0000, 1 after reset expected)",
		      (unsigned long)KVM_GET_SREGS,
		      r < 0 ? strerror((int)-r) : "ok",
		      (unsigned)sregs.cs.selector,
		      (unsigned long long)sregs.cs.base,
		      (unsigned)sregs.cs.present);
	close((int)vcpu);
}
#endif

/* The architecture's part (<linuxabi-arch/kvm.h>), where this ABI has
 * KVM: a vCPU from KVM_CREATE_VCPU (on arm64 first set up with the target
 * KVM_ARM_PREFERRED_TARGET names, through KVM_ARM_VCPU_INIT), then a
 * register through KVM_GET_ONE_REG, its id made from our struct's offset
 * where the id is one: the program counter, which on arm64 and mips must
 * equal what KVM_GET_REGS reads. */
#if defined(KVM_ARM_VCPU_INIT)
#define LA_KVM_PC_REG (KVM_REG_ARM64 | KVM_REG_SIZE_U64 | KVM_REG_ARM_CORE | \
	offsetof(struct linuxabi_kvm_regs, regs.pc) / sizeof(uint32_t))
#define LA_KVM_PC(regs) ((regs).regs.pc)
#elif defined(KVM_REG_RISCV_CORE)
#define LA_KVM_PC_REG (KVM_REG_RISCV | KVM_REG_SIZE_U64 | KVM_REG_RISCV_CORE | \
	offsetof(struct linuxabi_kvm_riscv_core, regs.pc) / sizeof(uint64_t))
#elif defined(KVM_REG_MIPS_PC)
#define LA_KVM_PC_REG KVM_REG_MIPS_PC
#define LA_KVM_PC(regs) ((regs).pc)
#endif

#ifdef LA_KVM_PC_REG
static void la_kvm_vcpu(int vm)
{
#ifdef LA_KVM_PC
	static struct linuxabi_kvm_regs regs;
#endif
	struct linuxabi_kvm_one_reg one;
	uint64_t pc = 0;
	long vcpu, r;

	vcpu = la_dev_ioctl(vm, KVM_CREATE_VCPU, 0);
	la_kvm_report(vcpu >= 0, "KVM_CREATE_VCPU (%#lx): %ld",
		      (unsigned long)KVM_CREATE_VCPU, vcpu);
	if (vcpu < 0)
		return;
#ifdef KVM_ARM_VCPU_INIT
	{
		struct linuxabi_kvm_vcpu_init init;

		memset(&init, 0, sizeof init);
		r = la_dev_ioctl(vm, KVM_ARM_PREFERRED_TARGET, &init);
		la_kvm_report(r == 0, "KVM_ARM_PREFERRED_TARGET (%#lx): %ld, "
			      "target %u", (unsigned long)KVM_ARM_PREFERRED_TARGET,
			      r, (unsigned)init.target);
		r = la_dev_ioctl((int)vcpu, KVM_ARM_VCPU_INIT, &init);
		la_kvm_report(r == 0, "KVM_ARM_VCPU_INIT (%#lx): %ld",
			      (unsigned long)KVM_ARM_VCPU_INIT, r);
	}
#endif
	one.id = LA_KVM_PC_REG;
	one.addr = (uint64_t)(unsigned long)&pc;
	r = la_dev_ioctl((int)vcpu, KVM_GET_ONE_REG, &one);
	la_kvm_report(r == 0, "KVM_GET_ONE_REG (%#lx) of the pc (id %#llx): "
		      "%ld", (unsigned long)KVM_GET_ONE_REG,
		      (unsigned long long)one.id, r);
#ifdef LA_KVM_PC
	r = la_dev_ioctl((int)vcpu, KVM_GET_REGS, &regs);
	la_kvm_report(r == 0 && LA_KVM_PC(regs) == pc, "KVM_GET_REGS (%#lx): "
		      "%ld, pc %#llx (KVM_GET_ONE_REG's %#llx expected)",
		      (unsigned long)KVM_GET_REGS, r,
		      (unsigned long long)LA_KVM_PC(regs),
		      (unsigned long long)pc);
#endif
	close((int)vcpu);
}
#endif

static void la_kvm_vm(int kvm)
{
	long vm, r;

	vm = la_dev_ioctl(kvm, KVM_CREATE_VM, 0);
	if (vm == -EPERM || vm == -EACCES || vm == -EBUSY || vm == -ENOMEM) {
		la_kvm_report(1, "KVM_CREATE_VM (%#lx): %s: this machine "
			      "does not let us make a VM; not checked",
			      (unsigned long)KVM_CREATE_VM, strerror((int)-vm));
		return;
	}
	la_kvm_report(vm >= 0, "KVM_CREATE_VM (%#lx): %ld",
		      (unsigned long)KVM_CREATE_VM, vm);
	if (vm < 0)
		return;
	r = la_dev_ioctl((int)vm, KVM_CHECK_EXTENSION,
			 (void *)(unsigned long)KVM_CAP_USER_MEMORY);
	la_kvm_report(r == 1, "KVM_CHECK_EXTENSION(KVM_CAP_USER_MEMORY) on "
		      "the VM fd: %ld (1 expected)", r);
#ifdef KVM_X86_DEFAULT_VM
	la_kvm_x86_vcpu(kvm, (int)vm);
#endif
#ifdef LA_KVM_PC_REG
	la_kvm_vcpu((int)vm);
#endif
	close((int)vm);
}

static void la_kvm_checks(void)
{
	static struct linuxabi_kvm_userspace_memory_region region;
	static struct linuxabi_kvm_enable_cap cap;
	static struct linuxabi_kvm_irqfd irqfd;
	static struct linuxabi_kvm_ioeventfd ioeventfd;
#ifdef KVM_X86_DEFAULT_VM
	static struct linuxabi_kvm_regs regs;
	static struct linuxabi_kvm_sregs sregs;
#elif defined(KVM_ARM_VCPU_INIT)
	static struct linuxabi_kvm_vcpu_init init;
	static struct linuxabi_kvm_regs regs;
#elif defined(KVM_REG_LOONGARCH_GPR)
	static struct linuxabi_kvm_regs regs;
	static struct linuxabi_kvm_fpu fpu;
#elif defined(KVM_REG_MIPS_GP)
	static struct linuxabi_kvm_regs regs;
	static struct linuxabi_kvm_mips_interrupt irq;
	static struct linuxabi_kvm_guest_debug dbg;
#elif defined(KVM_S390_MEM_OP)
	static struct linuxabi_kvm_regs regs;
	static struct linuxabi_kvm_sregs sregs;
	static struct linuxabi_kvm_fpu fpu;
	static struct linuxabi_kvm_s390_psw psw;
	static struct linuxabi_kvm_s390_mem_op memop;
	static struct linuxabi_kvm_s390_irq irq;
	static struct linuxabi_kvm_s390_skeys skeys;
	static struct linuxabi_kvm_pv_cmd pv;
#elif defined(KVM_PPC_GET_SMMU_INFO)
	static struct linuxabi_kvm_regs regs;
	static struct linuxabi_kvm_sregs sregs;
	static struct linuxabi_kvm_ppc_smmu_info smmu;
	static struct linuxabi_kvm_get_htab_fd htab;
#endif
	const struct la_dev_req wrong[] = {
		{ "KVM_SET_USER_MEMORY_REGION", KVM_SET_USER_MEMORY_REGION,
		  &region },
		{ "KVM_ENABLE_CAP", KVM_ENABLE_CAP, &cap },
		{ "KVM_IRQFD", KVM_IRQFD, &irqfd },
		{ "KVM_IOEVENTFD", KVM_IOEVENTFD, &ioeventfd },
#ifdef KVM_X86_DEFAULT_VM
		{ "KVM_GET_REGS", KVM_GET_REGS, &regs },
		{ "KVM_GET_SREGS", KVM_GET_SREGS, &sregs },
#elif defined(KVM_ARM_VCPU_INIT)
		{ "KVM_ARM_VCPU_INIT", KVM_ARM_VCPU_INIT, &init },
		{ "KVM_GET_REGS", KVM_GET_REGS, &regs },
#elif defined(KVM_REG_LOONGARCH_GPR)
		{ "KVM_GET_REGS", KVM_GET_REGS, &regs },
		{ "KVM_GET_FPU", KVM_GET_FPU, &fpu },
#elif defined(KVM_REG_MIPS_GP)
		{ "KVM_GET_REGS", KVM_GET_REGS, &regs },
		{ "KVM_SET_REGS", KVM_SET_REGS, &regs },
		{ "KVM_INTERRUPT", KVM_INTERRUPT, &irq },
		{ "KVM_SET_GUEST_DEBUG", KVM_SET_GUEST_DEBUG, &dbg },
#elif defined(KVM_S390_MEM_OP)
		{ "KVM_GET_REGS", KVM_GET_REGS, &regs },
		{ "KVM_GET_SREGS", KVM_GET_SREGS, &sregs },
		{ "KVM_GET_FPU", KVM_GET_FPU, &fpu },
		{ "KVM_S390_SET_INITIAL_PSW", KVM_S390_SET_INITIAL_PSW, &psw },
		{ "KVM_S390_MEM_OP", KVM_S390_MEM_OP, &memop },
		{ "KVM_S390_IRQ", KVM_S390_IRQ, &irq },
		{ "KVM_S390_GET_SKEYS", KVM_S390_GET_SKEYS, &skeys },
		{ "KVM_S390_PV_COMMAND", KVM_S390_PV_COMMAND, &pv },
#elif defined(KVM_PPC_GET_SMMU_INFO)
		{ "KVM_GET_REGS", KVM_GET_REGS, &regs },
		{ "KVM_GET_SREGS", KVM_GET_SREGS, &sregs },
		{ "KVM_PPC_GET_SMMU_INFO", KVM_PPC_GET_SMMU_INFO, &smmu },
		{ "KVM_PPC_GET_HTAB_FD", KVM_PPC_GET_HTAB_FD, &htab },
#endif
	};
	long r, n;
	int e, kvm;

	la_dev_wrong_fd("kvm", wrong, sizeof wrong / sizeof wrong[0]);

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/kvm",
		       O_RDWR | O_CLOEXEC, 0);
	e = LA_ERROR(r);
#ifdef LA_QEMU
	if (!e)
		close((int)r);
	la_kvm_report(!e || e == ENOENT || e == EACCES || e == ENXIO ||
		      e == ENODEV || e == EPERM,
		      "/dev/kvm: %s; under qemu-user KVM_GET_API_VERSION "
		      "(%#lx) and the other requests are not run: qemu does "
		      "not translate KVM's ioctls, and a guest of another "
		      "architecture has no KVM here",
		      e ? strerror(e) : "exists (the host's)",
		      (unsigned long)KVM_GET_API_VERSION);
	return;
#endif
	if (e) {
		la_kvm_report(e == ENOENT || e == EACCES || e == ENXIO ||
			      e == ENODEV || e == EPERM,
			      "/dev/kvm: %s: no KVM for us on this machine (no "
			      "kvm module, no permission or a container), so "
			      "KVM_GET_API_VERSION (%#lx) and the other "
			      "requests are not run", strerror(e),
			      (unsigned long)KVM_GET_API_VERSION);
		return;
	}
	kvm = (int)r;
	r = la_dev_ioctl(kvm, KVM_GET_API_VERSION, 0);
	la_kvm_report(r == KVM_API_VERSION, "KVM_GET_API_VERSION (%#lx): "
		      "%ld (%d expected)", (unsigned long)KVM_GET_API_VERSION,
		      r, KVM_API_VERSION);
	r = la_dev_ioctl(kvm, KVM_CHECK_EXTENSION,
			 (void *)(unsigned long)KVM_CAP_USER_MEMORY);
	la_kvm_report(r == 1, "KVM_CHECK_EXTENSION(KVM_CAP_USER_MEMORY): %ld "
		      "(1 expected)", r);
	n = la_dev_ioctl(kvm, KVM_CHECK_EXTENSION,
			 (void *)(unsigned long)KVM_CAP_NR_VCPUS);
	la_kvm_report(n > 0, "KVM_CHECK_EXTENSION(KVM_CAP_NR_VCPUS): %ld "
		      "(a positive count expected)", n);
	r = la_dev_ioctl(kvm, KVM_GET_VCPU_MMAP_SIZE, 0);
	la_kvm_report(r >= 4096, "KVM_GET_VCPU_MMAP_SIZE (%#lx): %ld (a "
		      "page or more expected)",
		      (unsigned long)KVM_GET_VCPU_MMAP_SIZE, r);
	la_kvm_vm(kvm);
	close(kvm);
}

#endif
