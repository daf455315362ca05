#ifndef LINUXABI_ARCH_UINPUT_ABS_H
#define LINUXABI_ARCH_UINPUT_ABS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/uinput.h>: UI_ABS_SETUP and its argument, an absolute axis
 * of the device being set up.  m68k: int32_t is 2-byte aligned, so
 * nothing pads (26 bytes).  The request's size is spelled as
 * uint16_t[13] so that the number is this ABI's whatever compiler reads
 * the file (liblinuxabi's tables are built on the host).
 */

#include <stdint.h>

struct linuxabi_uinput_abs_setup {
    uint16_t code;                      /* ABS_* */
    struct linuxabi_input_absinfo absinfo;
};

#define UI_ABS_SETUP            LINUXABI_IOW(UINPUT_IOCTL_BASE, 4, uint16_t[13])

#endif
