#ifndef LINUXABI_FSCRYPT_H
#define LINUXABI_FSCRYPT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fscrypt.h>: fscrypt, the file-based encryption of ext4, f2fs,
 * ubifs, ceph and btrfs: the ioctl(2) requests that set and get a
 * directory's encryption policy and add, remove and query master keys
 * (fscryptctl(8), fscrypt(1)), their structs, the encryption modes and
 * policy flags, and the old FS_* names of the first version.  One layout
 * on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* policy flags (struct linuxabi_fscrypt_policy_v1 and _v2 flags): the
   padding of file names (a field of the low two bits), and the kinds of
   per-file keys */
#define FSCRYPT_POLICY_FLAGS_PAD_4              0x00
#define FSCRYPT_POLICY_FLAGS_PAD_8              0x01
#define FSCRYPT_POLICY_FLAGS_PAD_16             0x02
#define FSCRYPT_POLICY_FLAGS_PAD_32             0x03
#define FSCRYPT_POLICY_FLAGS_PAD_MASK           0x03
#define FSCRYPT_POLICY_FLAG_DIRECT_KEY          0x04  /* the master key itself */
#define FSCRYPT_POLICY_FLAG_IV_INO_LBLK_64      0x08  /* IVs of inode and block number */
#define FSCRYPT_POLICY_FLAG_IV_INO_LBLK_32      0x10  /* the same, hashed to 32 bits */

/* encryption modes (contents_encryption_mode, filenames_encryption_mode) */
#define FSCRYPT_MODE_AES_256_XTS                1     /* contents */
#define FSCRYPT_MODE_AES_256_CTS                4     /* names */
#define FSCRYPT_MODE_AES_128_CBC                5     /* contents */
#define FSCRYPT_MODE_AES_128_CTS                6     /* names */
#define FSCRYPT_MODE_SM4_XTS                    7     /* contents */
#define FSCRYPT_MODE_SM4_CTS                    8     /* names */
#define FSCRYPT_MODE_ADIANTUM                   9     /* both */
#define FSCRYPT_MODE_AES_256_HCTR2              10    /* names */

/* the first policy version: keys in the keyring by descriptor */
#define FSCRYPT_POLICY_V1                       0
#define FSCRYPT_KEY_DESCRIPTOR_SIZE             8

struct linuxabi_fscrypt_policy_v1 {
    uint8_t  version;                           /* FSCRYPT_POLICY_V1 */
    uint8_t  contents_encryption_mode;          /* FSCRYPT_MODE_* */
    uint8_t  filenames_encryption_mode;         /* FSCRYPT_MODE_* */
    uint8_t  flags;                             /* FSCRYPT_POLICY_FLAG* */
    uint8_t  master_key_descriptor[FSCRYPT_KEY_DESCRIPTOR_SIZE];
};

/* the payload of a v1 key of type "logon" added with add_key(2), whose
   description is "fscrypt:" and the descriptor in hex */
#define FSCRYPT_KEY_DESC_PREFIX_SIZE            8     /* strlen("fscrypt:") */
#define FSCRYPT_MAX_KEY_SIZE                    64

struct linuxabi_fscrypt_key {
    uint32_t mode;                              /* ignored */
    uint8_t  raw[FSCRYPT_MAX_KEY_SIZE];
    uint32_t size;                              /* bytes of raw */
};

/* the second policy version: keys added to the file system by identifier */
#define FSCRYPT_POLICY_V2                       2
#define FSCRYPT_KEY_IDENTIFIER_SIZE             16

struct linuxabi_fscrypt_policy_v2 {
    uint8_t  version;                           /* FSCRYPT_POLICY_V2 */
    uint8_t  contents_encryption_mode;          /* FSCRYPT_MODE_* */
    uint8_t  filenames_encryption_mode;         /* FSCRYPT_MODE_* */
    uint8_t  flags;                             /* FSCRYPT_POLICY_FLAG* */
    uint8_t  log2_data_unit_size;               /* 0: the file system block */
    uint8_t  reserved[3];                       /* zero */
    uint8_t  master_key_identifier[FSCRYPT_KEY_IDENTIFIER_SIZE];
};

/* struct linuxabi_fscrypt_get_policy_ex_arg policy: either version (the
   kernel's anonymous-type member) */
union linuxabi_fscrypt_get_policy_ex_arg_policy {
    uint8_t  version;                           /* FSCRYPT_POLICY_V* */
    struct linuxabi_fscrypt_policy_v1 v1;
    struct linuxabi_fscrypt_policy_v2 v2;
};

/* FS_IOC_GET_ENCRYPTION_POLICY_EX */
struct linuxabi_fscrypt_get_policy_ex_arg {
    uint64_t policy_size;                       /* in: room; out: the policy's size */
    union linuxabi_fscrypt_get_policy_ex_arg_policy policy;   /* out */
};

/* struct linuxabi_fscrypt_key_specifier type */
#define FSCRYPT_KEY_SPEC_TYPE_DESCRIPTOR        1     /* a v1 key, in the file system's keyring */
#define FSCRYPT_KEY_SPEC_TYPE_IDENTIFIER        2     /* a v2 key */

/* struct linuxabi_fscrypt_key_specifier u (the kernel's anonymous-type
   member) */
union linuxabi_fscrypt_key_specifier_u {
    uint8_t  reserved[32];                      /* its size */
    uint8_t  descriptor[FSCRYPT_KEY_DESCRIPTOR_SIZE];
    uint8_t  identifier[FSCRYPT_KEY_IDENTIFIER_SIZE];
};

/* a master key, by descriptor or identifier */
struct linuxabi_fscrypt_key_specifier {
    uint32_t type;                              /* FSCRYPT_KEY_SPEC_TYPE_* */
    uint32_t reserved;                          /* zero */
    union linuxabi_fscrypt_key_specifier_u u;
};

/* the payload of a key of type "fscrypt-provisioning" (add_key(2)), used
   by key_id: this fixed part, then the raw key (the kernel's flexible
   member raw) */
struct linuxabi_fscrypt_provisioning_key_payload {
    uint32_t type;                              /* FSCRYPT_KEY_SPEC_TYPE_* */
    uint32_t flags;                             /* FSCRYPT_ADD_KEY_FLAG_* */
};

/* struct linuxabi_fscrypt_add_key_arg flags */
#define FSCRYPT_ADD_KEY_FLAG_HW_WRAPPED         0x00000001  /* a hardware-wrapped key */

/*
 * FS_IOC_ADD_ENCRYPTION_KEY: this fixed part (80 bytes), then raw_size
 * bytes of the raw key (the kernel's flexible member raw); with a
 * descriptor spec, out: its identifier.
 */
struct linuxabi_fscrypt_add_key_arg {
    struct linuxabi_fscrypt_key_specifier key_spec;
    uint32_t raw_size;
    uint32_t key_id;                            /* a provisioning key's serial, or 0 */
    uint32_t flags;                             /* FSCRYPT_ADD_KEY_FLAG_* */
    uint32_t reserved[7];                       /* zero */
};

/* struct linuxabi_fscrypt_remove_key_arg removal_status_flags: why
   the key is not yet gone */
#define FSCRYPT_KEY_REMOVAL_STATUS_FLAG_FILES_BUSY      0x00000001
#define FSCRYPT_KEY_REMOVAL_STATUS_FLAG_OTHER_USERS     0x00000002

/* FS_IOC_REMOVE_ENCRYPTION_KEY and _ALL_USERS */
struct linuxabi_fscrypt_remove_key_arg {
    struct linuxabi_fscrypt_key_specifier key_spec;
    uint32_t removal_status_flags;              /* out: FSCRYPT_KEY_REMOVAL_STATUS_FLAG_* */
    uint32_t reserved[5];                       /* zero */
};

/* struct linuxabi_fscrypt_get_key_status_arg status */
#define FSCRYPT_KEY_STATUS_ABSENT               1
#define FSCRYPT_KEY_STATUS_PRESENT              2
#define FSCRYPT_KEY_STATUS_INCOMPLETELY_REMOVED 3     /* removed, files still in use */
/* struct linuxabi_fscrypt_get_key_status_arg status_flags */
#define FSCRYPT_KEY_STATUS_FLAG_ADDED_BY_SELF   0x00000001

/* FS_IOC_GET_ENCRYPTION_KEY_STATUS */
struct linuxabi_fscrypt_get_key_status_arg {
    struct linuxabi_fscrypt_key_specifier key_spec;     /* in */
    uint32_t reserved[6];                       /* zero */
    uint32_t status;                            /* out: FSCRYPT_KEY_STATUS_* */
    uint32_t status_flags;                      /* out: FSCRYPT_KEY_STATUS_FLAG_* */
    uint32_t user_count;                        /* out: users who added it */
    uint32_t out_reserved[13];
};

/* ioctl(2) requests on a file or directory of the file system (the
   first three's direction bits are the reverse of what they do: the
   numbers are what they are) */
#define FS_IOC_SET_ENCRYPTION_POLICY            LINUXABI_IOR('f', 19, struct linuxabi_fscrypt_policy_v1)
#define FS_IOC_GET_ENCRYPTION_PWSALT            LINUXABI_IOW('f', 20, uint8_t[16])
#define FS_IOC_GET_ENCRYPTION_POLICY            LINUXABI_IOW('f', 21, struct linuxabi_fscrypt_policy_v1)
/* its size is that of policy_size and version, the least it reads */
#define FS_IOC_GET_ENCRYPTION_POLICY_EX         LINUXABI_IOWR('f', 22, uint8_t[9])
#define FS_IOC_ADD_ENCRYPTION_KEY               LINUXABI_IOWR('f', 23, struct linuxabi_fscrypt_add_key_arg)
#define FS_IOC_REMOVE_ENCRYPTION_KEY            LINUXABI_IOWR('f', 24, struct linuxabi_fscrypt_remove_key_arg)
#define FS_IOC_REMOVE_ENCRYPTION_KEY_ALL_USERS  LINUXABI_IOWR('f', 25, struct linuxabi_fscrypt_remove_key_arg)
#define FS_IOC_GET_ENCRYPTION_KEY_STATUS        LINUXABI_IOWR('f', 26, struct linuxabi_fscrypt_get_key_status_arg)
#define FS_IOC_GET_ENCRYPTION_NONCE             LINUXABI_IOR('f', 27, uint8_t[16])

/* the first version's names (Linux 4.1 to 5.3), kept by the kernel */
#define FS_KEY_DESCRIPTOR_SIZE                  FSCRYPT_KEY_DESCRIPTOR_SIZE
#define FS_POLICY_FLAGS_PAD_4                   FSCRYPT_POLICY_FLAGS_PAD_4
#define FS_POLICY_FLAGS_PAD_8                   FSCRYPT_POLICY_FLAGS_PAD_8
#define FS_POLICY_FLAGS_PAD_16                  FSCRYPT_POLICY_FLAGS_PAD_16
#define FS_POLICY_FLAGS_PAD_32                  FSCRYPT_POLICY_FLAGS_PAD_32
#define FS_POLICY_FLAGS_PAD_MASK                FSCRYPT_POLICY_FLAGS_PAD_MASK
#define FS_POLICY_FLAG_DIRECT_KEY               FSCRYPT_POLICY_FLAG_DIRECT_KEY
#define FS_ENCRYPTION_MODE_INVALID              0     /* never used */
#define FS_ENCRYPTION_MODE_AES_256_XTS          FSCRYPT_MODE_AES_256_XTS
#define FS_ENCRYPTION_MODE_AES_256_GCM          2     /* never used */
#define FS_ENCRYPTION_MODE_AES_256_CBC          3     /* never used */
#define FS_ENCRYPTION_MODE_AES_256_CTS          FSCRYPT_MODE_AES_256_CTS
#define FS_ENCRYPTION_MODE_AES_128_CBC          FSCRYPT_MODE_AES_128_CBC
#define FS_ENCRYPTION_MODE_AES_128_CTS          FSCRYPT_MODE_AES_128_CTS
#define FS_ENCRYPTION_MODE_ADIANTUM             FSCRYPT_MODE_ADIANTUM
#define FS_KEY_DESC_PREFIX_SIZE                 FSCRYPT_KEY_DESC_PREFIX_SIZE
#define FS_MAX_KEY_SIZE                         FSCRYPT_MAX_KEY_SIZE

#endif
