#ifndef LINUXABI_ARCH_AUTOFS_LONG_H
#define LINUXABI_ARCH_AUTOFS_LONG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/autofs.h>: the request whose number carries the size of a
 * C long.  This ABI: a 64-bit long.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

#define AUTOFS_IOC_SETTIMEOUT LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_IOC_SETTIMEOUT_CMD, uint64_t)

#endif
