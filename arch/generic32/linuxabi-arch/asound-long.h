#ifndef LINUXABI_ARCH_ASOUND_LONG_H
#define LINUXABI_ARCH_ASOUND_LONG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/asound.h>: the structs with a kernel long, a size_t, a
 * pointer or a struct timespec, and their requests.
 * Here long, size_t and pointers are 32-bit, and so are a struct
 * timespec's two fields (struct linuxabi_snd_pcm_status: 108 bytes,
 * _snd_pcm_hw_params 604, _snd_pcm_sync_ptr 132).
 */

#include <linuxabi/ioctl.h>
#include <linuxabi/time.h>
#include <stdint.h>

/* SNDRV_HWDEP_IOCTL_DSP_LOAD: a DSP image to load */
struct linuxabi_snd_hwdep_dsp_image {
    uint32_t index;
    uint8_t  name[64];
    uint32_t image;                     /* its address */
    uint32_t length;                    /* its bytes */
    uint32_t driver_data;
};

#define SNDRV_HWDEP_IOCTL_DSP_LOAD      LINUXABI_IOW('H', 0x03, struct linuxabi_snd_hwdep_dsp_image)

/* SNDRV_PCM_IOCTL_HW_REFINE, _HW_PARAMS: the hardware configuration,
   each parameter a mask or an interval */
struct linuxabi_snd_pcm_hw_params {
    uint32_t flags;                     /* SNDRV_PCM_HW_PARAMS_* */
    struct linuxabi_snd_mask masks[3];  /* SNDRV_PCM_HW_PARAM_ACCESS .. _SUBFORMAT */
    struct linuxabi_snd_mask mres[5];
    struct linuxabi_snd_interval intervals[12]; /* SNDRV_PCM_HW_PARAM_SAMPLE_BITS .. _TICK_TIME */
    struct linuxabi_snd_interval ires[9];
    uint32_t rmask;                     /* the parameters asked for, a bit each */
    uint32_t cmask;                     /* the parameters changed */
    uint32_t info;                      /* SNDRV_PCM_INFO_* */
    uint32_t msbits;                    /* significant bits of a sample */
    uint32_t rate_num;
    uint32_t rate_den;
    uint32_t fifo_size;                 /* frames */
    uint8_t  sync[16];                  /* the clock source's id */
    uint8_t  reserved[48];
};

/* SNDRV_PCM_IOCTL_SW_PARAMS: the software configuration */
struct linuxabi_snd_pcm_sw_params {
    int32_t  tstamp_mode;               /* SNDRV_PCM_TSTAMP_* */
    uint32_t period_step;
    uint32_t sleep_min;
    uint32_t avail_min;                 /* frames: wake up with this many */
    uint32_t xfer_align;                /* obsolete */
    uint32_t start_threshold;
    uint32_t stop_threshold;
    uint32_t silence_threshold;
    uint32_t silence_size;
    uint32_t boundary;                  /* where the pointers wrap */
    uint32_t proto;                     /* the protocol version user space speaks */
    uint32_t tstamp_type;               /* SNDRV_PCM_TSTAMP_TYPE_* */
    uint8_t  reserved[56];
};

/* SNDRV_PCM_IOCTL_CHANNEL_INFO: where a channel is in the mmap(2) buffer */
struct linuxabi_snd_pcm_channel_info {
    uint32_t channel;
    int32_t  offset;                    /* the mmap(2) offset */
    uint32_t first;                     /* bits to its first sample */
    uint32_t step;                      /* bits between its samples */
};

/* SNDRV_PCM_IOCTL_STATUS, _STATUS_EXT */
struct linuxabi_snd_pcm_status {
    int32_t  state;                     /* SNDRV_PCM_STATE_* */
    struct linuxabi_timespec trigger_tstamp; /* started, stopped, paused */
    struct linuxabi_timespec tstamp;
    uint32_t appl_ptr;
    uint32_t hw_ptr;
    int32_t  delay;                     /* frames */
    uint32_t avail;
    uint32_t avail_max;
    uint32_t overrange;
    int32_t  suspended_state;
    uint32_t audio_tstamp_data;         /* SNDRV_PCM_AUDIO_TSTAMP_TYPE_* in bits 0-3 */
    struct linuxabi_timespec audio_tstamp;
    struct linuxabi_timespec driver_tstamp;
    uint32_t audio_tstamp_accuracy;     /* ns */
    uint8_t  reserved[36];
};

/* the status page, mmap(2) at SNDRV_PCM_MMAP_OFFSET_STATUS_OLD */
struct linuxabi_snd_pcm_mmap_status {
    int32_t  state;                     /* SNDRV_PCM_STATE_* */
    int32_t  pad1;
    uint32_t hw_ptr;
    struct linuxabi_timespec tstamp;
    int32_t  suspended_state;
    struct linuxabi_timespec audio_tstamp;
};

/* the control page, mmap(2) at SNDRV_PCM_MMAP_OFFSET_CONTROL_OLD */
struct linuxabi_snd_pcm_mmap_control {
    uint32_t appl_ptr;
    uint32_t avail_min;
};

/* struct linuxabi_snd_pcm_sync_ptr s, c */
union linuxabi_snd_pcm_sync_ptr_s {
    struct linuxabi_snd_pcm_mmap_status status;
    uint8_t  reserved[64];
};

union linuxabi_snd_pcm_sync_ptr_c {
    struct linuxabi_snd_pcm_mmap_control control;
    uint8_t  reserved[64];
};

/* SNDRV_PCM_IOCTL_SYNC_PTR: both pages, without mmap(2) */
struct linuxabi_snd_pcm_sync_ptr {
    uint32_t flags;                     /* SNDRV_PCM_SYNC_PTR_* */
    union linuxabi_snd_pcm_sync_ptr_s s;
    union linuxabi_snd_pcm_sync_ptr_c c;
};

/* the 64-bit-time layouts: the status page at
   SNDRV_PCM_MMAP_OFFSET_STATUS_NEW, ... */
struct linuxabi_snd_pcm_mmap_status64 {
    int32_t  state;
    uint32_t pad1;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    uint8_t  __pad1[4];
    uint32_t hw_ptr;
#else
    uint32_t hw_ptr;
    uint8_t  __pad2[4];
#endif
    struct linuxabi_snd_timespec64 tstamp;
    int32_t  suspended_state;
    uint32_t pad3;
    struct linuxabi_snd_timespec64 audio_tstamp;
};

/* ... the control page at SNDRV_PCM_MMAP_OFFSET_CONTROL_NEW */
struct linuxabi_snd_pcm_mmap_control64 {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    uint8_t  __pad1[4];
    uint32_t appl_ptr;
    uint8_t  __pad2[4];   /* the kernel's pads, as they are: */
    uint8_t  __pad3[4];   /* 8 bytes between the two here, */
    uint32_t avail_min;
#else
    uint32_t appl_ptr;
    uint32_t avail_min;
    uint8_t  __pad4[4];   /* none before avail_min here */
#endif
};

union linuxabi_snd_pcm_sync_ptr64_s {
    struct linuxabi_snd_pcm_mmap_status64 status;
    uint8_t  reserved[64];
};

union linuxabi_snd_pcm_sync_ptr64_c {
    struct linuxabi_snd_pcm_mmap_control64 control;
    uint8_t  reserved[64];
};

/* LINUXABI_SNDRV_PCM_IOCTL_SYNC_PTR64 */
struct linuxabi_snd_pcm_sync_ptr64 {
    uint32_t flags;                     /* SNDRV_PCM_SYNC_PTR_* */
    uint32_t pad1;
    union linuxabi_snd_pcm_sync_ptr64_s s;
    union linuxabi_snd_pcm_sync_ptr64_c c;
};

/* SNDRV_PCM_IOCTL_WRITEI_FRAMES, _READI_FRAMES: interleaved frames */
struct linuxabi_snd_xferi {
    int32_t  result;                    /* written: frames transferred */
    uint32_t buf;                       /* the frames' address */
    uint32_t frames;
};

/* SNDRV_PCM_IOCTL_WRITEN_FRAMES, _READN_FRAMES: a buffer a channel */
struct linuxabi_snd_xfern {
    int32_t  result;
    uint32_t bufs;                      /* the address of the channels' addresses */
    uint32_t frames;
};

#define SNDRV_PCM_IOCTL_HW_REFINE       LINUXABI_IOWR('A', 0x10, struct linuxabi_snd_pcm_hw_params)
#define SNDRV_PCM_IOCTL_HW_PARAMS       LINUXABI_IOWR('A', 0x11, struct linuxabi_snd_pcm_hw_params)
#define SNDRV_PCM_IOCTL_SW_PARAMS       LINUXABI_IOWR('A', 0x13, struct linuxabi_snd_pcm_sw_params)
#define SNDRV_PCM_IOCTL_STATUS          LINUXABI_IOR('A', 0x20, struct linuxabi_snd_pcm_status)
#define SNDRV_PCM_IOCTL_DELAY           LINUXABI_IOR('A', 0x21, int32_t )
#define SNDRV_PCM_IOCTL_SYNC_PTR        LINUXABI_IOWR('A', 0x23, struct linuxabi_snd_pcm_sync_ptr)
#define LINUXABI_SNDRV_PCM_IOCTL_SYNC_PTR64 LINUXABI_IOWR('A', 0x23, struct linuxabi_snd_pcm_sync_ptr64)
#define SNDRV_PCM_IOCTL_STATUS_EXT      LINUXABI_IOWR('A', 0x24, struct linuxabi_snd_pcm_status)
#define SNDRV_PCM_IOCTL_CHANNEL_INFO    LINUXABI_IOR('A', 0x32, struct linuxabi_snd_pcm_channel_info)
#define SNDRV_PCM_IOCTL_REWIND          LINUXABI_IOW('A', 0x46, uint32_t)
#define SNDRV_PCM_IOCTL_FORWARD         LINUXABI_IOW('A', 0x49, uint32_t)
#define SNDRV_PCM_IOCTL_WRITEI_FRAMES   LINUXABI_IOW('A', 0x50, struct linuxabi_snd_xferi)
#define SNDRV_PCM_IOCTL_READI_FRAMES    LINUXABI_IOR('A', 0x51, struct linuxabi_snd_xferi)
#define SNDRV_PCM_IOCTL_WRITEN_FRAMES   LINUXABI_IOW('A', 0x52, struct linuxabi_snd_xfern)
#define SNDRV_PCM_IOCTL_READN_FRAMES    LINUXABI_IOR('A', 0x53, struct linuxabi_snd_xfern)

/* SNDRV_RAWMIDI_IOCTL_PARAMS */
struct linuxabi_snd_rawmidi_params {
    int32_t  stream;                    /* SNDRV_RAWMIDI_STREAM_* */
    uint32_t buffer_size;               /* bytes */
    uint32_t avail_min;                 /* bytes: wake up with this many */
    uint32_t flags;                     /* bitfield no_active_sensing (1 bit),
                                           LINUXABI_SNDRV_RAWMIDI_PARAMS_NO_ACTIVE_SENSING_BIT */
    uint32_t mode;                      /* SNDRV_RAWMIDI_MODE_*, of input */
    uint8_t  reserved[12];
};

/* SNDRV_RAWMIDI_IOCTL_STATUS */
struct linuxabi_snd_rawmidi_status {
    int32_t  stream;
    struct linuxabi_timespec tstamp;
    uint32_t avail;                     /* bytes */
    uint32_t xruns;                     /* bytes lost since the last status */
    uint8_t  reserved[16];
};

#define SNDRV_RAWMIDI_IOCTL_PARAMS      LINUXABI_IOWR('W', 0x10, struct linuxabi_snd_rawmidi_params)
#define SNDRV_RAWMIDI_IOCTL_STATUS      LINUXABI_IOWR('W', 0x20, struct linuxabi_snd_rawmidi_status)

/* SNDRV_TIMER_IOCTL_GINFO: a global timer */
struct linuxabi_snd_timer_ginfo {
    struct linuxabi_snd_timer_id tid;
    uint32_t flags;                     /* SNDRV_TIMER_FLG_* */
    int32_t  card;
    uint8_t  id[64];
    uint8_t  name[80];
    uint32_t reserved0;
    uint32_t resolution;                /* ns, on average */
    uint32_t resolution_min;
    uint32_t resolution_max;
    uint32_t clients;
    uint8_t  reserved[32];
};

/* SNDRV_TIMER_IOCTL_GPARAMS: a global timer's period, num/den seconds */
struct linuxabi_snd_timer_gparams {
    struct linuxabi_snd_timer_id tid;
    uint32_t period_num;
    uint32_t period_den;
    uint8_t  reserved[32];
};

/* SNDRV_TIMER_IOCTL_GSTATUS */
struct linuxabi_snd_timer_gstatus {
    struct linuxabi_snd_timer_id tid;
    uint32_t resolution;                /* ns */
    uint32_t resolution_num;            /* seconds, num/den */
    uint32_t resolution_den;
    uint8_t  reserved[32];
};

/* SNDRV_TIMER_IOCTL_INFO: the selected timer */
struct linuxabi_snd_timer_info {
    uint32_t flags;                     /* SNDRV_TIMER_FLG_* */
    int32_t  card;
    uint8_t  id[64];
    uint8_t  name[80];
    uint32_t reserved0;
    uint32_t resolution;                /* ns, on average */
    uint8_t  reserved[64];
};

/* SNDRV_TIMER_IOCTL_STATUS */
struct linuxabi_snd_timer_status {
    struct linuxabi_timespec tstamp;    /* the last update */
    uint32_t resolution;                /* ns */
    uint32_t lost;                      /* ticks */
    uint32_t overrun;                   /* of the read queue */
    uint32_t queue;                     /* events queued */
    uint8_t  reserved[64];
};

/* what read(2) gives after SNDRV_TIMER_IOCTL_TREAD */
struct linuxabi_snd_timer_tread {
    int32_t  event;                     /* SNDRV_TIMER_EVENT_* */
    struct linuxabi_timespec tstamp;
    uint32_t val;
};

#define SNDRV_TIMER_IOCTL_GINFO         LINUXABI_IOWR('T', 0x03, struct linuxabi_snd_timer_ginfo)
#define SNDRV_TIMER_IOCTL_GPARAMS       LINUXABI_IOW('T', 0x04, struct linuxabi_snd_timer_gparams)
#define SNDRV_TIMER_IOCTL_GSTATUS       LINUXABI_IOWR('T', 0x05, struct linuxabi_snd_timer_gstatus)
#define SNDRV_TIMER_IOCTL_INFO          LINUXABI_IOR('T', 0x11, struct linuxabi_snd_timer_info)
#define SNDRV_TIMER_IOCTL_STATUS        LINUXABI_IOR('T', 0x14, struct linuxabi_snd_timer_status)

#endif
