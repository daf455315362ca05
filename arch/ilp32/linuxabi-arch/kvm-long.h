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
 * 32-bit long.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* KVM_S390_STORE_STATUS's special addresses: -1 and -2 as a C long */
#define KVM_S390_STORE_STATUS_NOADDR     0xffffffffUL
#define KVM_S390_STORE_STATUS_PREFIXED   0xfffffffeUL

#define KVM_S390_VCPU_FAULT              LINUXABI_IOW(0xAE, 0x52, uint32_t)    /* arg: the guest address */
#define KVM_S390_STORE_STATUS            LINUXABI_IOW(0xAE, 0x95, uint32_t)    /* arg: an address or KVM_S390_STORE_STATUS_* */
#define KVM_MEMORY_ENCRYPT_OP            LINUXABI_IOWR(0xAE, 0xba, uint32_t)   /* arg: the vendor's command struct */

/* KVM_EXIT_RISCV_SBI, KVM_EXIT_RISCV_CSR: struct linuxabi_kvm_run's
   riscv_sbi and riscv_csr, of C longs */
struct linuxabi_kvm_run_riscv_sbi {
    uint32_t extension_id;
    uint32_t function_id;
    uint32_t args[6];
    uint32_t ret[2];
};

struct linuxabi_kvm_run_riscv_csr {
    uint32_t csr_num;
    uint32_t new_value;
    uint32_t write_mask;
    uint32_t ret_value;
};

#endif
