#ifndef LINUXABI_WIREGUARD_H
#define LINUXABI_WIREGUARD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/wireguard.h>: WireGuard devices over generic netlink
 * (<linuxabi/genetlink.h>): the family named "wireguard" (the kernel's
 * WG_GENL_NAME, a string, not defined here), version WG_GENL_VERSION,
 * whose id CTRL_CMD_GETFAMILY gives.  WG_CMD_GET_DEVICE dumps a device,
 * WG_CMD_SET_DEVICE changes it: WGDEVICE_A_* attributes, with the peers
 * nested as WGPEER_A_* and their allowed addresses as WGALLOWEDIP_A_*.
 * Only values: the same on every ABI.
 */

#define WG_GENL_VERSION         1       /* genlmsghdr version */
#define WG_KEY_LEN              32      /* bytes of a Curve25519 key or of
                                           a preshared key */

/* commands (genlmsghdr cmd) */
#define WG_CMD_GET_DEVICE       0       /* a dump: the device, its peers */
#define WG_CMD_SET_DEVICE       1       /* change the device (admin) */

/* WGDEVICE_A_FLAGS */
#define WGDEVICE_F_REPLACE_PEERS        0x1     /* drop the peers not sent */

/* WGPEER_A_FLAGS */
#define WGPEER_F_REMOVE_ME              0x1     /* delete this peer */
#define WGPEER_F_REPLACE_ALLOWEDIPS     0x2     /* drop the addresses not
                                                   sent */
#define WGPEER_F_UPDATE_ONLY            0x4     /* do not create the peer */

/* WGALLOWEDIP_A_FLAGS */
#define WGALLOWEDIP_F_REMOVE_ME         0x1     /* delete this address */

/* attributes of a device message */
#define WGDEVICE_A_UNSPEC       0
#define WGDEVICE_A_IFINDEX      1       /* uint32_t */
#define WGDEVICE_A_IFNAME       2       /* string, IFNAMSIZ at most */
#define WGDEVICE_A_PRIVATE_KEY  3       /* WG_KEY_LEN bytes */
#define WGDEVICE_A_PUBLIC_KEY   4       /* WG_KEY_LEN bytes, read only */
#define WGDEVICE_A_FLAGS        5       /* uint32_t: WGDEVICE_F_* */
#define WGDEVICE_A_LISTEN_PORT  6       /* uint16_t, host byte order */
#define WGDEVICE_A_FWMARK       7       /* uint32_t */
#define WGDEVICE_A_PEERS        8       /* nest of nests of WGPEER_A_* */

/* attributes of a peer, nested in WGDEVICE_A_PEERS */
#define WGPEER_A_UNSPEC         0
#define WGPEER_A_PUBLIC_KEY     1       /* WG_KEY_LEN bytes */
#define WGPEER_A_PRESHARED_KEY  2       /* WG_KEY_LEN bytes */
#define WGPEER_A_FLAGS          3       /* uint32_t: WGPEER_F_* */
#define WGPEER_A_ENDPOINT       4       /* a sockaddr_in or sockaddr_in6 */
#define WGPEER_A_PERSISTENT_KEEPALIVE_INTERVAL 5 /* uint16_t: seconds */
#define WGPEER_A_LAST_HANDSHAKE_TIME 6  /* a 64-bit struct timespec */
#define WGPEER_A_RX_BYTES       7       /* uint64_t */
#define WGPEER_A_TX_BYTES       8       /* uint64_t */
#define WGPEER_A_ALLOWEDIPS     9       /* nest of nests of
                                           WGALLOWEDIP_A_* */
#define WGPEER_A_PROTOCOL_VERSION 10    /* uint32_t: 1 */

/* attributes of an allowed address, nested in WGPEER_A_ALLOWEDIPS */
#define WGALLOWEDIP_A_UNSPEC    0
#define WGALLOWEDIP_A_FAMILY    1       /* uint16_t: AF_INET, AF_INET6 */
#define WGALLOWEDIP_A_IPADDR    2       /* 4 or 16 bytes */
#define WGALLOWEDIP_A_CIDR_MASK 3       /* uint8_t: prefix length */
#define WGALLOWEDIP_A_FLAGS     4       /* uint32_t: WGALLOWEDIP_F_* */

#endif
