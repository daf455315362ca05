#ifndef LINUXABI_VIDEODEV2_H
#define LINUXABI_VIDEODEV2_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/videodev2.h>: the Video4Linux2 API of /dev/videoN, /dev/vbiN,
 * /dev/radioN, /dev/swradioN and /dev/v4l-touchN, the kernel's
 * <linux/videodev2.h>: every VIDIOC_* ioctl(2) request, made with
 * <linuxabi/ioctl.h>'s LINUXABI_IO*() from the structs below; buffer and
 * memory types, fields, colorimetry, the pixel, SDR, touch and metadata
 * formats (LINUXABI_V4L2_FOURCC()), capabilities, the analog TV standards,
 * control types and flags, events.  The kernel's enumerators are macros,
 * its anonymous unions named members (u, enc).  The control ids are in
 * <linuxabi/v4l2-controls.h>, the selection targets and struct
 * linuxabi_v4l2_edid in <linuxabi/v4l2-common.h>, both included here.
 *
 * Per ABI (<linuxabi-arch/videodev2-ptr.h>): the structs with a pointer or
 * an unsigned long, as integers of the ABI's width (v4l2_plane,
 * v4l2_buffer, v4l2_framebuffer, v4l2_clip, v4l2_window,
 * v4l2_ext_control, v4l2_ext_controls), and with them v4l2_format,
 * v4l2_create_buffers and their requests.  The times in struct
 * linuxabi_v4l2_buffer (a timeval) and struct linuxabi_v4l2_event (a
 * timespec) are <linuxabi/time.h>'s, the kernel long: the layout the
 * exported header has without 64-bit time_t, which on 32-bit ABIs is the
 * one the kernel takes as VIDIOC_QBUF_TIME32 and the others (a kernel with
 * CONFIG_COMPAT_32BIT_TIME); a program built with 64-bit time_t passes
 * another layout under another number, which is not here.
 *
 * Packed structs of the kernel (v4l2_bt_timings, v4l2_dv_timings,
 * v4l2_querymenu, v4l2_plane_pix_format, v4l2_pix_format_mplane, ...)
 * have alignment 1: their wider members are byte arrays here, in the
 * CPU's byte order.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>
#include <linuxabi/time.h>
#include <linuxabi/v4l2-common.h>
#include <linuxabi/v4l2-controls.h>

/* a four-character code: a pixel format's value; _BE sets the bit of a
   big-endian variant */
#define LINUXABI_V4L2_FOURCC(a, b, c, d) \
    ((0U + (a)) | (0U + (b)) << 8 | (0U + (c)) << 16 | (0U + (d)) << 24)
#define LINUXABI_V4L2_FOURCC_BE(a, b, c, d) \
    (LINUXABI_V4L2_FOURCC(a, b, c, d) | (1U << 31))

/* limits of the buffer and plane arrays */
#define VIDEO_MAX_FRAME                          32
#define VIDEO_MAX_PLANES                         8

/* fields: how a frame's lines are interlaced (enum v4l2_field; the field members) */
#define V4L2_FIELD_ANY                           0
#define V4L2_FIELD_NONE                          1
#define V4L2_FIELD_TOP                           2
#define V4L2_FIELD_BOTTOM                        3
#define V4L2_FIELD_INTERLACED                    4
#define V4L2_FIELD_SEQ_TB                        5
#define V4L2_FIELD_SEQ_BT                        6
#define V4L2_FIELD_ALTERNATE                     7
#define V4L2_FIELD_INTERLACED_TB                 8
#define V4L2_FIELD_INTERLACED_BT                 9

/* buffer types (enum v4l2_buf_type; the type members of the format, buffer and stream requests) */
#define V4L2_BUF_TYPE_VIDEO_CAPTURE              1
#define V4L2_BUF_TYPE_VIDEO_OUTPUT               2
#define V4L2_BUF_TYPE_VIDEO_OVERLAY              3
#define V4L2_BUF_TYPE_VBI_CAPTURE                4
#define V4L2_BUF_TYPE_VBI_OUTPUT                 5
#define V4L2_BUF_TYPE_SLICED_VBI_CAPTURE         6
#define V4L2_BUF_TYPE_SLICED_VBI_OUTPUT          7
#define V4L2_BUF_TYPE_VIDEO_OUTPUT_OVERLAY       8
#define V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE       9
#define V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE        10
#define V4L2_BUF_TYPE_SDR_CAPTURE                11
#define V4L2_BUF_TYPE_SDR_OUTPUT                 12
#define V4L2_BUF_TYPE_META_CAPTURE               13
#define V4L2_BUF_TYPE_META_OUTPUT                14
#define V4L2_BUF_TYPE_PRIVATE                    0x80

/* tuner types (enum v4l2_tuner_type; struct linuxabi_v4l2_tuner type) */
#define V4L2_TUNER_RADIO                         1
#define V4L2_TUNER_ANALOG_TV                     2
#define V4L2_TUNER_DIGITAL_TV                    3
#define V4L2_TUNER_SDR                           4
#define V4L2_TUNER_RF                            5
#define V4L2_TUNER_ADC                           V4L2_TUNER_SDR

/* memory types: how buffers are shared (enum v4l2_memory; the memory members) */
#define V4L2_MEMORY_MMAP                         1
#define V4L2_MEMORY_USERPTR                      2
#define V4L2_MEMORY_OVERLAY                      3
#define V4L2_MEMORY_DMABUF                       4

/* colorspaces (enum v4l2_colorspace) */
#define V4L2_COLORSPACE_DEFAULT                  0
#define V4L2_COLORSPACE_SMPTE170M                1
#define V4L2_COLORSPACE_SMPTE240M                2
#define V4L2_COLORSPACE_REC709                   3
#define V4L2_COLORSPACE_BT878                    4
#define V4L2_COLORSPACE_470_SYSTEM_M             5
#define V4L2_COLORSPACE_470_SYSTEM_BG            6
#define V4L2_COLORSPACE_JPEG                     7
#define V4L2_COLORSPACE_SRGB                     8
#define V4L2_COLORSPACE_OPRGB                    9
#define V4L2_COLORSPACE_BT2020                   10
#define V4L2_COLORSPACE_RAW                      11
#define V4L2_COLORSPACE_DCI_P3                   12

/* transfer functions (enum v4l2_xfer_func) */
#define V4L2_XFER_FUNC_DEFAULT                   0
#define V4L2_XFER_FUNC_709                       1
#define V4L2_XFER_FUNC_SRGB                      2
#define V4L2_XFER_FUNC_OPRGB                     3
#define V4L2_XFER_FUNC_SMPTE240M                 4
#define V4L2_XFER_FUNC_NONE                      5
#define V4L2_XFER_FUNC_DCI_P3                    6
#define V4L2_XFER_FUNC_SMPTE2084                 7

/* Y'CbCr encodings (enum v4l2_ycbcr_encoding) */
#define V4L2_YCBCR_ENC_DEFAULT                   0
#define V4L2_YCBCR_ENC_601                       1
#define V4L2_YCBCR_ENC_709                       2
#define V4L2_YCBCR_ENC_XV601                     3
#define V4L2_YCBCR_ENC_XV709                     4
#define V4L2_YCBCR_ENC_SYCC                      5
#define V4L2_YCBCR_ENC_BT2020                    6
#define V4L2_YCBCR_ENC_BT2020_CONST_LUM          7
#define V4L2_YCBCR_ENC_SMPTE240M                 8

/* HSV encodings (enum v4l2_hsv_encoding): the hue's range */
#define V4L2_HSV_ENC_180                         128
#define V4L2_HSV_ENC_256                         129

/* quantization ranges (enum v4l2_quantization) */
#define V4L2_QUANTIZATION_DEFAULT                0
#define V4L2_QUANTIZATION_FULL_RANGE             1
#define V4L2_QUANTIZATION_LIM_RANGE              2

/* the old names of the opRGB colorspace and transfer function */
#define V4L2_COLORSPACE_ADOBERGB                 V4L2_COLORSPACE_OPRGB
#define V4L2_XFER_FUNC_ADOBERGB                  V4L2_XFER_FUNC_OPRGB

/* access priorities (enum v4l2_priority; VIDIOC_G/S_PRIORITY) */
#define V4L2_PRIORITY_UNSET                      0
#define V4L2_PRIORITY_BACKGROUND                 1
#define V4L2_PRIORITY_INTERACTIVE                2
#define V4L2_PRIORITY_RECORD                     3
#define V4L2_PRIORITY_DEFAULT                    V4L2_PRIORITY_INTERACTIVE

/* device capabilities (struct linuxabi_v4l2_capability capabilities, device_caps) */
#define V4L2_CAP_VIDEO_CAPTURE                   0x00000001
#define V4L2_CAP_VIDEO_OUTPUT                    0x00000002
#define V4L2_CAP_VIDEO_OVERLAY                   0x00000004
#define V4L2_CAP_VBI_CAPTURE                     0x00000010
#define V4L2_CAP_VBI_OUTPUT                      0x00000020
#define V4L2_CAP_SLICED_VBI_CAPTURE              0x00000040
#define V4L2_CAP_SLICED_VBI_OUTPUT               0x00000080
#define V4L2_CAP_RDS_CAPTURE                     0x00000100
#define V4L2_CAP_VIDEO_OUTPUT_OVERLAY            0x00000200
#define V4L2_CAP_HW_FREQ_SEEK                    0x00000400
#define V4L2_CAP_RDS_OUTPUT                      0x00000800
#define V4L2_CAP_VIDEO_CAPTURE_MPLANE            0x00001000
#define V4L2_CAP_VIDEO_OUTPUT_MPLANE             0x00002000
#define V4L2_CAP_VIDEO_M2M_MPLANE                0x00004000
#define V4L2_CAP_VIDEO_M2M                       0x00008000
#define V4L2_CAP_TUNER                           0x00010000
#define V4L2_CAP_AUDIO                           0x00020000
#define V4L2_CAP_RADIO                           0x00040000
#define V4L2_CAP_MODULATOR                       0x00080000
#define V4L2_CAP_SDR_CAPTURE                     0x00100000
#define V4L2_CAP_EXT_PIX_FORMAT                  0x00200000
#define V4L2_CAP_SDR_OUTPUT                      0x00400000
#define V4L2_CAP_META_CAPTURE                    0x00800000
#define V4L2_CAP_READWRITE                       0x01000000
#define V4L2_CAP_EDID                            0x02000000
#define V4L2_CAP_STREAMING                       0x04000000
#define V4L2_CAP_META_OUTPUT                     0x08000000
#define V4L2_CAP_TOUCH                           0x10000000
#define V4L2_CAP_IO_MC                           0x20000000
#define V4L2_CAP_DEVICE_CAPS                     0x80000000

/* pixel formats (pixelformat members): RGB, 1 or 2 bytes a pixel */
#define V4L2_PIX_FMT_RGB332                      LINUXABI_V4L2_FOURCC('R', 'G', 'B', '1')
#define V4L2_PIX_FMT_RGB444                      LINUXABI_V4L2_FOURCC('R', '4', '4', '4')
#define V4L2_PIX_FMT_ARGB444                     LINUXABI_V4L2_FOURCC('A', 'R', '1', '2')
#define V4L2_PIX_FMT_XRGB444                     LINUXABI_V4L2_FOURCC('X', 'R', '1', '2')
#define V4L2_PIX_FMT_RGBA444                     LINUXABI_V4L2_FOURCC('R', 'A', '1', '2')
#define V4L2_PIX_FMT_RGBX444                     LINUXABI_V4L2_FOURCC('R', 'X', '1', '2')
#define V4L2_PIX_FMT_ABGR444                     LINUXABI_V4L2_FOURCC('A', 'B', '1', '2')
#define V4L2_PIX_FMT_XBGR444                     LINUXABI_V4L2_FOURCC('X', 'B', '1', '2')
#define V4L2_PIX_FMT_BGRA444                     LINUXABI_V4L2_FOURCC('G', 'A', '1', '2')
#define V4L2_PIX_FMT_BGRX444                     LINUXABI_V4L2_FOURCC('B', 'X', '1', '2')
#define V4L2_PIX_FMT_RGB555                      LINUXABI_V4L2_FOURCC('R', 'G', 'B', 'O')
#define V4L2_PIX_FMT_ARGB555                     LINUXABI_V4L2_FOURCC('A', 'R', '1', '5')
#define V4L2_PIX_FMT_XRGB555                     LINUXABI_V4L2_FOURCC('X', 'R', '1', '5')
#define V4L2_PIX_FMT_RGBA555                     LINUXABI_V4L2_FOURCC('R', 'A', '1', '5')
#define V4L2_PIX_FMT_RGBX555                     LINUXABI_V4L2_FOURCC('R', 'X', '1', '5')
#define V4L2_PIX_FMT_ABGR555                     LINUXABI_V4L2_FOURCC('A', 'B', '1', '5')
#define V4L2_PIX_FMT_XBGR555                     LINUXABI_V4L2_FOURCC('X', 'B', '1', '5')
#define V4L2_PIX_FMT_BGRA555                     LINUXABI_V4L2_FOURCC('B', 'A', '1', '5')
#define V4L2_PIX_FMT_BGRX555                     LINUXABI_V4L2_FOURCC('B', 'X', '1', '5')
#define V4L2_PIX_FMT_RGB565                      LINUXABI_V4L2_FOURCC('R', 'G', 'B', 'P')
#define V4L2_PIX_FMT_RGB555X                     LINUXABI_V4L2_FOURCC('R', 'G', 'B', 'Q')
#define V4L2_PIX_FMT_ARGB555X                    LINUXABI_V4L2_FOURCC_BE('A', 'R', '1', '5')
#define V4L2_PIX_FMT_XRGB555X                    LINUXABI_V4L2_FOURCC_BE('X', 'R', '1', '5')
#define V4L2_PIX_FMT_RGB565X                     LINUXABI_V4L2_FOURCC('R', 'G', 'B', 'R')

/* RGB, 3 or 4 bytes a pixel */
#define V4L2_PIX_FMT_BGR666                      LINUXABI_V4L2_FOURCC('B', 'G', 'R', 'H')
#define V4L2_PIX_FMT_BGR24                       LINUXABI_V4L2_FOURCC('B', 'G', 'R', '3')
#define V4L2_PIX_FMT_RGB24                       LINUXABI_V4L2_FOURCC('R', 'G', 'B', '3')
#define V4L2_PIX_FMT_BGR32                       LINUXABI_V4L2_FOURCC('B', 'G', 'R', '4')
#define V4L2_PIX_FMT_ABGR32                      LINUXABI_V4L2_FOURCC('A', 'R', '2', '4')
#define V4L2_PIX_FMT_XBGR32                      LINUXABI_V4L2_FOURCC('X', 'R', '2', '4')
#define V4L2_PIX_FMT_BGRA32                      LINUXABI_V4L2_FOURCC('R', 'A', '2', '4')
#define V4L2_PIX_FMT_BGRX32                      LINUXABI_V4L2_FOURCC('R', 'X', '2', '4')
#define V4L2_PIX_FMT_RGB32                       LINUXABI_V4L2_FOURCC('R', 'G', 'B', '4')
#define V4L2_PIX_FMT_RGBA32                      LINUXABI_V4L2_FOURCC('A', 'B', '2', '4')
#define V4L2_PIX_FMT_RGBX32                      LINUXABI_V4L2_FOURCC('X', 'B', '2', '4')
#define V4L2_PIX_FMT_ARGB32                      LINUXABI_V4L2_FOURCC('B', 'A', '2', '4')
#define V4L2_PIX_FMT_XRGB32                      LINUXABI_V4L2_FOURCC('B', 'X', '2', '4')
#define V4L2_PIX_FMT_RGBX1010102                 LINUXABI_V4L2_FOURCC('R', 'X', '3', '0')
#define V4L2_PIX_FMT_RGBA1010102                 LINUXABI_V4L2_FOURCC('R', 'A', '3', '0')
#define V4L2_PIX_FMT_ARGB2101010                 LINUXABI_V4L2_FOURCC('A', 'R', '3', '0')

/* RGB, 6 or 8 bytes a pixel */
#define V4L2_PIX_FMT_BGR48_12                    LINUXABI_V4L2_FOURCC('B', '3', '1', '2')
#define V4L2_PIX_FMT_BGR48                       LINUXABI_V4L2_FOURCC('B', 'G', 'R', '6')
#define V4L2_PIX_FMT_RGB48                       LINUXABI_V4L2_FOURCC('R', 'G', 'B', '6')
#define V4L2_PIX_FMT_ABGR64_12                   LINUXABI_V4L2_FOURCC('B', '4', '1', '2')

/* grey */
#define V4L2_PIX_FMT_GREY                        LINUXABI_V4L2_FOURCC('G', 'R', 'E', 'Y')
#define V4L2_PIX_FMT_Y4                          LINUXABI_V4L2_FOURCC('Y', '0', '4', ' ')
#define V4L2_PIX_FMT_Y6                          LINUXABI_V4L2_FOURCC('Y', '0', '6', ' ')
#define V4L2_PIX_FMT_Y10                         LINUXABI_V4L2_FOURCC('Y', '1', '0', ' ')
#define V4L2_PIX_FMT_Y12                         LINUXABI_V4L2_FOURCC('Y', '1', '2', ' ')
#define V4L2_PIX_FMT_Y012                        LINUXABI_V4L2_FOURCC('Y', '0', '1', '2')
#define V4L2_PIX_FMT_Y14                         LINUXABI_V4L2_FOURCC('Y', '1', '4', ' ')
#define V4L2_PIX_FMT_Y16                         LINUXABI_V4L2_FOURCC('Y', '1', '6', ' ')
#define V4L2_PIX_FMT_Y16_BE                      LINUXABI_V4L2_FOURCC_BE('Y', '1', '6', ' ')

/* grey, bit-packed */
#define V4L2_PIX_FMT_Y10BPACK                    LINUXABI_V4L2_FOURCC('Y', '1', '0', 'B')
#define V4L2_PIX_FMT_Y10P                        LINUXABI_V4L2_FOURCC('Y', '1', '0', 'P')
#define V4L2_PIX_FMT_IPU3_Y10                    LINUXABI_V4L2_FOURCC('i', 'p', '3', 'y')
#define V4L2_PIX_FMT_Y12P                        LINUXABI_V4L2_FOURCC('Y', '1', '2', 'P')
#define V4L2_PIX_FMT_Y14P                        LINUXABI_V4L2_FOURCC('Y', '1', '4', 'P')

/* palette */
#define V4L2_PIX_FMT_PAL8                        LINUXABI_V4L2_FOURCC('P', 'A', 'L', '8')

/* chrominance only */
#define V4L2_PIX_FMT_UV8                         LINUXABI_V4L2_FOURCC('U', 'V', '8', ' ')

/* luminance and chrominance, packed */
#define V4L2_PIX_FMT_YUYV                        LINUXABI_V4L2_FOURCC('Y', 'U', 'Y', 'V')
#define V4L2_PIX_FMT_YYUV                        LINUXABI_V4L2_FOURCC('Y', 'Y', 'U', 'V')
#define V4L2_PIX_FMT_YVYU                        LINUXABI_V4L2_FOURCC('Y', 'V', 'Y', 'U')
#define V4L2_PIX_FMT_UYVY                        LINUXABI_V4L2_FOURCC('U', 'Y', 'V', 'Y')
#define V4L2_PIX_FMT_VYUY                        LINUXABI_V4L2_FOURCC('V', 'Y', 'U', 'Y')
#define V4L2_PIX_FMT_Y41P                        LINUXABI_V4L2_FOURCC('Y', '4', '1', 'P')
#define V4L2_PIX_FMT_YUV444                      LINUXABI_V4L2_FOURCC('Y', '4', '4', '4')
#define V4L2_PIX_FMT_YUV555                      LINUXABI_V4L2_FOURCC('Y', 'U', 'V', 'O')
#define V4L2_PIX_FMT_YUV565                      LINUXABI_V4L2_FOURCC('Y', 'U', 'V', 'P')
#define V4L2_PIX_FMT_YUV24                       LINUXABI_V4L2_FOURCC('Y', 'U', 'V', '3')
#define V4L2_PIX_FMT_YUV32                       LINUXABI_V4L2_FOURCC('Y', 'U', 'V', '4')
#define V4L2_PIX_FMT_AYUV32                      LINUXABI_V4L2_FOURCC('A', 'Y', 'U', 'V')
#define V4L2_PIX_FMT_XYUV32                      LINUXABI_V4L2_FOURCC('X', 'Y', 'U', 'V')
#define V4L2_PIX_FMT_VUYA32                      LINUXABI_V4L2_FOURCC('V', 'U', 'Y', 'A')
#define V4L2_PIX_FMT_VUYX32                      LINUXABI_V4L2_FOURCC('V', 'U', 'Y', 'X')
#define V4L2_PIX_FMT_YUVA32                      LINUXABI_V4L2_FOURCC('Y', 'U', 'V', 'A')
#define V4L2_PIX_FMT_YUVX32                      LINUXABI_V4L2_FOURCC('Y', 'U', 'V', 'X')
#define V4L2_PIX_FMT_M420                        LINUXABI_V4L2_FOURCC('M', '4', '2', '0')
#define V4L2_PIX_FMT_YUV48_12                    LINUXABI_V4L2_FOURCC('Y', '3', '1', '2')
#define V4L2_PIX_FMT_Y210                        LINUXABI_V4L2_FOURCC('Y', '2', '1', '0')
#define V4L2_PIX_FMT_Y212                        LINUXABI_V4L2_FOURCC('Y', '2', '1', '2')
#define V4L2_PIX_FMT_Y216                        LINUXABI_V4L2_FOURCC('Y', '2', '1', '6')

/* two planes in one buffer: Y, then Cb and Cr interleaved */
#define V4L2_PIX_FMT_NV12                        LINUXABI_V4L2_FOURCC('N', 'V', '1', '2')
#define V4L2_PIX_FMT_NV21                        LINUXABI_V4L2_FOURCC('N', 'V', '2', '1')
#define V4L2_PIX_FMT_NV15                        LINUXABI_V4L2_FOURCC('N', 'V', '1', '5')
#define V4L2_PIX_FMT_NV16                        LINUXABI_V4L2_FOURCC('N', 'V', '1', '6')
#define V4L2_PIX_FMT_NV61                        LINUXABI_V4L2_FOURCC('N', 'V', '6', '1')
#define V4L2_PIX_FMT_NV20                        LINUXABI_V4L2_FOURCC('N', 'V', '2', '0')
#define V4L2_PIX_FMT_NV24                        LINUXABI_V4L2_FOURCC('N', 'V', '2', '4')
#define V4L2_PIX_FMT_NV42                        LINUXABI_V4L2_FOURCC('N', 'V', '4', '2')
#define V4L2_PIX_FMT_P010                        LINUXABI_V4L2_FOURCC('P', '0', '1', '0')
#define V4L2_PIX_FMT_P012                        LINUXABI_V4L2_FOURCC('P', '0', '1', '2')

/* two planes, each in its own buffer */
#define V4L2_PIX_FMT_NV12M                       LINUXABI_V4L2_FOURCC('N', 'M', '1', '2')
#define V4L2_PIX_FMT_NV21M                       LINUXABI_V4L2_FOURCC('N', 'M', '2', '1')
#define V4L2_PIX_FMT_NV16M                       LINUXABI_V4L2_FOURCC('N', 'M', '1', '6')
#define V4L2_PIX_FMT_NV61M                       LINUXABI_V4L2_FOURCC('N', 'M', '6', '1')
#define V4L2_PIX_FMT_P012M                       LINUXABI_V4L2_FOURCC('P', 'M', '1', '2')

/* three planes in one buffer: Y, Cb, Cr */
#define V4L2_PIX_FMT_YUV410                      LINUXABI_V4L2_FOURCC('Y', 'U', 'V', '9')
#define V4L2_PIX_FMT_YVU410                      LINUXABI_V4L2_FOURCC('Y', 'V', 'U', '9')
#define V4L2_PIX_FMT_YUV411P                     LINUXABI_V4L2_FOURCC('4', '1', '1', 'P')
#define V4L2_PIX_FMT_YUV420                      LINUXABI_V4L2_FOURCC('Y', 'U', '1', '2')
#define V4L2_PIX_FMT_YVU420                      LINUXABI_V4L2_FOURCC('Y', 'V', '1', '2')
#define V4L2_PIX_FMT_YUV422P                     LINUXABI_V4L2_FOURCC('4', '2', '2', 'P')

/* three planes, each in its own buffer */
#define V4L2_PIX_FMT_YUV420M                     LINUXABI_V4L2_FOURCC('Y', 'M', '1', '2')
#define V4L2_PIX_FMT_YVU420M                     LINUXABI_V4L2_FOURCC('Y', 'M', '2', '1')
#define V4L2_PIX_FMT_YUV422M                     LINUXABI_V4L2_FOURCC('Y', 'M', '1', '6')
#define V4L2_PIX_FMT_YVU422M                     LINUXABI_V4L2_FOURCC('Y', 'M', '6', '1')
#define V4L2_PIX_FMT_YUV444M                     LINUXABI_V4L2_FOURCC('Y', 'M', '2', '4')
#define V4L2_PIX_FMT_YVU444M                     LINUXABI_V4L2_FOURCC('Y', 'M', '4', '2')

/* tiled Y/CbCr */
#define V4L2_PIX_FMT_NV12_4L4                    LINUXABI_V4L2_FOURCC('V', 'T', '1', '2')
#define V4L2_PIX_FMT_NV12_16L16                  LINUXABI_V4L2_FOURCC('H', 'M', '1', '2')
#define V4L2_PIX_FMT_NV12_32L32                  LINUXABI_V4L2_FOURCC('S', 'T', '1', '2')
#define V4L2_PIX_FMT_NV15_4L4                    LINUXABI_V4L2_FOURCC('V', 'T', '1', '5')
#define V4L2_PIX_FMT_P010_4L4                    LINUXABI_V4L2_FOURCC('T', '0', '1', '0')
#define V4L2_PIX_FMT_NV12_8L128                  LINUXABI_V4L2_FOURCC('A', 'T', '1', '2')
#define V4L2_PIX_FMT_NV12_10BE_8L128             LINUXABI_V4L2_FOURCC_BE('A', 'X', '1', '2')

/* tiled Y/CbCr, each plane in its own buffer */
#define V4L2_PIX_FMT_NV12MT                      LINUXABI_V4L2_FOURCC('T', 'M', '1', '2')
#define V4L2_PIX_FMT_NV12MT_16X16                LINUXABI_V4L2_FOURCC('V', 'M', '1', '2')
#define V4L2_PIX_FMT_NV12M_8L128                 LINUXABI_V4L2_FOURCC('N', 'A', '1', '2')
#define V4L2_PIX_FMT_NV12M_10BE_8L128            LINUXABI_V4L2_FOURCC_BE('N', 'T', '1', '2')

/* Bayer */
#define V4L2_PIX_FMT_SBGGR8                      LINUXABI_V4L2_FOURCC('B', 'A', '8', '1')
#define V4L2_PIX_FMT_SGBRG8                      LINUXABI_V4L2_FOURCC('G', 'B', 'R', 'G')
#define V4L2_PIX_FMT_SGRBG8                      LINUXABI_V4L2_FOURCC('G', 'R', 'B', 'G')
#define V4L2_PIX_FMT_SRGGB8                      LINUXABI_V4L2_FOURCC('R', 'G', 'G', 'B')
#define V4L2_PIX_FMT_SBGGR10                     LINUXABI_V4L2_FOURCC('B', 'G', '1', '0')
#define V4L2_PIX_FMT_SGBRG10                     LINUXABI_V4L2_FOURCC('G', 'B', '1', '0')
#define V4L2_PIX_FMT_SGRBG10                     LINUXABI_V4L2_FOURCC('B', 'A', '1', '0')
#define V4L2_PIX_FMT_SRGGB10                     LINUXABI_V4L2_FOURCC('R', 'G', '1', '0')
#define V4L2_PIX_FMT_SBGGR10P                    LINUXABI_V4L2_FOURCC('p', 'B', 'A', 'A')
#define V4L2_PIX_FMT_SGBRG10P                    LINUXABI_V4L2_FOURCC('p', 'G', 'A', 'A')
#define V4L2_PIX_FMT_SGRBG10P                    LINUXABI_V4L2_FOURCC('p', 'g', 'A', 'A')
#define V4L2_PIX_FMT_SRGGB10P                    LINUXABI_V4L2_FOURCC('p', 'R', 'A', 'A')
#define V4L2_PIX_FMT_SBGGR10ALAW8                LINUXABI_V4L2_FOURCC('a', 'B', 'A', '8')
#define V4L2_PIX_FMT_SGBRG10ALAW8                LINUXABI_V4L2_FOURCC('a', 'G', 'A', '8')
#define V4L2_PIX_FMT_SGRBG10ALAW8                LINUXABI_V4L2_FOURCC('a', 'g', 'A', '8')
#define V4L2_PIX_FMT_SRGGB10ALAW8                LINUXABI_V4L2_FOURCC('a', 'R', 'A', '8')
#define V4L2_PIX_FMT_SBGGR10DPCM8                LINUXABI_V4L2_FOURCC('b', 'B', 'A', '8')
#define V4L2_PIX_FMT_SGBRG10DPCM8                LINUXABI_V4L2_FOURCC('b', 'G', 'A', '8')
#define V4L2_PIX_FMT_SGRBG10DPCM8                LINUXABI_V4L2_FOURCC('B', 'D', '1', '0')
#define V4L2_PIX_FMT_SRGGB10DPCM8                LINUXABI_V4L2_FOURCC('b', 'R', 'A', '8')
#define V4L2_PIX_FMT_SBGGR12                     LINUXABI_V4L2_FOURCC('B', 'G', '1', '2')
#define V4L2_PIX_FMT_SGBRG12                     LINUXABI_V4L2_FOURCC('G', 'B', '1', '2')
#define V4L2_PIX_FMT_SGRBG12                     LINUXABI_V4L2_FOURCC('B', 'A', '1', '2')
#define V4L2_PIX_FMT_SRGGB12                     LINUXABI_V4L2_FOURCC('R', 'G', '1', '2')
#define V4L2_PIX_FMT_SBGGR12P                    LINUXABI_V4L2_FOURCC('p', 'B', 'C', 'C')
#define V4L2_PIX_FMT_SGBRG12P                    LINUXABI_V4L2_FOURCC('p', 'G', 'C', 'C')
#define V4L2_PIX_FMT_SGRBG12P                    LINUXABI_V4L2_FOURCC('p', 'g', 'C', 'C')
#define V4L2_PIX_FMT_SRGGB12P                    LINUXABI_V4L2_FOURCC('p', 'R', 'C', 'C')
#define V4L2_PIX_FMT_SBGGR14                     LINUXABI_V4L2_FOURCC('B', 'G', '1', '4')
#define V4L2_PIX_FMT_SGBRG14                     LINUXABI_V4L2_FOURCC('G', 'B', '1', '4')
#define V4L2_PIX_FMT_SGRBG14                     LINUXABI_V4L2_FOURCC('G', 'R', '1', '4')
#define V4L2_PIX_FMT_SRGGB14                     LINUXABI_V4L2_FOURCC('R', 'G', '1', '4')
#define V4L2_PIX_FMT_SBGGR14P                    LINUXABI_V4L2_FOURCC('p', 'B', 'E', 'E')
#define V4L2_PIX_FMT_SGBRG14P                    LINUXABI_V4L2_FOURCC('p', 'G', 'E', 'E')
#define V4L2_PIX_FMT_SGRBG14P                    LINUXABI_V4L2_FOURCC('p', 'g', 'E', 'E')
#define V4L2_PIX_FMT_SRGGB14P                    LINUXABI_V4L2_FOURCC('p', 'R', 'E', 'E')
#define V4L2_PIX_FMT_SBGGR16                     LINUXABI_V4L2_FOURCC('B', 'Y', 'R', '2')
#define V4L2_PIX_FMT_SGBRG16                     LINUXABI_V4L2_FOURCC('G', 'B', '1', '6')
#define V4L2_PIX_FMT_SGRBG16                     LINUXABI_V4L2_FOURCC('G', 'R', '1', '6')
#define V4L2_PIX_FMT_SRGGB16                     LINUXABI_V4L2_FOURCC('R', 'G', '1', '6')

/* HSV */
#define V4L2_PIX_FMT_HSV24                       LINUXABI_V4L2_FOURCC('H', 'S', 'V', '3')
#define V4L2_PIX_FMT_HSV32                       LINUXABI_V4L2_FOURCC('H', 'S', 'V', '4')

/* compressed */
#define V4L2_PIX_FMT_MJPEG                       LINUXABI_V4L2_FOURCC('M', 'J', 'P', 'G')
#define V4L2_PIX_FMT_JPEG                        LINUXABI_V4L2_FOURCC('J', 'P', 'E', 'G')
#define V4L2_PIX_FMT_DV                          LINUXABI_V4L2_FOURCC('d', 'v', 's', 'd')
#define V4L2_PIX_FMT_MPEG                        LINUXABI_V4L2_FOURCC('M', 'P', 'E', 'G')
#define V4L2_PIX_FMT_H264                        LINUXABI_V4L2_FOURCC('H', '2', '6', '4')
#define V4L2_PIX_FMT_H264_NO_SC                  LINUXABI_V4L2_FOURCC('A', 'V', 'C', '1')
#define V4L2_PIX_FMT_H264_MVC                    LINUXABI_V4L2_FOURCC('M', '2', '6', '4')
#define V4L2_PIX_FMT_H263                        LINUXABI_V4L2_FOURCC('H', '2', '6', '3')
#define V4L2_PIX_FMT_MPEG1                       LINUXABI_V4L2_FOURCC('M', 'P', 'G', '1')
#define V4L2_PIX_FMT_MPEG2                       LINUXABI_V4L2_FOURCC('M', 'P', 'G', '2')
#define V4L2_PIX_FMT_MPEG2_SLICE                 LINUXABI_V4L2_FOURCC('M', 'G', '2', 'S')
#define V4L2_PIX_FMT_MPEG4                       LINUXABI_V4L2_FOURCC('M', 'P', 'G', '4')
#define V4L2_PIX_FMT_XVID                        LINUXABI_V4L2_FOURCC('X', 'V', 'I', 'D')
#define V4L2_PIX_FMT_VC1_ANNEX_G                 LINUXABI_V4L2_FOURCC('V', 'C', '1', 'G')
#define V4L2_PIX_FMT_VC1_ANNEX_L                 LINUXABI_V4L2_FOURCC('V', 'C', '1', 'L')
#define V4L2_PIX_FMT_VP8                         LINUXABI_V4L2_FOURCC('V', 'P', '8', '0')
#define V4L2_PIX_FMT_VP8_FRAME                   LINUXABI_V4L2_FOURCC('V', 'P', '8', 'F')
#define V4L2_PIX_FMT_VP9                         LINUXABI_V4L2_FOURCC('V', 'P', '9', '0')
#define V4L2_PIX_FMT_VP9_FRAME                   LINUXABI_V4L2_FOURCC('V', 'P', '9', 'F')
#define V4L2_PIX_FMT_HEVC                        LINUXABI_V4L2_FOURCC('H', 'E', 'V', 'C')
#define V4L2_PIX_FMT_FWHT                        LINUXABI_V4L2_FOURCC('F', 'W', 'H', 'T')
#define V4L2_PIX_FMT_FWHT_STATELESS              LINUXABI_V4L2_FOURCC('S', 'F', 'W', 'H')
#define V4L2_PIX_FMT_H264_SLICE                  LINUXABI_V4L2_FOURCC('S', '2', '6', '4')
#define V4L2_PIX_FMT_HEVC_SLICE                  LINUXABI_V4L2_FOURCC('S', '2', '6', '5')
#define V4L2_PIX_FMT_AV1_FRAME                   LINUXABI_V4L2_FOURCC('A', 'V', '1', 'F')
#define V4L2_PIX_FMT_AV1                         LINUXABI_V4L2_FOURCC('A', 'V', '0', '1')
#define V4L2_PIX_FMT_SPK                         LINUXABI_V4L2_FOURCC('S', 'P', 'K', '0')
#define V4L2_PIX_FMT_RV30                        LINUXABI_V4L2_FOURCC('R', 'V', '3', '0')
#define V4L2_PIX_FMT_RV40                        LINUXABI_V4L2_FOURCC('R', 'V', '4', '0')

/* vendor and device formats */
#define V4L2_PIX_FMT_CPIA1                       LINUXABI_V4L2_FOURCC('C', 'P', 'I', 'A')
#define V4L2_PIX_FMT_WNVA                        LINUXABI_V4L2_FOURCC('W', 'N', 'V', 'A')
#define V4L2_PIX_FMT_SN9C10X                     LINUXABI_V4L2_FOURCC('S', '9', '1', '0')
#define V4L2_PIX_FMT_SN9C20X_I420                LINUXABI_V4L2_FOURCC('S', '9', '2', '0')
#define V4L2_PIX_FMT_PWC1                        LINUXABI_V4L2_FOURCC('P', 'W', 'C', '1')
#define V4L2_PIX_FMT_PWC2                        LINUXABI_V4L2_FOURCC('P', 'W', 'C', '2')
#define V4L2_PIX_FMT_ET61X251                    LINUXABI_V4L2_FOURCC('E', '6', '2', '5')
#define V4L2_PIX_FMT_SPCA501                     LINUXABI_V4L2_FOURCC('S', '5', '0', '1')
#define V4L2_PIX_FMT_SPCA505                     LINUXABI_V4L2_FOURCC('S', '5', '0', '5')
#define V4L2_PIX_FMT_SPCA508                     LINUXABI_V4L2_FOURCC('S', '5', '0', '8')
#define V4L2_PIX_FMT_SPCA561                     LINUXABI_V4L2_FOURCC('S', '5', '6', '1')
#define V4L2_PIX_FMT_PAC207                      LINUXABI_V4L2_FOURCC('P', '2', '0', '7')
#define V4L2_PIX_FMT_MR97310A                    LINUXABI_V4L2_FOURCC('M', '3', '1', '0')
#define V4L2_PIX_FMT_JL2005BCD                   LINUXABI_V4L2_FOURCC('J', 'L', '2', '0')
#define V4L2_PIX_FMT_SN9C2028                    LINUXABI_V4L2_FOURCC('S', 'O', 'N', 'X')
#define V4L2_PIX_FMT_SQ905C                      LINUXABI_V4L2_FOURCC('9', '0', '5', 'C')
#define V4L2_PIX_FMT_PJPG                        LINUXABI_V4L2_FOURCC('P', 'J', 'P', 'G')
#define V4L2_PIX_FMT_OV511                       LINUXABI_V4L2_FOURCC('O', '5', '1', '1')
#define V4L2_PIX_FMT_OV518                       LINUXABI_V4L2_FOURCC('O', '5', '1', '8')
#define V4L2_PIX_FMT_STV0680                     LINUXABI_V4L2_FOURCC('S', '6', '8', '0')
#define V4L2_PIX_FMT_TM6000                      LINUXABI_V4L2_FOURCC('T', 'M', '6', '0')
#define V4L2_PIX_FMT_CIT_YYVYUY                  LINUXABI_V4L2_FOURCC('C', 'I', 'T', 'V')
#define V4L2_PIX_FMT_KONICA420                   LINUXABI_V4L2_FOURCC('K', 'O', 'N', 'I')
#define V4L2_PIX_FMT_JPGL                        LINUXABI_V4L2_FOURCC('J', 'P', 'G', 'L')
#define V4L2_PIX_FMT_SE401                       LINUXABI_V4L2_FOURCC('S', '4', '0', '1')
#define V4L2_PIX_FMT_S5C_UYVY_JPG                LINUXABI_V4L2_FOURCC('S', '5', 'C', 'I')
#define V4L2_PIX_FMT_Y8I                         LINUXABI_V4L2_FOURCC('Y', '8', 'I', ' ')
#define V4L2_PIX_FMT_Y12I                        LINUXABI_V4L2_FOURCC('Y', '1', '2', 'I')
#define V4L2_PIX_FMT_Y16I                        LINUXABI_V4L2_FOURCC('Y', '1', '6', 'I')
#define V4L2_PIX_FMT_Z16                         LINUXABI_V4L2_FOURCC('Z', '1', '6', ' ')
#define V4L2_PIX_FMT_MT21C                       LINUXABI_V4L2_FOURCC('M', 'T', '2', '1')
#define V4L2_PIX_FMT_MM21                        LINUXABI_V4L2_FOURCC('M', 'M', '2', '1')
#define V4L2_PIX_FMT_MT2110T                     LINUXABI_V4L2_FOURCC('M', 'T', '2', 'T')
#define V4L2_PIX_FMT_MT2110R                     LINUXABI_V4L2_FOURCC('M', 'T', '2', 'R')
#define V4L2_PIX_FMT_INZI                        LINUXABI_V4L2_FOURCC('I', 'N', 'Z', 'I')
#define V4L2_PIX_FMT_CNF4                        LINUXABI_V4L2_FOURCC('C', 'N', 'F', '4')
#define V4L2_PIX_FMT_HI240                       LINUXABI_V4L2_FOURCC('H', 'I', '2', '4')
#define V4L2_PIX_FMT_QC08C                       LINUXABI_V4L2_FOURCC('Q', '0', '8', 'C')
#define V4L2_PIX_FMT_QC10C                       LINUXABI_V4L2_FOURCC('Q', '1', '0', 'C')
#define V4L2_PIX_FMT_AJPG                        LINUXABI_V4L2_FOURCC('A', 'J', 'P', 'G')
#define V4L2_PIX_FMT_HEXTILE                     LINUXABI_V4L2_FOURCC('H', 'X', 'T', 'L')

/* Intel IPU3 packed Bayer */
#define V4L2_PIX_FMT_IPU3_SBGGR10                LINUXABI_V4L2_FOURCC('i', 'p', '3', 'b')
#define V4L2_PIX_FMT_IPU3_SGBRG10                LINUXABI_V4L2_FOURCC('i', 'p', '3', 'g')
#define V4L2_PIX_FMT_IPU3_SGRBG10                LINUXABI_V4L2_FOURCC('i', 'p', '3', 'G')
#define V4L2_PIX_FMT_IPU3_SRGGB10                LINUXABI_V4L2_FOURCC('i', 'p', '3', 'r')

/* Raspberry Pi PiSP compressed Bayer */
#define V4L2_PIX_FMT_PISP_COMP1_RGGB             LINUXABI_V4L2_FOURCC('P', 'C', '1', 'R')
#define V4L2_PIX_FMT_PISP_COMP1_GRBG             LINUXABI_V4L2_FOURCC('P', 'C', '1', 'G')
#define V4L2_PIX_FMT_PISP_COMP1_GBRG             LINUXABI_V4L2_FOURCC('P', 'C', '1', 'g')
#define V4L2_PIX_FMT_PISP_COMP1_BGGR             LINUXABI_V4L2_FOURCC('P', 'C', '1', 'B')
#define V4L2_PIX_FMT_PISP_COMP1_MONO             LINUXABI_V4L2_FOURCC('P', 'C', '1', 'M')
#define V4L2_PIX_FMT_PISP_COMP2_RGGB             LINUXABI_V4L2_FOURCC('P', 'C', '2', 'R')
#define V4L2_PIX_FMT_PISP_COMP2_GRBG             LINUXABI_V4L2_FOURCC('P', 'C', '2', 'G')
#define V4L2_PIX_FMT_PISP_COMP2_GBRG             LINUXABI_V4L2_FOURCC('P', 'C', '2', 'g')
#define V4L2_PIX_FMT_PISP_COMP2_BGGR             LINUXABI_V4L2_FOURCC('P', 'C', '2', 'B')
#define V4L2_PIX_FMT_PISP_COMP2_MONO             LINUXABI_V4L2_FOURCC('P', 'C', '2', 'M')

/* Renesas RZ/V2H CRU packed */
#define V4L2_PIX_FMT_RAW_CRU10                   LINUXABI_V4L2_FOURCC('C', 'R', '1', '0')
#define V4L2_PIX_FMT_RAW_CRU12                   LINUXABI_V4L2_FOURCC('C', 'R', '1', '2')
#define V4L2_PIX_FMT_RAW_CRU14                   LINUXABI_V4L2_FOURCC('C', 'R', '1', '4')
#define V4L2_PIX_FMT_RAW_CRU20                   LINUXABI_V4L2_FOURCC('C', 'R', '2', '0')

/* software-defined radio formats (struct linuxabi_v4l2_sdr_format pixelformat) */
#define V4L2_SDR_FMT_CU8                         LINUXABI_V4L2_FOURCC('C', 'U', '0', '8')
#define V4L2_SDR_FMT_CU16LE                      LINUXABI_V4L2_FOURCC('C', 'U', '1', '6')
#define V4L2_SDR_FMT_CS8                         LINUXABI_V4L2_FOURCC('C', 'S', '0', '8')
#define V4L2_SDR_FMT_CS14LE                      LINUXABI_V4L2_FOURCC('C', 'S', '1', '4')
#define V4L2_SDR_FMT_RU12LE                      LINUXABI_V4L2_FOURCC('R', 'U', '1', '2')
#define V4L2_SDR_FMT_PCU16BE                     LINUXABI_V4L2_FOURCC('P', 'C', '1', '6')
#define V4L2_SDR_FMT_PCU18BE                     LINUXABI_V4L2_FOURCC('P', 'C', '1', '8')
#define V4L2_SDR_FMT_PCU20BE                     LINUXABI_V4L2_FOURCC('P', 'C', '2', '0')

/* touch sensor formats */
#define V4L2_TCH_FMT_DELTA_TD16                  LINUXABI_V4L2_FOURCC('T', 'D', '1', '6')
#define V4L2_TCH_FMT_DELTA_TD08                  LINUXABI_V4L2_FOURCC('T', 'D', '0', '8')
#define V4L2_TCH_FMT_TU16                        LINUXABI_V4L2_FOURCC('T', 'U', '1', '6')
#define V4L2_TCH_FMT_TU08                        LINUXABI_V4L2_FOURCC('T', 'U', '0', '8')

/* metadata formats (struct linuxabi_v4l2_meta_format dataformat) */
#define V4L2_META_FMT_VSP1_HGO                   LINUXABI_V4L2_FOURCC('V', 'S', 'P', 'H')
#define V4L2_META_FMT_VSP1_HGT                   LINUXABI_V4L2_FOURCC('V', 'S', 'P', 'T')
#define V4L2_META_FMT_UVC                        LINUXABI_V4L2_FOURCC('U', 'V', 'C', 'H')
#define V4L2_META_FMT_D4XX                       LINUXABI_V4L2_FOURCC('D', '4', 'X', 'X')
#define V4L2_META_FMT_UVC_MSXU_1_5               LINUXABI_V4L2_FOURCC('U', 'V', 'C', 'M')
#define V4L2_META_FMT_VIVID                      LINUXABI_V4L2_FOURCC('V', 'I', 'V', 'D')

/* metadata: Rockchip ISP1 */
#define V4L2_META_FMT_RK_ISP1_PARAMS             LINUXABI_V4L2_FOURCC('R', 'K', '1', 'P')
#define V4L2_META_FMT_RK_ISP1_STAT_3A            LINUXABI_V4L2_FOURCC('R', 'K', '1', 'S')
#define V4L2_META_FMT_RK_ISP1_EXT_PARAMS         LINUXABI_V4L2_FOURCC('R', 'K', '1', 'E')

/* metadata: Amlogic C3 ISP */
#define V4L2_META_FMT_C3ISP_PARAMS               LINUXABI_V4L2_FOURCC('C', '3', 'P', 'M')
#define V4L2_META_FMT_C3ISP_STATS                LINUXABI_V4L2_FOURCC('C', '3', 'S', 'T')

/* metadata: Raspberry Pi PiSP */
#define V4L2_META_FMT_RPI_BE_CFG                 LINUXABI_V4L2_FOURCC('R', 'P', 'B', 'C')
#define V4L2_META_FMT_RPI_FE_CFG                 LINUXABI_V4L2_FOURCC('R', 'P', 'F', 'C')
#define V4L2_META_FMT_RPI_FE_STATS               LINUXABI_V4L2_FOURCC('R', 'P', 'F', 'S')

/* metadata: Arm Mali-C55 ISP */
#define V4L2_META_FMT_MALI_C55_PARAMS            LINUXABI_V4L2_FOURCC('C', '5', '5', 'P')
#define V4L2_META_FMT_MALI_C55_STATS             LINUXABI_V4L2_FOURCC('C', '5', '5', 'S')

/* struct linuxabi_v4l2_pix_format priv: the fields after it are valid */
#define V4L2_PIX_FMT_PRIV_MAGIC                  0xfeedcafe

/* struct linuxabi_v4l2_pix_format(_mplane) flags */
#define V4L2_PIX_FMT_FLAG_PREMUL_ALPHA           0x00000001
#define V4L2_PIX_FMT_FLAG_SET_CSC                0x00000002

/* struct linuxabi_v4l2_fmtdesc flags (VIDIOC_ENUM_FMT) */
#define V4L2_FMT_FLAG_COMPRESSED                 0x0001
#define V4L2_FMT_FLAG_EMULATED                   0x0002
#define V4L2_FMT_FLAG_CONTINUOUS_BYTESTREAM      0x0004
#define V4L2_FMT_FLAG_DYN_RESOLUTION             0x0008
#define V4L2_FMT_FLAG_ENC_CAP_FRAME_INTERVAL     0x0010
#define V4L2_FMT_FLAG_CSC_COLORSPACE             0x0020
#define V4L2_FMT_FLAG_CSC_XFER_FUNC              0x0040
#define V4L2_FMT_FLAG_CSC_YCBCR_ENC              0x0080
#define V4L2_FMT_FLAG_CSC_HSV_ENC                V4L2_FMT_FLAG_CSC_YCBCR_ENC
#define V4L2_FMT_FLAG_CSC_QUANTIZATION           0x0100
#define V4L2_FMT_FLAG_META_LINE_BASED            0x0200

/* in struct linuxabi_v4l2_fmtdesc index: every format, whatever the configuration */
#define V4L2_FMTDESC_FLAG_ENUM_ALL               0x80000000

/* frame size kinds (enum v4l2_frmsizetypes; VIDIOC_ENUM_FRAMESIZES) */
#define V4L2_FRMSIZE_TYPE_DISCRETE               1
#define V4L2_FRMSIZE_TYPE_CONTINUOUS             2
#define V4L2_FRMSIZE_TYPE_STEPWISE               3

/* frame interval kinds (enum v4l2_frmivaltypes; VIDIOC_ENUM_FRAMEINTERVALS) */
#define V4L2_FRMIVAL_TYPE_DISCRETE               1
#define V4L2_FRMIVAL_TYPE_CONTINUOUS             2
#define V4L2_FRMIVAL_TYPE_STEPWISE               3

/* struct linuxabi_v4l2_timecode type, flags and user bits */
#define V4L2_TC_TYPE_24FPS                       1
#define V4L2_TC_TYPE_25FPS                       2
#define V4L2_TC_TYPE_30FPS                       3
#define V4L2_TC_TYPE_50FPS                       4
#define V4L2_TC_TYPE_60FPS                       5
#define V4L2_TC_FLAG_DROPFRAME                   0x0001
#define V4L2_TC_FLAG_COLORFRAME                  0x0002
#define V4L2_TC_USERBITS_field                   0x000C
#define V4L2_TC_USERBITS_USERDEFINED             0x0000
#define V4L2_TC_USERBITS_8BITCHARS               0x0008

/* struct linuxabi_v4l2_jpegcompression jpeg_markers */
#define V4L2_JPEG_MARKER_DHT                     (1 << 3)
#define V4L2_JPEG_MARKER_DQT                     (1 << 4)
#define V4L2_JPEG_MARKER_DRI                     (1 << 5)
#define V4L2_JPEG_MARKER_COM                     (1 << 6)
#define V4L2_JPEG_MARKER_APP                     (1 << 7)

/* struct linuxabi_v4l2_requestbuffers and _create_buffers flags */
#define V4L2_MEMORY_FLAG_NON_COHERENT            (1 << 0)

/* what the queue can do (capabilities, on return from VIDIOC_REQBUFS and VIDIOC_CREATE_BUFS) */
#define V4L2_BUF_CAP_SUPPORTS_MMAP               (1 << 0)
#define V4L2_BUF_CAP_SUPPORTS_USERPTR            (1 << 1)
#define V4L2_BUF_CAP_SUPPORTS_DMABUF             (1 << 2)
#define V4L2_BUF_CAP_SUPPORTS_REQUESTS           (1 << 3)
#define V4L2_BUF_CAP_SUPPORTS_ORPHANED_BUFS      (1 << 4)
#define V4L2_BUF_CAP_SUPPORTS_M2M_HOLD_CAPTURE_BUF (1 << 5)
#define V4L2_BUF_CAP_SUPPORTS_MMAP_CACHE_HINTS   (1 << 6)
#define V4L2_BUF_CAP_SUPPORTS_MAX_NUM_BUFFERS    (1 << 7)
#define V4L2_BUF_CAP_SUPPORTS_REMOVE_BUFS        (1 << 8)

/* struct linuxabi_v4l2_buffer flags */
#define V4L2_BUF_FLAG_MAPPED                     0x00000001
#define V4L2_BUF_FLAG_QUEUED                     0x00000002
#define V4L2_BUF_FLAG_DONE                       0x00000004
#define V4L2_BUF_FLAG_KEYFRAME                   0x00000008
#define V4L2_BUF_FLAG_PFRAME                     0x00000010
#define V4L2_BUF_FLAG_BFRAME                     0x00000020
#define V4L2_BUF_FLAG_ERROR                      0x00000040
#define V4L2_BUF_FLAG_IN_REQUEST                 0x00000080
#define V4L2_BUF_FLAG_TIMECODE                   0x00000100
#define V4L2_BUF_FLAG_M2M_HOLD_CAPTURE_BUF       0x00000200
#define V4L2_BUF_FLAG_PREPARED                   0x00000400
#define V4L2_BUF_FLAG_NO_CACHE_INVALIDATE        0x00000800
#define V4L2_BUF_FLAG_NO_CACHE_CLEAN             0x00001000
#define V4L2_BUF_FLAG_TIMESTAMP_MASK             0x0000e000
#define V4L2_BUF_FLAG_TIMESTAMP_UNKNOWN          0x00000000
#define V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC        0x00002000
#define V4L2_BUF_FLAG_TIMESTAMP_COPY             0x00004000
#define V4L2_BUF_FLAG_TSTAMP_SRC_MASK            0x00070000
#define V4L2_BUF_FLAG_TSTAMP_SRC_EOF             0x00000000
#define V4L2_BUF_FLAG_TSTAMP_SRC_SOE             0x00010000
#define V4L2_BUF_FLAG_LAST                       0x00100000
#define V4L2_BUF_FLAG_REQUEST_FD                 0x00800000

/* struct linuxabi_v4l2_framebuffer capability */
#define V4L2_FBUF_CAP_EXTERNOVERLAY              0x0001
#define V4L2_FBUF_CAP_CHROMAKEY                  0x0002
#define V4L2_FBUF_CAP_LIST_CLIPPING              0x0004
#define V4L2_FBUF_CAP_BITMAP_CLIPPING            0x0008
#define V4L2_FBUF_CAP_LOCAL_ALPHA                0x0010
#define V4L2_FBUF_CAP_GLOBAL_ALPHA               0x0020
#define V4L2_FBUF_CAP_LOCAL_INV_ALPHA            0x0040
#define V4L2_FBUF_CAP_SRC_CHROMAKEY              0x0080

/* struct linuxabi_v4l2_framebuffer flags */
#define V4L2_FBUF_FLAG_PRIMARY                   0x0001
#define V4L2_FBUF_FLAG_OVERLAY                   0x0002
#define V4L2_FBUF_FLAG_CHROMAKEY                 0x0004
#define V4L2_FBUF_FLAG_LOCAL_ALPHA               0x0008
#define V4L2_FBUF_FLAG_GLOBAL_ALPHA              0x0010
#define V4L2_FBUF_FLAG_LOCAL_INV_ALPHA           0x0020
#define V4L2_FBUF_FLAG_SRC_CHROMAKEY             0x0040

/* struct linuxabi_v4l2_captureparm capturemode, and capability */
#define V4L2_MODE_HIGHQUALITY                    0x0001
#define V4L2_CAP_TIMEPERFRAME                    0x1000

/* struct linuxabi_v4l2_bt_timings interlaced, polarities, standards and flags */
#define V4L2_DV_PROGRESSIVE                      0
#define V4L2_DV_INTERLACED                       1
#define V4L2_DV_VSYNC_POS_POL                    0x00000001
#define V4L2_DV_HSYNC_POS_POL                    0x00000002
#define V4L2_DV_BT_STD_CEA861                    (1 << 0)
#define V4L2_DV_BT_STD_DMT                       (1 << 1)
#define V4L2_DV_BT_STD_CVT                       (1 << 2)
#define V4L2_DV_BT_STD_GTF                       (1 << 3)
#define V4L2_DV_BT_STD_SDI                       (1 << 4)
#define V4L2_DV_FL_REDUCED_BLANKING              (1 << 0)
#define V4L2_DV_FL_CAN_REDUCE_FPS                (1 << 1)
#define V4L2_DV_FL_REDUCED_FPS                   (1 << 2)
#define V4L2_DV_FL_HALF_LINE                     (1 << 3)
#define V4L2_DV_FL_IS_CE_VIDEO                   (1 << 4)
#define V4L2_DV_FL_FIRST_FIELD_EXTRA_LINE        (1 << 5)
#define V4L2_DV_FL_HAS_PICTURE_ASPECT            (1 << 6)
#define V4L2_DV_FL_HAS_CEA861_VIC                (1 << 7)
#define V4L2_DV_FL_HAS_HDMI_VIC                  (1 << 8)
#define V4L2_DV_FL_CAN_DETECT_REDUCED_FPS        (1 << 9)

/* struct linuxabi_v4l2_dv_timings type */
#define V4L2_DV_BT_656_1120                      0

/* struct linuxabi_v4l2_bt_timings_cap capabilities */
#define V4L2_DV_BT_CAP_INTERLACED                (1 << 0)
#define V4L2_DV_BT_CAP_PROGRESSIVE               (1 << 1)
#define V4L2_DV_BT_CAP_REDUCED_BLANKING          (1 << 2)
#define V4L2_DV_BT_CAP_CUSTOM                    (1 << 3)

/* struct linuxabi_v4l2_input type, status and capabilities */
#define V4L2_INPUT_TYPE_TUNER                    1
#define V4L2_INPUT_TYPE_CAMERA                   2
#define V4L2_INPUT_TYPE_TOUCH                    3
#define V4L2_IN_ST_NO_POWER                      0x00000001
#define V4L2_IN_ST_NO_SIGNAL                     0x00000002
#define V4L2_IN_ST_NO_COLOR                      0x00000004
#define V4L2_IN_ST_HFLIP                         0x00000010
#define V4L2_IN_ST_VFLIP                         0x00000020
#define V4L2_IN_ST_NO_H_LOCK                     0x00000100
#define V4L2_IN_ST_COLOR_KILL                    0x00000200
#define V4L2_IN_ST_NO_V_LOCK                     0x00000400
#define V4L2_IN_ST_NO_STD_LOCK                   0x00000800
#define V4L2_IN_ST_NO_SYNC                       0x00010000
#define V4L2_IN_ST_NO_EQU                        0x00020000
#define V4L2_IN_ST_NO_CARRIER                    0x00040000
#define V4L2_IN_ST_MACROVISION                   0x01000000
#define V4L2_IN_ST_NO_ACCESS                     0x02000000
#define V4L2_IN_ST_VTR                           0x04000000
#define V4L2_IN_CAP_DV_TIMINGS                   0x00000002
#define V4L2_IN_CAP_CUSTOM_TIMINGS               V4L2_IN_CAP_DV_TIMINGS
#define V4L2_IN_CAP_STD                          0x00000004
#define V4L2_IN_CAP_NATIVE_SIZE                  0x00000008

/* struct linuxabi_v4l2_output type and capabilities */
#define V4L2_OUTPUT_TYPE_MODULATOR               1
#define V4L2_OUTPUT_TYPE_ANALOG                  2
#define V4L2_OUTPUT_TYPE_ANALOGVGAOVERLAY        3
#define V4L2_OUT_CAP_DV_TIMINGS                  0x00000002
#define V4L2_OUT_CAP_CUSTOM_TIMINGS              V4L2_OUT_CAP_DV_TIMINGS
#define V4L2_OUT_CAP_STD                         0x00000004
#define V4L2_OUT_CAP_NATIVE_SIZE                 0x00000008

/* control ids and the which of struct linuxabi_v4l2_ext_controls */
#define V4L2_CTRL_ID_MASK                        (0x0fffffff)
#define V4L2_CTRL_MAX_DIMS                       (4)
#define V4L2_CTRL_WHICH_CUR_VAL                  0
#define V4L2_CTRL_WHICH_DEF_VAL                  0x0f000000
#define V4L2_CTRL_WHICH_REQUEST_VAL              0x0f010000
#define V4L2_CTRL_WHICH_MIN_VAL                  0x0f020000
#define V4L2_CTRL_WHICH_MAX_VAL                  0x0f030000

/* control types (enum v4l2_ctrl_type; VIDIOC_QUERYCTRL, VIDIOC_QUERY_EXT_CTRL) */
#define V4L2_CTRL_TYPE_INTEGER                   1
#define V4L2_CTRL_TYPE_BOOLEAN                   2
#define V4L2_CTRL_TYPE_MENU                      3
#define V4L2_CTRL_TYPE_BUTTON                    4
#define V4L2_CTRL_TYPE_INTEGER64                 5
#define V4L2_CTRL_TYPE_CTRL_CLASS                6
#define V4L2_CTRL_TYPE_STRING                    7
#define V4L2_CTRL_TYPE_BITMASK                   8
#define V4L2_CTRL_TYPE_INTEGER_MENU              9
#define V4L2_CTRL_COMPOUND_TYPES                 0x0100
#define V4L2_CTRL_TYPE_U8                        0x0100
#define V4L2_CTRL_TYPE_U16                       0x0101
#define V4L2_CTRL_TYPE_U32                       0x0102
#define V4L2_CTRL_TYPE_AREA                      0x0106
#define V4L2_CTRL_TYPE_RECT                      0x0107
#define V4L2_CTRL_TYPE_HDR10_CLL_INFO            0x0110
#define V4L2_CTRL_TYPE_HDR10_MASTERING_DISPLAY   0x0111
#define V4L2_CTRL_TYPE_H264_SPS                  0x0200
#define V4L2_CTRL_TYPE_H264_PPS                  0x0201
#define V4L2_CTRL_TYPE_H264_SCALING_MATRIX       0x0202
#define V4L2_CTRL_TYPE_H264_SLICE_PARAMS         0x0203
#define V4L2_CTRL_TYPE_H264_DECODE_PARAMS        0x0204
#define V4L2_CTRL_TYPE_H264_PRED_WEIGHTS         0x0205
#define V4L2_CTRL_TYPE_FWHT_PARAMS               0x0220
#define V4L2_CTRL_TYPE_VP8_FRAME                 0x0240
#define V4L2_CTRL_TYPE_MPEG2_QUANTISATION        0x0250
#define V4L2_CTRL_TYPE_MPEG2_SEQUENCE            0x0251
#define V4L2_CTRL_TYPE_MPEG2_PICTURE             0x0252
#define V4L2_CTRL_TYPE_VP9_COMPRESSED_HDR        0x0260
#define V4L2_CTRL_TYPE_VP9_FRAME                 0x0261
#define V4L2_CTRL_TYPE_HEVC_SPS                  0x0270
#define V4L2_CTRL_TYPE_HEVC_PPS                  0x0271
#define V4L2_CTRL_TYPE_HEVC_SLICE_PARAMS         0x0272
#define V4L2_CTRL_TYPE_HEVC_SCALING_MATRIX       0x0273
#define V4L2_CTRL_TYPE_HEVC_DECODE_PARAMS        0x0274
#define V4L2_CTRL_TYPE_HEVC_EXT_SPS_ST_RPS       0x0275
#define V4L2_CTRL_TYPE_HEVC_EXT_SPS_LT_RPS       0x0276
#define V4L2_CTRL_TYPE_AV1_SEQUENCE              0x280
#define V4L2_CTRL_TYPE_AV1_TILE_GROUP_ENTRY      0x281
#define V4L2_CTRL_TYPE_AV1_FRAME                 0x282
#define V4L2_CTRL_TYPE_AV1_FILM_GRAIN            0x283

/* control flags (struct linuxabi_v4l2_queryctrl and _query_ext_ctrl flags; _NEXT_ bits or'd into id) */
#define V4L2_CTRL_FLAG_DISABLED                  0x0001
#define V4L2_CTRL_FLAG_GRABBED                   0x0002
#define V4L2_CTRL_FLAG_READ_ONLY                 0x0004
#define V4L2_CTRL_FLAG_UPDATE                    0x0008
#define V4L2_CTRL_FLAG_INACTIVE                  0x0010
#define V4L2_CTRL_FLAG_SLIDER                    0x0020
#define V4L2_CTRL_FLAG_WRITE_ONLY                0x0040
#define V4L2_CTRL_FLAG_VOLATILE                  0x0080
#define V4L2_CTRL_FLAG_HAS_PAYLOAD               0x0100
#define V4L2_CTRL_FLAG_EXECUTE_ON_WRITE          0x0200
#define V4L2_CTRL_FLAG_MODIFY_LAYOUT             0x0400
#define V4L2_CTRL_FLAG_DYNAMIC_ARRAY             0x0800
#define V4L2_CTRL_FLAG_HAS_WHICH_MIN_MAX         0x1000
#define V4L2_CTRL_FLAG_NEXT_CTRL                 0x80000000
#define V4L2_CTRL_FLAG_NEXT_COMPOUND             0x40000000
#define V4L2_CID_MAX_CTRLS                       1024

/* the first driver-private control id of the old scheme */
#define V4L2_CID_PRIVATE_BASE                    0x08000000

/* struct linuxabi_v4l2_tuner and _modulator capability, rxsubchans, txsubchans, audmode */
#define V4L2_TUNER_CAP_LOW                       0x0001
#define V4L2_TUNER_CAP_NORM                      0x0002
#define V4L2_TUNER_CAP_HWSEEK_BOUNDED            0x0004
#define V4L2_TUNER_CAP_HWSEEK_WRAP               0x0008
#define V4L2_TUNER_CAP_STEREO                    0x0010
#define V4L2_TUNER_CAP_LANG2                     0x0020
#define V4L2_TUNER_CAP_SAP                       0x0020
#define V4L2_TUNER_CAP_LANG1                     0x0040
#define V4L2_TUNER_CAP_RDS                       0x0080
#define V4L2_TUNER_CAP_RDS_BLOCK_IO              0x0100
#define V4L2_TUNER_CAP_RDS_CONTROLS              0x0200
#define V4L2_TUNER_CAP_FREQ_BANDS                0x0400
#define V4L2_TUNER_CAP_HWSEEK_PROG_LIM           0x0800
#define V4L2_TUNER_CAP_1HZ                       0x1000
#define V4L2_TUNER_SUB_MONO                      0x0001
#define V4L2_TUNER_SUB_STEREO                    0x0002
#define V4L2_TUNER_SUB_LANG2                     0x0004
#define V4L2_TUNER_SUB_SAP                       0x0004
#define V4L2_TUNER_SUB_LANG1                     0x0008
#define V4L2_TUNER_SUB_RDS                       0x0010
#define V4L2_TUNER_MODE_MONO                     0x0000
#define V4L2_TUNER_MODE_STEREO                   0x0001
#define V4L2_TUNER_MODE_LANG2                    0x0002
#define V4L2_TUNER_MODE_SAP                      0x0002
#define V4L2_TUNER_MODE_LANG1                    0x0003
#define V4L2_TUNER_MODE_LANG1_LANG2              0x0004

/* struct linuxabi_v4l2_frequency_band modulation */
#define V4L2_BAND_MODULATION_VSB                 (1 << 1)
#define V4L2_BAND_MODULATION_FM                  (1 << 2)
#define V4L2_BAND_MODULATION_AM                  (1 << 3)

/* struct linuxabi_v4l2_rds_data block (read(2) of a radio device) */
#define V4L2_RDS_BLOCK_MSK                       0x7
#define V4L2_RDS_BLOCK_A                         0
#define V4L2_RDS_BLOCK_B                         1
#define V4L2_RDS_BLOCK_C                         2
#define V4L2_RDS_BLOCK_D                         3
#define V4L2_RDS_BLOCK_C_ALT                     4
#define V4L2_RDS_BLOCK_INVALID                   7
#define V4L2_RDS_BLOCK_CORRECTED                 0x40
#define V4L2_RDS_BLOCK_ERROR                     0x80

/* struct linuxabi_v4l2_audio capability and mode */
#define V4L2_AUDCAP_STEREO                       0x00001
#define V4L2_AUDCAP_AVL                          0x00002
#define V4L2_AUDMODE_AVL                         0x00001

/* struct linuxabi_v4l2_enc_idx_entry flags; the entry array's length */
#define V4L2_ENC_IDX_FRAME_I                     (0)
#define V4L2_ENC_IDX_FRAME_P                     (1)
#define V4L2_ENC_IDX_FRAME_B                     (2)
#define V4L2_ENC_IDX_FRAME_MASK                  (0xf)
#define V4L2_ENC_IDX_ENTRIES                     (64)

/* encoder commands and flags (VIDIOC_ENCODER_CMD) */
#define V4L2_ENC_CMD_START                       (0)
#define V4L2_ENC_CMD_STOP                        (1)
#define V4L2_ENC_CMD_PAUSE                       (2)
#define V4L2_ENC_CMD_RESUME                      (3)
#define V4L2_ENC_CMD_STOP_AT_GOP_END             (1 << 0)

/* decoder commands, flags and start formats (VIDIOC_DECODER_CMD) */
#define V4L2_DEC_CMD_START                       (0)
#define V4L2_DEC_CMD_STOP                        (1)
#define V4L2_DEC_CMD_PAUSE                       (2)
#define V4L2_DEC_CMD_RESUME                      (3)
#define V4L2_DEC_CMD_FLUSH                       (4)
#define V4L2_DEC_CMD_START_MUTE_AUDIO            (1 << 0)
#define V4L2_DEC_CMD_PAUSE_TO_BLACK              (1 << 0)
#define V4L2_DEC_CMD_STOP_TO_BLACK               (1 << 0)
#define V4L2_DEC_CMD_STOP_IMMEDIATELY            (1 << 1)
#define V4L2_DEC_START_FMT_NONE                  (0)
#define V4L2_DEC_START_FMT_GOP                   (1)

/* struct linuxabi_v4l2_vbi_format flags and the first lines of each field */
#define V4L2_VBI_UNSYNC                          (1 << 0)
#define V4L2_VBI_INTERLACED                      (1 << 1)
#define V4L2_VBI_ITU_525_F1_START                (1)
#define V4L2_VBI_ITU_525_F2_START                (264)
#define V4L2_VBI_ITU_625_F1_START                (1)
#define V4L2_VBI_ITU_625_F2_START                (314)

/* sliced VBI services (service_set, service_lines, id) */
#define V4L2_SLICED_TELETEXT_B                   (0x0001)
#define V4L2_SLICED_VPS                          (0x0400)
#define V4L2_SLICED_CAPTION_525                  (0x1000)
#define V4L2_SLICED_WSS_625                      (0x4000)
#define V4L2_SLICED_VBI_525                      (V4L2_SLICED_CAPTION_525)
#define V4L2_SLICED_VBI_625                      (V4L2_SLICED_TELETEXT_B | V4L2_SLICED_VPS | V4L2_SLICED_WSS_625)

/* ivtv's VBI in an MPEG stream: service ids */
#define V4L2_MPEG_VBI_IVTV_TELETEXT_B            (1)
#define V4L2_MPEG_VBI_IVTV_CAPTION_525           (4)
#define V4L2_MPEG_VBI_IVTV_WSS_625               (5)
#define V4L2_MPEG_VBI_IVTV_VPS                   (7)

/* event types (struct linuxabi_v4l2_event type, VIDIOC_SUBSCRIBE_EVENT) */
#define V4L2_EVENT_ALL                           0
#define V4L2_EVENT_VSYNC                         1
#define V4L2_EVENT_EOS                           2
#define V4L2_EVENT_CTRL                          3
#define V4L2_EVENT_FRAME_SYNC                    4
#define V4L2_EVENT_SOURCE_CHANGE                 5
#define V4L2_EVENT_MOTION_DET                    6
#define V4L2_EVENT_PRIVATE_START                 0x08000000

/* struct linuxabi_v4l2_event_ctrl changes */
#define V4L2_EVENT_CTRL_CH_VALUE                 (1 << 0)
#define V4L2_EVENT_CTRL_CH_FLAGS                 (1 << 1)
#define V4L2_EVENT_CTRL_CH_RANGE                 (1 << 2)
#define V4L2_EVENT_CTRL_CH_DIMENSIONS            (1 << 3)

/* struct linuxabi_v4l2_event_src_change changes */
#define V4L2_EVENT_SRC_CH_RESOLUTION             (1 << 0)

/* struct linuxabi_v4l2_event_motion_det flags */
#define V4L2_EVENT_MD_FL_HAVE_FRAME_SEQ          (1 << 0)

/* struct linuxabi_v4l2_event_subscription flags */
#define V4L2_EVENT_SUB_FL_SEND_INITIAL           (1 << 0)
#define V4L2_EVENT_SUB_FL_ALLOW_FEEDBACK         (1 << 1)

/* struct linuxabi_v4l2_dbg_match type (VIDIOC_DBG_*) */
#define V4L2_CHIP_MATCH_BRIDGE                   0
#define V4L2_CHIP_MATCH_SUBDEV                   4
#define V4L2_CHIP_MATCH_HOST                     V4L2_CHIP_MATCH_BRIDGE
#define V4L2_CHIP_MATCH_I2C_DRIVER               1
#define V4L2_CHIP_MATCH_I2C_ADDR                 2
#define V4L2_CHIP_MATCH_AC97                     3

/* struct linuxabi_v4l2_dbg_chip_info flags */
#define V4L2_CHIP_FL_READABLE                    (1 << 0)
#define V4L2_CHIP_FL_WRITABLE                    (1 << 1)

/* the first ioctl number of driver-private requests ('V', 192 and up) */
#define BASE_VIDIOC_PRIVATE                      192

/* old names of formats and capabilities */
#define V4L2_PIX_FMT_HM12                        V4L2_PIX_FMT_NV12_16L16
#define V4L2_PIX_FMT_SUNXI_TILED_NV12            V4L2_PIX_FMT_NV12_32L32
#define V4L2_CAP_ASYNCIO                         0x02000000
/* analog TV standards (v4l2_std_id, a uint64_t: struct linuxabi_v4l2_standard
   and _input and _output std, VIDIOC_G/S_STD, VIDIOC_QUERYSTD): 64-bit
   values, unsigned long where long has 64 bits, unsigned long long
   elsewhere (C99 or GNU C89 there) */
#if defined(__LP64__) || defined(_LP64)
#define V4L2_STD_PAL_B           0x00000001UL
#define V4L2_STD_PAL_B1          0x00000002UL
#define V4L2_STD_PAL_G           0x00000004UL
#define V4L2_STD_PAL_H           0x00000008UL
#define V4L2_STD_PAL_I           0x00000010UL
#define V4L2_STD_PAL_D           0x00000020UL
#define V4L2_STD_PAL_D1          0x00000040UL
#define V4L2_STD_PAL_K           0x00000080UL
#define V4L2_STD_PAL_M           0x00000100UL
#define V4L2_STD_PAL_N           0x00000200UL
#define V4L2_STD_PAL_Nc          0x00000400UL
#define V4L2_STD_PAL_60          0x00000800UL
#define V4L2_STD_NTSC_M          0x00001000UL
#define V4L2_STD_NTSC_M_JP       0x00002000UL
#define V4L2_STD_NTSC_443        0x00004000UL
#define V4L2_STD_NTSC_M_KR       0x00008000UL
#define V4L2_STD_SECAM_B         0x00010000UL
#define V4L2_STD_SECAM_D         0x00020000UL
#define V4L2_STD_SECAM_G         0x00040000UL
#define V4L2_STD_SECAM_H         0x00080000UL
#define V4L2_STD_SECAM_K         0x00100000UL
#define V4L2_STD_SECAM_K1        0x00200000UL
#define V4L2_STD_SECAM_L         0x00400000UL
#define V4L2_STD_SECAM_LC        0x00800000UL
#define V4L2_STD_ATSC_8_VSB      0x01000000UL
#define V4L2_STD_ATSC_16_VSB     0x02000000UL
#else
#define V4L2_STD_PAL_B           0x00000001ULL
#define V4L2_STD_PAL_B1          0x00000002ULL
#define V4L2_STD_PAL_G           0x00000004ULL
#define V4L2_STD_PAL_H           0x00000008ULL
#define V4L2_STD_PAL_I           0x00000010ULL
#define V4L2_STD_PAL_D           0x00000020ULL
#define V4L2_STD_PAL_D1          0x00000040ULL
#define V4L2_STD_PAL_K           0x00000080ULL
#define V4L2_STD_PAL_M           0x00000100ULL
#define V4L2_STD_PAL_N           0x00000200ULL
#define V4L2_STD_PAL_Nc          0x00000400ULL
#define V4L2_STD_PAL_60          0x00000800ULL
#define V4L2_STD_NTSC_M          0x00001000ULL
#define V4L2_STD_NTSC_M_JP       0x00002000ULL
#define V4L2_STD_NTSC_443        0x00004000ULL
#define V4L2_STD_NTSC_M_KR       0x00008000ULL
#define V4L2_STD_SECAM_B         0x00010000ULL
#define V4L2_STD_SECAM_D         0x00020000ULL
#define V4L2_STD_SECAM_G         0x00040000ULL
#define V4L2_STD_SECAM_H         0x00080000ULL
#define V4L2_STD_SECAM_K         0x00100000ULL
#define V4L2_STD_SECAM_K1        0x00200000ULL
#define V4L2_STD_SECAM_L         0x00400000ULL
#define V4L2_STD_SECAM_LC        0x00800000ULL
#define V4L2_STD_ATSC_8_VSB      0x01000000ULL
#define V4L2_STD_ATSC_16_VSB     0x02000000ULL
#endif

/* sets of standards */
#define V4L2_STD_NTSC            (V4L2_STD_NTSC_M | V4L2_STD_NTSC_M_JP | V4L2_STD_NTSC_M_KR)
#define V4L2_STD_SECAM_DK        (V4L2_STD_SECAM_D | V4L2_STD_SECAM_K | V4L2_STD_SECAM_K1)
#define V4L2_STD_SECAM           (V4L2_STD_SECAM_B | V4L2_STD_SECAM_G | V4L2_STD_SECAM_H | V4L2_STD_SECAM_DK | V4L2_STD_SECAM_L | V4L2_STD_SECAM_LC)
#define V4L2_STD_PAL_BG          (V4L2_STD_PAL_B | V4L2_STD_PAL_B1 | V4L2_STD_PAL_G)
#define V4L2_STD_PAL_DK          (V4L2_STD_PAL_D | V4L2_STD_PAL_D1 | V4L2_STD_PAL_K)
#define V4L2_STD_PAL             (V4L2_STD_PAL_BG | V4L2_STD_PAL_DK | V4L2_STD_PAL_H | V4L2_STD_PAL_I)
#define V4L2_STD_B               (V4L2_STD_PAL_B | V4L2_STD_PAL_B1 | V4L2_STD_SECAM_B)
#define V4L2_STD_G               (V4L2_STD_PAL_G | V4L2_STD_SECAM_G)
#define V4L2_STD_H               (V4L2_STD_PAL_H | V4L2_STD_SECAM_H)
#define V4L2_STD_L               (V4L2_STD_SECAM_L | V4L2_STD_SECAM_LC)
#define V4L2_STD_GH              (V4L2_STD_G | V4L2_STD_H)
#define V4L2_STD_DK              (V4L2_STD_PAL_DK | V4L2_STD_SECAM_DK)
#define V4L2_STD_BG              (V4L2_STD_B | V4L2_STD_G)
#define V4L2_STD_MN              (V4L2_STD_PAL_M | V4L2_STD_PAL_N | V4L2_STD_PAL_Nc | V4L2_STD_NTSC)
#define V4L2_STD_MTS             (V4L2_STD_NTSC_M | V4L2_STD_PAL_M | V4L2_STD_PAL_N | V4L2_STD_PAL_Nc)
#define V4L2_STD_525_60          (V4L2_STD_PAL_M | V4L2_STD_PAL_60 | V4L2_STD_NTSC | V4L2_STD_NTSC_443)
#define V4L2_STD_625_50          (V4L2_STD_PAL | V4L2_STD_PAL_N | V4L2_STD_PAL_Nc | V4L2_STD_SECAM)
#define V4L2_STD_ATSC            (V4L2_STD_ATSC_8_VSB | V4L2_STD_ATSC_16_VSB)
#define V4L2_STD_UNKNOWN         0
#define V4L2_STD_ALL             (V4L2_STD_525_60 | V4L2_STD_625_50)

/* rectangles, fractions, sizes */
struct linuxabi_v4l2_rect {
    int32_t  left;
    int32_t  top;
    uint32_t width;
    uint32_t height;
};

struct linuxabi_v4l2_fract {
    uint32_t numerator;
    uint32_t denominator;
};

struct linuxabi_v4l2_area {
    uint32_t width;
    uint32_t height;
};

/* VIDIOC_QUERYCAP */
struct linuxabi_v4l2_capability {
    uint8_t  driver[16];                /* the driver's name, NUL-terminated */
    uint8_t  card[32];                  /* the device's name */
    uint8_t  bus_info[32];              /* where it is ("platform:...", "usb-...") */
    uint32_t version;                   /* the kernel's version, KERNEL_VERSION() */
    uint32_t capabilities;              /* V4L2_CAP_*: of the whole device */
    uint32_t device_caps;               /* V4L2_CAP_*: of this node */
    uint32_t reserved[3];
};

/* struct linuxabi_v4l2_pix_format enc (the kernel's anonymous union) */
union linuxabi_v4l2_pix_format_enc {
    uint32_t ycbcr_enc;                 /* V4L2_YCBCR_ENC_* */
    uint32_t hsv_enc;                   /* V4L2_HSV_ENC_* */
};

/* a single-planar image format (struct linuxabi_v4l2_format fmt.pix) */
struct linuxabi_v4l2_pix_format {
    uint32_t width;
    uint32_t height;
    uint32_t pixelformat;               /* V4L2_PIX_FMT_* */
    uint32_t field;                     /* V4L2_FIELD_* */
    uint32_t bytesperline;              /* 0: no padding */
    uint32_t sizeimage;
    uint32_t colorspace;                /* V4L2_COLORSPACE_* */
    uint32_t priv;                      /* V4L2_PIX_FMT_PRIV_MAGIC: the rest is valid */
    uint32_t flags;                     /* V4L2_PIX_FMT_FLAG_* */
    union linuxabi_v4l2_pix_format_enc enc;
    uint32_t quantization;              /* V4L2_QUANTIZATION_* */
    uint32_t xfer_func;                 /* V4L2_XFER_FUNC_* */
};

/* VIDIOC_ENUM_FMT */
struct linuxabi_v4l2_fmtdesc {
    uint32_t index;                     /* which (V4L2_FMTDESC_FLAG_ENUM_ALL) */
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    uint32_t flags;                     /* V4L2_FMT_FLAG_* */
    uint8_t  description[32];
    uint32_t pixelformat;               /* V4L2_PIX_FMT_* */
    uint32_t mbus_code;                 /* only the formats of this media bus code; 0: all */
    uint32_t reserved[3];
};

/* VIDIOC_ENUM_FRAMESIZES */
struct linuxabi_v4l2_frmsize_discrete {
    uint32_t width;
    uint32_t height;
};

struct linuxabi_v4l2_frmsize_stepwise {
    uint32_t min_width;
    uint32_t max_width;
    uint32_t step_width;
    uint32_t min_height;
    uint32_t max_height;
    uint32_t step_height;
};

/* struct linuxabi_v4l2_frmsizeenum u, by type */
union linuxabi_v4l2_frmsizeenum_u {
    struct linuxabi_v4l2_frmsize_discrete discrete;
    struct linuxabi_v4l2_frmsize_stepwise stepwise;
};

struct linuxabi_v4l2_frmsizeenum {
    uint32_t index;
    uint32_t pixel_format;              /* V4L2_PIX_FMT_* */
    uint32_t type;                      /* V4L2_FRMSIZE_TYPE_* */
    union linuxabi_v4l2_frmsizeenum_u u;
    uint32_t reserved[2];
};

/* VIDIOC_ENUM_FRAMEINTERVALS (intervals in seconds) */
struct linuxabi_v4l2_frmival_stepwise {
    struct linuxabi_v4l2_fract min;
    struct linuxabi_v4l2_fract max;
    struct linuxabi_v4l2_fract step;
};

/* struct linuxabi_v4l2_frmivalenum u, by type */
union linuxabi_v4l2_frmivalenum_u {
    struct linuxabi_v4l2_fract discrete;
    struct linuxabi_v4l2_frmival_stepwise stepwise;
};

struct linuxabi_v4l2_frmivalenum {
    uint32_t index;
    uint32_t pixel_format;              /* V4L2_PIX_FMT_* */
    uint32_t width;
    uint32_t height;
    uint32_t type;                      /* V4L2_FRMIVAL_TYPE_* */
    union linuxabi_v4l2_frmivalenum_u u;
    uint32_t reserved[2];
};

/* a buffer's SMPTE timecode (struct linuxabi_v4l2_buffer timecode) */
struct linuxabi_v4l2_timecode {
    uint32_t type;                      /* V4L2_TC_TYPE_* */
    uint32_t flags;                     /* V4L2_TC_FLAG_*, V4L2_TC_USERBITS_* */
    uint8_t  frames;
    uint8_t  seconds;
    uint8_t  minutes;
    uint8_t  hours;
    uint8_t  userbits[4];
};

/* VIDIOC_G/S_JPEGCOMP */
struct linuxabi_v4l2_jpegcompression {
    int32_t  quality;
    int32_t  APPn;                      /* which APP segment, 0..15 */
    int32_t  APP_len;
    char     APP_data[60];
    int32_t  COM_len;
    char     COM_data[60];
    uint32_t jpeg_markers;              /* V4L2_JPEG_MARKER_* */
};

/* VIDIOC_REQBUFS */
struct linuxabi_v4l2_requestbuffers {
    uint32_t count;
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    uint32_t memory;                    /* V4L2_MEMORY_* */
    uint32_t capabilities;              /* V4L2_BUF_CAP_*, on return */
    uint8_t  flags;                     /* V4L2_MEMORY_FLAG_* */
    uint8_t  reserved[3];
};

/* VIDIOC_EXPBUF: a buffer (plane) as a DMA-BUF fd */
struct linuxabi_v4l2_exportbuffer {
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    uint32_t index;
    uint32_t plane;
    uint32_t flags;                     /* O_CLOEXEC, O_RDONLY, O_WRONLY, O_RDWR */
    int32_t  fd;                        /* on return */
    uint32_t reserved[11];
};

/* struct linuxabi_v4l2_framebuffer fmt (the kernel's untagged struct) */
struct linuxabi_v4l2_framebuffer_fmt {
    uint32_t width;
    uint32_t height;
    uint32_t pixelformat;               /* V4L2_PIX_FMT_* */
    uint32_t field;                     /* V4L2_FIELD_* */
    uint32_t bytesperline;
    uint32_t sizeimage;
    uint32_t colorspace;                /* V4L2_COLORSPACE_* */
    uint32_t priv;
};

/* VIDIOC_G/S_PARM for capture (struct linuxabi_v4l2_streamparm parm.capture) */
struct linuxabi_v4l2_captureparm {
    uint32_t capability;                /* V4L2_CAP_TIMEPERFRAME */
    uint32_t capturemode;               /* V4L2_MODE_HIGHQUALITY */
    struct linuxabi_v4l2_fract timeperframe;  /* seconds a frame */
    uint32_t extendedmode;
    uint32_t readbuffers;               /* for read(2) */
    uint32_t reserved[4];
};

/* ... and for output (parm.output) */
struct linuxabi_v4l2_outputparm {
    uint32_t capability;                /* V4L2_CAP_TIMEPERFRAME */
    uint32_t outputmode;                /* V4L2_MODE_HIGHQUALITY */
    struct linuxabi_v4l2_fract timeperframe;
    uint32_t extendedmode;
    uint32_t writebuffers;              /* for write(2) */
    uint32_t reserved[4];
};

/* VIDIOC_CROPCAP */
struct linuxabi_v4l2_cropcap {
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    struct linuxabi_v4l2_rect bounds;
    struct linuxabi_v4l2_rect defrect;
    struct linuxabi_v4l2_fract pixelaspect;
};

/* VIDIOC_G/S_CROP */
struct linuxabi_v4l2_crop {
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    struct linuxabi_v4l2_rect c;
};

/* VIDIOC_G/S_SELECTION */
struct linuxabi_v4l2_selection {
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    uint32_t target;                    /* V4L2_SEL_TGT_* */
    uint32_t flags;                     /* V4L2_SEL_FLAG_* */
    struct linuxabi_v4l2_rect r;
    uint32_t reserved[9];
};

/* VIDIOC_ENUMSTD */
struct linuxabi_v4l2_standard {
    uint32_t index;
    uint64_t id;                        /* V4L2_STD_* */
    uint8_t  name[24];
    struct linuxabi_v4l2_fract frameperiod;  /* of a frame, not a field */
    uint32_t framelines;
    uint32_t reserved[4];
};

/* digital video timings of BT.656/1120 kinds (struct linuxabi_v4l2_dv_timings
   u.bt).  Packed in the kernel: the integers are bytes here */
struct linuxabi_v4l2_bt_timings {
    uint8_t  width[4];                  /* uint32_t: active pixels */
    uint8_t  height[4];                 /* uint32_t: active lines */
    uint8_t  interlaced[4];             /* uint32_t: V4L2_DV_PROGRESSIVE, _INTERLACED */
    uint8_t  polarities[4];             /* uint32_t: V4L2_DV_*SYNC_POS_POL */
    uint8_t  pixelclock[8];             /* uint64_t: Hz */
    uint8_t  hfrontporch[4];            /* uint32_t each, pixels or lines */
    uint8_t  hsync[4];
    uint8_t  hbackporch[4];
    uint8_t  vfrontporch[4];
    uint8_t  vsync[4];
    uint8_t  vbackporch[4];
    uint8_t  il_vfrontporch[4];         /* of the second field */
    uint8_t  il_vsync[4];
    uint8_t  il_vbackporch[4];
    uint8_t  standards[4];              /* uint32_t: V4L2_DV_BT_STD_* */
    uint8_t  flags[4];                  /* uint32_t: V4L2_DV_FL_* */
    uint8_t  picture_aspect[8];         /* struct linuxabi_v4l2_fract */
    uint8_t  cea861_vic;
    uint8_t  hdmi_vic;
    uint8_t  reserved[46];
};

/* struct linuxabi_v4l2_dv_timings u */
union linuxabi_v4l2_dv_timings_u {
    struct linuxabi_v4l2_bt_timings bt;
    uint8_t  reserved[128];             /* 32 uint32_t */
};

/* VIDIOC_G/S_DV_TIMINGS, VIDIOC_QUERY_DV_TIMINGS.  Packed in the kernel */
struct linuxabi_v4l2_dv_timings {
    uint8_t  type[4];                   /* uint32_t: V4L2_DV_BT_656_1120 */
    union linuxabi_v4l2_dv_timings_u u;
};

/* VIDIOC_ENUM_DV_TIMINGS */
struct linuxabi_v4l2_enum_dv_timings {
    uint32_t index;
    uint32_t pad;                       /* of a subdevice */
    uint32_t reserved[2];
    struct linuxabi_v4l2_dv_timings timings;
};

/* the ranges of BT.656/1120 timings a device takes.  Packed in the kernel */
struct linuxabi_v4l2_bt_timings_cap {
    uint8_t  min_width[4];              /* uint32_t each */
    uint8_t  max_width[4];
    uint8_t  min_height[4];
    uint8_t  max_height[4];
    uint8_t  min_pixelclock[8];         /* uint64_t each: Hz */
    uint8_t  max_pixelclock[8];
    uint8_t  standards[4];              /* uint32_t: V4L2_DV_BT_STD_* */
    uint8_t  capabilities[4];           /* uint32_t: V4L2_DV_BT_CAP_* */
    uint8_t  reserved[64];
};

/* struct linuxabi_v4l2_dv_timings_cap u */
union linuxabi_v4l2_dv_timings_cap_u {
    struct linuxabi_v4l2_bt_timings_cap bt;
    uint32_t raw_data[32];
};

/* VIDIOC_DV_TIMINGS_CAP */
struct linuxabi_v4l2_dv_timings_cap {
    uint32_t type;                      /* V4L2_DV_BT_656_1120 */
    uint32_t pad;
    uint32_t reserved[2];
    union linuxabi_v4l2_dv_timings_cap_u u;
};

/* VIDIOC_ENUMINPUT */
struct linuxabi_v4l2_input {
    uint32_t index;
    uint8_t  name[32];
    uint32_t type;                      /* V4L2_INPUT_TYPE_* */
    uint32_t audioset;                  /* a bit for each audio input */
    uint32_t tuner;
    uint64_t std;                       /* V4L2_STD_* */
    uint32_t status;                    /* V4L2_IN_ST_* */
    uint32_t capabilities;              /* V4L2_IN_CAP_* */
    uint32_t reserved[3];
};

/* VIDIOC_ENUMOUTPUT */
struct linuxabi_v4l2_output {
    uint32_t index;
    uint8_t  name[32];
    uint32_t type;                      /* V4L2_OUTPUT_TYPE_* */
    uint32_t audioset;                  /* a bit for each audio output */
    uint32_t modulator;
    uint64_t std;                       /* V4L2_STD_* */
    uint32_t capabilities;              /* V4L2_OUT_CAP_* */
    uint32_t reserved[3];
};

/* VIDIOC_G/S_CTRL */
struct linuxabi_v4l2_control {
    uint32_t id;                        /* V4L2_CID_* */
    int32_t  value;
};

/* VIDIOC_QUERYCTRL */
struct linuxabi_v4l2_queryctrl {
    uint32_t id;                        /* V4L2_CID_*, | V4L2_CTRL_FLAG_NEXT_* */
    uint32_t type;                      /* V4L2_CTRL_TYPE_* */
    uint8_t  name[32];
    int32_t  minimum;
    int32_t  maximum;
    int32_t  step;
    int32_t  default_value;
    uint32_t flags;                     /* V4L2_CTRL_FLAG_* */
    uint32_t reserved[2];
};

/* VIDIOC_QUERY_EXT_CTRL */
struct linuxabi_v4l2_query_ext_ctrl {
    uint32_t id;                        /* V4L2_CID_*, | V4L2_CTRL_FLAG_NEXT_* */
    uint32_t type;                      /* V4L2_CTRL_TYPE_* */
    char     name[32];
    int64_t  minimum;
    int64_t  maximum;
    uint64_t step;
    int64_t  default_value;
    uint32_t flags;                     /* V4L2_CTRL_FLAG_* */
    uint32_t elem_size;                 /* bytes of one element */
    uint32_t elems;                     /* elements in all */
    uint32_t nr_of_dims;
    uint32_t dims[V4L2_CTRL_MAX_DIMS];
    uint32_t reserved[32];
};

/* struct linuxabi_v4l2_querymenu u */
union linuxabi_v4l2_querymenu_u {
    uint8_t  name[32];                  /* V4L2_CTRL_TYPE_MENU */
    uint8_t  value[8];                  /* int64_t: V4L2_CTRL_TYPE_INTEGER_MENU */
};

/* VIDIOC_QUERYMENU.  Packed in the kernel */
struct linuxabi_v4l2_querymenu {
    uint8_t  id[4];                     /* uint32_t: V4L2_CID_* */
    uint8_t  index[4];                  /* uint32_t */
    union linuxabi_v4l2_querymenu_u u;
    uint8_t  reserved[4];
};

/* VIDIOC_G/S_TUNER (frequencies in 62.5 kHz, or 62.5 Hz with
   V4L2_TUNER_CAP_LOW, or 1 Hz with V4L2_TUNER_CAP_1HZ) */
struct linuxabi_v4l2_tuner {
    uint32_t index;
    uint8_t  name[32];
    uint32_t type;                      /* V4L2_TUNER_* */
    uint32_t capability;                /* V4L2_TUNER_CAP_* */
    uint32_t rangelow;
    uint32_t rangehigh;
    uint32_t rxsubchans;                /* V4L2_TUNER_SUB_* */
    uint32_t audmode;                   /* V4L2_TUNER_MODE_* */
    int32_t  signal;                    /* strength, 0..65535 */
    int32_t  afc;                       /* frequency offset */
    uint32_t reserved[4];
};

/* VIDIOC_G/S_MODULATOR */
struct linuxabi_v4l2_modulator {
    uint32_t index;
    uint8_t  name[32];
    uint32_t capability;                /* V4L2_TUNER_CAP_* */
    uint32_t rangelow;
    uint32_t rangehigh;
    uint32_t txsubchans;                /* V4L2_TUNER_SUB_* */
    uint32_t type;                      /* V4L2_TUNER_* */
    uint32_t reserved[3];
};

/* VIDIOC_G/S_FREQUENCY */
struct linuxabi_v4l2_frequency {
    uint32_t tuner;
    uint32_t type;                      /* V4L2_TUNER_* */
    uint32_t frequency;
    uint32_t reserved[8];
};

/* VIDIOC_ENUM_FREQ_BANDS */
struct linuxabi_v4l2_frequency_band {
    uint32_t tuner;
    uint32_t type;                      /* V4L2_TUNER_* */
    uint32_t index;
    uint32_t capability;                /* V4L2_TUNER_CAP_* */
    uint32_t rangelow;
    uint32_t rangehigh;
    uint32_t modulation;                /* V4L2_BAND_MODULATION_* */
    uint32_t reserved[9];
};

/* VIDIOC_S_HW_FREQ_SEEK */
struct linuxabi_v4l2_hw_freq_seek {
    uint32_t tuner;
    uint32_t type;                      /* V4L2_TUNER_* */
    uint32_t seek_upward;
    uint32_t wrap_around;
    uint32_t spacing;
    uint32_t rangelow;
    uint32_t rangehigh;
    uint32_t reserved[5];
};

/* an RDS block, read(2) from a radio device (packed in the kernel) */
struct linuxabi_v4l2_rds_data {
    uint8_t  lsb;
    uint8_t  msb;
    uint8_t  block;                     /* V4L2_RDS_BLOCK_* */
};

/* VIDIOC_G/S_AUDIO, VIDIOC_ENUMAUDIO */
struct linuxabi_v4l2_audio {
    uint32_t index;
    uint8_t  name[32];
    uint32_t capability;                /* V4L2_AUDCAP_* */
    uint32_t mode;                      /* V4L2_AUDMODE_* */
    uint32_t reserved[2];
};

/* VIDIOC_G/S_AUDOUT, VIDIOC_ENUMAUDOUT */
struct linuxabi_v4l2_audioout {
    uint32_t index;
    uint8_t  name[32];
    uint32_t capability;
    uint32_t mode;
    uint32_t reserved[2];
};

/* VIDIOC_G_ENC_INDEX: where the encoder put its frames */
struct linuxabi_v4l2_enc_idx_entry {
    uint64_t offset;                    /* in the stream */
    uint64_t pts;
    uint32_t length;
    uint32_t flags;                     /* V4L2_ENC_IDX_FRAME_* */
    uint32_t reserved[2];
};

struct linuxabi_v4l2_enc_idx {
    uint32_t entries;
    uint32_t entries_cap;
    uint32_t reserved[4];
    struct linuxabi_v4l2_enc_idx_entry entry[V4L2_ENC_IDX_ENTRIES];
};

/* struct linuxabi_v4l2_encoder_cmd u.raw */
struct linuxabi_v4l2_encoder_cmd_raw {
    uint32_t data[8];
};

/* struct linuxabi_v4l2_encoder_cmd u */
union linuxabi_v4l2_encoder_cmd_u {
    struct linuxabi_v4l2_encoder_cmd_raw raw;
};

/* VIDIOC_ENCODER_CMD, VIDIOC_TRY_ENCODER_CMD */
struct linuxabi_v4l2_encoder_cmd {
    uint32_t cmd;                       /* V4L2_ENC_CMD_* */
    uint32_t flags;                     /* V4L2_ENC_CMD_STOP_AT_GOP_END */
    union linuxabi_v4l2_encoder_cmd_u u;
};

/* struct linuxabi_v4l2_decoder_cmd u.stop, u.start, u.raw */
struct linuxabi_v4l2_decoder_cmd_stop {
    uint64_t pts;                       /* stop here; 0: at once */
};

struct linuxabi_v4l2_decoder_cmd_start {
    int32_t  speed;                     /* 0 or 1000: normal; 1, -1: single steps */
    uint32_t format;                    /* V4L2_DEC_START_FMT_* */
};

struct linuxabi_v4l2_decoder_cmd_raw {
    uint32_t data[16];
};

/* struct linuxabi_v4l2_decoder_cmd u */
union linuxabi_v4l2_decoder_cmd_u {
    struct linuxabi_v4l2_decoder_cmd_stop stop;
    struct linuxabi_v4l2_decoder_cmd_start start;
    struct linuxabi_v4l2_decoder_cmd_raw raw;
};

/* VIDIOC_DECODER_CMD, VIDIOC_TRY_DECODER_CMD */
struct linuxabi_v4l2_decoder_cmd {
    uint32_t cmd;                       /* V4L2_DEC_CMD_* */
    uint32_t flags;                     /* V4L2_DEC_CMD_*_* */
    union linuxabi_v4l2_decoder_cmd_u u;
};

/* raw VBI (struct linuxabi_v4l2_format fmt.vbi) */
struct linuxabi_v4l2_vbi_format {
    uint32_t sampling_rate;             /* Hz */
    uint32_t offset;
    uint32_t samples_per_line;
    uint32_t sample_format;             /* V4L2_PIX_FMT_* */
    int32_t  start[2];                  /* first line of each field */
    uint32_t count[2];                  /* lines of each field */
    uint32_t flags;                     /* V4L2_VBI_* */
    uint32_t reserved[2];
};

/* sliced VBI (fmt.sliced): service_lines[field][line], lines 0..23 */
struct linuxabi_v4l2_sliced_vbi_format {
    uint16_t service_set;               /* V4L2_SLICED_* */
    uint16_t service_lines[2][24];
    uint32_t io_size;
    uint32_t reserved[2];
};

/* VIDIOC_G_SLICED_VBI_CAP */
struct linuxabi_v4l2_sliced_vbi_cap {
    uint16_t service_set;               /* V4L2_SLICED_* */
    uint16_t service_lines[2][24];
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    uint32_t reserved[3];
};

/* one line of sliced VBI data, read(2) and write(2) */
struct linuxabi_v4l2_sliced_vbi_data {
    uint32_t id;                        /* V4L2_SLICED_* */
    uint32_t field;                     /* 0: first, 1: second */
    uint32_t line;
    uint32_t reserved;
    uint8_t  data[48];
};

/* ivtv's VBI embedded in an MPEG stream (packed in the kernel) */
struct linuxabi_v4l2_mpeg_vbi_itv0_line {
    uint8_t  id;                        /* V4L2_MPEG_VBI_IVTV_* */
    uint8_t  data[42];
};

struct linuxabi_v4l2_mpeg_vbi_itv0 {
    uint8_t  linemask[8];               /* two little-endian uint32_t */
    struct linuxabi_v4l2_mpeg_vbi_itv0_line line[35];
};

struct linuxabi_v4l2_mpeg_vbi_ITV0 {
    struct linuxabi_v4l2_mpeg_vbi_itv0_line line[36];
};

/* struct linuxabi_v4l2_mpeg_vbi_fmt_ivtv u, by magic */
union linuxabi_v4l2_mpeg_vbi_fmt_ivtv_u {
    struct linuxabi_v4l2_mpeg_vbi_itv0 itv0;
    struct linuxabi_v4l2_mpeg_vbi_ITV0 ITV0;
};

struct linuxabi_v4l2_mpeg_vbi_fmt_ivtv {
    uint8_t  magic[4];                  /* "itv0" or "ITV0" */
    union linuxabi_v4l2_mpeg_vbi_fmt_ivtv_u u;
};

/* one plane of a multi-planar format (packed in the kernel) */
struct linuxabi_v4l2_plane_pix_format {
    uint8_t  sizeimage[4];              /* uint32_t */
    uint8_t  bytesperline[4];           /* uint32_t */
    uint8_t  reserved[12];
};

/* struct linuxabi_v4l2_pix_format_mplane enc */
union linuxabi_v4l2_pix_format_mplane_enc {
    uint8_t  ycbcr_enc;                 /* V4L2_YCBCR_ENC_* */
    uint8_t  hsv_enc;                   /* V4L2_HSV_ENC_* */
};

/* a multi-planar image format (fmt.pix_mp).  Packed in the kernel */
struct linuxabi_v4l2_pix_format_mplane {
    uint8_t  width[4];                  /* uint32_t */
    uint8_t  height[4];                 /* uint32_t */
    uint8_t  pixelformat[4];            /* uint32_t: V4L2_PIX_FMT_* */
    uint8_t  field[4];                  /* uint32_t: V4L2_FIELD_* */
    uint8_t  colorspace[4];             /* uint32_t: V4L2_COLORSPACE_* */
    struct linuxabi_v4l2_plane_pix_format plane_fmt[VIDEO_MAX_PLANES];
    uint8_t  num_planes;
    uint8_t  flags;                     /* V4L2_PIX_FMT_FLAG_* */
    union linuxabi_v4l2_pix_format_mplane_enc enc;
    uint8_t  quantization;              /* V4L2_QUANTIZATION_* */
    uint8_t  xfer_func;                 /* V4L2_XFER_FUNC_* */
    uint8_t  reserved[7];
};

/* software-defined radio (fmt.sdr).  Packed in the kernel */
struct linuxabi_v4l2_sdr_format {
    uint8_t  pixelformat[4];            /* uint32_t: V4L2_SDR_FMT_* */
    uint8_t  buffersize[4];             /* uint32_t */
    uint8_t  reserved[24];
};

/* metadata (fmt.meta).  Packed in the kernel */
struct linuxabi_v4l2_meta_format {
    uint8_t  dataformat[4];             /* uint32_t: V4L2_META_FMT_* */
    uint8_t  buffersize[4];             /* uint32_t */
    uint8_t  width[4];                  /* uint32_t each: line-based formats */
    uint8_t  height[4];
    uint8_t  bytesperline[4];
};

/* struct linuxabi_v4l2_streamparm parm, by type */
union linuxabi_v4l2_streamparm_parm {
    struct linuxabi_v4l2_captureparm capture;
    struct linuxabi_v4l2_outputparm output;
    uint8_t  raw_data[200];
};

/* VIDIOC_G/S_PARM */
struct linuxabi_v4l2_streamparm {
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    union linuxabi_v4l2_streamparm_parm parm;
};

/* event payloads (struct linuxabi_v4l2_event u) */
struct linuxabi_v4l2_event_vsync {
    uint8_t  field;                     /* V4L2_FIELD_* of the coming field */
};

/* struct linuxabi_v4l2_event_ctrl u */
union linuxabi_v4l2_event_ctrl_u {
    int32_t  value;
    int64_t  value64;
};

struct linuxabi_v4l2_event_ctrl {
    uint32_t changes;                   /* V4L2_EVENT_CTRL_CH_* */
    uint32_t type;                      /* V4L2_CTRL_TYPE_* */
    union linuxabi_v4l2_event_ctrl_u u;
    uint32_t flags;                     /* V4L2_CTRL_FLAG_* */
    int32_t  minimum;
    int32_t  maximum;
    int32_t  step;
    int32_t  default_value;
};

struct linuxabi_v4l2_event_frame_sync {
    uint32_t frame_sequence;
};

struct linuxabi_v4l2_event_src_change {
    uint32_t changes;                   /* V4L2_EVENT_SRC_CH_* */
};

struct linuxabi_v4l2_event_motion_det {
    uint32_t flags;                     /* V4L2_EVENT_MD_FL_* */
    uint32_t frame_sequence;
    uint32_t region_mask;
};

/* struct linuxabi_v4l2_event u, by type */
union linuxabi_v4l2_event_u {
    struct linuxabi_v4l2_event_vsync vsync;
    struct linuxabi_v4l2_event_ctrl ctrl;
    struct linuxabi_v4l2_event_frame_sync frame_sync;
    struct linuxabi_v4l2_event_src_change src_change;
    struct linuxabi_v4l2_event_motion_det motion_det;
    uint8_t  data[64];
};

/* VIDIOC_DQEVENT; the timestamp is the kernel long's (see the top) */
struct linuxabi_v4l2_event {
    uint32_t type;                      /* V4L2_EVENT_* */
    union linuxabi_v4l2_event_u u;
    uint32_t pending;                   /* events still queued */
    uint32_t sequence;
    struct linuxabi_timespec timestamp; /* CLOCK_MONOTONIC */
    uint32_t id;                        /* the control id, for V4L2_EVENT_CTRL */
    uint32_t reserved[8];
};

/* VIDIOC_SUBSCRIBE_EVENT, VIDIOC_UNSUBSCRIBE_EVENT */
struct linuxabi_v4l2_event_subscription {
    uint32_t type;                      /* V4L2_EVENT_* */
    uint32_t id;                        /* the control id, for V4L2_EVENT_CTRL */
    uint32_t flags;                     /* V4L2_EVENT_SUB_FL_* */
    uint32_t reserved[5];
};

/* struct linuxabi_v4l2_dbg_match u, by type */
union linuxabi_v4l2_dbg_match_u {
    uint8_t  addr[4];                   /* uint32_t */
    char     name[32];
};

/* which chip the VIDIOC_DBG_* requests mean (packed in the kernel) */
struct linuxabi_v4l2_dbg_match {
    uint8_t  type[4];                   /* uint32_t: V4L2_CHIP_MATCH_* */
    union linuxabi_v4l2_dbg_match_u u;
};

/* VIDIOC_DBG_G/S_REGISTER (packed in the kernel) */
struct linuxabi_v4l2_dbg_register {
    struct linuxabi_v4l2_dbg_match match;
    uint8_t  size[4];                   /* uint32_t: bytes of the register */
    uint8_t  reg[8];                    /* uint64_t */
    uint8_t  val[8];                    /* uint64_t */
};

/* VIDIOC_DBG_G_CHIP_INFO (packed in the kernel) */
struct linuxabi_v4l2_dbg_chip_info {
    struct linuxabi_v4l2_dbg_match match;
    char     name[32];
    uint8_t  flags[4];                  /* uint32_t: V4L2_CHIP_FL_* */
    uint8_t  reserved[128];
};

/* VIDIOC_REMOVE_BUFS */
struct linuxabi_v4l2_remove_buffers {
    uint32_t index;
    uint32_t count;
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    uint32_t reserved[13];
};

/* the structs with pointers and unsigned longs: struct linuxabi_v4l2_plane,
   _buffer, _framebuffer, _clip, _window, _ext_control, _ext_controls */
#include <linuxabi-arch/videodev2-ptr.h>

/* struct linuxabi_v4l2_format fmt, by type */
union linuxabi_v4l2_format_fmt {
    struct linuxabi_v4l2_pix_format pix;
    struct linuxabi_v4l2_pix_format_mplane pix_mp;
    struct linuxabi_v4l2_window win;    /* per ABI: its pointers */
    struct linuxabi_v4l2_vbi_format vbi;
    struct linuxabi_v4l2_sliced_vbi_format sliced;
    struct linuxabi_v4l2_sdr_format sdr;
    struct linuxabi_v4l2_meta_format meta;
    uint8_t  raw_data[200];
};

/* VIDIOC_G/S/TRY_FMT.  fmt is at 8 where pointers are 64-bit, at 4 elsewhere */
struct linuxabi_v4l2_format {
    uint32_t type;                      /* V4L2_BUF_TYPE_* */
    union linuxabi_v4l2_format_fmt fmt;
};

/* VIDIOC_CREATE_BUFS */
struct linuxabi_v4l2_create_buffers {
    uint32_t index;                     /* on return: the first new buffer */
    uint32_t count;
    uint32_t memory;                    /* V4L2_MEMORY_* */
    struct linuxabi_v4l2_format format;
    uint32_t capabilities;              /* V4L2_BUF_CAP_*, on return */
    uint32_t flags;                     /* V4L2_MEMORY_FLAG_* */
    uint32_t max_num_buffers;           /* on return */
    uint32_t reserved[5];
};

/* ioctl(2) requests */
#define VIDIOC_QUERYCAP            LINUXABI_IOR('V', 0, struct linuxabi_v4l2_capability)
#define VIDIOC_ENUM_FMT            LINUXABI_IOWR('V', 2, struct linuxabi_v4l2_fmtdesc)
#define VIDIOC_G_FMT               LINUXABI_IOWR('V', 4, struct linuxabi_v4l2_format)
#define VIDIOC_S_FMT               LINUXABI_IOWR('V', 5, struct linuxabi_v4l2_format)
#define VIDIOC_REQBUFS             LINUXABI_IOWR('V', 8, struct linuxabi_v4l2_requestbuffers)
#define VIDIOC_QUERYBUF            LINUXABI_IOWR('V', 9, struct linuxabi_v4l2_buffer)
#define VIDIOC_G_FBUF              LINUXABI_IOR('V', 10, struct linuxabi_v4l2_framebuffer)
#define VIDIOC_S_FBUF              LINUXABI_IOW('V', 11, struct linuxabi_v4l2_framebuffer)
#define VIDIOC_OVERLAY             LINUXABI_IOW('V', 14, int)
#define VIDIOC_QBUF                LINUXABI_IOWR('V', 15, struct linuxabi_v4l2_buffer)
#define VIDIOC_EXPBUF              LINUXABI_IOWR('V', 16, struct linuxabi_v4l2_exportbuffer)
#define VIDIOC_DQBUF               LINUXABI_IOWR('V', 17, struct linuxabi_v4l2_buffer)
#define VIDIOC_STREAMON            LINUXABI_IOW('V', 18, int)
#define VIDIOC_STREAMOFF           LINUXABI_IOW('V', 19, int)
#define VIDIOC_G_PARM              LINUXABI_IOWR('V', 21, struct linuxabi_v4l2_streamparm)
#define VIDIOC_S_PARM              LINUXABI_IOWR('V', 22, struct linuxabi_v4l2_streamparm)
#define VIDIOC_G_STD               LINUXABI_IOR('V', 23, uint64_t)
#define VIDIOC_S_STD               LINUXABI_IOW('V', 24, uint64_t)
#define VIDIOC_G_CTRL              LINUXABI_IOWR('V', 27, struct linuxabi_v4l2_control)
#define VIDIOC_S_CTRL              LINUXABI_IOWR('V', 28, struct linuxabi_v4l2_control)
#define VIDIOC_G_TUNER             LINUXABI_IOWR('V', 29, struct linuxabi_v4l2_tuner)
#define VIDIOC_S_TUNER             LINUXABI_IOW('V', 30, struct linuxabi_v4l2_tuner)
#define VIDIOC_G_AUDIO             LINUXABI_IOR('V', 33, struct linuxabi_v4l2_audio)
#define VIDIOC_S_AUDIO             LINUXABI_IOW('V', 34, struct linuxabi_v4l2_audio)
#define VIDIOC_QUERYCTRL           LINUXABI_IOWR('V', 36, struct linuxabi_v4l2_queryctrl)
#define VIDIOC_QUERYMENU           LINUXABI_IOWR('V', 37, struct linuxabi_v4l2_querymenu)
#define VIDIOC_G_INPUT             LINUXABI_IOR('V', 38, int)
#define VIDIOC_S_INPUT             LINUXABI_IOWR('V', 39, int)
#define VIDIOC_G_EDID              LINUXABI_IOWR('V', 40, struct linuxabi_v4l2_edid)
#define VIDIOC_S_EDID              LINUXABI_IOWR('V', 41, struct linuxabi_v4l2_edid)
#define VIDIOC_G_OUTPUT            LINUXABI_IOR('V', 46, int)
#define VIDIOC_S_OUTPUT            LINUXABI_IOWR('V', 47, int)
#define VIDIOC_ENUMOUTPUT          LINUXABI_IOWR('V', 48, struct linuxabi_v4l2_output)
#define VIDIOC_G_AUDOUT            LINUXABI_IOR('V', 49, struct linuxabi_v4l2_audioout)
#define VIDIOC_S_AUDOUT            LINUXABI_IOW('V', 50, struct linuxabi_v4l2_audioout)
#define VIDIOC_G_MODULATOR         LINUXABI_IOWR('V', 54, struct linuxabi_v4l2_modulator)
#define VIDIOC_S_MODULATOR         LINUXABI_IOW('V', 55, struct linuxabi_v4l2_modulator)
#define VIDIOC_G_FREQUENCY         LINUXABI_IOWR('V', 56, struct linuxabi_v4l2_frequency)
#define VIDIOC_S_FREQUENCY         LINUXABI_IOW('V', 57, struct linuxabi_v4l2_frequency)
#define VIDIOC_CROPCAP             LINUXABI_IOWR('V', 58, struct linuxabi_v4l2_cropcap)
#define VIDIOC_G_CROP              LINUXABI_IOWR('V', 59, struct linuxabi_v4l2_crop)
#define VIDIOC_S_CROP              LINUXABI_IOW('V', 60, struct linuxabi_v4l2_crop)
#define VIDIOC_G_JPEGCOMP          LINUXABI_IOR('V', 61, struct linuxabi_v4l2_jpegcompression)
#define VIDIOC_S_JPEGCOMP          LINUXABI_IOW('V', 62, struct linuxabi_v4l2_jpegcompression)
#define VIDIOC_QUERYSTD            LINUXABI_IOR('V', 63, uint64_t)
#define VIDIOC_TRY_FMT             LINUXABI_IOWR('V', 64, struct linuxabi_v4l2_format)
#define VIDIOC_ENUMAUDIO           LINUXABI_IOWR('V', 65, struct linuxabi_v4l2_audio)
#define VIDIOC_ENUMAUDOUT          LINUXABI_IOWR('V', 66, struct linuxabi_v4l2_audioout)
#define VIDIOC_G_PRIORITY          LINUXABI_IOR('V', 67, uint32_t)
#define VIDIOC_S_PRIORITY          LINUXABI_IOW('V', 68, uint32_t)
#define VIDIOC_LOG_STATUS          LINUXABI_IO('V', 70)
#define VIDIOC_G_EXT_CTRLS         LINUXABI_IOWR('V', 71, struct linuxabi_v4l2_ext_controls)
#define VIDIOC_S_EXT_CTRLS         LINUXABI_IOWR('V', 72, struct linuxabi_v4l2_ext_controls)
#define VIDIOC_TRY_EXT_CTRLS       LINUXABI_IOWR('V', 73, struct linuxabi_v4l2_ext_controls)
#define VIDIOC_ENUM_FRAMESIZES     LINUXABI_IOWR('V', 74, struct linuxabi_v4l2_frmsizeenum)
#define VIDIOC_ENUM_FRAMEINTERVALS LINUXABI_IOWR('V', 75, struct linuxabi_v4l2_frmivalenum)
#define VIDIOC_G_ENC_INDEX         LINUXABI_IOR('V', 76, struct linuxabi_v4l2_enc_idx)
#define VIDIOC_ENCODER_CMD         LINUXABI_IOWR('V', 77, struct linuxabi_v4l2_encoder_cmd)
#define VIDIOC_TRY_ENCODER_CMD     LINUXABI_IOWR('V', 78, struct linuxabi_v4l2_encoder_cmd)
#define VIDIOC_DBG_S_REGISTER      LINUXABI_IOW('V', 79, struct linuxabi_v4l2_dbg_register)
#define VIDIOC_DBG_G_REGISTER      LINUXABI_IOWR('V', 80, struct linuxabi_v4l2_dbg_register)
#define VIDIOC_S_HW_FREQ_SEEK      LINUXABI_IOW('V', 82, struct linuxabi_v4l2_hw_freq_seek)
#define VIDIOC_S_DV_TIMINGS        LINUXABI_IOWR('V', 87, struct linuxabi_v4l2_dv_timings)
#define VIDIOC_G_DV_TIMINGS        LINUXABI_IOWR('V', 88, struct linuxabi_v4l2_dv_timings)
#define VIDIOC_SUBSCRIBE_EVENT     LINUXABI_IOW('V', 90, struct linuxabi_v4l2_event_subscription)
#define VIDIOC_UNSUBSCRIBE_EVENT   LINUXABI_IOW('V', 91, struct linuxabi_v4l2_event_subscription)
#define VIDIOC_CREATE_BUFS         LINUXABI_IOWR('V', 92, struct linuxabi_v4l2_create_buffers)
#define VIDIOC_PREPARE_BUF         LINUXABI_IOWR('V', 93, struct linuxabi_v4l2_buffer)
#define VIDIOC_G_SELECTION         LINUXABI_IOWR('V', 94, struct linuxabi_v4l2_selection)
#define VIDIOC_S_SELECTION         LINUXABI_IOWR('V', 95, struct linuxabi_v4l2_selection)
#define VIDIOC_DECODER_CMD         LINUXABI_IOWR('V', 96, struct linuxabi_v4l2_decoder_cmd)
#define VIDIOC_TRY_DECODER_CMD     LINUXABI_IOWR('V', 97, struct linuxabi_v4l2_decoder_cmd)
#define VIDIOC_ENUM_DV_TIMINGS     LINUXABI_IOWR('V', 98, struct linuxabi_v4l2_enum_dv_timings)
#define VIDIOC_QUERY_DV_TIMINGS    LINUXABI_IOR('V', 99, struct linuxabi_v4l2_dv_timings)
#define VIDIOC_DV_TIMINGS_CAP      LINUXABI_IOWR('V', 100, struct linuxabi_v4l2_dv_timings_cap)
#define VIDIOC_ENUM_FREQ_BANDS     LINUXABI_IOWR('V', 101, struct linuxabi_v4l2_frequency_band)
#define VIDIOC_DBG_G_CHIP_INFO     LINUXABI_IOWR('V', 102, struct linuxabi_v4l2_dbg_chip_info)
#define VIDIOC_QUERY_EXT_CTRL      LINUXABI_IOWR('V', 103, struct linuxabi_v4l2_query_ext_ctrl)
#define VIDIOC_REMOVE_BUFS         LINUXABI_IOWR('V', 104, struct linuxabi_v4l2_remove_buffers)

/* the requests whose struct's size a compiler for another ABI could get
   wrong: VIDIOC_ENUMSTD, VIDIOC_ENUMINPUT, VIDIOC_G_SLICED_VBI_CAP,
   VIDIOC_DQEVENT */
#include <linuxabi-arch/videodev2-req.h>

#endif
