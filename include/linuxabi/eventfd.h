#ifndef LINUXABI_EVENTFD_H
#define LINUXABI_EVENTFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/eventfd.h>: the flags of eventfd2(2) (eventfd(2) takes
 * none).  The descriptor holds a 64-bit counter: write(2) adds an 8-byte
 * value to it, read(2) returns it in 8 bytes and resets it to 0, or with
 * EFD_SEMAPHORE returns 1 and takes 1 from it.  EFD_NONBLOCK and
 * EFD_CLOEXEC are the ABI's O_NONBLOCK and O_CLOEXEC: they come from
 * <linuxabi-arch/eventfd.h>.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/eventfd.h>

/* eventfd2(2) flags */
#define EFD_SEMAPHORE  1    /* each read(2) takes 1 from the counter */

#endif
