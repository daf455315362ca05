#ifndef LINUXABI_ARCH_KVM_TLB_H
#define LINUXABI_ARCH_KVM_TLB_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: KVM_DIRTY_TLB, whose struct linuxabi_kvm_dirty_tlb
 * (a uint64_t and a uint32_t) is 12 bytes here: uint64_t is
 * less than 8-byte aligned.  The size is spelled as an integer array so
 * that the number is this ABI's whatever compiler reads the file
 * (liblinuxabi's tables are built on the host).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

#define KVM_DIRTY_TLB                    LINUXABI_IOW(0xAE, 0xaa, uint32_t[3])

#endif
