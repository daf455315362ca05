#ifndef LINUXABI_FALLOC_H
#define LINUXABI_FALLOC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/falloc.h>: the modes of fallocate(2).  The mode is one
 * operation (0 allocates) with FALLOC_FL_KEEP_SIZE where it allows it;
 * each file system supports some, and answers EOPNOTSUPP for the others.
 * The same on every ABI.
 */

/* fallocate(2) mode */
#define FALLOC_FL_ALLOCATE_RANGE 0x00    /* allocate the range (the default) */
#define FALLOC_FL_KEEP_SIZE      0x01    /* do not extend the file size */
#define FALLOC_FL_PUNCH_HOLE     0x02    /* free the range; needs KEEP_SIZE */
#define FALLOC_FL_NO_HIDE_STALE  0x04    /* reserved: refused with EOPNOTSUPP */
#define FALLOC_FL_COLLAPSE_RANGE 0x08    /* remove the range, shifting the rest down */
#define FALLOC_FL_ZERO_RANGE     0x10    /* zero the range, allocated */
#define FALLOC_FL_INSERT_RANGE   0x20    /* insert a hole, shifting the rest up */
#define FALLOC_FL_UNSHARE_RANGE  0x40    /* unshare copy-on-write blocks of the range */
#define FALLOC_FL_WRITE_ZEROES   0x80    /* zero the range so that overwrites need no allocation */

#endif
