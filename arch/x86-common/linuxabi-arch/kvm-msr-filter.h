#ifndef LINUXABI_ARCH_KVM_MSR_FILTER_H
#define LINUXABI_ARCH_KVM_MSR_FILTER_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: x86's MSR filter, KVM_X86_SET_MSR_FILTER, whose
 * ranges hold the address of a bitmap: here (i386, x32) 32 bits (struct
 * linuxabi_kvm_msr_filter_range: 16 bytes, linuxabi_kvm_msr_filter 260).
 * A 64-bit kernel reads this layout from a 32-bit or x32 program through
 * its compat handler (kvm_arch_vm_compat_ioctl, struct
 * kvm_msr_filter_compat in arch/x86/kvm/x86.c, since Linux 6.1: before,
 * such a kernel did not know the 32-bit request).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

struct linuxabi_kvm_msr_filter_range {
    uint32_t flags;                     /* KVM_MSR_FILTER_READ, _WRITE */
    uint32_t nmsrs;                     /* bits in the bitmap */
    uint32_t base;                      /* the first MSR */
    uint32_t bitmap;                    /* address of the bitmap; 1: allowed */
};

struct linuxabi_kvm_msr_filter {
    uint32_t flags;                     /* KVM_MSR_FILTER_DEFAULT_* */
    struct linuxabi_kvm_msr_filter_range ranges[16];
};

/* of a VM fd */
#define KVM_X86_SET_MSR_FILTER           LINUXABI_IOW(0xAE, 0xc6, struct linuxabi_kvm_msr_filter)

#endif
