#ifndef LINUXABI_ARCH_WIRELESS_EVENT_H
#define LINUXABI_ARCH_WIRELESS_EVENT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/wireless.h>: struct linuxabi_iw_event, aligned as the
 * union's pointer.  Here pointers are 32-bit (struct linuxabi_iw_event:
 * 20 bytes).
 */

#include <stdint.h>

/* one event of a SIOCGIWSCAN result or of an RTM_NEWLINK
   IFLA_WIRELESS; the event streams themselves are packed, not this */
struct linuxabi_iw_event {
    uint16_t len;                       /* bytes of the whole event */
    uint16_t cmd;                       /* SIOCGIW* or IWEV* */
    union linuxabi_iwreq_data u;
};

#endif
