#ifndef LINUXABI_ARCH_SECCOMP_H
#define LINUXABI_ARCH_SECCOMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/seccomp.h>: the AUDIT_ARCH_* value the kernel reports in
 * struct linuxabi_seccomp_data arch for a program of this ABI: 32-bit
 * ARM (EABI), by byte order; an arm64 kernel reports the same for it.
 */

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_ARMEB
#else
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_ARM
#endif

#endif
