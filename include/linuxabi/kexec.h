#ifndef LINUXABI_KEXEC_H
#define LINUXABI_KEXEC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kexec.h>: kexec_load(2) and kexec_file_load(2), which load a
 * kernel to boot into with reboot(2)'s LINUX_REBOOT_CMD_KEXEC (or on a
 * crash).  struct linuxabi_kexec_segment holds pointers and sizes, so it
 * comes from <linuxabi-arch/kexec.h>.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/kexec.h>

/* kexec_load(2) flags, with an architecture in the high 16 bits */
#define KEXEC_ON_CRASH                  0x00000001  /* the kernel to boot on a crash */
#define KEXEC_PRESERVE_CONTEXT          0x00000002  /* keep the system's state to return to */
#define KEXEC_UPDATE_ELFCOREHDR         0x00000004  /* the kernel may update the crash ELF header */
#define KEXEC_CRASH_HOTPLUG_SUPPORT     0x00000008  /* the image handles CPU and memory hotplug */
#define KEXEC_ARCH_MASK                 0xffff0000

/* kexec_file_load(2) flags */
#define KEXEC_FILE_UNLOAD               0x00000001
#define KEXEC_FILE_ON_CRASH             0x00000002
#define KEXEC_FILE_NO_INITRAMFS         0x00000004  /* initrd_fd is not used */
#define KEXEC_FILE_DEBUG                0x00000008  /* print debug messages */
#define KEXEC_FILE_NO_CMA               0x00000010  /* no CMA memory for the crash kernel */
#define KEXEC_FILE_FORCE_DTB            0x00000020  /* x86: pass the current device tree on */

/* kexec_load(2) flags, bits 16-31: the image's architecture (its ELF
   e_machine); the default is this kernel's */
#define KEXEC_ARCH_DEFAULT              (0 << 16)
#define KEXEC_ARCH_386                  (3 << 16)
#define KEXEC_ARCH_68K                  (4 << 16)
#define KEXEC_ARCH_PARISC               (15 << 16)
#define KEXEC_ARCH_X86_64               (62 << 16)
#define KEXEC_ARCH_PPC                  (20 << 16)
#define KEXEC_ARCH_PPC64                (21 << 16)
#define KEXEC_ARCH_IA_64                (50 << 16)
#define KEXEC_ARCH_ARM                  (40 << 16)
#define KEXEC_ARCH_S390                 (22 << 16)
#define KEXEC_ARCH_SH                   (42 << 16)
#define KEXEC_ARCH_MIPS_LE              (10 << 16)
#define KEXEC_ARCH_MIPS                 (8 << 16)
#define KEXEC_ARCH_AARCH64              (183 << 16)
#define KEXEC_ARCH_RISCV                (243 << 16)
#define KEXEC_ARCH_LOONGARCH            (258 << 16)

/* the most segments kexec_load(2) takes */
#define KEXEC_SEGMENT_MAX               16

#endif
