#ifndef LINUXABI_ARCH_VIDEODEV2_REQ_H
#define LINUXABI_ARCH_VIDEODEV2_REQ_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/videodev2.h>: the requests whose struct has a uint64_t, an
 * int64_t or a uint32_t after an odd number of uint16_t, whose size
 * depends on how the compiler aligns them.  i386, arc, sh: int64_t is
 * 4-byte aligned in a struct.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

#define VIDIOC_ENUMSTD             LINUXABI_IOWR('V', 25, uint32_t[16])
#define VIDIOC_ENUMINPUT           LINUXABI_IOWR('V', 26, uint32_t[19])
#define VIDIOC_G_SLICED_VBI_CAP    LINUXABI_IOWR('V', 69, struct linuxabi_v4l2_sliced_vbi_cap)
#define VIDIOC_DQEVENT             LINUXABI_IOR('V', 89, uint32_t[30])

/* the structs' sizes here (struct linuxabi_v4l2_standard 64 bytes,
   _input 76, _event 120) spelled as arrays of uint32_t, a type of that
   size on any compiler, so that a compiler that aligns int64_t to 8
   (liblinuxabi's tables) makes this ABI's numbers, not its own padding */

#endif
