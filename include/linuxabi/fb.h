#ifndef LINUXABI_FB_H
#define LINUXABI_FB_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fb.h>: frame buffer devices (/dev/fbN): the ioctl(2)
 * requests, the screen's fixed and variable information, colour maps,
 * and the constants of their fields.  Most requests are plain numbers
 * with 'F' (0x46) in the second byte; FBIO_CURSOR, FBIOGET_VBLANK and
 * FBIO_WAITFORVSYNC are _IOC encoded.  struct linuxabi_fb_fix_screeninfo
 * (two kernel longs), _fb_cmap, _fb_image and _fb_cursor (pointers) are
 * per ABI (<linuxabi-arch/fb-long.h>); the others have one layout
 * everywhere.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

#define FB_MAX                  32      /* frame buffer devices, /dev/fb0 .. */

/* ioctl(2) requests */
#define FBIOGET_VSCREENINFO     0x4600  /* struct linuxabi_fb_var_screeninfo * */
#define FBIOPUT_VSCREENINFO     0x4601  /* struct linuxabi_fb_var_screeninfo * */
#define FBIOGET_FSCREENINFO     0x4602  /* struct linuxabi_fb_fix_screeninfo * */
#define FBIOGETCMAP             0x4604  /* struct linuxabi_fb_cmap * */
#define FBIOPUTCMAP             0x4605  /* struct linuxabi_fb_cmap * */
#define FBIOPAN_DISPLAY         0x4606  /* struct linuxabi_fb_var_screeninfo *: its offsets */
#define FBIOGET_CON2FBMAP       0x460F  /* struct linuxabi_fb_con2fbmap * */
#define FBIOPUT_CON2FBMAP       0x4610  /* struct linuxabi_fb_con2fbmap * */
#define FBIOBLANK               0x4611  /* by value: FB_BLANK_* */
#define FBIO_ALLOC              0x4613  /* not implemented by any driver */
#define FBIO_FREE               0x4614
#define FBIOGET_GLYPH           0x4615
#define FBIOGET_HWCINFO         0x4616
#define FBIOPUT_MODEINFO        0x4617
#define FBIOGET_DISPINFO        0x4618

/* struct linuxabi_fb_fix_screeninfo type */
#define FB_TYPE_PACKED_PIXELS           0
#define FB_TYPE_PLANES                  1       /* not interleaved */
#define FB_TYPE_INTERLEAVED_PLANES      2
#define FB_TYPE_TEXT                    3       /* characters and attributes */
#define FB_TYPE_VGA_PLANES              4       /* EGA/VGA planes */
#define FB_TYPE_FOURCC                  5       /* a V4L2 FOURCC in type_aux */

/* type_aux of FB_TYPE_TEXT */
#define FB_AUX_TEXT_MDA                 0
#define FB_AUX_TEXT_CGA                 1       /* CGA/EGA/VGA */
#define FB_AUX_TEXT_S3_MMIO             2
#define FB_AUX_TEXT_MGA_STEP16          3
#define FB_AUX_TEXT_MGA_STEP8           4
#define FB_AUX_TEXT_SVGA_GROUP          8       /* 8..15: SVGA text modes */
#define FB_AUX_TEXT_SVGA_MASK           7       /* their low bits: the step */
#define FB_AUX_TEXT_SVGA_STEP2          8
#define FB_AUX_TEXT_SVGA_STEP4          9
#define FB_AUX_TEXT_SVGA_STEP8          10
#define FB_AUX_TEXT_SVGA_STEP16         11
#define FB_AUX_TEXT_SVGA_LAST           15

/* type_aux of FB_TYPE_VGA_PLANES */
#define FB_AUX_VGA_PLANES_VGA4          0       /* 16 colours in planes */
#define FB_AUX_VGA_PLANES_CFB4          1
#define FB_AUX_VGA_PLANES_CFB8          2

/* struct linuxabi_fb_fix_screeninfo visual */
#define FB_VISUAL_MONO01                0       /* 1 black, 0 white */
#define FB_VISUAL_MONO10                1       /* 1 white, 0 black */
#define FB_VISUAL_TRUECOLOR             2
#define FB_VISUAL_PSEUDOCOLOR           3       /* a palette */
#define FB_VISUAL_DIRECTCOLOR           4
#define FB_VISUAL_STATIC_PSEUDOCOLOR    5       /* a palette, read-only */
#define FB_VISUAL_FOURCC                6

/* struct linuxabi_fb_fix_screeninfo accel: the graphics chip */
#define FB_ACCEL_NONE                0
#define FB_ACCEL_ATARIBLITT          1
#define FB_ACCEL_AMIGABLITT          2
#define FB_ACCEL_S3_TRIO64           3
#define FB_ACCEL_NCR_77C32BLT        4
#define FB_ACCEL_S3_VIRGE            5
#define FB_ACCEL_ATI_MACH64GX        6
#define FB_ACCEL_DEC_TGA             7
#define FB_ACCEL_ATI_MACH64CT        8
#define FB_ACCEL_ATI_MACH64VT        9
#define FB_ACCEL_ATI_MACH64GT        10
#define FB_ACCEL_SUN_CREATOR         11
#define FB_ACCEL_SUN_CGSIX           12
#define FB_ACCEL_SUN_LEO             13
#define FB_ACCEL_IMS_TWINTURBO       14
#define FB_ACCEL_3DLABS_PERMEDIA2    15
#define FB_ACCEL_MATROX_MGA2064W     16
#define FB_ACCEL_MATROX_MGA1064SG    17
#define FB_ACCEL_MATROX_MGA2164W     18
#define FB_ACCEL_MATROX_MGA2164W_AGP 19
#define FB_ACCEL_MATROX_MGAG100      20
#define FB_ACCEL_MATROX_MGAG200      21
#define FB_ACCEL_SUN_CG14            22
#define FB_ACCEL_SUN_BWTWO           23
#define FB_ACCEL_SUN_CGTHREE         24
#define FB_ACCEL_SUN_TCX             25
#define FB_ACCEL_MATROX_MGAG400      26
#define FB_ACCEL_NV3                 27
#define FB_ACCEL_NV4                 28
#define FB_ACCEL_NV5                 29
#define FB_ACCEL_CT_6555x            30
#define FB_ACCEL_3DFX_BANSHEE        31
#define FB_ACCEL_ATI_RAGE128         32
#define FB_ACCEL_IGS_CYBER2000       33
#define FB_ACCEL_IGS_CYBER2010       34
#define FB_ACCEL_IGS_CYBER5000       35
#define FB_ACCEL_SIS_GLAMOUR         36
#define FB_ACCEL_3DLABS_PERMEDIA3    37
#define FB_ACCEL_ATI_RADEON          38
#define FB_ACCEL_I810                39
#define FB_ACCEL_SIS_GLAMOUR_2       40
#define FB_ACCEL_SIS_XABRE           41
#define FB_ACCEL_I830                42
#define FB_ACCEL_NV_10               43
#define FB_ACCEL_NV_20               44
#define FB_ACCEL_NV_30               45
#define FB_ACCEL_NV_40               46
#define FB_ACCEL_XGI_VOLARI_V        47
#define FB_ACCEL_XGI_VOLARI_Z        48
#define FB_ACCEL_OMAP1610            49
#define FB_ACCEL_TRIDENT_TGUI        50
#define FB_ACCEL_TRIDENT_3DIMAGE     51
#define FB_ACCEL_TRIDENT_BLADE3D     52
#define FB_ACCEL_TRIDENT_BLADEXP     53
#define FB_ACCEL_CIRRUS_ALPINE       53
#define FB_ACCEL_NEOMAGIC_NM2070     90
#define FB_ACCEL_NEOMAGIC_NM2090     91
#define FB_ACCEL_NEOMAGIC_NM2093     92
#define FB_ACCEL_NEOMAGIC_NM2097     93
#define FB_ACCEL_NEOMAGIC_NM2160     94
#define FB_ACCEL_NEOMAGIC_NM2200     95
#define FB_ACCEL_NEOMAGIC_NM2230     96
#define FB_ACCEL_NEOMAGIC_NM2360     97
#define FB_ACCEL_NEOMAGIC_NM2380     98
#define FB_ACCEL_PXA3XX              99
#define FB_ACCEL_SAVAGE4             0x80
#define FB_ACCEL_SAVAGE3D            0x81
#define FB_ACCEL_SAVAGE3D_MV         0x82
#define FB_ACCEL_SAVAGE2000          0x83
#define FB_ACCEL_SAVAGE_MX_MV        0x84
#define FB_ACCEL_SAVAGE_MX           0x85
#define FB_ACCEL_SAVAGE_IX_MV        0x86
#define FB_ACCEL_SAVAGE_IX           0x87
#define FB_ACCEL_PROSAVAGE_PM        0x88
#define FB_ACCEL_PROSAVAGE_KM        0x89
#define FB_ACCEL_S3TWISTER_P         0x8a
#define FB_ACCEL_S3TWISTER_K         0x8b
#define FB_ACCEL_SUPERSAVAGE         0x8c
#define FB_ACCEL_PROSAVAGE_DDR       0x8d
#define FB_ACCEL_PROSAVAGE_DDRK      0x8e
#define FB_ACCEL_PUV3_UNIGFX         0xa0

/* struct linuxabi_fb_fix_screeninfo capabilities */
#define FB_CAP_FOURCC           1       /* FOURCC formats */

/* one colour channel's place in a pixel: length bits from offset (from
   the pixel's least significant bit) */
struct linuxabi_fb_bitfield {
    uint32_t offset;
    uint32_t length;
    uint32_t msb_right;                 /* non-zero: the MSB is on the right */
};

/* struct linuxabi_fb_var_screeninfo nonstd */
#define FB_NONSTD_HAM           1       /* hold-and-modify */
#define FB_NONSTD_REV_PIX_IN_B  2       /* pixels reversed within a byte */

/* struct linuxabi_fb_var_screeninfo activate: a value in
   FB_ACTIVATE_MASK, and flags */
#define FB_ACTIVATE_NOW         0
#define FB_ACTIVATE_NXTOPEN     1
#define FB_ACTIVATE_TEST        2       /* check and round, set nothing */
#define FB_ACTIVATE_MASK        15
#define FB_ACTIVATE_VBL         16      /* at the next vertical blank */
#define FB_CHANGE_CMAP_VBL      32
#define FB_ACTIVATE_ALL         64      /* every console on this device */
#define FB_ACTIVATE_FORCE       128     /* even when nothing changes */
#define FB_ACTIVATE_INV_MODE    256
#define FB_ACTIVATE_KD_TEXT     512

/* struct linuxabi_fb_var_screeninfo accel_flags (obsolete) */
#define FB_ACCELF_TEXT          1

/* struct linuxabi_fb_var_screeninfo sync */
#define FB_SYNC_HOR_HIGH_ACT    1
#define FB_SYNC_VERT_HIGH_ACT   2
#define FB_SYNC_EXT             4
#define FB_SYNC_COMP_HIGH_ACT   8
#define FB_SYNC_BROADCAST       16
#define FB_SYNC_ON_GREEN        32

/* struct linuxabi_fb_var_screeninfo vmode: a value in FB_VMODE_MASK,
   and flags */
#define FB_VMODE_NONINTERLACED  0
#define FB_VMODE_INTERLACED     1
#define FB_VMODE_DOUBLE         2       /* double scan */
#define FB_VMODE_ODD_FLD_FIRST  4
#define FB_VMODE_MASK           255
#define FB_VMODE_YWRAP          256     /* wrap instead of panning */
#define FB_VMODE_SMOOTH_XPAN    512
#define FB_VMODE_CONUPDATE      512     /* keep the offsets */

/* struct linuxabi_fb_var_screeninfo rotate */
#define FB_ROTATE_UR            0
#define FB_ROTATE_CW            1
#define FB_ROTATE_UD            2
#define FB_ROTATE_CCW           3

/* a pixel clock in picoseconds to kHz and back (both divide 10^9) */
#define LINUXABI_PICOS2KHZ(a)   (1000000000UL / (a))
#define LINUXABI_KHZ2PICOS(a)   (1000000000UL / (a))

/* FBIOGET_VSCREENINFO, FBIOPUT_VSCREENINFO, FBIOPAN_DISPLAY */
struct linuxabi_fb_var_screeninfo {
    uint32_t xres;                      /* the visible resolution */
    uint32_t yres;
    uint32_t xres_virtual;
    uint32_t yres_virtual;
    uint32_t xoffset;                   /* of the visible in the virtual */
    uint32_t yoffset;
    uint32_t bits_per_pixel;
    uint32_t grayscale;                 /* 0 colour, 1 grey, more: a FOURCC */
    struct linuxabi_fb_bitfield red;
    struct linuxabi_fb_bitfield green;
    struct linuxabi_fb_bitfield blue;
    struct linuxabi_fb_bitfield transp;
    uint32_t nonstd;                    /* FB_NONSTD_*, 0 standard */
    uint32_t activate;                  /* FB_ACTIVATE_* */
    uint32_t height;                    /* of the picture, in mm */
    uint32_t width;
    uint32_t accel_flags;               /* obsolete */
    uint32_t pixclock;                  /* in picoseconds */
    uint32_t left_margin;               /* the timings, in pixel clocks */
    uint32_t right_margin;
    uint32_t upper_margin;
    uint32_t lower_margin;
    uint32_t hsync_len;
    uint32_t vsync_len;
    uint32_t sync;                      /* FB_SYNC_* */
    uint32_t vmode;                     /* FB_VMODE_* */
    uint32_t rotate;                    /* FB_ROTATE_* */
    uint32_t colorspace;                /* of FOURCC modes */
    uint32_t reserved[4];
};

/* FBIOGET_CON2FBMAP, FBIOPUT_CON2FBMAP: a console's frame buffer */
struct linuxabi_fb_con2fbmap {
    uint32_t console;
    uint32_t framebuffer;
};

/* FBIOBLANK's argument (the kernel's enumerators, of VESA levels) */
#define FB_BLANK_UNBLANK        0
#define FB_BLANK_NORMAL         1       /* blank, both syncs on */
#define FB_BLANK_VSYNC_SUSPEND  2
#define FB_BLANK_HSYNC_SUSPEND  3
#define FB_BLANK_POWERDOWN      4       /* both syncs off */

/* struct linuxabi_fb_vblank flags */
#define FB_VBLANK_VBLANKING     0x001   /* in a vertical blank now */
#define FB_VBLANK_HBLANKING     0x002
#define FB_VBLANK_HAVE_VBLANK   0x004
#define FB_VBLANK_HAVE_HBLANK   0x008
#define FB_VBLANK_HAVE_COUNT    0x010   /* count is valid */
#define FB_VBLANK_HAVE_VCOUNT   0x020
#define FB_VBLANK_HAVE_HCOUNT   0x040
#define FB_VBLANK_VSYNCING      0x080
#define FB_VBLANK_HAVE_VSYNC    0x100

/* FBIOGET_VBLANK */
struct linuxabi_fb_vblank {
    uint32_t flags;                     /* FB_VBLANK_* */
    uint32_t count;                     /* vertical retraces since boot */
    uint32_t vcount;                    /* the scan line */
    uint32_t hcount;                    /* the dot in it */
    uint32_t reserved[4];
};

/* struct linuxabi_fb_fillrect rop */
#define ROP_COPY                0
#define ROP_XOR                 1

/* the drivers' drawing operations */
struct linuxabi_fb_copyarea {
    uint32_t dx;                        /* to */
    uint32_t dy;
    uint32_t width;
    uint32_t height;
    uint32_t sx;                        /* from */
    uint32_t sy;
};

struct linuxabi_fb_fillrect {
    uint32_t dx;
    uint32_t dy;
    uint32_t width;
    uint32_t height;
    uint32_t color;
    uint32_t rop;                       /* ROP_* */
};

/* struct linuxabi_fb_cursor set: what FBIO_CURSOR changes */
#define FB_CUR_SETIMAGE         0x01
#define FB_CUR_SETPOS           0x02
#define FB_CUR_SETHOT           0x04
#define FB_CUR_SETCMAP          0x08
#define FB_CUR_SETSHAPE         0x10
#define FB_CUR_SETSIZE          0x20
#define FB_CUR_SETALL           0xFF

/* a position of the cursor */
struct linuxabi_fbcurpos {
    uint16_t x;
    uint16_t y;
};

/* struct linuxabi_fb_fix_screeninfo, _fb_cmap, _fb_image, _fb_cursor:
   per ABI, and FBIO_CURSOR */
#include <linuxabi-arch/fb-long.h>

/* the _IOC encoded requests */
#define FBIOGET_VBLANK          LINUXABI_IOR('F', 0x12, struct linuxabi_fb_vblank)
#define FBIO_WAITFORVSYNC       LINUXABI_IOW('F', 0x20, uint32_t)       /* the CRTC, 0 */

/* the backlight's levels */
#define FB_BACKLIGHT_LEVELS     128
#define FB_BACKLIGHT_MAX        0xFF

#endif
