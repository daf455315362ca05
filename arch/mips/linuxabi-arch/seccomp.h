#ifndef LINUXABI_ARCH_SECCOMP_H
#define LINUXABI_ARCH_SECCOMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/seccomp.h>: the AUDIT_ARCH_* value the kernel reports in
 * struct linuxabi_seccomp_data arch for a program of this ABI: MIPS o32,
 * by byte order, on 32-bit and 64-bit kernels alike.
 */

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_MIPSEL
#else
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_MIPS
#endif

#endif
