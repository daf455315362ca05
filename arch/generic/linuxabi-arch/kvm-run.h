#ifndef LINUXABI_ARCH_KVM_RUN_H
#define LINUXABI_ARCH_KVM_RUN_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: struct linuxabi_kvm_run, the same on every ABI with
 * KVM but for what each family's <linuxabi-arch/kvm.h> defines before it
 * includes this file: union linuxabi_kvm_run_s (the registers KVM_RUN
 * syncs); where the kernel's struct kvm_debug_exit_arch is not empty,
 * struct linuxabi_kvm_run_debug, announced by LINUXABI_KVM_RUN_DEBUG; on
 * s390, whose struct kvm_run holds the guest's PSW before u,
 * LINUXABI_KVM_RUN_PSW (both macros undefined again below).  ABIs without
 * KVM never include it.
 */

#include <stdint.h>

/* struct linuxabi_kvm_run u: the exit KVM_RUN came back with, by
   exit_reason (the kernel's is an anonymous union) */
union linuxabi_kvm_run_exit {
    struct linuxabi_kvm_run_hw                hw;
    struct linuxabi_kvm_run_fail_entry        fail_entry;
    struct linuxabi_kvm_run_ex                ex;
    struct linuxabi_kvm_run_io                io;
#ifdef LINUXABI_KVM_RUN_DEBUG
    struct linuxabi_kvm_run_debug             debug;
#endif
    struct linuxabi_kvm_run_mmio              mmio;
    struct linuxabi_kvm_run_iocsr_io          iocsr_io;
    struct linuxabi_kvm_run_hypercall         hypercall;
    struct linuxabi_kvm_run_tpr_access        tpr_access;
    struct linuxabi_kvm_run_s390_sieic        s390_sieic;
    uint64_t                                  s390_reset_flags;
    struct linuxabi_kvm_run_s390_ucontrol     s390_ucontrol;
    struct linuxabi_kvm_run_dcr               dcr;
    struct linuxabi_kvm_run_internal          internal;
    struct linuxabi_kvm_run_emulation_failure emulation_failure;
    struct linuxabi_kvm_run_osi               osi;
    struct linuxabi_kvm_run_papr_hcall        papr_hcall;
    struct linuxabi_kvm_run_s390_tsch         s390_tsch;
    struct linuxabi_kvm_run_epr               epr;
    struct linuxabi_kvm_run_system_event      system_event;
    struct linuxabi_kvm_run_s390_stsi         s390_stsi;
    struct linuxabi_kvm_run_eoi               eoi;
    struct linuxabi_kvm_hyperv_exit           hyperv;
    struct linuxabi_kvm_run_arm_nisv          arm_nisv;
    struct linuxabi_kvm_run_msr               msr;
    struct linuxabi_kvm_xen_exit              xen;
    struct linuxabi_kvm_run_riscv_sbi         riscv_sbi;
    struct linuxabi_kvm_run_riscv_csr         riscv_csr;
    struct linuxabi_kvm_run_notify            notify;
    struct linuxabi_kvm_run_memory_fault      memory_fault;
    struct linuxabi_kvm_run_tdx               tdx;
    struct linuxabi_kvm_run_arm_sea           arm_sea;
    struct linuxabi_kvm_exit_snp_req_certs    snp_req_certs;
    char                                      padding[256];
};
#undef LINUXABI_KVM_RUN_DEBUG

/* KVM_RUN: the vCPU's mapping (mmap(2) of the vCPU fd,
   KVM_GET_VCPU_MMAP_SIZE bytes) begins with this */
struct linuxabi_kvm_run {
    uint8_t  request_interrupt_window;  /* in */
    uint8_t  immediate_exit;            /* in: return at once with EINTR */
    uint8_t  padding1[6];
    uint32_t exit_reason;               /* out: KVM_EXIT_* */
    uint8_t  ready_for_interrupt_injection;
    uint8_t  if_flag;
    uint16_t flags;                     /* out: x86's KVM_RUN_X86_* */
    uint64_t cr8;
    uint64_t apic_base;
#ifdef LINUXABI_KVM_RUN_PSW
    uint64_t psw_mask;                  /* s390: the PSW's first half */
    uint64_t psw_addr;                  /* and its second, the address */
#endif
    union linuxabi_kvm_run_exit u;
    uint64_t kvm_valid_regs;            /* which parts of s KVM_RUN filled */
    uint64_t kvm_dirty_regs;            /* which parts of s the caller changed */
    union linuxabi_kvm_run_s s;
};
#undef LINUXABI_KVM_RUN_PSW

#endif
