#ifndef LINUXABI_ARCH_VIDEODEV2_REQ_H
#define LINUXABI_ARCH_VIDEODEV2_REQ_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/videodev2.h>: the requests whose struct has a uint64_t, an
 * int64_t or a uint32_t after an odd number of uint16_t, whose size
 * depends on how the compiler aligns them.  Here the compiler's own
 * layout of the structs is this ABI's.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

#define VIDIOC_ENUMSTD             LINUXABI_IOWR('V', 25, struct linuxabi_v4l2_standard)
#define VIDIOC_ENUMINPUT           LINUXABI_IOWR('V', 26, struct linuxabi_v4l2_input)
#define VIDIOC_G_SLICED_VBI_CAP    LINUXABI_IOWR('V', 69, struct linuxabi_v4l2_sliced_vbi_cap)
#define VIDIOC_DQEVENT             LINUXABI_IOR('V', 89, struct linuxabi_v4l2_event)

#endif
