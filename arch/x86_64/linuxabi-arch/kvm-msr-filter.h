#ifndef LINUXABI_ARCH_KVM_MSR_FILTER_H
#define LINUXABI_ARCH_KVM_MSR_FILTER_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: x86's MSR filter, KVM_X86_SET_MSR_FILTER, whose
 * ranges hold the address of a bitmap: here 64 bits (struct
 * linuxabi_kvm_msr_filter_range: 24 bytes, linuxabi_kvm_msr_filter 392).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

struct linuxabi_kvm_msr_filter_range {
    uint32_t flags;                     /* KVM_MSR_FILTER_READ, _WRITE */
    uint32_t nmsrs;                     /* bits in the bitmap */
    uint32_t base;                      /* the first MSR */
    uint8_t  __pad[4];
    uint64_t bitmap;                    /* address of the bitmap; 1: allowed */
};

struct linuxabi_kvm_msr_filter {
    uint32_t flags;                     /* KVM_MSR_FILTER_DEFAULT_* */
    uint8_t  __pad[4];
    struct linuxabi_kvm_msr_filter_range ranges[16];
};

/* of a VM fd */
#define KVM_X86_SET_MSR_FILTER           LINUXABI_IOW(0xAE, 0xc6, struct linuxabi_kvm_msr_filter)

#endif
