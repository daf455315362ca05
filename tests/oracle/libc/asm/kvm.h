/*
 * A stand-in for <asm/kvm.h> on the ABIs whose kernel has no KVM (arm,
 * alpha, hppa, sparc64, m68k, sh, arc): the kernel exports <linux/kvm.h>
 * only where the architecture has an <asm/kvm.h>, but the oracle's one
 * usr/include/linux serves every ABI, and <linux/kvm.h> includes it
 * unconditionally.  These empty structs (a GNU C extension, as the
 * kernel's own empty kvm_sregs of arm64) let it compile, so that its
 * architecture-independent names and structs can be compared there; the
 * structs that use them (kvm_run, kvm_guest_debug) are not ours on these
 * ABIs.  -idirafter: found only where the ABI has no asm/kvm.h.
 */
#ifndef LINUXABI_ORACLE_ASM_KVM_H
#define LINUXABI_ORACLE_ASM_KVM_H
struct kvm_sync_regs { };
struct kvm_debug_exit_arch { };
struct kvm_guest_debug_arch { };
#endif
