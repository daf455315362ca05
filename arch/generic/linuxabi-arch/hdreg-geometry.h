#ifndef LINUXABI_ARCH_HDREG_GEOMETRY_H
#define LINUXABI_ARCH_HDREG_GEOMETRY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/hdreg.h>: HDIO_GETGEO's struct, whose start is the kernel's
 * unsigned long.  This ABI: a 64-bit start, after 4 bytes of padding (16 bytes).
 */

#include <stdint.h>

struct linuxabi_hd_geometry {
    uint8_t  heads;
    uint8_t  sectors;                   /* per track */
    uint16_t cylinders;
    uint32_t __pad;
    uint64_t start;                     /* the first sector of the partition */
};

#endif
