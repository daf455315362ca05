#ifndef LINUXABI_SERIAL_H
#define LINUXABI_SERIAL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/serial.h>: serial ports (/dev/ttyS*, ...): the structs the
 * tty ioctl(2) requests TIOCGSERIAL/TIOCSSERIAL, TIOCGICOUNT,
 * TIOCGRS485/TIOCSRS485 and TIOCGISO7816/TIOCSISO7816 take (the requests
 * are <linuxabi/tty.h>'s), the UART types PORT_*, the flags ASYNC_* of
 * serial_struct's flags and their bit numbers ASYNCB_*, and the RS-485
 * and ISO 7816 flags.  struct linuxabi_serial_struct (a pointer and a
 * kernel long) is per ABI, in <linuxabi-arch/serial.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/serial.h>

/* serial_struct closing_wait (hundredths of a second) */
#define ASYNC_CLOSING_WAIT_INF  0       /* wait for the output forever */
#define ASYNC_CLOSING_WAIT_NONE 65535   /* do not wait */

/* serial_struct type: the UART */
#define PORT_UNKNOWN            0
#define PORT_8250               1
#define PORT_16450              2
#define PORT_16550              3
#define PORT_16550A             4
#define PORT_CIRRUS             5
#define PORT_16650              6
#define PORT_16650V2            7
#define PORT_16750              8
#define PORT_STARTECH           9
#define PORT_16C950             10      /* Oxford Semiconductor */
#define PORT_16654              11
#define PORT_16850              12
#define PORT_RSA                13      /* RSA-DV II/S */

/* serial_struct io_type: how the registers are reached */
#define SERIAL_IO_PORT          0
#define SERIAL_IO_HUB6          1
#define SERIAL_IO_MEM           2
#define SERIAL_IO_MEM32         3
#define SERIAL_IO_AU            4
#define SERIAL_IO_TSI           5
#define SERIAL_IO_MEM32BE       6
#define SERIAL_IO_MEM16         7

/* UART capability bits (the 8250 driver's table) */
#define UART_CLEAR_FIFO         0x01
#define UART_USE_FIFO           0x02
#define UART_STARTECH           0x04
#define UART_NATSEMI            0x08

/* serial_struct flags: bit numbers; 0..16 the user's, 22..31 the kernel's */
#define ASYNCB_HUP_NOTIFY       0       /* getty hears of hangups and closes */
#define ASYNCB_FOURPORT         1       /* OUT1, OUT2 as an AST Fourport */
#define ASYNCB_SAK              2       /* secure attention key */
#define ASYNCB_SPLIT_TERMIOS    3       /* deprecated */
#define ASYNCB_SPD_HI           4       /* 57600 for 38400 bps */
#define ASYNCB_SPD_VHI          5       /* 115200 for 38400 bps */
#define ASYNCB_SKIP_TEST        6       /* no UART test when configuring */
#define ASYNCB_AUTO_IRQ         7       /* find the IRQ when configuring */
#define ASYNCB_SESSION_LOCKOUT  8       /* deprecated */
#define ASYNCB_PGRP_LOCKOUT     9       /* deprecated */
#define ASYNCB_CALLOUT_NOHUP    10      /* deprecated */
#define ASYNCB_HARDPPS_CD       11      /* hardpps when CD rises */
#define ASYNCB_SPD_SHI          12      /* 230400 for 38400 bps */
#define ASYNCB_LOW_LATENCY      13
#define ASYNCB_BUGGY_UART       14      /* skip some safety checks */
#define ASYNCB_AUTOPROBE        15      /* deprecated */
#define ASYNCB_MAGIC_MULTIPLIER 16      /* a special clock or divisor */
#define ASYNCB_FIRST_KERNEL     22
#define ASYNCB_CONS_FLOW        23
#define ASYNCB_SHARE_IRQ        24      /* no longer used */
#define ASYNCB_CHECK_CD         25      /* CLOCAL off */
#define ASYNCB_CTS_FLOW         26
#define ASYNCB_CLOSING          27
#define ASYNCB_BOOT_AUTOCONF    28
#define ASYNCB_NORMAL_ACTIVE    29
#define ASYNCB_SUSPENDED        30
#define ASYNCB_INITIALIZED      31

/* serial_struct flags: the bits */
#define ASYNC_HUP_NOTIFY        0x1U
#define ASYNC_FOURPORT          0x2U
#define ASYNC_SAK               0x4U
#define ASYNC_SPLIT_TERMIOS     0x8U
#define ASYNC_SPD_HI            0x10U
#define ASYNC_SPD_VHI           0x20U
#define ASYNC_SKIP_TEST         0x40U
#define ASYNC_AUTO_IRQ          0x80U
#define ASYNC_SESSION_LOCKOUT   0x100U
#define ASYNC_PGRP_LOCKOUT      0x200U
#define ASYNC_CALLOUT_NOHUP     0x400U
#define ASYNC_HARDPPS_CD        0x800U
#define ASYNC_SPD_SHI           0x1000U
#define ASYNC_LOW_LATENCY       0x2000U
#define ASYNC_BUGGY_UART        0x4000U
#define ASYNC_AUTOPROBE         0x8000U
#define ASYNC_MAGIC_MULTIPLIER  0x10000U
#define ASYNC_CONS_FLOW         0x800000U
#define ASYNC_SHARE_IRQ         0x1000000U
#define ASYNC_CHECK_CD          0x2000000U
#define ASYNC_CTS_FLOW          0x4000000U
#define ASYNC_CLOSING           0x8000000U
#define ASYNC_BOOT_AUTOCONF     0x10000000U
#define ASYNC_NORMAL_ACTIVE     0x20000000U
#define ASYNC_SUSPENDED         0x40000000U
#define ASYNC_INITIALIZED       0x80000000U
#define ASYNC_SPD_CUST          0x30U           /* SPD_HI | SPD_VHI: custom_divisor */
#define ASYNC_SPD_WARP          0x1010U         /* SPD_HI | SPD_SHI: 460800 */
#define ASYNC_SPD_MASK          0x1030U
#define ASYNC_USR_MASK          0x3430U         /* SPD_MASK, CALLOUT_NOHUP, LOW_LATENCY */
#define ASYNC_DEPRECATED        0x8708U         /* SPLIT_TERMIOS, SESSION_LOCKOUT, PGRP_LOCKOUT, CALLOUT_NOHUP, AUTOPROBE */
#define ASYNC_INTERNAL_FLAGS    0xffc00000U     /* bits 22..31 */

/* TIOCGICOUNT: interrupt counts */
struct linuxabi_serial_icounter_struct {
    int32_t  cts;
    int32_t  dsr;
    int32_t  rng;
    int32_t  dcd;
    int32_t  rx;
    int32_t  tx;
    int32_t  frame;
    int32_t  overrun;
    int32_t  parity;
    int32_t  brk;
    int32_t  buf_overrun;
    int32_t  reserved[9];
};

/* struct linuxabi_serial_rs485 flags */
#define SER_RS485_ENABLED       0x1U
#define SER_RS485_RTS_ON_SEND   0x2U    /* RTS's level while sending */
#define SER_RS485_RTS_AFTER_SEND 0x4U   /* RTS's level after sending */
#define SER_RS485_RX_DURING_TX  0x10U   /* full duplex */
#define SER_RS485_TERMINATE_BUS 0x20U
#define SER_RS485_ADDRB         0x40U   /* addressing mode */
#define SER_RS485_ADDR_RECV     0x80U   /* addr_recv filters what is received */
#define SER_RS485_ADDR_DEST     0x100U  /* addr_dest addresses what is sent */
#define SER_RS485_MODE_RS422    0x200U

/* the kernel's anonymous struct inside serial_rs485's union */
struct linuxabi_serial_rs485_addr {
    uint8_t  addr_recv;
    uint8_t  addr_dest;
    uint8_t  padding0[2];
    uint32_t padding1[4];
};

/* the kernel's anonymous union: padding[5] is the old name of its bytes */
union linuxabi_serial_rs485_u {
    uint32_t padding[5];
    struct linuxabi_serial_rs485_addr addr;
};

/* TIOCGRS485, TIOCSRS485 */
struct linuxabi_serial_rs485 {
    uint32_t flags;                     /* SER_RS485_* */
    uint32_t delay_rts_before_send;     /* milliseconds */
    uint32_t delay_rts_after_send;      /* milliseconds */
    union linuxabi_serial_rs485_u u;
};

/* struct linuxabi_serial_iso7816 flags */
#define SER_ISO7816_ENABLED     0x1
#define SER_ISO7816_T_PARAM     0xf0    /* the protocol T=n, bits 4..7 */
#define LINUXABI_SER_ISO7816_T(t) (((t) & 0x0f) << 4)

/* TIOCGISO7816, TIOCSISO7816 */
struct linuxabi_serial_iso7816 {
    uint32_t flags;                     /* SER_ISO7816_* */
    uint32_t tg;                        /* guard time */
    uint32_t sc_fi;
    uint32_t sc_di;
    uint32_t clk;
    uint32_t reserved[5];
};

#endif
