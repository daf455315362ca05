#ifndef LINUXABI_ARCH_KVM_H
#define LINUXABI_ARCH_KVM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the architecture's part of KVM (the kernel's
 * <asm/kvm.h>) on i386, x32 and x86_64: the vCPU's registers and state
 * (KVM_GET_REGS .. KVM_SET_NESTED_STATE), the PIC, I/O APIC and PIT of
 * KVM_CREATE_IRQCHIP and KVM_CREATE_PIT2, CPUID and MSRs, Xen and
 * Hyper-V emulation, the SEV and TDX commands of KVM_MEMORY_ENCRYPT_OP,
 * and struct linuxabi_kvm_run.  One file for the three: every struct is
 * fixed-width integers, whose offsets each ABI's compiler lays out as the
 * kernel's (i386's uint64_t is 4-byte aligned in a struct, as the
 * kernel's __u64 is there), except the MSR filter's, which holds a
 * pointer: <linuxabi-arch/kvm-msr-filter.h>.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* the mmap(2) offsets, in pages, of the vCPU fd's areas */
#define KVM_PIO_PAGE_OFFSET              1   /* KVM_EXIT_IO's data */
#define KVM_COALESCED_MMIO_PAGE_OFFSET   2
#define KVM_DIRTY_LOG_PAGE_OFFSET        64  /* KVM_CAP_DIRTY_LOG_RING */

/* KVM_CHECK_EXTENSION: the capabilities only x86 has */
#define KVM_CAP_REINJECT_CONTROL         24
#define KVM_CAP_MCE                      31
#define KVM_CAP_PIT2                     33
#define KVM_CAP_PIT_STATE2               35
#define KVM_CAP_XEN_HVM                  38  /* KVM_XEN_HVM_CONFIG_*, when asked on a VM */
#define KVM_CAP_VCPU_EVENTS              41
#define KVM_CAP_DEBUGREGS                50
#define KVM_CAP_XSAVE                    55
#define KVM_CAP_XCRS                     56

/* the interrupt vectors of the guest */
#define KVM_NR_INTERRUPTS                256

/* KVM_GET_IRQCHIP, KVM_SET_IRQCHIP: chip_id */
#define KVM_IRQCHIP_PIC_MASTER           0
#define KVM_IRQCHIP_PIC_SLAVE            1
#define KVM_IRQCHIP_IOAPIC               2
#define KVM_NR_IRQCHIPS                  3

/* an 8259 PIC */
struct linuxabi_kvm_pic_state {
    uint8_t  last_irr;
    uint8_t  irr;                       /* request register */
    uint8_t  imr;                       /* mask register */
    uint8_t  isr;                       /* in-service register */
    uint8_t  priority_add;
    uint8_t  irq_base;
    uint8_t  read_reg_select;
    uint8_t  poll;
    uint8_t  special_mask;
    uint8_t  init_state;
    uint8_t  auto_eoi;
    uint8_t  rotate_on_auto_eoi;
    uint8_t  special_fully_nested_mode;
    uint8_t  init4;
    uint8_t  elcr;                      /* edge/level control */
    uint8_t  elcr_mask;
};

/* the I/O APIC */
#define KVM_IOAPIC_NUM_PINS              24

/* a redirection table entry; the kernel's bitfields, from bit 0 up, are
   the bytes flags and mask here */
struct linuxabi_kvm_ioapic_redirtbl_fields {
    uint8_t  vector;
    uint8_t  flags;                     /* delivery_mode 0-2, dest_mode 3,
                                           delivery_status 4, polarity 5,
                                           remote_irr 6, trig_mode 7 */
    uint8_t  mask;                      /* mask 0, reserve 1-7 */
    uint8_t  reserved[4];
    uint8_t  dest_id;
};

union linuxabi_kvm_ioapic_redirtbl {
    uint64_t bits;
    struct linuxabi_kvm_ioapic_redirtbl_fields fields;
};

struct linuxabi_kvm_ioapic_state {
    uint64_t base_address;
    uint32_t ioregsel;
    uint32_t id;
    uint32_t irr;
    uint32_t pad;
    union linuxabi_kvm_ioapic_redirtbl redirtbl[KVM_IOAPIC_NUM_PINS];
};

union linuxabi_kvm_irqchip_chip {
    char     dummy[512];
    struct linuxabi_kvm_pic_state    pic;
    struct linuxabi_kvm_ioapic_state ioapic;
};

struct linuxabi_kvm_irqchip {
    uint32_t chip_id;                   /* KVM_IRQCHIP_* */
    uint32_t pad;
    union linuxabi_kvm_irqchip_chip chip;
};

/* struct linuxabi_kvm_run flags */
#define KVM_RUN_X86_SMM                  (1 << 0)
#define KVM_RUN_X86_BUS_LOCK             (1 << 1)
#define KVM_RUN_X86_GUEST_MODE           (1 << 2)

/* KVM_GET_REGS, KVM_SET_REGS */
struct linuxabi_kvm_regs {
    uint64_t rax;
    uint64_t rbx;
    uint64_t rcx;
    uint64_t rdx;
    uint64_t rsi;
    uint64_t rdi;
    uint64_t rsp;
    uint64_t rbp;
    uint64_t r8;
    uint64_t r9;
    uint64_t r10;
    uint64_t r11;
    uint64_t r12;
    uint64_t r13;
    uint64_t r14;
    uint64_t r15;
    uint64_t rip;
    uint64_t rflags;
};

/* KVM_GET_LAPIC, KVM_SET_LAPIC: the local APIC's register page */
#define KVM_APIC_REG_SIZE                0x400

struct linuxabi_kvm_lapic_state {
    char     regs[KVM_APIC_REG_SIZE];
};

/* KVM_GET_SREGS, KVM_SET_SREGS and the 2 versions */
struct linuxabi_kvm_segment {
    uint64_t base;
    uint32_t limit;
    uint16_t selector;
    uint8_t  type;
    uint8_t  present;
    uint8_t  dpl;
    uint8_t  db;
    uint8_t  s;
    uint8_t  l;
    uint8_t  g;
    uint8_t  avl;
    uint8_t  unusable;
    uint8_t  padding;
};

struct linuxabi_kvm_dtable {
    uint64_t base;
    uint16_t limit;
    uint16_t padding[3];
};

struct linuxabi_kvm_sregs {
    struct linuxabi_kvm_segment cs;
    struct linuxabi_kvm_segment ds;
    struct linuxabi_kvm_segment es;
    struct linuxabi_kvm_segment fs;
    struct linuxabi_kvm_segment gs;
    struct linuxabi_kvm_segment ss;
    struct linuxabi_kvm_segment tr;
    struct linuxabi_kvm_segment ldt;
    struct linuxabi_kvm_dtable  gdt;
    struct linuxabi_kvm_dtable  idt;
    uint64_t cr0;
    uint64_t cr2;
    uint64_t cr3;
    uint64_t cr4;
    uint64_t cr8;
    uint64_t efer;
    uint64_t apic_base;
    uint64_t interrupt_bitmap[(KVM_NR_INTERRUPTS + 63) / 64];  /* pending */
};

struct linuxabi_kvm_sregs2 {
    struct linuxabi_kvm_segment cs;
    struct linuxabi_kvm_segment ds;
    struct linuxabi_kvm_segment es;
    struct linuxabi_kvm_segment fs;
    struct linuxabi_kvm_segment gs;
    struct linuxabi_kvm_segment ss;
    struct linuxabi_kvm_segment tr;
    struct linuxabi_kvm_segment ldt;
    struct linuxabi_kvm_dtable  gdt;
    struct linuxabi_kvm_dtable  idt;
    uint64_t cr0;
    uint64_t cr2;
    uint64_t cr3;
    uint64_t cr4;
    uint64_t cr8;
    uint64_t efer;
    uint64_t apic_base;
    uint64_t flags;                     /* KVM_SREGS2_FLAGS_PDPTRS_VALID */
    uint64_t pdptrs[4];                 /* PAE page directory pointers */
};

#define KVM_SREGS2_FLAGS_PDPTRS_VALID    1

/* KVM_GET_FPU, KVM_SET_FPU */
struct linuxabi_kvm_fpu {
    uint8_t  fpr[8][16];
    uint16_t fcw;
    uint16_t fsw;
    uint8_t  ftwx;                      /* the tag word as FXSAVE has it */
    uint8_t  pad1;
    uint16_t last_opcode;
    uint64_t last_ip;
    uint64_t last_dp;
    uint8_t  xmm[16][16];
    uint32_t mxcsr;
    uint32_t pad2;
};

/* KVM_GET_MSRS, KVM_SET_MSRS: nmsrs entries follow the head */
struct linuxabi_kvm_msr_entry {
    uint32_t index;
    uint32_t reserved;
    uint64_t data;
};

struct linuxabi_kvm_msrs {
    uint32_t nmsrs;
    uint32_t pad;
};

/* KVM_GET_MSR_INDEX_LIST, KVM_GET_MSR_FEATURE_INDEX_LIST: nmsrs uint32_t
   MSR indices follow */
struct linuxabi_kvm_msr_list {
    uint32_t nmsrs;
};

/* KVM_X86_SET_MSR_FILTER */
#define KVM_MSR_FILTER_MAX_RANGES        16

#define KVM_MSR_FILTER_READ              (1 << 0)
#define KVM_MSR_FILTER_WRITE             (1 << 1)

#define KVM_MSR_FILTER_DEFAULT_ALLOW     (0 << 0)
#define KVM_MSR_FILTER_DEFAULT_DENY      (1 << 0)

/* the filter's structs and KVM_X86_SET_MSR_FILTER, which hold a pointer:
   this ABI's width */
#include <linuxabi-arch/kvm-msr-filter.h>

/* KVM_SET_CPUID: nent entries follow the head */
struct linuxabi_kvm_cpuid_entry {
    uint32_t function;
    uint32_t eax;
    uint32_t ebx;
    uint32_t ecx;
    uint32_t edx;
    uint32_t padding;
};

struct linuxabi_kvm_cpuid {
    uint32_t nent;
    uint32_t padding;
};

/* KVM_SET_CPUID2, KVM_GET_CPUID2, KVM_GET_SUPPORTED_CPUID and the like:
   nent entries follow the head */
struct linuxabi_kvm_cpuid_entry2 {
    uint32_t function;
    uint32_t index;
    uint32_t flags;                     /* KVM_CPUID_FLAG_* */
    uint32_t eax;
    uint32_t ebx;
    uint32_t ecx;
    uint32_t edx;
    uint32_t padding[3];
};

#define KVM_CPUID_FLAG_SIGNIFCANT_INDEX  (1 << 0)  /* index matters (sic) */
#define KVM_CPUID_FLAG_STATEFUL_FUNC     (1 << 1)
#define KVM_CPUID_FLAG_STATE_READ_NEXT   (1 << 2)

struct linuxabi_kvm_cpuid2 {
    uint32_t nent;
    uint32_t padding;
};

/* KVM_GET_PIT, KVM_SET_PIT and the 2 versions: an 8254 channel */
struct linuxabi_kvm_pit_channel_state {
    uint32_t count;                     /* up to 65536 */
    uint16_t latched_count;
    uint8_t  count_latched;
    uint8_t  status_latched;
    uint8_t  status;
    uint8_t  read_state;
    uint8_t  write_state;
    uint8_t  write_latch;
    uint8_t  rw_mode;
    uint8_t  mode;
    uint8_t  bcd;
    uint8_t  gate;
    int64_t  count_load_time;
};

struct linuxabi_kvm_pit_state {
    struct linuxabi_kvm_pit_channel_state channels[3];
};

#define KVM_PIT_FLAGS_HPET_LEGACY        0x00000001
#define KVM_PIT_FLAGS_SPEAKER_DATA_ON    0x00000002

struct linuxabi_kvm_pit_state2 {
    struct linuxabi_kvm_pit_channel_state channels[3];
    uint32_t flags;                     /* KVM_PIT_FLAGS_* */
    uint32_t reserved[9];
};

/* KVM_EXIT_DEBUG: struct linuxabi_kvm_run debug */
struct linuxabi_kvm_debug_exit_arch {
    uint32_t exception;
    uint32_t pad;
    uint64_t pc;
    uint64_t dr6;
    uint64_t dr7;
};

/* KVM_SET_GUEST_DEBUG: control, beside KVM_GUESTDBG_ENABLE, _SINGLESTEP */
#define KVM_GUESTDBG_USE_SW_BP           0x00010000
#define KVM_GUESTDBG_USE_HW_BP           0x00020000
#define KVM_GUESTDBG_INJECT_DB           0x00040000
#define KVM_GUESTDBG_INJECT_BP           0x00080000
#define KVM_GUESTDBG_BLOCKIRQ            0x00100000

struct linuxabi_kvm_guest_debug_arch {
    uint64_t debugreg[8];
};

struct linuxabi_kvm_guest_debug {
    uint32_t control;                   /* KVM_GUESTDBG_* */
    uint32_t pad;
    struct linuxabi_kvm_guest_debug_arch arch;
};

/* KVM_REINJECT_CONTROL's argument */
struct linuxabi_kvm_reinject_control {
    uint8_t  pit_reinject;
    uint8_t  reserved[31];
};

/* KVM_GET_VCPU_EVENTS, KVM_SET_VCPU_EVENTS: flags, what to set */
#define KVM_VCPUEVENT_VALID_NMI_PENDING  0x00000001
#define KVM_VCPUEVENT_VALID_SIPI_VECTOR  0x00000002
#define KVM_VCPUEVENT_VALID_SHADOW       0x00000004
#define KVM_VCPUEVENT_VALID_SMM          0x00000008
#define KVM_VCPUEVENT_VALID_PAYLOAD      0x00000010
#define KVM_VCPUEVENT_VALID_TRIPLE_FAULT 0x00000020

/* interrupt.shadow */
#define KVM_X86_SHADOW_INT_MOV_SS        0x01
#define KVM_X86_SHADOW_INT_STI           0x02

struct linuxabi_kvm_vcpu_events_exception {
    uint8_t  injected;
    uint8_t  nr;
    uint8_t  has_error_code;
    uint8_t  pending;
    uint32_t error_code;
};

struct linuxabi_kvm_vcpu_events_interrupt {
    uint8_t  injected;
    uint8_t  nr;
    uint8_t  soft;
    uint8_t  shadow;                    /* KVM_X86_SHADOW_INT_* */
};

struct linuxabi_kvm_vcpu_events_nmi {
    uint8_t  injected;
    uint8_t  pending;
    uint8_t  masked;
    uint8_t  pad;
};

struct linuxabi_kvm_vcpu_events_smi {
    uint8_t  smm;
    uint8_t  pending;
    uint8_t  smm_inside_nmi;
    uint8_t  latched_init;
};

struct linuxabi_kvm_vcpu_events_triple_fault {
    uint8_t  pending;
};

struct linuxabi_kvm_vcpu_events {
    struct linuxabi_kvm_vcpu_events_exception    exception;
    struct linuxabi_kvm_vcpu_events_interrupt    interrupt;
    struct linuxabi_kvm_vcpu_events_nmi          nmi;
    uint32_t sipi_vector;
    uint32_t flags;                     /* KVM_VCPUEVENT_VALID_* */
    struct linuxabi_kvm_vcpu_events_smi          smi;
    struct linuxabi_kvm_vcpu_events_triple_fault triple_fault;
    uint8_t  reserved[26];
    uint8_t  exception_has_payload;
    uint64_t exception_payload;
};

/* KVM_GET_DEBUGREGS, KVM_SET_DEBUGREGS */
struct linuxabi_kvm_debugregs {
    uint64_t db[4];
    uint64_t dr6;
    uint64_t dr7;
    uint64_t flags;
    uint64_t reserved[9];
};

/* KVM_GET_XSAVE, KVM_SET_XSAVE: the XSAVE area; KVM_GET_XSAVE2 moves
   KVM_CHECK_EXTENSION(KVM_CAP_XSAVE2) bytes (at least these 4096), the
   rest after region */
struct linuxabi_kvm_xsave {
    uint32_t region[1024];
};

/* KVM_GET_XCRS, KVM_SET_XCRS */
#define KVM_MAX_XCRS                     16

struct linuxabi_kvm_xcr {
    uint32_t xcr;
    uint32_t reserved;
    uint64_t value;
};

struct linuxabi_kvm_xcrs {
    uint32_t nr_xcrs;
    uint32_t flags;
    struct linuxabi_kvm_xcr xcrs[KVM_MAX_XCRS];
    uint64_t padding[16];
};

/* KVM_GET_ONE_REG, KVM_SET_ONE_REG: the register types of x86's ids
   (KVM_REG_X86 | KVM_REG_SIZE_U64 | type << 32 | index), and the
   registers of type KVM */
#define KVM_X86_REG_TYPE_MSR             2
#define KVM_X86_REG_TYPE_KVM             3
#define KVM_REG_GUEST_SSP                0

/* struct linuxabi_kvm_run kvm_valid_regs, kvm_dirty_regs */
#define KVM_SYNC_X86_REGS                (1UL << 0)
#define KVM_SYNC_X86_SREGS               (1UL << 1)
#define KVM_SYNC_X86_EVENTS              (1UL << 2)

/* struct linuxabi_kvm_run s.regs */
struct linuxabi_kvm_sync_regs {
    struct linuxabi_kvm_regs        regs;
    struct linuxabi_kvm_sregs       sregs;
    struct linuxabi_kvm_vcpu_events events;
};

/* KVM_CAP_DISABLE_QUIRKS2: args[0] */
#define KVM_X86_QUIRK_LINT0_REENABLED    (1 << 0)
#define KVM_X86_QUIRK_CD_NW_CLEARED      (1 << 1)
#define KVM_X86_QUIRK_LAPIC_MMIO_HOLE    (1 << 2)
#define KVM_X86_QUIRK_OUT_7E_INC_RIP     (1 << 3)
#define KVM_X86_QUIRK_MISC_ENABLE_NO_MWAIT (1 << 4)
#define KVM_X86_QUIRK_FIX_HYPERCALL_INSN (1 << 5)
#define KVM_X86_QUIRK_MWAIT_NEVER_UD_FAULTS (1 << 6)
#define KVM_X86_QUIRK_SLOT_ZAP_ALL       (1 << 7)
#define KVM_X86_QUIRK_STUFF_FEATURE_MSRS (1 << 8)
#define KVM_X86_QUIRK_IGNORE_GUEST_PAT   (1 << 9)
#define KVM_X86_QUIRK_VMCS12_ALLOW_FREEZE_IN_SMM (1 << 10)
#define KVM_X86_QUIRK_NESTED_SVM_SHARED_PAT (1 << 11)

/* KVM_GET_NESTED_STATE, KVM_SET_NESTED_STATE */
#define KVM_STATE_NESTED_FORMAT_VMX      0
#define KVM_STATE_NESTED_FORMAT_SVM      1

/* flags */
#define KVM_STATE_NESTED_GUEST_MODE      0x00000001
#define KVM_STATE_NESTED_RUN_PENDING     0x00000002
#define KVM_STATE_NESTED_EVMCS           0x00000004
#define KVM_STATE_NESTED_MTF_PENDING     0x00000008
#define KVM_STATE_NESTED_GIF_SET         0x00000100

/* hdr.vmx.smm.flags */
#define KVM_STATE_NESTED_SMM_GUEST_MODE  0x00000001
#define KVM_STATE_NESTED_SMM_VMXON       0x00000002

#define KVM_STATE_NESTED_VMX_VMCS_SIZE   0x1000
#define KVM_STATE_NESTED_SVM_VMCB_SIZE   0x1000

/* hdr.vmx.flags */
#define KVM_STATE_VMX_PREEMPTION_TIMER_DEADLINE 0x00000001

/* KVM_{GET,SET,HAS}_DEVICE_ATTR on /dev/kvm: groups and attributes */
#define KVM_X86_GRP_SYSTEM               0
#define KVM_X86_XCOMP_GUEST_SUPP         0
#define KVM_X86_GRP_SEV                  1
#define KVM_X86_SEV_VMSA_FEATURES        0
#define KVM_X86_SNP_POLICY_BITS          1
#define KVM_X86_SEV_SNP_REQ_CERTS        2

/* the data that follows the header, by format */
struct linuxabi_kvm_vmx_nested_state_data {
    uint8_t  vmcs12[KVM_STATE_NESTED_VMX_VMCS_SIZE];
    uint8_t  shadow_vmcs12[KVM_STATE_NESTED_VMX_VMCS_SIZE];
};

struct linuxabi_kvm_vmx_nested_state_hdr_smm {
    uint16_t flags;                     /* KVM_STATE_NESTED_SMM_* */
};

struct linuxabi_kvm_vmx_nested_state_hdr {
    uint64_t vmxon_pa;
    uint64_t vmcs12_pa;
    struct linuxabi_kvm_vmx_nested_state_hdr_smm smm;
    uint16_t pad;
    uint32_t flags;                     /* KVM_STATE_VMX_* */
    uint64_t preemption_timer_deadline;
};

struct linuxabi_kvm_svm_nested_state_data {
    uint8_t  vmcb12[KVM_STATE_NESTED_SVM_VMCB_SIZE];
};

struct linuxabi_kvm_svm_nested_state_hdr {
    uint64_t vmcb_pa;
    uint64_t gpat;
};

union linuxabi_kvm_nested_state_hdr {
    struct linuxabi_kvm_vmx_nested_state_hdr vmx;
    struct linuxabi_kvm_svm_nested_state_hdr svm;
    uint8_t  pad[120];
};

/* the 128-byte header; size bytes in all, the format's data after it */
struct linuxabi_kvm_nested_state {
    uint16_t flags;                     /* KVM_STATE_NESTED_* */
    uint16_t format;                    /* KVM_STATE_NESTED_FORMAT_* */
    uint32_t size;
    union linuxabi_kvm_nested_state_hdr hdr;
};

/* KVM_SET_PMU_EVENT_FILTER: nevents uint64_t events follow the head */
struct linuxabi_kvm_pmu_event_filter {
    uint32_t action;                    /* KVM_PMU_EVENT_ALLOW, _DENY */
    uint32_t nevents;
    uint32_t fixed_counter_bitmap;
    uint32_t flags;                     /* KVM_PMU_EVENT_FLAG_* */
    uint32_t pad[4];
};

#define KVM_PMU_EVENT_ALLOW              0
#define KVM_PMU_EVENT_DENY               1
#define KVM_PMU_EVENT_FLAG_MASKED_EVENTS (1UL << 0)

/* KVM_PMU_EVENT_FLAG_MASKED_EVENTS: an event is the event select's bits
   0-7 and 32-35, a unit mask to match (bits 8-15), the bits of the unit
   mask compared (56-63) and whether a match excludes (55) */
#if defined(__LP64__) || defined(_LP64)
#define KVM_PMU_MASKED_ENTRY_EVENT_SELECT 0x0000000f000000ffUL
#define KVM_PMU_MASKED_ENTRY_UMASK_MASK  0xff00000000000000UL
#define KVM_PMU_MASKED_ENTRY_UMASK_MATCH 0x000000000000ff00UL
#define KVM_PMU_MASKED_ENTRY_EXCLUDE     0x0080000000000000UL
#else
#define KVM_PMU_MASKED_ENTRY_EVENT_SELECT 0x0000000f000000ffULL
#define KVM_PMU_MASKED_ENTRY_UMASK_MASK  0xff00000000000000ULL
#define KVM_PMU_MASKED_ENTRY_UMASK_MATCH 0x000000000000ff00ULL
#define KVM_PMU_MASKED_ENTRY_EXCLUDE     0x0080000000000000ULL
#endif
#define KVM_PMU_MASKED_ENTRY_UMASK_MASK_SHIFT 56

/* KVM_X86_SET_MCE: a machine check to inject */
struct linuxabi_kvm_x86_mce {
    uint64_t status;
    uint64_t addr;
    uint64_t misc;
    uint64_t mcg_status;
    uint8_t  bank;
    uint8_t  pad1[7];
    uint64_t pad2[3];
};

/* KVM_XEN_HVM_CONFIG: flags, and what KVM_CHECK_EXTENSION(KVM_CAP_XEN_HVM)
   answers */
#define KVM_XEN_HVM_CONFIG_HYPERCALL_MSR (1 << 0)
#define KVM_XEN_HVM_CONFIG_INTERCEPT_HCALL (1 << 1)
#define KVM_XEN_HVM_CONFIG_SHARED_INFO   (1 << 2)
#define KVM_XEN_HVM_CONFIG_RUNSTATE      (1 << 3)
#define KVM_XEN_HVM_CONFIG_EVTCHN_2LEVEL (1 << 4)
#define KVM_XEN_HVM_CONFIG_EVTCHN_SEND   (1 << 5)
#define KVM_XEN_HVM_CONFIG_RUNSTATE_UPDATE_FLAG (1 << 6)
#define KVM_XEN_HVM_CONFIG_PVCLOCK_TSC_UNSTABLE (1 << 7)
#define KVM_XEN_HVM_CONFIG_SHARED_INFO_HVA (1 << 8)

/* the MSRs msr may be */
#define KVM_XEN_MSR_MIN_INDEX            0x40000000U
#define KVM_XEN_MSR_MAX_INDEX            0x4fffffffU

struct linuxabi_kvm_xen_hvm_config {
    uint32_t flags;                     /* KVM_XEN_HVM_CONFIG_* */
    uint32_t msr;                       /* the guest's hypercall page MSR */
    uint64_t blob_addr_32;
    uint64_t blob_addr_64;
    uint8_t  blob_size_32;
    uint8_t  blob_size_64;
    uint8_t  pad2[30];
};

/* KVM_XEN_HVM_GET_ATTR, KVM_XEN_HVM_SET_ATTR: type */
#define KVM_XEN_ATTR_TYPE_LONG_MODE      0x0
#define KVM_XEN_ATTR_TYPE_SHARED_INFO    0x1
#define KVM_XEN_ATTR_TYPE_UPCALL_VECTOR  0x2
#define KVM_XEN_ATTR_TYPE_EVTCHN         0x3
#define KVM_XEN_ATTR_TYPE_XEN_VERSION    0x4
#define KVM_XEN_ATTR_TYPE_RUNSTATE_UPDATE_FLAG 0x5
#define KVM_XEN_ATTR_TYPE_SHARED_INFO_HVA 0x6

/* no shared info page (shared_info.gfn), no vCPU area (gpa) */
#if defined(__LP64__) || defined(_LP64)
#define KVM_XEN_INVALID_GFN              0xffffffffffffffffUL
#define KVM_XEN_INVALID_GPA              0xffffffffffffffffUL
#else
#define KVM_XEN_INVALID_GFN              0xffffffffffffffffULL
#define KVM_XEN_INVALID_GPA              0xffffffffffffffffULL
#endif

/* evtchn.flags */
#define KVM_XEN_EVTCHN_DEASSIGN          (1 << 0)
#define KVM_XEN_EVTCHN_UPDATE            (1 << 1)
#define KVM_XEN_EVTCHN_RESET             (1 << 2)

union linuxabi_kvm_xen_hvm_attr_shared_info {
    uint64_t gfn;                       /* or KVM_XEN_INVALID_GFN */
    uint64_t hva;
};

/* where an event channel the guest sends on is delivered: back to the
   guest, or to an eventfd */
struct linuxabi_kvm_xen_hvm_attr_evtchn_port {
    uint32_t port;
    uint32_t vcpu;
    uint32_t priority;
};

struct linuxabi_kvm_xen_hvm_attr_evtchn_eventfd {
    uint32_t port;                      /* 0 */
    int32_t  fd;
};

union linuxabi_kvm_xen_hvm_attr_evtchn_deliver {
    struct linuxabi_kvm_xen_hvm_attr_evtchn_port    port;
    struct linuxabi_kvm_xen_hvm_attr_evtchn_eventfd eventfd;
    uint32_t padding[4];
};

struct linuxabi_kvm_xen_hvm_attr_evtchn {
    uint32_t send_port;
    uint32_t type;                      /* Xen's EVTCHNSTAT_ipi, _interdomain */
    uint32_t flags;                     /* KVM_XEN_EVTCHN_* */
    union linuxabi_kvm_xen_hvm_attr_evtchn_deliver deliver;
};

union linuxabi_kvm_xen_hvm_attr_u {
    uint8_t  long_mode;
    uint8_t  vector;
    uint8_t  runstate_update_flag;
    union linuxabi_kvm_xen_hvm_attr_shared_info shared_info;
    struct linuxabi_kvm_xen_hvm_attr_evtchn evtchn;
    uint32_t xen_version;
    uint64_t pad[8];
};

struct linuxabi_kvm_xen_hvm_attr {
    uint16_t type;                      /* KVM_XEN_ATTR_TYPE_* */
    uint16_t pad[3];
    union linuxabi_kvm_xen_hvm_attr_u u;
};

/* KVM_XEN_VCPU_GET_ATTR, KVM_XEN_VCPU_SET_ATTR: type */
#define KVM_XEN_VCPU_ATTR_TYPE_VCPU_INFO 0x0
#define KVM_XEN_VCPU_ATTR_TYPE_VCPU_TIME_INFO 0x1
#define KVM_XEN_VCPU_ATTR_TYPE_RUNSTATE_ADDR 0x2
#define KVM_XEN_VCPU_ATTR_TYPE_RUNSTATE_CURRENT 0x3
#define KVM_XEN_VCPU_ATTR_TYPE_RUNSTATE_DATA 0x4
#define KVM_XEN_VCPU_ATTR_TYPE_RUNSTATE_ADJUST 0x5
#define KVM_XEN_VCPU_ATTR_TYPE_VCPU_ID   0x6
#define KVM_XEN_VCPU_ATTR_TYPE_TIMER     0x7
#define KVM_XEN_VCPU_ATTR_TYPE_UPCALL_VECTOR 0x8
#define KVM_XEN_VCPU_ATTR_TYPE_VCPU_INFO_HVA 0x9

struct linuxabi_kvm_xen_vcpu_attr_runstate {
    uint64_t state;
    uint64_t state_entry_time;
    uint64_t time_running;
    uint64_t time_runnable;
    uint64_t time_blocked;
    uint64_t time_offline;
};

struct linuxabi_kvm_xen_vcpu_attr_timer {
    uint32_t port;
    uint32_t priority;
    uint64_t expires_ns;
};

union linuxabi_kvm_xen_vcpu_attr_u {
    uint64_t gpa;                       /* or KVM_XEN_INVALID_GPA */
    uint64_t hva;
    uint64_t pad[8];
    struct linuxabi_kvm_xen_vcpu_attr_runstate runstate;
    uint32_t vcpu_id;
    struct linuxabi_kvm_xen_vcpu_attr_timer timer;
    uint8_t  vector;
};

struct linuxabi_kvm_xen_vcpu_attr {
    uint16_t type;                      /* KVM_XEN_VCPU_ATTR_TYPE_* */
    uint16_t pad[3];
    union linuxabi_kvm_xen_vcpu_attr_u u;
};

/* KVM_MEMORY_ENCRYPT_OP on an SEV VM: struct linuxabi_kvm_sev_cmd id
   (enum sev_cmd_id) */
#define KVM_SEV_INIT                     0
#define KVM_SEV_ES_INIT                  1
#define KVM_SEV_LAUNCH_START             2
#define KVM_SEV_LAUNCH_UPDATE_DATA       3
#define KVM_SEV_LAUNCH_UPDATE_VMSA       4
#define KVM_SEV_LAUNCH_SECRET            5
#define KVM_SEV_LAUNCH_MEASURE           6
#define KVM_SEV_LAUNCH_FINISH            7
#define KVM_SEV_SEND_START               8
#define KVM_SEV_SEND_UPDATE_DATA         9
#define KVM_SEV_SEND_UPDATE_VMSA         10
#define KVM_SEV_SEND_FINISH              11
#define KVM_SEV_RECEIVE_START            12
#define KVM_SEV_RECEIVE_UPDATE_DATA      13
#define KVM_SEV_RECEIVE_UPDATE_VMSA      14
#define KVM_SEV_RECEIVE_FINISH           15
#define KVM_SEV_GUEST_STATUS             16
#define KVM_SEV_DBG_DECRYPT              17
#define KVM_SEV_DBG_ENCRYPT              18
#define KVM_SEV_CERT_EXPORT              19
#define KVM_SEV_GET_ATTESTATION_REPORT   20
#define KVM_SEV_SEND_CANCEL              21
#define KVM_SEV_INIT2                    22
#define KVM_SEV_SNP_LAUNCH_START         100
#define KVM_SEV_SNP_LAUNCH_UPDATE        101
#define KVM_SEV_SNP_LAUNCH_FINISH        102
#define KVM_SEV_SNP_ENABLE_REQ_CERTS     103

/* the argument of KVM_MEMORY_ENCRYPT_OP; data is the address of the
   command's struct */
struct linuxabi_kvm_sev_cmd {
    uint32_t id;                        /* KVM_SEV_* */
    uint32_t pad0;
    uint64_t data;
    uint32_t error;                     /* out: the firmware's */
    uint32_t sev_fd;                    /* of /dev/sev */
};

/* KVM_SEV_INIT2 */
struct linuxabi_kvm_sev_init {
    uint64_t vmsa_features;
    uint32_t flags;
    uint16_t ghcb_version;
    uint16_t pad1;
    uint32_t pad2[8];
};

struct linuxabi_kvm_sev_launch_start {
    uint32_t handle;
    uint32_t policy;
    uint64_t dh_uaddr;
    uint32_t dh_len;
    uint32_t pad0;
    uint64_t session_uaddr;
    uint32_t session_len;
    uint32_t pad1;
};

struct linuxabi_kvm_sev_launch_update_data {
    uint64_t uaddr;
    uint32_t len;
    uint32_t pad0;
};

struct linuxabi_kvm_sev_launch_secret {
    uint64_t hdr_uaddr;
    uint32_t hdr_len;
    uint32_t pad0;
    uint64_t guest_uaddr;
    uint32_t guest_len;
    uint32_t pad1;
    uint64_t trans_uaddr;
    uint32_t trans_len;
    uint32_t pad2;
};

struct linuxabi_kvm_sev_launch_measure {
    uint64_t uaddr;
    uint32_t len;
    uint32_t pad0;
};

struct linuxabi_kvm_sev_guest_status {
    uint32_t handle;
    uint32_t policy;
    uint32_t state;
};

/* KVM_SEV_DBG_DECRYPT, KVM_SEV_DBG_ENCRYPT */
struct linuxabi_kvm_sev_dbg {
    uint64_t src_uaddr;
    uint64_t dst_uaddr;
    uint32_t len;
    uint32_t pad0;
};

/* KVM_SEV_GET_ATTESTATION_REPORT */
struct linuxabi_kvm_sev_attestation_report {
    uint8_t  mnonce[16];
    uint64_t uaddr;
    uint32_t len;
    uint32_t pad0;
};

struct linuxabi_kvm_sev_send_start {
    uint32_t policy;
    uint32_t pad0;
    uint64_t pdh_cert_uaddr;
    uint32_t pdh_cert_len;
    uint32_t pad1;
    uint64_t plat_certs_uaddr;
    uint32_t plat_certs_len;
    uint32_t pad2;
    uint64_t amd_certs_uaddr;
    uint32_t amd_certs_len;
    uint32_t pad3;
    uint64_t session_uaddr;
    uint32_t session_len;
    uint32_t pad4;
};

struct linuxabi_kvm_sev_send_update_data {
    uint64_t hdr_uaddr;
    uint32_t hdr_len;
    uint32_t pad0;
    uint64_t guest_uaddr;
    uint32_t guest_len;
    uint32_t pad1;
    uint64_t trans_uaddr;
    uint32_t trans_len;
    uint32_t pad2;
};

struct linuxabi_kvm_sev_receive_start {
    uint32_t handle;
    uint32_t policy;
    uint64_t pdh_uaddr;
    uint32_t pdh_len;
    uint32_t pad0;
    uint64_t session_uaddr;
    uint32_t session_len;
    uint32_t pad1;
};

struct linuxabi_kvm_sev_receive_update_data {
    uint64_t hdr_uaddr;
    uint32_t hdr_len;
    uint32_t pad0;
    uint64_t guest_uaddr;
    uint32_t guest_len;
    uint32_t pad1;
    uint64_t trans_uaddr;
    uint32_t trans_len;
    uint32_t pad2;
};

struct linuxabi_kvm_sev_snp_launch_start {
    uint64_t policy;
    uint8_t  gosvw[16];
    uint16_t flags;
    uint8_t  pad0[6];
    uint64_t pad1[4];
};

/* KVM_SEV_SNP_LAUNCH_UPDATE: type (the firmware's page types) */
#define KVM_SEV_PAGE_TYPE_INVALID        0x0
#define KVM_SEV_SNP_PAGE_TYPE_NORMAL     0x1
#define KVM_SEV_SNP_PAGE_TYPE_ZERO       0x3
#define KVM_SEV_SNP_PAGE_TYPE_UNMEASURED 0x4
#define KVM_SEV_SNP_PAGE_TYPE_SECRETS    0x5
#define KVM_SEV_SNP_PAGE_TYPE_CPUID      0x6

struct linuxabi_kvm_sev_snp_launch_update {
    uint64_t gfn_start;
    uint64_t uaddr;
    uint64_t len;
    uint8_t  type;                      /* KVM_SEV_*PAGE_TYPE_* */
    uint8_t  pad0;
    uint16_t flags;
    uint32_t pad1;
    uint64_t pad2[4];
};

/* KVM_SEV_SNP_LAUNCH_FINISH: the sizes of the ID block, its
   authentication and the host data */
#define KVM_SEV_SNP_ID_BLOCK_SIZE        96
#define KVM_SEV_SNP_ID_AUTH_SIZE         4096
#define KVM_SEV_SNP_FINISH_DATA_SIZE     32

struct linuxabi_kvm_sev_snp_launch_finish {
    uint64_t id_block_uaddr;
    uint64_t id_auth_uaddr;
    uint8_t  id_block_en;
    uint8_t  auth_key_en;
    uint8_t  vcek_disabled;
    uint8_t  host_data[KVM_SEV_SNP_FINISH_DATA_SIZE];
    uint8_t  pad0[3];
    uint16_t flags;
    uint64_t pad1[4];
};

/* KVM_CAP_X2APIC_API: args[0] */
#if defined(__LP64__) || defined(_LP64)
#define KVM_X2APIC_API_USE_32BIT_IDS     (1UL << 0)
#define KVM_X2APIC_API_DISABLE_BROADCAST_QUIRK (1UL << 1)
#define KVM_X2APIC_ENABLE_SUPPRESS_EOI_BROADCAST (1UL << 2)
#define KVM_X2APIC_DISABLE_SUPPRESS_EOI_BROADCAST (1UL << 3)
#else
#define KVM_X2APIC_API_USE_32BIT_IDS     (1ULL << 0)
#define KVM_X2APIC_API_DISABLE_BROADCAST_QUIRK (1ULL << 1)
#define KVM_X2APIC_ENABLE_SUPPRESS_EOI_BROADCAST (1ULL << 2)
#define KVM_X2APIC_DISABLE_SUPPRESS_EOI_BROADCAST (1ULL << 3)
#endif

/* KVM_HYPERV_EVENTFD */
#define KVM_HYPERV_CONN_ID_MASK          0x00ffffff
#define KVM_HYPERV_EVENTFD_DEASSIGN      (1 << 0)

struct linuxabi_kvm_hyperv_eventfd {
    uint32_t conn_id;
    int32_t  fd;
    uint32_t flags;                     /* KVM_HYPERV_EVENTFD_DEASSIGN */
    uint32_t padding[3];
};

/* a vCPU's KVM_{GET,SET,HAS}_DEVICE_ATTR: group and attribute */
#define KVM_VCPU_TSC_CTRL                0
#define KVM_VCPU_TSC_OFFSET              0

/* KVM_EXIT_HYPERCALL: struct linuxabi_kvm_run hypercall.u.flags */
#if defined(__LP64__) || defined(_LP64)
#define KVM_EXIT_HYPERCALL_LONG_MODE     (1UL << 0)
#else
#define KVM_EXIT_HYPERCALL_LONG_MODE     (1ULL << 0)
#endif

/* KVM_CREATE_VM: the machine type */
#define KVM_X86_DEFAULT_VM               0
#define KVM_X86_SW_PROTECTED_VM          1
#define KVM_X86_SEV_VM                   2
#define KVM_X86_SEV_ES_VM                3
#define KVM_X86_SNP_VM                   4
#define KVM_X86_TDX_VM                   5

/* KVM_MEMORY_ENCRYPT_OP on a TDX VM (and a vCPU): struct
   linuxabi_kvm_tdx_cmd id (enum kvm_tdx_cmd_id) */
#define KVM_TDX_CAPABILITIES             0
#define KVM_TDX_INIT_VM                  1
#define KVM_TDX_INIT_VCPU                2
#define KVM_TDX_INIT_MEM_REGION          3
#define KVM_TDX_FINALIZE_VM              4
#define KVM_TDX_GET_CPUID                5

struct linuxabi_kvm_tdx_cmd {
    uint32_t id;                        /* KVM_TDX_* */
    uint32_t flags;
    uint64_t data;                      /* a value or an address */
    uint64_t hw_error;                  /* out: the TDX module's status */
};

/* KVM_TDX_CAPABILITIES: cpuid.nent entries follow */
struct linuxabi_kvm_tdx_capabilities {
    uint64_t supported_attrs;
    uint64_t supported_xfam;
    uint64_t kernel_tdvmcallinfo_1_r11;
    uint64_t user_tdvmcallinfo_1_r11;
    uint64_t kernel_tdvmcallinfo_1_r12;
    uint64_t user_tdvmcallinfo_1_r12;
    uint64_t reserved[250];
    struct linuxabi_kvm_cpuid2 cpuid;
};

/* KVM_TDX_INIT_VM: cpuid.nent entries follow */
struct linuxabi_kvm_tdx_init_vm {
    uint64_t attributes;
    uint64_t xfam;
    uint64_t mrconfigid[6];
    uint64_t mrowner[6];
    uint64_t mrownerconfig[6];
    uint64_t reserved[12];
    struct linuxabi_kvm_cpuid2 cpuid;
};

/* KVM_TDX_INIT_MEM_REGION: flags */
#if defined(__LP64__) || defined(_LP64)
#define KVM_TDX_MEASURE_MEMORY_REGION    (1UL << 0)
#else
#define KVM_TDX_MEASURE_MEMORY_REGION    (1ULL << 0)
#endif

struct linuxabi_kvm_tdx_init_mem_region {
    uint64_t source_addr;
    uint64_t gpa;
    uint64_t nr_pages;
};

/* struct linuxabi_kvm_run (<linuxabi-arch/kvm-run.h>): x86's debug exit
   (u.debug) and the registers KVM_RUN syncs (s) */
struct linuxabi_kvm_run_debug {         /* KVM_EXIT_DEBUG */
    struct linuxabi_kvm_debug_exit_arch arch;
};

union linuxabi_kvm_run_s {
    struct linuxabi_kvm_sync_regs regs;
    char     padding[SYNC_REGS_SIZE_BYTES];
};

/* struct linuxabi_kvm_run, with the debug exit above as u.debug */
#define LINUXABI_KVM_RUN_DEBUG 1
#include <linuxabi-arch/kvm-run.h>

/* ioctl(2) requests of /dev/kvm */
#define KVM_GET_MSR_INDEX_LIST           LINUXABI_IOWR(KVMIO, 0x02, struct linuxabi_kvm_msr_list)
#define KVM_GET_SUPPORTED_CPUID          LINUXABI_IOWR(KVMIO, 0x05, struct linuxabi_kvm_cpuid2)
#define KVM_GET_EMULATED_CPUID           LINUXABI_IOWR(KVMIO, 0x09, struct linuxabi_kvm_cpuid2)
#define KVM_GET_MSR_FEATURE_INDEX_LIST   LINUXABI_IOWR(KVMIO, 0x0a, struct linuxabi_kvm_msr_list)

/* of a VM fd */
#define KVM_GET_IRQCHIP                  LINUXABI_IOWR(KVMIO, 0x62, struct linuxabi_kvm_irqchip)
#define KVM_SET_IRQCHIP                  LINUXABI_IOR(KVMIO, 0x63, struct linuxabi_kvm_irqchip)
#define KVM_GET_PIT                      LINUXABI_IOWR(KVMIO, 0x65, struct linuxabi_kvm_pit_state)
#define KVM_SET_PIT                      LINUXABI_IOR(KVMIO, 0x66, struct linuxabi_kvm_pit_state)
#define KVM_XEN_HVM_CONFIG               LINUXABI_IOW(KVMIO, 0x7a, struct linuxabi_kvm_xen_hvm_config)
#define KVM_GET_PIT2                     LINUXABI_IOR(KVMIO, 0x9f, struct linuxabi_kvm_pit_state2)
#define KVM_SET_PIT2                     LINUXABI_IOW(KVMIO, 0xa0, struct linuxabi_kvm_pit_state2)
#define KVM_SET_PMU_EVENT_FILTER         LINUXABI_IOW(KVMIO, 0xb2, struct linuxabi_kvm_pmu_event_filter)
#define KVM_HYPERV_EVENTFD               LINUXABI_IOW(KVMIO, 0xbd, struct linuxabi_kvm_hyperv_eventfd)
#define KVM_XEN_HVM_GET_ATTR             LINUXABI_IOWR(KVMIO, 0xc8, struct linuxabi_kvm_xen_hvm_attr)
#define KVM_XEN_HVM_SET_ATTR             LINUXABI_IOW(KVMIO, 0xc9, struct linuxabi_kvm_xen_hvm_attr)

/* of a vCPU fd */
#define KVM_GET_REGS                     LINUXABI_IOR(KVMIO, 0x81, struct linuxabi_kvm_regs)
#define KVM_SET_REGS                     LINUXABI_IOW(KVMIO, 0x82, struct linuxabi_kvm_regs)
#define KVM_GET_SREGS                    LINUXABI_IOR(KVMIO, 0x83, struct linuxabi_kvm_sregs)
#define KVM_SET_SREGS                    LINUXABI_IOW(KVMIO, 0x84, struct linuxabi_kvm_sregs)
#define KVM_GET_MSRS                     LINUXABI_IOWR(KVMIO, 0x88, struct linuxabi_kvm_msrs)
#define KVM_SET_MSRS                     LINUXABI_IOW(KVMIO, 0x89, struct linuxabi_kvm_msrs)
#define KVM_SET_CPUID                    LINUXABI_IOW(KVMIO, 0x8a, struct linuxabi_kvm_cpuid)
#define KVM_GET_FPU                      LINUXABI_IOR(KVMIO, 0x8c, struct linuxabi_kvm_fpu)
#define KVM_SET_FPU                      LINUXABI_IOW(KVMIO, 0x8d, struct linuxabi_kvm_fpu)
#define KVM_GET_LAPIC                    LINUXABI_IOR(KVMIO, 0x8e, struct linuxabi_kvm_lapic_state)
#define KVM_SET_LAPIC                    LINUXABI_IOW(KVMIO, 0x8f, struct linuxabi_kvm_lapic_state)
#define KVM_SET_CPUID2                   LINUXABI_IOW(KVMIO, 0x90, struct linuxabi_kvm_cpuid2)
#define KVM_GET_CPUID2                   LINUXABI_IOWR(KVMIO, 0x91, struct linuxabi_kvm_cpuid2)
#define KVM_SET_GUEST_DEBUG              LINUXABI_IOW(KVMIO, 0x9b, struct linuxabi_kvm_guest_debug)
#define KVM_X86_SET_MCE                  LINUXABI_IOW(KVMIO, 0x9e, struct linuxabi_kvm_x86_mce)
#define KVM_GET_VCPU_EVENTS              LINUXABI_IOR(KVMIO, 0x9f, struct linuxabi_kvm_vcpu_events)
#define KVM_SET_VCPU_EVENTS              LINUXABI_IOW(KVMIO, 0xa0, struct linuxabi_kvm_vcpu_events)
#define KVM_GET_DEBUGREGS                LINUXABI_IOR(KVMIO, 0xa1, struct linuxabi_kvm_debugregs)
#define KVM_SET_DEBUGREGS                LINUXABI_IOW(KVMIO, 0xa2, struct linuxabi_kvm_debugregs)
#define KVM_GET_XSAVE                    LINUXABI_IOR(KVMIO, 0xa4, struct linuxabi_kvm_xsave)
#define KVM_SET_XSAVE                    LINUXABI_IOW(KVMIO, 0xa5, struct linuxabi_kvm_xsave)
#define KVM_GET_XCRS                     LINUXABI_IOR(KVMIO, 0xa6, struct linuxabi_kvm_xcrs)
#define KVM_SET_XCRS                     LINUXABI_IOW(KVMIO, 0xa7, struct linuxabi_kvm_xcrs)
#define KVM_GET_NESTED_STATE             LINUXABI_IOWR(KVMIO, 0xbe, struct linuxabi_kvm_nested_state)
#define KVM_SET_NESTED_STATE             LINUXABI_IOW(KVMIO, 0xbf, struct linuxabi_kvm_nested_state)
#define KVM_GET_SUPPORTED_HV_CPUID       LINUXABI_IOWR(KVMIO, 0xc1, struct linuxabi_kvm_cpuid2)
#define KVM_XEN_VCPU_GET_ATTR            LINUXABI_IOWR(KVMIO, 0xca, struct linuxabi_kvm_xen_vcpu_attr)
#define KVM_XEN_VCPU_SET_ATTR            LINUXABI_IOW(KVMIO, 0xcb, struct linuxabi_kvm_xen_vcpu_attr)
#define KVM_GET_SREGS2                   LINUXABI_IOR(KVMIO, 0xcc, struct linuxabi_kvm_sregs2)
#define KVM_SET_SREGS2                   LINUXABI_IOW(KVMIO, 0xcd, struct linuxabi_kvm_sregs2)
#define KVM_GET_XSAVE2                   LINUXABI_IOR(KVMIO, 0xcf, struct linuxabi_kvm_xsave)

#endif
