#ifndef LINUXABI_ARCH_UINPUT_ABS_H
#define LINUXABI_ARCH_UINPUT_ABS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/uinput.h>: UI_ABS_SETUP and its argument, an absolute axis
 * of the device being set up.  Here a 4-byte aligned int32_t: 2 bytes of
 * padding after code (28 bytes).  The request's size is spelled as
 * uint32_t[7] so that the number is this ABI's whatever compiler reads
 * the file (liblinuxabi's tables are built on the host).
 */

#include <stdint.h>

struct linuxabi_uinput_abs_setup {
    uint16_t code;                      /* ABS_* */
    uint8_t  __pad[2];
    struct linuxabi_input_absinfo absinfo;
};

#define UI_ABS_SETUP            LINUXABI_IOW(UINPUT_IOCTL_BASE, 4, uint32_t[7])

#endif
