#ifndef LINUXABI_ARCH_FCNTL_FLOCK_H
#define LINUXABI_ARCH_FCNTL_FLOCK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The record locks of fcntl(2) and fcntl64(2) on mips o32: a 32-bit
 * kernel long, int64_t aligned to 8 bytes, and a larger struct flock.
 */

#include <stdint.h>

/* fcntl64(2) commands that take struct linuxabi_flock64 */
#define F_GETLK64   33   /* LINUXABI_F_GETLK, 64-bit offsets */
#define F_SETLK64   34
#define F_SETLKW64  35

/*
 * fcntl(2) LINUXABI_F_GETLK/SETLK/SETLKW, F_OFD_*: 32-bit offsets.  l_sysid
 * before l_pid, as 64-bit kernels (compat_flock), glibc and kernels before
 * 5.18 have it; the 5.18 to 6.1 exports swap the two, and so do 32-bit
 * kernels built from them.
 */
struct linuxabi_flock {
    int16_t  l_type;       /* F_RDLCK, F_WRLCK or F_UNLCK */
    int16_t  l_whence;     /* SEEK_SET, SEEK_CUR or SEEK_END */
    int32_t  l_start;      /* first byte, from l_whence */
    int32_t  l_len;        /* bytes; 0: to the end of the file */
    int32_t  l_sysid;      /* unused by Linux */
    int32_t  l_pid;        /* GETLK: who holds the conflict */
    int32_t  __pad[4];
};

/* fcntl64(2) F_GETLK64, F_SETLK64, F_SETLKW64, F_OFD_*: 64-bit offsets */
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
