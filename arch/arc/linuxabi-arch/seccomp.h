#ifndef LINUXABI_ARCH_SECCOMP_H
#define LINUXABI_ARCH_SECCOMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/seccomp.h>: the AUDIT_ARCH_* value the kernel reports in
 * struct linuxabi_seccomp_data arch for a program of this ABI: ARC,
 * ARCv2 (HS) or ARCompact (ARC700), by byte order.
 */

#if defined(__ARC700__)
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_ARCOMPACTBE
#else
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_ARCOMPACT
#endif
#elif __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_ARCV2BE
#else
#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_ARCV2
#endif

#endif
