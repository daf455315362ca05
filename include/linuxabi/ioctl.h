#ifndef LINUXABI_IOCTL_H
#define LINUXABI_IOCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ioctl.h>: how ioctl(2) request numbers are made.  A request
 * packs, from the top, a direction (does the kernel read the argument,
 * fill it, both or neither), the argument's size, a type (a driver's
 * letter) and a number.  The field widths and direction bits differ on
 * MIPS, powerpc, sparc64 and alpha (and hppa swaps READ and WRITE): they
 * come from <linuxabi-arch/ioctl.h>.
 *
 * Names: the kernel's _IOC_* constants and _IOC(), _IO(), _IOR(), _IOW(),
 * _IOWR(), _IOC_DIR() and the other function-like macros begin with an
 * underscore, reserved to the C implementation, and glibc's <sys/ioctl.h>
 * (through the kernel's <asm/ioctl.h>) and musl's define them: here they
 * are LINUXABI_IOC_* and LINUXABI_IOC(), LINUXABI_IO(), LINUXABI_IOR(),
 * LINUXABI_IOW(), LINUXABI_IOWR(), LINUXABI_IOC_DIR(), LINUXABI_IOC_TYPE(),
 * LINUXABI_IOC_NR(), LINUXABI_IOC_SIZE().  IOC_IN, IOC_OUT, IOC_INOUT,
 * IOCSIZE_MASK and IOCSIZE_SHIFT keep their names: glibc has them (with
 * the kernel's values, from <asm/ioctl.h>), musl does not.
 *
 * Every macro expands to an integer constant expression: LINUXABI_IOR()
 * and the other sized forms take the argument's type and use sizeof, as
 * the kernel's do (so they are not usable in #if, like the kernel's), and
 * their type is the kernel's too: unsigned int, or, where sizeof's size_t
 * is wider, that (but unsigned int on alpha).
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/ioctl.h>

/* widths of the fields the same on every ABI */
#define LINUXABI_IOC_NRBITS    8
#define LINUXABI_IOC_TYPEBITS  8

/* each field's mask, once shifted down */
#define LINUXABI_IOC_NRMASK    ((1 << LINUXABI_IOC_NRBITS) - 1)
#define LINUXABI_IOC_TYPEMASK  ((1 << LINUXABI_IOC_TYPEBITS) - 1)
#define LINUXABI_IOC_SIZEMASK  ((1 << LINUXABI_IOC_SIZEBITS) - 1)
#define LINUXABI_IOC_DIRMASK   ((1 << LINUXABI_IOC_DIRBITS) - 1)

/* each field's lowest bit */
#define LINUXABI_IOC_NRSHIFT   0
#define LINUXABI_IOC_TYPESHIFT (LINUXABI_IOC_NRSHIFT + LINUXABI_IOC_NRBITS)
#define LINUXABI_IOC_SIZESHIFT (LINUXABI_IOC_TYPESHIFT + LINUXABI_IOC_TYPEBITS)
#define LINUXABI_IOC_DIRSHIFT  (LINUXABI_IOC_SIZESHIFT + LINUXABI_IOC_SIZEBITS)

/* request numbers: no argument; the kernel fills an argument of type T;
   reads it; reads and fills it */
#define LINUXABI_IO(type, nr) \
    LINUXABI_IOC(LINUXABI_IOC_NONE, (type), (nr), 0)
#define LINUXABI_IOR(type, nr, T) \
    LINUXABI_IOC(LINUXABI_IOC_READ, (type), (nr), sizeof(T))
#define LINUXABI_IOW(type, nr, T) \
    LINUXABI_IOC(LINUXABI_IOC_WRITE, (type), (nr), sizeof(T))
#define LINUXABI_IOWR(type, nr, T) \
    LINUXABI_IOC(LINUXABI_IOC_READ | LINUXABI_IOC_WRITE, (type), (nr), \
                 sizeof(T))

/* a request number's type and number (its direction and size:
   LINUXABI_IOC_DIR() and LINUXABI_IOC_SIZE(), per ABI) */
#define LINUXABI_IOC_TYPE(req) \
    (((req) >> LINUXABI_IOC_TYPESHIFT) & LINUXABI_IOC_TYPEMASK)
#define LINUXABI_IOC_NR(req) \
    (((req) >> LINUXABI_IOC_NRSHIFT) & LINUXABI_IOC_NRMASK)

/* the direction bits in place (IOCSIZE_MASK is per ABI) */
#define IOC_IN                 (LINUXABI_IOC_WRITE << LINUXABI_IOC_DIRSHIFT)
#define IOC_OUT                (LINUXABI_IOC_READ << LINUXABI_IOC_DIRSHIFT)
#define IOC_INOUT \
    ((LINUXABI_IOC_WRITE | LINUXABI_IOC_READ) << LINUXABI_IOC_DIRSHIFT)
#define IOCSIZE_SHIFT          (LINUXABI_IOC_SIZESHIFT)

#endif
