#ifndef LINUXABI_KD_H
#define LINUXABI_KD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kd.h>: the keyboard and display ioctl(2) requests of a
 * virtual console (/dev/ttyN, /dev/tty0): keyboard modes and maps,
 * LEDs, fonts, screen and Unicode maps, text or graphics mode.  The
 * requests are plain numbers with 'K' (0x4B) in the second byte, not
 * _IOC encoded.  The structs holding a pointer (consolefontdesc,
 * unimapdesc, console_font_op, console_font) are per ABI
 * (<linuxabi-arch/kd-ptr.h>); the others have one layout everywhere.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* fonts: GIO_FONT, PIO_FONT (8 KiB: 256 characters of 32 rows), and
   GIO_FONTX, PIO_FONTX (struct linuxabi_consolefontdesc *) */
#define GIO_FONT        0x4B60
#define PIO_FONT        0x4B61
#define GIO_FONTX       0x4B6B
#define PIO_FONTX       0x4B6C
#define PIO_FONTRESET   0x4B6D  /* back to the default font */

/* the colour palette, 16 RGB triplets (uint8_t[48]) */
#define GIO_CMAP        0x4B70
#define PIO_CMAP        0x4B71

/* sound: an int argument, a period in clock ticks (0 stops);
   KDMKTONE's low 16 bits the period, high 16 the duration in ms */
#define KIOCSOUND       0x4B2F
#define KDMKTONE        0x4B30

/* the keyboard's LEDs as lit (KDGETLED: char *; KDSETLED: by value) */
#define KDGETLED        0x4B31
#define KDSETLED        0x4B32
#define LED_SCR         0x01    /* scroll lock */
#define LED_NUM         0x02
#define LED_CAP         0x04

/* KDGKBTYPE: the keyboard type, a char */
#define KDGKBTYPE       0x4B33
#define KB_84           0x01
#define KB_101          0x02    /* what the kernel answers */
#define KB_OTHER        0x03

/* I/O port access for the video board (x86 only) */
#define KDADDIO         0x4B34
#define KDDELIO         0x4B35
#define KDENABIO        0x4B36
#define KDDISABIO       0x4B37

/* KDSETMODE (by value), KDGETMODE (int *): text or graphics */
#define KDSETMODE       0x4B3A
#define KD_TEXT         0x00
#define KD_GRAPHICS     0x01
#define KD_TEXT0        0x02    /* obsolete */
#define KD_TEXT1        0x03    /* obsolete */
#define KDGETMODE       0x4B3B

#define KDMAPDISP       0x4B3C  /* obsolete */
#define KDUNMAPDISP     0x4B3D  /* obsolete */

/* screen maps: E_TABSZ bytes (GIO_SCRNMAP, PIO_SCRNMAP) or E_TABSZ
   uint16_t Unicode values (GIO_UNISCRNMAP, PIO_UNISCRNMAP) */
#define E_TABSZ         256
#define GIO_SCRNMAP     0x4B40
#define PIO_SCRNMAP     0x4B41
#define GIO_UNISCRNMAP  0x4B69
#define PIO_UNISCRNMAP  0x4B6A

/* the Unicode-to-font map: GIO_UNIMAP, PIO_UNIMAP
   (struct linuxabi_unimapdesc *), PIO_UNIMAPCLR
   (struct linuxabi_unimapinit *) */
#define GIO_UNIMAP      0x4B66
#define PIO_UNIMAP      0x4B67
#define PIO_UNIMAPCLR   0x4B68

/* one entry of the Unicode-to-font map */
struct linuxabi_unipair {
    uint16_t unicode;
    uint16_t fontpos;                   /* the font position it shows as */
};

/* PIO_UNIMAPCLR: hints for the map's hash, 0 for none */
struct linuxabi_unimapinit {
    uint16_t advised_hashsize;
    uint16_t advised_hashstep;
    uint16_t advised_hashlevel;
};

/* the Direct Font Region: U+F000 + n shows font position n */
#define UNI_DIRECT_BASE 0xF000
#define UNI_DIRECT_MASK 0x01FF

/* KDGKBMODE (int *), KDSKBMODE (by value): the keyboard mode */
#define K_RAW           0x00    /* scancodes */
#define K_XLATE         0x01    /* characters, 8-bit */
#define K_MEDIUMRAW     0x02    /* keycodes */
#define K_UNICODE       0x03    /* characters, UTF-8 */
#define K_OFF           0x04    /* nothing */
#define KDGKBMODE       0x4B44
#define KDSKBMODE       0x4B45

/* KDGKBMETA (int *), KDSKBMETA (by value): what Meta does */
#define K_METABIT       0x03    /* sets the high bit */
#define K_ESCPREFIX     0x04    /* sends ESC first */
#define KDGKBMETA       0x4B62
#define KDSKBMETA       0x4B63

/* KDGKBLED (char *), KDSKBLED (by value): the lock flags (not the
   lights; bits 4-6 their defaults) */
#define K_SCROLLLOCK    0x01
#define K_NUMLOCK       0x02
#define K_CAPSLOCK      0x04
#define KDGKBLED        0x4B64
#define KDSKBLED        0x4B65

/* KDGKBENT, KDSKBENT: one entry of a keymap */
struct linuxabi_kbentry {
    uint8_t  kb_table;                  /* K_NORMTAB .. (a modifier set) */
    uint8_t  kb_index;                  /* the keycode */
    uint16_t kb_value;                  /* the keysym */
};
#define K_NORMTAB       0x00
#define K_SHIFTTAB      0x01
#define K_ALTTAB        0x02
#define K_ALTSHIFTTAB   0x03
#define KDGKBENT        0x4B46
#define KDSKBENT        0x4B47

/* KDGKBSENT, KDSKBSENT: the string of a function key */
struct linuxabi_kbsentry {
    uint8_t kb_func;                    /* the function key's number */
    uint8_t kb_string[512];             /* NUL-terminated */
};
#define KDGKBSENT       0x4B48
#define KDSKBSENT       0x4B49

/* KDGKBDIACR, KDSKBDIACR: the accent table, 8-bit */
struct linuxabi_kbdiacr {
    uint8_t diacr;                      /* the dead key */
    uint8_t base;
    uint8_t result;
};
struct linuxabi_kbdiacrs {
    uint32_t kb_cnt;                    /* entries used */
    struct linuxabi_kbdiacr kbdiacr[256];
};
#define KDGKBDIACR      0x4B4A
#define KDSKBDIACR      0x4B4B

/* KDGKBDIACRUC, KDSKBDIACRUC: the accent table, Unicode */
struct linuxabi_kbdiacruc {
    uint32_t diacr;
    uint32_t base;
    uint32_t result;
};
struct linuxabi_kbdiacrsuc {
    uint32_t kb_cnt;
    struct linuxabi_kbdiacruc kbdiacruc[256];
};
#define KDGKBDIACRUC    0x4BFA
#define KDSKBDIACRUC    0x4BFB

/* KDGETKEYCODE, KDSETKEYCODE: a scancode's keycode */
struct linuxabi_kbkeycode {
    uint32_t scancode;
    uint32_t keycode;
};
#define KDGETKEYCODE    0x4B4C
#define KDSETKEYCODE    0x4B4D

#define KDSIGACCEPT     0x4B4E  /* by value: the signal keyboard requests send */

/* KDKBDREP: the autorepeat, in ms (<= 0 leaves it); the values in use
   come back */
struct linuxabi_kbd_repeat {
    int32_t delay;
    int32_t period;
};
#define KDKBDREP        0x4B52

/* KDFONTOP: struct linuxabi_console_font_op * */
#define KDFONTOP        0x4B72

/* struct linuxabi_consolefontdesc, _unimapdesc, _console_font_op,
   _console_font: per ABI, as they hold a pointer */
#include <linuxabi-arch/kd-ptr.h>

/* struct linuxabi_console_font_op op */
#define KD_FONT_OP_SET          0
#define KD_FONT_OP_GET          1
#define KD_FONT_OP_SET_DEFAULT  2       /* data: the font's name, or NULL */
#define KD_FONT_OP_COPY         3       /* obsolete */
#define KD_FONT_OP_SET_TALL     4       /* rows of height, not 32 */
#define KD_FONT_OP_GET_TALL     5

/* struct linuxabi_console_font_op flags */
#define KD_FONT_FLAG_DONT_RECALC 1      /* keep the character cell size */

#endif
