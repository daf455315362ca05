#ifndef LINUXABI_ARCH_UINPUT_IOCTL_H
#define LINUXABI_ARCH_UINPUT_IOCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/uinput.h>: the requests whose argument size depends on the
 * ABI: UI_SET_PHYS's is a pointer, 4 bytes here, and
 * UI_BEGIN_FF_UPLOAD's and UI_END_FF_UPLOAD's a struct
 * linuxabi_uinput_ff_upload, 88 bytes on m68k (its effects are 40).
 * The sizes are spelled as integer types so that the numbers are this
 * ABI's whatever compiler reads the file (liblinuxabi's tables are built
 * on the host).
 */

#include <stdint.h>

#define UI_SET_PHYS             LINUXABI_IOW(UINPUT_IOCTL_BASE, 108, uint32_t)     /* a char *, the physical path */
#define UI_BEGIN_FF_UPLOAD      LINUXABI_IOWR(UINPUT_IOCTL_BASE, 200, uint16_t[44])
#define UI_END_FF_UPLOAD        LINUXABI_IOW(UINPUT_IOCTL_BASE, 201, uint16_t[44])

#endif
