#ifndef LINUXABI_WIRELESS_H
#define LINUXABI_WIRELESS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/wireless.h>: the wireless extensions (wext), the old ioctl(2)
 * interface of wireless devices, still translated by cfg80211: the
 * requests SIOCSIW* and SIOCGIW* on any socket, with a struct
 * linuxabi_iwreq naming the interface; the events IWEV* (and SIOCGIW*)
 * of SIOCGIWSCAN's results and of rtnetlink's IFLA_WIRELESS.  Superseded
 * by nl80211 (<linuxabi/nl80211.h>).  struct linuxabi_iw_point holds a
 * pointer: it and struct linuxabi_iw_event are per ABI
 * (<linuxabi-arch/wireless-point.h>, <linuxabi-arch/wireless-event.h>).
 * The kernel's includes <linux/socket.h> and <linux/if.h>; ours includes
 * <linuxabi/socket.h> for struct linuxabi_sockaddr.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/socket.h>

/* ioctl(2) requests: even numbers set, odd ones get (struct
   linuxabi_iwreq; the payload member in the comment) */
#define SIOCSIWCOMMIT           0x8B00  /* apply what was set */
#define SIOCGIWNAME             0x8B01  /* name: the protocol, "IEEE 802.11" */
#define SIOCSIWNWID             0x8B02  /* nwid: network id, pre-802.11 */
#define SIOCGIWNWID             0x8B03
#define SIOCSIWFREQ             0x8B04  /* freq: channel or frequency */
#define SIOCGIWFREQ             0x8B05
#define SIOCSIWMODE             0x8B06  /* mode: IW_MODE_* */
#define SIOCGIWMODE             0x8B07
#define SIOCSIWSENS             0x8B08  /* sens: sensitivity */
#define SIOCGIWSENS             0x8B09
#define SIOCSIWRANGE            0x8B0A  /* unused */
#define SIOCGIWRANGE            0x8B0B  /* data: struct linuxabi_iw_range */
#define SIOCSIWPRIV             0x8B0C  /* unused */
#define SIOCGIWPRIV             0x8B0D  /* data: struct linuxabi_iw_priv_args[] */
#define SIOCSIWSTATS            0x8B0E  /* unused */
#define SIOCGIWSTATS            0x8B0F  /* data: struct linuxabi_iw_statistics */
#define SIOCSIWSPY              0x8B10  /* data: addresses to watch */
#define SIOCGIWSPY              0x8B11
#define SIOCSIWTHRSPY           0x8B12  /* data: struct linuxabi_iw_thrspy */
#define SIOCGIWTHRSPY           0x8B13
#define SIOCSIWAP               0x8B14  /* ap_addr: the access point */
#define SIOCGIWAP               0x8B15
#define SIOCSIWMLME             0x8B16  /* data: struct linuxabi_iw_mlme */
#define SIOCGIWAPLIST           0x8B17  /* old: access points in range */
#define SIOCSIWSCAN             0x8B18  /* data: struct linuxabi_iw_scan_req */
#define SIOCGIWSCAN             0x8B19  /* data: a stream of events */
#define SIOCSIWESSID            0x8B1A  /* essid: the network's name */
#define SIOCGIWESSID            0x8B1B
#define SIOCSIWNICKN            0x8B1C  /* data: the station's nickname */
#define SIOCGIWNICKN            0x8B1D
#define SIOCSIWRATE             0x8B20  /* bitrate: bit/s */
#define SIOCGIWRATE             0x8B21
#define SIOCSIWRTS              0x8B22  /* rts: RTS/CTS threshold, bytes */
#define SIOCGIWRTS              0x8B23
#define SIOCSIWFRAG             0x8B24  /* frag: fragmentation threshold */
#define SIOCGIWFRAG             0x8B25
#define SIOCSIWTXPOW            0x8B26  /* txpower: IW_TXPOW_* units */
#define SIOCGIWTXPOW            0x8B27
#define SIOCSIWRETRY            0x8B28  /* retry: IW_RETRY_* */
#define SIOCGIWRETRY            0x8B29
#define SIOCSIWENCODE           0x8B2A  /* encoding: a WEP key, IW_ENCODE_* */
#define SIOCGIWENCODE           0x8B2B
#define SIOCSIWPOWER            0x8B2C  /* power: IW_POWER_* */
#define SIOCGIWPOWER            0x8B2D
#define SIOCSIWGENIE            0x8B30  /* data: information elements */
#define SIOCGIWGENIE            0x8B31
#define SIOCSIWAUTH             0x8B32  /* param: IW_AUTH_* index, value */
#define SIOCGIWAUTH             0x8B33
#define SIOCSIWENCODEEXT        0x8B34  /* encoding: struct linuxabi_iw_encode_ext */
#define SIOCGIWENCODEEXT        0x8B35
#define SIOCSIWPMKSA            0x8B36  /* data: struct linuxabi_iw_pmksa */

/* the range of the wireless extensions' requests, and the drivers' own */
#define SIOCIWFIRST             0x8B00
#define SIOCIWLAST              SIOCIWLASTPRIV
#define SIOCIWFIRSTPRIV         0x8BE0
#define SIOCIWLASTPRIV          0x8BFF

/* events only the kernel sends (struct linuxabi_iw_event cmd) */
#define IWEVFIRST               0x8C00
#define IWEVTXDROP              0x8C00  /* addr: a packet dropped */
#define IWEVQUAL                0x8C01  /* qual: of a scan result */
#define IWEVCUSTOM              0x8C02  /* data: the driver's own text */
#define IWEVREGISTERED          0x8C03  /* addr: a station joined (AP) */
#define IWEVEXPIRED             0x8C04  /* addr: a station left (AP) */
#define IWEVGENIE               0x8C05  /* data: information elements */
#define IWEVMICHAELMICFAILURE   0x8C06  /* data: struct
                                           linuxabi_iw_michaelmicfailure */
#define IWEVASSOCREQIE          0x8C07  /* data: association request IEs */
#define IWEVASSOCRESPIE         0x8C08  /* data: association response IEs */
#define IWEVPMKIDCAND           0x8C09  /* data: struct linuxabi_iw_pmkid_cand */

/* SIOCGIWPRIV: struct linuxabi_iw_priv_args set_args and get_args, the
   type of the arguments and their number */
#define IW_PRIV_TYPE_MASK       0x7000
#define IW_PRIV_TYPE_NONE       0x0000
#define IW_PRIV_TYPE_BYTE       0x1000  /* bytes as numbers */
#define IW_PRIV_TYPE_CHAR       0x2000  /* characters */
#define IW_PRIV_TYPE_INT        0x4000  /* 32-bit integers */
#define IW_PRIV_TYPE_FLOAT      0x5000  /* struct linuxabi_iw_freq */
#define IW_PRIV_TYPE_ADDR       0x6000  /* struct linuxabi_sockaddr */
#define IW_PRIV_SIZE_FIXED      0x0800  /* exactly the number */
#define IW_PRIV_SIZE_MASK       0x07FF  /* the number */

/* sizes of struct linuxabi_iw_range's and SIOCGIWSPY's lists */
#define IW_MAX_FREQUENCIES      32
#define IW_MAX_BITRATES         32
#define IW_MAX_TXPOWER          8
#define IW_MAX_SPY              8
#define IW_MAX_AP               64      /* SIOCGIWAPLIST */
#define IW_ESSID_MAX_SIZE       32      /* bytes of a network name */

/* SIOCSIWMODE, SIOCGIWMODE: operating modes */
#define IW_MODE_AUTO            0
#define IW_MODE_ADHOC           1       /* one cell, no access point */
#define IW_MODE_INFRA           2       /* a station of an access point */
#define IW_MODE_MASTER          3       /* an access point */
#define IW_MODE_REPEAT          4       /* a repeater */
#define IW_MODE_SECOND          5       /* a backup master or repeater */
#define IW_MODE_MONITOR         6       /* listens only */
#define IW_MODE_MESH            7       /* an 802.11s mesh point */

/* struct linuxabi_iw_quality updated */
#define IW_QUAL_QUAL_UPDATED    0x01
#define IW_QUAL_LEVEL_UPDATED   0x02
#define IW_QUAL_NOISE_UPDATED   0x04
#define IW_QUAL_ALL_UPDATED     0x07
#define IW_QUAL_DBM             0x08    /* level and noise in dBm */
#define IW_QUAL_QUAL_INVALID    0x10
#define IW_QUAL_LEVEL_INVALID   0x20
#define IW_QUAL_NOISE_INVALID   0x40
#define IW_QUAL_RCPI            0x80    /* level and noise as 802.11k RCPI */
#define IW_QUAL_ALL_INVALID     0x70

/* struct linuxabi_iw_freq flags */
#define IW_FREQ_AUTO            0x00
#define IW_FREQ_FIXED           0x01

/* SIOCSIWENCODE, SIOCGIWENCODE: the key's index and flags in the
   struct linuxabi_iw_point flags */
#define IW_MAX_ENCODING_SIZES   8       /* struct linuxabi_iw_range's list */
#define IW_ENCODING_TOKEN_MAX   64      /* bytes of a key */
#define IW_ENCODE_INDEX         0x00FF  /* the key's index, from 1 */
#define IW_ENCODE_FLAGS         0xFF00
#define IW_ENCODE_MODE          0xF000
#define IW_ENCODE_DISABLED      0x8000
#define IW_ENCODE_ENABLED       0x0000
#define IW_ENCODE_RESTRICTED    0x4000  /* drop unencrypted packets */
#define IW_ENCODE_OPEN          0x2000  /* accept unencrypted packets */
#define IW_ENCODE_NOKEY         0x0800  /* the key is not returned */
#define IW_ENCODE_TEMP          0x0400  /* a temporary key */

/* SIOCSIWPOWER, SIOCGIWPOWER: struct linuxabi_iw_param flags */
#define IW_POWER_ON             0x0000
#define IW_POWER_TYPE           0xF000
#define IW_POWER_PERIOD         0x1000  /* value is a period */
#define IW_POWER_TIMEOUT        0x2000  /* value is a timeout */
#define IW_POWER_MODE           0x0F00
#define IW_POWER_UNICAST_R      0x0100  /* receive unicast only */
#define IW_POWER_MULTICAST_R    0x0200  /* receive multicast only */
#define IW_POWER_ALL_R          0x0300
#define IW_POWER_FORCE_S        0x0400  /* power save for unicast sending */
#define IW_POWER_REPEATER       0x0800  /* repeat broadcasts */
#define IW_POWER_MODIFIER       0x000F
#define IW_POWER_MIN            0x0001
#define IW_POWER_MAX            0x0002
#define IW_POWER_RELATIVE       0x0004  /* not in seconds */

/* SIOCSIWTXPOW, SIOCGIWTXPOW: struct linuxabi_iw_param flags */
#define IW_TXPOW_TYPE           0x00FF
#define IW_TXPOW_DBM            0x0000
#define IW_TXPOW_MWATT          0x0001
#define IW_TXPOW_RELATIVE       0x0002  /* the driver's own units */
#define IW_TXPOW_RANGE          0x1000  /* struct linuxabi_iw_range: min, max */

/* SIOCSIWRETRY, SIOCGIWRETRY: struct linuxabi_iw_param flags */
#define IW_RETRY_ON             0x0000
#define IW_RETRY_TYPE           0xF000
#define IW_RETRY_LIMIT          0x1000  /* value: the most retries */
#define IW_RETRY_LIFETIME       0x2000  /* value: microseconds */
#define IW_RETRY_MODIFIER       0x00FF
#define IW_RETRY_MIN            0x0001
#define IW_RETRY_MAX            0x0002
#define IW_RETRY_RELATIVE       0x0004
#define IW_RETRY_SHORT          0x0010
#define IW_RETRY_LONG           0x0020

/* SIOCSIWSCAN: struct linuxabi_iw_point flags */
#define IW_SCAN_DEFAULT         0x0000
#define IW_SCAN_ALL_ESSID       0x0001
#define IW_SCAN_THIS_ESSID      0x0002
#define IW_SCAN_ALL_FREQ        0x0004
#define IW_SCAN_THIS_FREQ       0x0008
#define IW_SCAN_ALL_MODE        0x0010
#define IW_SCAN_THIS_MODE       0x0020
#define IW_SCAN_ALL_RATE        0x0040
#define IW_SCAN_THIS_RATE       0x0080

/* struct linuxabi_iw_scan_req scan_type */
#define IW_SCAN_TYPE_ACTIVE     0
#define IW_SCAN_TYPE_PASSIVE    1
#define IW_SCAN_MAX_DATA        4096    /* bytes: the old results' limit */

/* struct linuxabi_iw_range scan_capa */
#define IW_SCAN_CAPA_NONE       0x00
#define IW_SCAN_CAPA_ESSID      0x01
#define IW_SCAN_CAPA_BSSID      0x02
#define IW_SCAN_CAPA_CHANNEL    0x04
#define IW_SCAN_CAPA_MODE       0x08
#define IW_SCAN_CAPA_RATE       0x10
#define IW_SCAN_CAPA_TYPE       0x20
#define IW_SCAN_CAPA_TIME       0x40

#define IW_CUSTOM_MAX           256     /* bytes of an IWEVCUSTOM */
#define IW_GENERIC_IE_MAX       1024    /* bytes of SIOCSIWGENIE's IEs */

/* struct linuxabi_iw_mlme cmd */
#define IW_MLME_DEAUTH          0
#define IW_MLME_DISASSOC        1
#define IW_MLME_AUTH            2
#define IW_MLME_ASSOC           3

/* SIOCSIWAUTH, SIOCGIWAUTH: struct linuxabi_iw_param flags, the
   parameter's index and flags */
#define IW_AUTH_INDEX           0x0FFF
#define IW_AUTH_FLAGS           0xF000
#define IW_AUTH_WPA_VERSION             0       /* IW_AUTH_WPA_VERSION_* */
#define IW_AUTH_CIPHER_PAIRWISE         1       /* IW_AUTH_CIPHER_* */
#define IW_AUTH_CIPHER_GROUP            2       /* IW_AUTH_CIPHER_* */
#define IW_AUTH_KEY_MGMT                3       /* IW_AUTH_KEY_MGMT_* */
#define IW_AUTH_TKIP_COUNTERMEASURES    4
#define IW_AUTH_DROP_UNENCRYPTED        5
#define IW_AUTH_80211_AUTH_ALG          6       /* IW_AUTH_ALG_* */
#define IW_AUTH_WPA_ENABLED             7
#define IW_AUTH_RX_UNENCRYPTED_EAPOL    8
#define IW_AUTH_ROAMING_CONTROL         9       /* IW_AUTH_ROAMING_* */
#define IW_AUTH_PRIVACY_INVOKED         10
#define IW_AUTH_CIPHER_GROUP_MGMT       11      /* IW_AUTH_CIPHER_* */
#define IW_AUTH_MFP                     12      /* IW_AUTH_MFP_* */

/* the values of those parameters */
#define IW_AUTH_WPA_VERSION_DISABLED    0x00000001
#define IW_AUTH_WPA_VERSION_WPA         0x00000002
#define IW_AUTH_WPA_VERSION_WPA2        0x00000004
#define IW_AUTH_CIPHER_NONE             0x00000001
#define IW_AUTH_CIPHER_WEP40            0x00000002
#define IW_AUTH_CIPHER_TKIP             0x00000004
#define IW_AUTH_CIPHER_CCMP             0x00000008
#define IW_AUTH_CIPHER_WEP104           0x00000010
#define IW_AUTH_CIPHER_AES_CMAC         0x00000020
#define IW_AUTH_KEY_MGMT_802_1X         1
#define IW_AUTH_KEY_MGMT_PSK            2
#define IW_AUTH_ALG_OPEN_SYSTEM         0x00000001
#define IW_AUTH_ALG_SHARED_KEY          0x00000002
#define IW_AUTH_ALG_LEAP                0x00000004
#define IW_AUTH_ROAMING_ENABLE          0       /* the driver roams */
#define IW_AUTH_ROAMING_DISABLE         1       /* user space roams */
#define IW_AUTH_MFP_DISABLED            0
#define IW_AUTH_MFP_OPTIONAL            1
#define IW_AUTH_MFP_REQUIRED            2

/* SIOCSIWENCODEEXT, SIOCGIWENCODEEXT: struct linuxabi_iw_encode_ext */
#define IW_ENCODE_SEQ_MAX_SIZE          8       /* bytes of tx_seq, rx_seq */
#define IW_ENCODE_ALG_NONE              0       /* alg */
#define IW_ENCODE_ALG_WEP               1
#define IW_ENCODE_ALG_TKIP              2
#define IW_ENCODE_ALG_CCMP              3
#define IW_ENCODE_ALG_PMK               4
#define IW_ENCODE_ALG_AES_CMAC          5
#define IW_ENCODE_EXT_TX_SEQ_VALID      0x00000001      /* ext_flags */
#define IW_ENCODE_EXT_RX_SEQ_VALID      0x00000002
#define IW_ENCODE_EXT_GROUP_KEY         0x00000004
#define IW_ENCODE_EXT_SET_TX_KEY        0x00000008

/* IWEVMICHAELMICFAILURE: struct linuxabi_iw_michaelmicfailure flags */
#define IW_MICFAILURE_KEY_ID            0x00000003      /* the key's id */
#define IW_MICFAILURE_GROUP             0x00000004
#define IW_MICFAILURE_PAIRWISE          0x00000008
#define IW_MICFAILURE_STAKEY            0x00000010
#define IW_MICFAILURE_COUNT             0x00000060      /* 1 or 2 failures */

/* struct linuxabi_iw_range enc_capa */
#define IW_ENC_CAPA_WPA                 0x00000001
#define IW_ENC_CAPA_WPA2                0x00000002
#define IW_ENC_CAPA_CIPHER_TKIP         0x00000004
#define IW_ENC_CAPA_CIPHER_CCMP         0x00000008
#define IW_ENC_CAPA_4WAY_HANDSHAKE      0x00000010

/* struct linuxabi_iw_range event_capa: the events every cfg80211 device
   sends, bits of words 0 and 1 (bit n of the bitmap is request 0x8B00 + n,
   and private ones from bit 0x60) */
#define IW_EVENT_CAPA_K_0       ((1 << 4) | (1 << 6) | (1 << 26))
#define IW_EVENT_CAPA_K_1       (1 << 10)

/* SIOCSIWPMKSA: struct linuxabi_iw_pmksa cmd */
#define IW_PMKSA_ADD            1
#define IW_PMKSA_REMOVE         2
#define IW_PMKSA_FLUSH          3
#define IW_PMKID_LEN            16      /* bytes of a PMKID */

/* IWEVPMKIDCAND: struct linuxabi_iw_pmkid_cand flags */
#define IW_PMKID_CAND_PREAUTH   0x00000001

/* a generic parameter: the payload of most small requests */
struct linuxabi_iw_param {
    int32_t  value;
    uint8_t  fixed;                     /* not automatic */
    uint8_t  disabled;
    uint16_t flags;                     /* the request's own IW_* */
};

/* a frequency (m * 10^e Hz) or, with e 0 and m below 1000, a channel */
struct linuxabi_iw_freq {
    int32_t  m;                         /* mantissa */
    int16_t  e;                         /* exponent */
    uint8_t  i;                         /* index in a list */
    uint8_t  flags;                     /* IW_FREQ_* */
};

/* a link's quality */
struct linuxabi_iw_quality {
    uint8_t  qual;
    uint8_t  level;                     /* signal */
    uint8_t  noise;
    uint8_t  updated;                   /* IW_QUAL_* */
};

/* struct linuxabi_iw_statistics: packets lost, by cause */
struct linuxabi_iw_discarded {
    uint32_t nwid;
    uint32_t code;
    uint32_t fragment;
    uint32_t retries;
    uint32_t misc;
};

struct linuxabi_iw_missed {
    uint32_t beacon;
};

/* SIOCSIWTHRSPY, SIOCGIWTHRSPY */
struct linuxabi_iw_thrspy {
    struct linuxabi_sockaddr   addr;
    struct linuxabi_iw_quality qual;
    struct linuxabi_iw_quality low;     /* thresholds */
    struct linuxabi_iw_quality high;
};

/* SIOCSIWSCAN's options (with IW_SCAN_THIS_* flags) */
struct linuxabi_iw_scan_req {
    uint8_t  scan_type;                 /* IW_SCAN_TYPE_* */
    uint8_t  essid_len;
    uint8_t  num_channels;              /* entries of channel_list */
    uint8_t  flags;                     /* zero */
    struct linuxabi_sockaddr bssid;     /* all ff: any */
    uint8_t  essid[32];                 /* IW_ESSID_MAX_SIZE */
    uint32_t min_channel_time;          /* time units (1024 us) */
    uint32_t max_channel_time;
    struct linuxabi_iw_freq channel_list[32]; /* IW_MAX_FREQUENCIES */
};

/* SIOCSIWENCODEEXT, SIOCGIWENCODEEXT: this, then key_len bytes of key */
struct linuxabi_iw_encode_ext {
    uint32_t ext_flags;                 /* IW_ENCODE_EXT_* */
    uint8_t  tx_seq[8];                 /* IW_ENCODE_SEQ_MAX_SIZE, LSB
                                           first */
    uint8_t  rx_seq[8];
    struct linuxabi_sockaddr addr;      /* all ff: a group key */
    uint16_t alg;                       /* IW_ENCODE_ALG_* */
    uint16_t key_len;
};

/* SIOCSIWMLME */
struct linuxabi_iw_mlme {
    uint16_t cmd;                       /* IW_MLME_* */
    uint16_t reason_code;
    struct linuxabi_sockaddr addr;
};

/* SIOCSIWPMKSA */
struct linuxabi_iw_pmksa {
    uint32_t cmd;                       /* IW_PMKSA_* */
    struct linuxabi_sockaddr bssid;
    uint8_t  pmkid[16];                 /* IW_PMKID_LEN */
};

/* IWEVMICHAELMICFAILURE */
struct linuxabi_iw_michaelmicfailure {
    uint32_t flags;                     /* IW_MICFAILURE_* */
    struct linuxabi_sockaddr src_addr;
    uint8_t  tsc[8];                    /* IW_ENCODE_SEQ_MAX_SIZE */
};

/* IWEVPMKIDCAND */
struct linuxabi_iw_pmkid_cand {
    uint32_t flags;                     /* IW_PMKID_CAND_* */
    uint32_t index;                     /* lower: preferred */
    struct linuxabi_sockaddr bssid;
};

/* SIOCGIWSTATS, /proc/net/wireless */
struct linuxabi_iw_statistics {
    uint16_t status;                    /* the driver's own */
    struct linuxabi_iw_quality   qual;
    struct linuxabi_iw_discarded discard;
    struct linuxabi_iw_missed    miss;
};

/* struct linuxabi_iw_point (a pointer: per ABI) */
#include <linuxabi-arch/wireless-point.h>

/* the payload of a request, 16 bytes on every ABI (its alignment is
   the pointer's) */
union linuxabi_iwreq_data {
    char     name[16];                  /* IFNAMSIZ: SIOCGIWNAME */
    struct linuxabi_iw_point   essid;
    struct linuxabi_iw_param   nwid;
    struct linuxabi_iw_freq    freq;
    struct linuxabi_iw_param   sens;
    struct linuxabi_iw_param   bitrate;
    struct linuxabi_iw_param   txpower;
    struct linuxabi_iw_param   rts;
    struct linuxabi_iw_param   frag;
    uint32_t mode;                      /* IW_MODE_* */
    struct linuxabi_iw_param   retry;
    struct linuxabi_iw_point   encoding;
    struct linuxabi_iw_param   power;
    struct linuxabi_iw_quality qual;
    struct linuxabi_sockaddr   ap_addr;
    struct linuxabi_sockaddr   addr;
    struct linuxabi_iw_param   param;
    struct linuxabi_iw_point   data;
};

/* the argument of every SIOCSIW* and SIOCGIW* request; the kernel's
   one-member union of the name is ifr_ifrn here too */
union linuxabi_iwreq_ifrn {
    char ifrn_name[16];                 /* IFNAMSIZ: the interface */
};

struct linuxabi_iwreq {
    union linuxabi_iwreq_ifrn ifr_ifrn;
    union linuxabi_iwreq_data u;
};

/* SIOCGIWRANGE: what the device can do (IW_MAX_* lists) */
struct linuxabi_iw_range {
    uint32_t throughput;                /* bit/s */
    uint32_t min_nwid;
    uint32_t max_nwid;
    uint16_t old_num_channels;
    uint8_t  old_num_frequency;
    uint8_t  scan_capa;                 /* IW_SCAN_CAPA_* */
    uint32_t event_capa[6];             /* IW_EVENT_CAPA_K_0 .. */
    int32_t  sensitivity;
    struct linuxabi_iw_quality max_qual;
    struct linuxabi_iw_quality avg_qual;
    uint8_t  num_bitrates;
    int32_t  bitrate[32];               /* IW_MAX_BITRATES */
    int32_t  min_rts;
    int32_t  max_rts;
    int32_t  min_frag;
    int32_t  max_frag;
    int32_t  min_pmp;                   /* power save period */
    int32_t  max_pmp;
    int32_t  min_pmt;                   /* power save timeout */
    int32_t  max_pmt;
    uint16_t pmp_flags;                 /* IW_POWER_* */
    uint16_t pmt_flags;
    uint16_t pm_capa;
    uint16_t encoding_size[8];          /* IW_MAX_ENCODING_SIZES */
    uint8_t  num_encoding_sizes;
    uint8_t  max_encoding_tokens;
    uint8_t  encoding_login_index;
    uint16_t txpower_capa;              /* IW_TXPOW_* */
    uint8_t  num_txpower;
    int32_t  txpower[8];                /* IW_MAX_TXPOWER */
    uint8_t  we_version_compiled;       /* the kernel's WIRELESS_EXT */
    uint8_t  we_version_source;
    uint16_t retry_capa;                /* IW_RETRY_* */
    uint16_t retry_flags;
    uint16_t r_time_flags;
    int32_t  min_retry;
    int32_t  max_retry;
    int32_t  min_r_time;
    int32_t  max_r_time;
    uint16_t num_channels;
    uint8_t  num_frequency;
    struct linuxabi_iw_freq freq[32];   /* IW_MAX_FREQUENCIES */
    uint32_t enc_capa;                  /* IW_ENC_CAPA_* */
};

/* SIOCGIWPRIV: one of the driver's private requests */
struct linuxabi_iw_priv_args {
    uint32_t cmd;                       /* SIOCIWFIRSTPRIV .. */
    uint16_t set_args;                  /* IW_PRIV_TYPE_*, IW_PRIV_SIZE_* */
    uint16_t get_args;
    char     name[16];                  /* IFNAMSIZ */
};

/* struct linuxabi_iw_event (per ABI) */
#include <linuxabi-arch/wireless-event.h>

/* lengths of events in a stream (SIOCGIWSCAN's results, IFLA_WIRELESS):
   packed, the same on every ABI; a pointer's payload drops the pointer */
#define IW_EV_LCP_PK_LEN        (4)
#define IW_EV_CHAR_PK_LEN       (IW_EV_LCP_PK_LEN + 16)
#define IW_EV_UINT_PK_LEN       (IW_EV_LCP_PK_LEN + sizeof(uint32_t))
#define IW_EV_FREQ_PK_LEN       (IW_EV_LCP_PK_LEN + \
                                 sizeof(struct linuxabi_iw_freq))
#define IW_EV_PARAM_PK_LEN      (IW_EV_LCP_PK_LEN + \
                                 sizeof(struct linuxabi_iw_param))
#define IW_EV_ADDR_PK_LEN       (IW_EV_LCP_PK_LEN + \
                                 sizeof(struct linuxabi_sockaddr))
#define IW_EV_QUAL_PK_LEN       (IW_EV_LCP_PK_LEN + \
                                 sizeof(struct linuxabi_iw_quality))
#define IW_EV_POINT_PK_LEN      (IW_EV_LCP_PK_LEN + 4)

#endif
