#ifndef LINUXABI_ARCH_KVM_H
#define LINUXABI_ARCH_KVM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the architecture's part of KVM (the kernel's
 * <asm/kvm.h>): its registers, struct linuxabi_kvm_run and the requests
 * of its own structs.  This ABI: riscv64, RISC-V's KVM: every register
 * goes through KVM_GET_ONE_REG (KVM_GET_REGS and the like take the
 * kernel's empty structs), by the register ids below: the config, core,
 * CSR, timer, FP, vector, ISA and SBI extension and SBI state registers,
 * in the structs whose members they name; the AIA irqchip's attributes.
 * The kernel's C longs are 64 bits here.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>
#include <linuxabi-arch/ptrace-regs.h>

/* pages of the vCPU mapping, after struct linuxabi_kvm_run */
#define KVM_COALESCED_MMIO_PAGE_OFFSET   1
#define KVM_DIRTY_LOG_PAGE_OFFSET        64

/* KVM_INTERRUPT: struct linuxabi_kvm_interrupt irq, the external
   interrupt raised or lowered */
#define KVM_INTERRUPT_SET                (-1U)
#define KVM_INTERRUPT_UNSET              (-2U)

/* KVM_EXIT_FAIL_ENTRY: hardware_entry_failure_reason, no IMSIC guest
   file for the vCPU */
#define KVM_EXIT_FAIL_ENTRY_NO_VSFILE    (1UL << 0)

/* KVM_REG_RISCV_CONFIG: the vCPU's configuration, one register a member */
struct linuxabi_kvm_riscv_config {
    uint64_t isa;                       /* bits by KVM_RISCV_ISA_EXT_A..Z */
    uint64_t zicbom_block_size;
    uint64_t mvendorid;
    uint64_t marchid;
    uint64_t mimpid;
    uint64_t zicboz_block_size;
    uint64_t satp_mode;
    uint64_t zicbop_block_size;
};

/* KVM_REG_RISCV_CORE: the general registers and the privilege mode */
struct linuxabi_kvm_riscv_core {
    struct linuxabi_user_regs regs;     /* <linuxabi/ptrace.h>'s: user_regs_struct */
    uint64_t mode;                      /* KVM_RISCV_MODE_* */
};

#define KVM_RISCV_MODE_S                 1
#define KVM_RISCV_MODE_U                 0

/* KVM_REG_RISCV_CSR: the supervisor CSRs (KVM_REG_RISCV_CSR_GENERAL),
   the AIA's (_AIA), Smstateen's (_SMSTATEEN) */
struct linuxabi_kvm_riscv_csr {
    uint64_t sstatus;
    uint64_t sie;
    uint64_t stvec;
    uint64_t sscratch;
    uint64_t sepc;
    uint64_t scause;
    uint64_t stval;
    uint64_t sip;
    uint64_t satp;
    uint64_t scounteren;
    uint64_t senvcfg;
};

struct linuxabi_kvm_riscv_aia_csr {
    uint64_t siselect;
    uint64_t iprio1;
    uint64_t iprio2;
    uint64_t sieh;
    uint64_t siph;
    uint64_t iprio1h;
    uint64_t iprio2h;
};

struct linuxabi_kvm_riscv_smstateen_csr {
    uint64_t sstateen0;
};

/* KVM_REG_RISCV_TIMER */
struct linuxabi_kvm_riscv_timer {
    uint64_t frequency;
    uint64_t time;
    uint64_t compare;
    uint64_t state;                     /* KVM_RISCV_TIMER_STATE_* */
};

#define KVM_RISCV_TIMER_STATE_OFF        0
#define KVM_RISCV_TIMER_STATE_ON         1

/* KVM_REG_RISCV_ISA_EXT: the ISA extensions, by number (enum
   KVM_RISCV_ISA_EXT_ID) */
#define KVM_RISCV_ISA_EXT_A              0
#define KVM_RISCV_ISA_EXT_C              1
#define KVM_RISCV_ISA_EXT_D              2
#define KVM_RISCV_ISA_EXT_F              3
#define KVM_RISCV_ISA_EXT_H              4
#define KVM_RISCV_ISA_EXT_I              5
#define KVM_RISCV_ISA_EXT_M              6
#define KVM_RISCV_ISA_EXT_SVPBMT         7
#define KVM_RISCV_ISA_EXT_SSTC           8
#define KVM_RISCV_ISA_EXT_SVINVAL        9
#define KVM_RISCV_ISA_EXT_ZIHINTPAUSE    10
#define KVM_RISCV_ISA_EXT_ZICBOM         11
#define KVM_RISCV_ISA_EXT_ZICBOZ         12
#define KVM_RISCV_ISA_EXT_ZBB            13
#define KVM_RISCV_ISA_EXT_SSAIA          14
#define KVM_RISCV_ISA_EXT_V              15
#define KVM_RISCV_ISA_EXT_SVNAPOT        16
#define KVM_RISCV_ISA_EXT_ZBA            17
#define KVM_RISCV_ISA_EXT_ZBS            18
#define KVM_RISCV_ISA_EXT_ZICNTR         19
#define KVM_RISCV_ISA_EXT_ZICSR          20
#define KVM_RISCV_ISA_EXT_ZIFENCEI       21
#define KVM_RISCV_ISA_EXT_ZIHPM          22
#define KVM_RISCV_ISA_EXT_SMSTATEEN      23
#define KVM_RISCV_ISA_EXT_ZICOND         24
#define KVM_RISCV_ISA_EXT_ZBC            25
#define KVM_RISCV_ISA_EXT_ZBKB           26
#define KVM_RISCV_ISA_EXT_ZBKC           27
#define KVM_RISCV_ISA_EXT_ZBKX           28
#define KVM_RISCV_ISA_EXT_ZKND           29
#define KVM_RISCV_ISA_EXT_ZKNE           30
#define KVM_RISCV_ISA_EXT_ZKNH           31
#define KVM_RISCV_ISA_EXT_ZKR            32
#define KVM_RISCV_ISA_EXT_ZKSED          33
#define KVM_RISCV_ISA_EXT_ZKSH           34
#define KVM_RISCV_ISA_EXT_ZKT            35
#define KVM_RISCV_ISA_EXT_ZVBB           36
#define KVM_RISCV_ISA_EXT_ZVBC           37
#define KVM_RISCV_ISA_EXT_ZVKB           38
#define KVM_RISCV_ISA_EXT_ZVKG           39
#define KVM_RISCV_ISA_EXT_ZVKNED         40
#define KVM_RISCV_ISA_EXT_ZVKNHA         41
#define KVM_RISCV_ISA_EXT_ZVKNHB         42
#define KVM_RISCV_ISA_EXT_ZVKSED         43
#define KVM_RISCV_ISA_EXT_ZVKSH          44
#define KVM_RISCV_ISA_EXT_ZVKT           45
#define KVM_RISCV_ISA_EXT_ZFH            46
#define KVM_RISCV_ISA_EXT_ZFHMIN         47
#define KVM_RISCV_ISA_EXT_ZIHINTNTL      48
#define KVM_RISCV_ISA_EXT_ZVFH           49
#define KVM_RISCV_ISA_EXT_ZVFHMIN        50
#define KVM_RISCV_ISA_EXT_ZFA            51
#define KVM_RISCV_ISA_EXT_ZTSO           52
#define KVM_RISCV_ISA_EXT_ZACAS          53
#define KVM_RISCV_ISA_EXT_SSCOFPMF       54
#define KVM_RISCV_ISA_EXT_ZIMOP          55
#define KVM_RISCV_ISA_EXT_ZCA            56
#define KVM_RISCV_ISA_EXT_ZCB            57
#define KVM_RISCV_ISA_EXT_ZCD            58
#define KVM_RISCV_ISA_EXT_ZCF            59
#define KVM_RISCV_ISA_EXT_ZCMOP          60
#define KVM_RISCV_ISA_EXT_ZAWRS          61
#define KVM_RISCV_ISA_EXT_SMNPM          62
#define KVM_RISCV_ISA_EXT_SSNPM          63
#define KVM_RISCV_ISA_EXT_SVADE          64
#define KVM_RISCV_ISA_EXT_SVADU          65
#define KVM_RISCV_ISA_EXT_SVVPTC         66
#define KVM_RISCV_ISA_EXT_ZABHA          67
#define KVM_RISCV_ISA_EXT_ZICCRSE        68
#define KVM_RISCV_ISA_EXT_ZAAMO          69
#define KVM_RISCV_ISA_EXT_ZALRSC         70
#define KVM_RISCV_ISA_EXT_ZICBOP         71
#define KVM_RISCV_ISA_EXT_ZFBFMIN        72
#define KVM_RISCV_ISA_EXT_ZVFBFMIN       73
#define KVM_RISCV_ISA_EXT_ZVFBFWMA       74
#define KVM_RISCV_ISA_EXT_ZCLSD          75
#define KVM_RISCV_ISA_EXT_ZILSD          76
#define KVM_RISCV_ISA_EXT_ZALASR         77

/* KVM_REG_RISCV_SBI_EXT: the SBI extensions, by number (enum
   KVM_RISCV_SBI_EXT_ID) */
#define KVM_RISCV_SBI_EXT_V01            0
#define KVM_RISCV_SBI_EXT_TIME           1
#define KVM_RISCV_SBI_EXT_IPI            2
#define KVM_RISCV_SBI_EXT_RFENCE         3
#define KVM_RISCV_SBI_EXT_SRST           4
#define KVM_RISCV_SBI_EXT_HSM            5
#define KVM_RISCV_SBI_EXT_PMU            6
#define KVM_RISCV_SBI_EXT_EXPERIMENTAL   7
#define KVM_RISCV_SBI_EXT_VENDOR         8
#define KVM_RISCV_SBI_EXT_DBCN           9
#define KVM_RISCV_SBI_EXT_STA            10
#define KVM_RISCV_SBI_EXT_SUSP           11
#define KVM_RISCV_SBI_EXT_FWFT           12
#define KVM_RISCV_SBI_EXT_MPXY           13

/* KVM_REG_RISCV_SBI_STA: the steal-time area */
struct linuxabi_kvm_riscv_sbi_sta {
    uint64_t shmem_lo;
    uint64_t shmem_hi;
};

/* KVM_REG_RISCV_SBI_FWFT: the SBI firmware features, three registers
   each */
struct linuxabi_kvm_riscv_sbi_fwft_feature {
    uint64_t enable;
    uint64_t flags;
    uint64_t value;
};

struct linuxabi_kvm_riscv_sbi_fwft {
    struct linuxabi_kvm_riscv_sbi_fwft_feature misaligned_deleg;
    struct linuxabi_kvm_riscv_sbi_fwft_feature pointer_masking;
};

/* KVM_GET_ONE_REG register ids: KVM_REG_RISCV | KVM_REG_SIZE_U* | a type
   | a subtype | the register: a member's offset in its struct, in units
   of its size */
#define KVM_REG_RISCV_TYPE_MASK          0xFF000000
#define KVM_REG_RISCV_TYPE_SHIFT         24
#define KVM_REG_RISCV_SUBTYPE_MASK       0x00FF0000
#define KVM_REG_RISCV_SUBTYPE_SHIFT      16

#define KVM_REG_RISCV_CONFIG             (0x01 << KVM_REG_RISCV_TYPE_SHIFT)
#define KVM_REG_RISCV_CORE               (0x02 << KVM_REG_RISCV_TYPE_SHIFT)
#define KVM_REG_RISCV_CSR                (0x03 << KVM_REG_RISCV_TYPE_SHIFT)
#define KVM_REG_RISCV_CSR_GENERAL        (0x0 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define KVM_REG_RISCV_CSR_AIA            (0x1 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define KVM_REG_RISCV_CSR_SMSTATEEN      (0x2 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define KVM_REG_RISCV_TIMER              (0x04 << KVM_REG_RISCV_TYPE_SHIFT)
#define KVM_REG_RISCV_FP_F               (0x05 << KVM_REG_RISCV_TYPE_SHIFT)
#define KVM_REG_RISCV_FP_D               (0x06 << KVM_REG_RISCV_TYPE_SHIFT)

/* the ISA and SBI extensions: one register each (_SINGLE: 1 on, 0 off),
   or 64 to a register (_MULTI_EN, _MULTI_DIS: the register
   LINUXABI_..._MULTI_REG(id), the bit LINUXABI_..._MULTI_MASK(id)) */
#define KVM_REG_RISCV_ISA_EXT            (0x07 << KVM_REG_RISCV_TYPE_SHIFT)
#define KVM_REG_RISCV_ISA_SINGLE         (0x0 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define KVM_REG_RISCV_ISA_MULTI_EN       (0x1 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define KVM_REG_RISCV_ISA_MULTI_DIS      (0x2 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define LINUXABI_KVM_REG_RISCV_ISA_MULTI_REG(id)  ((id) / 64)
#define LINUXABI_KVM_REG_RISCV_ISA_MULTI_MASK(id) (1UL << ((id) % 64))
#define KVM_REG_RISCV_SBI_EXT            (0x08 << KVM_REG_RISCV_TYPE_SHIFT)
#define KVM_REG_RISCV_SBI_SINGLE         (0x0 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define KVM_REG_RISCV_SBI_MULTI_EN       (0x1 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define KVM_REG_RISCV_SBI_MULTI_DIS      (0x2 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define LINUXABI_KVM_REG_RISCV_SBI_MULTI_REG(id)  ((id) / 64)
#define LINUXABI_KVM_REG_RISCV_SBI_MULTI_MASK(id) (1UL << ((id) % 64))

/* the vector registers: the CSRs (vstart, vl, vtype, vcsr, vlenb: the
   first five 64-bit words of the kernel's struct __riscv_v_ext_state),
   then v0..v31 at LINUXABI_KVM_REG_RISCV_VECTOR_REG(n) */
#define KVM_REG_RISCV_VECTOR             (0x09 << KVM_REG_RISCV_TYPE_SHIFT)
#define LINUXABI_KVM_REG_RISCV_VECTOR_REG(n) ((n) + 6UL)

#define KVM_REG_RISCV_SBI_STATE          (0x0a << KVM_REG_RISCV_TYPE_SHIFT)
#define KVM_REG_RISCV_SBI_STA            (0x0 << KVM_REG_RISCV_SUBTYPE_SHIFT)
#define KVM_REG_RISCV_SBI_FWFT           (0x1 << KVM_REG_RISCV_SUBTYPE_SHIFT)

/* the AIA irqchip (KVM_DEV_TYPE_RISCV_AIA): its APLIC's and IMSICs'
   sizes and alignment */
#define KVM_DEV_RISCV_APLIC_ALIGN        0x1000
#define KVM_DEV_RISCV_APLIC_SIZE         0x4000
#define KVM_DEV_RISCV_APLIC_MAX_HARTS    0x4000
#define KVM_DEV_RISCV_IMSIC_ALIGN        0x1000
#define KVM_DEV_RISCV_IMSIC_SIZE         0x1000

/* its attribute groups and attributes, with the AIA's bounds */
#define KVM_DEV_RISCV_AIA_GRP_CONFIG     0
#define KVM_DEV_RISCV_AIA_CONFIG_MODE    0
#define KVM_DEV_RISCV_AIA_CONFIG_IDS     1
#define KVM_DEV_RISCV_AIA_CONFIG_SRCS    2
#define KVM_DEV_RISCV_AIA_CONFIG_GROUP_BITS  3
#define KVM_DEV_RISCV_AIA_CONFIG_GROUP_SHIFT 4
#define KVM_DEV_RISCV_AIA_CONFIG_HART_BITS   5
#define KVM_DEV_RISCV_AIA_CONFIG_GUEST_BITS  6
#define KVM_DEV_RISCV_AIA_MODE_EMUL      0
#define KVM_DEV_RISCV_AIA_MODE_HWACCEL   1
#define KVM_DEV_RISCV_AIA_MODE_AUTO      2
#define KVM_DEV_RISCV_AIA_IDS_MIN        63
#define KVM_DEV_RISCV_AIA_IDS_MAX        2048
#define KVM_DEV_RISCV_AIA_SRCS_MAX       1024
#define KVM_DEV_RISCV_AIA_GROUP_BITS_MAX 8
#define KVM_DEV_RISCV_AIA_GROUP_SHIFT_MIN 24
#define KVM_DEV_RISCV_AIA_GROUP_SHIFT_MAX 56
#define KVM_DEV_RISCV_AIA_HART_BITS_MAX  16
#define KVM_DEV_RISCV_AIA_GUEST_BITS_MAX 8

#define KVM_DEV_RISCV_AIA_GRP_ADDR       1
#define KVM_DEV_RISCV_AIA_ADDR_APLIC     0
#define LINUXABI_KVM_DEV_RISCV_AIA_ADDR_IMSIC(vcpu) (1 + (vcpu))
#define KVM_DEV_RISCV_AIA_ADDR_MAX       (1 + KVM_DEV_RISCV_APLIC_MAX_HARTS)

#define KVM_DEV_RISCV_AIA_GRP_CTRL       2
#define KVM_DEV_RISCV_AIA_CTRL_INIT      0

#define KVM_DEV_RISCV_AIA_GRP_APLIC      3 /* attribute: the register's offset */

/* KVM_DEV_RISCV_AIA_GRP_IMSIC: attribute = vCPU << 12 | the register's
   iselect */
#define KVM_DEV_RISCV_AIA_GRP_IMSIC      4
#define KVM_DEV_RISCV_AIA_IMSIC_ISEL_BITS 12
#define KVM_DEV_RISCV_AIA_IMSIC_ISEL_MASK ((1U << KVM_DEV_RISCV_AIA_IMSIC_ISEL_BITS) - 1)
#define LINUXABI_KVM_DEV_RISCV_AIA_IMSIC_MKATTR(vcpu, isel) \
    (((vcpu) << KVM_DEV_RISCV_AIA_IMSIC_ISEL_BITS) | \
     ((isel) & KVM_DEV_RISCV_AIA_IMSIC_ISEL_MASK))
#define LINUXABI_KVM_DEV_RISCV_AIA_IMSIC_GET_ISEL(attr) \
    ((attr) & KVM_DEV_RISCV_AIA_IMSIC_ISEL_MASK)
#define LINUXABI_KVM_DEV_RISCV_AIA_IMSIC_GET_VCPU(attr) \
    ((attr) >> KVM_DEV_RISCV_AIA_IMSIC_ISEL_BITS)

#define KVM_NR_IRQCHIPS                  1

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

/* ioctl(2) requests of a vCPU fd.  KVM_GET_REGS, KVM_SET_REGS,
   KVM_GET_SREGS, KVM_SET_SREGS, KVM_GET_FPU and KVM_SET_FPU take the
   kernel's empty structs (a GNU C extension, size 0: C89 has no empty
   struct, so ours have none) and answer EINVAL on RISC-V */
#define KVM_GET_REGS                     LINUXABI_IOC(LINUXABI_IOC_READ, KVMIO, 0x81, 0)
#define KVM_SET_REGS                     LINUXABI_IOC(LINUXABI_IOC_WRITE, KVMIO, 0x82, 0)
#define KVM_GET_SREGS                    LINUXABI_IOC(LINUXABI_IOC_READ, KVMIO, 0x83, 0)
#define KVM_SET_SREGS                    LINUXABI_IOC(LINUXABI_IOC_WRITE, KVMIO, 0x84, 0)
#define KVM_GET_FPU                      LINUXABI_IOC(LINUXABI_IOC_READ, KVMIO, 0x8c, 0)
#define KVM_SET_FPU                      LINUXABI_IOC(LINUXABI_IOC_WRITE, KVMIO, 0x8d, 0)
#define KVM_SET_GUEST_DEBUG              LINUXABI_IOW(KVMIO, 0x9b, struct linuxabi_kvm_guest_debug)

#endif
