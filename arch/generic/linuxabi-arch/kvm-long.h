#ifndef LINUXABI_ARCH_KVM_LONG_H
#define LINUXABI_ARCH_KVM_LONG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the requests whose size field is the kernel's C long
 * (unsigned long), the two special addresses of KVM_S390_STORE_STATUS
 * and the two exits of struct linuxabi_kvm_run made of C longs,
 * spelled as a fixed-width type of its size so that the
 * number is this ABI's whatever compiler reads the file.  This ABI:
 * 64-bit long.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* KVM_S390_STORE_STATUS's special addresses: -1 and -2 as a C long */
#define KVM_S390_STORE_STATUS_NOADDR     0xffffffffffffffffUL
#define KVM_S390_STORE_STATUS_PREFIXED   0xfffffffffffffffeUL

#define KVM_S390_VCPU_FAULT              LINUXABI_IOW(0xAE, 0x52, uint64_t)    /* arg: the guest address */
#define KVM_S390_STORE_STATUS            LINUXABI_IOW(0xAE, 0x95, uint64_t)    /* arg: an address or KVM_S390_STORE_STATUS_* */
#define KVM_MEMORY_ENCRYPT_OP            LINUXABI_IOWR(0xAE, 0xba, uint64_t)   /* arg: the vendor's command struct */

/* KVM_EXIT_RISCV_SBI, KVM_EXIT_RISCV_CSR: struct linuxabi_kvm_run's
   riscv_sbi and riscv_csr, of C longs */
struct linuxabi_kvm_run_riscv_sbi {
    uint64_t extension_id;
    uint64_t function_id;
    uint64_t args[6];
    uint64_t ret[2];
};

struct linuxabi_kvm_run_riscv_csr {
    uint64_t csr_num;
    uint64_t new_value;
    uint64_t write_mask;
    uint64_t ret_value;
};

#endif
