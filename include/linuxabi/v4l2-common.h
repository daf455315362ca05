#ifndef LINUXABI_V4L2_COMMON_H
#define LINUXABI_V4L2_COMMON_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/v4l2-common.h>: what the Video4Linux2 device and subdevice
 * APIs share, the kernel's <linux/v4l2-common.h>: the selection targets
 * and flags of VIDIOC_G/S_SELECTION and VIDIOC_SUBDEV_G/S_SELECTION, and
 * struct linuxabi_v4l2_edid of VIDIOC_G/S_EDID (per ABI: the EDID's
 * address is an integer of the ABI's pointer width).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* selection targets (struct v4l2_selection target) */
#define V4L2_SEL_TGT_CROP                       0x0000  /* the crop rectangle */
#define V4L2_SEL_TGT_CROP_DEFAULT               0x0001
#define V4L2_SEL_TGT_CROP_BOUNDS                0x0002
#define V4L2_SEL_TGT_NATIVE_SIZE                0x0003  /* the sensor's pixel array */
#define V4L2_SEL_TGT_COMPOSE                    0x0100  /* the compose rectangle */
#define V4L2_SEL_TGT_COMPOSE_DEFAULT            0x0101
#define V4L2_SEL_TGT_COMPOSE_BOUNDS             0x0102
#define V4L2_SEL_TGT_COMPOSE_PADDED             0x0103  /* with what the hardware writes around it */

/* selection flags (struct v4l2_selection flags): how to round */
#define V4L2_SEL_FLAG_GE                        (1 << 0)  /* no smaller than asked */
#define V4L2_SEL_FLAG_LE                        (1 << 1)  /* no larger than asked */
#define V4L2_SEL_FLAG_KEEP_CONFIG               (1 << 2)  /* change no other stage */

/* the old names of the targets and flags */
#define V4L2_SEL_TGT_CROP_ACTIVE                V4L2_SEL_TGT_CROP
#define V4L2_SEL_TGT_COMPOSE_ACTIVE             V4L2_SEL_TGT_COMPOSE
#define V4L2_SUBDEV_SEL_TGT_CROP_ACTUAL         V4L2_SEL_TGT_CROP
#define V4L2_SUBDEV_SEL_TGT_COMPOSE_ACTUAL      V4L2_SEL_TGT_COMPOSE
#define V4L2_SUBDEV_SEL_TGT_CROP_BOUNDS         V4L2_SEL_TGT_CROP_BOUNDS
#define V4L2_SUBDEV_SEL_TGT_COMPOSE_BOUNDS      V4L2_SEL_TGT_COMPOSE_BOUNDS
#define V4L2_SUBDEV_SEL_FLAG_SIZE_GE            V4L2_SEL_FLAG_GE
#define V4L2_SUBDEV_SEL_FLAG_SIZE_LE            V4L2_SEL_FLAG_LE
#define V4L2_SUBDEV_SEL_FLAG_KEEP_CONFIG        V4L2_SEL_FLAG_KEEP_CONFIG

/* struct linuxabi_v4l2_edid */
#include <linuxabi-arch/v4l2-common-edid.h>

#endif
