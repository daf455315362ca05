#ifndef LINUXABI_SPIDEV_H
#define LINUXABI_SPIDEV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/spidev.h>: SPI devices from user space, /dev/spidevB.C (the
 * kernel's <linux/spi/spidev.h>, and the mode bits of <linux/spi/spi.h>
 * it includes): the ioctl(2) requests, struct linuxabi_spi_ioc_transfer
 * (one layout on every ABI: its buffers are 64-bit integers, not
 * pointers) and the SPI_IOC_MESSAGE() request number of N transfers as
 * LINUXABI_SPI_IOC_MESSAGE(N).
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* the mode of a device (SPI_IOC_RD_MODE32, SPI_IOC_WR_MODE32; the low
   8 bits also SPI_IOC_RD_MODE, SPI_IOC_WR_MODE), unsigned long */
#define SPI_CPHA                (1UL << 0)      /* clock phase: sample on the trailing edge */
#define SPI_CPOL                (1UL << 1)      /* clock polarity: idle high */
#define SPI_CS_HIGH             (1UL << 2)      /* chip select active high */
#define SPI_LSB_FIRST           (1UL << 3)      /* least significant bit first */
#define SPI_3WIRE               (1UL << 4)      /* one shared data line */
#define SPI_LOOP                (1UL << 5)      /* loopback */
#define SPI_NO_CS               (1UL << 6)      /* no chip select: one device on the bus */
#define SPI_READY               (1UL << 7)      /* the device pulls READY low to pause */
#define SPI_TX_DUAL             (1UL << 8)      /* transmit on 2 wires */
#define SPI_TX_QUAD             (1UL << 9)      /* transmit on 4 wires */
#define SPI_RX_DUAL             (1UL << 10)     /* receive on 2 wires */
#define SPI_RX_QUAD             (1UL << 11)     /* receive on 4 wires */
#define SPI_CS_WORD             (1UL << 12)     /* toggle chip select after each word */
#define SPI_TX_OCTAL            (1UL << 13)     /* transmit on 8 wires */
#define SPI_RX_OCTAL            (1UL << 14)     /* receive on 8 wires */
#define SPI_3WIRE_HIZ           (1UL << 15)     /* high impedance turnaround */
#define SPI_RX_CPHA_FLIP        (1UL << 16)     /* invert the clock phase of receive-only transfers */
#define SPI_MOSI_IDLE_LOW       (1UL << 17)     /* MOSI low when idle */
#define SPI_MOSI_IDLE_HIGH      (1UL << 18)     /* MOSI high when idle */

/* the four clock modes: SPI_CPOL and SPI_CPHA together */
#define SPI_MODE_0              0
#define SPI_MODE_1              SPI_CPHA
#define SPI_MODE_2              SPI_CPOL
#define SPI_MODE_3              (SPI_CPOL | SPI_CPHA)
#define SPI_MODE_X_MASK         (SPI_CPOL | SPI_CPHA)

/* the type byte of the requests */
#define SPI_IOC_MAGIC           'k'

/* one transfer of SPI_IOC_MESSAGE(): len bytes out of tx_buf and into
   rx_buf (user addresses; either may be 0), 32 bytes on every ABI */
struct linuxabi_spi_ioc_transfer {
    uint64_t tx_buf;
    uint64_t rx_buf;
    uint32_t len;
    uint32_t speed_hz;                  /* 0: the device's */
    uint16_t delay_usecs;               /* after the transfer */
    uint8_t  bits_per_word;             /* 0: the device's */
    uint8_t  cs_change;                 /* non-zero: deselect after it */
    uint8_t  tx_nbits;                  /* wires: 1, 2, 4 or 8; 0 is 1 */
    uint8_t  rx_nbits;
    uint8_t  word_delay_usecs;          /* between words */
    uint8_t  pad;                       /* zero */
};

/* the argument size of N transfers, 0 where it would not fit the size
   field (the kernel's SPI_MSGSIZE()), and the request number that writes
   N transfers: the kernel's SPI_IOC_MESSAGE(N) */
#define LINUXABI_SPI_MSGSIZE(N) \
    ((((N) * sizeof(struct linuxabi_spi_ioc_transfer)) < (1 << LINUXABI_IOC_SIZEBITS)) \
     ? ((N) * sizeof(struct linuxabi_spi_ioc_transfer)) : 0)
#define LINUXABI_SPI_IOC_MESSAGE(N) \
    LINUXABI_IOC(LINUXABI_IOC_WRITE, SPI_IOC_MAGIC, 0, LINUXABI_SPI_MSGSIZE(N))

/* ioctl(2) requests: the clock mode and low mode bits, bit order, word
   size, default speed, all the mode bits */
#define SPI_IOC_RD_MODE                 LINUXABI_IOR(SPI_IOC_MAGIC, 1, uint8_t)
#define SPI_IOC_WR_MODE                 LINUXABI_IOW(SPI_IOC_MAGIC, 1, uint8_t)
#define SPI_IOC_RD_LSB_FIRST            LINUXABI_IOR(SPI_IOC_MAGIC, 2, uint8_t)     /* non-zero: SPI_LSB_FIRST */
#define SPI_IOC_WR_LSB_FIRST            LINUXABI_IOW(SPI_IOC_MAGIC, 2, uint8_t)
#define SPI_IOC_RD_BITS_PER_WORD        LINUXABI_IOR(SPI_IOC_MAGIC, 3, uint8_t)     /* 0 is 8 */
#define SPI_IOC_WR_BITS_PER_WORD        LINUXABI_IOW(SPI_IOC_MAGIC, 3, uint8_t)
#define SPI_IOC_RD_MAX_SPEED_HZ         LINUXABI_IOR(SPI_IOC_MAGIC, 4, uint32_t)
#define SPI_IOC_WR_MAX_SPEED_HZ         LINUXABI_IOW(SPI_IOC_MAGIC, 4, uint32_t)
#define SPI_IOC_RD_MODE32               LINUXABI_IOR(SPI_IOC_MAGIC, 5, uint32_t)
#define SPI_IOC_WR_MODE32               LINUXABI_IOW(SPI_IOC_MAGIC, 5, uint32_t)

#endif
