#ifndef LINUXABI_ARCH_VM_SOCKETS_TIME_H
#define LINUXABI_ARCH_VM_SOCKETS_TIME_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/vm_sockets.h>: the connect timeout under its plain name.
 * 64-bit kernel long (and x32, which uses x86_64's calls): one layout,
 * the _OLD number, whose timeval has 64-bit fields here.
 */

#define SO_VM_SOCKETS_CONNECT_TIMEOUT SO_VM_SOCKETS_CONNECT_TIMEOUT_OLD

#endif
