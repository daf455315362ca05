#ifndef LINUXABI_ARCH_ASOUND_BITFIELD_H
#define LINUXABI_ARCH_ASOUND_BITFIELD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/asound.h>: the kernel's bitfields, each a whole integer here,
 * and the bit of each 1-bit field in it.  m68k: a few bitfields of an
 * unsigned int take 2 bytes, not 4, filled from bit 15 down (big-endian):
 * struct linuxabi_snd_interval is 10 bytes.
 */

#include <stdint.h>

/* a range of a hardware parameter (struct linuxabi_snd_pcm_hw_params) */
struct linuxabi_snd_interval {
    uint32_t min;
    uint32_t max;
    uint16_t flags;                     /* bitfields openmin, openmax,
                                           integer, empty: 1 bit each */
};

/* struct linuxabi_snd_interval flags; struct linuxabi_snd_rawmidi_params
   flags (no active sensing byte at close); struct
   linuxabi_snd_ctl_elem_value flags (indirect, obsolete) */
#define LINUXABI_SNDRV_INTERVAL_OPENMIN_BIT 15  /* min is excluded */
#define LINUXABI_SNDRV_INTERVAL_OPENMAX_BIT 14  /* max is excluded */
#define LINUXABI_SNDRV_INTERVAL_INTEGER_BIT 13  /* integers only */
#define LINUXABI_SNDRV_INTERVAL_EMPTY_BIT 12
#define LINUXABI_SNDRV_RAWMIDI_PARAMS_NO_ACTIVE_SENSING_BIT 15
#define LINUXABI_SNDRV_CTL_ELEM_VALUE_INDIRECT_BIT 15

#endif
