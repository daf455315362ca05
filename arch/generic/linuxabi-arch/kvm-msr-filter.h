#ifndef LINUXABI_ARCH_KVM_MSR_FILTER_H
#define LINUXABI_ARCH_KVM_MSR_FILTER_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: x86's MSR filter (KVM_X86_SET_MSR_FILTER), whose
 * structs hold a pointer.  This ABI: not x86, so nothing (only x86's
 * <linuxabi-arch/kvm.h> includes this file).
 */

#endif
