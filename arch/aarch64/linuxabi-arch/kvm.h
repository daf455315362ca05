#ifndef LINUXABI_ARCH_KVM_H
#define LINUXABI_ARCH_KVM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the architecture's part of KVM (the kernel's
 * <asm/kvm.h>): its registers, struct linuxabi_kvm_run and the requests
 * of its own structs.  This ABI: aarch64, arm64's KVM: the core registers
 * of KVM_GET_REGS, KVM_ARM_VCPU_INIT's features, the register ids of
 * KVM_GET_ONE_REG (core, system, SVE, firmware pseudo-registers), the
 * VGIC, PMU, timer and PV time device attributes, PSCI.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>
#include <linuxabi-arch/ptrace-regs.h>

/* the saved program status registers of struct linuxabi_kvm_regs spsr */
#define KVM_SPSR_EL1                     0
#define KVM_SPSR_SVC                     KVM_SPSR_EL1
#define KVM_SPSR_ABT                     1
#define KVM_SPSR_UND                     2
#define KVM_SPSR_IRQ                     3
#define KVM_SPSR_FIQ                     4
#define KVM_NR_SPSR                      5

/* pages of the vCPU mapping, after struct linuxabi_kvm_run */
#define KVM_COALESCED_MMIO_PAGE_OFFSET   1
#define KVM_DIRTY_LOG_PAGE_OFFSET        64

/* KVM_GET_REGS, KVM_SET_REGS; each member is also a KVM_GET_ONE_REG
   register: KVM_REG_ARM64 | size | KVM_REG_ARM_CORE | its offset in
   32-bit words */
struct linuxabi_kvm_regs {
    struct linuxabi_user_regs regs;     /* <linuxabi/ptrace.h>'s: user_pt_regs */
    uint64_t sp_el1;
    uint64_t elr_el1;
    uint64_t spsr[KVM_NR_SPSR];         /* by KVM_SPSR_* */
    uint64_t __pad;                     /* fp_regs' 16-byte alignment */
    struct linuxabi_user_fpsimd_state fp_regs; /* <linuxabi/ptrace.h>'s */
};

/* struct linuxabi_kvm_vcpu_init target: KVM_ARM_PREFERRED_TARGET's
   answer */
#define KVM_ARM_TARGET_AEM_V8            0
#define KVM_ARM_TARGET_FOUNDATION_V8     1
#define KVM_ARM_TARGET_CORTEX_A57        2
#define KVM_ARM_TARGET_XGENE_POTENZA     3
#define KVM_ARM_TARGET_CORTEX_A53        4
#define KVM_ARM_TARGET_GENERIC_V8        5

/* KVM_ARM_SET_DEVICE_ADDR: struct linuxabi_kvm_arm_device_addr id */
#define KVM_ARM_DEVICE_TYPE_SHIFT        0
#define KVM_ARM_DEVICE_TYPE_MASK         0xffffUL
#define KVM_ARM_DEVICE_ID_SHIFT          16
#define KVM_ARM_DEVICE_ID_MASK           0xffff0000UL
#define KVM_ARM_DEVICE_VGIC_V2           0

/* the VGIC's address types (KVM_ARM_SET_DEVICE_ADDR's type, and
   KVM_DEV_ARM_VGIC_GRP_ADDR's attributes) and the sizes of its regions */
#define KVM_VGIC_V2_ADDR_TYPE_DIST       0
#define KVM_VGIC_V2_ADDR_TYPE_CPU        1
#define KVM_VGIC_V2_DIST_SIZE            0x1000
#define KVM_VGIC_V2_CPU_SIZE             0x2000
#define KVM_VGIC_V3_ADDR_TYPE_DIST       2
#define KVM_VGIC_V3_ADDR_TYPE_REDIST     3
#define KVM_VGIC_ITS_ADDR_TYPE           4
#define KVM_VGIC_V3_ADDR_TYPE_REDIST_REGION 5
#define KVM_VGIC_V3_DIST_SIZE            0x10000
#define KVM_VGIC_V3_REDIST_SIZE          0x20000
#define KVM_VGIC_V3_ITS_SIZE             0x20000

/* KVM_ARM_VCPU_INIT: bit numbers of struct linuxabi_kvm_vcpu_init
   features */
#define KVM_ARM_VCPU_POWER_OFF           0 /* starts powered off */
#define KVM_ARM_VCPU_EL1_32BIT           1 /* an AArch32 guest */
#define KVM_ARM_VCPU_PSCI_0_2            2
#define KVM_ARM_VCPU_PMU_V3              3
#define KVM_ARM_VCPU_SVE                 4
#define KVM_ARM_VCPU_PTRAUTH_ADDRESS     5
#define KVM_ARM_VCPU_PTRAUTH_GENERIC     6
#define KVM_ARM_VCPU_HAS_EL2             7 /* nested virtualization */
#define KVM_ARM_VCPU_HAS_EL2_E2H0        8 /* ... with HCR_EL2.E2H 0 */

struct linuxabi_kvm_vcpu_init {
    uint32_t target;                    /* KVM_ARM_TARGET_* */
    uint32_t features[7];               /* a bitmap of KVM_ARM_VCPU_* */
};

/* KVM_SET_GUEST_DEBUG: struct linuxabi_kvm_guest_debug arch, the
   hardware breakpoints and watchpoints */
#define KVM_ARM_MAX_DBG_REGS             16

struct linuxabi_kvm_guest_debug_arch {
    uint64_t dbg_bcr[KVM_ARM_MAX_DBG_REGS];
    uint64_t dbg_bvr[KVM_ARM_MAX_DBG_REGS];
    uint64_t dbg_wcr[KVM_ARM_MAX_DBG_REGS];
    uint64_t dbg_wvr[KVM_ARM_MAX_DBG_REGS];
};

/* struct linuxabi_kvm_guest_debug control, beside KVM_GUESTDBG_* */
#define KVM_GUESTDBG_USE_SW_BP           (1 << 16)
#define KVM_GUESTDBG_USE_HW              (1 << 17)

/* KVM_EXIT_DEBUG: struct linuxabi_kvm_run_debug arch */
#define KVM_DEBUG_ARCH_HSR_HIGH_VALID    (1 << 0)

struct linuxabi_kvm_debug_exit_arch {
    uint32_t hsr;                       /* ESR_EL2[31:0] */
    uint32_t hsr_high;                  /* ESR_EL2[61:32] */
    uint64_t far;                       /* a watchpoint's address */
};

/* struct linuxabi_kvm_run s.regs */
struct linuxabi_kvm_sync_regs {
    uint64_t device_irq_level;          /* KVM_ARM_DEV_*: KVM_CAP_ARM_USER_IRQ */
};

#define KVM_ARM_DEV_EL1_VTIMER           (1 << 0)
#define KVM_ARM_DEV_EL1_PTIMER           (1 << 1)
#define KVM_ARM_DEV_PMU                  (1 << 2)

/* KVM_ARM_VCPU_PMU_V3_FILTER: a range of PMU events to allow or deny */
struct linuxabi_kvm_pmu_event_filter {
    uint16_t base_event;
    uint16_t nevents;
    uint8_t  action;                    /* KVM_PMU_EVENT_* */
    uint8_t  pad[3];
};

#define KVM_PMU_EVENT_ALLOW              0
#define KVM_PMU_EVENT_DENY               1

/* KVM_GET_VCPU_EVENTS, KVM_SET_VCPU_EVENTS: a pending SError or external
   abort (the kernel's exception is an anonymous struct) */
struct linuxabi_kvm_vcpu_events_exception {
    uint8_t  serror_pending;
    uint8_t  serror_has_esr;
    uint8_t  ext_dabt_pending;
    uint8_t  pad[5];
    uint64_t serror_esr;
};

struct linuxabi_kvm_vcpu_events {
    struct linuxabi_kvm_vcpu_events_exception exception;
    uint32_t reserved[12];
};

/* KVM_ARM_MTE_COPY_TAGS: a guest range's MTE tags, one byte a granule */
struct linuxabi_kvm_arm_copy_mte_tags {
    uint64_t guest_ipa;
    uint64_t length;
    void    *addr;                      /* the tags in this process */
    uint64_t flags;                     /* KVM_ARM_TAGS_* */
    uint64_t reserved[2];
};

#define KVM_ARM_TAGS_TO_GUEST            0
#define KVM_ARM_TAGS_FROM_GUEST          1

/* KVM_ARM_SET_COUNTER_OFFSET */
struct linuxabi_kvm_arm_counter_offset {
    uint64_t counter_offset;            /* subtracted from the counters */
    uint64_t reserved;
};

/* KVM_GET_ONE_REG register ids: KVM_REG_ARM64 | KVM_REG_SIZE_U* | a
   coprocessor group | the register within it */
#define KVM_REG_ARM_COPROC_MASK          0x0FFF0000
#define KVM_REG_ARM_COPROC_SHIFT         16

/* the core registers: the offset in struct linuxabi_kvm_regs, in 32-bit
   words */
#define KVM_REG_ARM_CORE                 (0x0010 << KVM_REG_ARM_COPROC_SHIFT)

/* registers that take an index: CCSIDR by cache level */
#define KVM_REG_ARM_DEMUX                (0x0011 << KVM_REG_ARM_COPROC_SHIFT)
#define KVM_REG_ARM_DEMUX_ID_MASK        0xFF00
#define KVM_REG_ARM_DEMUX_ID_SHIFT       8
#define KVM_REG_ARM_DEMUX_ID_CCSIDR      (0x00 << KVM_REG_ARM_DEMUX_ID_SHIFT)
#define KVM_REG_ARM_DEMUX_VAL_MASK       0xFF
#define KVM_REG_ARM_DEMUX_VAL_SHIFT      0

/* the system registers, by their op0, op1, CRn, CRm, op2 encoding */
#define KVM_REG_ARM64_SYSREG             (0x0013 << KVM_REG_ARM_COPROC_SHIFT)
#define KVM_REG_ARM64_SYSREG_OP0_MASK    0xc000
#define KVM_REG_ARM64_SYSREG_OP0_SHIFT   14
#define KVM_REG_ARM64_SYSREG_OP1_MASK    0x3800
#define KVM_REG_ARM64_SYSREG_OP1_SHIFT   11
#define KVM_REG_ARM64_SYSREG_CRN_MASK    0x0780
#define KVM_REG_ARM64_SYSREG_CRN_SHIFT   7
#define KVM_REG_ARM64_SYSREG_CRM_MASK    0x0078
#define KVM_REG_ARM64_SYSREG_CRM_SHIFT   3
#define KVM_REG_ARM64_SYSREG_OP2_MASK    0x0007
#define KVM_REG_ARM64_SYSREG_OP2_SHIFT   0

/* the 64-bit system register's id (the kernel's ARM64_SYS_REG()) */
#define LINUXABI_ARM64_SYS_REG(op0, op1, crn, crm, op2) \
    (KVM_REG_ARM64 | KVM_REG_ARM64_SYSREG | KVM_REG_SIZE_U64 | \
     (((op0) << KVM_REG_ARM64_SYSREG_OP0_SHIFT) & KVM_REG_ARM64_SYSREG_OP0_MASK) | \
     (((op1) << KVM_REG_ARM64_SYSREG_OP1_SHIFT) & KVM_REG_ARM64_SYSREG_OP1_MASK) | \
     (((crn) << KVM_REG_ARM64_SYSREG_CRN_SHIFT) & KVM_REG_ARM64_SYSREG_CRN_MASK) | \
     (((crm) << KVM_REG_ARM64_SYSREG_CRM_SHIFT) & KVM_REG_ARM64_SYSREG_CRM_MASK) | \
     (((op2) << KVM_REG_ARM64_SYSREG_OP2_SHIFT) & KVM_REG_ARM64_SYSREG_OP2_MASK))

/* the EL0 physical and virtual timers; the virtual timer's CVAL and CNT
   ids are swapped against their encodings, for good (they are ABI) */
#define KVM_REG_ARM_PTIMER_CTL           LINUXABI_ARM64_SYS_REG(3, 3, 14, 2, 1)
#define KVM_REG_ARM_PTIMER_CVAL          LINUXABI_ARM64_SYS_REG(3, 3, 14, 2, 2)
#define KVM_REG_ARM_PTIMER_CNT           LINUXABI_ARM64_SYS_REG(3, 3, 14, 0, 1)
#define KVM_REG_ARM_TIMER_CTL            LINUXABI_ARM64_SYS_REG(3, 3, 14, 3, 1)
#define KVM_REG_ARM_TIMER_CVAL           LINUXABI_ARM64_SYS_REG(3, 3, 14, 0, 2)
#define KVM_REG_ARM_TIMER_CNT            LINUXABI_ARM64_SYS_REG(3, 3, 14, 3, 2)

/* the firmware pseudo-registers: PSCI's version, the SMCCC workarounds */
#define KVM_REG_ARM_FW                   (0x0014 << KVM_REG_ARM_COPROC_SHIFT)
#define LINUXABI_KVM_REG_ARM_FW_REG(r) \
    (KVM_REG_ARM64 | KVM_REG_SIZE_U64 | KVM_REG_ARM_FW | ((r) & 0xffff))
#define KVM_REG_ARM_PSCI_VERSION         LINUXABI_KVM_REG_ARM_FW_REG(0)
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_1 LINUXABI_KVM_REG_ARM_FW_REG(1)
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_1_NOT_AVAIL    0
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_1_AVAIL        1
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_1_NOT_REQUIRED 2
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_2 LINUXABI_KVM_REG_ARM_FW_REG(2)
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_2_NOT_AVAIL    0
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_2_UNKNOWN      1
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_2_AVAIL        2
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_2_NOT_REQUIRED 3
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_2_ENABLED      (1U << 4)
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_3 LINUXABI_KVM_REG_ARM_FW_REG(3)
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_3_NOT_AVAIL    0
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_3_AVAIL        1
#define KVM_REG_ARM_SMCCC_ARCH_WORKAROUND_3_NOT_REQUIRED 2

/* the SVE registers: Z n (2048 bits), P n and FFR (256 bits), each in
   slices i; KVM_REG_ARM64_SVE_VLS, the bitmap of vector lengths */
#define KVM_REG_ARM64_SVE                (0x15 << KVM_REG_ARM_COPROC_SHIFT)
#define KVM_REG_ARM64_SVE_ZREG_BASE      0
#define KVM_REG_ARM64_SVE_PREG_BASE      0x400
#define KVM_REG_ARM64_SVE_FFR_BASE       0x600
#define KVM_ARM64_SVE_NUM_ZREGS          32
#define KVM_ARM64_SVE_NUM_PREGS          16
#define KVM_ARM64_SVE_MAX_SLICES         32
#define LINUXABI_KVM_REG_ARM64_SVE_ZREG(n, i) \
    (KVM_REG_ARM64 | KVM_REG_ARM64_SVE | KVM_REG_ARM64_SVE_ZREG_BASE | \
     KVM_REG_SIZE_U2048 | (((n) & (KVM_ARM64_SVE_NUM_ZREGS - 1)) << 5) | \
     ((i) & (KVM_ARM64_SVE_MAX_SLICES - 1)))
#define LINUXABI_KVM_REG_ARM64_SVE_PREG(n, i) \
    (KVM_REG_ARM64 | KVM_REG_ARM64_SVE | KVM_REG_ARM64_SVE_PREG_BASE | \
     KVM_REG_SIZE_U256 | (((n) & (KVM_ARM64_SVE_NUM_PREGS - 1)) << 5) | \
     ((i) & (KVM_ARM64_SVE_MAX_SLICES - 1)))
#define LINUXABI_KVM_REG_ARM64_SVE_FFR(i) \
    (KVM_REG_ARM64 | KVM_REG_ARM64_SVE | KVM_REG_ARM64_SVE_FFR_BASE | \
     KVM_REG_SIZE_U256 | ((i) & (KVM_ARM64_SVE_MAX_SLICES - 1)))
#define KVM_ARM64_SVE_VQ_MIN             1       /* in 128-bit quadwords */
#define KVM_ARM64_SVE_VQ_MAX             512
#define KVM_REG_ARM64_SVE_VLS \
    (KVM_REG_ARM64 | KVM_REG_ARM64_SVE | KVM_REG_SIZE_U512 | 0xffff)
#define KVM_ARM64_SVE_VLS_WORDS          8       /* uint64_t of the VLS bitmap */

/* the bitmaps of the hypercall services the guest may see */
#define KVM_REG_ARM_FW_FEAT_BMAP         (0x0016 << KVM_REG_ARM_COPROC_SHIFT)
#define LINUXABI_KVM_REG_ARM_FW_FEAT_BMAP_REG(r) \
    (KVM_REG_ARM64 | KVM_REG_SIZE_U64 | KVM_REG_ARM_FW_FEAT_BMAP | \
     ((r) & 0xffff))
#define KVM_REG_ARM_STD_BMAP             LINUXABI_KVM_REG_ARM_FW_FEAT_BMAP_REG(0)
#define KVM_REG_ARM_STD_BIT_TRNG_V1_0    0
#define KVM_REG_ARM_STD_HYP_BMAP         LINUXABI_KVM_REG_ARM_FW_FEAT_BMAP_REG(1)
#define KVM_REG_ARM_STD_HYP_BIT_PV_TIME  0
#define KVM_REG_ARM_VENDOR_HYP_BMAP      LINUXABI_KVM_REG_ARM_FW_FEAT_BMAP_REG(2) /* functions 0-63 */
#define KVM_REG_ARM_VENDOR_HYP_BIT_FUNC_FEAT 0
#define KVM_REG_ARM_VENDOR_HYP_BIT_PTP   1
#define KVM_REG_ARM_VENDOR_HYP_BMAP_2    LINUXABI_KVM_REG_ARM_FW_FEAT_BMAP_REG(3) /* functions 64-127 */
#define KVM_REG_ARM_VENDOR_HYP_BIT_DISCOVER_IMPL_VER  0
#define KVM_REG_ARM_VENDOR_HYP_BIT_DISCOVER_IMPL_CPUS 1

/* device attributes of the VM fd (KVM_SET_DEVICE_ATTR): group, then its
   attributes */
#define KVM_ARM_VM_SMCCC_CTRL            0
#define KVM_ARM_VM_SMCCC_FILTER          0

/* the VGIC device's groups and attributes */
#define KVM_DEV_ARM_VGIC_GRP_ADDR        0
#define KVM_DEV_ARM_VGIC_GRP_DIST_REGS   1
#define KVM_DEV_ARM_VGIC_GRP_CPU_REGS    2
#define KVM_DEV_ARM_VGIC_CPUID_SHIFT     32
#define KVM_DEV_ARM_VGIC_CPUID_MASK      (0xffUL << KVM_DEV_ARM_VGIC_CPUID_SHIFT)
#define KVM_DEV_ARM_VGIC_V3_MPIDR_SHIFT  32
#define KVM_DEV_ARM_VGIC_V3_MPIDR_MASK   (0xffffffffUL << KVM_DEV_ARM_VGIC_V3_MPIDR_SHIFT)
#define KVM_DEV_ARM_VGIC_OFFSET_SHIFT    0
#define KVM_DEV_ARM_VGIC_OFFSET_MASK     (0xffffffffUL << KVM_DEV_ARM_VGIC_OFFSET_SHIFT)
#define KVM_DEV_ARM_VGIC_SYSREG_INSTR_MASK 0xffff
#define KVM_DEV_ARM_VGIC_GRP_NR_IRQS     3
#define KVM_DEV_ARM_VGIC_GRP_CTRL        4
#define KVM_DEV_ARM_VGIC_GRP_REDIST_REGS 5
#define KVM_DEV_ARM_VGIC_GRP_CPU_SYSREGS 6
#define KVM_DEV_ARM_VGIC_GRP_LEVEL_INFO  7
#define KVM_DEV_ARM_VGIC_GRP_ITS_REGS    8
#define KVM_DEV_ARM_VGIC_GRP_MAINT_IRQ   9
#define KVM_DEV_ARM_VGIC_LINE_LEVEL_INFO_SHIFT 10
#define KVM_DEV_ARM_VGIC_LINE_LEVEL_INFO_MASK (0x3fffffUL << KVM_DEV_ARM_VGIC_LINE_LEVEL_INFO_SHIFT)
#define KVM_DEV_ARM_VGIC_LINE_LEVEL_INTID_MASK 0x3ff
#define VGIC_LEVEL_INFO_LINE_LEVEL       0
#define KVM_DEV_ARM_VGIC_CTRL_INIT       0
#define KVM_DEV_ARM_ITS_SAVE_TABLES      1
#define KVM_DEV_ARM_ITS_RESTORE_TABLES   2
#define KVM_DEV_ARM_VGIC_SAVE_PENDING_TABLES 3
#define KVM_DEV_ARM_ITS_CTRL_RESET       4
#define KVM_DEV_ARM_VGIC_USERSPACE_PPIS  5

/* device attributes of the vCPU fd: the PMU, the timers, PV time */
#define KVM_ARM_VCPU_PMU_V3_CTRL         0
#define KVM_ARM_VCPU_PMU_V3_IRQ          0
#define KVM_ARM_VCPU_PMU_V3_INIT         1
#define KVM_ARM_VCPU_PMU_V3_FILTER       2
#define KVM_ARM_VCPU_PMU_V3_SET_PMU      3
#define KVM_ARM_VCPU_PMU_V3_SET_NR_COUNTERS 4
#define KVM_ARM_VCPU_TIMER_CTRL          1
#define KVM_ARM_VCPU_TIMER_IRQ_VTIMER    0
#define KVM_ARM_VCPU_TIMER_IRQ_PTIMER    1
#define KVM_ARM_VCPU_TIMER_IRQ_HVTIMER   2
#define KVM_ARM_VCPU_TIMER_IRQ_HPTIMER   3
#define KVM_ARM_VCPU_PVTIME_CTRL         2
#define KVM_ARM_VCPU_PVTIME_IPA          0

/* KVM_IRQ_LINE: the fields of struct linuxabi_kvm_irq_level irq */
#define KVM_ARM_IRQ_VCPU2_SHIFT          28
#define KVM_ARM_IRQ_VCPU2_MASK           0xf
#define KVM_ARM_IRQ_TYPE_SHIFT           24
#define KVM_ARM_IRQ_TYPE_MASK            0xf
#define KVM_ARM_IRQ_VCPU_SHIFT           16
#define KVM_ARM_IRQ_VCPU_MASK            0xff
#define KVM_ARM_IRQ_NUM_SHIFT            0
#define KVM_ARM_IRQ_NUM_MASK             0xffff
#define KVM_ARM_IRQ_TYPE_CPU             0
#define KVM_ARM_IRQ_TYPE_SPI             1
#define KVM_ARM_IRQ_TYPE_PPI             2
#define KVM_ARM_IRQ_CPU_IRQ              0 /* KVM_ARM_IRQ_TYPE_CPU's numbers */
#define KVM_ARM_IRQ_CPU_FIQ              1
#define KVM_ARM_IRQ_GIC_MAX              127 /* obsolete: KVM_DEV_ARM_VGIC_GRP_NR_IRQS */

#define KVM_NR_IRQCHIPS                  1

/* the PSCI 0.1 function ids KVM answers, and PSCI's return values */
#define KVM_PSCI_FN_BASE                 0x95c1ba5e
#define LINUXABI_KVM_PSCI_FN(n)          (KVM_PSCI_FN_BASE + (n))
#define KVM_PSCI_FN_CPU_SUSPEND          LINUXABI_KVM_PSCI_FN(0)
#define KVM_PSCI_FN_CPU_OFF              LINUXABI_KVM_PSCI_FN(1)
#define KVM_PSCI_FN_CPU_ON               LINUXABI_KVM_PSCI_FN(2)
#define KVM_PSCI_FN_MIGRATE              LINUXABI_KVM_PSCI_FN(3)
#define KVM_PSCI_RET_SUCCESS             0
#define KVM_PSCI_RET_NI                  (-1)
#define KVM_PSCI_RET_INVAL               (-2)
#define KVM_PSCI_RET_DENIED              (-3)

/* KVM_EXIT_SYSTEM_EVENT flags: a PSCI SYSTEM_RESET2 (of
   KVM_SYSTEM_EVENT_RESET), SYSTEM_OFF2 (of KVM_SYSTEM_EVENT_SHUTDOWN) */
#define KVM_SYSTEM_EVENT_RESET_FLAG_PSCI_RESET2  (1UL << 0)
#define KVM_SYSTEM_EVENT_SHUTDOWN_FLAG_PSCI_OFF2 (1UL << 0)

/* KVM_EXIT_FAIL_ENTRY: hardware_entry_failure_reason */
#define KVM_EXIT_FAIL_ENTRY_CPU_UNSUPPORTED (1UL << 0)

/* KVM_ARM_VM_SMCCC_FILTER: a range of SMCCC function ids and what to do
   with them (enum kvm_smccc_filter_action) */
#define KVM_SMCCC_FILTER_HANDLE          0
#define KVM_SMCCC_FILTER_DENY            1
#define KVM_SMCCC_FILTER_FWD_TO_USER     2

struct linuxabi_kvm_smccc_filter {
    uint32_t base;
    uint32_t nr_functions;
    uint8_t  action;                    /* KVM_SMCCC_FILTER_* */
    uint8_t  pad[15];
};

/* KVM_EXIT_HYPERCALL flags: an SMC (not an HVC), from a 16-bit Thumb
   instruction */
#define KVM_HYPERCALL_EXIT_SMC           (1U << 0)
#define KVM_HYPERCALL_EXIT_16BIT         (1U << 1)

/* KVM_ARM_GET_REG_WRITABLE_MASKS: range KVM_ARM_FEATURE_ID_RANGE, the
   feature id registers (op0 3, op1 0, 1 or 3, CRn 0): addr receives
   KVM_ARM_FEATURE_ID_RANGE_SIZE uint64_t masks, each register's at
   LINUXABI_KVM_ARM_FEATURE_ID_RANGE_IDX() */
#define KVM_ARM_FEATURE_ID_RANGE         0
#define KVM_ARM_FEATURE_ID_RANGE_SIZE    (3 * 8 * 8)
#define LINUXABI_KVM_ARM_FEATURE_ID_RANGE_IDX(op0, op1, crn, crm, op2) \
    (((((op1) & 3UL) - (((op1) & 3UL) == 3)) << 6) | (((crm) & 7) << 3) | (op2))

struct linuxabi_reg_mask_range {
    uint64_t addr;                      /* the masks' array in this process */
    uint32_t range;                     /* KVM_ARM_FEATURE_ID_RANGE */
    uint32_t reserved[13];
};

/* KVM_EXIT_DEBUG */
struct linuxabi_kvm_run_debug {
    struct linuxabi_kvm_debug_exit_arch arch;
};

/* struct linuxabi_kvm_run s: the registers KVM_RUN syncs
   (kvm_valid_regs, kvm_dirty_regs) */
union linuxabi_kvm_run_s {
    struct linuxabi_kvm_sync_regs regs;
    char     padding[SYNC_REGS_SIZE_BYTES];
};

/* struct linuxabi_kvm_run, with the debug exit above as u.debug */
#define LINUXABI_KVM_RUN_DEBUG 1
#include <linuxabi-arch/kvm-run.h>

/* KVM_SET_GUEST_DEBUG */
struct linuxabi_kvm_guest_debug {
    uint32_t control;                   /* KVM_GUESTDBG_* */
    uint32_t pad;
    struct linuxabi_kvm_guest_debug_arch arch;
};

/* ioctl(2) requests of a vCPU fd with the structs above.  KVM_GET_SREGS,
   KVM_SET_SREGS, KVM_GET_FPU and KVM_SET_FPU take the kernel's empty
   struct kvm_sregs and struct kvm_fpu (a GNU C extension, size 0: C89 has
   no empty struct, so ours have none) and answer EINVAL on arm64 */
#define KVM_GET_REGS                     LINUXABI_IOR(KVMIO, 0x81, struct linuxabi_kvm_regs)
#define KVM_SET_REGS                     LINUXABI_IOW(KVMIO, 0x82, struct linuxabi_kvm_regs)
#define KVM_GET_SREGS                    LINUXABI_IOC(LINUXABI_IOC_READ, KVMIO, 0x83, 0)
#define KVM_SET_SREGS                    LINUXABI_IOC(LINUXABI_IOC_WRITE, KVMIO, 0x84, 0)
#define KVM_GET_FPU                      LINUXABI_IOC(LINUXABI_IOC_READ, KVMIO, 0x8c, 0)
#define KVM_SET_FPU                      LINUXABI_IOC(LINUXABI_IOC_WRITE, KVMIO, 0x8d, 0)
#define KVM_SET_GUEST_DEBUG              LINUXABI_IOW(KVMIO, 0x9b, struct linuxabi_kvm_guest_debug)
#define KVM_GET_VCPU_EVENTS              LINUXABI_IOR(KVMIO, 0x9f, struct linuxabi_kvm_vcpu_events)
#define KVM_SET_VCPU_EVENTS              LINUXABI_IOW(KVMIO, 0xa0, struct linuxabi_kvm_vcpu_events)
#define KVM_ARM_VCPU_INIT                LINUXABI_IOW(KVMIO, 0xae, struct linuxabi_kvm_vcpu_init)

/* of a VM fd */
#define KVM_ARM_PREFERRED_TARGET         LINUXABI_IOR(KVMIO, 0xaf, struct linuxabi_kvm_vcpu_init)
#define KVM_ARM_MTE_COPY_TAGS            LINUXABI_IOR(KVMIO, 0xb4, struct linuxabi_kvm_arm_copy_mte_tags)
#define KVM_ARM_SET_COUNTER_OFFSET       LINUXABI_IOW(KVMIO, 0xb5, struct linuxabi_kvm_arm_counter_offset)
#define KVM_ARM_GET_REG_WRITABLE_MASKS   LINUXABI_IOR(KVMIO, 0xb6, struct linuxabi_reg_mask_range)

#endif
