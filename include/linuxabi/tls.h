#ifndef LINUXABI_TLS_H
#define LINUXABI_TLS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tls.h>: kernel TLS (setsockopt(SOL_TCP, TCP_ULP, "tls") on a
 * connected TCP socket, then the SOL_TLS options below): the record
 * layer's keys handed to the kernel, the record type control messages and
 * the TLS_INFO_* attributes of a socket's diagnostics.  The same on every
 * ABI.  SOL_TLS is in <linuxabi/socket.h>, TCP_ULP in <linuxabi/tcp.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* setsockopt(2), getsockopt(2) options of level SOL_TLS */
#define TLS_TX                  1       /* a struct linuxabi_tls12_crypto_info_*:
                                           the transmit keys */
#define TLS_RX                  2       /* the receive keys */
#define TLS_TX_ZEROCOPY_RO      3       /* int: zero-copy sendfile(2) */
#define TLS_RX_EXPECT_NO_PAD    4       /* int: TLS 1.3, no record padding
                                           expected */
#define TLS_TX_MAX_PAYLOAD_LEN  5       /* uint16_t: largest plaintext of
                                           a sent record */

/* a version: major in bits 8-15, minor in bits 0-7 */
#define LINUXABI_TLS_VERSION_MINOR(ver)  ((ver) & 0xFF)
#define LINUXABI_TLS_VERSION_MAJOR(ver)  (((ver) >> 8) & 0xFF)

#define TLS_1_2_VERSION_MAJOR   0x3
#define TLS_1_2_VERSION_MINOR   0x3
#define TLS_1_2_VERSION         0x0303
#define TLS_1_3_VERSION_MAJOR   0x3
#define TLS_1_3_VERSION_MINOR   0x4
#define TLS_1_3_VERSION         0x0304

/* ciphers (struct linuxabi_tls_crypto_info cipher_type) and the sizes in
   bytes of their IV, key, salt, tag and record sequence number */
#define TLS_CIPHER_AES_GCM_128                   51
#define TLS_CIPHER_AES_GCM_128_IV_SIZE           8
#define TLS_CIPHER_AES_GCM_128_KEY_SIZE          16
#define TLS_CIPHER_AES_GCM_128_SALT_SIZE         4
#define TLS_CIPHER_AES_GCM_128_TAG_SIZE          16
#define TLS_CIPHER_AES_GCM_128_REC_SEQ_SIZE      8

#define TLS_CIPHER_AES_GCM_256                   52
#define TLS_CIPHER_AES_GCM_256_IV_SIZE           8
#define TLS_CIPHER_AES_GCM_256_KEY_SIZE          32
#define TLS_CIPHER_AES_GCM_256_SALT_SIZE         4
#define TLS_CIPHER_AES_GCM_256_TAG_SIZE          16
#define TLS_CIPHER_AES_GCM_256_REC_SEQ_SIZE      8

#define TLS_CIPHER_AES_CCM_128                   53
#define TLS_CIPHER_AES_CCM_128_IV_SIZE           8
#define TLS_CIPHER_AES_CCM_128_KEY_SIZE          16
#define TLS_CIPHER_AES_CCM_128_SALT_SIZE         4
#define TLS_CIPHER_AES_CCM_128_TAG_SIZE          16
#define TLS_CIPHER_AES_CCM_128_REC_SEQ_SIZE      8

#define TLS_CIPHER_CHACHA20_POLY1305             54
#define TLS_CIPHER_CHACHA20_POLY1305_IV_SIZE     12
#define TLS_CIPHER_CHACHA20_POLY1305_KEY_SIZE    32
#define TLS_CIPHER_CHACHA20_POLY1305_SALT_SIZE   0
#define TLS_CIPHER_CHACHA20_POLY1305_TAG_SIZE    16
#define TLS_CIPHER_CHACHA20_POLY1305_REC_SEQ_SIZE 8

#define TLS_CIPHER_SM4_GCM                       55
#define TLS_CIPHER_SM4_GCM_IV_SIZE               8
#define TLS_CIPHER_SM4_GCM_KEY_SIZE              16
#define TLS_CIPHER_SM4_GCM_SALT_SIZE             4
#define TLS_CIPHER_SM4_GCM_TAG_SIZE              16
#define TLS_CIPHER_SM4_GCM_REC_SEQ_SIZE          8

#define TLS_CIPHER_SM4_CCM                       56
#define TLS_CIPHER_SM4_CCM_IV_SIZE               8
#define TLS_CIPHER_SM4_CCM_KEY_SIZE              16
#define TLS_CIPHER_SM4_CCM_SALT_SIZE             4
#define TLS_CIPHER_SM4_CCM_TAG_SIZE              16
#define TLS_CIPHER_SM4_CCM_REC_SEQ_SIZE          8

#define TLS_CIPHER_ARIA_GCM_128                  57
#define TLS_CIPHER_ARIA_GCM_128_IV_SIZE          8
#define TLS_CIPHER_ARIA_GCM_128_KEY_SIZE         16
#define TLS_CIPHER_ARIA_GCM_128_SALT_SIZE        4
#define TLS_CIPHER_ARIA_GCM_128_TAG_SIZE         16
#define TLS_CIPHER_ARIA_GCM_128_REC_SEQ_SIZE     8

#define TLS_CIPHER_ARIA_GCM_256                  58
#define TLS_CIPHER_ARIA_GCM_256_IV_SIZE          8
#define TLS_CIPHER_ARIA_GCM_256_KEY_SIZE         32
#define TLS_CIPHER_ARIA_GCM_256_SALT_SIZE        4
#define TLS_CIPHER_ARIA_GCM_256_TAG_SIZE         16
#define TLS_CIPHER_ARIA_GCM_256_REC_SEQ_SIZE     8

/* control messages of level SOL_TLS (cmsg_type), one byte of data: the
   record's content type */
#define TLS_SET_RECORD_TYPE     1       /* sendmsg(2): of the sent record */
#define TLS_GET_RECORD_TYPE     2       /* recvmsg(2): of the received one */

/* the head of every TLS_TX and TLS_RX value */
struct linuxabi_tls_crypto_info {
    uint16_t version;                   /* TLS_1_2_VERSION, TLS_1_3_VERSION */
    uint16_t cipher_type;               /* TLS_CIPHER_* */
};

/* the value of TLS_TX and TLS_RX for each cipher: 40 bytes */
struct linuxabi_tls12_crypto_info_aes_gcm_128 {
    struct linuxabi_tls_crypto_info info;
    uint8_t iv[8];
    uint8_t key[16];
    uint8_t salt[4];
    uint8_t rec_seq[8];
};

/* 56 bytes */
struct linuxabi_tls12_crypto_info_aes_gcm_256 {
    struct linuxabi_tls_crypto_info info;
    uint8_t iv[8];
    uint8_t key[32];
    uint8_t salt[4];
    uint8_t rec_seq[8];
};

/* 40 bytes */
struct linuxabi_tls12_crypto_info_aes_ccm_128 {
    struct linuxabi_tls_crypto_info info;
    uint8_t iv[8];
    uint8_t key[16];
    uint8_t salt[4];
    uint8_t rec_seq[8];
};

/* 56 bytes; no salt (the kernel's salt is a zero-length array at
   offset 48, before rec_seq) */
struct linuxabi_tls12_crypto_info_chacha20_poly1305 {
    struct linuxabi_tls_crypto_info info;
    uint8_t iv[12];
    uint8_t key[32];
    uint8_t rec_seq[8];
};

/* 40 bytes */
struct linuxabi_tls12_crypto_info_sm4_gcm {
    struct linuxabi_tls_crypto_info info;
    uint8_t iv[8];
    uint8_t key[16];
    uint8_t salt[4];
    uint8_t rec_seq[8];
};

/* 40 bytes */
struct linuxabi_tls12_crypto_info_sm4_ccm {
    struct linuxabi_tls_crypto_info info;
    uint8_t iv[8];
    uint8_t key[16];
    uint8_t salt[4];
    uint8_t rec_seq[8];
};

/* 40 bytes */
struct linuxabi_tls12_crypto_info_aria_gcm_128 {
    struct linuxabi_tls_crypto_info info;
    uint8_t iv[8];
    uint8_t key[16];
    uint8_t salt[4];
    uint8_t rec_seq[8];
};

/* 56 bytes */
struct linuxabi_tls12_crypto_info_aria_gcm_256 {
    struct linuxabi_tls_crypto_info info;
    uint8_t iv[8];
    uint8_t key[32];
    uint8_t salt[4];
    uint8_t rec_seq[8];
};

/* the attributes of a TLS socket's ULP info (sock_diag INET_ULP_INFO_TLS;
   enumerators in the kernel) */
#define TLS_INFO_UNSPEC         0
#define TLS_INFO_VERSION        1       /* u16: TLS_1_*_VERSION */
#define TLS_INFO_CIPHER         2       /* u16: TLS_CIPHER_* */
#define TLS_INFO_TXCONF         3       /* u16: TLS_CONF_* */
#define TLS_INFO_RXCONF         4       /* u16: TLS_CONF_* */
#define TLS_INFO_ZC_RO_TX       5       /* flag: TLS_TX_ZEROCOPY_RO on */
#define TLS_INFO_RX_NO_PAD      6       /* flag: TLS_RX_EXPECT_NO_PAD on */
#define TLS_INFO_TX_MAX_PAYLOAD_LEN 7   /* u16 */

/* where a direction's records are handled (TLS_INFO_TXCONF, _RXCONF) */
#define TLS_CONF_BASE           1       /* not configured */
#define TLS_CONF_SW             2       /* kernel software crypto */
#define TLS_CONF_HW             3       /* the device, record by record */
#define TLS_CONF_HW_RECORD      4       /* the device, whole records
                                           (unused) */

#endif
