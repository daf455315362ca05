#ifndef LINUXABI_DIRENT_H
#define LINUXABI_DIRENT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/dirent.h>: what getdents64(2) writes: directory records and
 * their file types.  The same on every ABI.  The kernel exports neither
 * (they are in its include/linux/dirent.h and include/linux/fs_types.h).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* getdents64(2) d_type: the S_IF* file type of a mode, shifted right by
   12 bits */
#define DT_UNKNOWN           0           /* the file system does not say */
#define DT_FIFO              1           /* named pipe */
#define DT_CHR               2           /* character device */
#define DT_DIR               4           /* directory */
#define DT_BLK               6           /* block device */
#define DT_REG               8           /* regular file */
#define DT_LNK               10          /* symbolic link */
#define DT_SOCK              12          /* socket */
#define DT_WHT               14          /* whiteout (BSD; Linux never reports it) */

/*
 * getdents64(2): the buffer holds records one after another, each
 * d_reclen bytes long (a multiple of 8).  This is a record's fixed part.
 * The entry's name follows d_type directly, at offset 19, NUL-terminated,
 * and padded to d_reclen: it starts inside what sizeof counts as this
 * structure's tail padding (sizeof is 24, or 20 on the ABIs that align
 * uint64_t to less than 8), so find it at offsetof d_type + 1, never at
 * sizeof.
 */
struct linuxabi_linux_dirent64 {
    uint64_t d_ino;                     /* inode number */
    int64_t  d_off;                     /* position of the next record, for lseek(2) */
    uint16_t d_reclen;                  /* length of this record */
    uint8_t  d_type;                    /* DT_* */
};

#endif
