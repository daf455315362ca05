#ifndef LINUXABI_ARCH_INPUT_EVENT_H
#define LINUXABI_ARCH_INPUT_EVENT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/input.h>: an input event, as read(2) and write(2) of
 * /dev/input/eventN and /dev/uinput move it.  The time is two
 * 32-bit kernel longs, whatever the size of libc's time_t (16 bytes).
 */

#include <stdint.h>

/* the time (of the clock EVIOCSCLOCKID chose), then what happened: a
   type EV_*, a code of that type, a value */
struct linuxabi_input_event {
    uint32_t sec;                       /* seconds */
    uint32_t usec;                      /* microseconds */
    uint16_t type;
    uint16_t code;
    int32_t  value;
};

#endif
