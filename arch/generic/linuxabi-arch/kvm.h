#ifndef LINUXABI_ARCH_KVM_H
#define LINUXABI_ARCH_KVM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kvm.h>: the architecture's part of KVM (the kernel's
 * <asm/kvm.h>): its registers, struct linuxabi_kvm_run and the requests of
 * its own structs.  This ABI: no KVM (the kernel has no <asm/kvm.h> for
 * it), so nothing; <linuxabi/kvm.h>'s common names stay, for programs
 * that decode another machine's requests.
 */

#endif
