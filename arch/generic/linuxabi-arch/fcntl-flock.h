#ifndef LINUXABI_ARCH_FCNTL_FLOCK_H
#define LINUXABI_ARCH_FCNTL_FLOCK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The record lock of fcntl(2) on ABIs with a 64-bit kernel long: one
 * layout with 64-bit offsets, and no F_GETLK64 commands.
 */

#include <stdint.h>

/* fcntl(2) LINUXABI_F_GETLK/SETLK/SETLKW, F_OFD_*: a record lock */
struct linuxabi_flock {
    int16_t  l_type;       /* F_RDLCK, F_WRLCK or F_UNLCK */
    int16_t  l_whence;     /* SEEK_SET, SEEK_CUR or SEEK_END */
    int32_t  __pad1;
    int64_t  l_start;      /* first byte, from l_whence */
    int64_t  l_len;        /* bytes; 0: to the end of the file */
    int32_t  l_pid;        /* GETLK: who holds the conflict */
    int32_t  __pad2;
};

/* the kernel's flock64, the same as struct linuxabi_flock here */
struct linuxabi_flock64 {
    int16_t  l_type;       /* F_RDLCK, F_WRLCK or F_UNLCK */
    int16_t  l_whence;     /* SEEK_SET, SEEK_CUR or SEEK_END */
    int32_t  __pad1;
    int64_t  l_start;      /* first byte, from l_whence */
    int64_t  l_len;        /* bytes; 0: to the end of the file */
    int32_t  l_pid;        /* GETLK: who holds the conflict */
    int32_t  __pad2;
};

#endif
