#ifndef LINUXABI_ARCH_KVM_H
#define LINUXABI_ARCH_KVM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the architecture's part of KVM (the kernel's
 * <asm/kvm.h>): its registers, struct linuxabi_kvm_run and the requests
 * of its own structs.  This ABI: s390x, s390's KVM: the general, access,
 * control and FP registers, the registers KVM_RUN syncs (with the PSW in
 * struct linuxabi_kvm_run), interrupt injection (KVM_S390_INTERRUPT,
 * KVM_S390_IRQ and the FLIC device), guest memory access
 * (KVM_S390_MEM_OP), storage keys, CMMA, the VM attributes (TOD, CPU
 * model, crypto, migration), protected virtualization (KVM_S390_PV_*),
 * zPCI and the hardware breakpoints of KVM_SET_GUEST_DEBUG.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* pages of the vCPU mapping, after struct linuxabi_kvm_run: s390 has
   no dirty ring, so the kernel's default */
#define KVM_DIRTY_LOG_PAGE_OFFSET        0

/* KVM_GET_REGS, KVM_SET_REGS */
struct linuxabi_kvm_regs {
    uint64_t gprs[16];                  /* general registers */
};

/* KVM_GET_SREGS, KVM_SET_SREGS */
struct linuxabi_kvm_sregs {
    uint32_t acrs[16];                  /* access registers */
    uint64_t crs[16];                   /* control registers */
};

/* KVM_GET_FPU, KVM_SET_FPU */
struct linuxabi_kvm_fpu {
    uint32_t fpc;                       /* FP control register */
    uint32_t __pad;
    uint64_t fprs[16];
};

/* KVM_S390_GET_SKEYS, KVM_S390_SET_SKEYS: count storage keys, a byte
   each, from guest page start_gfn, at skeydata_addr in this process */
struct linuxabi_kvm_s390_skeys {
    uint64_t start_gfn;
    uint64_t count;
    uint64_t skeydata_addr;
    uint32_t flags;                     /* 0 */
    uint32_t reserved[9];
};

/* KVM_S390_GET_CMMA_BITS, KVM_S390_SET_CMMA_BITS: the guest pages' CMMA
   states, a byte each, at values in this process */
#define KVM_S390_CMMA_PEEK               (1 << 0)   /* flags: read from start_gfn, not the next dirty page */

/* struct linuxabi_kvm_s390_cmma_log u (the kernel's is anonymous) */
union linuxabi_kvm_s390_cmma_log_u {
    uint64_t remaining;                 /* out of GET: dirty pages left */
    uint64_t mask;                      /* in to SET: which bits to set */
};

struct linuxabi_kvm_s390_cmma_log {
    uint64_t start_gfn;
    uint32_t count;                     /* bytes at values */
    uint32_t flags;                     /* KVM_S390_CMMA_PEEK */
    union linuxabi_kvm_s390_cmma_log_u u;
    uint64_t values;
};

/* KVM_EXIT_S390_RESET: struct linuxabi_kvm_run u.s390_reset_flags */
#define KVM_S390_RESET_POR               1
#define KVM_S390_RESET_CLEAR             2
#define KVM_S390_RESET_SUBSYSTEM         4
#define KVM_S390_RESET_CPU_INIT          8
#define KVM_S390_RESET_IPL               16

/* KVM_S390_MEM_OP: read or write size bytes of guest memory at gaddr
   from or to buf in this process */
#define KVM_S390_MEMOP_LOGICAL_READ      0          /* op */
#define KVM_S390_MEMOP_LOGICAL_WRITE     1
#define KVM_S390_MEMOP_SIDA_READ         2
#define KVM_S390_MEMOP_SIDA_WRITE        3
#define KVM_S390_MEMOP_ABSOLUTE_READ     4
#define KVM_S390_MEMOP_ABSOLUTE_WRITE    5
#define KVM_S390_MEMOP_ABSOLUTE_CMPXCHG  6

#define KVM_S390_MEMOP_F_CHECK_ONLY      0x1UL      /* flags */
#define KVM_S390_MEMOP_F_INJECT_EXCEPTION 0x2UL
#define KVM_S390_MEMOP_F_SKEY_PROTECTION 0x4UL

/* KVM_CAP_S390_MEM_OP_EXTENSION's answer: what KVM_S390_MEM_OP does */
#define KVM_S390_MEMOP_EXTENSION_CAP_BASE (1 << 0)
#define KVM_S390_MEMOP_EXTENSION_CAP_CMPXCHG (1 << 1)

/* struct linuxabi_kvm_s390_mem_op u.access: the logical and absolute
   operations' (an anonymous struct in the kernel's anonymous union) */
struct linuxabi_kvm_s390_mem_op_access {
    uint8_t  ar;                        /* the access register */
    uint8_t  key;                       /* with KVM_S390_MEMOP_F_SKEY_PROTECTION */
    uint8_t  pad1[6];
    uint64_t old_addr;                  /* KVM_S390_MEMOP_ABSOLUTE_CMPXCHG: the
                                           expected value's address */
};

union linuxabi_kvm_s390_mem_op_u {
    struct linuxabi_kvm_s390_mem_op_access access;
    uint32_t sida_offset;               /* KVM_S390_MEMOP_SIDA_*: where in the SIDA */
    uint8_t  reserved[32];
};

struct linuxabi_kvm_s390_mem_op {
    uint64_t gaddr;
    uint64_t flags;                     /* KVM_S390_MEMOP_F_* */
    uint32_t size;
    uint32_t op;                        /* KVM_S390_MEMOP_* */
    uint64_t buf;
    union linuxabi_kvm_s390_mem_op_u u;
};

/* KVM_S390_SET_INITIAL_PSW: the program status word */
struct linuxabi_kvm_s390_psw {
    uint64_t mask;
    uint64_t addr;
};

/* KVM_S390_INTERRUPT, KVM_S390_IRQ: the interrupt types; below
   KVM_S390_SIGP_STOP an I/O interrupt, LINUXABI_KVM_S390_INT_IO() */
#define KVM_S390_SIGP_STOP               0xfffe0000U
#define KVM_S390_PROGRAM_INT             0xfffe0001U
#define KVM_S390_SIGP_SET_PREFIX         0xfffe0002U
#define KVM_S390_RESTART                 0xfffe0003U
#define KVM_S390_INT_PFAULT_INIT         0xfffe0004U
#define KVM_S390_INT_PFAULT_DONE         0xfffe0005U
#define KVM_S390_MCHK                    0xfffe1000U
#define KVM_S390_INT_CLOCK_COMP          0xffff1004U
#define KVM_S390_INT_CPU_TIMER           0xffff1005U
#define KVM_S390_INT_VIRTIO              0xffff2603U
#define KVM_S390_INT_SERVICE             0xffff2401U
#define KVM_S390_INT_EMERGENCY           0xffff1201U
#define KVM_S390_INT_EXTERNAL_CALL       0xffff1202U
#define KVM_S390_INT_IO_MIN              0x00000000U
#define KVM_S390_INT_IO_MAX              0xfffdffffU
#define KVM_S390_INT_IO_AI_MASK          0x04000000U    /* an adapter interrupt */

/* an I/O interrupt's type (the kernel's KVM_S390_INT_IO()): adapter
   interrupt (0 or 1), channel subsystem, subchannel set, subchannel */
#define LINUXABI_KVM_S390_INT_IO(ai, cssid, ssid, schid) \
    ((schid) | ((ssid) << 16) | ((cssid) << 18) | ((ai) << 26))

/* KVM_S390_INTERRUPT: the interrupt and its parameters */
struct linuxabi_kvm_s390_interrupt {
    uint32_t type;                      /* KVM_S390_* above */
    uint32_t parm;
    uint64_t parm64;
};

/* KVM_S390_IRQ: the interrupt and its parameters, by type */
struct linuxabi_kvm_s390_io_info {
    uint16_t subchannel_id;
    uint16_t subchannel_nr;
    uint32_t io_int_parm;
    uint32_t io_int_word;
};

struct linuxabi_kvm_s390_ext_info {
    uint32_t ext_params;
    uint32_t pad;
    uint64_t ext_params2;
};

/* struct linuxabi_kvm_s390_pgm_info flags */
#define KVM_S390_PGM_FLAGS_ILC_VALID     0x01
#define KVM_S390_PGM_FLAGS_ILC_0         0x02
#define KVM_S390_PGM_FLAGS_ILC_1         0x04
#define KVM_S390_PGM_FLAGS_ILC_MASK      0x06       /* the instruction length code */
#define KVM_S390_PGM_FLAGS_NO_REWIND     0x08

struct linuxabi_kvm_s390_pgm_info {
    uint64_t trans_exc_code;
    uint64_t mon_code;
    uint64_t per_address;
    uint32_t data_exc_code;
    uint16_t code;
    uint16_t mon_class_nr;
    uint8_t  per_code;
    uint8_t  per_atmid;
    uint8_t  exc_access_id;
    uint8_t  per_access_id;
    uint8_t  op_access_id;
    uint8_t  flags;                     /* KVM_S390_PGM_FLAGS_* */
    uint8_t  pad[2];
};

struct linuxabi_kvm_s390_prefix_info {
    uint32_t address;
};

struct linuxabi_kvm_s390_extcall_info {
    uint16_t code;
};

struct linuxabi_kvm_s390_emerg_info {
    uint16_t code;
};

#define KVM_S390_STOP_FLAG_STORE_STATUS  0x01       /* struct linuxabi_kvm_s390_stop_info flags */

struct linuxabi_kvm_s390_stop_info {
    uint32_t flags;
};

struct linuxabi_kvm_s390_mchk_info {
    uint64_t cr14;
    uint64_t mcic;
    uint64_t failing_storage_address;
    uint32_t ext_damage_code;
    uint32_t pad;
    uint8_t  fixed_logout[16];
};

/* struct linuxabi_kvm_s390_irq u, by type (the kernel's union has no
   tag) */
union linuxabi_kvm_s390_irq_u {
    struct linuxabi_kvm_s390_io_info      io;
    struct linuxabi_kvm_s390_ext_info     ext;
    struct linuxabi_kvm_s390_pgm_info     pgm;
    struct linuxabi_kvm_s390_emerg_info   emerg;
    struct linuxabi_kvm_s390_extcall_info extcall;
    struct linuxabi_kvm_s390_prefix_info  prefix;
    struct linuxabi_kvm_s390_stop_info    stop;
    struct linuxabi_kvm_s390_mchk_info    mchk;
    char     reserved[64];
};

struct linuxabi_kvm_s390_irq {
    uint64_t type;                      /* KVM_S390_* above */
    union linuxabi_kvm_s390_irq_u u;
};

/* KVM_S390_GET_IRQ_STATE, KVM_S390_SET_IRQ_STATE: len bytes of struct
   linuxabi_kvm_s390_irq at buf in this process */
struct linuxabi_kvm_s390_irq_state {
    uint64_t buf;
    uint32_t flags;                     /* 0 */
    uint32_t len;
    uint32_t reserved[4];
};

/* KVM_S390_UCAS_MAP, KVM_S390_UCAS_UNMAP (a KVM_VM_S390_UCONTROL VM) */
struct linuxabi_kvm_s390_ucas_mapping {
    uint64_t user_addr;
    uint64_t vcpu_addr;
    uint64_t length;
};

/* KVM_S390_PV_COMMAND, KVM_S390_PV_CPU_COMMAND: protected
   virtualization.  The commands (cmd; the kernel's enum pv_cmd_id) */
#define KVM_PV_ENABLE                    0
#define KVM_PV_DISABLE                   1
#define KVM_PV_SET_SEC_PARMS             2          /* data: struct linuxabi_kvm_s390_pv_sec_parm */
#define KVM_PV_UNPACK                    3          /* data: struct linuxabi_kvm_s390_pv_unp */
#define KVM_PV_VERIFY                    4
#define KVM_PV_PREP_RESET                5
#define KVM_PV_UNSHARE_ALL               6
#define KVM_PV_INFO                      7          /* data: struct linuxabi_kvm_s390_pv_info */
#define KVM_PV_DUMP                      8          /* data: struct linuxabi_kvm_s390_pv_dmp */
#define KVM_PV_ASYNC_CLEANUP_PREPARE     9
#define KVM_PV_ASYNC_CLEANUP_PERFORM     10

struct linuxabi_kvm_pv_cmd {
    uint32_t cmd;                       /* KVM_PV_* */
    uint16_t rc;                        /* out: the Ultravisor's return code */
    uint16_t rrc;                       /* out: and reason code */
    uint64_t data;                      /* a value or an address */
    uint32_t flags;                     /* 0 */
    uint32_t reserved[3];
};

struct linuxabi_kvm_s390_pv_sec_parm {
    uint64_t origin;
    uint64_t length;
};

struct linuxabi_kvm_s390_pv_unp {
    uint64_t addr;
    uint64_t size;
    uint64_t tweak;
};

/* KVM_PV_DUMP's subcommands (subcmd; the kernel's enum pv_cmd_dmp_id) */
#define KVM_PV_DUMP_INIT                 0
#define KVM_PV_DUMP_CONFIG_STOR_STATE    1
#define KVM_PV_DUMP_COMPLETE             2
#define KVM_PV_DUMP_CPU                  3

struct linuxabi_kvm_s390_pv_dmp {
    uint64_t subcmd;                    /* KVM_PV_DUMP_* */
    uint64_t buff_addr;
    uint64_t buff_len;
    uint64_t gaddr;                     /* KVM_PV_DUMP_CONFIG_STOR_STATE */
    uint64_t reserved[4];
};

/* KVM_PV_INFO's ids (header.id; the kernel's enum pv_cmd_info_id) */
#define KVM_PV_INFO_VM                   0
#define KVM_PV_INFO_DUMP                 1

struct linuxabi_kvm_s390_pv_info_dump {
    uint64_t dump_cpu_buffer_len;
    uint64_t dump_config_mem_buffer_per_1m;
    uint64_t dump_config_finalize_len;
};

struct linuxabi_kvm_s390_pv_info_vm {
    uint64_t inst_calls_list[4];
    uint64_t max_cpus;
    uint64_t max_guests;
    uint64_t max_guest_addr;
    uint64_t feature_indication;
};

struct linuxabi_kvm_s390_pv_info_header {
    uint32_t id;                        /* KVM_PV_INFO_* */
    uint32_t len_max;
    uint32_t len_written;
    uint32_t reserved;
};

/* struct linuxabi_kvm_s390_pv_info u, by header.id (the kernel's is
   anonymous) */
union linuxabi_kvm_s390_pv_info_u {
    struct linuxabi_kvm_s390_pv_info_dump dump;
    struct linuxabi_kvm_s390_pv_info_vm   vm;
};

struct linuxabi_kvm_s390_pv_info {
    struct linuxabi_kvm_s390_pv_info_header header;
    union linuxabi_kvm_s390_pv_info_u u;
};

/* KVM_S390_ZPCI_OP: a zPCI function's adapter event notification */
#define KVM_S390_ZPCIOP_REG_AEN          0          /* op */
#define KVM_S390_ZPCIOP_DEREG_AEN        1
#define KVM_S390_ZPCIOP_REGAEN_HOST      (1 << 0)   /* u.reg_aen.flags */

struct linuxabi_kvm_s390_zpci_op_reg_aen {
    uint64_t ibv;                       /* the guest's interrupt bit vector */
    uint64_t sb;                        /* the guest's summary bit */
    uint32_t flags;                     /* KVM_S390_ZPCIOP_REGAEN_HOST */
    uint32_t noi;                       /* the number of interrupts */
    uint8_t  isc;                       /* the guest's interruption subclass */
    uint8_t  sbo;                       /* the summary bit's offset */
    uint16_t pad;
};

/* struct linuxabi_kvm_s390_zpci_op u, by op (the kernel's union has no
   tag) */
union linuxabi_kvm_s390_zpci_op_u {
    struct linuxabi_kvm_s390_zpci_op_reg_aen reg_aen;
    uint64_t reserved[8];
};

struct linuxabi_kvm_s390_zpci_op {
    uint32_t fh;                        /* the function handle */
    uint8_t  op;                        /* KVM_S390_ZPCIOP_* */
    uint8_t  pad[3];
    union linuxabi_kvm_s390_zpci_op_u u;
};

/* the FLIC device (KVM_DEV_TYPE_FLIC): its attribute groups */
#define KVM_DEV_FLIC_GET_ALL_IRQS        1
#define KVM_DEV_FLIC_ENQUEUE             2
#define KVM_DEV_FLIC_CLEAR_IRQS          3
#define KVM_DEV_FLIC_APF_ENABLE          4
#define KVM_DEV_FLIC_APF_DISABLE_WAIT    5
#define KVM_DEV_FLIC_ADAPTER_REGISTER    6
#define KVM_DEV_FLIC_ADAPTER_MODIFY      7
#define KVM_DEV_FLIC_CLEAR_IO_IRQ        8
#define KVM_DEV_FLIC_AISM                9
#define KVM_DEV_FLIC_AIRQ_INJECT         10
#define KVM_DEV_FLIC_AISM_ALL            11

/* KVM_DEV_FLIC_ADAPTER_REGISTER */
#define KVM_S390_ADAPTER_SUPPRESSIBLE    0x01       /* flags */

struct linuxabi_kvm_s390_io_adapter {
    uint32_t id;
    uint8_t  isc;
    uint8_t  maskable;
    uint8_t  swap;
    uint8_t  flags;                     /* KVM_S390_ADAPTER_SUPPRESSIBLE */
};

/* KVM_DEV_FLIC_AISM */
struct linuxabi_kvm_s390_ais_req {
    uint8_t  isc;
    uint8_t  __pad;
    uint16_t mode;
};

/* KVM_DEV_FLIC_AISM_ALL */
struct linuxabi_kvm_s390_ais_all {
    uint8_t  simm;
    uint8_t  nimm;
};

/* KVM_DEV_FLIC_ADAPTER_MODIFY */
#define KVM_S390_IO_ADAPTER_MASK         1          /* type */
#define KVM_S390_IO_ADAPTER_MAP          2
#define KVM_S390_IO_ADAPTER_UNMAP        3

struct linuxabi_kvm_s390_io_adapter_req {
    uint32_t id;
    uint8_t  type;                      /* KVM_S390_IO_ADAPTER_* */
    uint8_t  mask;
    uint16_t pad0;
    uint64_t addr;
};

/* device attributes of the VM fd (KVM_SET_DEVICE_ATTR): the groups */
#define KVM_S390_VM_MEM_CTRL             0
#define KVM_S390_VM_TOD                  1
#define KVM_S390_VM_CRYPTO               2
#define KVM_S390_VM_CPU_MODEL            3
#define KVM_S390_VM_MIGRATION            4
#define KVM_S390_VM_CPU_TOPOLOGY         5

/* KVM_S390_VM_MEM_CTRL's attributes */
#define KVM_S390_VM_MEM_ENABLE_CMMA      0
#define KVM_S390_VM_MEM_CLR_CMMA         1
#define KVM_S390_VM_MEM_LIMIT_SIZE       2
#define KVM_S390_NO_MEM_LIMIT            0xffffffffffffffffUL  /* KVM_S390_VM_MEM_LIMIT_SIZE: none */

/* KVM_S390_VM_TOD's attributes */
#define KVM_S390_VM_TOD_LOW              0
#define KVM_S390_VM_TOD_HIGH             1
#define KVM_S390_VM_TOD_EXT              2          /* struct linuxabi_kvm_s390_vm_tod_clock */

struct linuxabi_kvm_s390_vm_tod_clock {
    uint8_t  epoch_idx;
    uint8_t  __pad[7];
    uint64_t tod;
};

/* KVM_S390_VM_CPU_MODEL's attributes: the processor's are read and
   written, the machine's only read */
#define KVM_S390_VM_CPU_PROCESSOR        0
#define KVM_S390_VM_CPU_MACHINE          1
#define KVM_S390_VM_CPU_PROCESSOR_FEAT   2
#define KVM_S390_VM_CPU_MACHINE_FEAT     3
#define KVM_S390_VM_CPU_PROCESSOR_SUBFUNC 4
#define KVM_S390_VM_CPU_MACHINE_SUBFUNC  5
#define KVM_S390_VM_CPU_PROCESSOR_UV_FEAT_GUEST 6
#define KVM_S390_VM_CPU_MACHINE_UV_FEAT_GUEST 7

struct linuxabi_kvm_s390_vm_cpu_processor {
    uint64_t cpuid;
    uint16_t ibc;
    uint8_t  pad[6];
    uint64_t fac_list[256];
};

struct linuxabi_kvm_s390_vm_cpu_machine {
    uint64_t cpuid;
    uint32_t ibc;
    uint8_t  pad[4];
    uint64_t fac_mask[256];
    uint64_t fac_list[256];
};

/* KVM_S390_VM_CPU_*_FEAT: a bitmap of KVM_S390_VM_CPU_FEAT_NR_BITS bits,
   bit n the feature numbered n, most significant bit first */
#define KVM_S390_VM_CPU_FEAT_NR_BITS     1024
#define KVM_S390_VM_CPU_FEAT_ESOP        0
#define KVM_S390_VM_CPU_FEAT_SIEF2       1
#define KVM_S390_VM_CPU_FEAT_64BSCAO     2
#define KVM_S390_VM_CPU_FEAT_SIIF        3
#define KVM_S390_VM_CPU_FEAT_GPERE       4
#define KVM_S390_VM_CPU_FEAT_GSLS        5
#define KVM_S390_VM_CPU_FEAT_IB          6
#define KVM_S390_VM_CPU_FEAT_CEI         7
#define KVM_S390_VM_CPU_FEAT_IBS         8
#define KVM_S390_VM_CPU_FEAT_SKEY        9
#define KVM_S390_VM_CPU_FEAT_CMMA        10
#define KVM_S390_VM_CPU_FEAT_PFMFI       11
#define KVM_S390_VM_CPU_FEAT_SIGPIF      12
#define KVM_S390_VM_CPU_FEAT_KSS         13
#define KVM_S390_VM_CPU_FEAT_ASTFLEIE2   14

struct linuxabi_kvm_s390_vm_cpu_feat {
    uint64_t feat[16];
};

/* KVM_S390_VM_CPU_*_SUBFUNC: the query blocks of the instructions with
   subfunctions, bit n subfunction n, most significant bit first */
struct linuxabi_kvm_s390_vm_cpu_subfunc {
    uint8_t  plo[32];
    uint8_t  ptff[16];
    uint8_t  kmac[16];
    uint8_t  kmc[16];
    uint8_t  km[16];
    uint8_t  kimd[16];
    uint8_t  klmd[16];
    uint8_t  pckmo[16];
    uint8_t  kmctr[16];
    uint8_t  kmf[16];
    uint8_t  kmo[16];
    uint8_t  pcc[16];
    uint8_t  ppno[16];
    uint8_t  kma[16];
    uint8_t  kdsa[16];
    uint8_t  sortl[32];
    uint8_t  dfltcc[32];
    uint8_t  pfcr[16];
    uint8_t  reserved[1712];
};

/* KVM_S390_VM_CPU_*_UV_FEAT_GUEST: the Ultravisor features a protected
   guest may use.  The kernel's is a union of feat with bitfields; bit 4
   (0x0800000000000000) is ap, bit 5 (0x0400000000000000) ap_intr,
   numbered from the most significant bit */
#define KVM_S390_VM_CPU_UV_FEAT_NR_BITS  64

struct linuxabi_kvm_s390_vm_cpu_uv_feat {
    uint64_t feat;
};

/* KVM_S390_VM_CRYPTO's attributes */
#define KVM_S390_VM_CRYPTO_ENABLE_AES_KW 0
#define KVM_S390_VM_CRYPTO_ENABLE_DEA_KW 1
#define KVM_S390_VM_CRYPTO_DISABLE_AES_KW 2
#define KVM_S390_VM_CRYPTO_DISABLE_DEA_KW 3
#define KVM_S390_VM_CRYPTO_ENABLE_APIE   4
#define KVM_S390_VM_CRYPTO_DISABLE_APIE  5

/* KVM_S390_VM_MIGRATION's attributes */
#define KVM_S390_VM_MIGRATION_STOP       0
#define KVM_S390_VM_MIGRATION_START      1
#define KVM_S390_VM_MIGRATION_STATUS     2

/* KVM_SET_GUEST_DEBUG: struct linuxabi_kvm_guest_debug control, beside
   KVM_GUESTDBG_*, and the breakpoints' types */
#define KVM_GUESTDBG_USE_HW_BP           0x00010000
#define KVM_HW_BP                        1
#define KVM_HW_WP_WRITE                  2
#define KVM_SINGLESTEP                   4

/* KVM_EXIT_DEBUG: what stopped the guest */
struct linuxabi_kvm_debug_exit_arch {
    uint64_t addr;
    uint8_t  type;                      /* KVM_HW_BP, KVM_HW_WP_WRITE, KVM_SINGLESTEP */
    uint8_t  pad[7];
};

struct linuxabi_kvm_hw_breakpoint {
    uint64_t addr;
    uint64_t phys_addr;
    uint64_t len;
    uint8_t  type;                      /* KVM_HW_BP, KVM_HW_WP_WRITE */
    uint8_t  pad[7];
};

struct linuxabi_kvm_guest_debug_arch {
    uint32_t nr_hw_bp;
    uint32_t pad;
    uint64_t hw_bp;                     /* the kernel's pointer: the address of
                                           nr_hw_bp struct linuxabi_kvm_hw_breakpoint */
};

/* KVM_SYNC_PFAULT's pft and KVM_REG_S390_PFTOKEN: no token */
#define KVM_S390_PFAULT_TOKEN_INVALID    0xffffffffffffffffUL

/* struct linuxabi_kvm_run kvm_valid_regs, kvm_dirty_regs: the parts of
   struct linuxabi_kvm_sync_regs */
#define KVM_SYNC_PREFIX                  (1UL << 0)
#define KVM_SYNC_GPRS                    (1UL << 1)
#define KVM_SYNC_ACRS                    (1UL << 2)
#define KVM_SYNC_CRS                     (1UL << 3)
#define KVM_SYNC_ARCH0                   (1UL << 4)  /* todpr, cputm, ckc, pp, gbea */
#define KVM_SYNC_PFAULT                  (1UL << 5)  /* pft, pfs, pfc */
#define KVM_SYNC_VRS                     (1UL << 6)
#define KVM_SYNC_RICCB                   (1UL << 7)
#define KVM_SYNC_FPRS                    (1UL << 8)
#define KVM_SYNC_GSCB                    (1UL << 9)
#define KVM_SYNC_BPBC                    (1UL << 10)
#define KVM_SYNC_ETOKEN                  (1UL << 11)
#define KVM_SYNC_DIAG318                 (1UL << 12)

/* the state description annex: its size, 1 << SDNXC bytes */
#define SDNXC                            8
#define SDNXL                            (1UL << SDNXC)

/* struct linuxabi_kvm_sync_regs fp: the vector registers, or the FP
   registers alone (the kernel's is anonymous) */
union linuxabi_kvm_sync_regs_fp {
    uint64_t vrs[32][2];                /* KVM_SYNC_VRS */
    uint64_t fprs[16];                  /* KVM_SYNC_FPRS */
};

/* struct linuxabi_kvm_sync_regs annex: the state description annex
   whole, or its fields (the kernel's union and the struct in it are
   anonymous) */
struct linuxabi_kvm_sync_regs_sdnx_fields {
    uint64_t reserved1[2];
    uint64_t gscb[4];                   /* KVM_SYNC_GSCB: the guarded-storage
                                           control block */
    uint64_t etoken;                    /* KVM_SYNC_ETOKEN */
    uint64_t etoken_extension;
};

union linuxabi_kvm_sync_regs_annex {
    uint8_t  sdnx[SDNXL];
    struct linuxabi_kvm_sync_regs_sdnx_fields fields;
};

/* struct linuxabi_kvm_run s.regs: the registers KVM_RUN syncs, by
   KVM_SYNC_* */
struct linuxabi_kvm_sync_regs {
    uint64_t prefix;                    /* the prefix register */
    uint64_t gprs[16];
    uint32_t acrs[16];
    uint64_t crs[16];
    uint64_t todpr;                     /* KVM_SYNC_ARCH0: the TOD programmable
                                           register */
    uint64_t cputm;                     /* the CPU timer */
    uint64_t ckc;                       /* the clock comparator */
    uint64_t pp;                        /* the program parameter */
    uint64_t gbea;                      /* the breaking-event address */
    uint64_t pft;                       /* KVM_SYNC_PFAULT: the token */
    uint64_t pfs;                       /* select */
    uint64_t pfc;                       /* compare */
    union linuxabi_kvm_sync_regs_fp fp;
    uint8_t  reserved[512];
    uint32_t fpc;                       /* with KVM_SYNC_VRS or KVM_SYNC_FPRS */
    uint8_t  bpbc;                      /* KVM_SYNC_BPBC: bit 0x80 the
                                           branch-prediction mode; the kernel's
                                           1-bit bitfield, then 7 reserved bits */
    uint8_t  padding1[51];
    uint8_t  riccb[64];                 /* KVM_SYNC_RICCB: the runtime
                                           instrumentation controls */
    uint64_t diag318;                   /* KVM_SYNC_DIAG318 */
    uint8_t  padding2[184];
    union linuxabi_kvm_sync_regs_annex annex;
};

/* KVM_GET_ONE_REG register ids */
#define KVM_REG_S390_TODPR               (KVM_REG_S390 | KVM_REG_SIZE_U32 | 0x1)
#define KVM_REG_S390_EPOCHDIFF           (KVM_REG_S390 | KVM_REG_SIZE_U64 | 0x2)
#define KVM_REG_S390_CPU_TIMER           (KVM_REG_S390 | KVM_REG_SIZE_U64 | 0x3)
#define KVM_REG_S390_CLOCK_COMP          (KVM_REG_S390 | KVM_REG_SIZE_U64 | 0x4)
#define KVM_REG_S390_PFTOKEN             (KVM_REG_S390 | KVM_REG_SIZE_U64 | 0x5)
#define KVM_REG_S390_PFCOMPARE           (KVM_REG_S390 | KVM_REG_SIZE_U64 | 0x6)
#define KVM_REG_S390_PFSELECT            (KVM_REG_S390 | KVM_REG_SIZE_U64 | 0x7)
#define KVM_REG_S390_PP                  (KVM_REG_S390 | KVM_REG_SIZE_U64 | 0x8)
#define KVM_REG_S390_GBEA                (KVM_REG_S390 | KVM_REG_SIZE_U64 | 0x9)

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

/* struct linuxabi_kvm_run, with the debug exit above as u.debug and the
   guest's PSW (psw_mask, psw_addr) before u */
#define LINUXABI_KVM_RUN_DEBUG 1
#define LINUXABI_KVM_RUN_PSW 1
#include <linuxabi-arch/kvm-run.h>

/* KVM_SET_GUEST_DEBUG */
struct linuxabi_kvm_guest_debug {
    uint32_t control;                   /* KVM_GUESTDBG_* */
    uint32_t pad;
    struct linuxabi_kvm_guest_debug_arch arch;
};

/* ioctl(2) requests of a VM fd with the structs above */
#define KVM_S390_UCAS_MAP                LINUXABI_IOW(KVMIO, 0x50, struct linuxabi_kvm_s390_ucas_mapping)
#define KVM_S390_UCAS_UNMAP              LINUXABI_IOW(KVMIO, 0x51, struct linuxabi_kvm_s390_ucas_mapping)
#define KVM_S390_GET_SKEYS               LINUXABI_IOW(KVMIO, 0xb2, struct linuxabi_kvm_s390_skeys)
#define KVM_S390_SET_SKEYS               LINUXABI_IOW(KVMIO, 0xb3, struct linuxabi_kvm_s390_skeys)
#define KVM_S390_GET_CMMA_BITS           LINUXABI_IOWR(KVMIO, 0xb8, struct linuxabi_kvm_s390_cmma_log)
#define KVM_S390_SET_CMMA_BITS           LINUXABI_IOW(KVMIO, 0xb9, struct linuxabi_kvm_s390_cmma_log)
#define KVM_S390_PV_COMMAND              LINUXABI_IOWR(KVMIO, 0xc5, struct linuxabi_kvm_pv_cmd)
#define KVM_S390_ZPCI_OP                 LINUXABI_IOW(KVMIO, 0xd1, struct linuxabi_kvm_s390_zpci_op)

/* of a VM or a vCPU fd: KVM_S390_INTERRUPT injects a floating interrupt
   on a VM fd, a vCPU's own on a vCPU fd; KVM_S390_MEM_OP reads the
   guest's absolute memory on a VM fd */
#define KVM_S390_INTERRUPT               LINUXABI_IOW(KVMIO, 0x94, struct linuxabi_kvm_s390_interrupt)
#define KVM_S390_MEM_OP                  LINUXABI_IOW(KVMIO, 0xb1, struct linuxabi_kvm_s390_mem_op)

/* of a vCPU fd */
#define KVM_GET_REGS                     LINUXABI_IOR(KVMIO, 0x81, struct linuxabi_kvm_regs)
#define KVM_SET_REGS                     LINUXABI_IOW(KVMIO, 0x82, struct linuxabi_kvm_regs)
#define KVM_GET_SREGS                    LINUXABI_IOR(KVMIO, 0x83, struct linuxabi_kvm_sregs)
#define KVM_SET_SREGS                    LINUXABI_IOW(KVMIO, 0x84, struct linuxabi_kvm_sregs)
#define KVM_GET_FPU                      LINUXABI_IOR(KVMIO, 0x8c, struct linuxabi_kvm_fpu)
#define KVM_SET_FPU                      LINUXABI_IOW(KVMIO, 0x8d, struct linuxabi_kvm_fpu)
#define KVM_S390_SET_INITIAL_PSW         LINUXABI_IOW(KVMIO, 0x96, struct linuxabi_kvm_s390_psw)
#define KVM_SET_GUEST_DEBUG              LINUXABI_IOW(KVMIO, 0x9b, struct linuxabi_kvm_guest_debug)
#define KVM_S390_IRQ                     LINUXABI_IOW(KVMIO, 0xb4, struct linuxabi_kvm_s390_irq)
#define KVM_S390_SET_IRQ_STATE           LINUXABI_IOW(KVMIO, 0xb5, struct linuxabi_kvm_s390_irq_state)
#define KVM_S390_GET_IRQ_STATE           LINUXABI_IOW(KVMIO, 0xb6, struct linuxabi_kvm_s390_irq_state)
#define KVM_S390_PV_CPU_COMMAND          LINUXABI_IOWR(KVMIO, 0xd0, struct linuxabi_kvm_pv_cmd)

#endif
