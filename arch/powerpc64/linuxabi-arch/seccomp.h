#ifndef LINUXABI_ARCH_SECCOMP_H
#define LINUXABI_ARCH_SECCOMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/seccomp.h>: the AUDIT_ARCH_* value the kernel reports in
 * struct linuxabi_seccomp_data arch for a program of this ABI: 64-bit
 * PowerPC, by byte order: AUDIT_ARCH_PPC64LE for ppc64le, AUDIT_ARCH_PPC64
 * for big-endian ppc64.
 */

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_PPC64LE
#else
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_PPC64
#endif

#endif
