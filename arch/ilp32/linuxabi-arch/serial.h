#ifndef LINUXABI_ARCH_SERIAL_H
#define LINUXABI_ARCH_SERIAL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/serial.h>: struct linuxabi_serial_struct, with a pointer and
 * a kernel long.  Here both are 32-bit (60 bytes); a 64-bit kernel reads
 * x32's with this, its compat layout.
 */

#include <stdint.h>

/* TIOCGSERIAL, TIOCSSERIAL: a port's configuration */
struct linuxabi_serial_struct {
    int32_t  type;                      /* PORT_* */
    int32_t  line;
    uint32_t port;                      /* I/O port */
    int32_t  irq;
    int32_t  flags;                     /* ASYNC_* */
    int32_t  xmit_fifo_size;
    int32_t  custom_divisor;
    int32_t  baud_base;
    uint16_t close_delay;               /* hundredths of a second */
    char     io_type;                   /* SERIAL_IO_* */
    char     reserved_char[1];
    int32_t  hub6;
    uint16_t closing_wait;              /* hundredths; ASYNC_CLOSING_WAIT_* */
    uint16_t closing_wait2;             /* unused */
    uint32_t iomem_base;                /* address of the registers */
    uint16_t iomem_reg_shift;
    uint8_t  __pad2[2];
    uint32_t port_high;
    uint32_t iomap_base;                /* physical address of the registers */
};

#endif
