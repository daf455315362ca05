#ifndef LINUXABI_ARCH_CDROM_DVD_H
#define LINUXABI_ARCH_CDROM_DVD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/cdrom.h>: the DVD structs with bitfields.  This ABI: m68k
 * packs bitfields across bytes and does not align their struct, so the
 * DVD structs are smaller.
 */

#include <stdint.h>

/* one layer of DVD_STRUCT_PHYSICAL (16 bytes): m68k packs the kernel's
   32 bits of bitfields into 4 bytes, from the most significant bit */
struct linuxabi_dvd_layer {
    uint8_t  book;                      /* book_version bits 4-7, book_type
                                           bits 0-3 */
    uint8_t  rate_size;                 /* min_rate bits 4-7, disc_size
                                           bits 0-3 */
    uint8_t  layer;                     /* layer_type bits 4-7, track_path
                                           bit 3, nlayers bits 1-2,
                                           track_density's high bit 0 */
    uint8_t  density;                   /* track_density's low bits 5-7,
                                           linear_density bits 1-4, bca
                                           bit 0 */
    uint32_t start_sector;
    uint32_t end_sector;
    uint32_t end_sector_l0;
};

/* DVD_READ_STRUCT DVD_STRUCT_PHYSICAL (66 bytes) */
struct linuxabi_dvd_physical {
    uint8_t  type;
    uint8_t  layer_num;
    struct linuxabi_dvd_layer layer[DVD_LAYERS];
};

/* DVD_READ_STRUCT DVD_STRUCT_DISCKEY (2050 bytes) */
struct linuxabi_dvd_disckey {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 6-7 */
    uint8_t  value[2048];
};

/* DVD_READ_STRUCT's argument: type is DVD_STRUCT_* (2054 bytes) */
union linuxabi_dvd_struct {
    uint8_t  type;
    struct linuxabi_dvd_physical physical;
    struct linuxabi_dvd_copyright copyright;
    struct linuxabi_dvd_disckey disckey;
    struct linuxabi_dvd_bca bca;
    struct linuxabi_dvd_manufact manufact;
};

/* DVD_AUTH DVD_LU_SEND_AGID, DVD_INVALIDATE_AGID (2 bytes) */
struct linuxabi_dvd_lu_send_agid {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 6-7 */
};

/* DVD_AUTH DVD_HOST_SEND_CHALLENGE (12 bytes) */
struct linuxabi_dvd_host_send_challenge {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 6-7 */
    uint8_t  chal[10];                  /* the kernel's dvd_challenge */
};

/* DVD_AUTH DVD_LU_SEND_KEY1, DVD_HOST_SEND_KEY2 (7 bytes) */
struct linuxabi_dvd_send_key {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 6-7 */
    uint8_t  key[5];                    /* the kernel's dvd_key */
};

/* DVD_AUTH DVD_LU_SEND_CHALLENGE (12 bytes) */
struct linuxabi_dvd_lu_send_challenge {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 6-7 */
    uint8_t  chal[10];                  /* the kernel's dvd_challenge */
};

/* DVD_AUTH DVD_LU_SEND_TITLE_KEY (14 bytes) */
struct linuxabi_dvd_lu_send_title_key {
    uint8_t  type;
    uint8_t  agid_bits;                 /* bitfield agid: bits 6-7 */
    uint8_t  title_key[5];              /* the kernel's dvd_key */
    uint8_t  __pad;
    int32_t  lba;
    uint8_t  copy_bits;                 /* bitfields cpm (DVD_CPM_*) bit 7,
                                           cp_sec (DVD_CP_SEC_*) bit 6, cgms
                                           (DVD_CGMS_*) bits 4-5 */
};

/* DVD_AUTH DVD_LU_SEND_ASF (2 bytes) */
struct linuxabi_dvd_lu_send_asf {
    uint8_t  type;
    uint8_t  agid_asf;                  /* bitfields agid bits 6-7, asf
                                           bit 5 */
};

/* DVD_AUTH's argument: type is the step, DVD_LU_SEND_AGID .. (14 bytes) */
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
