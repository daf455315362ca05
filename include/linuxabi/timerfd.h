#ifndef LINUXABI_TIMERFD_H
#define LINUXABI_TIMERFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/timerfd.h>: timers read through a descriptor.  The flags of
 * timerfd_create(2) and of timerfd_settime(2) (timerfd_settime64(2) on
 * 32-bit ABIs, with struct linuxabi_kernel_itimerspec of <linuxabi/time.h>),
 * and the descriptor's ioctl(2).  read(2) returns the number of
 * expirations since the last read in 8 bytes.  TFD_NONBLOCK and
 * TFD_CLOEXEC are the ABI's O_NONBLOCK and O_CLOEXEC: they come from
 * <linuxabi-arch/timerfd.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>
#include <linuxabi-arch/timerfd.h>

/* timerfd_settime(2) flags */
#define TFD_TIMER_ABSTIME        1  /* it_value is a time of the clock,
                                       not an interval from now */
#define TFD_TIMER_CANCEL_ON_SET  2  /* with TFD_TIMER_ABSTIME on a
                                       CLOCK_REALTIME timer: read(2) fails
                                       with ECANCELED when the clock is set */

/* ioctl(2) on a timerfd (needs CONFIG_CHECKPOINT_RESTORE): set the
   expiration count read(2) returns, from a uint64_t.  A 64-bit kernel
   answers ENOTTY to 32-bit programs (i386, x32, arm, ...): timerfd has no
   compat ioctl */
#define TFD_IOC_SET_TICKS  LINUXABI_IOW('T', 0, uint64_t)

#endif
