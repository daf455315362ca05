#ifndef LINUXABI_PPS_H
#define LINUXABI_PPS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/pps.h>: pulse-per-second sources (/dev/ppsN, RFC 2783's
 * kernel side): the ioctl(2) requests and their structs, the capability
 * and mode bits, the kernel consumers of PPS_KC_BIND.  The requests'
 * size fields are those of a pointer, as in the kernel's header, so they
 * are per ABI (<linuxabi-arch/pps-ioctl.h>).
 * struct linuxabi_pps_kinfo ends in padding where a 64-bit integer is
 * 8-byte aligned, so it and struct linuxabi_pps_fdata are per ABI
 * (<linuxabi-arch/pps-kinfo.h>); the others have one layout.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* the API version of struct linuxabi_pps_kparams api_version */
#define PPS_API_VERS_1          1
#define PPS_API_VERS            PPS_API_VERS_1

/* the size of a source's name, with its NUL */
#define PPS_MAX_NAME_LEN        32

/* a time stamp, or a timeout or offset */
struct linuxabi_pps_ktime {
    int64_t  sec;
    int32_t  nsec;
    uint32_t flags;                     /* PPS_TIME_INVALID */
};

/* struct linuxabi_pps_ktime flags: no timeout (PPS_FETCH waits) */
#define PPS_TIME_INVALID        (1 << 0)

/* PPS_GETPARAMS, PPS_SETPARAMS */
struct linuxabi_pps_kparams {
    int32_t api_version;                /* PPS_API_VERS */
    int32_t mode;                       /* PPS_CAPTURE*, PPS_OFFSET*, PPS_ECHO*, PPS_TSFMT_* */
    struct linuxabi_pps_ktime assert_off_tu; /* added to assert time stamps */
    struct linuxabi_pps_ktime clear_off_tu;  /* added to clear time stamps */
};

/* what a source can do (PPS_GETCAP) and the mode of struct
   linuxabi_pps_kparams */
#define PPS_CAPTUREASSERT       0x01    /* time stamp the assert edge */
#define PPS_CAPTURECLEAR        0x02    /* time stamp the clear edge */
#define PPS_CAPTUREBOTH         0x03
#define PPS_OFFSETASSERT        0x10    /* apply assert_off_tu */
#define PPS_OFFSETCLEAR         0x20    /* apply clear_off_tu */
#define PPS_CANWAIT             0x100   /* PPS_FETCH can wait for an event */
#define PPS_CANPOLL             0x200   /* reserved */
#define PPS_ECHOASSERT          0x40    /* echo an assert event to an output */
#define PPS_ECHOCLEAR           0x80    /* echo a clear event to an output */
#define PPS_TSFMT_TSPEC         0x1000  /* time stamps as seconds and nanoseconds */
#define PPS_TSFMT_NTPFP         0x2000  /* time stamps in NTP's fixed point */

/* struct linuxabi_pps_bind_args consumer */
#define PPS_KC_HARDPPS          0       /* the kernel's hardpps() */
#define PPS_KC_HARDPPS_PLL      1       /* hardpps() with a phase-locked loop */
#define PPS_KC_HARDPPS_FLL      2       /* hardpps() with a frequency-locked loop */

/* struct linuxabi_pps_kinfo (the last events) and struct
   linuxabi_pps_fdata (PPS_FETCH) */
#include <linuxabi-arch/pps-kinfo.h>

/* PPS_KC_BIND: a source's edge to a kernel consumer */
struct linuxabi_pps_bind_args {
    int32_t tsformat;                   /* PPS_TSFMT_TSPEC */
    int32_t edge;                       /* PPS_CAPTUREASSERT, PPS_CAPTURECLEAR or 0 to unbind */
    int32_t consumer;                   /* PPS_KC_HARDPPS* */
};

/* ioctl(2) requests, PPS_GETPARAMS .. PPS_KC_BIND: per ABI, as their
   size field is a pointer's, whatever the argument */
#include <linuxabi-arch/pps-ioctl.h>

#endif
