#ifndef LINUXABI_ARCH_SECCOMP_H
#define LINUXABI_ARCH_SECCOMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/seccomp.h>: the AUDIT_ARCH_* value the kernel reports in
 * struct linuxabi_seccomp_data arch for a program of this ABI: SuperH,
 * by byte order.
 */

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_SH
#else
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_SHEL
#endif

#endif
