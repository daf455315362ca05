#ifndef LINUXABI_VT_H
#define LINUXABI_VT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/vt.h>: virtual terminals, the ioctl(2) requests on a
 * virtual console (/dev/ttyN, /dev/tty0 for the current one) that
 * switch, allocate and resize consoles, and their structures, one
 * layout on every ABI.  All but VT_GETCONSIZECSRPOS are plain numbers
 * with 'V' (0x56) in the second byte, not _IOC encoded.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

#define MIN_NR_CONSOLES 1
#define MAX_NR_CONSOLES 63      /* consoles are 1 to 63; serial lines from 64 */

/* VT_GETMODE, VT_SETMODE: who switches the console */
struct linuxabi_vt_mode {
    uint8_t mode;               /* VT_AUTO, VT_PROCESS */
    uint8_t waitv;              /* if set, writes wait until it is active */
    int16_t relsig;             /* VT_PROCESS: the signal asking to release */
    int16_t acqsig;             /* VT_PROCESS: the signal on acquiring */
    int16_t frsig;              /* unused, 0 */
};

/* struct linuxabi_vt_mode mode */
#define VT_AUTO         0x00    /* the kernel switches */
#define VT_PROCESS      0x01    /* the owner switches, told by signals */
#define VT_ACKACQ       0x02    /* VT_RELDISP's argument: acquired */

/* VT_GETSTATE */
struct linuxabi_vt_stat {
    uint16_t v_active;          /* the active console */
    uint16_t v_signal;
    uint16_t v_state;           /* a bit per console in use: 1 to 15 only */
};

/* VT_RESIZE */
struct linuxabi_vt_sizes {
    uint16_t v_rows;
    uint16_t v_cols;
    uint16_t v_scrollsize;      /* ignored */
};

/* VT_RESIZEX: as VT_RESIZE, in pixels too; 0 leaves a field unchanged */
struct linuxabi_vt_consize {
    uint16_t v_rows;
    uint16_t v_cols;
    uint16_t v_vlin;            /* pixel rows of the screen */
    uint16_t v_clin;            /* pixel rows of a character */
    uint16_t v_vcol;            /* pixel columns of the screen */
    uint16_t v_ccol;            /* pixel columns of a character */
};

/* VT_WAITEVENT: set event to the VT_EVENT_* to wait for (0: any); on
   return, the one that happened */
struct linuxabi_vt_event {
    uint32_t event;
    uint32_t oldev;             /* the console before a switch */
    uint32_t newev;             /* the console after it */
    uint32_t pad[4];
};

#define VT_EVENT_SWITCH         0x0001
#define VT_EVENT_BLANK          0x0002
#define VT_EVENT_UNBLANK        0x0004
#define VT_EVENT_RESIZE         0x0008

/* VT_SETACTIVATE: make a console active with this mode */
struct linuxabi_vt_setactivate {
    uint32_t console;
    struct linuxabi_vt_mode mode;
};

/* VT_GETCONSIZECSRPOS */
struct linuxabi_vt_consizecsrpos {
    uint16_t con_rows;
    uint16_t con_cols;
    uint16_t csr_row;           /* the cursor */
    uint16_t csr_col;
};

/* ioctl(2) requests; an int argument is passed by value */
#define VT_OPENQRY              0x5600  /* int *: the first free console */
#define VT_GETMODE              0x5601  /* struct linuxabi_vt_mode * */
#define VT_SETMODE              0x5602  /* struct linuxabi_vt_mode * */
#define VT_GETSTATE             0x5603  /* struct linuxabi_vt_stat * */
#define VT_SENDSIG              0x5604
#define VT_RELDISP              0x5605  /* 0 refuse, 1 release, VT_ACKACQ */
#define VT_ACTIVATE             0x5606  /* int: switch to this console */
#define VT_WAITACTIVE           0x5607  /* int: wait until it is active */
#define VT_DISALLOCATE          0x5608  /* int: free it (0: all unused) */
#define VT_RESIZE               0x5609  /* struct linuxabi_vt_sizes * */
#define VT_RESIZEX              0x560A  /* struct linuxabi_vt_consize * */
#define VT_LOCKSWITCH           0x560B  /* forbid switching */
#define VT_UNLOCKSWITCH         0x560C
#define VT_GETHIFONTMASK        0x560D  /* unsigned short * */
#define VT_WAITEVENT            0x560E  /* struct linuxabi_vt_event * */
#define VT_SETACTIVATE          0x560F  /* struct linuxabi_vt_setactivate * */
#define VT_GETCONSIZECSRPOS     LINUXABI_IOR('V', 0x10, struct linuxabi_vt_consizecsrpos)

#endif
