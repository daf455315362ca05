#ifndef LINUXABI_XATTR_H
#define LINUXABI_XATTR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/xattr.h>: extended attributes.  The flags of setxattr(2),
 * lsetxattr(2), fsetxattr(2) and setxattrat(2), and the argument
 * structure of setxattrat(2) and getxattrat(2).  The same on every ABI.
 *
 * The attribute name prefixes ("user.", "trusted.", "security.",
 * "system.") are strings, not integer constants: they are not here.  The
 * limits on names and values (XATTR_NAME_MAX, ...) are in
 * <linuxabi/limits.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* setxattr(2) flags; 0 creates or replaces */
#define XATTR_CREATE         0x1         /* fail with EEXIST if it exists */
#define XATTR_REPLACE        0x2         /* fail with ENODATA if it does not */

/* setxattrat(2), getxattrat(2): their argument, of size
   sizeof(struct linuxabi_xattr_args) */
struct linuxabi_xattr_args {
    uint64_t value;                     /* the value's buffer: a pointer */
    uint32_t size;                      /* its size in bytes */
    uint32_t flags;                     /* setxattrat: XATTR_CREATE, XATTR_REPLACE; getxattrat: 0 */
};

/* the size of the first struct linuxabi_xattr_args (Linux 6.13), the
   least setxattrat(2) and getxattrat(2) accept */
#define XATTR_ARGS_SIZE_VER0 16

#endif
