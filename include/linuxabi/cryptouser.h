#ifndef LINUXABI_CRYPTOUSER_H
#define LINUXABI_CRYPTOUSER_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/cryptouser.h>: the crypto API's user configuration, the
 * NETLINK_CRYPTO protocol of socket(2) with AF_NETLINK
 * (<linuxabi/netlink.h>; the kernel's <linux/cryptouser.h>).  A message
 * is a netlink header of type CRYPTO_MSG_*, then a struct
 * linuxabi_crypto_user_alg naming an algorithm, then attributes
 * CRYPTOCFGA_*.  CRYPTO_MSG_GETALG answers with the algorithm's
 * crypto_user_alg and a CRYPTOCFGA_REPORT_* attribute holding the struct
 * linuxabi_crypto_report_* of its type; the other messages need
 * CAP_NET_ADMIN.  Only values and char/uint32_t/uint64_t structs: the
 * same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* message types (nlmsg_type) */
#define CRYPTO_MSG_BASE         0x10    /* the first of them */
#define CRYPTO_MSG_NEWALG       0x10    /* instantiate a template */
#define CRYPTO_MSG_DELALG       0x11    /* unregister an instance */
#define CRYPTO_MSG_UPDATEALG    0x12    /* change its priority */
#define CRYPTO_MSG_GETALG       0x13    /* report one, or dump all */
#define CRYPTO_MSG_DELRNG       0x14    /* reset the default RNG */
#define CRYPTO_MSG_GETSTAT      0x15    /* statistics: no longer answered */

#define CRYPTO_MAX_NAME         64      /* bytes of each name below */

/* attribute types (enum crypto_attr_type_t); the comments name the
   struct linuxabi_crypto_* each holds */
#define CRYPTOCFGA_UNSPEC               0
#define CRYPTOCFGA_PRIORITY_VAL         1       /* uint32_t */
#define CRYPTOCFGA_REPORT_LARVAL        2       /* _report_larval */
#define CRYPTOCFGA_REPORT_HASH          3       /* _report_hash */
#define CRYPTOCFGA_REPORT_BLKCIPHER     4       /* _report_blkcipher */
#define CRYPTOCFGA_REPORT_AEAD          5       /* _report_aead */
#define CRYPTOCFGA_REPORT_COMPRESS      6       /* _report_comp */
#define CRYPTOCFGA_REPORT_RNG           7       /* _report_rng */
#define CRYPTOCFGA_REPORT_CIPHER        8       /* _report_cipher */
#define CRYPTOCFGA_REPORT_AKCIPHER      9       /* _report_akcipher */
#define CRYPTOCFGA_REPORT_KPP           10      /* _report_kpp */
#define CRYPTOCFGA_REPORT_ACOMP         11      /* _report_acomp */
/* statistics, with CRYPTO_MSG_GETSTAT: the kernel sends them no more */
#define CRYPTOCFGA_STAT_LARVAL          12      /* _stat_larval */
#define CRYPTOCFGA_STAT_HASH            13      /* _stat_hash */
#define CRYPTOCFGA_STAT_BLKCIPHER       14      /* _stat_cipher */
#define CRYPTOCFGA_STAT_AEAD            15      /* _stat_aead */
#define CRYPTOCFGA_STAT_COMPRESS        16      /* _stat_compress */
#define CRYPTOCFGA_STAT_RNG             17      /* _stat_rng */
#define CRYPTOCFGA_STAT_CIPHER          18      /* _stat_cipher */
#define CRYPTOCFGA_STAT_AKCIPHER        19      /* _stat_akcipher */
#define CRYPTOCFGA_STAT_KPP             20      /* _stat_kpp */
#define CRYPTOCFGA_STAT_ACOMP           21      /* _stat_compress */
#define CRYPTOCFGA_REPORT_SIG           22      /* _report_sig */

/* after the netlink header of every message */
struct linuxabi_crypto_user_alg {
    char     cru_name[64];              /* "sha256" */
    char     cru_driver_name[64];       /* "sha256-generic" */
    char     cru_module_name[64];       /* "kernel" or the module's */
    uint32_t cru_type;                  /* CRYPTO_ALG_TYPE_* and flags */
    uint32_t cru_mask;
    uint32_t cru_refcnt;
    uint32_t cru_flags;
};

/* reports: type is the algorithm type's name ("hash", "skcipher", ...) */
struct linuxabi_crypto_report_larval {
    char     type[64];
};

struct linuxabi_crypto_report_hash {
    char     type[64];
    uint32_t blocksize;                 /* bytes */
    uint32_t digestsize;                /* bytes */
};

struct linuxabi_crypto_report_cipher {
    char     type[64];
    uint32_t blocksize;
    uint32_t min_keysize;
    uint32_t max_keysize;
};

struct linuxabi_crypto_report_blkcipher {
    char     type[64];
    char     geniv[64];                 /* IV generator */
    uint32_t blocksize;
    uint32_t min_keysize;
    uint32_t max_keysize;
    uint32_t ivsize;
};

struct linuxabi_crypto_report_aead {
    char     type[64];
    char     geniv[64];
    uint32_t blocksize;
    uint32_t maxauthsize;               /* longest tag */
    uint32_t ivsize;
};

struct linuxabi_crypto_report_comp {
    char     type[64];
};

struct linuxabi_crypto_report_rng {
    char     type[64];
    uint32_t seedsize;
};

struct linuxabi_crypto_report_akcipher {
    char     type[64];
};

struct linuxabi_crypto_report_kpp {
    char     type[64];
};

struct linuxabi_crypto_report_acomp {
    char     type[64];
};

struct linuxabi_crypto_report_sig {
    char     type[64];
};

/* statistics (no longer sent): counts of operations, bytes and errors */
struct linuxabi_crypto_stat_aead {
    char     type[64];
    uint64_t stat_encrypt_cnt;
    uint64_t stat_encrypt_tlen;
    uint64_t stat_decrypt_cnt;
    uint64_t stat_decrypt_tlen;
    uint64_t stat_err_cnt;
};

struct linuxabi_crypto_stat_akcipher {
    char     type[64];
    uint64_t stat_encrypt_cnt;
    uint64_t stat_encrypt_tlen;
    uint64_t stat_decrypt_cnt;
    uint64_t stat_decrypt_tlen;
    uint64_t stat_verify_cnt;
    uint64_t stat_sign_cnt;
    uint64_t stat_err_cnt;
};

struct linuxabi_crypto_stat_cipher {
    char     type[64];
    uint64_t stat_encrypt_cnt;
    uint64_t stat_encrypt_tlen;
    uint64_t stat_decrypt_cnt;
    uint64_t stat_decrypt_tlen;
    uint64_t stat_err_cnt;
};

struct linuxabi_crypto_stat_compress {
    char     type[64];
    uint64_t stat_compress_cnt;
    uint64_t stat_compress_tlen;
    uint64_t stat_decompress_cnt;
    uint64_t stat_decompress_tlen;
    uint64_t stat_err_cnt;
};

struct linuxabi_crypto_stat_hash {
    char     type[64];
    uint64_t stat_hash_cnt;
    uint64_t stat_hash_tlen;
    uint64_t stat_err_cnt;
};

struct linuxabi_crypto_stat_kpp {
    char     type[64];
    uint64_t stat_setsecret_cnt;
    uint64_t stat_generate_public_key_cnt;
    uint64_t stat_compute_shared_secret_cnt;
    uint64_t stat_err_cnt;
};

struct linuxabi_crypto_stat_rng {
    char     type[64];
    uint64_t stat_generate_cnt;
    uint64_t stat_generate_tlen;
    uint64_t stat_seed_cnt;
    uint64_t stat_err_cnt;
};

struct linuxabi_crypto_stat_larval {
    char     type[64];
};

#endif
