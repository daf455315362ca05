#ifndef LINUXABI_LOOP_H
#define LINUXABI_LOOP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/loop.h>: loop block devices, /dev/loopN and
 * /dev/loop-control.  The ioctl(2) requests of both, the LO_FLAGS_* of a
 * device, struct linuxabi_loop_info64 and struct linuxabi_loop_config
 * (the same on every ABI), and the old struct linuxabi_loop_info of
 * LOOP_SET_STATUS and LOOP_GET_STATUS, whose device numbers and longs
 * make it per ABI: <linuxabi-arch/loop-info.h> has each ABI's.
 *
 * The requests are plain numbers in 'L' (0x4C), not made with _IO(): the
 * same on every ABI, and the kernel's own spelling.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* the sizes of the name, key and crypt name arrays of the structs */
#define LO_NAME_SIZE            64
#define LO_KEY_SIZE             32

/* lo_flags of a device (enumerators in the kernel) */
#define LO_FLAGS_READ_ONLY      1
#define LO_FLAGS_AUTOCLEAR      4       /* detach on the last close */
#define LO_FLAGS_PARTSCAN       8       /* scan the partition table */
#define LO_FLAGS_DIRECT_IO      16      /* O_DIRECT on the backing file */

/* lo_encrypt_type: ignored since Linux 5.19, which removed cryptoloop */
#define LO_CRYPT_NONE           0
#define LO_CRYPT_XOR            1
#define LO_CRYPT_DES            2
#define LO_CRYPT_FISH2          3       /* Twofish */
#define LO_CRYPT_BLOW           4
#define LO_CRYPT_CAST128        5
#define LO_CRYPT_IDEA           6
#define LO_CRYPT_DUMMY          9
#define LO_CRYPT_SKIPJACK       10
#define LO_CRYPT_CRYPTOAPI      18
#define MAX_LO_CRYPT            20      /* the size of the old transfer table */

/* ioctl(2) requests on /dev/loopN */
#define LOOP_SET_FD             0x4C00  /* the backing file's fd as the argument */
#define LOOP_CLR_FD             0x4C01
#define LOOP_SET_STATUS         0x4C02  /* struct linuxabi_loop_info */
#define LOOP_GET_STATUS         0x4C03  /* struct linuxabi_loop_info */
#define LOOP_SET_STATUS64       0x4C04  /* struct linuxabi_loop_info64 */
#define LOOP_GET_STATUS64       0x4C05  /* struct linuxabi_loop_info64 */
#define LOOP_CHANGE_FD          0x4C06  /* a new backing file's fd */
#define LOOP_SET_CAPACITY       0x4C07  /* reread the backing file's size */
#define LOOP_SET_DIRECT_IO      0x4C08  /* 0 or 1 as the argument */
#define LOOP_SET_BLOCK_SIZE     0x4C09  /* the logical block size */
#define LOOP_CONFIGURE          0x4C0A  /* struct linuxabi_loop_config */

/* ioctl(2) requests on /dev/loop-control: each returns a device number N
   (of /dev/loopN) or takes one as the argument */
#define LOOP_CTL_ADD            0x4C80
#define LOOP_CTL_REMOVE         0x4C81
#define LOOP_CTL_GET_FREE       0x4C82  /* finds or makes a free device */

/* LOOP_SET_STATUS64, LOOP_GET_STATUS64 */
struct linuxabi_loop_info64 {
    uint64_t lo_device;                 /* the backing file's device, read only */
    uint64_t lo_inode;                  /* and inode, read only */
    uint64_t lo_rdevice;                /* read only */
    uint64_t lo_offset;                 /* bytes of the file before the device */
    uint64_t lo_sizelimit;              /* the device's size; 0: the file's rest */
    uint32_t lo_number;                 /* N of /dev/loopN, read only */
    uint32_t lo_encrypt_type;           /* ignored */
    uint32_t lo_encrypt_key_size;       /* write only */
    uint32_t lo_flags;                  /* LO_FLAGS_* */
    uint8_t  lo_file_name[LO_NAME_SIZE];
    uint8_t  lo_crypt_name[LO_NAME_SIZE];
    uint8_t  lo_encrypt_key[LO_KEY_SIZE]; /* write only */
    uint64_t lo_init[2];
};

/* LOOP_CONFIGURE: attach the file fd and set its status in one call */
struct linuxabi_loop_config {
    uint32_t fd;                        /* the backing file */
    uint32_t block_size;                /* 0: the default */
    struct linuxabi_loop_info64 info;
    uint64_t reserved[8];               /* zero */
};

/* LOOP_SET_STATUS, LOOP_GET_STATUS: struct linuxabi_loop_info */
#include <linuxabi-arch/loop-info.h>

#endif
