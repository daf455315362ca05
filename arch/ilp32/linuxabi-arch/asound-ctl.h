#ifndef LINUXABI_ARCH_ASOUND_CTL_H
#define LINUXABI_ARCH_ASOUND_CTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/asound.h>: the control device's element structs, which hold
 * kernel longs, long longs and pointers, and their requests.
 * Here (x32 too) long and pointers are 32-bit, int64_t 8-byte aligned (struct
 * linuxabi_snd_ctl_elem_list: 72 bytes, _elem_info 272, _elem_value 712).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* SNDRV_CTL_IOCTL_ELEM_LIST: space ids from offset, into pids */
struct linuxabi_snd_ctl_elem_list {
    uint32_t offset;
    uint32_t space;
    uint32_t used;                      /* written: ids stored */
    uint32_t count;                     /* written: elements the card has */
    uint32_t pids;                      /* the address of space struct
                                           linuxabi_snd_ctl_elem_id */
    uint8_t  reserved[50];
    uint8_t  __pad[2];
};

/* struct linuxabi_snd_ctl_elem_info value, by type */
struct linuxabi_snd_ctl_elem_info_integer {
    int32_t  min;
    int32_t  max;
    int32_t  step;                      /* 0: any */
};

struct linuxabi_snd_ctl_elem_info_integer64 {
    int64_t  min;
    int64_t  max;
    int64_t  step;
};

struct linuxabi_snd_ctl_elem_info_enumerated {
    uint32_t items;
    uint32_t item;                      /* which one's name to give */
    char     name[64];
    uint64_t names_ptr;                 /* SNDRV_CTL_IOCTL_ELEM_ADD: the names' address */
    uint32_t names_length;
    uint8_t  __pad[4];
};

union linuxabi_snd_ctl_elem_info_u {
    struct linuxabi_snd_ctl_elem_info_integer integer;
    struct linuxabi_snd_ctl_elem_info_integer64 integer64;
    struct linuxabi_snd_ctl_elem_info_enumerated enumerated;
    uint8_t  reserved[128];
};

/* SNDRV_CTL_IOCTL_ELEM_INFO, _ELEM_ADD, _ELEM_REPLACE */
struct linuxabi_snd_ctl_elem_info {
    struct linuxabi_snd_ctl_elem_id id;
    int32_t  type;                      /* SNDRV_CTL_ELEM_TYPE_* */
    uint32_t access;                    /* SNDRV_CTL_ELEM_ACCESS_* */
    uint32_t count;                     /* values */
    int32_t  owner;                     /* the locking process */
    union linuxabi_snd_ctl_elem_info_u value;
    uint8_t  reserved[64];
};

/* struct linuxabi_snd_ctl_elem_value value, by type (the _ptr members
   are obsolete) */
union linuxabi_snd_ctl_elem_value_integer {
    int32_t  value[128];
    uint32_t value_ptr;
};

union linuxabi_snd_ctl_elem_value_integer64 {
    int64_t  value[64];
    uint32_t value_ptr;
};

union linuxabi_snd_ctl_elem_value_enumerated {
    uint32_t item[128];
    uint32_t item_ptr;
};

union linuxabi_snd_ctl_elem_value_bytes {
    uint8_t  data[512];
    uint32_t data_ptr;
};

union linuxabi_snd_ctl_elem_value_u {
    union linuxabi_snd_ctl_elem_value_integer integer;
    union linuxabi_snd_ctl_elem_value_integer64 integer64;
    union linuxabi_snd_ctl_elem_value_enumerated enumerated;
    union linuxabi_snd_ctl_elem_value_bytes bytes;
    struct linuxabi_snd_aes_iec958 iec958;
};

/* SNDRV_CTL_IOCTL_ELEM_READ, _ELEM_WRITE */
struct linuxabi_snd_ctl_elem_value {
    struct linuxabi_snd_ctl_elem_id id;
    uint32_t flags;                     /* bitfield indirect (1 bit, obsolete),
                                           LINUXABI_SNDRV_CTL_ELEM_VALUE_INDIRECT_BIT */
    uint8_t  __pad[4];
    union linuxabi_snd_ctl_elem_value_u value;
    uint8_t  reserved[128];
};

#define SNDRV_CTL_IOCTL_ELEM_LIST       LINUXABI_IOWR('U', 0x10, struct linuxabi_snd_ctl_elem_list)
#define SNDRV_CTL_IOCTL_ELEM_INFO       LINUXABI_IOWR('U', 0x11, struct linuxabi_snd_ctl_elem_info)
#define SNDRV_CTL_IOCTL_ELEM_READ       LINUXABI_IOWR('U', 0x12, struct linuxabi_snd_ctl_elem_value)
#define SNDRV_CTL_IOCTL_ELEM_WRITE      LINUXABI_IOWR('U', 0x13, struct linuxabi_snd_ctl_elem_value)
#define SNDRV_CTL_IOCTL_ELEM_ADD        LINUXABI_IOWR('U', 0x17, struct linuxabi_snd_ctl_elem_info)
#define SNDRV_CTL_IOCTL_ELEM_REPLACE    LINUXABI_IOWR('U', 0x18, struct linuxabi_snd_ctl_elem_info)

#endif
