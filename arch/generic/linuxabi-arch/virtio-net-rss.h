#ifndef LINUXABI_ARCH_VIRTIO_NET_RSS_H
#define LINUXABI_ARCH_VIRTIO_NET_RSS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/virtio.h>: the network device's RSS and hash commands as
 * one struct each, whose key bytes start at offset 13.  This ABI:
 * uint32_t is 4-byte aligned, so both are 16 bytes, 3 of them
 * padding at the end.
 */

#include <stdint.h>

/* VIRTIO_NET_CTRL_MQ_RSS_CONFIG with a one-entry table: indirection_table
   holds 1 + indirection_table_mask entries, the members after it move
   (struct linuxabi_virtio_net_rss_config_hdr and _trailer say it whole) */
struct linuxabi_virtio_net_rss_config {
    uint32_t hash_types;                /* VIRTIO_NET_RSS_HASH_TYPE_* */
    uint16_t indirection_table_mask;
    uint16_t unclassified_queue;
    uint16_t indirection_table[1];
    uint16_t max_tx_vq;
    uint8_t  hash_key_length;
    uint8_t  __pad[3];                  /* the key starts here */
};

/* VIRTIO_NET_CTRL_MQ_HASH_CONFIG, then hash_key_length bytes of key */
struct linuxabi_virtio_net_hash_config {
    uint32_t hash_types;                /* VIRTIO_NET_RSS_HASH_TYPE_* */
    uint16_t reserved[4];               /* where the RSS table would be */
    uint8_t  hash_key_length;
    uint8_t  __pad[3];                  /* the key starts here */
};

#endif
