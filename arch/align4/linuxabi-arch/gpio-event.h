#ifndef LINUXABI_ARCH_GPIO_EVENT_H
#define LINUXABI_ARCH_GPIO_EVENT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/gpio.h>: a v1 line event, as read(2) on the fd of
 * GPIO_GET_LINEEVENT_IOCTL returns it.  This ABI: uint64_t is less than
 * 8-byte aligned in a struct, so nothing follows id (12 bytes).
 */

#include <stdint.h>

struct linuxabi_gpioevent_data {
    uint64_t timestamp;                 /* ns */
    uint32_t id;                        /* GPIOEVENT_EVENT_* */
};

#endif
