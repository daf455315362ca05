#ifndef LINUXABI_ARCH_VIDEODEV2_PTR_H
#define LINUXABI_ARCH_VIDEODEV2_PTR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/videodev2.h>: its structs with a pointer or an unsigned long,
 * as integers of the ABI's width.  Here pointers and unsigned long are 64-bit
 * (bytes: v4l2_plane 64, v4l2_buffer 88, v4l2_window 56,
 * v4l2_ext_controls 32).
 */

#include <stdint.h>

/* struct linuxabi_v4l2_plane m, by the buffer's memory */
union linuxabi_v4l2_plane_m {
    uint32_t mem_offset;                /* V4L2_MEMORY_MMAP: for mmap(2) */
    uint64_t userptr;                   /* V4L2_MEMORY_USERPTR: the address */
    int32_t  fd;                        /* V4L2_MEMORY_DMABUF */
};

/* one plane of a multi-planar buffer (struct linuxabi_v4l2_buffer m.planes) */
struct linuxabi_v4l2_plane {
    uint32_t bytesused;
    uint32_t length;
    union linuxabi_v4l2_plane_m m;
    uint32_t data_offset;               /* where the data starts */
    uint32_t reserved[11];
};

/* struct linuxabi_v4l2_buffer m, by memory and type */
union linuxabi_v4l2_buffer_m {
    uint32_t offset;                    /* V4L2_MEMORY_MMAP: for mmap(2) */
    uint64_t userptr;                   /* V4L2_MEMORY_USERPTR: the address */
    uint64_t planes;                    /* multi-planar types: the address of
                                           length struct linuxabi_v4l2_plane */
    int32_t  fd;                        /* V4L2_MEMORY_DMABUF */
};

/* struct linuxabi_v4l2_buffer u */
union linuxabi_v4l2_buffer_u {
    int32_t  request_fd;                /* with V4L2_BUF_FLAG_REQUEST_FD */
    uint32_t reserved;
};

/* VIDIOC_QUERYBUF, VIDIOC_QBUF, VIDIOC_DQBUF, VIDIOC_PREPARE_BUF */
struct linuxabi_v4l2_buffer {
    uint32_t index;
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    uint32_t bytesused;
    uint32_t flags;                     /* V4L2_BUF_FLAG_* */
    uint32_t field;                     /* V4L2_FIELD_* */
    struct linuxabi_timeval timestamp;  /* the kernel long's (<linuxabi/videodev2.h>) */
    struct linuxabi_v4l2_timecode timecode;
    uint32_t sequence;
    uint32_t memory;                    /* V4L2_MEMORY_* */
    union linuxabi_v4l2_buffer_m m;
    uint32_t length;                    /* bytes; planes, for multi-planar types */
    uint32_t reserved2;
    union linuxabi_v4l2_buffer_u u;
};

/* VIDIOC_G/S_FBUF */
struct linuxabi_v4l2_framebuffer {
    uint32_t capability;                /* V4L2_FBUF_CAP_* */
    uint32_t flags;                     /* V4L2_FBUF_FLAG_* */
    uint64_t base;                      /* the frame buffer's physical address */
    struct linuxabi_v4l2_framebuffer_fmt fmt;
};

/* an overlay's clipping rectangle, in a list */
struct linuxabi_v4l2_clip {
    struct linuxabi_v4l2_rect c;
    uint64_t next;                      /* address of the next one, or 0 */
};

/* an overlay window (struct linuxabi_v4l2_format fmt.win) */
struct linuxabi_v4l2_window {
    struct linuxabi_v4l2_rect w;
    uint32_t field;                     /* V4L2_FIELD_* */
    uint32_t chromakey;
    uint64_t clips;                     /* address of clipcount struct linuxabi_v4l2_clip */
    uint32_t clipcount;
    uint64_t bitmap;                    /* address of a clipping bitmap, or 0 */
    uint8_t  global_alpha;
};

/* struct linuxabi_v4l2_ext_control u, by the control's type */
union linuxabi_v4l2_ext_control_u {
    uint8_t  value[4];                  /* int32_t */
    uint8_t  value64[8];                /* int64_t */
    uint8_t  ptr[8];                    /* the payload's address: string, p_u8, ... */
};

/* one control of VIDIOC_G/S/TRY_EXT_CTRLS.  Packed in the kernel, 20 bytes
   on every ABI: the integers are bytes here */
struct linuxabi_v4l2_ext_control {
    uint8_t  id[4];                     /* uint32_t: V4L2_CID_* */
    uint8_t  size[4];                   /* uint32_t: the payload's bytes */
    uint8_t  reserved2[4];
    union linuxabi_v4l2_ext_control_u u;
};

/* struct linuxabi_v4l2_ext_controls u */
union linuxabi_v4l2_ext_controls_u {
    uint32_t ctrl_class;                /* the old name */
    uint32_t which;                     /* V4L2_CTRL_WHICH_*, or a class */
};

/* VIDIOC_G/S/TRY_EXT_CTRLS */
struct linuxabi_v4l2_ext_controls {
    union linuxabi_v4l2_ext_controls_u u;
    uint32_t count;
    uint32_t error_idx;                 /* on error: which control */
    int32_t  request_fd;                /* V4L2_CTRL_WHICH_REQUEST_VAL */
    uint32_t reserved[1];
    uint64_t controls;                  /* address of count struct linuxabi_v4l2_ext_control */
};

#endif
