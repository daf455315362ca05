#ifndef LINUXABI_ARCH_V4L2_COMMON_EDID_H
#define LINUXABI_ARCH_V4L2_COMMON_EDID_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/v4l2-common.h>: struct linuxabi_v4l2_edid, whose edid is a
 * pointer.  Here pointers are 32-bit (the struct: 36 bytes).
 */

#include <stdint.h>

/* VIDIOC_G_EDID, VIDIOC_S_EDID, VIDIOC_SUBDEV_G/S_EDID: blocks EDID
   blocks of 128 bytes from start_block, at edid */
struct linuxabi_v4l2_edid {
    uint32_t pad;                       /* the pad or input/output */
    uint32_t start_block;
    uint32_t blocks;                    /* on return: how many there are */
    uint32_t reserved[5];
    uint32_t edid;                      /* address of blocks * 128 bytes */
};

#endif
