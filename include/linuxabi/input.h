#ifndef LINUXABI_INPUT_H
#define LINUXABI_INPUT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/input.h>: input devices, /dev/input/eventN (the kernel's
 * <linux/input.h>): struct linuxabi_input_event, what read(2) returns
 * and write(2) takes; the ioctl(2) requests EVIOC*, made with
 * LINUXABI_IO*(), those whose size or number is an argument as helpers
 * (the kernel's EVIOCGNAME(len) is LINUXABI_EVIOCGNAME(len), and so on);
 * the device ids, buses and force-feedback effects.  The event codes are
 * <linuxabi/input-event-codes.h>, which this includes.
 *
 * Per ABI (<linuxabi-arch/input-event.h>, <linuxabi-arch/input-ff.h>):
 * an event's time is two kernel longs, seconds and microseconds (sparc64:
 * an int of microseconds and 4 bytes of padding), whatever the size of
 * libc's time_t: the kernel's struct timeval before 64-bit time_t, its
 * __sec and __usec after; struct linuxabi_ff_effect holds a pointer.
 * Not here: EV_VERSION, the protocol version, which EVIOCGVERSION
 * answers, and the *_MAX limits, which grow.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <linuxabi/input-event-codes.h>
#include <stdint.h>
#include <linuxabi-arch/input-event.h>

/* EVIOCGID: who made the device, on which bus */
struct linuxabi_input_id {
    uint16_t bustype;                   /* BUS_* */
    uint16_t vendor;
    uint16_t product;
    uint16_t version;
};

/* indexes of the four in struct linuxabi_input_id, as a uint16_t[4] */
#define ID_BUS                  0
#define ID_VENDOR               1
#define ID_PRODUCT              2
#define ID_VERSION              3

/* EVIOCGABS(), EVIOCSABS(): an absolute axis */
struct linuxabi_input_absinfo {
    int32_t  value;                     /* the latest */
    int32_t  minimum;
    int32_t  maximum;
    int32_t  fuzz;                      /* noise the kernel filters out */
    int32_t  flat;                      /* joydev reports this much around 0 as 0 */
    int32_t  resolution;                /* units per mm, or per radian */
};

/* EVIOCGKEYCODE_V2, EVIOCSKEYCODE_V2: one entry of the keymap */
struct linuxabi_input_keymap_entry {
    uint8_t  flags;                     /* INPUT_KEYMAP_BY_INDEX */
    uint8_t  len;                       /* bytes of scancode used */
    uint16_t index;                     /* the entry, with INPUT_KEYMAP_BY_INDEX */
    uint32_t keycode;                   /* KEY_*, BTN_* */
    uint8_t  scancode[32];              /* in the machine's byte order */
};

/* struct linuxabi_input_keymap_entry flags: look up by index, not by
   scancode */
#define INPUT_KEYMAP_BY_INDEX   (1 << 0)

/* EVIOCGMASK, EVIOCSMASK: which codes of one event type this file
   receives, as a bitmap of codes_size bytes at codes_ptr */
struct linuxabi_input_mask {
    uint32_t type;                      /* EV_* */
    uint32_t codes_size;
    uint64_t codes_ptr;                 /* a user address */
};

/* buses (struct linuxabi_input_id bustype) */
#define BUS_PCI                 0x01
#define BUS_ISAPNP              0x02
#define BUS_USB                 0x03
#define BUS_HIL                 0x04
#define BUS_BLUETOOTH           0x05
#define BUS_VIRTUAL             0x06
#define BUS_ISA                 0x10
#define BUS_I8042               0x11
#define BUS_XTKBD               0x12
#define BUS_RS232               0x13
#define BUS_GAMEPORT            0x14
#define BUS_PARPORT             0x15
#define BUS_AMIGA               0x16
#define BUS_ADB                 0x17
#define BUS_I2C                 0x18
#define BUS_HOST                0x19
#define BUS_GSC                 0x1A
#define BUS_ATARI               0x1B
#define BUS_SPI                 0x1C
#define BUS_RMI                 0x1D
#define BUS_CEC                 0x1E
#define BUS_INTEL_ISHTP         0x1F
#define BUS_AMD_SFH             0x20
#define BUS_SDW                 0x21

/* what touches a multi-touch surface (ABS_MT_TOOL_TYPE) */
#define MT_TOOL_FINGER          0x00
#define MT_TOOL_PEN             0x01
#define MT_TOOL_PALM            0x02
#define MT_TOOL_DIAL            0x0a

/* an effect's state (the value of an EV_FF_STATUS event) */
#define FF_STATUS_STOPPED       0x00
#define FF_STATUS_PLAYING       0x01

/* force-feedback effects (EVIOCSFF), durations in milliseconds, at
   most 0x7fff */

/* when an effect plays */
struct linuxabi_ff_replay {
    uint16_t length;
    uint16_t delay;                     /* before it starts */
};

/* which button starts an effect */
struct linuxabi_ff_trigger {
    uint16_t button;
    uint16_t interval;                  /* before it may start again */
};

/* how an effect rises and fades: levels 0..0x7fff */
struct linuxabi_ff_envelope {
    uint16_t attack_length;
    uint16_t attack_level;
    uint16_t fade_length;
    uint16_t fade_level;
};

/* FF_CONSTANT */
struct linuxabi_ff_constant_effect {
    int16_t  level;
    struct linuxabi_ff_envelope envelope;
};

/* FF_RAMP */
struct linuxabi_ff_ramp_effect {
    int16_t  start_level;
    int16_t  end_level;
    struct linuxabi_ff_envelope envelope;
};

/* FF_SPRING, FF_FRICTION, FF_DAMPER, FF_INERTIA: one an axis */
struct linuxabi_ff_condition_effect {
    uint16_t right_saturation;
    uint16_t left_saturation;
    int16_t  right_coeff;
    int16_t  left_coeff;
    uint16_t deadband;
    int16_t  center;
};

/* FF_RUMBLE: the heavy and the light motor */
struct linuxabi_ff_rumble_effect {
    uint16_t strong_magnitude;
    uint16_t weak_magnitude;
};

/* FF_HAPTIC: a waveform of the HID haptics page */
struct linuxabi_ff_haptic_effect {
    uint16_t hid_usage;
    uint16_t vendor_id;                 /* for a vendor's waveform */
    uint8_t  vendor_waveform_page;
    uint8_t  __pad;
    uint16_t intensity;                 /* percent */
    uint16_t repeat_count;
    uint16_t retrigger_period;
};

/* struct linuxabi_ff_periodic_effect, union linuxabi_ff_effect_u,
   struct linuxabi_ff_effect */
#include <linuxabi-arch/input-ff.h>

/* effect types (struct linuxabi_ff_effect type; EVIOCGBIT(EV_FF)) */
#define FF_HAPTIC               0x4f
#define FF_RUMBLE               0x50
#define FF_PERIODIC             0x51
#define FF_CONSTANT             0x52
#define FF_SPRING               0x53
#define FF_FRICTION             0x54
#define FF_DAMPER               0x55
#define FF_INERTIA              0x56
#define FF_RAMP                 0x57

/* waveforms of FF_PERIODIC (struct linuxabi_ff_periodic_effect
   waveform) */
#define FF_SQUARE               0x58
#define FF_TRIANGLE             0x59
#define FF_SINE                 0x5a
#define FF_SAW_UP               0x5b
#define FF_SAW_DOWN             0x5c
#define FF_CUSTOM               0x5d

/* device settings, written as EV_FF events: gain 0..0xffff, autocenter
   strength */
#define FF_GAIN                 0x60
#define FF_AUTOCENTER           0x61

/* effect ids stay below FF_GAIN */
#define FF_MAX_EFFECTS          FF_GAIN

/* ioctl(2) requests */
#define EVIOCGVERSION           LINUXABI_IOR('E', 0x01, int)
#define EVIOCGID                LINUXABI_IOR('E', 0x02, struct linuxabi_input_id)
#define EVIOCGREP               LINUXABI_IOR('E', 0x03, uint32_t[2])   /* REP_DELAY, REP_PERIOD */
#define EVIOCSREP               LINUXABI_IOW('E', 0x03, uint32_t[2])
#define EVIOCGKEYCODE           LINUXABI_IOR('E', 0x04, uint32_t[2])   /* scancode, keycode */
#define EVIOCGKEYCODE_V2        LINUXABI_IOR('E', 0x04, struct linuxabi_input_keymap_entry)
#define EVIOCSKEYCODE           LINUXABI_IOW('E', 0x04, uint32_t[2])
#define EVIOCSKEYCODE_V2        LINUXABI_IOW('E', 0x04, struct linuxabi_input_keymap_entry)
/* EVIOCSFF (0x80), on a struct linuxabi_ff_effect, is in
   <linuxabi-arch/input-ff.h> */
#define EVIOCRMFF               LINUXABI_IOW('E', 0x81, int)           /* erase an effect, by id */
#define EVIOCGEFFECTS           LINUXABI_IOR('E', 0x84, int)           /* effects that can play at once */
#define EVIOCGRAB               LINUXABI_IOW('E', 0x90, int)           /* non-zero: only this file gets events */
#define EVIOCREVOKE             LINUXABI_IOW('E', 0x91, int)           /* argument 0: this file gets nothing more */
#define EVIOCGMASK              LINUXABI_IOR('E', 0x92, struct linuxabi_input_mask)
#define EVIOCSMASK              LINUXABI_IOW('E', 0x93, struct linuxabi_input_mask)
#define EVIOCSCLOCKID           LINUXABI_IOW('E', 0xa0, int)           /* CLOCK_REALTIME, _MONOTONIC, _BOOTTIME */

/* requests that read len bytes: the name, the physical path, the
   unique id (strings), the INPUT_PROP_* bitmap, the slots of one
   multi-touch axis (a uint32_t code, then an int32_t a slot), the
   bitmaps of the keys down, the LEDs lit, the sounds on and the
   switches set; the bitmap of event type ev's codes (0: of the EV_*
   types) */
#define LINUXABI_EVIOCGNAME(len)        LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x06, (len))
#define LINUXABI_EVIOCGPHYS(len)        LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x07, (len))
#define LINUXABI_EVIOCGUNIQ(len)        LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x08, (len))
#define LINUXABI_EVIOCGPROP(len)        LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x09, (len))
#define LINUXABI_EVIOCGMTSLOTS(len)     LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x0a, (len))
#define LINUXABI_EVIOCGKEY(len)         LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x18, (len))
#define LINUXABI_EVIOCGLED(len)         LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x19, (len))
#define LINUXABI_EVIOCGSND(len)         LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x1a, (len))
#define LINUXABI_EVIOCGSW(len)          LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x1b, (len))
#define LINUXABI_EVIOCGBIT(ev, len)     LINUXABI_IOC(LINUXABI_IOC_READ, 'E', 0x20 + (ev), (len))

/* absolute axis abs (ABS_*): read, set */
#define LINUXABI_EVIOCGABS(abs) \
    LINUXABI_IOR('E', 0x40 + (abs), struct linuxabi_input_absinfo)
#define LINUXABI_EVIOCSABS(abs) \
    LINUXABI_IOW('E', 0xc0 + (abs), struct linuxabi_input_absinfo)

#endif
