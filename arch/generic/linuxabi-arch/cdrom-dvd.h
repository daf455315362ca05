#ifndef LINUXABI_ARCH_CDROM_DVD_H
#define LINUXABI_ARCH_CDROM_DVD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/cdrom.h>: the DVD structs with bitfields, a byte for each
 * byte of the kernel's bitfields, their bits named for both byte orders.
 * This ABI: bitfields fill each byte on its own.
 */

#include <stdint.h>

/* one layer of DVD_STRUCT_PHYSICAL (20 bytes): the kernel's bitfields,
   from bit 0 up on little-endian ABIs, from bit 7 down on big-endian
   ones, a byte for each pair */
struct linuxabi_dvd_layer {
    uint8_t  book;                      /* book_version (4 bits), then
                                           book_type (4 bits) */
    uint8_t  rate_size;                 /* min_rate (4 bits), then disc_size
                                           (4 bits) */
    uint8_t  layer;                     /* layer_type (4 bits), track_path
                                           (1 bit), nlayers (2 bits) */
    uint8_t  density;                   /* track_density (4 bits), then
                                           linear_density (4 bits) */
    uint8_t  bca;                       /* bitfield bca: bit 0 (little-
                                           endian), bit 7 (big-endian) */
    uint8_t  __pad[3];
    uint32_t start_sector;
    uint32_t end_sector;
    uint32_t end_sector_l0;
};

/* DVD_READ_STRUCT DVD_STRUCT_PHYSICAL (84 bytes) */
struct linuxabi_dvd_physical {
    uint8_t  type;
    uint8_t  layer_num;
    struct linuxabi_dvd_layer layer[DVD_LAYERS];
};

/* DVD_READ_STRUCT DVD_STRUCT_DISCKEY (2052 bytes) */
struct linuxabi_dvd_disckey {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 0-1
                                           (little-endian), 6-7 (big-endian) */
    uint8_t  value[2048];
    uint8_t  __pad[2];
};

/* DVD_READ_STRUCT's argument: type is DVD_STRUCT_* (2056 bytes) */
union linuxabi_dvd_struct {
    uint8_t  type;
    struct linuxabi_dvd_physical physical;
    struct linuxabi_dvd_copyright copyright;
    struct linuxabi_dvd_disckey disckey;
    struct linuxabi_dvd_bca bca;
    struct linuxabi_dvd_manufact manufact;
};

/* DVD_AUTH DVD_LU_SEND_AGID, DVD_INVALIDATE_AGID (4 bytes) */
struct linuxabi_dvd_lu_send_agid {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 0-1
                                           (little-endian), 6-7 (big-endian) */
    uint8_t  __pad[2];
};

/* DVD_AUTH DVD_HOST_SEND_CHALLENGE (12 bytes) */
struct linuxabi_dvd_host_send_challenge {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 0-1
                                           (little-endian), 6-7 (big-endian) */
    uint8_t  chal[10];                  /* the kernel's dvd_challenge */
};

/* DVD_AUTH DVD_LU_SEND_KEY1, DVD_HOST_SEND_KEY2 (8 bytes) */
struct linuxabi_dvd_send_key {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 0-1
                                           (little-endian), 6-7 (big-endian) */
    uint8_t  key[5];                    /* the kernel's dvd_key */
    uint8_t  __pad;
};

/* DVD_AUTH DVD_LU_SEND_CHALLENGE (12 bytes) */
struct linuxabi_dvd_lu_send_challenge {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 0-1
                                           (little-endian), 6-7 (big-endian) */
    uint8_t  chal[10];                  /* the kernel's dvd_challenge */
};

/* DVD_AUTH DVD_LU_SEND_TITLE_KEY (16 bytes) */
struct linuxabi_dvd_lu_send_title_key {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 0-1
                                           (little-endian), 6-7 (big-endian) */
    uint8_t  title_key[5];              /* the kernel's dvd_key */
    uint8_t  __pad;
    int32_t  lba;
    uint8_t  copy_bits;                 /* bitfields cpm (DVD_CPM_*, 1 bit),
                                           cp_sec (DVD_CP_SEC_*, 1 bit), cgms
                                           (DVD_CGMS_*, 2 bits):
                                           little-endian ABIs: bit 0, bit 1,
                                           bits 2-3; big-endian: bit 7, bit
                                           6, bits 4-5 */
    uint8_t  __pad2[3];
};

/* DVD_AUTH DVD_LU_SEND_ASF (4 bytes) */
struct linuxabi_dvd_lu_send_asf {
    uint8_t  type;
    uint8_t  agid_asf;                  /* bitfields agid (2 bits), asf
                                           (1 bit): little-endian ABIs: bits
                                           0-1, bit 2; big-endian: bits 6-7,
                                           bit 5 */
    uint8_t  __pad[2];
};

/* DVD_AUTH's argument: type is the step, DVD_LU_SEND_AGID .. (16 bytes) */
union linuxabi_dvd_authinfo {
    uint8_t  type;
    struct linuxabi_dvd_lu_send_agid lsa;
    struct linuxabi_dvd_host_send_challenge hsc;
    struct linuxabi_dvd_send_key lsk;
    struct linuxabi_dvd_lu_send_challenge lsc;
    struct linuxabi_dvd_send_key hsk;
    struct linuxabi_dvd_lu_send_title_key lstk;
    struct linuxabi_dvd_lu_send_asf lsasf;
    struct linuxabi_dvd_host_send_rpcstate hrpcs;
    struct linuxabi_dvd_lu_send_rpcstate lrpcs;
};

#endif
