#ifndef LINUXABI_ASOUND_H
#define LINUXABI_ASOUND_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/asound.h>: ALSA, the sound devices' ioctl(2), read(2) and
 * mmap(2) interface (the kernel's <sound/asound.h>): the control device
 * /dev/snd/controlCn, PCM /dev/snd/pcmCnDn{p,c}, raw MIDI
 * /dev/snd/midiCnDn, the timer /dev/snd/timer and hardware-dependent
 * devices /dev/snd/hwCnDn.  The kernel's enumerators are macros here, its
 * bitfields whole integers (<linuxabi-arch/asound-bitfield.h>: the bits'
 * positions follow the byte order, and on m68k the integer is 16-bit:
 * the LINUXABI_*_BIT names).
 *
 * Per ABI (<linuxabi-arch/asound-long.h>, <linuxabi-arch/asound-ctl.h>):
 * the structs that hold a kernel long, a pointer, a size_t or a struct
 * timespec, and the requests that carry them.  Their timespecs are the
 * kernel's struct timespec of two kernel longs (a 32-bit time_t on 32-bit
 * ABIs): SNDRV_PCM_IOCTL_STATUS, _SYNC_PTR, SNDRV_TIMER_IOCTL_STATUS and
 * the others as the exported header declares them without 64-bit time_t;
 * the kernel tells the 64-bit-time variants by the size the request
 * number encodes.  LINUXABI_SNDRV_PCM_IOCTL_SYNC_PTR64 and struct
 * linuxabi_snd_pcm_sync_ptr64 are the layout with 64-bit times.
 * Not here: the protocol versions (SNDRV_PCM_VERSION and the others),
 * which each protocol revision raises, and the *_LAST enumerators.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <linuxabi/time.h>
#include <stdint.h>

#if !defined(__BYTE_ORDER__)
#error "<linuxabi/asound.h>: the compiler does not define __BYTE_ORDER__"
#endif

/* a protocol version (the *_IOCTL_PVERSION answers): major.minor.subminor */
#define LINUXABI_SNDRV_PROTOCOL_VERSION(major, minor, subminor) \
    (((major) << 16) | ((minor) << 8) | (subminor))
#define LINUXABI_SNDRV_PROTOCOL_MAJOR(version) (((version) >> 16) & 0xffff)
#define LINUXABI_SNDRV_PROTOCOL_MINOR(version) (((version) >> 8) & 0xff)
#define LINUXABI_SNDRV_PROTOCOL_MICRO(version) ((version) & 0xff)
/* 1 where the major or minor versions differ */
#define LINUXABI_SNDRV_PROTOCOL_INCOMPATIBLE(kversion, uversion) \
    (LINUXABI_SNDRV_PROTOCOL_MAJOR(kversion) != \
     LINUXABI_SNDRV_PROTOCOL_MAJOR(uversion) || \
     (LINUXABI_SNDRV_PROTOCOL_MAJOR(kversion) == \
      LINUXABI_SNDRV_PROTOCOL_MAJOR(uversion) && \
      LINUXABI_SNDRV_PROTOCOL_MINOR(kversion) != \
      LINUXABI_SNDRV_PROTOCOL_MINOR(uversion)))

/* digital audio (S/PDIF) channel status: a control of type
   SNDRV_CTL_ELEM_TYPE_IEC958 */
#define AES_IEC958_STATUS_SIZE  24

struct linuxabi_snd_aes_iec958 {
    uint8_t  status[24];                /* channel status bits */
    uint8_t  subcode[147];
    uint8_t  pad;
    uint8_t  dig_subframe[4];
};

/* a CEA-861 audio InfoFrame (HDMI, DisplayPort) */
struct linuxabi_snd_cea_861_aud_if {
    uint8_t  db1_ct_cc;                 /* coding type, channel count */
    uint8_t  db2_sf_ss;                 /* sample frequency and size */
    uint8_t  db3;
    uint8_t  db4_ca;                    /* channel allocation */
    uint8_t  db5_dminh_lsv;             /* downmix inhibit, level shift */
};

/*
 * Hardware-dependent devices, /dev/snd/hwCnDn
 */

/* struct linuxabi_snd_hwdep_info iface */
#define SNDRV_HWDEP_IFACE_OPL2          0
#define SNDRV_HWDEP_IFACE_OPL3          1
#define SNDRV_HWDEP_IFACE_OPL4          2
#define SNDRV_HWDEP_IFACE_SB16CSP       3   /* Creative Signal Processor */
#define SNDRV_HWDEP_IFACE_EMU10K1       4   /* EMU10K1's FX8010 */
#define SNDRV_HWDEP_IFACE_YSS225        5   /* Yamaha FX processor */
#define SNDRV_HWDEP_IFACE_ICS2115       6
#define SNDRV_HWDEP_IFACE_SSCAPE        7   /* Ensoniq SoundScape */
#define SNDRV_HWDEP_IFACE_VX            8   /* Digigram VX */
#define SNDRV_HWDEP_IFACE_MIXART        9   /* Digigram miXart */
#define SNDRV_HWDEP_IFACE_USX2Y         10  /* Tascam US-122/224/428 */
#define SNDRV_HWDEP_IFACE_EMUX_WAVETABLE 11
#define SNDRV_HWDEP_IFACE_BLUETOOTH     12
#define SNDRV_HWDEP_IFACE_USX2Y_PCM     13
#define SNDRV_HWDEP_IFACE_PCXHR         14  /* Digigram PCXHR */
#define SNDRV_HWDEP_IFACE_SB_RC         15  /* SB Extigy/Audigy2NX remote */
#define SNDRV_HWDEP_IFACE_HDA           16  /* HD-audio */
#define SNDRV_HWDEP_IFACE_USB_STREAM    17
#define SNDRV_HWDEP_IFACE_FW_DICE       18  /* FireWire devices: */
#define SNDRV_HWDEP_IFACE_FW_FIREWORKS  19
#define SNDRV_HWDEP_IFACE_FW_BEBOB      20
#define SNDRV_HWDEP_IFACE_FW_OXFW       21
#define SNDRV_HWDEP_IFACE_FW_DIGI00X    22
#define SNDRV_HWDEP_IFACE_FW_TASCAM     23
#define SNDRV_HWDEP_IFACE_LINE6         24  /* Line6 USB */
#define SNDRV_HWDEP_IFACE_FW_MOTU       25
#define SNDRV_HWDEP_IFACE_FW_FIREFACE   26

/* SNDRV_HWDEP_IOCTL_INFO, SNDRV_CTL_IOCTL_HWDEP_INFO */
struct linuxabi_snd_hwdep_info {
    uint32_t device;
    int32_t  card;
    uint8_t  id[64];
    uint8_t  name[80];
    int32_t  iface;                     /* SNDRV_HWDEP_IFACE_* */
    uint8_t  reserved[64];
};

/* SNDRV_HWDEP_IOCTL_DSP_STATUS: a DSP loader's state */
struct linuxabi_snd_hwdep_dsp_status {
    uint32_t version;                   /* the driver's */
    uint8_t  id[32];
    uint32_t num_dsps;                  /* images to load */
    uint32_t dsp_loaded;                /* a bit for each loaded */
    uint32_t chip_ready;
    uint8_t  reserved[16];
};

#define SNDRV_HWDEP_IOCTL_PVERSION      LINUXABI_IOR('H', 0x00, int)
#define SNDRV_HWDEP_IOCTL_INFO          LINUXABI_IOR('H', 0x01, struct linuxabi_snd_hwdep_info)
#define SNDRV_HWDEP_IOCTL_DSP_STATUS    LINUXABI_IOR('H', 0x02, struct linuxabi_snd_hwdep_dsp_status)

/*
 * PCM, /dev/snd/pcmCnDn{p,c}
 */

/* struct linuxabi_snd_pcm_info dev_class */
#define SNDRV_PCM_CLASS_GENERIC         0   /* mono or stereo */
#define SNDRV_PCM_CLASS_MULTI           1   /* multichannel */
#define SNDRV_PCM_CLASS_MODEM           2
#define SNDRV_PCM_CLASS_DIGITIZER       3

/* struct linuxabi_snd_pcm_info dev_subclass */
#define SNDRV_PCM_SUBCLASS_GENERIC_MIX  0
#define SNDRV_PCM_SUBCLASS_MULTI_MIX    1

/* stream directions */
#define SNDRV_PCM_STREAM_PLAYBACK       0
#define SNDRV_PCM_STREAM_CAPTURE        1

/* access (SNDRV_PCM_HW_PARAM_ACCESS: a bit of its mask each) */
#define SNDRV_PCM_ACCESS_MMAP_INTERLEAVED       0
#define SNDRV_PCM_ACCESS_MMAP_NONINTERLEAVED    1
#define SNDRV_PCM_ACCESS_MMAP_COMPLEX           2
#define SNDRV_PCM_ACCESS_RW_INTERLEAVED         3   /* READI/WRITEI_FRAMES */
#define SNDRV_PCM_ACCESS_RW_NONINTERLEAVED      4   /* READN/WRITEN_FRAMES */

/* sample formats (SNDRV_PCM_HW_PARAM_FORMAT: a bit of its mask each) */
#define SNDRV_PCM_FORMAT_S8             0
#define SNDRV_PCM_FORMAT_U8             1
#define SNDRV_PCM_FORMAT_S16_LE         2
#define SNDRV_PCM_FORMAT_S16_BE         3
#define SNDRV_PCM_FORMAT_U16_LE         4
#define SNDRV_PCM_FORMAT_U16_BE         5
#define SNDRV_PCM_FORMAT_S24_LE         6   /* in the low 3 of 4 bytes */
#define SNDRV_PCM_FORMAT_S24_BE         7
#define SNDRV_PCM_FORMAT_U24_LE         8
#define SNDRV_PCM_FORMAT_U24_BE         9
#define SNDRV_PCM_FORMAT_S32_LE         10
#define SNDRV_PCM_FORMAT_S32_BE         11
#define SNDRV_PCM_FORMAT_U32_LE         12
#define SNDRV_PCM_FORMAT_U32_BE         13
#define SNDRV_PCM_FORMAT_FLOAT_LE       14  /* IEEE-754 binary32, -1.0 to 1.0 */
#define SNDRV_PCM_FORMAT_FLOAT_BE       15
#define SNDRV_PCM_FORMAT_FLOAT64_LE     16  /* IEEE-754 binary64, -1.0 to 1.0 */
#define SNDRV_PCM_FORMAT_FLOAT64_BE     17
#define SNDRV_PCM_FORMAT_IEC958_SUBFRAME_LE 18
#define SNDRV_PCM_FORMAT_IEC958_SUBFRAME_BE 19
#define SNDRV_PCM_FORMAT_MU_LAW         20
#define SNDRV_PCM_FORMAT_A_LAW          21
#define SNDRV_PCM_FORMAT_IMA_ADPCM      22
#define SNDRV_PCM_FORMAT_MPEG           23
#define SNDRV_PCM_FORMAT_GSM            24
#define SNDRV_PCM_FORMAT_S20_LE         25  /* in the low 20 bits of 4 bytes */
#define SNDRV_PCM_FORMAT_S20_BE         26
#define SNDRV_PCM_FORMAT_U20_LE         27
#define SNDRV_PCM_FORMAT_U20_BE         28
#define SNDRV_PCM_FORMAT_SPECIAL        31
#define SNDRV_PCM_FORMAT_S24_3LE        32  /* in 3 bytes */
#define SNDRV_PCM_FORMAT_S24_3BE        33
#define SNDRV_PCM_FORMAT_U24_3LE        34
#define SNDRV_PCM_FORMAT_U24_3BE        35
#define SNDRV_PCM_FORMAT_S20_3LE        36
#define SNDRV_PCM_FORMAT_S20_3BE        37
#define SNDRV_PCM_FORMAT_U20_3LE        38
#define SNDRV_PCM_FORMAT_U20_3BE        39
#define SNDRV_PCM_FORMAT_S18_3LE        40
#define SNDRV_PCM_FORMAT_S18_3BE        41
#define SNDRV_PCM_FORMAT_U18_3LE        42
#define SNDRV_PCM_FORMAT_U18_3BE        43
#define SNDRV_PCM_FORMAT_G723_24        44  /* 8 samples in 3 bytes */
#define SNDRV_PCM_FORMAT_G723_24_1B     45  /* a sample a byte */
#define SNDRV_PCM_FORMAT_G723_40        46  /* 8 samples in 5 bytes */
#define SNDRV_PCM_FORMAT_G723_40_1B     47
#define SNDRV_PCM_FORMAT_DSD_U8         48
#define SNDRV_PCM_FORMAT_DSD_U16_LE     49
#define SNDRV_PCM_FORMAT_DSD_U32_LE     50
#define SNDRV_PCM_FORMAT_DSD_U16_BE     51
#define SNDRV_PCM_FORMAT_DSD_U32_BE     52
#define SNDRV_PCM_FORMAT_FIRST          SNDRV_PCM_FORMAT_S8

/* the formats in this compiler's byte order (the exported header has
   them where SNDRV_LITTLE_ENDIAN or SNDRV_BIG_ENDIAN is defined) */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define SNDRV_PCM_FORMAT_S16            SNDRV_PCM_FORMAT_S16_BE
#define SNDRV_PCM_FORMAT_U16            SNDRV_PCM_FORMAT_U16_BE
#define SNDRV_PCM_FORMAT_S24            SNDRV_PCM_FORMAT_S24_BE
#define SNDRV_PCM_FORMAT_U24            SNDRV_PCM_FORMAT_U24_BE
#define SNDRV_PCM_FORMAT_S32            SNDRV_PCM_FORMAT_S32_BE
#define SNDRV_PCM_FORMAT_U32            SNDRV_PCM_FORMAT_U32_BE
#define SNDRV_PCM_FORMAT_FLOAT          SNDRV_PCM_FORMAT_FLOAT_BE
#define SNDRV_PCM_FORMAT_FLOAT64        SNDRV_PCM_FORMAT_FLOAT64_BE
#define SNDRV_PCM_FORMAT_IEC958_SUBFRAME SNDRV_PCM_FORMAT_IEC958_SUBFRAME_BE
#define SNDRV_PCM_FORMAT_S20            SNDRV_PCM_FORMAT_S20_BE
#define SNDRV_PCM_FORMAT_U20            SNDRV_PCM_FORMAT_U20_BE
#else
#define SNDRV_PCM_FORMAT_S16            SNDRV_PCM_FORMAT_S16_LE
#define SNDRV_PCM_FORMAT_U16            SNDRV_PCM_FORMAT_U16_LE
#define SNDRV_PCM_FORMAT_S24            SNDRV_PCM_FORMAT_S24_LE
#define SNDRV_PCM_FORMAT_U24            SNDRV_PCM_FORMAT_U24_LE
#define SNDRV_PCM_FORMAT_S32            SNDRV_PCM_FORMAT_S32_LE
#define SNDRV_PCM_FORMAT_U32            SNDRV_PCM_FORMAT_U32_LE
#define SNDRV_PCM_FORMAT_FLOAT          SNDRV_PCM_FORMAT_FLOAT_LE
#define SNDRV_PCM_FORMAT_FLOAT64        SNDRV_PCM_FORMAT_FLOAT64_LE
#define SNDRV_PCM_FORMAT_IEC958_SUBFRAME SNDRV_PCM_FORMAT_IEC958_SUBFRAME_LE
#define SNDRV_PCM_FORMAT_S20            SNDRV_PCM_FORMAT_S20_LE
#define SNDRV_PCM_FORMAT_U20            SNDRV_PCM_FORMAT_U20_LE
#endif

/* subformats (SNDRV_PCM_HW_PARAM_SUBFORMAT) */
#define SNDRV_PCM_SUBFORMAT_STD         0
#define SNDRV_PCM_SUBFORMAT_MSBITS_MAX  1   /* all of the format's bits */
#define SNDRV_PCM_SUBFORMAT_MSBITS_20   2
#define SNDRV_PCM_SUBFORMAT_MSBITS_24   3

/* struct linuxabi_snd_pcm_hw_params info: what the hardware can */
#define SNDRV_PCM_INFO_MMAP             0x00000001
#define SNDRV_PCM_INFO_MMAP_VALID       0x00000002  /* period data valid during transfer */
#define SNDRV_PCM_INFO_DOUBLE           0x00000004
#define SNDRV_PCM_INFO_BATCH            0x00000010
#define SNDRV_PCM_INFO_SYNC_APPLPTR     0x00000020  /* appl_ptr must be synced explicitly */
#define SNDRV_PCM_INFO_PERFECT_DRAIN    0x00000040  /* no silence needed at the end */
#define SNDRV_PCM_INFO_INTERLEAVED      0x00000100
#define SNDRV_PCM_INFO_NONINTERLEAVED   0x00000200
#define SNDRV_PCM_INFO_COMPLEX          0x00000400
#define SNDRV_PCM_INFO_BLOCK_TRANSFER   0x00010000
#define SNDRV_PCM_INFO_OVERRANGE        0x00020000  /* capture overrange detection */
#define SNDRV_PCM_INFO_RESUME           0x00040000
#define SNDRV_PCM_INFO_PAUSE            0x00080000
#define SNDRV_PCM_INFO_HALF_DUPLEX      0x00100000
#define SNDRV_PCM_INFO_JOINT_DUPLEX     0x00200000
#define SNDRV_PCM_INFO_SYNC_START       0x00400000
#define SNDRV_PCM_INFO_NO_PERIOD_WAKEUP 0x00800000
#define SNDRV_PCM_INFO_HAS_WALL_CLOCK   0x01000000  /* deprecated: HAS_LINK_ATIME */
#define SNDRV_PCM_INFO_HAS_LINK_ATIME   0x01000000
#define SNDRV_PCM_INFO_HAS_LINK_ABSOLUTE_ATIME 0x02000000
#define SNDRV_PCM_INFO_HAS_LINK_ESTIMATED_ATIME 0x04000000
#define SNDRV_PCM_INFO_HAS_LINK_SYNCHRONIZED_ATIME 0x08000000
#define SNDRV_PCM_INFO_EXPLICIT_SYNC    0x10000000
#define SNDRV_PCM_INFO_NO_REWINDS       0x20000000
#define SNDRV_PCM_INFO_DRAIN_TRIGGER    0x40000000  /* the kernel's own */
#define SNDRV_PCM_INFO_FIFO_IN_FRAMES   0x80000000  /* the kernel's own */

/* stream states (struct linuxabi_snd_pcm_status state) */
#define SNDRV_PCM_STATE_OPEN            0
#define SNDRV_PCM_STATE_SETUP           1
#define SNDRV_PCM_STATE_PREPARED        2
#define SNDRV_PCM_STATE_RUNNING         3
#define SNDRV_PCM_STATE_XRUN            4
#define SNDRV_PCM_STATE_DRAINING        5
#define SNDRV_PCM_STATE_PAUSED          6
#define SNDRV_PCM_STATE_SUSPENDED       7
#define SNDRV_PCM_STATE_DISCONNECTED    8

/* mmap(2) offsets of a PCM: the buffer, the status and control pages
   (_OLD: struct linuxabi_snd_pcm_mmap_status, _control; _NEW: their
   64-bit-time layouts, _mmap_status64 and _control64) */
#define SNDRV_PCM_MMAP_OFFSET_DATA      0x00000000
#define SNDRV_PCM_MMAP_OFFSET_STATUS_OLD 0x80000000
#define SNDRV_PCM_MMAP_OFFSET_CONTROL_OLD 0x81000000
#define SNDRV_PCM_MMAP_OFFSET_STATUS_NEW 0x82000000
#define SNDRV_PCM_MMAP_OFFSET_CONTROL_NEW 0x83000000
#define SNDRV_PCM_MMAP_OFFSET_STATUS    SNDRV_PCM_MMAP_OFFSET_STATUS_OLD
#define SNDRV_PCM_MMAP_OFFSET_CONTROL   SNDRV_PCM_MMAP_OFFSET_CONTROL_OLD

/* SNDRV_PCM_IOCTL_INFO, SNDRV_CTL_IOCTL_PCM_INFO */
struct linuxabi_snd_pcm_info {
    uint32_t device;
    uint32_t subdevice;
    int32_t  stream;                    /* SNDRV_PCM_STREAM_* */
    int32_t  card;
    uint8_t  id[64];
    uint8_t  name[80];
    uint8_t  subname[32];
    int32_t  dev_class;                 /* SNDRV_PCM_CLASS_* */
    int32_t  dev_subclass;              /* SNDRV_PCM_SUBCLASS_* */
    uint32_t subdevices_count;
    uint32_t subdevices_avail;
    uint8_t  pad1[16];
    uint8_t  reserved[64];
};

/* hardware parameters: indexes of struct linuxabi_snd_pcm_hw_params
   masks (from _FIRST_MASK) and intervals (from _FIRST_INTERVAL) */
#define SNDRV_PCM_HW_PARAM_ACCESS       0   /* SNDRV_PCM_ACCESS_* */
#define SNDRV_PCM_HW_PARAM_FORMAT       1   /* SNDRV_PCM_FORMAT_* */
#define SNDRV_PCM_HW_PARAM_SUBFORMAT    2   /* SNDRV_PCM_SUBFORMAT_* */
#define SNDRV_PCM_HW_PARAM_FIRST_MASK   SNDRV_PCM_HW_PARAM_ACCESS
#define SNDRV_PCM_HW_PARAM_LAST_MASK    SNDRV_PCM_HW_PARAM_SUBFORMAT
#define SNDRV_PCM_HW_PARAM_SAMPLE_BITS  8
#define SNDRV_PCM_HW_PARAM_FRAME_BITS   9
#define SNDRV_PCM_HW_PARAM_CHANNELS     10
#define SNDRV_PCM_HW_PARAM_RATE         11
#define SNDRV_PCM_HW_PARAM_PERIOD_TIME  12  /* us between interrupts */
#define SNDRV_PCM_HW_PARAM_PERIOD_SIZE  13  /* frames between interrupts */
#define SNDRV_PCM_HW_PARAM_PERIOD_BYTES 14
#define SNDRV_PCM_HW_PARAM_PERIODS      15  /* interrupts a buffer */
#define SNDRV_PCM_HW_PARAM_BUFFER_TIME  16  /* us */
#define SNDRV_PCM_HW_PARAM_BUFFER_SIZE  17  /* frames */
#define SNDRV_PCM_HW_PARAM_BUFFER_BYTES 18
#define SNDRV_PCM_HW_PARAM_TICK_TIME    19  /* us */
#define SNDRV_PCM_HW_PARAM_FIRST_INTERVAL SNDRV_PCM_HW_PARAM_SAMPLE_BITS
#define SNDRV_PCM_HW_PARAM_LAST_INTERVAL SNDRV_PCM_HW_PARAM_TICK_TIME

/* struct linuxabi_snd_pcm_hw_params flags */
#define SNDRV_PCM_HW_PARAMS_NORESAMPLE  (1 << 0)
#define SNDRV_PCM_HW_PARAMS_EXPORT_BUFFER (1 << 1)
#define SNDRV_PCM_HW_PARAMS_NO_PERIOD_WAKEUP (1 << 2)
#define SNDRV_PCM_HW_PARAMS_NO_DRAIN_SILENCE (1 << 3)

#include <linuxabi-arch/asound-bitfield.h>

/* a set of a hardware parameter's values, a bit each */
#define SNDRV_MASK_MAX                  256

struct linuxabi_snd_mask {
    uint32_t bits[8];                   /* value n is bit n % 32 of bits[n / 32] */
};

/* struct linuxabi_snd_pcm_sw_params tstamp_mode */
#define SNDRV_PCM_TSTAMP_NONE           0
#define SNDRV_PCM_TSTAMP_ENABLE         1

/* struct linuxabi_snd_pcm_status audio_tstamp_data's type (bits 0-3) */
#define SNDRV_PCM_AUDIO_TSTAMP_TYPE_COMPAT 0
#define SNDRV_PCM_AUDIO_TSTAMP_TYPE_DEFAULT 1
#define SNDRV_PCM_AUDIO_TSTAMP_TYPE_LINK 2
#define SNDRV_PCM_AUDIO_TSTAMP_TYPE_LINK_ABSOLUTE 3
#define SNDRV_PCM_AUDIO_TSTAMP_TYPE_LINK_ESTIMATED 4
#define SNDRV_PCM_AUDIO_TSTAMP_TYPE_LINK_SYNCHRONIZED 5

/* struct linuxabi_snd_pcm_sync_ptr flags */
#define SNDRV_PCM_SYNC_PTR_HWSYNC       (1 << 0)
#define SNDRV_PCM_SYNC_PTR_APPL         (1 << 1)    /* read appl_ptr, do not write it */
#define SNDRV_PCM_SYNC_PTR_AVAIL_MIN    (1 << 2)    /* read avail_min, do not write it */

/* 64-bit times (struct linuxabi_snd_pcm_mmap_status64) */
struct linuxabi_snd_timespec64 {
    int64_t  tv_sec;
    int64_t  tv_nsec;
};

/* struct linuxabi_snd_pcm_sw_params tstamp_type: which clock */
#define SNDRV_PCM_TSTAMP_TYPE_GETTIMEOFDAY 0
#define SNDRV_PCM_TSTAMP_TYPE_MONOTONIC 1
#define SNDRV_PCM_TSTAMP_TYPE_MONOTONIC_RAW 2

/* channel positions (control elements of the channel map) */
#define SNDRV_CHMAP_UNKNOWN             0
#define SNDRV_CHMAP_NA                  1   /* silent */
#define SNDRV_CHMAP_MONO                2
#define SNDRV_CHMAP_FL                  3   /* front left */
#define SNDRV_CHMAP_FR                  4
#define SNDRV_CHMAP_RL                  5   /* rear left */
#define SNDRV_CHMAP_RR                  6
#define SNDRV_CHMAP_FC                  7   /* front centre */
#define SNDRV_CHMAP_LFE                 8
#define SNDRV_CHMAP_SL                  9   /* side left */
#define SNDRV_CHMAP_SR                  10
#define SNDRV_CHMAP_RC                  11  /* rear centre */
#define SNDRV_CHMAP_FLC                 12
#define SNDRV_CHMAP_FRC                 13
#define SNDRV_CHMAP_RLC                 14
#define SNDRV_CHMAP_RRC                 15
#define SNDRV_CHMAP_FLW                 16  /* front left wide */
#define SNDRV_CHMAP_FRW                 17
#define SNDRV_CHMAP_FLH                 18  /* front left high */
#define SNDRV_CHMAP_FCH                 19
#define SNDRV_CHMAP_FRH                 20
#define SNDRV_CHMAP_TC                  21  /* top centre */
#define SNDRV_CHMAP_TFL                 22
#define SNDRV_CHMAP_TFR                 23
#define SNDRV_CHMAP_TFC                 24
#define SNDRV_CHMAP_TRL                 25
#define SNDRV_CHMAP_TRR                 26
#define SNDRV_CHMAP_TRC                 27
#define SNDRV_CHMAP_TFLC                28
#define SNDRV_CHMAP_TFRC                29
#define SNDRV_CHMAP_TSL                 30
#define SNDRV_CHMAP_TSR                 31
#define SNDRV_CHMAP_LLFE                32
#define SNDRV_CHMAP_RLFE                33
#define SNDRV_CHMAP_BC                  34  /* bottom centre */
#define SNDRV_CHMAP_BLC                 35
#define SNDRV_CHMAP_BRC                 36

/* a channel map entry: the position, and flags */
#define SNDRV_CHMAP_POSITION_MASK       0xffff
#define SNDRV_CHMAP_PHASE_INVERSE       (0x01 << 16)
#define SNDRV_CHMAP_DRIVER_SPEC         (0x02 << 16)

/* PCM ioctl(2) requests; those of per-ABI structs are in
   <linuxabi-arch/asound-long.h> */
#define SNDRV_PCM_IOCTL_PVERSION        LINUXABI_IOR('A', 0x00, int)
#define SNDRV_PCM_IOCTL_INFO            LINUXABI_IOR('A', 0x01, struct linuxabi_snd_pcm_info)
#define SNDRV_PCM_IOCTL_TSTAMP          LINUXABI_IOW('A', 0x02, int)
#define SNDRV_PCM_IOCTL_TTSTAMP         LINUXABI_IOW('A', 0x03, int)
#define SNDRV_PCM_IOCTL_USER_PVERSION   LINUXABI_IOW('A', 0x04, int)
#define SNDRV_PCM_IOCTL_HW_FREE         LINUXABI_IO('A', 0x12)
#define SNDRV_PCM_IOCTL_HWSYNC          LINUXABI_IO('A', 0x22)
#define SNDRV_PCM_IOCTL_PREPARE         LINUXABI_IO('A', 0x40)
#define SNDRV_PCM_IOCTL_RESET           LINUXABI_IO('A', 0x41)
#define SNDRV_PCM_IOCTL_START           LINUXABI_IO('A', 0x42)
#define SNDRV_PCM_IOCTL_DROP            LINUXABI_IO('A', 0x43)
#define SNDRV_PCM_IOCTL_DRAIN           LINUXABI_IO('A', 0x44)
#define SNDRV_PCM_IOCTL_PAUSE           LINUXABI_IOW('A', 0x45, int)
#define SNDRV_PCM_IOCTL_RESUME          LINUXABI_IO('A', 0x47)
#define SNDRV_PCM_IOCTL_XRUN            LINUXABI_IO('A', 0x48)
#define SNDRV_PCM_IOCTL_LINK            LINUXABI_IOW('A', 0x60, int)
#define SNDRV_PCM_IOCTL_UNLINK          LINUXABI_IO('A', 0x61)

/*
 * Raw MIDI, /dev/snd/midiCnDn and /dev/snd/umpCnDn
 */

#define SNDRV_RAWMIDI_STREAM_OUTPUT     0
#define SNDRV_RAWMIDI_STREAM_INPUT      1

/* struct linuxabi_snd_rawmidi_info flags */
#define SNDRV_RAWMIDI_INFO_OUTPUT       0x00000001
#define SNDRV_RAWMIDI_INFO_INPUT        0x00000002
#define SNDRV_RAWMIDI_INFO_DUPLEX       0x00000004
#define SNDRV_RAWMIDI_INFO_UMP          0x00000008
#define SNDRV_RAWMIDI_INFO_STREAM_INACTIVE 0x00000010

/* struct linuxabi_snd_rawmidi_info tied_device: none */
#define SNDRV_RAWMIDI_DEVICE_UNKNOWN    0

/* SNDRV_RAWMIDI_IOCTL_INFO, SNDRV_CTL_IOCTL_RAWMIDI_INFO */
struct linuxabi_snd_rawmidi_info {
    uint32_t device;
    uint32_t subdevice;
    int32_t  stream;                    /* SNDRV_RAWMIDI_STREAM_* */
    int32_t  card;
    uint32_t flags;                     /* SNDRV_RAWMIDI_INFO_* */
    uint8_t  id[64];
    uint8_t  name[80];
    uint8_t  subname[32];
    uint32_t subdevices_count;
    uint32_t subdevices_avail;
    int32_t  tied_device;               /* the UMP or legacy device, plus 1 */
    uint8_t  reserved[60];
};

/* struct linuxabi_snd_rawmidi_params mode: what read(2) of input gives */
#define SNDRV_RAWMIDI_MODE_FRAMING_MASK (7 << 0)
#define SNDRV_RAWMIDI_MODE_FRAMING_SHIFT 0
#define SNDRV_RAWMIDI_MODE_FRAMING_NONE (0 << 0)
#define SNDRV_RAWMIDI_MODE_FRAMING_TSTAMP (1 << 0)  /* struct linuxabi_snd_rawmidi_framing_tstamp */
#define SNDRV_RAWMIDI_MODE_CLOCK_MASK   (7 << 3)
#define SNDRV_RAWMIDI_MODE_CLOCK_SHIFT  3
#define SNDRV_RAWMIDI_MODE_CLOCK_NONE   (0 << 3)
#define SNDRV_RAWMIDI_MODE_CLOCK_REALTIME (1 << 3)
#define SNDRV_RAWMIDI_MODE_CLOCK_MONOTONIC (2 << 3)
#define SNDRV_RAWMIDI_MODE_CLOCK_MONOTONIC_RAW (3 << 3)

#define SNDRV_RAWMIDI_FRAMING_DATA_LENGTH 16

/* a frame read(2) gives with SNDRV_RAWMIDI_MODE_FRAMING_TSTAMP: the
   kernel's is packed (alignment 1), so the integers are bytes, in this
   ABI's byte order */
struct linuxabi_snd_rawmidi_framing_tstamp {
    uint8_t  frame_type;                /* 0 */
    uint8_t  length;                    /* valid bytes of data */
    uint8_t  reserved[2];
    uint8_t  tv_nsec[4];                /* a uint32_t */
    uint8_t  tv_sec[8];                 /* a uint64_t */
    uint8_t  data[16];
};

/* struct linuxabi_snd_ump_endpoint_info flags */
#define SNDRV_UMP_EP_INFO_STATIC_BLOCKS 0x01

/* struct linuxabi_snd_ump_endpoint_info protocol_caps, protocol */
#define SNDRV_UMP_EP_INFO_PROTO_MIDI_MASK 0x0300
#define SNDRV_UMP_EP_INFO_PROTO_MIDI1   0x0100
#define SNDRV_UMP_EP_INFO_PROTO_MIDI2   0x0200
#define SNDRV_UMP_EP_INFO_PROTO_JRTS_MASK 0x0003
#define SNDRV_UMP_EP_INFO_PROTO_JRTS_TX 0x0001  /* jitter reduction timestamps */
#define SNDRV_UMP_EP_INFO_PROTO_JRTS_RX 0x0002

/* SNDRV_UMP_IOCTL_ENDPOINT_INFO: a UMP endpoint.  The kernel's is packed
   (alignment 1, manufacturer_id at 30), so the integers are bytes, in
   this ABI's byte order */
struct linuxabi_snd_ump_endpoint_info {
    uint8_t  card[4];                   /* an int */
    uint8_t  device[4];                 /* an int */
    uint8_t  flags[4];                  /* SNDRV_UMP_EP_INFO_STATIC_BLOCKS */
    uint8_t  protocol_caps[4];          /* SNDRV_UMP_EP_INFO_PROTO_* */
    uint8_t  protocol[4];
    uint8_t  num_blocks[4];             /* function blocks */
    uint8_t  version[2];                /* UMP major, minor */
    uint8_t  family_id[2];
    uint8_t  model_id[2];
    uint8_t  manufacturer_id[4];
    uint8_t  sw_revision[4];
    uint8_t  padding[2];
    uint8_t  name[128];
    uint8_t  product_id[128];
    uint8_t  reserved[32];
};

/* struct linuxabi_snd_ump_block_info direction */
#define SNDRV_UMP_DIR_INPUT             0x01
#define SNDRV_UMP_DIR_OUTPUT            0x02
#define SNDRV_UMP_DIR_BIDIRECTION       0x03

/* struct linuxabi_snd_ump_block_info flags */
#define SNDRV_UMP_BLOCK_IS_MIDI1        (1U << 0)
#define SNDRV_UMP_BLOCK_IS_LOWSPEED     (1U << 1)   /* 31.25 kb/s MIDI 1.0 */

/* struct linuxabi_snd_ump_block_info ui_hint */
#define SNDRV_UMP_BLOCK_UI_HINT_UNKNOWN 0x00
#define SNDRV_UMP_BLOCK_UI_HINT_RECEIVER 0x01
#define SNDRV_UMP_BLOCK_UI_HINT_SENDER  0x02
#define SNDRV_UMP_BLOCK_UI_HINT_BOTH    0x03

/* UMP groups and function blocks an endpoint has at most */
#define SNDRV_UMP_MAX_GROUPS            16
#define SNDRV_UMP_MAX_BLOCKS            32

/* SNDRV_UMP_IOCTL_BLOCK_INFO: a function block.  Packed in the kernel:
   the ints are bytes here */
struct linuxabi_snd_ump_block_info {
    uint8_t  card[4];                   /* an int */
    uint8_t  device[4];                 /* an int */
    uint8_t  block_id;                  /* which (written) */
    uint8_t  direction;                 /* SNDRV_UMP_DIR_* */
    uint8_t  active;
    uint8_t  first_group;
    uint8_t  num_groups;
    uint8_t  midi_ci_version;
    uint8_t  sysex8_streams;
    uint8_t  ui_hint;                   /* SNDRV_UMP_BLOCK_UI_HINT_* */
    uint8_t  flags[4];                  /* SNDRV_UMP_BLOCK_IS_* */
    uint8_t  name[128];
    uint8_t  reserved[32];
};

/* raw MIDI ioctl(2) requests; PARAMS and STATUS are per ABI */
#define SNDRV_RAWMIDI_IOCTL_PVERSION    LINUXABI_IOR('W', 0x00, int)
#define SNDRV_RAWMIDI_IOCTL_INFO        LINUXABI_IOR('W', 0x01, struct linuxabi_snd_rawmidi_info)
#define SNDRV_RAWMIDI_IOCTL_USER_PVERSION LINUXABI_IOW('W', 0x02, int)
#define SNDRV_RAWMIDI_IOCTL_DROP        LINUXABI_IOW('W', 0x30, int)
#define SNDRV_RAWMIDI_IOCTL_DRAIN       LINUXABI_IOW('W', 0x31, int)
#define SNDRV_UMP_IOCTL_ENDPOINT_INFO   LINUXABI_IOR('W', 0x40, struct linuxabi_snd_ump_endpoint_info)
#define SNDRV_UMP_IOCTL_BLOCK_INFO      LINUXABI_IOR('W', 0x41, struct linuxabi_snd_ump_block_info)

/*
 * Timers, /dev/snd/timer
 */

/* struct linuxabi_snd_timer_id dev_class */
#define SNDRV_TIMER_CLASS_NONE          (-1)
#define SNDRV_TIMER_CLASS_SLAVE         0
#define SNDRV_TIMER_CLASS_GLOBAL        1
#define SNDRV_TIMER_CLASS_CARD          2
#define SNDRV_TIMER_CLASS_PCM           3

/* struct linuxabi_snd_timer_id dev_sclass, of slave timers */
#define SNDRV_TIMER_SCLASS_NONE         0
#define SNDRV_TIMER_SCLASS_APPLICATION  1
#define SNDRV_TIMER_SCLASS_SEQUENCER    2
#define SNDRV_TIMER_SCLASS_OSS_SEQUENCER 3

/* global timers (struct linuxabi_snd_timer_id device) */
#define SNDRV_TIMER_GLOBAL_SYSTEM       0
#define SNDRV_TIMER_GLOBAL_RTC          1   /* unused */
#define SNDRV_TIMER_GLOBAL_HPET         2
#define SNDRV_TIMER_GLOBAL_HRTIMER      3
#define SNDRV_TIMER_GLOBAL_UDRIVEN      4   /* SNDRV_TIMER_IOCTL_CREATE's */

/* struct linuxabi_snd_timer_info flags */
#define SNDRV_TIMER_FLG_SLAVE           (1 << 0)

/* a timer */
struct linuxabi_snd_timer_id {
    int32_t  dev_class;                 /* SNDRV_TIMER_CLASS_* */
    int32_t  dev_sclass;                /* SNDRV_TIMER_SCLASS_* */
    int32_t  card;
    int32_t  device;
    int32_t  subdevice;
};

/* SNDRV_TIMER_IOCTL_SELECT */
struct linuxabi_snd_timer_select {
    struct linuxabi_snd_timer_id id;
    uint8_t  reserved[32];
};

/* struct linuxabi_snd_timer_params flags */
#define SNDRV_TIMER_PSFLG_AUTO          (1 << 0)    /* periodic, not one-shot */
#define SNDRV_TIMER_PSFLG_EXCLUSIVE     (1 << 1)
#define SNDRV_TIMER_PSFLG_EARLY_EVENT   (1 << 2)

/* SNDRV_TIMER_IOCTL_PARAMS */
struct linuxabi_snd_timer_params {
    uint32_t flags;                     /* SNDRV_TIMER_PSFLG_* */
    uint32_t ticks;
    uint32_t queue_size;                /* 32 to 1024 */
    uint32_t reserved0;
    uint32_t filter;                    /* a bit a SNDRV_TIMER_EVENT_* */
    uint8_t  reserved[60];
};

/* SNDRV_TIMER_IOCTL_CREATE: a timer user space triggers */
struct linuxabi_snd_timer_uinfo {
    uint64_t resolution;                /* ns */
    int32_t  fd;                        /* written: the timer's file */
    uint32_t id;                        /* written: its device number */
    uint8_t  reserved[16];
};

/* what read(2) gives without SNDRV_TIMER_IOCTL_TREAD */
struct linuxabi_snd_timer_read {
    uint32_t resolution;
    uint32_t ticks;
};

/* events (struct linuxabi_snd_timer_tread event) */
#define SNDRV_TIMER_EVENT_RESOLUTION    0
#define SNDRV_TIMER_EVENT_TICK          1
#define SNDRV_TIMER_EVENT_START         2
#define SNDRV_TIMER_EVENT_STOP          3
#define SNDRV_TIMER_EVENT_CONTINUE      4
#define SNDRV_TIMER_EVENT_PAUSE         5
#define SNDRV_TIMER_EVENT_EARLY         6
#define SNDRV_TIMER_EVENT_SUSPEND       7
#define SNDRV_TIMER_EVENT_RESUME        8
#define SNDRV_TIMER_EVENT_MSTART        12  /* the master's, for slaves */
#define SNDRV_TIMER_EVENT_MSTOP         13
#define SNDRV_TIMER_EVENT_MCONTINUE     14
#define SNDRV_TIMER_EVENT_MPAUSE        15
#define SNDRV_TIMER_EVENT_MSUSPEND      17
#define SNDRV_TIMER_EVENT_MRESUME       18

/* timer ioctl(2) requests; GINFO, GPARAMS, GSTATUS, INFO, STATUS are per
   ABI */
#define SNDRV_TIMER_IOCTL_PVERSION      LINUXABI_IOR('T', 0x00, int)
#define SNDRV_TIMER_IOCTL_NEXT_DEVICE   LINUXABI_IOWR('T', 0x01, struct linuxabi_snd_timer_id)
#define SNDRV_TIMER_IOCTL_TREAD_OLD     LINUXABI_IOW('T', 0x02, int)
#define SNDRV_TIMER_IOCTL_SELECT        LINUXABI_IOW('T', 0x10, struct linuxabi_snd_timer_select)
#define SNDRV_TIMER_IOCTL_PARAMS        LINUXABI_IOW('T', 0x12, struct linuxabi_snd_timer_params)
#define SNDRV_TIMER_IOCTL_START         LINUXABI_IO('T', 0xa0)
#define SNDRV_TIMER_IOCTL_STOP          LINUXABI_IO('T', 0xa1)
#define SNDRV_TIMER_IOCTL_CONTINUE      LINUXABI_IO('T', 0xa2)
#define SNDRV_TIMER_IOCTL_PAUSE         LINUXABI_IO('T', 0xa3)
#define SNDRV_TIMER_IOCTL_TREAD64       LINUXABI_IOW('T', 0xa4, int)
#define SNDRV_TIMER_IOCTL_CREATE        LINUXABI_IOWR('T', 0xa5, struct linuxabi_snd_timer_uinfo)
#define SNDRV_TIMER_IOCTL_TRIGGER       LINUXABI_IO('T', 0xa6)
/* struct linuxabi_snd_timer_tread events, with kernel-long times: _OLD
   (_TREAD64 asks for 64-bit times on a 32-bit ABI) */
#define SNDRV_TIMER_IOCTL_TREAD         SNDRV_TIMER_IOCTL_TREAD_OLD

/*
 * The control device, /dev/snd/controlCn
 */

/* SNDRV_CTL_IOCTL_CARD_INFO */
struct linuxabi_snd_ctl_card_info {
    int32_t  card;
    int32_t  pad;
    uint8_t  id[16];
    uint8_t  driver[16];
    uint8_t  name[32];
    uint8_t  longname[80];
    uint8_t  reserved_[16];
    uint8_t  mixername[80];
    uint8_t  components[128];           /* space-separated */
};

/* element types (struct linuxabi_snd_ctl_elem_info type) */
#define SNDRV_CTL_ELEM_TYPE_NONE        0
#define SNDRV_CTL_ELEM_TYPE_BOOLEAN     1
#define SNDRV_CTL_ELEM_TYPE_INTEGER     2
#define SNDRV_CTL_ELEM_TYPE_ENUMERATED  3
#define SNDRV_CTL_ELEM_TYPE_BYTES       4
#define SNDRV_CTL_ELEM_TYPE_IEC958      5
#define SNDRV_CTL_ELEM_TYPE_INTEGER64   6

/* element interfaces (struct linuxabi_snd_ctl_elem_id iface) */
#define SNDRV_CTL_ELEM_IFACE_CARD       0
#define SNDRV_CTL_ELEM_IFACE_HWDEP      1
#define SNDRV_CTL_ELEM_IFACE_MIXER      2
#define SNDRV_CTL_ELEM_IFACE_PCM        3
#define SNDRV_CTL_ELEM_IFACE_RAWMIDI    4
#define SNDRV_CTL_ELEM_IFACE_TIMER      5
#define SNDRV_CTL_ELEM_IFACE_SEQUENCER  6

/* struct linuxabi_snd_ctl_elem_info access */
#define SNDRV_CTL_ELEM_ACCESS_READ      (1 << 0)
#define SNDRV_CTL_ELEM_ACCESS_WRITE     (1 << 1)
#define SNDRV_CTL_ELEM_ACCESS_READWRITE (SNDRV_CTL_ELEM_ACCESS_READ | SNDRV_CTL_ELEM_ACCESS_WRITE)
#define SNDRV_CTL_ELEM_ACCESS_VOLATILE  (1 << 2)    /* changes without an event */
#define SNDRV_CTL_ELEM_ACCESS_TLV_READ  (1 << 4)
#define SNDRV_CTL_ELEM_ACCESS_TLV_WRITE (1 << 5)
#define SNDRV_CTL_ELEM_ACCESS_TLV_READWRITE (SNDRV_CTL_ELEM_ACCESS_TLV_READ | SNDRV_CTL_ELEM_ACCESS_TLV_WRITE)
#define SNDRV_CTL_ELEM_ACCESS_TLV_COMMAND (1 << 6)
#define SNDRV_CTL_ELEM_ACCESS_INACTIVE  (1 << 8)
#define SNDRV_CTL_ELEM_ACCESS_LOCK      (1 << 9)
#define SNDRV_CTL_ELEM_ACCESS_OWNER     (1 << 10)
#define SNDRV_CTL_ELEM_ACCESS_TLV_CALLBACK (1 << 28)
#define SNDRV_CTL_ELEM_ACCESS_USER      (1 << 29)   /* added by user space */

/* SNDRV_CTL_IOCTL_POWER, _POWER_STATE: ACPI device power states */
#define SNDRV_CTL_POWER_D0              0x0000
#define SNDRV_CTL_POWER_D1              0x0100
#define SNDRV_CTL_POWER_D2              0x0200
#define SNDRV_CTL_POWER_D3              0x0300
#define SNDRV_CTL_POWER_D3hot           (SNDRV_CTL_POWER_D3 | 0x0000)
#define SNDRV_CTL_POWER_D3cold          (SNDRV_CTL_POWER_D3 | 0x0001)

#define SNDRV_CTL_ELEM_ID_NAME_MAXLEN   44

/* a control element: by numid, or by iface, device, subdevice, name
   and index */
struct linuxabi_snd_ctl_elem_id {
    uint32_t numid;                     /* 0: none */
    int32_t  iface;                     /* SNDRV_CTL_ELEM_IFACE_* */
    uint32_t device;
    uint32_t subdevice;
    uint8_t  name[44];
    uint32_t index;
};

/* SNDRV_CTL_IOCTL_TLV_READ, _WRITE, _COMMAND: the fixed part, then
   length bytes of type-length-value words (uint32_t) */
struct linuxabi_snd_ctl_tlv {
    uint32_t numid;
    uint32_t length;                    /* a multiple of 4 */
};

/* control ioctl(2) requests; ELEM_LIST, ELEM_INFO, ELEM_READ, ELEM_WRITE,
   ELEM_ADD, ELEM_REPLACE are per ABI */
#define SNDRV_CTL_IOCTL_PVERSION        LINUXABI_IOR('U', 0x00, int)
#define SNDRV_CTL_IOCTL_CARD_INFO       LINUXABI_IOR('U', 0x01, struct linuxabi_snd_ctl_card_info)
#define SNDRV_CTL_IOCTL_ELEM_LOCK       LINUXABI_IOW('U', 0x14, struct linuxabi_snd_ctl_elem_id)
#define SNDRV_CTL_IOCTL_ELEM_UNLOCK     LINUXABI_IOW('U', 0x15, struct linuxabi_snd_ctl_elem_id)
#define SNDRV_CTL_IOCTL_SUBSCRIBE_EVENTS LINUXABI_IOWR('U', 0x16, int)
#define SNDRV_CTL_IOCTL_ELEM_REMOVE     LINUXABI_IOWR('U', 0x19, struct linuxabi_snd_ctl_elem_id)
#define SNDRV_CTL_IOCTL_TLV_READ        LINUXABI_IOWR('U', 0x1a, struct linuxabi_snd_ctl_tlv)
#define SNDRV_CTL_IOCTL_TLV_WRITE       LINUXABI_IOWR('U', 0x1b, struct linuxabi_snd_ctl_tlv)
#define SNDRV_CTL_IOCTL_TLV_COMMAND     LINUXABI_IOWR('U', 0x1c, struct linuxabi_snd_ctl_tlv)
#define SNDRV_CTL_IOCTL_HWDEP_NEXT_DEVICE LINUXABI_IOWR('U', 0x20, int)
#define SNDRV_CTL_IOCTL_HWDEP_INFO      LINUXABI_IOR('U', 0x21, struct linuxabi_snd_hwdep_info)
#define SNDRV_CTL_IOCTL_PCM_NEXT_DEVICE LINUXABI_IOR('U', 0x30, int)
#define SNDRV_CTL_IOCTL_PCM_INFO        LINUXABI_IOWR('U', 0x31, struct linuxabi_snd_pcm_info)
#define SNDRV_CTL_IOCTL_PCM_PREFER_SUBDEVICE LINUXABI_IOW('U', 0x32, int)
#define SNDRV_CTL_IOCTL_RAWMIDI_NEXT_DEVICE LINUXABI_IOWR('U', 0x40, int)
#define SNDRV_CTL_IOCTL_RAWMIDI_INFO    LINUXABI_IOWR('U', 0x41, struct linuxabi_snd_rawmidi_info)
#define SNDRV_CTL_IOCTL_RAWMIDI_PREFER_SUBDEVICE LINUXABI_IOW('U', 0x42, int)
#define SNDRV_CTL_IOCTL_UMP_NEXT_DEVICE LINUXABI_IOWR('U', 0x43, int)
#define SNDRV_CTL_IOCTL_UMP_ENDPOINT_INFO LINUXABI_IOWR('U', 0x44, struct linuxabi_snd_ump_endpoint_info)
#define SNDRV_CTL_IOCTL_UMP_BLOCK_INFO  LINUXABI_IOWR('U', 0x45, struct linuxabi_snd_ump_block_info)
#define SNDRV_CTL_IOCTL_POWER           LINUXABI_IOWR('U', 0xd0, int)
#define SNDRV_CTL_IOCTL_POWER_STATE     LINUXABI_IOR('U', 0xd1, int)

/* what read(2) of a control device gives (enum sndrv_ctl_event_type) */
#define SNDRV_CTL_EVENT_ELEM            0

/* struct linuxabi_snd_ctl_event_elem mask */
#define SNDRV_CTL_EVENT_MASK_VALUE      (1 << 0)
#define SNDRV_CTL_EVENT_MASK_INFO       (1 << 1)
#define SNDRV_CTL_EVENT_MASK_ADD        (1 << 2)
#define SNDRV_CTL_EVENT_MASK_TLV        (1 << 3)
#define SNDRV_CTL_EVENT_MASK_REMOVE     0xffffffffU /* alone: removed */

/* struct linuxabi_snd_ctl_event data, of SNDRV_CTL_EVENT_ELEM */
struct linuxabi_snd_ctl_event_elem {
    uint32_t mask;                      /* SNDRV_CTL_EVENT_MASK_* */
    struct linuxabi_snd_ctl_elem_id id;
};

union linuxabi_snd_ctl_event_data {
    struct linuxabi_snd_ctl_event_elem elem;
    uint8_t  data8[60];
};

/* an event, read(2) of a control device after SUBSCRIBE_EVENTS */
struct linuxabi_snd_ctl_event {
    int32_t  type;                      /* SNDRV_CTL_EVENT_ELEM */
    union linuxabi_snd_ctl_event_data data;
};

#include <linuxabi-arch/asound-long.h>
#include <linuxabi-arch/asound-ctl.h>

#endif
