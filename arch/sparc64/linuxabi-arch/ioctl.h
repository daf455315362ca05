#ifndef LINUXABI_ARCH_IOCTL_H
#define LINUXABI_ARCH_IOCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The ioctl(2) request encoding of sparc64: from the top, 3 direction
 * bits (the lowest, NONE, set when neither of the other two is), 13 size
 * bits, then the 8-bit type and the 8-bit number.  A request with READ or
 * WRITE may use the NONE bit as a 14th size bit: LINUXABI_IOC_DIR(),
 * LINUXABI_IOC_SIZE() and IOCSIZE_MASK read it so.
 */

/* widths of the fields that vary between ABIs */
#define LINUXABI_IOC_SIZEBITS  13
#define LINUXABI_IOC_DIRBITS   3

/* direction, seen from user space: READ means the kernel writes to it */
#define LINUXABI_IOC_NONE      1U       /* no argument, or not copied */
#define LINUXABI_IOC_READ      2U       /* the kernel fills the argument */
#define LINUXABI_IOC_WRITE     4U       /* the kernel reads the argument */

/* the size field with its 14th bit, the NONE bit */
#define LINUXABI_IOC_XSIZEMASK ((1 << (LINUXABI_IOC_SIZEBITS + 1)) - 1)

/* a request number from its four fields (an integer constant expression) */
#define LINUXABI_IOC(dir, type, nr, size) \
    (((dir) << LINUXABI_IOC_DIRSHIFT) | \
     ((type) << LINUXABI_IOC_TYPESHIFT) | \
     ((nr) << LINUXABI_IOC_NRSHIFT) | \
     ((size) << LINUXABI_IOC_SIZESHIFT))

/* a request number's direction: READ and WRITE when either is set (the
   NONE bit is then a size bit), else the whole field */
#define LINUXABI_IOC_DIR(req) \
    (((((req) >> LINUXABI_IOC_DIRSHIFT) & \
       (LINUXABI_IOC_WRITE | LINUXABI_IOC_READ)) != 0) ? \
     (((req) >> LINUXABI_IOC_DIRSHIFT) & \
      (LINUXABI_IOC_WRITE | LINUXABI_IOC_READ)) : \
     (((req) >> LINUXABI_IOC_DIRSHIFT) & LINUXABI_IOC_DIRMASK))
/* a request number's argument size: 0 without READ or WRITE, else 14 bits */
#define LINUXABI_IOC_SIZE(req) \
    (((((req) >> LINUXABI_IOC_DIRSHIFT) & \
       (LINUXABI_IOC_WRITE | LINUXABI_IOC_READ)) == 0) ? 0 : \
     (((req) >> LINUXABI_IOC_SIZESHIFT) & LINUXABI_IOC_XSIZEMASK))

/* the size field in place, with its 14th bit */
#define IOCSIZE_MASK \
    (LINUXABI_IOC_XSIZEMASK << LINUXABI_IOC_SIZESHIFT)

#endif
