#ifndef LINUXABI_KEYCTL_H
#define LINUXABI_KEYCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/keyctl.h>: the kernel's key retention service, keyctl(2)
 * (operation first, then up to four arguments), add_key(2) and
 * request_key(2).  A key or keyring is named by its serial number, an
 * int32_t, or by one of the special ids below.  libkeyutils wraps the
 * calls; neither glibc nor musl declares them.  What differs between ABIs
 * comes from <linuxabi-arch/keyctl-kdf.h>: struct
 * linuxabi_keyctl_kdf_params, which holds two pointers.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* special key ids: the caller's own keyrings and keys (int32_t, < 0) */
#define KEY_SPEC_THREAD_KEYRING       (-1)
#define KEY_SPEC_PROCESS_KEYRING      (-2)
#define KEY_SPEC_SESSION_KEYRING      (-3)
#define KEY_SPEC_USER_KEYRING         (-4)  /* the user's (by uid) */
#define KEY_SPEC_USER_SESSION_KEYRING (-5)  /* the user's default session */
#define KEY_SPEC_GROUP_KEYRING        (-6)  /* by gid: not implemented */
#define KEY_SPEC_REQKEY_AUTH_KEY      (-7)  /* the authorisation key assumed */
#define KEY_SPEC_REQUESTOR_KEYRING    (-8)  /* the request_key(2) caller's destination */

/* KEYCTL_SET_REQKEY_KEYRING: where request_key(2) links new keys */
#define KEY_REQKEY_DEFL_NO_CHANGE            (-1)  /* only ask the current one */
#define KEY_REQKEY_DEFL_DEFAULT              0
#define KEY_REQKEY_DEFL_THREAD_KEYRING       1
#define KEY_REQKEY_DEFL_PROCESS_KEYRING      2
#define KEY_REQKEY_DEFL_SESSION_KEYRING      3
#define KEY_REQKEY_DEFL_USER_KEYRING         4
#define KEY_REQKEY_DEFL_USER_SESSION_KEYRING 5
#define KEY_REQKEY_DEFL_GROUP_KEYRING        6
#define KEY_REQKEY_DEFL_REQUESTOR_KEYRING    7

/* keyctl(2) operations */
#define KEYCTL_GET_KEYRING_ID       0   /* id, create: a special id's serial */
#define KEYCTL_JOIN_SESSION_KEYRING 1   /* name: join or make a session keyring */
#define KEYCTL_UPDATE               2   /* id, payload, length */
#define KEYCTL_REVOKE               3
#define KEYCTL_CHOWN                4   /* id, uid, gid */
#define KEYCTL_SETPERM              5   /* id, permission mask */
#define KEYCTL_DESCRIBE             6   /* "type;uid;gid;perm;description" */
#define KEYCTL_CLEAR                7   /* empty a keyring */
#define KEYCTL_LINK                 8   /* key, keyring */
#define KEYCTL_UNLINK               9   /* key, keyring */
#define KEYCTL_SEARCH               10  /* keyring, type, description, destination */
#define KEYCTL_READ                 11  /* a payload, or a keyring's serials */
#define KEYCTL_INSTANTIATE          12  /* complete a key under construction */
#define KEYCTL_NEGATE               13
#define KEYCTL_SET_REQKEY_KEYRING   14  /* a KEY_REQKEY_DEFL_* */
#define KEYCTL_SET_TIMEOUT          15  /* id, seconds */
#define KEYCTL_ASSUME_AUTHORITY     16
#define KEYCTL_GET_SECURITY         17  /* the LSM label */
#define KEYCTL_SESSION_TO_PARENT    18
#define KEYCTL_REJECT               19  /* as NEGATE, with an error number */
#define KEYCTL_INSTANTIATE_IOV      20  /* as INSTANTIATE, from an iovec array */
#define KEYCTL_INVALIDATE           21
#define KEYCTL_GET_PERSISTENT       22  /* uid, keyring to link it into */
#define KEYCTL_DH_COMPUTE           23  /* struct linuxabi_keyctl_dh_params */
#define KEYCTL_PKEY_QUERY           24  /* struct linuxabi_keyctl_pkey_query */
#define KEYCTL_PKEY_ENCRYPT         25  /* struct linuxabi_keyctl_pkey_params */
#define KEYCTL_PKEY_DECRYPT         26  /* ... */
#define KEYCTL_PKEY_SIGN            27
#define KEYCTL_PKEY_VERIFY          28
#define KEYCTL_RESTRICT_KEYRING     29  /* keyring, type, restriction */
#define KEYCTL_MOVE                 30  /* key, from, to, KEYCTL_MOVE_EXCL */
#define KEYCTL_CAPABILITIES         31  /* buffer of KEYCTL_CAPS*_ bytes */
#define KEYCTL_WATCH_KEY            32  /* id, watch_queue fd, watch id */

/* KEYCTL_DH_COMPUTE: the serials of the keys holding each number; the
   kernel's anonymous union of private and priv is the member priv
   (private is a C++ keyword) */
struct linuxabi_keyctl_dh_params {
	int32_t priv;                       /* the private key */
	int32_t prime;
	int32_t base;
};

#include <linuxabi-arch/keyctl-kdf.h>

/* KEYCTL_PKEY_QUERY: supported_ops, of the operations a key allows */
#define KEYCTL_SUPPORTS_ENCRYPT 0x01
#define KEYCTL_SUPPORTS_DECRYPT 0x02
#define KEYCTL_SUPPORTS_SIGN    0x04
#define KEYCTL_SUPPORTS_VERIFY  0x08

/* KEYCTL_PKEY_QUERY's answer */
struct linuxabi_keyctl_pkey_query {
	uint32_t supported_ops;             /* KEYCTL_SUPPORTS_* */
	uint32_t key_size;                  /* in bits */
	uint16_t max_data_size;             /* bytes, of data to sign */
	uint16_t max_sig_size;
	uint16_t max_enc_size;
	uint16_t max_dec_size;
	uint32_t __spare[10];
};

/* the kernel's anonymous union in struct linuxabi_keyctl_pkey_params */
union linuxabi_keyctl_pkey_params_u {
	uint32_t out_len;                   /* encrypt, decrypt, sign: output buffer */
	uint32_t in2_len;                   /* verify: the signature's size */
};

/* KEYCTL_PKEY_ENCRYPT, _DECRYPT, _SIGN, _VERIFY: the second argument */
struct linuxabi_keyctl_pkey_params {
	int32_t  key_id;
	uint32_t in_len;
	union linuxabi_keyctl_pkey_params_u u;
	uint32_t __spare[7];
};

/* KEYCTL_MOVE flags */
#define KEYCTL_MOVE_EXCL 0x00000001         /* fail rather than displace a key */

/* KEYCTL_CAPABILITIES: bits of the answer's first byte ... */
#define KEYCTL_CAPS0_CAPABILITIES        0x01
#define KEYCTL_CAPS0_PERSISTENT_KEYRINGS 0x02
#define KEYCTL_CAPS0_DIFFIE_HELLMAN      0x04
#define KEYCTL_CAPS0_PUBLIC_KEY          0x08
#define KEYCTL_CAPS0_BIG_KEY             0x10
#define KEYCTL_CAPS0_INVALIDATE          0x20
#define KEYCTL_CAPS0_RESTRICT_KEYRING    0x40
#define KEYCTL_CAPS0_MOVE                0x80
/* ... and of its second */
#define KEYCTL_CAPS1_NS_KEYRING_NAME     0x01  /* keyring names per user namespace */
#define KEYCTL_CAPS1_NS_KEY_TAG          0x02  /* keys tagged by namespace */
#define KEYCTL_CAPS1_NOTIFICATIONS       0x04  /* KEYCTL_WATCH_KEY */

#endif
