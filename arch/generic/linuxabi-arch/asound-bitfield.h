#ifndef LINUXABI_ARCH_ASOUND_BITFIELD_H
#define LINUXABI_ARCH_ASOUND_BITFIELD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/asound.h>: the kernel's bitfields, each a whole integer here,
 * and the bit of each 1-bit field in it.  The compiler fills a bitfield
 * word from bit 0 up on little-endian ABIs, from bit 31 down on
 * big-endian ones; here the word is a uint32_t.
 */

#include <stdint.h>

#if !defined(__BYTE_ORDER__)
#error "<linuxabi/asound.h>: the compiler does not define __BYTE_ORDER__"
#endif

/* a range of a hardware parameter (struct linuxabi_snd_pcm_hw_params) */
struct linuxabi_snd_interval {
    uint32_t min;
    uint32_t max;
    uint32_t flags;                     /* bitfields openmin, openmax,
                                           integer, empty: 1 bit each */
};

/* struct linuxabi_snd_interval flags; struct linuxabi_snd_rawmidi_params
   flags (no active sensing byte at close); struct
   linuxabi_snd_ctl_elem_value flags (indirect, obsolete) */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_SNDRV_INTERVAL_OPENMIN_BIT 31  /* min is excluded */
#define LINUXABI_SNDRV_INTERVAL_OPENMAX_BIT 30  /* max is excluded */
#define LINUXABI_SNDRV_INTERVAL_INTEGER_BIT 29  /* integers only */
#define LINUXABI_SNDRV_INTERVAL_EMPTY_BIT 28
#define LINUXABI_SNDRV_RAWMIDI_PARAMS_NO_ACTIVE_SENSING_BIT 31
#define LINUXABI_SNDRV_CTL_ELEM_VALUE_INDIRECT_BIT 31
#else
#define LINUXABI_SNDRV_INTERVAL_OPENMIN_BIT 0
#define LINUXABI_SNDRV_INTERVAL_OPENMAX_BIT 1
#define LINUXABI_SNDRV_INTERVAL_INTEGER_BIT 2
#define LINUXABI_SNDRV_INTERVAL_EMPTY_BIT 3
#define LINUXABI_SNDRV_RAWMIDI_PARAMS_NO_ACTIVE_SENSING_BIT 0
#define LINUXABI_SNDRV_CTL_ELEM_VALUE_INDIRECT_BIT 0
#endif

#endif
