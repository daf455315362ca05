#ifndef LINUXABI_ARCH_KVM_TLB_H
#define LINUXABI_ARCH_KVM_TLB_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: KVM_DIRTY_TLB, whose struct linuxabi_kvm_dirty_tlb
 * (a uint64_t and a uint32_t) is 16 bytes here, its tail padded to
 * its 8-byte alignment.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

#define KVM_DIRTY_TLB                    LINUXABI_IOW(0xAE, 0xaa, struct linuxabi_kvm_dirty_tlb)

#endif
