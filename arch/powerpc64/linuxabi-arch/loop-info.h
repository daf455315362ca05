#ifndef LINUXABI_ARCH_LOOP_INFO_H
#define LINUXABI_ARCH_LOOP_INFO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/loop.h>: the old status of LOOP_SET_STATUS and
 * LOOP_GET_STATUS, with the kernel's old dev_t and long.  This ABI: a
 * 64-bit dev_t and a 64-bit long (168 bytes).
 */

#include <stdint.h>

struct linuxabi_loop_info {
    int32_t  lo_number;                 /* N of /dev/loopN, read only */
    uint8_t  __pad1[4];
    uint64_t lo_device;                 /* read only */
    uint64_t lo_inode;                  /* read only */
    uint64_t lo_rdevice;                /* read only */
    int32_t  lo_offset;
    int32_t  lo_encrypt_type;           /* ignored */
    int32_t  lo_encrypt_key_size;       /* write only */
    int32_t  lo_flags;                  /* LO_FLAGS_* */
    char     lo_name[LO_NAME_SIZE];
    uint8_t  lo_encrypt_key[LO_KEY_SIZE]; /* write only */
    uint64_t lo_init[2];
    char     reserved[4];
    uint8_t  __pad2[4];
};

#endif
