#ifndef LINUXABI_ARCH_KEYCTL_KDF_H
#define LINUXABI_ARCH_KEYCTL_KDF_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/keyctl.h>: KEYCTL_DH_COMPUTE's key derivation, its fifth
 * argument.  Here pointers are 64-bit.
 */

#include <stdint.h>

/* the hash to derive with, and other input to it */
struct linuxabi_keyctl_kdf_params {
	char    *hashname;                  /* a crypto API hash name */
	char    *otherinfo;
	uint32_t otherinfolen;
	uint32_t __spare[8];
	uint32_t __pad;                     /* to the pointers' alignment */
};

#endif
