#ifndef LINUXABI_RANDOM_H
#define LINUXABI_RANDOM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/random.h>: the kernel's random number generator.  The flags of
 * getrandom(2), the ioctl(2) requests of /dev/random and /dev/urandom, and
 * the parameters getrandom(2) reports for the vDSO's vgetrandom().
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>

/* getrandom(2) flags */
#define GRND_NONBLOCK   0x0001  /* fail with EAGAIN rather than wait for
                                   the pool to be initialized */
#define GRND_RANDOM     0x0002  /* no effect since Linux 5.6 */
#define GRND_INSECURE   0x0004  /* never wait, even before initialization */

/* ioctl(2) on /dev/random or /dev/urandom; all but RNDGETENTCNT need
   CAP_SYS_ADMIN */
#define RNDGETENTCNT    LINUXABI_IOR('R', 0x00, int)     /* int *: bits of
                                                           entropy credited */
#define RNDADDTOENTCNT  LINUXABI_IOW('R', 0x01, int)     /* const int *: add
                                                           to the count */
#define RNDGETPOOL      LINUXABI_IOR('R', 0x02, int[2])  /* removed in
                                                           2.6.9: ENOTTY */
#define RNDADDENTROPY   LINUXABI_IOW('R', 0x03, int[2])  /* const struct
                                                           linuxabi_rand_pool_info * */
#define RNDZAPENTCNT    LINUXABI_IO('R', 0x04)           /* zero the count */
#define RNDCLEARPOOL    LINUXABI_IO('R', 0x06)           /* likewise */
#define RNDRESEEDCRNG   LINUXABI_IO('R', 0x07)           /* reseed now */

/*
 * RNDADDENTROPY's argument: this fixed part (the int[2] of the request's
 * size), then buf_size bytes of data as uint32_t words, a tail this header
 * cannot declare (the kernel's buf[] flexible array member).
 */
struct linuxabi_rand_pool_info {
    int32_t  entropy_count;             /* bits of entropy to credit */
    int32_t  buf_size;                  /* bytes of data that follow */
};

/* getrandom(2) with flags ~0, length ~0 and this as the buffer fills it
   (Linux 6.11): what vgetrandom() needs of each state it mmap(2)s */
struct linuxabi_vgetrandom_opaque_params {
    uint32_t size_of_opaque_state;      /* bytes of each state */
    uint32_t mmap_prot;                 /* PROT_* for mmap(2) */
    uint32_t mmap_flags;                /* MAP_* for mmap(2) */
    uint32_t reserved[13];
};

#endif
