#ifndef LINUXABI_KVM_H
#define LINUXABI_KVM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the kernel-based virtual machine, /dev/kvm: the
 * ioctl(2) requests of its three levels (the /dev/kvm fd, a VM fd from
 * KVM_CREATE_VM, a vCPU fd from KVM_CREATE_VCPU), the capabilities
 * KVM_CHECK_EXTENSION asks about, the exit reasons of KVM_RUN and the
 * structs of <linux/kvm.h> that are one layout on every ABI.  What each
 * architecture adds (its registers, struct linuxabi_kvm_run, the requests
 * of its own structs) comes from <linuxabi-arch/kvm.h>: only the ABIs
 * with KVM (x86, arm64, riscv64, loongarch64, s390x, powerpc, mips) have
 * it.  The requests whose size is a C long are <linuxabi-arch/kvm-long.h>'s,
 * KVM_DIRTY_TLB <linuxabi-arch/kvm-tlb.h>'s.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* KVM_GET_API_VERSION's answer: the only one there has ever been */
#define KVM_API_VERSION                  12

/* the type byte of every request */
#define KVMIO                            0xAE

/* KVM_SET_USER_MEMORY_REGION(2): a slot of guest memory */
struct linuxabi_kvm_userspace_memory_region {
    uint32_t slot;                      /* address space << 16 | slot id */
    uint32_t flags;                     /* KVM_MEM_* */
    uint64_t guest_phys_addr;
    uint64_t memory_size;               /* bytes; 0 deletes the slot */
    uint64_t userspace_addr;            /* the memory in this process */
};

struct linuxabi_kvm_userspace_memory_region2 {
    uint32_t slot;
    uint32_t flags;
    uint64_t guest_phys_addr;
    uint64_t memory_size;
    uint64_t userspace_addr;
    uint64_t guest_memfd_offset;        /* KVM_MEM_GUEST_MEMFD: the private part */
    uint32_t guest_memfd;               /* from KVM_CREATE_GUEST_MEMFD */
    uint32_t pad1;
    uint64_t pad2[14];
};

/* the region's flags */
#define KVM_MEM_LOG_DIRTY_PAGES          (1UL << 0)
#define KVM_MEM_READONLY                 (1UL << 1)
#define KVM_MEM_GUEST_MEMFD              (1UL << 2)

/* KVM_IRQ_LINE, KVM_IRQ_LINE_STATUS */
union linuxabi_kvm_irq_level_u {
    uint32_t irq;                       /* in: the interrupt */
    int32_t  status;                    /* out (_STATUS): delivered or not */
};

struct linuxabi_kvm_irq_level {
    union linuxabi_kvm_irq_level_u u;
    uint32_t level;
};

/* KVM_CREATE_PIT2 */
struct linuxabi_kvm_pit_config {
    uint32_t flags;                     /* KVM_PIT_SPEAKER_DUMMY */
    uint32_t pad[15];
};

#define KVM_PIT_SPEAKER_DUMMY            1

/* KVM_EXIT_HYPERV: struct linuxabi_kvm_hyperv_exit type */
#define KVM_EXIT_HYPERV_SYNIC            1
#define KVM_EXIT_HYPERV_HCALL            2
#define KVM_EXIT_HYPERV_SYNDBG           3

struct linuxabi_kvm_hyperv_exit_synic {
    uint32_t msr;
    uint32_t pad2;
    uint64_t control;
    uint64_t evt_page;
    uint64_t msg_page;
};

struct linuxabi_kvm_hyperv_exit_hcall {
    uint64_t input;
    uint64_t result;
    uint64_t params[2];
};

struct linuxabi_kvm_hyperv_exit_syndbg {
    uint32_t msr;
    uint32_t pad2;
    uint64_t control;
    uint64_t status;
    uint64_t send_page;
    uint64_t recv_page;
    uint64_t pending_page;
};

union linuxabi_kvm_hyperv_exit_u {
    struct linuxabi_kvm_hyperv_exit_synic  synic;
    struct linuxabi_kvm_hyperv_exit_hcall  hcall;
    struct linuxabi_kvm_hyperv_exit_syndbg syndbg;
};

struct linuxabi_kvm_hyperv_exit {
    uint32_t type;                      /* KVM_EXIT_HYPERV_* */
    uint32_t pad1;
    union linuxabi_kvm_hyperv_exit_u u;
};

/* KVM_EXIT_XEN: struct linuxabi_kvm_xen_exit type */
#define KVM_EXIT_XEN_HCALL               1

struct linuxabi_kvm_xen_exit_hcall {
    uint32_t longmode;
    uint32_t cpl;
    uint64_t input;
    uint64_t result;
    uint64_t params[6];
};

union linuxabi_kvm_xen_exit_u {
    struct linuxabi_kvm_xen_exit_hcall hcall;
};

struct linuxabi_kvm_xen_exit {
    uint32_t type;                      /* KVM_EXIT_XEN_* */
    union linuxabi_kvm_xen_exit_u u;
};

/* KVM_EXIT_SNP_REQ_CERTS */
struct linuxabi_kvm_exit_snp_req_certs {
    uint64_t gpa;
    uint64_t npages;
    uint64_t ret;
};

/* KVM_S390_GET_SKEYS: the answer when the guest uses no storage keys, and
   the most keys a request moves */
#define KVM_S390_GET_SKEYS_NONE          1
#define KVM_S390_SKEYS_MAX               1048576

/* KVM_RUN: struct linuxabi_kvm_run exit_reason */
#define KVM_EXIT_UNKNOWN                 0
#define KVM_EXIT_EXCEPTION               1
#define KVM_EXIT_IO                      2
#define KVM_EXIT_HYPERCALL               3
#define KVM_EXIT_DEBUG                   4
#define KVM_EXIT_HLT                     5
#define KVM_EXIT_MMIO                    6
#define KVM_EXIT_IRQ_WINDOW_OPEN         7
#define KVM_EXIT_SHUTDOWN                8
#define KVM_EXIT_FAIL_ENTRY              9
#define KVM_EXIT_INTR                    10
#define KVM_EXIT_SET_TPR                 11
#define KVM_EXIT_TPR_ACCESS              12
#define KVM_EXIT_S390_SIEIC              13
#define KVM_EXIT_S390_RESET              14
#define KVM_EXIT_DCR                     15  /* no longer made */
#define KVM_EXIT_NMI                     16
#define KVM_EXIT_INTERNAL_ERROR          17
#define KVM_EXIT_OSI                     18
#define KVM_EXIT_PAPR_HCALL              19
#define KVM_EXIT_S390_UCONTROL           20
#define KVM_EXIT_WATCHDOG                21
#define KVM_EXIT_S390_TSCH               22
#define KVM_EXIT_EPR                     23
#define KVM_EXIT_SYSTEM_EVENT            24
#define KVM_EXIT_S390_STSI               25
#define KVM_EXIT_IOAPIC_EOI              26
#define KVM_EXIT_HYPERV                  27
#define KVM_EXIT_ARM_NISV                28
#define KVM_EXIT_X86_RDMSR               29
#define KVM_EXIT_X86_WRMSR               30
#define KVM_EXIT_DIRTY_RING_FULL         31
#define KVM_EXIT_AP_RESET_HOLD           32
#define KVM_EXIT_X86_BUS_LOCK            33
#define KVM_EXIT_XEN                     34
#define KVM_EXIT_RISCV_SBI               35
#define KVM_EXIT_RISCV_CSR               36
#define KVM_EXIT_NOTIFY                  37
#define KVM_EXIT_LOONGARCH_IOCSR         38
#define KVM_EXIT_MEMORY_FAULT            39
#define KVM_EXIT_TDX                     40
#define KVM_EXIT_ARM_SEA                 41
#define KVM_EXIT_ARM_LDST64B             42
#define KVM_EXIT_SNP_REQ_CERTS           43

/* KVM_EXIT_INTERNAL_ERROR: suberror */
#define KVM_INTERNAL_ERROR_EMULATION     1
#define KVM_INTERNAL_ERROR_SIMUL_EX      2
#define KVM_INTERNAL_ERROR_DELIVERY_EV   3
#define KVM_INTERNAL_ERROR_UNEXPECTED_EXIT_REASON 4

/* KVM_INTERNAL_ERROR_EMULATION: flags */
#if defined(__LP64__) || defined(_LP64)
#define KVM_INTERNAL_ERROR_EMULATION_FLAG_INSTRUCTION_BYTES (1UL << 0)
#else
#define KVM_INTERNAL_ERROR_EMULATION_FLAG_INSTRUCTION_BYTES (1ULL << 0)
#endif

/* KVM_EXIT_IO: direction */
#define KVM_EXIT_IO_IN                   0
#define KVM_EXIT_IO_OUT                  1

/* KVM_EXIT_SYSTEM_EVENT: type */
#define KVM_SYSTEM_EVENT_SHUTDOWN        1
#define KVM_SYSTEM_EVENT_RESET           2
#define KVM_SYSTEM_EVENT_CRASH           3
#define KVM_SYSTEM_EVENT_WAKEUP          4
#define KVM_SYSTEM_EVENT_SUSPEND         5
#define KVM_SYSTEM_EVENT_SEV_TERM        6
#define KVM_SYSTEM_EVENT_TDX_FATAL       7

/* KVM_EXIT_X86_RDMSR, KVM_EXIT_X86_WRMSR: reason */
#define KVM_MSR_EXIT_REASON_INVAL        (1 << 0)
#define KVM_MSR_EXIT_REASON_UNKNOWN      (1 << 1)
#define KVM_MSR_EXIT_REASON_FILTER       (1 << 2)

/* KVM_EXIT_NOTIFY: flags */
#define KVM_NOTIFY_CONTEXT_INVALID       (1 << 0)

/* KVM_EXIT_MEMORY_FAULT, KVM_EXIT_ARM_SEA: flags */
#if defined(__LP64__) || defined(_LP64)
#define KVM_MEMORY_EXIT_FLAG_PRIVATE     (1UL << 3)
#define KVM_EXIT_ARM_SEA_FLAG_GPA_VALID  (1UL << 0)
#else
#define KVM_MEMORY_EXIT_FLAG_PRIVATE     (1ULL << 3)
#define KVM_EXIT_ARM_SEA_FLAG_GPA_VALID  (1ULL << 0)
#endif

/*
 * The exits of struct linuxabi_kvm_run, one struct each (the kernel's are
 * anonymous members of an anonymous union: ours are named, in <linuxabi-
 * arch/kvm-run.h>'s union linuxabi_kvm_run_exit, beside the architecture's
 * debug exit).
 */
struct linuxabi_kvm_run_hw {            /* KVM_EXIT_UNKNOWN */
    uint64_t hardware_exit_reason;
};

struct linuxabi_kvm_run_fail_entry {    /* KVM_EXIT_FAIL_ENTRY */
    uint64_t hardware_entry_failure_reason;
    uint32_t cpu;
};

struct linuxabi_kvm_run_ex {            /* KVM_EXIT_EXCEPTION */
    uint32_t exception;
    uint32_t error_code;
};

struct linuxabi_kvm_run_io {            /* KVM_EXIT_IO */
    uint8_t  direction;                 /* KVM_EXIT_IO_IN, _OUT */
    uint8_t  size;                      /* bytes */
    uint16_t port;
    uint32_t count;
    uint64_t data_offset;               /* of the data, from the start of kvm_run */
};

struct linuxabi_kvm_run_mmio {          /* KVM_EXIT_MMIO */
    uint64_t phys_addr;
    uint8_t  data[8];
    uint32_t len;
    uint8_t  is_write;
};

struct linuxabi_kvm_run_iocsr_io {      /* KVM_EXIT_LOONGARCH_IOCSR */
    uint64_t phys_addr;
    uint8_t  data[8];
    uint32_t len;
    uint8_t  is_write;
};

union linuxabi_kvm_run_hypercall_u {
    uint32_t longmode;                  /* x86 */
    uint64_t flags;
};

struct linuxabi_kvm_run_hypercall {     /* KVM_EXIT_HYPERCALL */
    uint64_t nr;
    uint64_t args[6];
    uint64_t ret;
    union linuxabi_kvm_run_hypercall_u u;
};

struct linuxabi_kvm_run_tpr_access {    /* KVM_EXIT_TPR_ACCESS */
    uint64_t rip;
    uint32_t is_write;
    uint32_t pad;
};

struct linuxabi_kvm_run_s390_sieic {    /* KVM_EXIT_S390_SIEIC */
    uint8_t  icptcode;
    uint8_t  __pad;
    uint16_t ipa;
    uint32_t ipb;
};

struct linuxabi_kvm_run_s390_ucontrol { /* KVM_EXIT_S390_UCONTROL */
    uint64_t trans_exc_code;
    uint32_t pgm_code;
};

struct linuxabi_kvm_run_dcr {           /* KVM_EXIT_DCR */
    uint32_t dcrn;
    uint32_t data;
    uint8_t  is_write;
};

struct linuxabi_kvm_run_internal {      /* KVM_EXIT_INTERNAL_ERROR */
    uint32_t suberror;                  /* KVM_INTERNAL_ERROR_* */
    uint32_t ndata;
    uint64_t data[16];
};

/* KVM_EXIT_INTERNAL_ERROR with KVM_INTERNAL_ERROR_EMULATION (the kernel's
   one-struct union around insn_size and insn_bytes is left out: the same
   offsets) */
struct linuxabi_kvm_run_emulation_failure {
    uint32_t suberror;
    uint32_t ndata;
    uint64_t flags;                     /* KVM_INTERNAL_ERROR_EMULATION_FLAG_* */
    uint8_t  insn_size;
    uint8_t  insn_bytes[15];
};

struct linuxabi_kvm_run_osi {           /* KVM_EXIT_OSI */
    uint64_t gprs[32];
};

struct linuxabi_kvm_run_papr_hcall {    /* KVM_EXIT_PAPR_HCALL */
    uint64_t nr;
    uint64_t ret;
    uint64_t args[9];
};

struct linuxabi_kvm_run_s390_tsch {     /* KVM_EXIT_S390_TSCH */
    uint16_t subchannel_id;
    uint16_t subchannel_nr;
    uint32_t io_int_parm;
    uint32_t io_int_word;
    uint32_t ipb;
    uint8_t  dequeued;
};

struct linuxabi_kvm_run_epr {           /* KVM_EXIT_EPR */
    uint32_t epr;
};

union linuxabi_kvm_run_system_event_u {
    uint64_t flags;
    uint64_t data[16];
};

struct linuxabi_kvm_run_system_event {  /* KVM_EXIT_SYSTEM_EVENT */
    uint32_t type;                      /* KVM_SYSTEM_EVENT_* */
    uint32_t ndata;
    union linuxabi_kvm_run_system_event_u u;
};

struct linuxabi_kvm_run_s390_stsi {     /* KVM_EXIT_S390_STSI */
    uint64_t addr;
    uint8_t  ar;
    uint8_t  reserved;
    uint8_t  fc;
    uint8_t  sel1;
    uint16_t sel2;
};

struct linuxabi_kvm_run_eoi {           /* KVM_EXIT_IOAPIC_EOI */
    uint8_t  vector;
};

struct linuxabi_kvm_run_arm_nisv {      /* KVM_EXIT_ARM_NISV */
    uint64_t esr_iss;
    uint64_t fault_ipa;
};

struct linuxabi_kvm_run_msr {           /* KVM_EXIT_X86_RDMSR, _WRMSR */
    uint8_t  error;                     /* set by the caller */
    uint8_t  pad[7];
    uint32_t reason;                    /* KVM_MSR_EXIT_REASON_* */
    uint32_t index;
    uint64_t data;
};

struct linuxabi_kvm_run_notify {        /* KVM_EXIT_NOTIFY */
    uint32_t flags;                     /* KVM_NOTIFY_CONTEXT_INVALID */
};

struct linuxabi_kvm_run_memory_fault {  /* KVM_EXIT_MEMORY_FAULT */
    uint64_t flags;                     /* KVM_MEMORY_EXIT_FLAG_* */
    uint64_t gpa;
    uint64_t size;
};

/* KVM_EXIT_TDX: by nr, the TDVMCALL leaf */
struct linuxabi_kvm_run_tdx_unknown {
    uint64_t ret;
    uint64_t data[5];
};

struct linuxabi_kvm_run_tdx_get_quote {
    uint64_t ret;
    uint64_t gpa;
    uint64_t size;
};

struct linuxabi_kvm_run_tdx_get_tdvmcall_info {
    uint64_t ret;
    uint64_t leaf;
    uint64_t r11;
    uint64_t r12;
    uint64_t r13;
    uint64_t r14;
};

struct linuxabi_kvm_run_tdx_setup_event_notify {
    uint64_t ret;
    uint64_t vector;
};

union linuxabi_kvm_run_tdx_u {
    struct linuxabi_kvm_run_tdx_unknown             unknown;
    struct linuxabi_kvm_run_tdx_get_quote           get_quote;
    struct linuxabi_kvm_run_tdx_get_tdvmcall_info   get_tdvmcall_info;
    struct linuxabi_kvm_run_tdx_setup_event_notify  setup_event_notify;
};

struct linuxabi_kvm_run_tdx {
    uint64_t flags;
    uint64_t nr;
    union linuxabi_kvm_run_tdx_u u;
};

struct linuxabi_kvm_run_arm_sea {       /* KVM_EXIT_ARM_SEA */
    uint64_t flags;                     /* KVM_EXIT_ARM_SEA_FLAG_* */
    uint64_t esr;
    uint64_t gva;
    uint64_t gpa;
};

/* the size of struct linuxabi_kvm_run's s, the registers KVM_RUN syncs */
#define SYNC_REGS_SIZE_BYTES             2048

/* KVM_(UN)REGISTER_COALESCED_MMIO: a zone whose writes are batched */
union linuxabi_kvm_coalesced_mmio_u {
    uint32_t pad;
    uint32_t pio;                       /* 1: port I/O, not MMIO */
};

struct linuxabi_kvm_coalesced_mmio_zone {
    uint64_t addr;
    uint32_t size;
    union linuxabi_kvm_coalesced_mmio_u u;
};

/* an entry of the ring at page KVM_COALESCED_MMIO_PAGE_OFFSET of the vCPU
   mapping */
struct linuxabi_kvm_coalesced_mmio {
    uint64_t phys_addr;
    uint32_t len;
    union linuxabi_kvm_coalesced_mmio_u u;
    uint8_t  data[8];
};

/* the ring's head; a page of struct linuxabi_kvm_coalesced_mmio follows */
struct linuxabi_kvm_coalesced_mmio_ring {
    uint32_t first;
    uint32_t last;
};

/* KVM_TRANSLATE */
struct linuxabi_kvm_translation {
    uint64_t linear_address;            /* in */
    uint64_t physical_address;          /* out */
    uint8_t  valid;
    uint8_t  writeable;
    uint8_t  usermode;
    uint8_t  pad[5];
};

/* KVM_INTERRUPT */
struct linuxabi_kvm_interrupt {
    uint32_t irq;
};

/* KVM_GET_DIRTY_LOG, KVM_CLEAR_DIRTY_LOG: the bitmap, one bit a page */
union linuxabi_kvm_dirty_log_u {
    void    *dirty_bitmap;
    uint64_t padding2;
};

struct linuxabi_kvm_dirty_log {
    uint32_t slot;
    uint32_t padding1;
    union linuxabi_kvm_dirty_log_u u;
};

struct linuxabi_kvm_clear_dirty_log {
    uint32_t slot;
    uint32_t num_pages;
    uint64_t first_page;
    union linuxabi_kvm_dirty_log_u u;
};

/* KVM_SET_SIGNAL_MASK: len bytes of sigset_t follow */
struct linuxabi_kvm_signal_mask {
    uint32_t len;
};

/* KVM_TPR_ACCESS_REPORTING */
struct linuxabi_kvm_tpr_access_ctl {
    uint32_t enabled;
    uint32_t flags;
    uint32_t reserved[8];
};

/* KVM_SET_VAPIC_ADDR */
struct linuxabi_kvm_vapic_addr {
    uint64_t vapic_addr;
};

/* KVM_GET_MP_STATE, KVM_SET_MP_STATE */
#define KVM_MP_STATE_RUNNABLE            0
#define KVM_MP_STATE_UNINITIALIZED       1
#define KVM_MP_STATE_INIT_RECEIVED       2
#define KVM_MP_STATE_HALTED              3
#define KVM_MP_STATE_SIPI_RECEIVED       4
#define KVM_MP_STATE_STOPPED             5
#define KVM_MP_STATE_CHECK_STOP          6
#define KVM_MP_STATE_OPERATING           7
#define KVM_MP_STATE_LOAD                8
#define KVM_MP_STATE_AP_RESET_HOLD       9
#define KVM_MP_STATE_SUSPENDED           10

struct linuxabi_kvm_mp_state {
    uint32_t mp_state;                  /* KVM_MP_STATE_* */
};

/* KVM_SET_GUEST_DEBUG: control */
#define KVM_GUESTDBG_ENABLE              0x00000001
#define KVM_GUESTDBG_SINGLESTEP          0x00000002

/* KVM_IOEVENTFD: flags */
#define KVM_IOEVENTFD_FLAG_DATAMATCH     (1 << 0)
#define KVM_IOEVENTFD_FLAG_PIO           (1 << 1)
#define KVM_IOEVENTFD_FLAG_DEASSIGN      (1 << 2)
#define KVM_IOEVENTFD_FLAG_VIRTIO_CCW_NOTIFY (1 << 3)

struct linuxabi_kvm_ioeventfd {
    uint64_t datamatch;
    uint64_t addr;                      /* port or MMIO address */
    uint32_t len;                       /* 1, 2, 4 or 8 bytes; 0: any */
    int32_t  fd;                        /* an eventfd */
    uint32_t flags;                     /* KVM_IOEVENTFD_FLAG_* */
    uint8_t  pad[36];
};

/* KVM_CAP_X86_DISABLE_EXITS: args[0] */
#define KVM_X86_DISABLE_EXITS_MWAIT      (1 << 0)
#define KVM_X86_DISABLE_EXITS_HLT        (1 << 1)
#define KVM_X86_DISABLE_EXITS_PAUSE      (1 << 2)
#define KVM_X86_DISABLE_EXITS_CSTATE     (1 << 3)
#define KVM_X86_DISABLE_EXITS_APERFMPERF (1 << 4)

/* KVM_ENABLE_CAP */
struct linuxabi_kvm_enable_cap {
    uint32_t cap;                       /* KVM_CAP_* */
    uint32_t flags;
    uint64_t args[4];
    uint8_t  pad[64];
};

/* KVM_CREATE_VM: the machine type */
#define KVM_VM_S390_UCONTROL             1
#define KVM_VM_PPC_HV                    1
#define KVM_VM_PPC_PR                    2
#define KVM_VM_MIPS_AUTO                 0
#define KVM_VM_MIPS_VZ                   1
#define KVM_VM_MIPS_TE                   2

/* the mmap(2) offset, in pages, of the s390 SIE control block of a
   user-controlled VM's vCPU */
#define KVM_S390_SIE_PAGE_OFFSET         1

/* KVM_CREATE_VM on arm64: the guest's IPA size in bits (0: 40), and a
   protected VM */
#define KVM_VM_TYPE_ARM_PROTECTED        (1UL << 31)
#if defined(__LP64__) || defined(_LP64)
#define KVM_VM_TYPE_ARM_IPA_SIZE_MASK    0xffUL
#else
#define KVM_VM_TYPE_ARM_IPA_SIZE_MASK    0xffULL
#endif

/* KVM_CHECK_EXTENSION (and KVM_ENABLE_CAP): capabilities; where the
   answer is not 0 or 1, the comment says what it is */
#define KVM_CAP_IRQCHIP                  0
#define KVM_CAP_HLT                      1
#define KVM_CAP_MMU_SHADOW_CACHE_CONTROL 2
#define KVM_CAP_USER_MEMORY              3
#define KVM_CAP_SET_TSS_ADDR             4
#define KVM_CAP_VAPIC                    6
#define KVM_CAP_EXT_CPUID                7
#define KVM_CAP_CLOCKSOURCE              8
#define KVM_CAP_NR_VCPUS                 9  /* the recommended most vCPUs */
#define KVM_CAP_NR_MEMSLOTS              10  /* the most memory slots */
#define KVM_CAP_PIT                      11
#define KVM_CAP_NOP_IO_DELAY             12
#define KVM_CAP_PV_MMU                   13
#define KVM_CAP_MP_STATE                 14
#define KVM_CAP_COALESCED_MMIO           15  /* the page offset of the ring */
#define KVM_CAP_SYNC_MMU                 16
#define KVM_CAP_IOMMU                    18
#define KVM_CAP_DESTROY_MEMORY_REGION_WORKS 21
#define KVM_CAP_USER_NMI                 22
#define KVM_CAP_SET_GUEST_DEBUG          23
#define KVM_CAP_IRQ_ROUTING              25
#define KVM_CAP_IRQ_INJECT_STATUS        26
#define KVM_CAP_ASSIGN_DEV_IRQ           29
#define KVM_CAP_JOIN_MEMORY_REGIONS_WORKS 30
#define KVM_CAP_IRQFD                    32
#define KVM_CAP_SET_BOOT_CPU_ID          34
#define KVM_CAP_IOEVENTFD                36
#define KVM_CAP_SET_IDENTITY_MAP_ADDR    37
#define KVM_CAP_ADJUST_CLOCK             39
#define KVM_CAP_INTERNAL_ERROR_DATA      40
#define KVM_CAP_S390_PSW                 42
#define KVM_CAP_PPC_SEGSTATE             43
#define KVM_CAP_HYPERV                   44
#define KVM_CAP_HYPERV_VAPIC             45
#define KVM_CAP_HYPERV_SPIN              46
#define KVM_CAP_PCI_SEGMENT              47
#define KVM_CAP_PPC_PAIRED_SINGLES       48
#define KVM_CAP_INTR_SHADOW              49
#define KVM_CAP_X86_ROBUST_SINGLESTEP    51
#define KVM_CAP_PPC_OSI                  52
#define KVM_CAP_PPC_UNSET_IRQ            53
#define KVM_CAP_ENABLE_CAP               54
#define KVM_CAP_PPC_GET_PVINFO           57
#define KVM_CAP_PPC_IRQ_LEVEL            58
#define KVM_CAP_ASYNC_PF                 59
#define KVM_CAP_TSC_CONTROL              60
#define KVM_CAP_GET_TSC_KHZ              61
#define KVM_CAP_PPC_BOOKE_SREGS          62
#define KVM_CAP_SPAPR_TCE                63
#define KVM_CAP_PPC_SMT                  64
#define KVM_CAP_PPC_RMA                  65
#define KVM_CAP_MAX_VCPUS                66  /* the most vCPUs */
#define KVM_CAP_PPC_HIOR                 67
#define KVM_CAP_PPC_PAPR                 68
#define KVM_CAP_SW_TLB                   69
#define KVM_CAP_ONE_REG                  70
#define KVM_CAP_S390_GMAP                71
#define KVM_CAP_TSC_DEADLINE_TIMER       72
#define KVM_CAP_S390_UCONTROL            73
#define KVM_CAP_SYNC_REGS                74
#define KVM_CAP_PCI_2_3                  75
#define KVM_CAP_KVMCLOCK_CTRL            76
#define KVM_CAP_SIGNAL_MSI               77
#define KVM_CAP_PPC_GET_SMMU_INFO        78
#define KVM_CAP_S390_COW                 79
#define KVM_CAP_PPC_ALLOC_HTAB           80
#define KVM_CAP_READONLY_MEM             81
#define KVM_CAP_IRQFD_RESAMPLE           82
#define KVM_CAP_PPC_BOOKE_WATCHDOG       83
#define KVM_CAP_PPC_HTAB_FD              84
#define KVM_CAP_S390_CSS_SUPPORT         85
#define KVM_CAP_PPC_EPR                  86
#define KVM_CAP_ARM_PSCI                 87
#define KVM_CAP_ARM_SET_DEVICE_ADDR      88
#define KVM_CAP_DEVICE_CTRL              89
#define KVM_CAP_IRQ_MPIC                 90
#define KVM_CAP_PPC_RTAS                 91
#define KVM_CAP_IRQ_XICS                 92
#define KVM_CAP_ARM_EL1_32BIT            93
#define KVM_CAP_SPAPR_MULTITCE           94
#define KVM_CAP_EXT_EMUL_CPUID           95
#define KVM_CAP_HYPERV_TIME              96
#define KVM_CAP_IOAPIC_POLARITY_IGNORED  97
#define KVM_CAP_ENABLE_CAP_VM            98
#define KVM_CAP_S390_IRQCHIP             99
#define KVM_CAP_IOEVENTFD_NO_LENGTH      100
#define KVM_CAP_VM_ATTRIBUTES            101
#define KVM_CAP_ARM_PSCI_0_2             102
#define KVM_CAP_PPC_FIXUP_HCALL          103
#define KVM_CAP_PPC_ENABLE_HCALL         104
#define KVM_CAP_CHECK_EXTENSION_VM       105
#define KVM_CAP_S390_USER_SIGP           106
#define KVM_CAP_S390_VECTOR_REGISTERS    107
#define KVM_CAP_S390_MEM_OP              108
#define KVM_CAP_S390_USER_STSI           109
#define KVM_CAP_S390_SKEYS               110
#define KVM_CAP_MIPS_FPU                 111
#define KVM_CAP_MIPS_MSA                 112
#define KVM_CAP_S390_INJECT_IRQ          113
#define KVM_CAP_S390_IRQ_STATE           114
#define KVM_CAP_PPC_HWRNG                115
#define KVM_CAP_DISABLE_QUIRKS           116
#define KVM_CAP_X86_SMM                  117
#define KVM_CAP_MULTI_ADDRESS_SPACE      118
#define KVM_CAP_GUEST_DEBUG_HW_BPS       119
#define KVM_CAP_GUEST_DEBUG_HW_WPS       120
#define KVM_CAP_SPLIT_IRQCHIP            121
#define KVM_CAP_IOEVENTFD_ANY_LENGTH     122
#define KVM_CAP_HYPERV_SYNIC             123
#define KVM_CAP_S390_RI                  124
#define KVM_CAP_SPAPR_TCE_64             125
#define KVM_CAP_ARM_PMU_V3               126
#define KVM_CAP_VCPU_ATTRIBUTES          127
#define KVM_CAP_MAX_VCPU_ID              128
#define KVM_CAP_X2APIC_API               129
#define KVM_CAP_S390_USER_INSTR0         130
#define KVM_CAP_MSI_DEVID                131
#define KVM_CAP_PPC_HTM                  132
#define KVM_CAP_SPAPR_RESIZE_HPT         133
#define KVM_CAP_PPC_MMU_RADIX            134
#define KVM_CAP_PPC_MMU_HASH_V3          135
#define KVM_CAP_IMMEDIATE_EXIT           136
#define KVM_CAP_MIPS_VZ                  137
#define KVM_CAP_MIPS_TE                  138
#define KVM_CAP_MIPS_64BIT               139
#define KVM_CAP_S390_GS                  140
#define KVM_CAP_S390_AIS                 141
#define KVM_CAP_SPAPR_TCE_VFIO           142
#define KVM_CAP_X86_DISABLE_EXITS        143
#define KVM_CAP_ARM_USER_IRQ             144
#define KVM_CAP_S390_CMMA_MIGRATION      145
#define KVM_CAP_PPC_FWNMI                146
#define KVM_CAP_PPC_SMT_POSSIBLE         147
#define KVM_CAP_HYPERV_SYNIC2            148
#define KVM_CAP_HYPERV_VP_INDEX          149
#define KVM_CAP_S390_AIS_MIGRATION       150
#define KVM_CAP_PPC_GET_CPU_CHAR         151
#define KVM_CAP_S390_BPB                 152
#define KVM_CAP_GET_MSR_FEATURES         153
#define KVM_CAP_HYPERV_EVENTFD           154
#define KVM_CAP_HYPERV_TLBFLUSH          155
#define KVM_CAP_S390_HPAGE_1M            156
#define KVM_CAP_NESTED_STATE             157
#define KVM_CAP_ARM_INJECT_SERROR_ESR    158
#define KVM_CAP_MSR_PLATFORM_INFO        159
#define KVM_CAP_PPC_NESTED_HV            160
#define KVM_CAP_HYPERV_SEND_IPI          161
#define KVM_CAP_COALESCED_PIO            162  /* the page offset of the ring */
#define KVM_CAP_HYPERV_ENLIGHTENED_VMCS  163
#define KVM_CAP_EXCEPTION_PAYLOAD        164
#define KVM_CAP_ARM_VM_IPA_SIZE          165
#define KVM_CAP_MANUAL_DIRTY_LOG_PROTECT 166  /* obsolete: _PROTECT2 */
#define KVM_CAP_HYPERV_CPUID             167
#define KVM_CAP_MANUAL_DIRTY_LOG_PROTECT2 168
#define KVM_CAP_PPC_IRQ_XIVE             169
#define KVM_CAP_ARM_SVE                  170
#define KVM_CAP_ARM_PTRAUTH_ADDRESS      171
#define KVM_CAP_ARM_PTRAUTH_GENERIC      172
#define KVM_CAP_PMU_EVENT_FILTER         173
#define KVM_CAP_ARM_IRQ_LINE_LAYOUT_2    174
#define KVM_CAP_HYPERV_DIRECT_TLBFLUSH   175
#define KVM_CAP_PPC_GUEST_DEBUG_SSTEP    176
#define KVM_CAP_ARM_NISV_TO_USER         177
#define KVM_CAP_ARM_INJECT_EXT_DABT      178
#define KVM_CAP_S390_VCPU_RESETS         179
#define KVM_CAP_S390_PROTECTED           180
#define KVM_CAP_PPC_SECURE_GUEST         181
#define KVM_CAP_HALT_POLL                182
#define KVM_CAP_ASYNC_PF_INT             183
#define KVM_CAP_LAST_CPU                 184
#define KVM_CAP_SMALLER_MAXPHYADDR       185
#define KVM_CAP_S390_DIAG318             186
#define KVM_CAP_STEAL_TIME               187
#define KVM_CAP_X86_USER_SPACE_MSR       188
#define KVM_CAP_X86_MSR_FILTER           189
#define KVM_CAP_ENFORCE_PV_FEATURE_CPUID 190
#define KVM_CAP_SYS_HYPERV_CPUID         191
#define KVM_CAP_DIRTY_LOG_RING           192
#define KVM_CAP_X86_BUS_LOCK_EXIT        193
#define KVM_CAP_PPC_DAWR1                194
#define KVM_CAP_SET_GUEST_DEBUG2         195
#define KVM_CAP_SGX_ATTRIBUTE            196
#define KVM_CAP_VM_COPY_ENC_CONTEXT_FROM 197
#define KVM_CAP_PTP_KVM                  198
#define KVM_CAP_HYPERV_ENFORCE_CPUID     199
#define KVM_CAP_SREGS2                   200
#define KVM_CAP_EXIT_HYPERCALL           201
#define KVM_CAP_PPC_RPT_INVALIDATE       202
#define KVM_CAP_BINARY_STATS_FD          203
#define KVM_CAP_EXIT_ON_EMULATION_FAILURE 204
#define KVM_CAP_ARM_MTE                  205
#define KVM_CAP_VM_MOVE_ENC_CONTEXT_FROM 206
#define KVM_CAP_VM_GPA_BITS              207
#define KVM_CAP_XSAVE2                   208
#define KVM_CAP_SYS_ATTRIBUTES           209
#define KVM_CAP_PPC_AIL_MODE_3           210
#define KVM_CAP_S390_MEM_OP_EXTENSION    211
#define KVM_CAP_PMU_CAPABILITY           212
#define KVM_CAP_DISABLE_QUIRKS2          213
#define KVM_CAP_VM_TSC_CONTROL           214
#define KVM_CAP_SYSTEM_EVENT_DATA        215
#define KVM_CAP_ARM_SYSTEM_SUSPEND       216
#define KVM_CAP_S390_PROTECTED_DUMP      217
#define KVM_CAP_X86_TRIPLE_FAULT_EVENT   218
#define KVM_CAP_X86_NOTIFY_VMEXIT        219
#define KVM_CAP_VM_DISABLE_NX_HUGE_PAGES 220
#define KVM_CAP_S390_ZPCI_OP             221
#define KVM_CAP_S390_CPU_TOPOLOGY        222
#define KVM_CAP_DIRTY_LOG_RING_ACQ_REL   223
#define KVM_CAP_S390_PROTECTED_ASYNC_DISABLE 224
#define KVM_CAP_DIRTY_LOG_RING_WITH_BITMAP 225
#define KVM_CAP_PMU_EVENT_MASKED_EVENTS  226
#define KVM_CAP_COUNTER_OFFSET           227
#define KVM_CAP_ARM_EAGER_SPLIT_CHUNK_SIZE 228
#define KVM_CAP_ARM_SUPPORTED_BLOCK_SIZES 229
#define KVM_CAP_ARM_SUPPORTED_REG_MASK_RANGES 230
#define KVM_CAP_USER_MEMORY2             231
#define KVM_CAP_MEMORY_FAULT_INFO        232
#define KVM_CAP_MEMORY_ATTRIBUTES        233
#define KVM_CAP_GUEST_MEMFD              234
#define KVM_CAP_VM_TYPES                 235
#define KVM_CAP_PRE_FAULT_MEMORY         236
#define KVM_CAP_X86_APIC_BUS_CYCLES_NS   237
#define KVM_CAP_X86_GUEST_MODE           238
#define KVM_CAP_ARM_WRITABLE_IMP_ID_REGS 239
#define KVM_CAP_ARM_EL2                  240
#define KVM_CAP_ARM_EL2_E2H0             241
#define KVM_CAP_RISCV_MP_STATE_RESET     242
#define KVM_CAP_ARM_CACHEABLE_PFNMAP_SUPPORTED 243
#define KVM_CAP_GUEST_MEMFD_FLAGS        244
#define KVM_CAP_ARM_SEA_TO_USER          245
#define KVM_CAP_S390_USER_OPEREXEC       246
#define KVM_CAP_S390_KEYOP               247
#define KVM_CAP_S390_VSIE_ESAMODE        248
#define KVM_CAP_S390_HPAGE_2G            249

/* KVM_SET_GSI_ROUTING: what a GSI is routed to */
struct linuxabi_kvm_irq_routing_irqchip {
    uint32_t irqchip;
    uint32_t pin;
};

union linuxabi_kvm_irq_routing_msi_u {
    uint32_t pad;
    uint32_t devid;                     /* KVM_MSI_VALID_DEVID */
};

struct linuxabi_kvm_irq_routing_msi {
    uint32_t address_lo;
    uint32_t address_hi;
    uint32_t data;
    union linuxabi_kvm_irq_routing_msi_u u;
};

struct linuxabi_kvm_irq_routing_s390_adapter {
    uint64_t ind_addr;
    uint64_t summary_addr;
    uint64_t ind_offset;
    uint32_t summary_offset;
    uint32_t adapter_id;
};

struct linuxabi_kvm_irq_routing_hv_sint {
    uint32_t vcpu;
    uint32_t sint;
};

struct linuxabi_kvm_irq_routing_xen_evtchn {  /* and KVM_XEN_HVM_EVTCHN_SEND */
    uint32_t port;
    uint32_t vcpu;
    uint32_t priority;                  /* KVM_IRQ_ROUTING_XEN_EVTCHN_PRIO_* */
};

#define KVM_IRQ_ROUTING_XEN_EVTCHN_PRIO_2LEVEL 0xffffffffU

/* struct linuxabi_kvm_irq_routing_entry type */
#define KVM_IRQ_ROUTING_IRQCHIP          1
#define KVM_IRQ_ROUTING_MSI              2
#define KVM_IRQ_ROUTING_S390_ADAPTER     3
#define KVM_IRQ_ROUTING_HV_SINT          4
#define KVM_IRQ_ROUTING_XEN_EVTCHN       5

union linuxabi_kvm_irq_routing_entry_u {
    struct linuxabi_kvm_irq_routing_irqchip      irqchip;
    struct linuxabi_kvm_irq_routing_msi          msi;
    struct linuxabi_kvm_irq_routing_s390_adapter adapter;
    struct linuxabi_kvm_irq_routing_hv_sint      hv_sint;
    struct linuxabi_kvm_irq_routing_xen_evtchn   xen_evtchn;
    uint32_t pad[8];
};

struct linuxabi_kvm_irq_routing_entry {
    uint32_t gsi;
    uint32_t type;                      /* KVM_IRQ_ROUTING_* */
    uint32_t flags;
    uint32_t pad;
    union linuxabi_kvm_irq_routing_entry_u u;
};

/* nr struct linuxabi_kvm_irq_routing_entry follow */
struct linuxabi_kvm_irq_routing {
    uint32_t nr;
    uint32_t flags;
};

/* KVM_IRQFD */
#define KVM_IRQFD_FLAG_DEASSIGN          (1 << 0)
#define KVM_IRQFD_FLAG_RESAMPLE          (1 << 1)

struct linuxabi_kvm_irqfd {
    uint32_t fd;                        /* an eventfd */
    uint32_t gsi;
    uint32_t flags;                     /* KVM_IRQFD_FLAG_* */
    uint32_t resamplefd;
    uint8_t  pad[16];
};

/* KVM_GET_CLOCK, KVM_SET_CLOCK: flags */
#define KVM_CLOCK_TSC_STABLE             2
#define KVM_CLOCK_REALTIME               (1 << 2)
#define KVM_CLOCK_HOST_TSC               (1 << 3)

struct linuxabi_kvm_clock_data {
    uint64_t clock;                     /* ns */
    uint32_t flags;                     /* KVM_CLOCK_* */
    uint32_t pad0;
    uint64_t realtime;
    uint64_t host_tsc;
    uint32_t pad[4];
};

/* KVM_CAP_SW_TLB: the MMU types of struct linuxabi_kvm_config_tlb */
#define KVM_MMU_FSL_BOOKE_NOHV           0
#define KVM_MMU_FSL_BOOKE_HV             1

struct linuxabi_kvm_config_tlb {
    uint64_t params;
    uint64_t array;
    uint32_t mmu_type;
    uint32_t array_len;
};

/* KVM_DIRTY_TLB */
struct linuxabi_kvm_dirty_tlb {
    uint64_t bitmap;
    uint32_t num_dirty;
};

/* KVM_GET_ONE_REG, KVM_SET_ONE_REG: a register id is the architecture,
   the size (1 << (id & KVM_REG_SIZE_MASK) >> KVM_REG_SIZE_SHIFT bytes)
   and the architecture's register number */
#define KVM_REG_SIZE_SHIFT               52
#if defined(__LP64__) || defined(_LP64)
#define KVM_REG_ARCH_MASK                0xff00000000000000UL
#define KVM_REG_GENERIC                  0x0000000000000000UL
#define KVM_REG_PPC                      0x1000000000000000UL
#define KVM_REG_X86                      0x2000000000000000UL
#define KVM_REG_IA64                     0x3000000000000000UL
#define KVM_REG_ARM                      0x4000000000000000UL
#define KVM_REG_S390                     0x5000000000000000UL
#define KVM_REG_ARM64                    0x6000000000000000UL
#define KVM_REG_MIPS                     0x7000000000000000UL
#define KVM_REG_RISCV                    0x8000000000000000UL
#define KVM_REG_LOONGARCH                0x9000000000000000UL
#define KVM_REG_SIZE_MASK                0x00f0000000000000UL
#define KVM_REG_SIZE_U8                  0x0000000000000000UL
#define KVM_REG_SIZE_U16                 0x0010000000000000UL
#define KVM_REG_SIZE_U32                 0x0020000000000000UL
#define KVM_REG_SIZE_U64                 0x0030000000000000UL
#define KVM_REG_SIZE_U128                0x0040000000000000UL
#define KVM_REG_SIZE_U256                0x0050000000000000UL
#define KVM_REG_SIZE_U512                0x0060000000000000UL
#define KVM_REG_SIZE_U1024               0x0070000000000000UL
#define KVM_REG_SIZE_U2048               0x0080000000000000UL
#else
#define KVM_REG_ARCH_MASK                0xff00000000000000ULL
#define KVM_REG_GENERIC                  0x0000000000000000ULL
#define KVM_REG_PPC                      0x1000000000000000ULL
#define KVM_REG_X86                      0x2000000000000000ULL
#define KVM_REG_IA64                     0x3000000000000000ULL
#define KVM_REG_ARM                      0x4000000000000000ULL
#define KVM_REG_S390                     0x5000000000000000ULL
#define KVM_REG_ARM64                    0x6000000000000000ULL
#define KVM_REG_MIPS                     0x7000000000000000ULL
#define KVM_REG_RISCV                    0x8000000000000000ULL
#define KVM_REG_LOONGARCH                0x9000000000000000ULL
#define KVM_REG_SIZE_MASK                0x00f0000000000000ULL
#define KVM_REG_SIZE_U8                  0x0000000000000000ULL
#define KVM_REG_SIZE_U16                 0x0010000000000000ULL
#define KVM_REG_SIZE_U32                 0x0020000000000000ULL
#define KVM_REG_SIZE_U64                 0x0030000000000000ULL
#define KVM_REG_SIZE_U128                0x0040000000000000ULL
#define KVM_REG_SIZE_U256                0x0050000000000000ULL
#define KVM_REG_SIZE_U512                0x0060000000000000ULL
#define KVM_REG_SIZE_U1024               0x0070000000000000ULL
#define KVM_REG_SIZE_U2048               0x0080000000000000ULL
#endif

/* KVM_GET_REG_LIST: n register ids follow */
struct linuxabi_kvm_reg_list {
    uint64_t n;
};

struct linuxabi_kvm_one_reg {
    uint64_t id;                        /* KVM_REG_* */
    uint64_t addr;                      /* of the value */
};

/* KVM_SIGNAL_MSI */
#define KVM_MSI_VALID_DEVID              (1U << 0)

struct linuxabi_kvm_msi {
    uint32_t address_lo;
    uint32_t address_hi;
    uint32_t data;
    uint32_t flags;                     /* KVM_MSI_VALID_DEVID */
    uint32_t devid;
    uint8_t  pad[12];
};

/* KVM_ARM_SET_DEVICE_ADDR */
struct linuxabi_kvm_arm_device_addr {
    uint64_t id;
    uint64_t addr;
};

/* KVM_CREATE_DEVICE */
#define KVM_CREATE_DEVICE_TEST           1  /* only ask whether it could */

struct linuxabi_kvm_create_device {
    uint32_t type;                      /* KVM_DEV_TYPE_* */
    uint32_t fd;                        /* out: the device's fd */
    uint32_t flags;                     /* KVM_CREATE_DEVICE_TEST */
};

/* KVM_SET_DEVICE_ATTR, KVM_GET_DEVICE_ATTR, KVM_HAS_DEVICE_ATTR */
struct linuxabi_kvm_device_attr {
    uint32_t flags;
    uint32_t group;                     /* the device's */
    uint64_t attr;                      /* the group's */
    uint64_t addr;                      /* of the value */
};

/* the KVM_DEV_TYPE_VFIO device's groups and attributes */
#define KVM_DEV_VFIO_FILE                1
#define KVM_DEV_VFIO_FILE_ADD            1
#define KVM_DEV_VFIO_FILE_DEL            2
#define KVM_DEV_VFIO_GROUP               KVM_DEV_VFIO_FILE
#define KVM_DEV_VFIO_GROUP_ADD           KVM_DEV_VFIO_FILE_ADD
#define KVM_DEV_VFIO_GROUP_DEL           KVM_DEV_VFIO_FILE_DEL
#define KVM_DEV_VFIO_GROUP_SET_SPAPR_TCE 3

/* struct linuxabi_kvm_create_device type (enum kvm_device_type) */
#define KVM_DEV_TYPE_FSL_MPIC_20         1
#define KVM_DEV_TYPE_FSL_MPIC_42         2
#define KVM_DEV_TYPE_XICS                3
#define KVM_DEV_TYPE_VFIO                4
#define KVM_DEV_TYPE_ARM_VGIC_V2         5
#define KVM_DEV_TYPE_FLIC                6
#define KVM_DEV_TYPE_ARM_VGIC_V3         7
#define KVM_DEV_TYPE_ARM_VGIC_ITS        8
#define KVM_DEV_TYPE_XIVE                9
#define KVM_DEV_TYPE_ARM_PV_TIME         10
#define KVM_DEV_TYPE_RISCV_AIA           11
#define KVM_DEV_TYPE_LOONGARCH_IPI       12
#define KVM_DEV_TYPE_LOONGARCH_EIOINTC   13
#define KVM_DEV_TYPE_LOONGARCH_PCHPIC    14
#define KVM_DEV_TYPE_LOONGARCH_DMSINTC   15
#define KVM_DEV_TYPE_ARM_VGIC_V5         16

/* KVM_DEV_VFIO_GROUP_SET_SPAPR_TCE */
struct linuxabi_kvm_vfio_spapr_tce {
    int32_t  groupfd;
    int32_t  tablefd;
};

/* KVM_S390_KEYOP */
#define KVM_S390_KEYOP_ISKE              0x01
#define KVM_S390_KEYOP_RRBE              0x02
#define KVM_S390_KEYOP_SSKE              0x03

struct linuxabi_kvm_s390_keyop {
    uint64_t guest_addr;
    uint8_t  key;
    uint8_t  operation;                 /* KVM_S390_KEYOP_* */
    uint8_t  pad[6];
};

/* KVM_MEMORY_ENCRYPT_REG_REGION, KVM_MEMORY_ENCRYPT_UNREG_REGION */
struct linuxabi_kvm_enc_region {
    uint64_t addr;
    uint64_t size;
};

/* KVM_CAP_MANUAL_DIRTY_LOG_PROTECT2: args[0] */
#define KVM_DIRTY_LOG_MANUAL_PROTECT_ENABLE (1 << 0)
#define KVM_DIRTY_LOG_INITIALLY_SET      (1 << 1)

/* KVM_CAP_DIRTY_LOG_RING: the ring's entries, at page
   KVM_DIRTY_LOG_PAGE_OFFSET of the vCPU mapping */
#define KVM_DIRTY_GFN_F_DIRTY            (1UL << 0)
#define KVM_DIRTY_GFN_F_RESET            (1UL << 1)

struct linuxabi_kvm_dirty_gfn {
    uint32_t flags;                     /* KVM_DIRTY_GFN_F_* */
    uint32_t slot;
    uint64_t offset;
};

/* KVM_CAP_X86_BUS_LOCK_EXIT: args[0] */
#define KVM_BUS_LOCK_DETECTION_OFF       (1 << 0)
#define KVM_BUS_LOCK_DETECTION_EXIT      (1 << 1)

/* KVM_CAP_PMU_CAPABILITY: args[0] */
#define KVM_PMU_CAP_DISABLE              (1 << 0)

/* KVM_GET_STATS_FD: the file starts with the header; each descriptor's
   flags are a type, a unit and a base */
struct linuxabi_kvm_stats_header {
    uint32_t flags;
    uint32_t name_size;                 /* of each descriptor's name */
    uint32_t num_desc;
    uint32_t id_offset;
    uint32_t desc_offset;
    uint32_t data_offset;
};

#define KVM_STATS_TYPE_SHIFT             0
#define KVM_STATS_TYPE_MASK              (0xF << KVM_STATS_TYPE_SHIFT)
#define KVM_STATS_TYPE_CUMULATIVE        (0x0 << KVM_STATS_TYPE_SHIFT)
#define KVM_STATS_TYPE_INSTANT           (0x1 << KVM_STATS_TYPE_SHIFT)
#define KVM_STATS_TYPE_PEAK              (0x2 << KVM_STATS_TYPE_SHIFT)
#define KVM_STATS_TYPE_LINEAR_HIST       (0x3 << KVM_STATS_TYPE_SHIFT)
#define KVM_STATS_TYPE_LOG_HIST          (0x4 << KVM_STATS_TYPE_SHIFT)
#define KVM_STATS_UNIT_SHIFT             4
#define KVM_STATS_UNIT_MASK              (0xF << KVM_STATS_UNIT_SHIFT)
#define KVM_STATS_UNIT_NONE              (0x0 << KVM_STATS_UNIT_SHIFT)
#define KVM_STATS_UNIT_BYTES             (0x1 << KVM_STATS_UNIT_SHIFT)
#define KVM_STATS_UNIT_SECONDS           (0x2 << KVM_STATS_UNIT_SHIFT)
#define KVM_STATS_UNIT_CYCLES            (0x3 << KVM_STATS_UNIT_SHIFT)
#define KVM_STATS_UNIT_BOOLEAN           (0x4 << KVM_STATS_UNIT_SHIFT)
#define KVM_STATS_BASE_SHIFT             8
#define KVM_STATS_BASE_MASK              (0xF << KVM_STATS_BASE_SHIFT)
#define KVM_STATS_BASE_POW10             (0x0 << KVM_STATS_BASE_SHIFT)
#define KVM_STATS_BASE_POW2              (0x1 << KVM_STATS_BASE_SHIFT)

/* name_size bytes of name follow */
struct linuxabi_kvm_stats_desc {
    uint32_t flags;                     /* KVM_STATS_* */
    int16_t  exponent;
    uint16_t size;                      /* values */
    uint32_t offset;                    /* of the values from data_offset */
    uint32_t bucket_size;
};

/* KVM_CAP_X86_NOTIFY_VMEXIT: args[0] */
#if defined(__LP64__) || defined(_LP64)
#define KVM_X86_NOTIFY_VMEXIT_ENABLED    (1UL << 0)
#define KVM_X86_NOTIFY_VMEXIT_USER       (1UL << 1)
#else
#define KVM_X86_NOTIFY_VMEXIT_ENABLED    (1ULL << 0)
#define KVM_X86_NOTIFY_VMEXIT_USER       (1ULL << 1)
#endif

/* KVM_SET_MEMORY_ATTRIBUTES */
struct linuxabi_kvm_memory_attributes {
    uint64_t address;
    uint64_t size;
    uint64_t attributes;                /* KVM_MEMORY_ATTRIBUTE_* */
    uint64_t flags;
};

#if defined(__LP64__) || defined(_LP64)
#define KVM_MEMORY_ATTRIBUTE_PRIVATE     (1UL << 3)
#else
#define KVM_MEMORY_ATTRIBUTE_PRIVATE     (1ULL << 3)
#endif

/* KVM_CREATE_GUEST_MEMFD */
#if defined(__LP64__) || defined(_LP64)
#define GUEST_MEMFD_FLAG_MMAP            (1UL << 0)
#define GUEST_MEMFD_FLAG_INIT_SHARED     (1UL << 1)
#else
#define GUEST_MEMFD_FLAG_MMAP            (1ULL << 0)
#define GUEST_MEMFD_FLAG_INIT_SHARED     (1ULL << 1)
#endif

struct linuxabi_kvm_create_guest_memfd {
    uint64_t size;
    uint64_t flags;                     /* GUEST_MEMFD_FLAG_* */
    uint64_t reserved[6];
};

/* KVM_PRE_FAULT_MEMORY */
struct linuxabi_kvm_pre_fault_memory {
    uint64_t gpa;
    uint64_t size;
    uint64_t flags;
    uint64_t padding[5];
};

/* ioctl(2) requests of /dev/kvm */
#define KVM_GET_API_VERSION              LINUXABI_IO(KVMIO, 0x00)
#define KVM_CREATE_VM                    LINUXABI_IO(KVMIO, 0x01)
#define KVM_S390_ENABLE_SIE              LINUXABI_IO(KVMIO, 0x06)
#define KVM_CHECK_EXTENSION              LINUXABI_IO(KVMIO, 0x03)
#define KVM_GET_VCPU_MMAP_SIZE           LINUXABI_IO(KVMIO, 0x04)

/* of a VM fd */
#define KVM_CREATE_VCPU                  LINUXABI_IO(KVMIO, 0x41)
#define KVM_GET_DIRTY_LOG                LINUXABI_IOW(KVMIO, 0x42, struct linuxabi_kvm_dirty_log)
#define KVM_SET_NR_MMU_PAGES             LINUXABI_IO(KVMIO, 0x44)
#define KVM_GET_NR_MMU_PAGES             LINUXABI_IO(KVMIO, 0x45)
#define KVM_SET_USER_MEMORY_REGION       LINUXABI_IOW(KVMIO, 0x46, struct linuxabi_kvm_userspace_memory_region)
#define KVM_SET_TSS_ADDR                 LINUXABI_IO(KVMIO, 0x47)
#define KVM_SET_IDENTITY_MAP_ADDR        LINUXABI_IOW(KVMIO, 0x48, uint64_t)
#define KVM_SET_USER_MEMORY_REGION2      LINUXABI_IOW(KVMIO, 0x49, struct linuxabi_kvm_userspace_memory_region2)
#define KVM_S390_KEYOP                   LINUXABI_IOWR(KVMIO, 0x53, struct linuxabi_kvm_s390_keyop)
#define KVM_CREATE_IRQCHIP               LINUXABI_IO(KVMIO, 0x60)
#define KVM_IRQ_LINE                     LINUXABI_IOW(KVMIO, 0x61, struct linuxabi_kvm_irq_level)
#define KVM_CREATE_PIT                   LINUXABI_IO(KVMIO, 0x64)
#define KVM_IRQ_LINE_STATUS              LINUXABI_IOWR(KVMIO, 0x67, struct linuxabi_kvm_irq_level)
#define KVM_REGISTER_COALESCED_MMIO      LINUXABI_IOW(KVMIO, 0x67, struct linuxabi_kvm_coalesced_mmio_zone)
#define KVM_UNREGISTER_COALESCED_MMIO    LINUXABI_IOW(KVMIO, 0x68, struct linuxabi_kvm_coalesced_mmio_zone)
#define KVM_SET_GSI_ROUTING              LINUXABI_IOW(KVMIO, 0x6a, struct linuxabi_kvm_irq_routing)
#define KVM_REINJECT_CONTROL             LINUXABI_IO(KVMIO, 0x71)
#define KVM_IRQFD                        LINUXABI_IOW(KVMIO, 0x76, struct linuxabi_kvm_irqfd)
#define KVM_CREATE_PIT2                  LINUXABI_IOW(KVMIO, 0x77, struct linuxabi_kvm_pit_config)
#define KVM_SET_BOOT_CPU_ID              LINUXABI_IO(KVMIO, 0x78)
#define KVM_IOEVENTFD                    LINUXABI_IOW(KVMIO, 0x79, struct linuxabi_kvm_ioeventfd)
#define KVM_SET_CLOCK                    LINUXABI_IOW(KVMIO, 0x7b, struct linuxabi_kvm_clock_data)
#define KVM_GET_CLOCK                    LINUXABI_IOR(KVMIO, 0x7c, struct linuxabi_kvm_clock_data)
#define KVM_SET_TSC_KHZ                  LINUXABI_IO(KVMIO, 0xa2)
#define KVM_GET_TSC_KHZ                  LINUXABI_IO(KVMIO, 0xa3)
#define KVM_SIGNAL_MSI                   LINUXABI_IOW(KVMIO, 0xa5, struct linuxabi_kvm_msi)
#define KVM_PPC_ALLOCATE_HTAB            LINUXABI_IOWR(KVMIO, 0xa7, uint32_t)
#define KVM_ARM_SET_DEVICE_ADDR          LINUXABI_IOW(KVMIO, 0xab, struct linuxabi_kvm_arm_device_addr)
#define KVM_PPC_SVM_OFF                  LINUXABI_IO(KVMIO, 0xb3)
#define KVM_CREATE_DEVICE                LINUXABI_IOWR(KVMIO, 0xe0, struct linuxabi_kvm_create_device)
#define KVM_SET_DEVICE_ATTR              LINUXABI_IOW(KVMIO, 0xe1, struct linuxabi_kvm_device_attr)
#define KVM_GET_DEVICE_ATTR              LINUXABI_IOW(KVMIO, 0xe2, struct linuxabi_kvm_device_attr)
#define KVM_HAS_DEVICE_ATTR              LINUXABI_IOW(KVMIO, 0xe3, struct linuxabi_kvm_device_attr)

/* of a vCPU fd */
#define KVM_RUN                          LINUXABI_IO(KVMIO, 0x80)
#define KVM_TRANSLATE                    LINUXABI_IOWR(KVMIO, 0x85, struct linuxabi_kvm_translation)
#define KVM_INTERRUPT                    LINUXABI_IOW(KVMIO, 0x86, struct linuxabi_kvm_interrupt)
#define KVM_SET_SIGNAL_MASK              LINUXABI_IOW(KVMIO, 0x8b, struct linuxabi_kvm_signal_mask)
#define KVM_TPR_ACCESS_REPORTING         LINUXABI_IOWR(KVMIO, 0x92, struct linuxabi_kvm_tpr_access_ctl)
#define KVM_SET_VAPIC_ADDR               LINUXABI_IOW(KVMIO, 0x93, struct linuxabi_kvm_vapic_addr)
#define KVM_S390_INITIAL_RESET           LINUXABI_IO(KVMIO, 0x97)
#define KVM_GET_MP_STATE                 LINUXABI_IOR(KVMIO, 0x98, struct linuxabi_kvm_mp_state)
#define KVM_SET_MP_STATE                 LINUXABI_IOW(KVMIO, 0x99, struct linuxabi_kvm_mp_state)
#define KVM_NMI                          LINUXABI_IO(KVMIO, 0x9a)
#define KVM_X86_SETUP_MCE                LINUXABI_IOW(KVMIO, 0x9c, uint64_t)
#define KVM_X86_GET_MCE_CAP_SUPPORTED    LINUXABI_IOR(KVMIO, 0x9d, uint64_t)
#define KVM_ENABLE_CAP                   LINUXABI_IOW(KVMIO, 0xa3, struct linuxabi_kvm_enable_cap)
#define KVM_GET_ONE_REG                  LINUXABI_IOW(KVMIO, 0xab, struct linuxabi_kvm_one_reg)
#define KVM_SET_ONE_REG                  LINUXABI_IOW(KVMIO, 0xac, struct linuxabi_kvm_one_reg)
#define KVM_KVMCLOCK_CTRL                LINUXABI_IO(KVMIO, 0xad)
#define KVM_GET_REG_LIST                 LINUXABI_IOWR(KVMIO, 0xb0, struct linuxabi_kvm_reg_list)
#define KVM_SMI                          LINUXABI_IO(KVMIO, 0xb7)
#define KVM_MEMORY_ENCRYPT_REG_REGION    LINUXABI_IOR(KVMIO, 0xbb, struct linuxabi_kvm_enc_region)
#define KVM_MEMORY_ENCRYPT_UNREG_REGION  LINUXABI_IOR(KVMIO, 0xbc, struct linuxabi_kvm_enc_region)
#define KVM_CLEAR_DIRTY_LOG              LINUXABI_IOWR(KVMIO, 0xc0, struct linuxabi_kvm_clear_dirty_log)
#define KVM_ARM_VCPU_FINALIZE            LINUXABI_IOW(KVMIO, 0xc2, int)
#define KVM_S390_NORMAL_RESET            LINUXABI_IO(KVMIO, 0xc3)
#define KVM_S390_CLEAR_RESET             LINUXABI_IO(KVMIO, 0xc4)
#define KVM_RESET_DIRTY_RINGS            LINUXABI_IO(KVMIO, 0xc7)
#define KVM_XEN_HVM_EVTCHN_SEND          LINUXABI_IOW(KVMIO, 0xd0, struct linuxabi_kvm_irq_routing_xen_evtchn)
#define KVM_GET_STATS_FD                 LINUXABI_IO(KVMIO, 0xce)
#define KVM_SET_MEMORY_ATTRIBUTES        LINUXABI_IOW(KVMIO, 0xd2, struct linuxabi_kvm_memory_attributes)
#define KVM_CREATE_GUEST_MEMFD           LINUXABI_IOWR(KVMIO, 0xd4, struct linuxabi_kvm_create_guest_memfd)
#define KVM_PRE_FAULT_MEMORY             LINUXABI_IOWR(KVMIO, 0xd5, struct linuxabi_kvm_pre_fault_memory)

/* what is made of C longs, KVM_DIRTY_TLB (whose struct's size is the
   ABI's) and the architecture's part, with struct linuxabi_kvm_run */
#include <linuxabi-arch/kvm-long.h>
#include <linuxabi-arch/kvm-tlb.h>
#include <linuxabi-arch/kvm.h>

#endif
