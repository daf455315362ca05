#ifndef LINUXABI_ARCH_KVM_H
#define LINUXABI_ARCH_KVM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the architecture's part of KVM (the kernel's
 * <asm/kvm.h>): its registers, struct linuxabi_kvm_run and the requests
 * of its own structs.  This ABI: loongarch64, LoongArch's KVM: the
 * general registers of KVM_GET_REGS, the FP and vector registers of
 * KVM_GET_FPU, the register ids of KVM_GET_ONE_REG (CSRs, CPUCFG words,
 * LBT, KVM's own), the VM and vCPU attributes, the attributes of the
 * IPI, EIOINTC, PCH-PIC and DMSINTC irqchip devices.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* pages of the vCPU mapping, after struct linuxabi_kvm_run */
#define KVM_COALESCED_MMIO_PAGE_OFFSET   1
#define KVM_DIRTY_LOG_PAGE_OFFSET        64

/* struct linuxabi_kvm_guest_debug control, beside KVM_GUESTDBG_* */
#define KVM_GUESTDBG_USE_SW_BP           0x00010000

/* KVM_GET_REGS, KVM_SET_REGS */
struct linuxabi_kvm_regs {
    uint64_t gpr[32];
    uint64_t pc;
};

/* KVM_GET_FPU, KVM_SET_FPU: fcsr, the eight condition flags (a byte
   each) and the 32 FP/LSX/LASX registers, 256 bits each */
struct linuxabi_kvm_fpureg {
    uint64_t val64[4];
};

struct linuxabi_kvm_fpu {
    uint32_t fcsr;
    uint32_t __pad;
    uint64_t fcc;
    struct linuxabi_kvm_fpureg fpr[32];
};

/* KVM_GET_ONE_REG register ids: KVM_REG_LOONGARCH | a class | ... */
#define KVM_REG_LOONGARCH_GPR            (KVM_REG_LOONGARCH | 0x00000UL)
#define KVM_REG_LOONGARCH_CSR            (KVM_REG_LOONGARCH | 0x10000UL)
#define KVM_REG_LOONGARCH_KVM            (KVM_REG_LOONGARCH | 0x20000UL)
#define KVM_REG_LOONGARCH_FPSIMD         (KVM_REG_LOONGARCH | 0x30000UL)
#define KVM_REG_LOONGARCH_CPUCFG         (KVM_REG_LOONGARCH | 0x40000UL)
#define KVM_REG_LOONGARCH_LBT            (KVM_REG_LOONGARCH | 0x50000UL)
#define KVM_REG_LOONGARCH_MASK           (KVM_REG_LOONGARCH | 0x70000UL)
#define KVM_CSR_IDX_MASK                 0x7fff
#define KVM_CPUCFG_IDX_MASK              0x7fff

/* KVM's own registers: the counter, a vCPU reset, the software
   breakpoint instruction */
#define KVM_REG_LOONGARCH_COUNTER        (KVM_REG_LOONGARCH_KVM | KVM_REG_SIZE_U64 | 1)
#define KVM_REG_LOONGARCH_VCPU_RESET     (KVM_REG_LOONGARCH_KVM | KVM_REG_SIZE_U64 | 2)
#define KVM_REG_LOONGARCH_DEBUG_INST     (KVM_REG_LOONGARCH_KVM | KVM_REG_SIZE_U64 | 3)

/* the binary translation (LBT) registers */
#define KVM_REG_LOONGARCH_LBT_SCR0       (KVM_REG_LOONGARCH_LBT | KVM_REG_SIZE_U64 | 1)
#define KVM_REG_LOONGARCH_LBT_SCR1       (KVM_REG_LOONGARCH_LBT | KVM_REG_SIZE_U64 | 2)
#define KVM_REG_LOONGARCH_LBT_SCR2       (KVM_REG_LOONGARCH_LBT | KVM_REG_SIZE_U64 | 3)
#define KVM_REG_LOONGARCH_LBT_SCR3       (KVM_REG_LOONGARCH_LBT | KVM_REG_SIZE_U64 | 4)
#define KVM_REG_LOONGARCH_LBT_EFLAGS     (KVM_REG_LOONGARCH_LBT | KVM_REG_SIZE_U64 | 5)
#define KVM_REG_LOONGARCH_LBT_FTOP       (KVM_REG_LOONGARCH_LBT | KVM_REG_SIZE_U64 | 6)

/* a CSR's and a CPUCFG word's 64-bit register id, by its number (the
   kernel's KVM_IOC_CSRID(), KVM_IOC_CPUCFG()) */
#define LOONGARCH_REG_SHIFT              3
#define LINUXABI_KVM_IOC_CSRID(reg) \
    (KVM_REG_LOONGARCH_CSR | KVM_REG_SIZE_U64 | ((reg) << LOONGARCH_REG_SHIFT))
#define LINUXABI_KVM_IOC_CPUCFG(reg) \
    (KVM_REG_LOONGARCH_CPUCFG | KVM_REG_SIZE_U64 | ((reg) << LOONGARCH_REG_SHIFT))

/* device attributes of the VM fd (KVM_HAS_DEVICE_ATTR): the features
   the guest may have */
#define KVM_LOONGARCH_VM_FEAT_CTRL       0
#define KVM_LOONGARCH_VM_FEAT_LSX        0
#define KVM_LOONGARCH_VM_FEAT_LASX       1
#define KVM_LOONGARCH_VM_FEAT_X86BT      2
#define KVM_LOONGARCH_VM_FEAT_ARMBT      3
#define KVM_LOONGARCH_VM_FEAT_MIPSBT     4
#define KVM_LOONGARCH_VM_FEAT_PMU        5
#define KVM_LOONGARCH_VM_FEAT_PV_IPI     6
#define KVM_LOONGARCH_VM_FEAT_PV_STEALTIME 7
#define KVM_LOONGARCH_VM_FEAT_PTW        8
#define KVM_LOONGARCH_VM_FEAT_MSGINT     9
#define KVM_LOONGARCH_VM_FEAT_PV_PREEMPT 10

/* device attributes of the vCPU fd: its CPUCFG words, PV steal time */
#define KVM_LOONGARCH_VCPU_CPUCFG        0
#define KVM_LOONGARCH_VCPU_PVTIME_CTRL   1
#define KVM_LOONGARCH_VCPU_PVTIME_GPA    0

/* an IOCSR access (address and data) */
struct linuxabi_kvm_iocsr_entry {
    uint32_t addr;
    uint32_t pad;
    uint64_t data;
};

#define KVM_NR_IRQCHIPS                  1
#define KVM_IRQCHIP_NUM_PINS             64
#define KVM_MAX_CORES                    256

/* the irqchip devices' attribute groups and attributes */
#define KVM_DEV_LOONGARCH_IPI_GRP_REGS   0x40000001
#define KVM_DEV_LOONGARCH_EXTIOI_GRP_REGS 0x40000002
#define KVM_DEV_LOONGARCH_EXTIOI_GRP_SW_STATUS 0x40000003
#define KVM_DEV_LOONGARCH_EXTIOI_SW_STATUS_NUM_CPU 0x0
#define KVM_DEV_LOONGARCH_EXTIOI_SW_STATUS_FEATURE 0x1
#define KVM_DEV_LOONGARCH_EXTIOI_SW_STATUS_STATE   0x2
#define KVM_DEV_LOONGARCH_EXTIOI_GRP_CTRL 0x40000004
#define KVM_DEV_LOONGARCH_EXTIOI_CTRL_INIT_NUM_CPU  0x0
#define KVM_DEV_LOONGARCH_EXTIOI_CTRL_INIT_FEATURE  0x1
#define KVM_DEV_LOONGARCH_EXTIOI_CTRL_LOAD_FINISHED 0x3
#define KVM_DEV_LOONGARCH_PCH_PIC_GRP_REGS 0x40000005
#define KVM_DEV_LOONGARCH_PCH_PIC_GRP_CTRL 0x40000006
#define KVM_DEV_LOONGARCH_PCH_PIC_CTRL_INIT 0
#define KVM_DEV_LOONGARCH_DMSINTC_GRP_CTRL 0x40000007
#define KVM_DEV_LOONGARCH_DMSINTC_MSG_ADDR_BASE 0x0
#define KVM_DEV_LOONGARCH_DMSINTC_MSG_ADDR_SIZE 0x1

/* struct linuxabi_kvm_run s: the registers KVM_RUN syncs; none here (the
   kernel's struct kvm_sync_regs is empty) */
union linuxabi_kvm_run_s {
    char     padding[SYNC_REGS_SIZE_BYTES];
};

/* no debug exit: the kernel's struct kvm_debug_exit_arch is empty */
#include <linuxabi-arch/kvm-run.h>

/* KVM_SET_GUEST_DEBUG */
struct linuxabi_kvm_guest_debug {
    uint32_t control;                   /* KVM_GUESTDBG_* */
    uint32_t pad;                       /* the kernel's empty arch follows */
};

/* ioctl(2) requests of a vCPU fd with the structs above.  KVM_GET_SREGS
   and KVM_SET_SREGS take the kernel's empty struct kvm_sregs (a GNU C
   extension, size 0: C89 has no empty struct, so ours has none) */
#define KVM_GET_REGS                     LINUXABI_IOR(KVMIO, 0x81, struct linuxabi_kvm_regs)
#define KVM_SET_REGS                     LINUXABI_IOW(KVMIO, 0x82, struct linuxabi_kvm_regs)
#define KVM_GET_SREGS                    LINUXABI_IOC(LINUXABI_IOC_READ, KVMIO, 0x83, 0)
#define KVM_SET_SREGS                    LINUXABI_IOC(LINUXABI_IOC_WRITE, KVMIO, 0x84, 0)
#define KVM_GET_FPU                      LINUXABI_IOR(KVMIO, 0x8c, struct linuxabi_kvm_fpu)
#define KVM_SET_FPU                      LINUXABI_IOW(KVMIO, 0x8d, struct linuxabi_kvm_fpu)
#define KVM_SET_GUEST_DEBUG              LINUXABI_IOW(KVMIO, 0x9b, struct linuxabi_kvm_guest_debug)

#endif
