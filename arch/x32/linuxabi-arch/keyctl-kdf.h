#ifndef LINUXABI_ARCH_KEYCTL_KDF_H
#define LINUXABI_ARCH_KEYCTL_KDF_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/keyctl.h>: KEYCTL_DH_COMPUTE's key derivation, its fifth
 * argument.  x32: x86_64's layout, not the exported header's 32-bit
 * pointers.  x32's keyctl(2) is x86_64's own call, which reads 64-bit
 * pointers (only i386 has the compat call and its 44-byte struct): store
 * a pointer as (uint64_t)(uintptr_t)p.
 */

#include <stdint.h>

/* the hash to derive with, and other input to it */
struct linuxabi_keyctl_kdf_params {
	uint64_t hashname;                  /* a crypto API hash name */
	uint64_t otherinfo;
	uint32_t otherinfolen;
	uint32_t __spare[8];
	uint32_t __pad;                     /* to the pointers' alignment */
};

#endif
