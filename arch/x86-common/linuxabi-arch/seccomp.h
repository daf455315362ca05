#ifndef LINUXABI_ARCH_SECCOMP_H
#define LINUXABI_ARCH_SECCOMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/seccomp.h>: the AUDIT_ARCH_* value the kernel reports in
 * struct linuxabi_seccomp_data arch for a program of this ABI: x86_64
 * and x32 (i386 has its own file).  An x32 call is told from an x86_64 one
 * by LINUXABI_X32_SYSCALL_BIT (<linuxabi/syscall.h>) in nr.
 */

#define LINUXABI_AUDIT_ARCH AUDIT_ARCH_X86_64

#endif
