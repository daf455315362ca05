#ifndef LINUXABI_UINPUT_H
#define LINUXABI_UINPUT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/uinput.h>: input devices made from user space, /dev/uinput
 * (the kernel's <linux/uinput.h>): the ioctl(2) requests UI_*, made with
 * LINUXABI_IO*() (UI_GET_SYSNAME(len) as LINUXABI_UI_GET_SYSNAME(len)),
 * struct linuxabi_uinput_setup and _uinput_abs_setup, which set a device
 * up, the old struct linuxabi_uinput_user_dev, which write(2) takes
 * instead, and the force-feedback requests the device's file answers.
 * Events are written as struct linuxabi_input_event
 * (<linuxabi/input.h>, which this includes).  UI_SET_PHYS's argument is
 * a pointer and struct linuxabi_uinput_ff_upload holds two effects, so
 * those requests are per ABI (<linuxabi-arch/uinput-ioctl.h>), as is
 * struct linuxabi_uinput_abs_setup, padded but on m68k, with
 * UI_ABS_SETUP (<linuxabi-arch/uinput-abs.h>).  Not
 * here: UINPUT_VERSION, which UI_GET_VERSION answers and new requests
 * raise.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <linuxabi/input.h>
#include <stdint.h>

/* the size of a device's name, with its terminating 0 */
#define UINPUT_MAX_NAME_SIZE    80

/* UI_DEV_SETUP: who the device says it is */
struct linuxabi_uinput_setup {
    struct linuxabi_input_id id;
    char     name[UINPUT_MAX_NAME_SIZE];
    uint32_t ff_effects_max;            /* effects it can hold, for EV_FF */
};

/* struct linuxabi_uinput_abs_setup and UI_ABS_SETUP: one absolute axis
   (m68k: no padding before the 2-byte aligned struct) */
#include <linuxabi-arch/uinput-abs.h>

/* UI_BEGIN_FF_UPLOAD, UI_END_FF_UPLOAD: the effect a program uploads to
   the device (EVIOCSFF), which its maker answers */
struct linuxabi_uinput_ff_upload {
    uint32_t request_id;                /* the value of the EV_UINPUT event */
    int32_t  retval;                    /* the maker's answer: 0 or -errno */
    struct linuxabi_ff_effect effect;
    struct linuxabi_ff_effect old;      /* the effect it replaces */
};

/* UI_BEGIN_FF_ERASE, UI_END_FF_ERASE: an effect a program erases
   (EVIOCRMFF) */
struct linuxabi_uinput_ff_erase {
    uint32_t request_id;
    int32_t  retval;
    uint32_t effect_id;
};

/* the old set-up: write(2) one of these to /dev/uinput, then
   UI_DEV_CREATE; the arrays are per ABS_* axis, 64 of them */
struct linuxabi_uinput_user_dev {
    char     name[UINPUT_MAX_NAME_SIZE];
    struct linuxabi_input_id id;
    uint32_t ff_effects_max;
    int32_t  absmax[64];
    int32_t  absmin[64];
    int32_t  absfuzz[64];
    int32_t  absflat[64];
};

/* the type byte of the requests */
#define UINPUT_IOCTL_BASE       'U'

/* ioctl(2) requests on /dev/uinput: make and remove the device, set it
   up, then say which events and codes it sends (an int argument: EV_*,
   KEY_*, REL_*, ...) */
#define UI_DEV_CREATE           LINUXABI_IO(UINPUT_IOCTL_BASE, 1)
#define UI_DEV_DESTROY          LINUXABI_IO(UINPUT_IOCTL_BASE, 2)
#define UI_DEV_SETUP            LINUXABI_IOW(UINPUT_IOCTL_BASE, 3, struct linuxabi_uinput_setup)
#define UI_SET_EVBIT            LINUXABI_IOW(UINPUT_IOCTL_BASE, 100, int)
#define UI_SET_KEYBIT           LINUXABI_IOW(UINPUT_IOCTL_BASE, 101, int)
#define UI_SET_RELBIT           LINUXABI_IOW(UINPUT_IOCTL_BASE, 102, int)
#define UI_SET_ABSBIT           LINUXABI_IOW(UINPUT_IOCTL_BASE, 103, int)
#define UI_SET_MSCBIT           LINUXABI_IOW(UINPUT_IOCTL_BASE, 104, int)
#define UI_SET_LEDBIT           LINUXABI_IOW(UINPUT_IOCTL_BASE, 105, int)
#define UI_SET_SNDBIT           LINUXABI_IOW(UINPUT_IOCTL_BASE, 106, int)
#define UI_SET_FFBIT            LINUXABI_IOW(UINPUT_IOCTL_BASE, 107, int)
#define UI_SET_SWBIT            LINUXABI_IOW(UINPUT_IOCTL_BASE, 109, int)
#define UI_SET_PROPBIT          LINUXABI_IOW(UINPUT_IOCTL_BASE, 110, int)
#define UI_BEGIN_FF_ERASE       LINUXABI_IOWR(UINPUT_IOCTL_BASE, 202, struct linuxabi_uinput_ff_erase)
#define UI_END_FF_ERASE         LINUXABI_IOW(UINPUT_IOCTL_BASE, 203, struct linuxabi_uinput_ff_erase)
#define UI_GET_VERSION          LINUXABI_IOR(UINPUT_IOCTL_BASE, 45, uint32_t)

/* UI_SET_PHYS (108), UI_BEGIN_FF_UPLOAD (200), UI_END_FF_UPLOAD (201) */
#include <linuxabi-arch/uinput-ioctl.h>

/* the name of the device made, in /sys/devices/virtual/input/, as a
   string of at most len bytes: the kernel's UI_GET_SYSNAME(len) */
#define LINUXABI_UI_GET_SYSNAME(len) \
    LINUXABI_IOC(LINUXABI_IOC_READ, UINPUT_IOCTL_BASE, 44, (len))

/* the event type of the requests a device's maker reads from
   /dev/uinput, and its codes: an upload, an erase (the value is the
   request_id to pass to UI_BEGIN_FF_UPLOAD or UI_BEGIN_FF_ERASE) */
#define EV_UINPUT               0x0101
#define UI_FF_UPLOAD            1
#define UI_FF_ERASE             2

#endif
