#ifndef LINUXABI_IF_ALG_H
#define LINUXABI_IF_ALG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_alg.h>: AF_ALG sockets, the kernel's crypto API.  bind(2)
 * names a transform type and algorithm in a struct linuxabi_sockaddr_alg,
 * accept(2) gives an operation socket, setsockopt(2) at level SOL_ALG
 * sets the key, and sendmsg(2) control messages of level SOL_ALG carry
 * the operation, the IV and the AEAD lengths.  The same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* bind(2) on an AF_ALG socket */
struct linuxabi_sockaddr_alg {
    uint16_t salg_family;               /* AF_ALG */
    uint8_t  salg_type[14];             /* "hash", "skcipher", "aead", "rng", ... */
    uint32_t salg_feat;                 /* CRYPTO_ALG_* the algorithm must have */
    uint32_t salg_mask;                 /* ... of those in this mask */
    uint8_t  salg_name[64];             /* "sha256", "cbc(aes)", ... with its NUL */
};

/* the same with a name of any length (4.12 on): the name, with its NUL,
   follows this fixed part, and the length given to bind(2) covers it */
struct linuxabi_sockaddr_alg_new {
    uint16_t salg_family;
    uint8_t  salg_type[14];
    uint32_t salg_feat;
    uint32_t salg_mask;
};

/* ALG_SET_IV control message: ivlen bytes of IV follow this fixed part */
struct linuxabi_af_alg_iv {
    uint32_t ivlen;
};

/* setsockopt(2) options at level SOL_ALG, and sendmsg(2) control
   message types (cmsg_type) of that level */
#define ALG_SET_KEY                 1   /* option: the key */
#define ALG_SET_IV                  2   /* cmsg: struct linuxabi_af_alg_iv */
#define ALG_SET_OP                  3   /* cmsg: a uint32_t ALG_OP_* */
#define ALG_SET_AEAD_ASSOCLEN       4   /* cmsg: a uint32_t */
#define ALG_SET_AEAD_AUTHSIZE       5   /* option: the tag's size (optlen) */
#define ALG_SET_DRBG_ENTROPY        6   /* option: test entropy for a DRBG */
#define ALG_SET_KEY_BY_KEY_SERIAL   7   /* option: a key serial (keyctl) */

/* ALG_SET_OP */
#define ALG_OP_DECRYPT              0
#define ALG_OP_ENCRYPT              1

#endif
