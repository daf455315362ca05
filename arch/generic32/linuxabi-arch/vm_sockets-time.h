#ifndef LINUXABI_ARCH_VM_SOCKETS_TIME_H
#define LINUXABI_ARCH_VM_SOCKETS_TIME_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/vm_sockets.h>: the connect timeout under its plain name.
 * 32-bit kernel long: none.  The kernel's header picks the _OLD number
 * (32-bit time fields) or the _NEW one (64-bit) by the size of the C
 * library's time_t, which these headers do not know: name
 * SO_VM_SOCKETS_CONNECT_TIMEOUT_OLD with struct linuxabi_timeval, or
 * SO_VM_SOCKETS_CONNECT_TIMEOUT_NEW with two int64_t (Linux 5.14).
 */

#endif
