#ifndef LINUXABI_ARCH_IOCTL_H
#define LINUXABI_ARCH_IOCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The ioctl(2) request encoding of alpha: from the top, 3 direction bits
 * (the lowest, NONE, set when neither of the other two is), 13 size bits,
 * then the 8-bit type and the 8-bit number.  Unlike the other 64-bit ABIs,
 * a request number is an unsigned int even where its size comes from sizeof.
 */

/* widths of the fields that vary between ABIs */
#define LINUXABI_IOC_SIZEBITS  13
#define LINUXABI_IOC_DIRBITS   3

/* direction, seen from user space: READ means the kernel writes to it */
#define LINUXABI_IOC_NONE      1U       /* no argument, or not copied */
#define LINUXABI_IOC_READ      2U       /* the kernel fills the argument */
#define LINUXABI_IOC_WRITE     4U       /* the kernel reads the argument */

/* a request number from its four fields (an integer constant expression
   of type unsigned int) */
#define LINUXABI_IOC(dir, type, nr, size) \
    ((unsigned int) \
     (((dir) << LINUXABI_IOC_DIRSHIFT) | \
      ((type) << LINUXABI_IOC_TYPESHIFT) | \
      ((nr) << LINUXABI_IOC_NRSHIFT) | \
      ((size) << LINUXABI_IOC_SIZESHIFT)))

/* a request number's direction and argument size */
#define LINUXABI_IOC_DIR(req) \
    (((req) >> LINUXABI_IOC_DIRSHIFT) & LINUXABI_IOC_DIRMASK)
#define LINUXABI_IOC_SIZE(req) \
    (((req) >> LINUXABI_IOC_SIZESHIFT) & LINUXABI_IOC_SIZEMASK)

/* the size field in place */
#define IOCSIZE_MASK \
    (LINUXABI_IOC_SIZEMASK << LINUXABI_IOC_SIZESHIFT)

#endif
