#ifndef LINUXABI_ARCH_FB_LONG_H
#define LINUXABI_ARCH_FB_LONG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fb.h>: the structs with a kernel long or a pointer.
 * Here long and pointers are 32-bit (struct linuxabi_fb_fix_screeninfo:
 * 68 bytes, _fb_cmap 24, _fb_image 56, _fb_cursor 72).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* FBIOGET_FSCREENINFO: what a mode change leaves */
struct linuxabi_fb_fix_screeninfo {
    char     id[16];                    /* the driver's name */
    uint32_t smem_start;                /* the frame buffer's physical address */
    uint32_t smem_len;
    uint32_t type;                      /* FB_TYPE_* */
    uint32_t type_aux;                  /* FB_AUX_* */
    uint32_t visual;                    /* FB_VISUAL_* */
    uint16_t xpanstep;                  /* 0: no panning */
    uint16_t ypanstep;
    uint16_t ywrapstep;
    uint8_t  __pad1[2];
    uint32_t line_length;               /* in bytes */
    uint32_t mmio_start;                /* the registers' physical address */
    uint32_t mmio_len;
    uint32_t accel;                     /* FB_ACCEL_* */
    uint16_t capabilities;              /* FB_CAP_* */
    uint16_t reserved[2];
    uint8_t  __pad2[2];
};

/* FBIOGETCMAP, FBIOPUTCMAP: len palette entries from start */
struct linuxabi_fb_cmap {
    uint32_t start;
    uint32_t len;
    uint32_t red;                       /* the address of len uint16_t */
    uint32_t green;
    uint32_t blue;
    uint32_t transp;                    /* may be null */
};

/* an image to draw (struct linuxabi_fb_cursor image) */
struct linuxabi_fb_image {
    uint32_t dx;
    uint32_t dy;
    uint32_t width;
    uint32_t height;
    uint32_t fg_color;                  /* of a bitmap of depth 1 */
    uint32_t bg_color;
    uint8_t  depth;                     /* bits a pixel */
    uint8_t  __pad[3];
    uint32_t data;                      /* the address of the pixels */
    struct linuxabi_fb_cmap cmap;
};

/* FBIO_CURSOR: the hardware cursor */
struct linuxabi_fb_cursor {
    uint16_t set;                       /* FB_CUR_* */
    uint16_t enable;
    uint16_t rop;                       /* ROP_* */
    uint8_t  __pad[2];
    uint32_t mask;                      /* the address of the mask bitmap */
    struct linuxabi_fbcurpos hot;       /* the hot spot */
    struct linuxabi_fb_image image;
};

#define FBIO_CURSOR             LINUXABI_IOWR('F', 0x08, struct linuxabi_fb_cursor)

#endif
