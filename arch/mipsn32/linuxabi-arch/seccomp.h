#ifndef LINUXABI_ARCH_SECCOMP_H
#define LINUXABI_ARCH_SECCOMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/seccomp.h>: the AUDIT_ARCH_* value the kernel reports in
 * struct linuxabi_seccomp_data arch for a program of this ABI: MIPS n32,
 * by byte order: the 64-bit flag with the n32 convention.
 */

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_MIPSEL64N32
#else
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_MIPS64N32
#endif

#endif
