#ifndef LINUXABI_ARCH_KVM_H
#define LINUXABI_ARCH_KVM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the architecture's part of KVM (the kernel's
 * <asm/kvm.h>): its registers, struct linuxabi_kvm_run and the requests
 * of its own structs.  This ABI: mips, mipsn32 or mips64, MIPS' KVM, one
 * layout for the three (every member is a fixed-width integer, and
 * uint64_t is 8-byte aligned on each): the general registers of
 * KVM_GET_REGS, the register ids of KVM_GET_ONE_REG (general, CP0, KVM's
 * own, FPU and MSA registers), the argument of KVM_INTERRUPT.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* pages of the vCPU mapping, after struct linuxabi_kvm_run: the
   coalesced MMIO ring; no dirty ring here (page 0 is <linux/kvm.h>'s
   default) */
#define KVM_COALESCED_MMIO_PAGE_OFFSET   1
#define KVM_DIRTY_LOG_PAGE_OFFSET        0

/* KVM_GET_REGS, KVM_SET_REGS: a 32-bit guest's registers are sign
   extended to 64 bits */
struct linuxabi_kvm_regs {
    uint64_t gpr[32];
    uint64_t hi;
    uint64_t lo;
    uint64_t pc;
};

/* KVM_GET_ONE_REG register ids: KVM_REG_MIPS | a register set (bits
   16-31) | a size | the register */
#define KVM_REG_MIPS_GP                  (KVM_REG_MIPS | 0x0000000000000000ULL)
#define KVM_REG_MIPS_CP0                 (KVM_REG_MIPS | 0x0000000000010000ULL)
#define KVM_REG_MIPS_KVM                 (KVM_REG_MIPS | 0x0000000000020000ULL)
#define KVM_REG_MIPS_FPU                 (KVM_REG_MIPS | 0x0000000000030000ULL)

/* KVM_REG_MIPS_GP: the members of struct linuxabi_kvm_regs */
#define KVM_REG_MIPS_R0                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 0)
#define KVM_REG_MIPS_R1                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 1)
#define KVM_REG_MIPS_R2                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 2)
#define KVM_REG_MIPS_R3                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 3)
#define KVM_REG_MIPS_R4                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 4)
#define KVM_REG_MIPS_R5                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 5)
#define KVM_REG_MIPS_R6                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 6)
#define KVM_REG_MIPS_R7                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 7)
#define KVM_REG_MIPS_R8                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 8)
#define KVM_REG_MIPS_R9                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 9)
#define KVM_REG_MIPS_R10                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 10)
#define KVM_REG_MIPS_R11                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 11)
#define KVM_REG_MIPS_R12                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 12)
#define KVM_REG_MIPS_R13                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 13)
#define KVM_REG_MIPS_R14                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 14)
#define KVM_REG_MIPS_R15                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 15)
#define KVM_REG_MIPS_R16                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 16)
#define KVM_REG_MIPS_R17                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 17)
#define KVM_REG_MIPS_R18                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 18)
#define KVM_REG_MIPS_R19                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 19)
#define KVM_REG_MIPS_R20                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 20)
#define KVM_REG_MIPS_R21                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 21)
#define KVM_REG_MIPS_R22                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 22)
#define KVM_REG_MIPS_R23                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 23)
#define KVM_REG_MIPS_R24                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 24)
#define KVM_REG_MIPS_R25                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 25)
#define KVM_REG_MIPS_R26                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 26)
#define KVM_REG_MIPS_R27                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 27)
#define KVM_REG_MIPS_R28                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 28)
#define KVM_REG_MIPS_R29                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 29)
#define KVM_REG_MIPS_R30                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 30)
#define KVM_REG_MIPS_R31                 (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 31)
#define KVM_REG_MIPS_HI                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 32)
#define KVM_REG_MIPS_LO                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 33)
#define KVM_REG_MIPS_PC                  (KVM_REG_MIPS_GP | KVM_REG_SIZE_U64 | 34)

/* KVM_REG_MIPS_CP0: bits 8-15 a CP0 register set; set 0 the CP0
   registers (bits 3-7 rd, 0-2 sel), set 1 the MAARs (bits 0-7 the
   index) */
#define KVM_REG_MIPS_MAAR                (KVM_REG_MIPS_CP0 | (1 << 8))
#define LINUXABI_KVM_REG_MIPS_CP0_MAAR(n) \
    (KVM_REG_MIPS_MAAR | KVM_REG_SIZE_U64 | (n))

/* KVM_REG_MIPS_KVM: the CP0 Count timer's control (DC: counting
   stopped, the time of the stop in COUNT_RESUME), the monotonic
   nanoseconds of that stop, its rate in Hz */
#define KVM_REG_MIPS_COUNT_CTL           (KVM_REG_MIPS_KVM | KVM_REG_SIZE_U64 | 0)
#define KVM_REG_MIPS_COUNT_CTL_DC        0x00000001
#define KVM_REG_MIPS_COUNT_RESUME        (KVM_REG_MIPS_KVM | KVM_REG_SIZE_U64 | 1)
#define KVM_REG_MIPS_COUNT_HZ            (KVM_REG_MIPS_KVM | KVM_REG_SIZE_U64 | 2)

/* KVM_REG_MIPS_FPU: bits 8-15 a subset (the FP/vector registers, the FP
   control registers, the MSA control registers), 0-4 the register */
#define KVM_REG_MIPS_FPR                 (KVM_REG_MIPS_FPU | 0x0000000000000000ULL)
#define KVM_REG_MIPS_FCR                 (KVM_REG_MIPS_FPU | 0x0000000000000100ULL)
#define KVM_REG_MIPS_MSACR               (KVM_REG_MIPS_FPU | 0x0000000000000200ULL)

/* FP register n as a single, as a double, MSA vector register n */
#define LINUXABI_KVM_REG_MIPS_FPR_32(n) \
    (KVM_REG_MIPS_FPR | KVM_REG_SIZE_U32 | (n))
#define LINUXABI_KVM_REG_MIPS_FPR_64(n) \
    (KVM_REG_MIPS_FPR | KVM_REG_SIZE_U64 | (n))
#define LINUXABI_KVM_REG_MIPS_VEC_128(n) \
    (KVM_REG_MIPS_FPR | KVM_REG_SIZE_U128 | (n))

#define KVM_REG_MIPS_FCR_IR              (KVM_REG_MIPS_FCR | KVM_REG_SIZE_U32 | 0)
#define KVM_REG_MIPS_FCR_CSR             (KVM_REG_MIPS_FCR | KVM_REG_SIZE_U32 | 31)
#define KVM_REG_MIPS_MSA_IR              (KVM_REG_MIPS_MSACR | KVM_REG_SIZE_U32 | 0)
#define KVM_REG_MIPS_MSA_CSR             (KVM_REG_MIPS_MSACR | KVM_REG_SIZE_U32 | 1)

/* KVM_EXIT_DEBUG: where the guest stopped */
struct linuxabi_kvm_debug_exit_arch {
    uint64_t epc;
};

/* KVM_INTERRUPT's argument on MIPS: the kernel reads these 8 bytes,
   though the request number carries struct linuxabi_kvm_interrupt's
   size (4) */
struct linuxabi_kvm_mips_interrupt {
    uint32_t cpu;                       /* a vCPU's index; 0xffffffff: this one */
    uint32_t irq;                       /* n raises interrupt n, -n lowers it */
};

/* struct linuxabi_kvm_run u.debug (KVM_EXIT_DEBUG) */
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
    uint32_t pad;                       /* the kernel's empty arch follows */
};

/* ioctl(2) requests of a vCPU fd with the structs above.  KVM_GET_SREGS,
   KVM_SET_SREGS, KVM_GET_FPU and KVM_SET_FPU take the kernel's empty
   struct kvm_sregs and struct kvm_fpu (a GNU C extension, size 0: C89
   has no empty struct, so ours have none) and answer ENOTTY on MIPS:
   its FP registers go through KVM_GET_ONE_REG */
#define KVM_GET_REGS                     LINUXABI_IOR(KVMIO, 0x81, struct linuxabi_kvm_regs)
#define KVM_SET_REGS                     LINUXABI_IOW(KVMIO, 0x82, struct linuxabi_kvm_regs)
#define KVM_GET_SREGS                    LINUXABI_IOC(LINUXABI_IOC_READ, KVMIO, 0x83, 0)
#define KVM_SET_SREGS                    LINUXABI_IOC(LINUXABI_IOC_WRITE, KVMIO, 0x84, 0)
#define KVM_GET_FPU                      LINUXABI_IOC(LINUXABI_IOC_READ, KVMIO, 0x8c, 0)
#define KVM_SET_FPU                      LINUXABI_IOC(LINUXABI_IOC_WRITE, KVMIO, 0x8d, 0)
#define KVM_SET_GUEST_DEBUG              LINUXABI_IOW(KVMIO, 0x9b, struct linuxabi_kvm_guest_debug)

#endif
