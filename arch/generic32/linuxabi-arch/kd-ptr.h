#ifndef LINUXABI_ARCH_KD_PTR_H
#define LINUXABI_ARCH_KD_PTR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kd.h>: the structs of its requests that hold a pointer.
 * Here pointers are 32-bit (struct linuxabi_consolefontdesc:
 * 8 bytes, _unimapdesc 8, _console_font_op 24, _console_font 16).
 */

#include <stdint.h>

/* GIO_FONTX, PIO_FONTX: charcount characters of charheight rows, 32
   bytes a character, at chardata */
struct linuxabi_consolefontdesc {
    uint16_t charcount;                 /* 256 or 512 */
    uint16_t charheight;                /* 1..32 */
    uint32_t chardata;                  /* address of the glyphs */
};

/* GIO_UNIMAP, PIO_UNIMAP: entry_ct entries at entries (GIO_UNIMAP:
   how many there are on return) */
struct linuxabi_unimapdesc {
    uint16_t entry_ct;
    uint8_t  __pad[2];
    uint32_t entries;                   /* address of struct linuxabi_unipair[] */
};

/* KDFONTOP: a font operation, KD_FONT_OP_* */
struct linuxabi_console_font_op {
    uint32_t op;                        /* KD_FONT_OP_* */
    uint32_t flags;                     /* KD_FONT_FLAG_* */
    uint32_t width;                     /* of a character, in pixels */
    uint32_t height;
    uint32_t charcount;
    uint32_t data;                      /* rows of 32 (or height) a character */
};

/* a console font (the kernel's, not an ioctl's argument) */
struct linuxabi_console_font {
    uint32_t width;
    uint32_t height;
    uint32_t charcount;
    uint32_t data;
};

#endif
