#ifndef LINUXABI_ARCH_HDREG_GEOMETRY_H
#define LINUXABI_ARCH_HDREG_GEOMETRY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/hdreg.h>: HDIO_GETGEO's struct, whose start is the kernel's
 * unsigned long.  This ABI: a 32-bit start (8 bytes).
 */

#include <stdint.h>

struct linuxabi_hd_geometry {
    uint8_t  heads;
    uint8_t  sectors;                   /* per track */
    uint16_t cylinders;
    uint32_t start;                     /* the first sector of the partition */
};

#endif
