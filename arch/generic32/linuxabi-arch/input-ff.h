#ifndef LINUXABI_ARCH_INPUT_FF_H
#define LINUXABI_ARCH_INPUT_FF_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/input.h>: the force-feedback effect EVIOCSFF uploads, which
 * holds a pointer, and the request that uploads it.  Here pointers are
 * 32-bit and 4-byte aligned (struct linuxabi_ff_periodic_effect: 28
 * bytes, the union 28, struct linuxabi_ff_effect 44).
 */

#include <stdint.h>

/* FF_PERIODIC: a wave; FF_CUSTOM's custom_len samples at custom_data,
   which the driver copies */
struct linuxabi_ff_periodic_effect {
    uint16_t waveform;                  /* FF_SQUARE .. FF_CUSTOM */
    uint16_t period;
    int16_t  magnitude;                 /* the peak */
    int16_t  offset;                    /* the mean */
    uint16_t phase;
    struct linuxabi_ff_envelope envelope;
    uint8_t  __pad[2];
    uint32_t custom_len;
    int16_t  *custom_data;
};

/* the parameters of each type of effect */
union linuxabi_ff_effect_u {
    struct linuxabi_ff_constant_effect constant;
    struct linuxabi_ff_ramp_effect ramp;
    struct linuxabi_ff_periodic_effect periodic;
    struct linuxabi_ff_condition_effect condition[2];   /* x, y */
    struct linuxabi_ff_rumble_effect rumble;
    struct linuxabi_ff_haptic_effect haptic;
};

/* an effect: id -1 asks for a new one, whose id the kernel writes back */
struct linuxabi_ff_effect {
    uint16_t type;                      /* FF_RUMBLE .. */
    int16_t  id;
    uint16_t direction;                 /* 0 down, 0x4000 left, 0x8000 up, 0xc000 right */
    struct linuxabi_ff_trigger trigger;
    struct linuxabi_ff_replay replay;
    uint8_t  __pad[2];
    union linuxabi_ff_effect_u u;
};

/* ioctl(2): upload an effect.  Its size, 44 bytes here, is spelled as
   uint32_t[11] so that the number is this ABI's whatever compiler reads the
   file (liblinuxabi's tables are built on the host). */
#define EVIOCSFF                LINUXABI_IOW('E', 0x80, uint32_t[11])

#endif
