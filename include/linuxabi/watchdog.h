#ifndef LINUXABI_WATCHDOG_H
#define LINUXABI_WATCHDOG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/watchdog.h>: hardware watchdogs (/dev/watchdog,
 * /dev/watchdogN): the ioctl(2) requests, struct linuxabi_watchdog_info
 * (one layout on every ABI), the option and status bits.  Opening the
 * device arms the watchdog: a write(2) pings it, and closing it without
 * the magic 'V' (WDIOF_MAGICCLOSE) lets it reset the machine.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* the type byte of the requests */
#define WATCHDOG_IOCTL_BASE     'W'

/* WDIOC_GETSUPPORT: what the driver can do */
struct linuxabi_watchdog_info {
    uint32_t options;                   /* WDIOF_* it supports */
    uint32_t firmware_version;
    uint8_t  identity[32];              /* the board's name */
};

/* ioctl(2) requests; the int ones take a pointer to an int */
#define WDIOC_GETSUPPORT        LINUXABI_IOR(WATCHDOG_IOCTL_BASE, 0, struct linuxabi_watchdog_info)
#define WDIOC_GETSTATUS         LINUXABI_IOR(WATCHDOG_IOCTL_BASE, 1, int)      /* WDIOF_* now */
#define WDIOC_GETBOOTSTATUS     LINUXABI_IOR(WATCHDOG_IOCTL_BASE, 2, int)      /* WDIOF_* of the last boot */
#define WDIOC_GETTEMP           LINUXABI_IOR(WATCHDOG_IOCTL_BASE, 3, int)      /* degrees Fahrenheit */
#define WDIOC_SETOPTIONS        LINUXABI_IOR(WATCHDOG_IOCTL_BASE, 4, int)      /* WDIOS_*, read by the kernel despite _IOR */
#define WDIOC_KEEPALIVE         LINUXABI_IOR(WATCHDOG_IOCTL_BASE, 5, int)      /* a ping; the argument is unused */
#define WDIOC_SETTIMEOUT        LINUXABI_IOWR(WATCHDOG_IOCTL_BASE, 6, int)     /* seconds, in and as set */
#define WDIOC_GETTIMEOUT        LINUXABI_IOR(WATCHDOG_IOCTL_BASE, 7, int)
#define WDIOC_SETPRETIMEOUT     LINUXABI_IOWR(WATCHDOG_IOCTL_BASE, 8, int)     /* seconds before the timeout */
#define WDIOC_GETPRETIMEOUT     LINUXABI_IOR(WATCHDOG_IOCTL_BASE, 9, int)
#define WDIOC_GETTIMELEFT       LINUXABI_IOR(WATCHDOG_IOCTL_BASE, 10, int)    /* seconds to the reset */

/* a failure of WDIOC_GETSTATUS-like requests and of WDIOC_SETOPTIONS */
#define WDIOF_UNKNOWN           (-1)
#define WDIOS_UNKNOWN           (-1)

/* struct linuxabi_watchdog_info options, WDIOC_GETSTATUS and
   WDIOC_GETBOOTSTATUS */
#define WDIOF_OVERHEAT          0x0001  /* the CPU overheated (a reset) */
#define WDIOF_FANFAULT          0x0002
#define WDIOF_EXTERN1           0x0004  /* external relay 1 */
#define WDIOF_EXTERN2           0x0008  /* external relay 2 */
#define WDIOF_POWERUNDER        0x0010  /* power too low or failed */
#define WDIOF_CARDRESET         0x0020  /* the watchdog reset the machine */
#define WDIOF_POWEROVER         0x0040  /* power too high */
#define WDIOF_SETTIMEOUT        0x0080  /* WDIOC_SETTIMEOUT works */
#define WDIOF_MAGICCLOSE        0x0100  /* writing 'V' before close disarms */
#define WDIOF_PRETIMEOUT        0x0200  /* WDIOC_*PRETIMEOUT work */
#define WDIOF_ALARMONLY         0x0400  /* raises an alarm, does not reset */
#define WDIOF_KEEPALIVEPING     0x8000  /* pinged since the last query */

/* WDIOC_SETOPTIONS */
#define WDIOS_DISABLECARD       0x0001
#define WDIOS_ENABLECARD        0x0002
#define WDIOS_TEMPPANIC         0x0004  /* panic on a temperature trip */

#endif
