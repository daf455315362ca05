#ifndef LINUXABI_ARCH_IF_IFMAP_H
#define LINUXABI_ARCH_IF_IFMAP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if.h>: the device map of SIOCGIFMAP and SIOCSIFMAP, whose
 * addresses are kernel longs.  m68k: 32-bit kernel long, aligned to 2 bytes: 14 bytes.
 */

#include <stdint.h>

struct linuxabi_ifmap {
    uint32_t mem_start;                 /* shared memory */
    uint32_t mem_end;
    uint16_t base_addr;                 /* I/O port base */
    uint8_t  irq;
    uint8_t  dma;
    uint8_t  port;                      /* the medium, for drivers with several */
    uint8_t  __pad[1];
};

#endif
