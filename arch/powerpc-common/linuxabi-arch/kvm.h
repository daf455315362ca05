#ifndef LINUXABI_ARCH_KVM_H
#define LINUXABI_ARCH_KVM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the architecture's part of KVM (the kernel's
 * <asm/kvm.h>): its registers, struct linuxabi_kvm_run and the requests
 * of its own structs.  This ABI: powerpc or powerpc64, POWER's KVM (Book
 * 3S, HV and PR, and the embedded Book E): the registers of KVM_GET_REGS,
 * KVM_GET_SREGS and KVM_GET_FPU, the register ids of KVM_GET_ONE_REG,
 * the hashed page table (HTAB) and its file descriptor, TCE tables, the
 * MMU queries, RTAS tokens, the MPIC, XICS and XIVE interrupt
 * controllers.  One file for the two: every struct is fixed-width
 * integers, and a uint64_t is 8-byte aligned in a struct on both, so
 * each has the kernel's layout on each; the kernel holds no pointer or C
 * long in them.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* pages of the vCPU mapping, after struct linuxabi_kvm_run: coalesced
   MMIO where the kernel has it; no dirty ring here (page 0 is
   <linux/kvm.h>'s default) */
#define KVM_COALESCED_MMIO_PAGE_OFFSET   1
#define KVM_DIRTY_LOG_PAGE_OFFSET        0

/* KVM_GET_REGS, KVM_SET_REGS */
struct linuxabi_kvm_regs {
    uint64_t pc;
    uint64_t cr;
    uint64_t ctr;
    uint64_t lr;
    uint64_t xer;
    uint64_t msr;
    uint64_t srr0;
    uint64_t srr1;
    uint64_t pid;
    uint64_t sprg0;
    uint64_t sprg1;
    uint64_t sprg2;
    uint64_t sprg3;
    uint64_t sprg4;
    uint64_t sprg5;
    uint64_t sprg6;
    uint64_t sprg7;
    uint64_t gpr[32];
};

/* struct linuxabi_kvm_sregs_e impl_id, and the features of its fsl */
#define KVM_SREGS_E_IMPL_NONE            0
#define KVM_SREGS_E_IMPL_FSL             1
#define KVM_SREGS_E_FSL_PIDn             (1 << 0) /* pid1, pid2 */

/* struct linuxabi_kvm_run flags: a machine check's disposition
   (KVM_EXIT_NMI) */
#define KVM_RUN_PPC_NMI_DISP_MASK        (3 << 0)
#define KVM_RUN_PPC_NMI_DISP_FULLY_RECOV (1 << 0)
#define KVM_RUN_PPC_NMI_DISP_LIMITED_RECOV (2 << 0)
#define KVM_RUN_PPC_NMI_DISP_NOT_RECOV   (3 << 0)

/* struct linuxabi_kvm_sregs_e features: which of its groups of registers
   KVM_GET_SREGS filled and KVM_SET_SREGS sets */
#define KVM_SREGS_E_BASE                 (1 << 0)  /* csrr0/1, esr, dear, mcsr, tsr, tcr, dec, tb, vrsave */
#define KVM_SREGS_E_ARCH206              (1 << 1)  /* pir, mcsrr0/1, decar, ivpr */
#define KVM_SREGS_E_64                   (1 << 2)  /* epcr, and the high halves */
#define KVM_SREGS_E_SPRG8                (1 << 3)
#define KVM_SREGS_E_MCIVPR               (1 << 4)
#define KVM_SREGS_E_IVOR                 (1 << 5)  /* ivor_low, and ivor_high by the others */
#define KVM_SREGS_E_ARCH206_MMU          (1 << 6)  /* mas*, tlbcfg, mmucfg, tlbps */
#define KVM_SREGS_E_DEBUG                (1 << 7)  /* dbsr, dbcr, iac, dac, dvc */
#define KVM_SREGS_E_ED                   (1 << 8)  /* enhanced debug: dsrr0/1, sprg9 */
#define KVM_SREGS_E_SPE                  (1 << 9)  /* IVOR32-34 */
#define KVM_SREGS_EXP                    (1 << 10) /* epr (deprecated: KVM_REG_PPC_EPR) */
#define KVM_SREGS_E_PD                   (1 << 11) /* eplc, epsc */
#define KVM_SREGS_E_PC                   (1 << 12) /* IVOR36-37 */
#define KVM_SREGS_E_PT                   (1 << 13) /* eptcfg */
#define KVM_SREGS_E_PM                   (1 << 14) /* IVOR35 */

/* struct linuxabi_kvm_sregs_e update_special: the registers that change
   on their own, which KVM_SET_SREGS sets only with their bit (0 from
   KVM_GET_SREGS) */
#define KVM_SREGS_E_UPDATE_MCSR          (1 << 0)
#define KVM_SREGS_E_UPDATE_TSR           (1 << 1)
#define KVM_SREGS_E_UPDATE_DEC           (1 << 2)
#define KVM_SREGS_E_UPDATE_DBSR          (1 << 3)

/* KVM_GET_SREGS, KVM_SET_SREGS: the kernel's anonymous structs inside
   its union u (Book 3S's s, Book E's e) are structs of their own here */
struct linuxabi_kvm_sregs_slb {         /* a segment lookaside buffer entry */
    uint64_t slbe;
    uint64_t slbv;
};

struct linuxabi_kvm_sregs_ppc64 {
    struct linuxabi_kvm_sregs_slb slb[64];
};

struct linuxabi_kvm_sregs_ppc32 {
    uint32_t sr[16];                    /* segment registers */
    uint64_t ibat[8];                   /* block address translation */
    uint64_t dbat[8];
};

struct linuxabi_kvm_sregs_s {           /* Book 3S */
    uint64_t sdr1;
    struct linuxabi_kvm_sregs_ppc64 ppc64;
    struct linuxabi_kvm_sregs_ppc32 ppc32;
};

struct linuxabi_kvm_sregs_fsl {         /* KVM_SREGS_E_IMPL_FSL */
    uint32_t features;                  /* KVM_SREGS_E_FSL_* */
    uint32_t svr;
    uint64_t mcar;
    uint32_t hid0;
    uint32_t pid1;                      /* KVM_SREGS_E_FSL_PIDn */
    uint32_t pid2;
    uint32_t __pad;
};

union linuxabi_kvm_sregs_impl {         /* by impl_id */
    struct linuxabi_kvm_sregs_fsl fsl;
    uint8_t  pad[256];
};

struct linuxabi_kvm_sregs_e {           /* Book E */
    union linuxabi_kvm_sregs_impl impl;
    uint32_t features;                  /* KVM_SREGS_E_* */
    uint32_t impl_id;                   /* KVM_SREGS_E_IMPL_* */
    uint32_t update_special;            /* KVM_SREGS_E_UPDATE_* */
    uint32_t pir;                       /* read-only */
    uint64_t sprg8;
    uint64_t sprg9;                     /* KVM_SREGS_E_ED */
    uint64_t csrr0;
    uint64_t dsrr0;                     /* KVM_SREGS_E_ED */
    uint64_t mcsrr0;
    uint32_t csrr1;
    uint32_t dsrr1;                     /* KVM_SREGS_E_ED */
    uint32_t mcsrr1;
    uint32_t esr;
    uint64_t dear;
    uint64_t ivpr;
    uint64_t mcivpr;
    uint64_t mcsr;                      /* KVM_SREGS_E_UPDATE_MCSR */
    uint32_t tsr;                       /* KVM_SREGS_E_UPDATE_TSR */
    uint32_t tcr;
    uint32_t decar;
    uint32_t dec;                       /* KVM_SREGS_E_UPDATE_DEC */
    uint64_t tb;                        /* read-only, as of dec */
    uint32_t dbsr;                      /* KVM_SREGS_E_UPDATE_DBSR */
    uint32_t dbcr[3];
    uint32_t iac[4];                    /* the low 32 bits (all 64: KVM_REG_PPC_IAC*) */
    uint32_t dac[2];
    uint32_t dvc[2];
    uint8_t  num_iac;                   /* read-only */
    uint8_t  num_dac;                   /* read-only */
    uint8_t  num_dvc;                   /* read-only */
    uint8_t  pad;
    uint32_t epr;                       /* KVM_SREGS_EXP */
    uint32_t vrsave;                    /* USPRG0 */
    uint32_t epcr;                      /* KVM_SREGS_E_64 */
    uint32_t mas0;
    uint32_t mas1;
    uint64_t mas2;
    uint64_t mas7_3;
    uint32_t mas4;
    uint32_t mas6;
    uint32_t ivor_low[16];              /* IVOR0-15 */
    uint32_t ivor_high[18];             /* IVOR32 on */
    uint32_t mmucfg;                    /* read-only */
    uint32_t eptcfg;                    /* KVM_SREGS_E_PT, read-only */
    uint32_t tlbcfg[4];                 /* read-only */
    uint32_t tlbps[4];                  /* read-only */
    uint32_t eplc;                      /* KVM_SREGS_E_PD */
    uint32_t epsc;
};

union linuxabi_kvm_sregs_u {
    struct linuxabi_kvm_sregs_s s;
    struct linuxabi_kvm_sregs_e e;
    uint8_t  pad[1020];
};

struct linuxabi_kvm_sregs {
    uint32_t pvr;                       /* processor version register */
    uint32_t __pad;
    union linuxabi_kvm_sregs_u u;
};

/* KVM_GET_FPU, KVM_SET_FPU */
struct linuxabi_kvm_fpu {
    uint64_t fpr[32];
};

/* KVM_EXIT_DEBUG status, struct linuxabi_kvm_guest_debug_arch_bp type:
   a hardware breakpoint or watchpoint (read, write or both) */
#define KVMPPC_DEBUG_NONE                0x0
#define KVMPPC_DEBUG_BREAKPOINT          (1UL << 1)
#define KVMPPC_DEBUG_WATCH_WRITE         (1UL << 2)
#define KVMPPC_DEBUG_WATCH_READ          (1UL << 3)

/* KVM_EXIT_DEBUG: struct linuxabi_kvm_run_debug arch */
struct linuxabi_kvm_debug_exit_arch {
    uint64_t address;
    uint32_t status;                    /* KVMPPC_DEBUG_* */
    uint32_t reserved;
};

/* KVM_SET_GUEST_DEBUG: struct linuxabi_kvm_guest_debug arch, the
   hardware breakpoints and watchpoints */
struct linuxabi_kvm_guest_debug_arch_bp {
    uint64_t addr;
    uint32_t type;                      /* KVMPPC_DEBUG_* */
    uint32_t reserved;
};

struct linuxabi_kvm_guest_debug_arch {
    struct linuxabi_kvm_guest_debug_arch_bp bp[16];
};

/* struct linuxabi_kvm_guest_debug control, beside KVM_GUESTDBG_* */
#define KVM_GUESTDBG_USE_SW_BP           0x00010000
#define KVM_GUESTDBG_USE_HW_BP           0x00020000

/* KVM_INTERRUPT: struct linuxabi_kvm_interrupt irq, the external
   interrupt line */
#define KVM_INTERRUPT_SET                0xffffffffU /* raise it, edge */
#define KVM_INTERRUPT_UNSET              0xfffffffeU /* lower it */
#define KVM_INTERRUPT_SET_LEVEL          0xfffffffdU /* raise it, level */

/* the CPU types of KVM's PR backends */
#define KVM_CPU_440                      1
#define KVM_CPU_E500V2                   2
#define KVM_CPU_3S_32                    3
#define KVM_CPU_3S_64                    4
#define KVM_CPU_E500MC                   5

/* KVM_CREATE_SPAPR_TCE: a PAPR TCE table (an IOMMU window) of
   window_size bytes, mmap(2)ed from the fd it answers */
struct linuxabi_kvm_create_spapr_tce {
    uint64_t liobn;                     /* the logical I/O bus number */
    uint32_t window_size;
    uint32_t __pad;
};

/* KVM_CREATE_SPAPR_TCE_64 */
struct linuxabi_kvm_create_spapr_tce_64 {
    uint64_t liobn;
    uint32_t page_shift;
    uint32_t flags;
    uint64_t offset;                    /* in IOMMU pages */
    uint64_t size;                      /* in IOMMU pages */
};

/* KVM_ALLOCATE_RMA: a real mode area, mmap(2)ed from the fd it answers */
struct linuxabi_kvm_allocate_rma {
    uint64_t rma_size;
};

/* KVM_PPC_RTAS_DEFINE_TOKEN: the token of an RTAS call the kernel
   handles */
struct linuxabi_kvm_rtas_token_args {
    char     name[120];
    uint64_t token;                     /* 0 takes the name's token away */
};

/* KVM_CAP_SW_TLB (struct linuxabi_kvm_config_tlb, KVM_DIRTY_TLB): an
   entry of the shared e500 (Book 3E 2.06) TLB array, and its geometry */
struct linuxabi_kvm_book3e_206_tlb_entry {
    uint32_t mas8;
    uint32_t mas1;
    uint64_t mas2;
    uint64_t mas7_3;
};

struct linuxabi_kvm_book3e_206_tlb_params {
    uint32_t tlb_sizes[4];              /* entries of TLB0..3 */
    uint32_t tlb_ways[4];               /* their associativity */
    uint32_t reserved[8];
};

/* KVM_PPC_GET_HTAB_FD: an fd to read (or write) the hashed page table
   from, as records of a struct linuxabi_kvm_get_htab_header and
   n_valid 16-byte entries */
struct linuxabi_kvm_get_htab_fd {
    uint64_t flags;                     /* KVM_GET_HTAB_* */
    uint64_t start_index;
    uint64_t reserved[2];
};

#if defined(__LP64__) || defined(_LP64)
#define KVM_GET_HTAB_BOLTED_ONLY         0x1UL
#define KVM_GET_HTAB_WRITE               0x2UL
#else
#define KVM_GET_HTAB_BOLTED_ONLY         0x1ULL
#define KVM_GET_HTAB_WRITE               0x2ULL
#endif

struct linuxabi_kvm_get_htab_header {
    uint32_t index;                     /* of the first entry */
    uint16_t n_valid;                   /* entries that follow */
    uint16_t n_invalid;                 /* invalid entries after them, not sent */
};

/* KVM_PPC_CONFIGURE_V3_MMU: POWER9's MMU mode */
struct linuxabi_kvm_ppc_mmuv3_cfg {
    uint64_t flags;                     /* KVM_PPC_MMUV3_* */
    uint64_t process_table;             /* the partition table entry's second doubleword */
};

#define KVM_PPC_MMUV3_RADIX              1 /* radix, not HPT */
#define KVM_PPC_MMUV3_GTSE               2 /* guest translation shootdown */

/* KVM_PPC_GET_RMMU_INFO: the radix MMU's tree geometries and AP
   encodings */
struct linuxabi_kvm_ppc_radix_geom {
    uint8_t  page_shift;
    uint8_t  level_bits[4];
    uint8_t  pad[3];
};

struct linuxabi_kvm_ppc_rmmu_info {
    struct linuxabi_kvm_ppc_radix_geom geometries[8];
    uint32_t ap_encodings[8];
};

/* KVM_PPC_GET_CPU_CHAR: the CPU's speculation characteristics
   (H_GET_CPU_CHARACTERISTICS') */
struct linuxabi_kvm_ppc_cpu_char {
    uint64_t character;                 /* KVM_PPC_CPU_CHAR_* */
    uint64_t behaviour;                 /* KVM_PPC_CPU_BEHAV_* */
    uint64_t character_mask;            /* the bits of character that are known */
    uint64_t behaviour_mask;
};

#if defined(__LP64__) || defined(_LP64)
#define KVM_PPC_CPU_CHAR_SPEC_BAR_ORI31  (1UL << 63)
#define KVM_PPC_CPU_CHAR_BCCTRL_SERIALISED (1UL << 62)
#define KVM_PPC_CPU_CHAR_L1D_FLUSH_ORI30 (1UL << 61)
#define KVM_PPC_CPU_CHAR_L1D_FLUSH_TRIG2 (1UL << 60)
#define KVM_PPC_CPU_CHAR_L1D_THREAD_PRIV (1UL << 59)
#define KVM_PPC_CPU_CHAR_BR_HINT_HONOURED (1UL << 58)
#define KVM_PPC_CPU_CHAR_MTTRIG_THR_RECONF (1UL << 57)
#define KVM_PPC_CPU_CHAR_COUNT_CACHE_DIS (1UL << 56)
#define KVM_PPC_CPU_CHAR_BCCTR_FLUSH_ASSIST (1UL << 54)
#define KVM_PPC_CPU_BEHAV_FAVOUR_SECURITY (1UL << 63)
#define KVM_PPC_CPU_BEHAV_L1D_FLUSH_PR   (1UL << 62)
#define KVM_PPC_CPU_BEHAV_BNDS_CHK_SPEC_BAR (1UL << 61)
#define KVM_PPC_CPU_BEHAV_FLUSH_COUNT_CACHE (1UL << 58)
#else
#define KVM_PPC_CPU_CHAR_SPEC_BAR_ORI31  (1ULL << 63)
#define KVM_PPC_CPU_CHAR_BCCTRL_SERIALISED (1ULL << 62)
#define KVM_PPC_CPU_CHAR_L1D_FLUSH_ORI30 (1ULL << 61)
#define KVM_PPC_CPU_CHAR_L1D_FLUSH_TRIG2 (1ULL << 60)
#define KVM_PPC_CPU_CHAR_L1D_THREAD_PRIV (1ULL << 59)
#define KVM_PPC_CPU_CHAR_BR_HINT_HONOURED (1ULL << 58)
#define KVM_PPC_CPU_CHAR_MTTRIG_THR_RECONF (1ULL << 57)
#define KVM_PPC_CPU_CHAR_COUNT_CACHE_DIS (1ULL << 56)
#define KVM_PPC_CPU_CHAR_BCCTR_FLUSH_ASSIST (1ULL << 54)
#define KVM_PPC_CPU_BEHAV_FAVOUR_SECURITY (1ULL << 63)
#define KVM_PPC_CPU_BEHAV_L1D_FLUSH_PR   (1ULL << 62)
#define KVM_PPC_CPU_BEHAV_BNDS_CHK_SPEC_BAR (1ULL << 61)
#define KVM_PPC_CPU_BEHAV_FLUSH_COUNT_CACHE (1ULL << 58)
#endif

/* KVM_GET_ONE_REG, KVM_SET_ONE_REG: a vCPU's XICS presenter state, a
   64-bit register of these fields */
#define KVM_REG_PPC_ICP_STATE            (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x8c)
#define KVM_REG_PPC_ICP_CPPR_SHIFT       56 /* current processor priority */
#define KVM_REG_PPC_ICP_CPPR_MASK        0xff
#define KVM_REG_PPC_ICP_XISR_SHIFT       32 /* interrupt source */
#define KVM_REG_PPC_ICP_XISR_MASK        0xffffff
#define KVM_REG_PPC_ICP_MFRR_SHIFT       24 /* pending IPI's priority */
#define KVM_REG_PPC_ICP_MFRR_MASK        0xff
#define KVM_REG_PPC_ICP_PPRI_SHIFT       16 /* pending interrupt's priority */
#define KVM_REG_PPC_ICP_PPRI_MASK        0xff

/* a vCPU's XIVE thread context */
#define KVM_REG_PPC_VP_STATE             (KVM_REG_PPC | KVM_REG_SIZE_U128 | 0x8d)

/* KVM_DEV_TYPE_FSL_MPIC_20, _42: the MPIC device's attributes */
#define KVM_DEV_MPIC_GRP_MISC            1
#define KVM_DEV_MPIC_BASE_ADDR           0 /* 64-bit */
#define KVM_DEV_MPIC_GRP_REGISTER        2 /* 32-bit */
#define KVM_DEV_MPIC_GRP_IRQ_ACTIVE      3 /* 32-bit */

/* KVM_GET_ONE_REG register ids: KVM_REG_PPC | KVM_REG_SIZE_U* | the
   register's number */
#define KVM_REG_PPC_HIOR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x1)
#define KVM_REG_PPC_IAC1                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x2)
#define KVM_REG_PPC_IAC2                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x3)
#define KVM_REG_PPC_IAC3                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x4)
#define KVM_REG_PPC_IAC4                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x5)
#define KVM_REG_PPC_DAC1                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x6)
#define KVM_REG_PPC_DAC2                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x7)
#define KVM_REG_PPC_DABR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x8)
#define KVM_REG_PPC_DSCR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x9)
#define KVM_REG_PPC_PURR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa)
#define KVM_REG_PPC_SPURR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xb)
#define KVM_REG_PPC_DAR                  (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc)
#define KVM_REG_PPC_DSISR                (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0xd)
#define KVM_REG_PPC_AMR                  (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xe)
#define KVM_REG_PPC_UAMOR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xf)

/* the performance monitor */
#define KVM_REG_PPC_MMCR0                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x10)
#define KVM_REG_PPC_MMCR1                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x11)
#define KVM_REG_PPC_MMCRA                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x12)
#define KVM_REG_PPC_MMCR2                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x13)
#define KVM_REG_PPC_MMCRS                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x14)
#define KVM_REG_PPC_SIAR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x15)
#define KVM_REG_PPC_SDAR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x16)
#define KVM_REG_PPC_SIER                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x17)
#define KVM_REG_PPC_PMC1                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x18)
#define KVM_REG_PPC_PMC2                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x19)
#define KVM_REG_PPC_PMC3                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x1a)
#define KVM_REG_PPC_PMC4                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x1b)
#define KVM_REG_PPC_PMC5                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x1c)
#define KVM_REG_PPC_PMC6                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x1d)
#define KVM_REG_PPC_PMC7                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x1e)
#define KVM_REG_PPC_PMC8                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x1f)

/* the 32 floating-point, VMX (AltiVec) and VSX registers: register n is
   LINUXABI_KVM_REG_PPC_FPR(n) and the like (the kernel's
   KVM_REG_PPC_FPR(n)); a VSX register's high half is the FP register */
#define KVM_REG_PPC_FPR0                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x20)
#define KVM_REG_PPC_FPR31                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x3f)
#define LINUXABI_KVM_REG_PPC_FPR(n)      (KVM_REG_PPC_FPR0 + (n))
#define KVM_REG_PPC_VR0                  (KVM_REG_PPC | KVM_REG_SIZE_U128 | 0x40)
#define KVM_REG_PPC_VR31                 (KVM_REG_PPC | KVM_REG_SIZE_U128 | 0x5f)
#define LINUXABI_KVM_REG_PPC_VR(n)       (KVM_REG_PPC_VR0 + (n))
#define KVM_REG_PPC_VSR0                 (KVM_REG_PPC | KVM_REG_SIZE_U128 | 0x60)
#define KVM_REG_PPC_VSR31                (KVM_REG_PPC | KVM_REG_SIZE_U128 | 0x7f)
#define LINUXABI_KVM_REG_PPC_VSR(n)      (KVM_REG_PPC_VSR0 + (n))

/* their status and control registers; VSCR is 32 bits here, though
   only a vector register reaches it */
#define KVM_REG_PPC_FPSCR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x80)
#define KVM_REG_PPC_VSCR                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x81)

/* the virtual processor areas; SLB and DTL: the address in the first
   half, the length in the second */
#define KVM_REG_PPC_VPA_ADDR             (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x82)
#define KVM_REG_PPC_VPA_SLB              (KVM_REG_PPC | KVM_REG_SIZE_U128 | 0x83)
#define KVM_REG_PPC_VPA_DTL              (KVM_REG_PPC | KVM_REG_SIZE_U128 | 0x84)

#define KVM_REG_PPC_EPCR                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x85)
#define KVM_REG_PPC_EPR                  (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x86)

/* the timer status register: set bits (OR), clear bits, or the whole */
#define KVM_REG_PPC_OR_TSR               (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x87)
#define KVM_REG_PPC_CLEAR_TSR            (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x88)
#define KVM_REG_PPC_TCR                  (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x89)
#define KVM_REG_PPC_TSR                  (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x8a)

/* the instruction a software breakpoint is */
#define KVM_REG_PPC_DEBUG_INST           (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x8b)

/* the Book E MMU; TLBnCFG's entries and associativity change only
   through KVM_CAP_SW_TLB */
#define KVM_REG_PPC_MAS0                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x8c)
#define KVM_REG_PPC_MAS1                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x8d)
#define KVM_REG_PPC_MAS2                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x8e)
#define KVM_REG_PPC_MAS7_3               (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x8f)
#define KVM_REG_PPC_MAS4                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x90)
#define KVM_REG_PPC_MAS6                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x91)
#define KVM_REG_PPC_MMUCFG               (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x92)
#define KVM_REG_PPC_TLB0CFG              (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x93)
#define KVM_REG_PPC_TLB1CFG              (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x94)
#define KVM_REG_PPC_TLB2CFG              (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x95)
#define KVM_REG_PPC_TLB3CFG              (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x96)
#define KVM_REG_PPC_TLB0PS               (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x97)
#define KVM_REG_PPC_TLB1PS               (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x98)
#define KVM_REG_PPC_TLB2PS               (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x99)
#define KVM_REG_PPC_TLB3PS               (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x9a)
#define KVM_REG_PPC_EPTCFG               (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x9b)

/* the timebase's offset from the host's */
#define KVM_REG_PPC_TB_OFFSET            (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x9c)

/* POWER8's */
#define KVM_REG_PPC_SPMC1                (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x9d)
#define KVM_REG_PPC_SPMC2                (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0x9e)
#define KVM_REG_PPC_IAMR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0x9f)
#define KVM_REG_PPC_TFHAR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa0)
#define KVM_REG_PPC_TFIAR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa1)
#define KVM_REG_PPC_TEXASR               (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa2)
#define KVM_REG_PPC_FSCR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa3)
#define KVM_REG_PPC_PSPB                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0xa4)
#define KVM_REG_PPC_EBBHR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa5)
#define KVM_REG_PPC_EBBRR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa6)
#define KVM_REG_PPC_BESCR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa7)
#define KVM_REG_PPC_TAR                  (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa8)
#define KVM_REG_PPC_DPDES                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xa9)
#define KVM_REG_PPC_DAWR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xaa)
#define KVM_REG_PPC_DAWRX                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xab)
#define KVM_REG_PPC_CIABR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xac)
#define KVM_REG_PPC_IC                   (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xad)
#define KVM_REG_PPC_VTB                  (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xae)
#define KVM_REG_PPC_CSIGR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xaf)
#define KVM_REG_PPC_TACR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xb0)
#define KVM_REG_PPC_TCSCR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xb1)
#define KVM_REG_PPC_PID                  (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xb2)
#define KVM_REG_PPC_ACOP                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xb3)

#define KVM_REG_PPC_VRSAVE               (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0xb4)
#define KVM_REG_PPC_LPCR                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0xb5)
#define KVM_REG_PPC_LPCR_64              (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xb5)
#define KVM_REG_PPC_PPR                  (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xb6)

/* the architecture level the guest runs at */
#define KVM_REG_PPC_ARCH_COMPAT          (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0xb7)

#define KVM_REG_PPC_DABRX                (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0xb8)
#define KVM_REG_PPC_WORT                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xb9)
#define KVM_REG_PPC_SPRG9                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xba)
#define KVM_REG_PPC_DBSR                 (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0xbb)

/* POWER9's */
#define KVM_REG_PPC_TIDR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xbc)
#define KVM_REG_PPC_PSSCR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xbd)

#define KVM_REG_PPC_DEC_EXPIRY           (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xbe)
#define KVM_REG_PPC_ONLINE               (KVM_REG_PPC | KVM_REG_SIZE_U32 | 0xbf)
#define KVM_REG_PPC_PTCR                 (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc0)

/* POWER10's */
#define KVM_REG_PPC_MMCR3                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc1)
#define KVM_REG_PPC_SIER2                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc2)
#define KVM_REG_PPC_SIER3                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc3)
#define KVM_REG_PPC_DAWR1                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc4)
#define KVM_REG_PPC_DAWRX1               (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc5)
#define KVM_REG_PPC_DEXCR                (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc6)
#define KVM_REG_PPC_HASHKEYR             (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc7)
#define KVM_REG_PPC_HASHPKEYR            (KVM_REG_PPC | KVM_REG_SIZE_U64 | 0xc8)

/* the checkpointed state of transactional memory: every GPR
   (LINUXABI_KVM_REG_PPC_TM_GPR(n)), the 64 VSX registers
   (LINUXABI_KVM_REG_PPC_TM_VSR(n)) and some SPRs */
#define KVM_REG_PPC_TM                   (KVM_REG_PPC | 0x80000000)
#define KVM_REG_PPC_TM_GPR0              (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0)
#define KVM_REG_PPC_TM_GPR31             (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x1f)
#define LINUXABI_KVM_REG_PPC_TM_GPR(n)   (KVM_REG_PPC_TM_GPR0 + (n))
#define KVM_REG_PPC_TM_VSR0              (KVM_REG_PPC_TM | KVM_REG_SIZE_U128 | 0x20)
#define KVM_REG_PPC_TM_VSR63             (KVM_REG_PPC_TM | KVM_REG_SIZE_U128 | 0x5f)
#define LINUXABI_KVM_REG_PPC_TM_VSR(n)   (KVM_REG_PPC_TM_VSR0 + (n))
#define KVM_REG_PPC_TM_CR                (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x60)
#define KVM_REG_PPC_TM_LR                (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x61)
#define KVM_REG_PPC_TM_CTR               (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x62)
#define KVM_REG_PPC_TM_FPSCR             (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x63)
#define KVM_REG_PPC_TM_AMR               (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x64)
#define KVM_REG_PPC_TM_PPR               (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x65)
#define KVM_REG_PPC_TM_VRSAVE            (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x66)
#define KVM_REG_PPC_TM_VSCR              (KVM_REG_PPC_TM | KVM_REG_SIZE_U32 | 0x67)
#define KVM_REG_PPC_TM_DSCR              (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x68)
#define KVM_REG_PPC_TM_TAR               (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x69)
#define KVM_REG_PPC_TM_XER               (KVM_REG_PPC_TM | KVM_REG_SIZE_U64 | 0x6a)

/* KVM_DEV_TYPE_XICS: the attributes of POWER's external interrupt
   controller; a source's is 64 bits of KVM_XICS_* */
#define KVM_DEV_XICS_GRP_SOURCES         1 /* by source number */
#define KVM_DEV_XICS_GRP_CTRL            2
#define KVM_DEV_XICS_NR_SERVERS          1

#define KVM_XICS_DESTINATION_SHIFT       0
#define KVM_XICS_PRIORITY_SHIFT          32
#define KVM_XICS_PRIORITY_MASK           0xff
#if defined(__LP64__) || defined(_LP64)
#define KVM_XICS_DESTINATION_MASK        0xffffffffUL
#define KVM_XICS_LEVEL_SENSITIVE         (1UL << 40)
#define KVM_XICS_MASKED                  (1UL << 41)
#define KVM_XICS_PENDING                 (1UL << 42)
#define KVM_XICS_PRESENTED               (1UL << 43)
#define KVM_XICS_QUEUED                  (1UL << 44)
#else
#define KVM_XICS_DESTINATION_MASK        0xffffffffULL
#define KVM_XICS_LEVEL_SENSITIVE         (1ULL << 40)
#define KVM_XICS_MASKED                  (1ULL << 41)
#define KVM_XICS_PENDING                 (1ULL << 42)
#define KVM_XICS_PRESENTED               (1ULL << 43)
#define KVM_XICS_QUEUED                  (1ULL << 44)
#endif

/* KVM_DEV_TYPE_XIVE: POWER9's XIVE native mode; a source, a source's
   configuration and an event queue are 64-bit KVM_XIVE_* values */
#define KVM_DEV_XIVE_GRP_CTRL            1
#define KVM_DEV_XIVE_RESET               1
#define KVM_DEV_XIVE_EQ_SYNC             2
#define KVM_DEV_XIVE_NR_SERVERS          3
#define KVM_DEV_XIVE_GRP_SOURCE          2 /* by source number */
#define KVM_DEV_XIVE_GRP_SOURCE_CONFIG   3 /* by source number */
#define KVM_DEV_XIVE_GRP_EQ_CONFIG       4 /* by KVM_XIVE_EQ_* identifier */
#define KVM_DEV_XIVE_GRP_SOURCE_SYNC     5 /* by source number */

#define KVM_XIVE_SOURCE_PRIORITY_SHIFT   0
#define KVM_XIVE_SOURCE_PRIORITY_MASK    0x7
#define KVM_XIVE_SOURCE_SERVER_SHIFT     3
#define KVM_XIVE_SOURCE_MASKED_SHIFT     32
#define KVM_XIVE_SOURCE_EISN_SHIFT       33
#define KVM_XIVE_EQ_PRIORITY_SHIFT       0
#define KVM_XIVE_EQ_PRIORITY_MASK        0x7
#define KVM_XIVE_EQ_SERVER_SHIFT         3
#if defined(__LP64__) || defined(_LP64)
#define KVM_XIVE_LEVEL_SENSITIVE         (1UL << 0)
#define KVM_XIVE_LEVEL_ASSERTED          (1UL << 1)
#define KVM_XIVE_SOURCE_SERVER_MASK      0xfffffff8UL
#define KVM_XIVE_SOURCE_MASKED_MASK      0x100000000UL
#define KVM_XIVE_SOURCE_EISN_MASK        0xfffffffe00000000UL
#define KVM_XIVE_EQ_SERVER_MASK          0xfffffff8UL
#else
#define KVM_XIVE_LEVEL_SENSITIVE         (1ULL << 0)
#define KVM_XIVE_LEVEL_ASSERTED          (1ULL << 1)
#define KVM_XIVE_SOURCE_SERVER_MASK      0xfffffff8ULL
#define KVM_XIVE_SOURCE_MASKED_MASK      0x100000000ULL
#define KVM_XIVE_SOURCE_EISN_MASK        0xfffffffe00000000ULL
#define KVM_XIVE_EQ_SERVER_MASK          0xfffffff8ULL
#endif

/* KVM_DEV_XIVE_GRP_EQ_CONFIG: an event queue */
struct linuxabi_kvm_ppc_xive_eq {
    uint32_t flags;                     /* KVM_XIVE_EQ_ALWAYS_NOTIFY */
    uint32_t qshift;                    /* log2 of its size in bytes */
    uint64_t qaddr;                     /* its guest address */
    uint32_t qtoggle;
    uint32_t qindex;
    uint8_t  pad[40];
};

#define KVM_XIVE_EQ_ALWAYS_NOTIFY        0x00000001

/* the pages of the XIVE device's mapping */
#define KVM_XIVE_TIMA_PAGE_OFFSET        0 /* the thread interrupt management area */
#define KVM_XIVE_ESB_PAGE_OFFSET         4 /* the sources' event state buffers */

/* KVM_PPC_GET_PVINFO: how a guest makes a paravirtual hypercall */
#define KVM_PPC_PVINFO_FLAGS_EV_IDLE     (1 << 0)

struct linuxabi_kvm_ppc_pvinfo {
    uint32_t flags;                     /* KVM_PPC_PVINFO_FLAGS_* */
    uint32_t hcall[4];                  /* the instructions */
    uint8_t  pad[108];
};

/* KVM_PPC_GET_SMMU_INFO: the hash MMU's segment and page sizes */
#define KVM_PPC_PAGE_SIZES_MAX_SZ        8

struct linuxabi_kvm_ppc_one_page_size {
    uint32_t page_shift;                /* 0: none */
    uint32_t pte_enc;                   /* its encoding in the HPTE (>> 12) */
};

struct linuxabi_kvm_ppc_one_seg_page_size {
    uint32_t page_shift;                /* the segment's base page; 0: none */
    uint32_t slb_enc;                   /* its SLB encoding */
    struct linuxabi_kvm_ppc_one_page_size enc[KVM_PPC_PAGE_SIZES_MAX_SZ];
};

#define KVM_PPC_PAGE_SIZES_REAL          0x00000001
#define KVM_PPC_1T_SEGMENTS              0x00000002
#define KVM_PPC_NO_HASH                  0x00000004

struct linuxabi_kvm_ppc_smmu_info {
    uint64_t flags;                     /* KVM_PPC_PAGE_SIZES_REAL and the like */
    uint32_t slb_size;
    uint16_t data_keys;                 /* storage keys for data */
    uint16_t instr_keys;                /* and for instructions */
    struct linuxabi_kvm_ppc_one_seg_page_size sps[KVM_PPC_PAGE_SIZES_MAX_SZ];
};

/* KVM_PPC_RESIZE_HPT_PREPARE, KVM_PPC_RESIZE_HPT_COMMIT */
struct linuxabi_kvm_ppc_resize_hpt {
    uint64_t flags;
    uint32_t shift;                     /* log2 of the new HPT's size */
    uint32_t pad;
};

/* KVM_EXIT_DEBUG */
struct linuxabi_kvm_run_debug {
    struct linuxabi_kvm_debug_exit_arch arch;
};

/* struct linuxabi_kvm_run s: the registers KVM_RUN syncs; none here (the
   kernel's struct kvm_sync_regs is empty) */
union linuxabi_kvm_run_s {
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

/* ioctl(2) requests of a VM fd with the structs above */
#define KVM_PPC_GET_PVINFO               LINUXABI_IOW(KVMIO, 0xa1, struct linuxabi_kvm_ppc_pvinfo)
#define KVM_PPC_GET_SMMU_INFO            LINUXABI_IOR(KVMIO, 0xa6, struct linuxabi_kvm_ppc_smmu_info)
#define KVM_CREATE_SPAPR_TCE             LINUXABI_IOW(KVMIO, 0xa8, struct linuxabi_kvm_create_spapr_tce)
#define KVM_CREATE_SPAPR_TCE_64          LINUXABI_IOW(KVMIO, 0xa8, struct linuxabi_kvm_create_spapr_tce_64)
#define KVM_ALLOCATE_RMA                 LINUXABI_IOR(KVMIO, 0xa9, struct linuxabi_kvm_allocate_rma)
#define KVM_PPC_GET_HTAB_FD              LINUXABI_IOW(KVMIO, 0xaa, struct linuxabi_kvm_get_htab_fd)
#define KVM_PPC_RTAS_DEFINE_TOKEN        LINUXABI_IOW(KVMIO, 0xac, struct linuxabi_kvm_rtas_token_args)
#define KVM_PPC_RESIZE_HPT_PREPARE       LINUXABI_IOR(KVMIO, 0xad, struct linuxabi_kvm_ppc_resize_hpt)
#define KVM_PPC_RESIZE_HPT_COMMIT        LINUXABI_IOR(KVMIO, 0xae, struct linuxabi_kvm_ppc_resize_hpt)
#define KVM_PPC_CONFIGURE_V3_MMU         LINUXABI_IOW(KVMIO, 0xaf, struct linuxabi_kvm_ppc_mmuv3_cfg)
#define KVM_PPC_GET_RMMU_INFO            LINUXABI_IOW(KVMIO, 0xb0, struct linuxabi_kvm_ppc_rmmu_info)
#define KVM_PPC_GET_CPU_CHAR             LINUXABI_IOR(KVMIO, 0xb1, struct linuxabi_kvm_ppc_cpu_char)

/* of a vCPU fd */
#define KVM_GET_REGS                     LINUXABI_IOR(KVMIO, 0x81, struct linuxabi_kvm_regs)
#define KVM_SET_REGS                     LINUXABI_IOW(KVMIO, 0x82, struct linuxabi_kvm_regs)
#define KVM_GET_SREGS                    LINUXABI_IOR(KVMIO, 0x83, struct linuxabi_kvm_sregs)
#define KVM_SET_SREGS                    LINUXABI_IOW(KVMIO, 0x84, struct linuxabi_kvm_sregs)
#define KVM_GET_FPU                      LINUXABI_IOR(KVMIO, 0x8c, struct linuxabi_kvm_fpu)
#define KVM_SET_FPU                      LINUXABI_IOW(KVMIO, 0x8d, struct linuxabi_kvm_fpu)
#define KVM_SET_GUEST_DEBUG              LINUXABI_IOW(KVMIO, 0x9b, struct linuxabi_kvm_guest_debug)

#endif
