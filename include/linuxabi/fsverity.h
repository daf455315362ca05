#ifndef LINUXABI_FSVERITY_H
#define LINUXABI_FSVERITY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fsverity.h>: fs-verity, read-only files whose contents a
 * Merkle tree authenticates (ext4, f2fs, btrfs): the ioctl(2) requests
 * that enable it, measure a file's digest and read its metadata
 * (fsverity(1)), their structs, and the formats of the descriptor and of
 * the digest a signature covers.  One layout on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* hash algorithms (hash_algorithm, digest_algorithm) */
#define FS_VERITY_HASH_ALG_SHA256       1
#define FS_VERITY_HASH_ALG_SHA512       2

/* FS_IOC_ENABLE_VERITY, on a file opened read-only; pointers as
   uint64_t */
struct linuxabi_fsverity_enable_arg {
    uint32_t version;                   /* 1 */
    uint32_t hash_algorithm;            /* FS_VERITY_HASH_ALG_* */
    uint32_t block_size;                /* of the Merkle tree */
    uint32_t salt_size;
    uint64_t salt_ptr;
    uint32_t sig_size;                  /* a builtin signature's, or 0 */
    uint32_t reserved1;                 /* zero */
    uint64_t sig_ptr;
    uint64_t reserved2[11];             /* zero */
};

/*
 * FS_IOC_MEASURE_VERITY's argument: this fixed part (4 bytes), followed
 * by the digest (the kernel's flexible member digest); digest_size is
 * the room for it in, its size out.
 */
struct linuxabi_fsverity_digest {
    uint16_t digest_algorithm;          /* out: FS_VERITY_HASH_ALG_* */
    uint16_t digest_size;               /* in and out */
};

/* the descriptor the file's digest is the hash of (256 bytes; the
   integers little-endian) */
struct linuxabi_fsverity_descriptor {
    uint8_t  version;                   /* 1 */
    uint8_t  hash_algorithm;            /* FS_VERITY_HASH_ALG_* */
    uint8_t  log_blocksize;             /* log2 of the tree's block size */
    uint8_t  salt_size;
    uint32_t reserved_0x04;             /* zero */
    uint64_t data_size;                 /* the file's size */
    uint8_t  root_hash[64];             /* of the Merkle tree */
    uint8_t  salt[32];
    uint8_t  reserved[144];             /* zero */
};

/*
 * What a file's builtin signature signs: this fixed part (12 bytes,
 * little-endian), followed by the digest (the kernel's flexible member
 * digest).
 */
struct linuxabi_fsverity_formatted_digest {
    char     magic[8];                  /* "FSVerity", not terminated */
    uint16_t digest_algorithm;          /* FS_VERITY_HASH_ALG_* */
    uint16_t digest_size;
};

/* struct linuxabi_fsverity_read_metadata_arg metadata_type */
#define FS_VERITY_METADATA_TYPE_MERKLE_TREE     1
#define FS_VERITY_METADATA_TYPE_DESCRIPTOR      2
#define FS_VERITY_METADATA_TYPE_SIGNATURE       3

/* FS_IOC_READ_VERITY_METADATA: length bytes from offset of one kind of
   metadata into the buffer at buf_ptr; the bytes read are the result */
struct linuxabi_fsverity_read_metadata_arg {
    uint64_t metadata_type;             /* FS_VERITY_METADATA_TYPE_* */
    uint64_t offset;
    uint64_t length;
    uint64_t buf_ptr;                   /* a user pointer */
    uint64_t reserved;                  /* zero */
};

#define FS_IOC_ENABLE_VERITY            LINUXABI_IOW('f', 133, struct linuxabi_fsverity_enable_arg)
#define FS_IOC_MEASURE_VERITY           LINUXABI_IOWR('f', 134, struct linuxabi_fsverity_digest)
#define FS_IOC_READ_VERITY_METADATA     LINUXABI_IOWR('f', 135, struct linuxabi_fsverity_read_metadata_arg)

#endif
