#ifndef LINUXABI_NL80211_H
#define LINUXABI_NL80211_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/nl80211.h>: cfg80211, the configuration of wireless (802.11)
 * devices over generic netlink (<linuxabi/genetlink.h>): the family
 * named "nl80211" (the kernel's NL80211_GENL_NAME, a string, not defined
 * here; so are the names of its multicast groups "config", "scan",
 * "regulatory", "mlme", "vendor", "nan" and "testmode"), version 1,
 * whose id CTRL_CMD_GETFAMILY gives.  A request is a genlmsghdr with an
 * NL80211_CMD_* and NL80211_ATTR_* attributes, many of them nests of
 * their own attribute types, listed below nest by nest; the kernel's
 * enumerators are macros here.  Only values and structs of fixed-width
 * members: the same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* sizes and limits of attribute payloads */
#define NL80211_WIPHY_NAME_MAXLEN               64      /* bytes of a wiphy
                                                           name with its NUL */
#define NL80211_MAX_SUPP_RATES                  32      /* legacy rates */
#define NL80211_MAX_SUPP_HT_RATES               77      /* HT MCS indexes */
#define NL80211_TKIP_DATA_OFFSET_ENCR_KEY       0       /* offsets in a TKIP
                                                           key's data */
#define NL80211_TKIP_DATA_OFFSET_TX_MIC_KEY     16
#define NL80211_TKIP_DATA_OFFSET_RX_MIC_KEY     24
#define NL80211_HT_CAPABILITY_LEN               26      /* bytes of the
                                                           capability elements */
#define NL80211_VHT_CAPABILITY_LEN              12
#define NL80211_HE_MIN_CAPABILITY_LEN           16
#define NL80211_EHT_MIN_CAPABILITY_LEN          13
#define NL80211_MAX_NR_CIPHER_SUITES            5       /* pairwise ciphers of
                                                           a connect request */
#define NL80211_MAX_NR_AKM_SUITES               2       /* AKM suites of one,
                                                           old limit */
#define NL80211_MIN_REMAIN_ON_CHANNEL_TIME      10      /* milliseconds */
#define NL80211_SCAN_RSSI_THOLD_OFF             (-300)  /* no RSSI threshold */
#define NL80211_CQM_TXE_MAX_INTVL               1800    /* seconds */
#define NL80211_EDMG_BW_CONFIG_MIN              4       /* range of an EDMG
                                                           bandwidth config */
#define NL80211_EDMG_BW_CONFIG_MAX              15
#define NL80211_EDMG_CHANNELS_MIN               1       /* EDMG channel bits */
#define NL80211_EDMG_CHANNELS_MAX               0x3c
#define NL80211_KCK_LEN                         16      /* bytes of rekey
                                                           keys and counter */
#define NL80211_KEK_LEN                         16
#define NL80211_KCK_EXT_LEN                     24
#define NL80211_KEK_EXT_LEN                     32
#define NL80211_KCK_EXT_LEN_32                  32
#define NL80211_REPLAY_CTR_LEN                  8
#define NL80211_CRIT_PROTO_MAX_DURATION         5000    /* milliseconds */
#define NL80211_VENDOR_ID_IS_LINUX              0x80000000 /* vendor_id bit:
                                                           not an OUI */
#define NL80211_NAN_FUNC_SERVICE_ID_LEN         6       /* bytes */
#define NL80211_NAN_FUNC_SERVICE_SPEC_INFO_MAX_LEN 0xff
#define NL80211_NAN_FUNC_SRF_MAX_LEN            0xff
#define NL80211_FILS_DISCOVERY_TMPL_MIN_LEN     42      /* bytes */
#define NL80211_NAN_SCHED_NOT_AVAIL_SLOT        0xff    /* a slot no map has */

/* NL80211_ATTR_STA_FLAGS2: bits (1 << NL80211_STA_FLAG_*) to change, and
   their new values; packed in the kernel, only ever read from an
   attribute's bytes */
struct linuxabi_nl80211_sta_flag_update {
	uint32_t mask;
	uint32_t set;
};

/* NL80211_TXRATE_VHT, _HE, _EHT: a bitmap of MCS indexes per spatial
   stream */
#define NL80211_VHT_NSS_MAX                     8
#define NL80211_HE_NSS_MAX                      8
#define NL80211_EHT_NSS_MAX                     16
struct linuxabi_nl80211_txrate_vht {
	uint16_t mcs[8];                /* NL80211_VHT_NSS_MAX */
};
struct linuxabi_nl80211_txrate_he {
	uint16_t mcs[8];                /* NL80211_HE_NSS_MAX */
};
struct linuxabi_nl80211_txrate_eht {
	uint16_t mcs[16];               /* NL80211_EHT_NSS_MAX */
};

/* the packet patterns a device can match (NL80211_WOWLAN_TRIG_PKT_PATTERN
   of NL80211_ATTR_WOWLAN_TRIGGERS_SUPPORTED, and in coalesce rules);
   packed in the kernel, alignment 1, the same offsets */
struct linuxabi_nl80211_pattern_support {
	uint32_t max_patterns;
	uint32_t min_pattern_len;
	uint32_t max_pattern_len;
	uint32_t max_pkt_offset;
};

/* wake-on-WLAN over TCP: NL80211_WOWLAN_TCP_DATA_PAYLOAD_SEQ */
struct linuxabi_nl80211_wowlan_tcp_data_seq {
	uint32_t start;
	uint32_t offset;
	uint32_t len;
};

/* NL80211_WOWLAN_TCP_DATA_PAYLOAD_TOKEN: this, then the token bytes */
struct linuxabi_nl80211_wowlan_tcp_data_token {
	uint32_t offset;
	uint32_t len;
};

/* NL80211_WOWLAN_TCP_DATA_PAYLOAD_TOKEN in the supported triggers */
struct linuxabi_nl80211_wowlan_tcp_data_token_feature {
	uint32_t min_len;
	uint32_t max_len;
	uint32_t bufsize;
};

/* NL80211_ATTR_COALESCE_RULE in a wiphy dump; packed in the kernel,
   alignment 1, the same offsets */
struct linuxabi_nl80211_coalesce_rule_support {
	uint32_t max_rules;
	struct linuxabi_nl80211_pattern_support pat;
	uint32_t max_delay;
};

/* NL80211_ATTR_VENDOR_DATA of a wiphy: one vendor command or event */
struct linuxabi_nl80211_vendor_cmd_info {
	uint32_t vendor_id;             /* OUI, or NL80211_VENDOR_ID_IS_LINUX */
	uint32_t subcmd;
};

/* NL80211_BSS_SELECT_ATTR_BAND_PREF's RSSI adjustment */
struct linuxabi_nl80211_bss_select_rssi_adjust {
	uint8_t band;                   /* NL80211_BAND_* */
	int8_t delta;                   /* dB */
};

/* commands (genlmsghdr cmd); the kernel answers GET_* with NEW_*,
   announces changes to the multicast groups with NEW_*, DEL_* and the
   events below */
#define NL80211_CMD_UNSPEC                      0
#define NL80211_CMD_GET_WIPHY                   1
#define NL80211_CMD_SET_WIPHY                   2
#define NL80211_CMD_NEW_WIPHY                   3
#define NL80211_CMD_DEL_WIPHY                   4
#define NL80211_CMD_GET_INTERFACE               5
#define NL80211_CMD_SET_INTERFACE               6
#define NL80211_CMD_NEW_INTERFACE               7
#define NL80211_CMD_DEL_INTERFACE               8
#define NL80211_CMD_GET_KEY                     9
#define NL80211_CMD_SET_KEY                     10
#define NL80211_CMD_NEW_KEY                     11
#define NL80211_CMD_DEL_KEY                     12
#define NL80211_CMD_GET_BEACON                  13
#define NL80211_CMD_SET_BEACON                  14
#define NL80211_CMD_START_AP                    15
#define NL80211_CMD_NEW_BEACON                  NL80211_CMD_START_AP
#define NL80211_CMD_STOP_AP                     16
#define NL80211_CMD_DEL_BEACON                  NL80211_CMD_STOP_AP
#define NL80211_CMD_GET_STATION                 17
#define NL80211_CMD_SET_STATION                 18
#define NL80211_CMD_NEW_STATION                 19
#define NL80211_CMD_DEL_STATION                 20
#define NL80211_CMD_GET_MPATH                   21
#define NL80211_CMD_SET_MPATH                   22
#define NL80211_CMD_NEW_MPATH                   23
#define NL80211_CMD_DEL_MPATH                   24
#define NL80211_CMD_SET_BSS                     25
#define NL80211_CMD_SET_REG                     26
#define NL80211_CMD_REQ_SET_REG                 27
#define NL80211_CMD_GET_MESH_CONFIG             28
#define NL80211_CMD_SET_MESH_CONFIG             29
#define NL80211_CMD_SET_MGMT_EXTRA_IE           30
#define NL80211_CMD_GET_REG                     31
#define NL80211_CMD_GET_SCAN                    32
#define NL80211_CMD_TRIGGER_SCAN                33
#define NL80211_CMD_NEW_SCAN_RESULTS            34
#define NL80211_CMD_SCAN_ABORTED                35
#define NL80211_CMD_REG_CHANGE                  36
#define NL80211_CMD_AUTHENTICATE                37
#define NL80211_CMD_ASSOCIATE                   38
#define NL80211_CMD_DEAUTHENTICATE              39
#define NL80211_CMD_DISASSOCIATE                40
#define NL80211_CMD_MICHAEL_MIC_FAILURE         41
#define NL80211_CMD_REG_BEACON_HINT             42
#define NL80211_CMD_JOIN_IBSS                   43
#define NL80211_CMD_LEAVE_IBSS                  44
#define NL80211_CMD_TESTMODE                    45
#define NL80211_CMD_CONNECT                     46
#define NL80211_CMD_ROAM                        47
#define NL80211_CMD_DISCONNECT                  48
#define NL80211_CMD_SET_WIPHY_NETNS             49
#define NL80211_CMD_GET_SURVEY                  50
#define NL80211_CMD_NEW_SURVEY_RESULTS          51
#define NL80211_CMD_SET_PMKSA                   52
#define NL80211_CMD_DEL_PMKSA                   53
#define NL80211_CMD_FLUSH_PMKSA                 54
#define NL80211_CMD_REMAIN_ON_CHANNEL           55
#define NL80211_CMD_CANCEL_REMAIN_ON_CHANNEL    56
#define NL80211_CMD_SET_TX_BITRATE_MASK         57
#define NL80211_CMD_REGISTER_FRAME              58
#define NL80211_CMD_REGISTER_ACTION             NL80211_CMD_REGISTER_FRAME
#define NL80211_CMD_FRAME                       59
#define NL80211_CMD_ACTION                      NL80211_CMD_FRAME
#define NL80211_CMD_FRAME_TX_STATUS             60
#define NL80211_CMD_ACTION_TX_STATUS            NL80211_CMD_FRAME_TX_STATUS
#define NL80211_CMD_SET_POWER_SAVE              61
#define NL80211_CMD_GET_POWER_SAVE              62
#define NL80211_CMD_SET_CQM                     63
#define NL80211_CMD_NOTIFY_CQM                  64
#define NL80211_CMD_SET_CHANNEL                 65
#define NL80211_CMD_SET_WDS_PEER                66
#define NL80211_CMD_FRAME_WAIT_CANCEL           67
#define NL80211_CMD_JOIN_MESH                   68
#define NL80211_CMD_LEAVE_MESH                  69
#define NL80211_CMD_UNPROT_DEAUTHENTICATE       70
#define NL80211_CMD_UNPROT_DISASSOCIATE         71
#define NL80211_CMD_NEW_PEER_CANDIDATE          72
#define NL80211_CMD_GET_WOWLAN                  73
#define NL80211_CMD_SET_WOWLAN                  74
#define NL80211_CMD_START_SCHED_SCAN            75
#define NL80211_CMD_STOP_SCHED_SCAN             76
#define NL80211_CMD_SCHED_SCAN_RESULTS          77
#define NL80211_CMD_SCHED_SCAN_STOPPED          78
#define NL80211_CMD_SET_REKEY_OFFLOAD           79
#define NL80211_CMD_PMKSA_CANDIDATE             80
#define NL80211_CMD_TDLS_OPER                   81
#define NL80211_CMD_TDLS_MGMT                   82
#define NL80211_CMD_UNEXPECTED_FRAME            83
#define NL80211_CMD_PROBE_CLIENT                84
#define NL80211_CMD_REGISTER_BEACONS            85
#define NL80211_CMD_UNEXPECTED_4ADDR_FRAME      86
#define NL80211_CMD_SET_NOACK_MAP               87
#define NL80211_CMD_CH_SWITCH_NOTIFY            88
#define NL80211_CMD_START_P2P_DEVICE            89
#define NL80211_CMD_STOP_P2P_DEVICE             90
#define NL80211_CMD_CONN_FAILED                 91
#define NL80211_CMD_SET_MCAST_RATE              92
#define NL80211_CMD_SET_MAC_ACL                 93
#define NL80211_CMD_RADAR_DETECT                94
#define NL80211_CMD_GET_PROTOCOL_FEATURES       95
#define NL80211_CMD_UPDATE_FT_IES               96
#define NL80211_CMD_FT_EVENT                    97
#define NL80211_CMD_CRIT_PROTOCOL_START         98
#define NL80211_CMD_CRIT_PROTOCOL_STOP          99
#define NL80211_CMD_GET_COALESCE                100
#define NL80211_CMD_SET_COALESCE                101
#define NL80211_CMD_CHANNEL_SWITCH              102
#define NL80211_CMD_VENDOR                      103
#define NL80211_CMD_SET_QOS_MAP                 104
#define NL80211_CMD_ADD_TX_TS                   105
#define NL80211_CMD_DEL_TX_TS                   106
#define NL80211_CMD_GET_MPP                     107
#define NL80211_CMD_JOIN_OCB                    108
#define NL80211_CMD_LEAVE_OCB                   109
#define NL80211_CMD_CH_SWITCH_STARTED_NOTIFY    110
#define NL80211_CMD_TDLS_CHANNEL_SWITCH         111
#define NL80211_CMD_TDLS_CANCEL_CHANNEL_SWITCH  112
#define NL80211_CMD_WIPHY_REG_CHANGE            113
#define NL80211_CMD_ABORT_SCAN                  114
#define NL80211_CMD_START_NAN                   115
#define NL80211_CMD_STOP_NAN                    116
#define NL80211_CMD_ADD_NAN_FUNCTION            117
#define NL80211_CMD_DEL_NAN_FUNCTION            118
#define NL80211_CMD_CHANGE_NAN_CONFIG           119
#define NL80211_CMD_NAN_MATCH                   120
#define NL80211_CMD_SET_MULTICAST_TO_UNICAST    121
#define NL80211_CMD_UPDATE_CONNECT_PARAMS       122
#define NL80211_CMD_SET_PMK                     123
#define NL80211_CMD_DEL_PMK                     124
#define NL80211_CMD_PORT_AUTHORIZED             125
#define NL80211_CMD_RELOAD_REGDB                126
#define NL80211_CMD_EXTERNAL_AUTH               127
#define NL80211_CMD_STA_OPMODE_CHANGED          128
#define NL80211_CMD_CONTROL_PORT_FRAME          129
#define NL80211_CMD_GET_FTM_RESPONDER_STATS     130
#define NL80211_CMD_PEER_MEASUREMENT_START      131
#define NL80211_CMD_PEER_MEASUREMENT_RESULT     132
#define NL80211_CMD_PEER_MEASUREMENT_COMPLETE   133
#define NL80211_CMD_NOTIFY_RADAR                134
#define NL80211_CMD_UPDATE_OWE_INFO             135
#define NL80211_CMD_PROBE_MESH_LINK             136
#define NL80211_CMD_SET_TID_CONFIG              137
#define NL80211_CMD_UNPROT_BEACON               138
#define NL80211_CMD_CONTROL_PORT_FRAME_TX_STATUS 139
#define NL80211_CMD_SET_SAR_SPECS               140
#define NL80211_CMD_OBSS_COLOR_COLLISION        141
#define NL80211_CMD_COLOR_CHANGE_REQUEST        142
#define NL80211_CMD_COLOR_CHANGE_STARTED        143
#define NL80211_CMD_COLOR_CHANGE_ABORTED        144
#define NL80211_CMD_COLOR_CHANGE_COMPLETED      145
#define NL80211_CMD_SET_FILS_AAD                146
#define NL80211_CMD_ASSOC_COMEBACK              147
#define NL80211_CMD_ADD_LINK                    148
#define NL80211_CMD_REMOVE_LINK                 149
#define NL80211_CMD_ADD_LINK_STA                150
#define NL80211_CMD_MODIFY_LINK_STA             151
#define NL80211_CMD_REMOVE_LINK_STA             152
#define NL80211_CMD_SET_HW_TIMESTAMP            153
#define NL80211_CMD_LINKS_REMOVED               154
#define NL80211_CMD_SET_TID_TO_LINK_MAPPING     155
#define NL80211_CMD_ASSOC_MLO_RECONF            156
#define NL80211_CMD_EPCS_CFG                    157
#define NL80211_CMD_NAN_NEXT_DW_NOTIFICATION    158
#define NL80211_CMD_NAN_CLUSTER_JOINED          159
#define NL80211_CMD_INCUMBENT_SIGNAL_DETECT     160
#define NL80211_CMD_NAN_SET_LOCAL_SCHED         161
#define NL80211_CMD_NAN_SCHED_UPDATE_DONE       162
#define NL80211_CMD_NAN_SET_PEER_SCHED          163
#define NL80211_CMD_NAN_ULW_UPDATE              164
#define NL80211_CMD_NAN_CHANNEL_EVAC            165
#define NL80211_CMD_START_PD                    166
#define NL80211_CMD_STOP_PD                     167
/* older names of the above */
#define NL80211_CMD_GET_MESH_PARAMS             NL80211_CMD_GET_MESH_CONFIG
#define NL80211_CMD_SET_MESH_PARAMS             NL80211_CMD_SET_MESH_CONFIG

/* attribute types of a message of the family (NL80211_ATTR_*): the top
   level of every message */
#define NL80211_ATTR_UNSPEC                     0
#define NL80211_ATTR_WIPHY                      1
#define NL80211_ATTR_WIPHY_NAME                 2
#define NL80211_ATTR_IFINDEX                    3
#define NL80211_ATTR_IFNAME                     4
#define NL80211_ATTR_IFTYPE                     5
#define NL80211_ATTR_MAC                        6
#define NL80211_ATTR_KEY_DATA                   7
#define NL80211_ATTR_KEY_IDX                    8
#define NL80211_ATTR_KEY_CIPHER                 9
#define NL80211_ATTR_KEY_SEQ                    10
#define NL80211_ATTR_KEY_DEFAULT                11
#define NL80211_ATTR_BEACON_INTERVAL            12
#define NL80211_ATTR_DTIM_PERIOD                13
#define NL80211_ATTR_BEACON_HEAD                14
#define NL80211_ATTR_BEACON_TAIL                15
#define NL80211_ATTR_STA_AID                    16
#define NL80211_ATTR_STA_FLAGS                  17
#define NL80211_ATTR_STA_LISTEN_INTERVAL        18
#define NL80211_ATTR_STA_SUPPORTED_RATES        19
#define NL80211_ATTR_STA_VLAN                   20
#define NL80211_ATTR_STA_INFO                   21
#define NL80211_ATTR_WIPHY_BANDS                22
#define NL80211_ATTR_MNTR_FLAGS                 23
#define NL80211_ATTR_MESH_ID                    24
#define NL80211_ATTR_STA_PLINK_ACTION           25
#define NL80211_ATTR_MPATH_NEXT_HOP             26
#define NL80211_ATTR_MPATH_INFO                 27
#define NL80211_ATTR_BSS_CTS_PROT               28
#define NL80211_ATTR_BSS_SHORT_PREAMBLE         29
#define NL80211_ATTR_BSS_SHORT_SLOT_TIME        30
#define NL80211_ATTR_HT_CAPABILITY              31
#define NL80211_ATTR_SUPPORTED_IFTYPES          32
#define NL80211_ATTR_REG_ALPHA2                 33
#define NL80211_ATTR_REG_RULES                  34
#define NL80211_ATTR_MESH_CONFIG                35
#define NL80211_ATTR_BSS_BASIC_RATES            36
#define NL80211_ATTR_WIPHY_TXQ_PARAMS           37
#define NL80211_ATTR_WIPHY_FREQ                 38
#define NL80211_ATTR_WIPHY_CHANNEL_TYPE         39
#define NL80211_ATTR_KEY_DEFAULT_MGMT           40
#define NL80211_ATTR_MGMT_SUBTYPE               41
#define NL80211_ATTR_IE                         42
#define NL80211_ATTR_MAX_NUM_SCAN_SSIDS         43
#define NL80211_ATTR_SCAN_FREQUENCIES           44
#define NL80211_ATTR_SCAN_SSIDS                 45
#define NL80211_ATTR_GENERATION                 46
#define NL80211_ATTR_BSS                        47
#define NL80211_ATTR_REG_INITIATOR              48
#define NL80211_ATTR_REG_TYPE                   49
#define NL80211_ATTR_SUPPORTED_COMMANDS         50
#define NL80211_ATTR_FRAME                      51
#define NL80211_ATTR_SSID                       52
#define NL80211_ATTR_AUTH_TYPE                  53
#define NL80211_ATTR_REASON_CODE                54
#define NL80211_ATTR_KEY_TYPE                   55
#define NL80211_ATTR_MAX_SCAN_IE_LEN            56
#define NL80211_ATTR_CIPHER_SUITES              57
#define NL80211_ATTR_FREQ_BEFORE                58
#define NL80211_ATTR_FREQ_AFTER                 59
#define NL80211_ATTR_FREQ_FIXED                 60
#define NL80211_ATTR_WIPHY_RETRY_SHORT          61
#define NL80211_ATTR_WIPHY_RETRY_LONG           62
#define NL80211_ATTR_WIPHY_FRAG_THRESHOLD       63
#define NL80211_ATTR_WIPHY_RTS_THRESHOLD        64
#define NL80211_ATTR_TIMED_OUT                  65
#define NL80211_ATTR_USE_MFP                    66
#define NL80211_ATTR_STA_FLAGS2                 67
#define NL80211_ATTR_CONTROL_PORT               68
#define NL80211_ATTR_TESTDATA                   69
#define NL80211_ATTR_PRIVACY                    70
#define NL80211_ATTR_DISCONNECTED_BY_AP         71
#define NL80211_ATTR_STATUS_CODE                72
#define NL80211_ATTR_CIPHER_SUITES_PAIRWISE     73
#define NL80211_ATTR_CIPHER_SUITE_GROUP         74
#define NL80211_ATTR_WPA_VERSIONS               75
#define NL80211_ATTR_AKM_SUITES                 76
#define NL80211_ATTR_REQ_IE                     77
#define NL80211_ATTR_RESP_IE                    78
#define NL80211_ATTR_PREV_BSSID                 79
#define NL80211_ATTR_KEY                        80
#define NL80211_ATTR_KEYS                       81
#define NL80211_ATTR_PID                        82
#define NL80211_ATTR_4ADDR                      83
#define NL80211_ATTR_SURVEY_INFO                84
#define NL80211_ATTR_PMKID                      85
#define NL80211_ATTR_MAX_NUM_PMKIDS             86
#define NL80211_ATTR_DURATION                   87
#define NL80211_ATTR_COOKIE                     88
#define NL80211_ATTR_WIPHY_COVERAGE_CLASS       89
#define NL80211_ATTR_TX_RATES                   90
#define NL80211_ATTR_FRAME_MATCH                91
#define NL80211_ATTR_ACK                        92
#define NL80211_ATTR_PS_STATE                   93
#define NL80211_ATTR_CQM                        94
#define NL80211_ATTR_LOCAL_STATE_CHANGE         95
#define NL80211_ATTR_AP_ISOLATE                 96
#define NL80211_ATTR_WIPHY_TX_POWER_SETTING     97
#define NL80211_ATTR_WIPHY_TX_POWER_LEVEL       98
#define NL80211_ATTR_TX_FRAME_TYPES             99
#define NL80211_ATTR_RX_FRAME_TYPES             100
#define NL80211_ATTR_FRAME_TYPE                 101
#define NL80211_ATTR_CONTROL_PORT_ETHERTYPE     102
#define NL80211_ATTR_CONTROL_PORT_NO_ENCRYPT    103
#define NL80211_ATTR_SUPPORT_IBSS_RSN           104
#define NL80211_ATTR_WIPHY_ANTENNA_TX           105
#define NL80211_ATTR_WIPHY_ANTENNA_RX           106
#define NL80211_ATTR_MCAST_RATE                 107
#define NL80211_ATTR_OFFCHANNEL_TX_OK           108
#define NL80211_ATTR_BSS_HT_OPMODE              109
#define NL80211_ATTR_KEY_DEFAULT_TYPES          110
#define NL80211_ATTR_MAX_REMAIN_ON_CHANNEL_DURATION 111
#define NL80211_ATTR_MESH_SETUP                 112
#define NL80211_ATTR_WIPHY_ANTENNA_AVAIL_TX     113
#define NL80211_ATTR_WIPHY_ANTENNA_AVAIL_RX     114
#define NL80211_ATTR_SUPPORT_MESH_AUTH          115
#define NL80211_ATTR_STA_PLINK_STATE            116
#define NL80211_ATTR_WOWLAN_TRIGGERS            117
#define NL80211_ATTR_WOWLAN_TRIGGERS_SUPPORTED  118
#define NL80211_ATTR_SCHED_SCAN_INTERVAL        119
#define NL80211_ATTR_INTERFACE_COMBINATIONS     120
#define NL80211_ATTR_SOFTWARE_IFTYPES           121
#define NL80211_ATTR_REKEY_DATA                 122
#define NL80211_ATTR_MAX_NUM_SCHED_SCAN_SSIDS   123
#define NL80211_ATTR_MAX_SCHED_SCAN_IE_LEN      124
#define NL80211_ATTR_SCAN_SUPP_RATES            125
#define NL80211_ATTR_HIDDEN_SSID                126
#define NL80211_ATTR_IE_PROBE_RESP              127
#define NL80211_ATTR_IE_ASSOC_RESP              128
#define NL80211_ATTR_STA_WME                    129
#define NL80211_ATTR_SUPPORT_AP_UAPSD           130
#define NL80211_ATTR_ROAM_SUPPORT               131
#define NL80211_ATTR_SCHED_SCAN_MATCH           132
#define NL80211_ATTR_MAX_MATCH_SETS             133
#define NL80211_ATTR_PMKSA_CANDIDATE            134
#define NL80211_ATTR_TX_NO_CCK_RATE             135
#define NL80211_ATTR_TDLS_ACTION                136
#define NL80211_ATTR_TDLS_DIALOG_TOKEN          137
#define NL80211_ATTR_TDLS_OPERATION             138
#define NL80211_ATTR_TDLS_SUPPORT               139
#define NL80211_ATTR_TDLS_EXTERNAL_SETUP        140
#define NL80211_ATTR_DEVICE_AP_SME              141
#define NL80211_ATTR_DONT_WAIT_FOR_ACK          142
#define NL80211_ATTR_FEATURE_FLAGS              143
#define NL80211_ATTR_PROBE_RESP_OFFLOAD         144
#define NL80211_ATTR_PROBE_RESP                 145
#define NL80211_ATTR_DFS_REGION                 146
#define NL80211_ATTR_DISABLE_HT                 147
#define NL80211_ATTR_HT_CAPABILITY_MASK         148
#define NL80211_ATTR_NOACK_MAP                  149
#define NL80211_ATTR_INACTIVITY_TIMEOUT         150
#define NL80211_ATTR_RX_SIGNAL_DBM              151
#define NL80211_ATTR_BG_SCAN_PERIOD             152
#define NL80211_ATTR_WDEV                       153
#define NL80211_ATTR_USER_REG_HINT_TYPE         154
#define NL80211_ATTR_CONN_FAILED_REASON         155
#define NL80211_ATTR_AUTH_DATA                  156
#define NL80211_ATTR_VHT_CAPABILITY             157
#define NL80211_ATTR_SCAN_FLAGS                 158
#define NL80211_ATTR_CHANNEL_WIDTH              159
#define NL80211_ATTR_CENTER_FREQ1               160
#define NL80211_ATTR_CENTER_FREQ2               161
#define NL80211_ATTR_P2P_CTWINDOW               162
#define NL80211_ATTR_P2P_OPPPS                  163
#define NL80211_ATTR_LOCAL_MESH_POWER_MODE      164
#define NL80211_ATTR_ACL_POLICY                 165
#define NL80211_ATTR_MAC_ADDRS                  166
#define NL80211_ATTR_MAC_ACL_MAX                167
#define NL80211_ATTR_RADAR_EVENT                168
#define NL80211_ATTR_EXT_CAPA                   169
#define NL80211_ATTR_EXT_CAPA_MASK              170
#define NL80211_ATTR_STA_CAPABILITY             171
#define NL80211_ATTR_STA_EXT_CAPABILITY         172
#define NL80211_ATTR_PROTOCOL_FEATURES          173
#define NL80211_ATTR_SPLIT_WIPHY_DUMP           174
#define NL80211_ATTR_DISABLE_VHT                175
#define NL80211_ATTR_VHT_CAPABILITY_MASK        176
#define NL80211_ATTR_MDID                       177
#define NL80211_ATTR_IE_RIC                     178
#define NL80211_ATTR_CRIT_PROT_ID               179
#define NL80211_ATTR_MAX_CRIT_PROT_DURATION     180
#define NL80211_ATTR_PEER_AID                   181
#define NL80211_ATTR_COALESCE_RULE              182
#define NL80211_ATTR_CH_SWITCH_COUNT            183
#define NL80211_ATTR_CH_SWITCH_BLOCK_TX         184
#define NL80211_ATTR_CSA_IES                    185
#define NL80211_ATTR_CNTDWN_OFFS_BEACON         186
#define NL80211_ATTR_CNTDWN_OFFS_PRESP          187
#define NL80211_ATTR_RXMGMT_FLAGS               188
#define NL80211_ATTR_STA_SUPPORTED_CHANNELS     189
#define NL80211_ATTR_STA_SUPPORTED_OPER_CLASSES 190
#define NL80211_ATTR_HANDLE_DFS                 191
#define NL80211_ATTR_SUPPORT_5_MHZ              192
#define NL80211_ATTR_SUPPORT_10_MHZ             193
#define NL80211_ATTR_OPMODE_NOTIF               194
#define NL80211_ATTR_VENDOR_ID                  195
#define NL80211_ATTR_VENDOR_SUBCMD              196
#define NL80211_ATTR_VENDOR_DATA                197
#define NL80211_ATTR_VENDOR_EVENTS              198
#define NL80211_ATTR_QOS_MAP                    199
#define NL80211_ATTR_MAC_HINT                   200
#define NL80211_ATTR_WIPHY_FREQ_HINT            201
#define NL80211_ATTR_MAX_AP_ASSOC_STA           202
#define NL80211_ATTR_TDLS_PEER_CAPABILITY       203
#define NL80211_ATTR_SOCKET_OWNER               204
#define NL80211_ATTR_CSA_C_OFFSETS_TX           205
#define NL80211_ATTR_MAX_CSA_COUNTERS           206
#define NL80211_ATTR_TDLS_INITIATOR             207
#define NL80211_ATTR_USE_RRM                    208
#define NL80211_ATTR_WIPHY_DYN_ACK              209
#define NL80211_ATTR_TSID                       210
#define NL80211_ATTR_USER_PRIO                  211
#define NL80211_ATTR_ADMITTED_TIME              212
#define NL80211_ATTR_SMPS_MODE                  213
#define NL80211_ATTR_OPER_CLASS                 214
#define NL80211_ATTR_MAC_MASK                   215
#define NL80211_ATTR_WIPHY_SELF_MANAGED_REG     216
#define NL80211_ATTR_EXT_FEATURES               217
#define NL80211_ATTR_SURVEY_RADIO_STATS         218
#define NL80211_ATTR_NETNS_FD                   219
#define NL80211_ATTR_SCHED_SCAN_DELAY           220
#define NL80211_ATTR_REG_INDOOR                 221
#define NL80211_ATTR_MAX_NUM_SCHED_SCAN_PLANS   222
#define NL80211_ATTR_MAX_SCAN_PLAN_INTERVAL     223
#define NL80211_ATTR_MAX_SCAN_PLAN_ITERATIONS   224
#define NL80211_ATTR_SCHED_SCAN_PLANS           225
#define NL80211_ATTR_PBSS                       226
#define NL80211_ATTR_BSS_SELECT                 227
#define NL80211_ATTR_STA_SUPPORT_P2P_PS         228
#define NL80211_ATTR_PAD                        229
#define NL80211_ATTR_IFTYPE_EXT_CAPA            230
#define NL80211_ATTR_MU_MIMO_GROUP_DATA         231
#define NL80211_ATTR_MU_MIMO_FOLLOW_MAC_ADDR    232
#define NL80211_ATTR_SCAN_START_TIME_TSF        233
#define NL80211_ATTR_SCAN_START_TIME_TSF_BSSID  234
#define NL80211_ATTR_MEASUREMENT_DURATION       235
#define NL80211_ATTR_MEASUREMENT_DURATION_MANDATORY 236
#define NL80211_ATTR_MESH_PEER_AID              237
#define NL80211_ATTR_NAN_MASTER_PREF            238
#define NL80211_ATTR_BANDS                      239
#define NL80211_ATTR_NAN_FUNC                   240
#define NL80211_ATTR_NAN_MATCH                  241
#define NL80211_ATTR_FILS_KEK                   242
#define NL80211_ATTR_FILS_NONCES                243
#define NL80211_ATTR_MULTICAST_TO_UNICAST_ENABLED 244
#define NL80211_ATTR_BSSID                      245
#define NL80211_ATTR_SCHED_SCAN_RELATIVE_RSSI   246
#define NL80211_ATTR_SCHED_SCAN_RSSI_ADJUST     247
#define NL80211_ATTR_TIMEOUT_REASON             248
#define NL80211_ATTR_FILS_ERP_USERNAME          249
#define NL80211_ATTR_FILS_ERP_REALM             250
#define NL80211_ATTR_FILS_ERP_NEXT_SEQ_NUM      251
#define NL80211_ATTR_FILS_ERP_RRK               252
#define NL80211_ATTR_FILS_CACHE_ID              253
#define NL80211_ATTR_PMK                        254
#define NL80211_ATTR_SCHED_SCAN_MULTI           255
#define NL80211_ATTR_SCHED_SCAN_MAX_REQS        256
#define NL80211_ATTR_WANT_1X_4WAY_HS            257
#define NL80211_ATTR_PMKR0_NAME                 258
#define NL80211_ATTR_PORT_AUTHORIZED            259
#define NL80211_ATTR_EXTERNAL_AUTH_ACTION       260
#define NL80211_ATTR_EXTERNAL_AUTH_SUPPORT      261
#define NL80211_ATTR_NSS                        262
#define NL80211_ATTR_ACK_SIGNAL                 263
#define NL80211_ATTR_CONTROL_PORT_OVER_NL80211  264
#define NL80211_ATTR_TXQ_STATS                  265
#define NL80211_ATTR_TXQ_LIMIT                  266
#define NL80211_ATTR_TXQ_MEMORY_LIMIT           267
#define NL80211_ATTR_TXQ_QUANTUM                268
#define NL80211_ATTR_HE_CAPABILITY              269
#define NL80211_ATTR_FTM_RESPONDER              270
#define NL80211_ATTR_FTM_RESPONDER_STATS        271
#define NL80211_ATTR_TIMEOUT                    272
#define NL80211_ATTR_PEER_MEASUREMENTS          273
#define NL80211_ATTR_AIRTIME_WEIGHT             274
#define NL80211_ATTR_STA_TX_POWER_SETTING       275
#define NL80211_ATTR_STA_TX_POWER               276
#define NL80211_ATTR_SAE_PASSWORD               277
#define NL80211_ATTR_TWT_RESPONDER              278
#define NL80211_ATTR_HE_OBSS_PD                 279
#define NL80211_ATTR_WIPHY_EDMG_CHANNELS        280
#define NL80211_ATTR_WIPHY_EDMG_BW_CONFIG       281
#define NL80211_ATTR_VLAN_ID                    282
#define NL80211_ATTR_HE_BSS_COLOR               283
#define NL80211_ATTR_IFTYPE_AKM_SUITES          284
#define NL80211_ATTR_TID_CONFIG                 285
#define NL80211_ATTR_CONTROL_PORT_NO_PREAUTH    286
#define NL80211_ATTR_PMK_LIFETIME               287
#define NL80211_ATTR_PMK_REAUTH_THRESHOLD       288
#define NL80211_ATTR_RECEIVE_MULTICAST          289
#define NL80211_ATTR_WIPHY_FREQ_OFFSET          290
#define NL80211_ATTR_CENTER_FREQ1_OFFSET        291
#define NL80211_ATTR_SCAN_FREQ_KHZ              292
#define NL80211_ATTR_HE_6GHZ_CAPABILITY         293
#define NL80211_ATTR_FILS_DISCOVERY             294
#define NL80211_ATTR_UNSOL_BCAST_PROBE_RESP     295
#define NL80211_ATTR_S1G_CAPABILITY             296
#define NL80211_ATTR_S1G_CAPABILITY_MASK        297
#define NL80211_ATTR_SAE_PWE                    298
#define NL80211_ATTR_RECONNECT_REQUESTED        299
#define NL80211_ATTR_SAR_SPEC                   300
#define NL80211_ATTR_DISABLE_HE                 301
#define NL80211_ATTR_OBSS_COLOR_BITMAP          302
#define NL80211_ATTR_COLOR_CHANGE_COUNT         303
#define NL80211_ATTR_COLOR_CHANGE_COLOR         304
#define NL80211_ATTR_COLOR_CHANGE_ELEMS         305
#define NL80211_ATTR_MBSSID_CONFIG              306
#define NL80211_ATTR_MBSSID_ELEMS               307
#define NL80211_ATTR_RADAR_BACKGROUND           308
#define NL80211_ATTR_AP_SETTINGS_FLAGS          309
#define NL80211_ATTR_EHT_CAPABILITY             310
#define NL80211_ATTR_DISABLE_EHT                311
#define NL80211_ATTR_MLO_LINKS                  312
#define NL80211_ATTR_MLO_LINK_ID                313
#define NL80211_ATTR_MLD_ADDR                   314
#define NL80211_ATTR_MLO_SUPPORT                315
#define NL80211_ATTR_MAX_NUM_AKM_SUITES         316
#define NL80211_ATTR_EML_CAPABILITY             317
#define NL80211_ATTR_MLD_CAPA_AND_OPS           318
#define NL80211_ATTR_TX_HW_TIMESTAMP            319
#define NL80211_ATTR_RX_HW_TIMESTAMP            320
#define NL80211_ATTR_TD_BITMAP                  321
#define NL80211_ATTR_PUNCT_BITMAP               322
#define NL80211_ATTR_MAX_HW_TIMESTAMP_PEERS     323
#define NL80211_ATTR_HW_TIMESTAMP_ENABLED       324
#define NL80211_ATTR_EMA_RNR_ELEMS              325
#define NL80211_ATTR_MLO_LINK_DISABLED          326
#define NL80211_ATTR_BSS_DUMP_INCLUDE_USE_DATA  327
#define NL80211_ATTR_MLO_TTLM_DLINK             328
#define NL80211_ATTR_MLO_TTLM_ULINK             329
#define NL80211_ATTR_ASSOC_SPP_AMSDU            330
#define NL80211_ATTR_WIPHY_RADIOS               331
#define NL80211_ATTR_WIPHY_INTERFACE_COMBINATIONS 332
#define NL80211_ATTR_VIF_RADIO_MASK             333
#define NL80211_ATTR_SUPPORTED_SELECTORS        334
#define NL80211_ATTR_MLO_RECONF_REM_LINKS       335
#define NL80211_ATTR_EPCS                       336
#define NL80211_ATTR_EXT_MLD_CAPA_AND_OPS       337
#define NL80211_ATTR_WIPHY_RADIO_INDEX          338
#define NL80211_ATTR_S1G_LONG_BEACON_PERIOD     339
#define NL80211_ATTR_S1G_SHORT_BEACON           340
#define NL80211_ATTR_BSS_PARAM                  341
#define NL80211_ATTR_NAN_CONFIG                 342
#define NL80211_ATTR_NAN_NEW_CLUSTER            343
#define NL80211_ATTR_NAN_CAPABILITIES           344
#define NL80211_ATTR_S1G_PRIMARY_2MHZ           345
#define NL80211_ATTR_EPP_PEER                   346
#define NL80211_ATTR_UHR_CAPABILITY             347
#define NL80211_ATTR_DISABLE_UHR                348
#define NL80211_ATTR_INCUMBENT_SIGNAL_INTERFERENCE_BITMAP 349
#define NL80211_ATTR_UHR_OPERATION              350
#define NL80211_ATTR_NAN_CHANNEL                351
#define NL80211_ATTR_NAN_CHANNEL_ENTRY          352
#define NL80211_ATTR_NAN_TIME_SLOTS             353
#define NL80211_ATTR_NAN_RX_NSS                 354
#define NL80211_ATTR_NAN_AVAIL_BLOB             355
#define NL80211_ATTR_NAN_SCHED_DEFERRED         356
#define NL80211_ATTR_NAN_SCHED_UPDATE_SUCCESS   357
#define NL80211_ATTR_NAN_NMI_MAC                358
#define NL80211_ATTR_NAN_ULW                    359
#define NL80211_ATTR_NAN_COMMITTED_DW           360
#define NL80211_ATTR_NAN_SEQ_ID                 361
#define NL80211_ATTR_NAN_MAX_CHAN_SWITCH_TIME   362
#define NL80211_ATTR_NAN_PEER_MAPS              363
#define NL80211_ATTR_ASSOC_ENCRYPTED            364
#define NL80211_ATTR_NPCA_PRIMARY_FREQ          365
#define NL80211_ATTR_NPCA_PUNCT_BITMAP          366
/* older names of the above */
#define NL80211_ATTR_SCAN_GENERATION            NL80211_ATTR_GENERATION
#define NL80211_ATTR_MESH_PARAMS                NL80211_ATTR_MESH_CONFIG
#define NL80211_ATTR_IFACE_SOCKET_OWNER         NL80211_ATTR_SOCKET_OWNER
#define NL80211_ATTR_SAE_DATA                   NL80211_ATTR_AUTH_DATA
#define NL80211_ATTR_CSA_C_OFF_BEACON           NL80211_ATTR_CNTDWN_OFFS_BEACON
#define NL80211_ATTR_CSA_C_OFF_PRESP            NL80211_ATTR_CNTDWN_OFFS_PRESP
#define NL80211_ATTR_ASSOC_MLD_EXT_CAPA_OPS \
	NL80211_ATTR_EXT_MLD_CAPA_AND_OPS

/* interface types (NL80211_ATTR_IFTYPE, and bit numbers of
   NL80211_ATTR_SUPPORTED_IFTYPES) */
#define NL80211_IFTYPE_UNSPECIFIED              0
#define NL80211_IFTYPE_ADHOC                    1
#define NL80211_IFTYPE_STATION                  2
#define NL80211_IFTYPE_AP                       3
#define NL80211_IFTYPE_AP_VLAN                  4
#define NL80211_IFTYPE_WDS                      5
#define NL80211_IFTYPE_MONITOR                  6
#define NL80211_IFTYPE_MESH_POINT               7
#define NL80211_IFTYPE_P2P_CLIENT               8
#define NL80211_IFTYPE_P2P_GO                   9
#define NL80211_IFTYPE_P2P_DEVICE               10
#define NL80211_IFTYPE_OCB                      11
#define NL80211_IFTYPE_NAN                      12
#define NL80211_IFTYPE_NAN_DATA                 13
#define NL80211_IFTYPE_PD                       14

/* station flags: bit numbers in struct nl80211_sta_flag_update
   (NL80211_ATTR_STA_FLAGS2), attribute types in NL80211_ATTR_STA_FLAGS */
#define NL80211_STA_FLAG_AUTHORIZED             1
#define NL80211_STA_FLAG_SHORT_PREAMBLE         2
#define NL80211_STA_FLAG_WME                    3
#define NL80211_STA_FLAG_MFP                    4
#define NL80211_STA_FLAG_AUTHENTICATED          5
#define NL80211_STA_FLAG_TDLS_PEER              6
#define NL80211_STA_FLAG_ASSOCIATED             7
#define NL80211_STA_FLAG_SPP_AMSDU              8
/* the last flag of NL80211_ATTR_STA_FLAGS */
#define NL80211_STA_FLAG_MAX_OLD_API            NL80211_STA_FLAG_TDLS_PEER

/* P2P power save of a station (NL80211_ATTR_STA_SUPPORT_P2P_PS) */
#define NL80211_P2P_PS_UNSUPPORTED              0
#define NL80211_P2P_PS_SUPPORTED                1

/* HE guard intervals (NL80211_RATE_INFO_HE_GI) */
#define NL80211_RATE_INFO_HE_GI_0_8             0
#define NL80211_RATE_INFO_HE_GI_1_6             1
#define NL80211_RATE_INFO_HE_GI_3_2             2

/* HE long training field sizes */
#define NL80211_RATE_INFO_HE_1XLTF              0
#define NL80211_RATE_INFO_HE_2XLTF              1
#define NL80211_RATE_INFO_HE_4XLTF              2

/* HE resource unit sizes (NL80211_RATE_INFO_HE_RU_ALLOC) */
#define NL80211_RATE_INFO_HE_RU_ALLOC_26        0
#define NL80211_RATE_INFO_HE_RU_ALLOC_52        1
#define NL80211_RATE_INFO_HE_RU_ALLOC_106       2
#define NL80211_RATE_INFO_HE_RU_ALLOC_242       3
#define NL80211_RATE_INFO_HE_RU_ALLOC_484       4
#define NL80211_RATE_INFO_HE_RU_ALLOC_996       5
#define NL80211_RATE_INFO_HE_RU_ALLOC_2x996     6

/* EHT guard intervals (NL80211_RATE_INFO_EHT_GI) */
#define NL80211_RATE_INFO_EHT_GI_0_8            0
#define NL80211_RATE_INFO_EHT_GI_1_6            1
#define NL80211_RATE_INFO_EHT_GI_3_2            2

/* EHT long training field sizes */
#define NL80211_RATE_INFO_EHT_1XLTF             0
#define NL80211_RATE_INFO_EHT_2XLTF             1
#define NL80211_RATE_INFO_EHT_4XLTF             2
#define NL80211_RATE_INFO_EHT_6XLTF             3
#define NL80211_RATE_INFO_EHT_8XLTF             4

/* EHT resource unit sizes (NL80211_RATE_INFO_EHT_RU_ALLOC) */
#define NL80211_RATE_INFO_EHT_RU_ALLOC_26       0
#define NL80211_RATE_INFO_EHT_RU_ALLOC_52       1
#define NL80211_RATE_INFO_EHT_RU_ALLOC_52P26    2
#define NL80211_RATE_INFO_EHT_RU_ALLOC_106      3
#define NL80211_RATE_INFO_EHT_RU_ALLOC_106P26   4
#define NL80211_RATE_INFO_EHT_RU_ALLOC_242      5
#define NL80211_RATE_INFO_EHT_RU_ALLOC_484      6
#define NL80211_RATE_INFO_EHT_RU_ALLOC_484P242  7
#define NL80211_RATE_INFO_EHT_RU_ALLOC_996      8
#define NL80211_RATE_INFO_EHT_RU_ALLOC_996P484  9
#define NL80211_RATE_INFO_EHT_RU_ALLOC_996P484P242 10
#define NL80211_RATE_INFO_EHT_RU_ALLOC_2x996    11
#define NL80211_RATE_INFO_EHT_RU_ALLOC_2x996P484 12
#define NL80211_RATE_INFO_EHT_RU_ALLOC_3x996    13
#define NL80211_RATE_INFO_EHT_RU_ALLOC_3x996P484 14
#define NL80211_RATE_INFO_EHT_RU_ALLOC_4x996    15

/* attribute types of a bit rate (NL80211_STA_INFO_TX_BITRATE, _RX_BITRATE) */
#define NL80211_RATE_INFO_BITRATE               1
#define NL80211_RATE_INFO_MCS                   2
#define NL80211_RATE_INFO_40_MHZ_WIDTH          3
#define NL80211_RATE_INFO_SHORT_GI              4
#define NL80211_RATE_INFO_BITRATE32             5
#define NL80211_RATE_INFO_VHT_MCS               6
#define NL80211_RATE_INFO_VHT_NSS               7
#define NL80211_RATE_INFO_80_MHZ_WIDTH          8
#define NL80211_RATE_INFO_80P80_MHZ_WIDTH       9
#define NL80211_RATE_INFO_160_MHZ_WIDTH         10
#define NL80211_RATE_INFO_10_MHZ_WIDTH          11
#define NL80211_RATE_INFO_5_MHZ_WIDTH           12
#define NL80211_RATE_INFO_HE_MCS                13
#define NL80211_RATE_INFO_HE_NSS                14
#define NL80211_RATE_INFO_HE_GI                 15
#define NL80211_RATE_INFO_HE_DCM                16
#define NL80211_RATE_INFO_HE_RU_ALLOC           17
#define NL80211_RATE_INFO_320_MHZ_WIDTH         18
#define NL80211_RATE_INFO_EHT_MCS               19
#define NL80211_RATE_INFO_EHT_NSS               20
#define NL80211_RATE_INFO_EHT_GI                21
#define NL80211_RATE_INFO_EHT_RU_ALLOC          22
#define NL80211_RATE_INFO_S1G_MCS               23
#define NL80211_RATE_INFO_S1G_NSS               24
#define NL80211_RATE_INFO_1_MHZ_WIDTH           25
#define NL80211_RATE_INFO_2_MHZ_WIDTH           26
#define NL80211_RATE_INFO_4_MHZ_WIDTH           27
#define NL80211_RATE_INFO_8_MHZ_WIDTH           28
#define NL80211_RATE_INFO_16_MHZ_WIDTH          29
#define NL80211_RATE_INFO_UHR_MCS               30
#define NL80211_RATE_INFO_UHR_ELR               31
#define NL80211_RATE_INFO_UHR_IM                32

/* attribute types of the BSS a station is in (NL80211_STA_INFO_BSS_PARAM) */
#define NL80211_STA_BSS_PARAM_CTS_PROT          1
#define NL80211_STA_BSS_PARAM_SHORT_PREAMBLE    2
#define NL80211_STA_BSS_PARAM_SHORT_SLOT_TIME   3
#define NL80211_STA_BSS_PARAM_DTIM_PERIOD       4
#define NL80211_STA_BSS_PARAM_BEACON_INTERVAL   5

/* attribute types of a station (NL80211_ATTR_STA_INFO) */
#define NL80211_STA_INFO_INACTIVE_TIME          1
#define NL80211_STA_INFO_RX_BYTES               2
#define NL80211_STA_INFO_TX_BYTES               3
#define NL80211_STA_INFO_LLID                   4
#define NL80211_STA_INFO_PLID                   5
#define NL80211_STA_INFO_PLINK_STATE            6
#define NL80211_STA_INFO_SIGNAL                 7
#define NL80211_STA_INFO_TX_BITRATE             8
#define NL80211_STA_INFO_RX_PACKETS             9
#define NL80211_STA_INFO_TX_PACKETS             10
#define NL80211_STA_INFO_TX_RETRIES             11
#define NL80211_STA_INFO_TX_FAILED              12
#define NL80211_STA_INFO_SIGNAL_AVG             13
#define NL80211_STA_INFO_RX_BITRATE             14
#define NL80211_STA_INFO_BSS_PARAM              15
#define NL80211_STA_INFO_CONNECTED_TIME         16
#define NL80211_STA_INFO_STA_FLAGS              17
#define NL80211_STA_INFO_BEACON_LOSS            18
#define NL80211_STA_INFO_T_OFFSET               19
#define NL80211_STA_INFO_LOCAL_PM               20
#define NL80211_STA_INFO_PEER_PM                21
#define NL80211_STA_INFO_NONPEER_PM             22
#define NL80211_STA_INFO_RX_BYTES64             23
#define NL80211_STA_INFO_TX_BYTES64             24
#define NL80211_STA_INFO_CHAIN_SIGNAL           25
#define NL80211_STA_INFO_CHAIN_SIGNAL_AVG       26
#define NL80211_STA_INFO_EXPECTED_THROUGHPUT    27
#define NL80211_STA_INFO_RX_DROP_MISC           28
#define NL80211_STA_INFO_BEACON_RX              29
#define NL80211_STA_INFO_BEACON_SIGNAL_AVG      30
#define NL80211_STA_INFO_TID_STATS              31
#define NL80211_STA_INFO_RX_DURATION            32
#define NL80211_STA_INFO_PAD                    33
#define NL80211_STA_INFO_ACK_SIGNAL             34
#define NL80211_STA_INFO_ACK_SIGNAL_AVG         35
#define NL80211_STA_INFO_RX_MPDUS               36
#define NL80211_STA_INFO_FCS_ERROR_COUNT        37
#define NL80211_STA_INFO_CONNECTED_TO_GATE      38
#define NL80211_STA_INFO_TX_DURATION            39
#define NL80211_STA_INFO_AIRTIME_WEIGHT         40
#define NL80211_STA_INFO_AIRTIME_LINK_METRIC    41
#define NL80211_STA_INFO_ASSOC_AT_BOOTTIME      42
#define NL80211_STA_INFO_CONNECTED_TO_AS        43
/* older names of the above */
#define NL80211_STA_INFO_DATA_ACK_SIGNAL_AVG    NL80211_STA_INFO_ACK_SIGNAL_AVG

/* attribute types of a TID's counters (NL80211_STA_INFO_TID_STATS) */
#define NL80211_TID_STATS_RX_MSDU               1
#define NL80211_TID_STATS_TX_MSDU               2
#define NL80211_TID_STATS_TX_MSDU_RETRIES       3
#define NL80211_TID_STATS_TX_MSDU_FAILED        4
#define NL80211_TID_STATS_PAD                   5
#define NL80211_TID_STATS_TXQ_STATS             6

/* attribute types of transmit queue counters (NL80211_TID_STATS_TXQ_STATS,
   NL80211_ATTR_TXQ_STATS) */
#define NL80211_TXQ_STATS_BACKLOG_BYTES         1
#define NL80211_TXQ_STATS_BACKLOG_PACKETS       2
#define NL80211_TXQ_STATS_FLOWS                 3
#define NL80211_TXQ_STATS_DROPS                 4
#define NL80211_TXQ_STATS_ECN_MARKS             5
#define NL80211_TXQ_STATS_OVERLIMIT             6
#define NL80211_TXQ_STATS_OVERMEMORY            7
#define NL80211_TXQ_STATS_COLLISIONS            8
#define NL80211_TXQ_STATS_TX_BYTES              9
#define NL80211_TXQ_STATS_TX_PACKETS            10
#define NL80211_TXQ_STATS_MAX_FLOWS             11

/* flags of a mesh path (NL80211_MPATH_INFO_FLAGS) */
#define NL80211_MPATH_FLAG_ACTIVE               (1 << 0)
#define NL80211_MPATH_FLAG_RESOLVING            (1 << 1)
#define NL80211_MPATH_FLAG_SN_VALID             (1 << 2)
#define NL80211_MPATH_FLAG_FIXED                (1 << 3)
#define NL80211_MPATH_FLAG_RESOLVED             (1 << 4)

/* attribute types of a mesh path (NL80211_ATTR_MPATH_INFO) */
#define NL80211_MPATH_INFO_FRAME_QLEN           1
#define NL80211_MPATH_INFO_SN                   2
#define NL80211_MPATH_INFO_METRIC               3
#define NL80211_MPATH_INFO_EXPTIME              4
#define NL80211_MPATH_INFO_FLAGS                5
#define NL80211_MPATH_INFO_DISCOVERY_TIMEOUT    6
#define NL80211_MPATH_INFO_DISCOVERY_RETRIES    7
#define NL80211_MPATH_INFO_HOP_COUNT            8
#define NL80211_MPATH_INFO_PATH_CHANGE          9

/* attribute types of a band's per interface type data
   (NL80211_BAND_ATTR_IFTYPE_DATA) */
#define NL80211_BAND_IFTYPE_ATTR_IFTYPES        1
#define NL80211_BAND_IFTYPE_ATTR_HE_CAP_MAC     2
#define NL80211_BAND_IFTYPE_ATTR_HE_CAP_PHY     3
#define NL80211_BAND_IFTYPE_ATTR_HE_CAP_MCS_SET 4
#define NL80211_BAND_IFTYPE_ATTR_HE_CAP_PPE     5
#define NL80211_BAND_IFTYPE_ATTR_HE_6GHZ_CAPA   6
#define NL80211_BAND_IFTYPE_ATTR_VENDOR_ELEMS   7
#define NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MAC    8
#define NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PHY    9
#define NL80211_BAND_IFTYPE_ATTR_EHT_CAP_MCS_SET 10
#define NL80211_BAND_IFTYPE_ATTR_EHT_CAP_PPE    11
#define NL80211_BAND_IFTYPE_ATTR_UHR_CAP_MAC    12
#define NL80211_BAND_IFTYPE_ATTR_UHR_CAP_PHY    13

/* attribute types of a band (NL80211_ATTR_WIPHY_BANDS) */
#define NL80211_BAND_ATTR_FREQS                 1
#define NL80211_BAND_ATTR_RATES                 2
#define NL80211_BAND_ATTR_HT_MCS_SET            3
#define NL80211_BAND_ATTR_HT_CAPA               4
#define NL80211_BAND_ATTR_HT_AMPDU_FACTOR       5
#define NL80211_BAND_ATTR_HT_AMPDU_DENSITY      6
#define NL80211_BAND_ATTR_VHT_MCS_SET           7
#define NL80211_BAND_ATTR_VHT_CAPA              8
#define NL80211_BAND_ATTR_IFTYPE_DATA           9
#define NL80211_BAND_ATTR_EDMG_CHANNELS         10
#define NL80211_BAND_ATTR_EDMG_BW_CONFIG        11
#define NL80211_BAND_ATTR_S1G_MCS_NSS_SET       12
#define NL80211_BAND_ATTR_S1G_CAPA              13

/* attribute types of NAN PHY capabilities (NL80211_NAN_CAPA_PHY) */
#define NL80211_NAN_PHY_CAP_ATTR_HT_MCS_SET     1
#define NL80211_NAN_PHY_CAP_ATTR_HT_CAPA        2
#define NL80211_NAN_PHY_CAP_ATTR_HT_AMPDU_FACTOR 3
#define NL80211_NAN_PHY_CAP_ATTR_HT_AMPDU_DENSITY 4
#define NL80211_NAN_PHY_CAP_ATTR_VHT_MCS_SET    5
#define NL80211_NAN_PHY_CAP_ATTR_VHT_CAPA       6
#define NL80211_NAN_PHY_CAP_ATTR_HE_MAC         7
#define NL80211_NAN_PHY_CAP_ATTR_HE_PHY         8
#define NL80211_NAN_PHY_CAP_ATTR_HE_MCS_SET     9
#define NL80211_NAN_PHY_CAP_ATTR_HE_PPE         10

/* attribute types of a regulatory WMM rule (NL80211_FREQUENCY_ATTR_WMM) */
#define NL80211_WMMR_CW_MIN                     1
#define NL80211_WMMR_CW_MAX                     2
#define NL80211_WMMR_AIFSN                      3
#define NL80211_WMMR_TXOP                       4

/* attribute types of a channel (NL80211_BAND_ATTR_FREQS) */
#define NL80211_FREQUENCY_ATTR_FREQ             1
#define NL80211_FREQUENCY_ATTR_DISABLED         2
#define NL80211_FREQUENCY_ATTR_NO_IR            3
/* old, unused: NO_IR */
#define LINUXABI_NL80211_FREQUENCY_ATTR_NO_IBSS 4
#define NL80211_FREQUENCY_ATTR_RADAR            5
#define NL80211_FREQUENCY_ATTR_MAX_TX_POWER     6
#define NL80211_FREQUENCY_ATTR_DFS_STATE        7
#define NL80211_FREQUENCY_ATTR_DFS_TIME         8
#define NL80211_FREQUENCY_ATTR_NO_HT40_MINUS    9
#define NL80211_FREQUENCY_ATTR_NO_HT40_PLUS     10
#define NL80211_FREQUENCY_ATTR_NO_80MHZ         11
#define NL80211_FREQUENCY_ATTR_NO_160MHZ        12
#define NL80211_FREQUENCY_ATTR_DFS_CAC_TIME     13
#define NL80211_FREQUENCY_ATTR_INDOOR_ONLY      14
#define NL80211_FREQUENCY_ATTR_IR_CONCURRENT    15
#define NL80211_FREQUENCY_ATTR_NO_20MHZ         16
#define NL80211_FREQUENCY_ATTR_NO_10MHZ         17
#define NL80211_FREQUENCY_ATTR_WMM              18
#define NL80211_FREQUENCY_ATTR_NO_HE            19
#define NL80211_FREQUENCY_ATTR_OFFSET           20
#define NL80211_FREQUENCY_ATTR_1MHZ             21
#define NL80211_FREQUENCY_ATTR_2MHZ             22
#define NL80211_FREQUENCY_ATTR_4MHZ             23
#define NL80211_FREQUENCY_ATTR_8MHZ             24
#define NL80211_FREQUENCY_ATTR_16MHZ            25
#define NL80211_FREQUENCY_ATTR_NO_320MHZ        26
#define NL80211_FREQUENCY_ATTR_NO_EHT           27
#define NL80211_FREQUENCY_ATTR_PSD              28
#define NL80211_FREQUENCY_ATTR_DFS_CONCURRENT   29
#define NL80211_FREQUENCY_ATTR_NO_6GHZ_VLP_CLIENT 30
#define NL80211_FREQUENCY_ATTR_NO_6GHZ_AFC_CLIENT 31
#define NL80211_FREQUENCY_ATTR_CAN_MONITOR      32
#define NL80211_FREQUENCY_ATTR_ALLOW_6GHZ_VLP_AP 33
#define NL80211_FREQUENCY_ATTR_ALLOW_20MHZ_ACTIVITY 34
#define NL80211_FREQUENCY_ATTR_NO_4MHZ          35
#define NL80211_FREQUENCY_ATTR_NO_8MHZ          36
#define NL80211_FREQUENCY_ATTR_NO_16MHZ         37
#define NL80211_FREQUENCY_ATTR_S1G_NO_PRIMARY   38
#define NL80211_FREQUENCY_ATTR_NO_UHR           39
#define NL80211_FREQUENCY_ATTR_CAC_START_TIME   40
#define NL80211_FREQUENCY_ATTR_PAD              41
/* older names of the above */
#define NL80211_FREQUENCY_ATTR_PASSIVE_SCAN     NL80211_FREQUENCY_ATTR_NO_IR
#define NL80211_FREQUENCY_ATTR_NO_IBSS          NL80211_FREQUENCY_ATTR_NO_IR
#define NL80211_FREQUENCY_ATTR_GO_CONCURRENT \
	NL80211_FREQUENCY_ATTR_IR_CONCURRENT
#define NL80211_FREQUENCY_ATTR_NO_UHB_VLP_CLIENT \
	NL80211_FREQUENCY_ATTR_NO_6GHZ_VLP_CLIENT
#define NL80211_FREQUENCY_ATTR_NO_UHB_AFC_CLIENT \
	NL80211_FREQUENCY_ATTR_NO_6GHZ_AFC_CLIENT

/* attribute types of a legacy rate (NL80211_BAND_ATTR_RATES) */
#define NL80211_BITRATE_ATTR_RATE               1
#define NL80211_BITRATE_ATTR_2GHZ_SHORTPREAMBLE 2

/* who set the regulatory domain (NL80211_ATTR_REG_INITIATOR) */
#define NL80211_REGDOM_SET_BY_CORE              0
#define NL80211_REGDOM_SET_BY_USER              1
#define NL80211_REGDOM_SET_BY_DRIVER            2
#define NL80211_REGDOM_SET_BY_COUNTRY_IE        3

/* kinds of regulatory domain (NL80211_ATTR_REG_TYPE) */
#define NL80211_REGDOM_TYPE_COUNTRY             0
#define NL80211_REGDOM_TYPE_WORLD               1
#define NL80211_REGDOM_TYPE_CUSTOM_WORLD        2
#define NL80211_REGDOM_TYPE_INTERSECTION        3

/* attribute types of a regulatory rule (NL80211_ATTR_REG_RULES) */
#define NL80211_ATTR_REG_RULE_FLAGS             1
#define NL80211_ATTR_FREQ_RANGE_START           2
#define NL80211_ATTR_FREQ_RANGE_END             3
#define NL80211_ATTR_FREQ_RANGE_MAX_BW          4
#define NL80211_ATTR_POWER_RULE_MAX_ANT_GAIN    5
#define NL80211_ATTR_POWER_RULE_MAX_EIRP        6
#define NL80211_ATTR_DFS_CAC_TIME               7
#define NL80211_ATTR_POWER_RULE_PSD             8

/* attribute types of a scheduled scan match set
   (NL80211_ATTR_SCHED_SCAN_MATCH) */
#define NL80211_SCHED_SCAN_MATCH_ATTR_SSID      1
#define NL80211_SCHED_SCAN_MATCH_ATTR_RSSI      2
#define NL80211_SCHED_SCAN_MATCH_ATTR_RELATIVE_RSSI 3
#define NL80211_SCHED_SCAN_MATCH_ATTR_RSSI_ADJUST 4
#define NL80211_SCHED_SCAN_MATCH_ATTR_BSSID     5
#define NL80211_SCHED_SCAN_MATCH_PER_BAND_RSSI  6
/* older names of the above */
#define NL80211_ATTR_SCHED_SCAN_MATCH_SSID \
	NL80211_SCHED_SCAN_MATCH_ATTR_SSID

/* flags of a regulatory rule (NL80211_ATTR_REG_RULE_FLAGS) */
#define NL80211_RRF_NO_OFDM                     (1 << 0)
#define NL80211_RRF_NO_CCK                      (1 << 1)
#define NL80211_RRF_NO_INDOOR                   (1 << 2)
#define NL80211_RRF_NO_OUTDOOR                  (1 << 3)
#define NL80211_RRF_DFS                         (1 << 4)
#define NL80211_RRF_PTP_ONLY                    (1 << 5)
#define NL80211_RRF_PTMP_ONLY                   (1 << 6)
#define NL80211_RRF_NO_IR                       (1 << 7)
/* old NO_IBSS, now NO_IR */
#define LINUXABI_NL80211_RRF_NO_IBSS            (1 << 8)
#define NL80211_RRF_AUTO_BW                     (1 << 11)
#define NL80211_RRF_IR_CONCURRENT               (1 << 12)
#define NL80211_RRF_NO_HT40MINUS                (1 << 13)
#define NL80211_RRF_NO_HT40PLUS                 (1 << 14)
#define NL80211_RRF_NO_80MHZ                    (1 << 15)
#define NL80211_RRF_NO_160MHZ                   (1 << 16)
#define NL80211_RRF_NO_HE                       (1 << 17)
#define NL80211_RRF_NO_320MHZ                   (1 << 18)
#define NL80211_RRF_NO_EHT                      (1 << 19)
#define NL80211_RRF_PSD                         (1 << 20)
#define NL80211_RRF_DFS_CONCURRENT              (1 << 21)
#define NL80211_RRF_NO_6GHZ_VLP_CLIENT          (1 << 22)
#define NL80211_RRF_NO_6GHZ_AFC_CLIENT          (1 << 23)
#define NL80211_RRF_ALLOW_6GHZ_VLP_AP           (1 << 24)
#define NL80211_RRF_ALLOW_20MHZ_ACTIVITY        (1 << 25)
#define NL80211_RRF_NO_UHR                      (1 << 26)
/* both HT40 channels */
#define NL80211_RRF_NO_HT40 \
	(NL80211_RRF_NO_HT40MINUS | NL80211_RRF_NO_HT40PLUS)
/* NO_IR and the old NO_IBSS */
#define NL80211_RRF_NO_IR_ALL \
	(NL80211_RRF_NO_IR | LINUXABI_NL80211_RRF_NO_IBSS)
/* older names of the above */
#define NL80211_RRF_PASSIVE_SCAN                NL80211_RRF_NO_IR
#define NL80211_RRF_NO_IBSS                     NL80211_RRF_NO_IR
#define NL80211_RRF_GO_CONCURRENT               NL80211_RRF_IR_CONCURRENT
#define NL80211_RRF_NO_UHB_VLP_CLIENT           NL80211_RRF_NO_6GHZ_VLP_CLIENT
#define NL80211_RRF_NO_UHB_AFC_CLIENT           NL80211_RRF_NO_6GHZ_AFC_CLIENT

/* DFS regions (NL80211_ATTR_DFS_REGION) */
#define NL80211_DFS_UNSET                       0
#define NL80211_DFS_FCC                         1
#define NL80211_DFS_ETSI                        2
#define NL80211_DFS_JP                          3

/* sources of a user regulatory hint (NL80211_ATTR_USER_REG_HINT_TYPE) */
#define NL80211_USER_REG_HINT_USER              0
#define NL80211_USER_REG_HINT_CELL_BASE         1
#define NL80211_USER_REG_HINT_INDOOR            2

/* attribute types of a channel survey (NL80211_ATTR_SURVEY_INFO) */
#define NL80211_SURVEY_INFO_FREQUENCY           1
#define NL80211_SURVEY_INFO_NOISE               2
#define NL80211_SURVEY_INFO_IN_USE              3
#define NL80211_SURVEY_INFO_TIME                4
#define NL80211_SURVEY_INFO_TIME_BUSY           5
#define NL80211_SURVEY_INFO_TIME_EXT_BUSY       6
#define NL80211_SURVEY_INFO_TIME_RX             7
#define NL80211_SURVEY_INFO_TIME_TX             8
#define NL80211_SURVEY_INFO_TIME_SCAN           9
#define NL80211_SURVEY_INFO_PAD                 10
#define NL80211_SURVEY_INFO_TIME_BSS_RX         11
#define NL80211_SURVEY_INFO_FREQUENCY_OFFSET    12
/* older names of the above */
#define NL80211_SURVEY_INFO_CHANNEL_TIME        NL80211_SURVEY_INFO_TIME
#define NL80211_SURVEY_INFO_CHANNEL_TIME_BUSY   NL80211_SURVEY_INFO_TIME_BUSY
#define NL80211_SURVEY_INFO_CHANNEL_TIME_EXT_BUSY \
	NL80211_SURVEY_INFO_TIME_EXT_BUSY
#define NL80211_SURVEY_INFO_CHANNEL_TIME_RX     NL80211_SURVEY_INFO_TIME_RX
#define NL80211_SURVEY_INFO_CHANNEL_TIME_TX     NL80211_SURVEY_INFO_TIME_TX

/* monitor interface flags: attribute types in NL80211_ATTR_MNTR_FLAGS */
#define NL80211_MNTR_FLAG_FCSFAIL               1
#define NL80211_MNTR_FLAG_PLCPFAIL              2
#define NL80211_MNTR_FLAG_CONTROL               3
#define NL80211_MNTR_FLAG_OTHER_BSS             4
#define NL80211_MNTR_FLAG_COOK_FRAMES           5
#define NL80211_MNTR_FLAG_ACTIVE                6
#define NL80211_MNTR_FLAG_SKIP_TX               7

/* mesh power save modes */
#define NL80211_MESH_POWER_UNKNOWN              0
#define NL80211_MESH_POWER_ACTIVE               1
#define NL80211_MESH_POWER_LIGHT_SLEEP          2
#define NL80211_MESH_POWER_DEEP_SLEEP           3

/* attribute types of a mesh configuration (NL80211_ATTR_MESH_CONFIG) */
#define NL80211_MESHCONF_RETRY_TIMEOUT          1
#define NL80211_MESHCONF_CONFIRM_TIMEOUT        2
#define NL80211_MESHCONF_HOLDING_TIMEOUT        3
#define NL80211_MESHCONF_MAX_PEER_LINKS         4
#define NL80211_MESHCONF_MAX_RETRIES            5
#define NL80211_MESHCONF_TTL                    6
#define NL80211_MESHCONF_AUTO_OPEN_PLINKS       7
#define NL80211_MESHCONF_HWMP_MAX_PREQ_RETRIES  8
#define NL80211_MESHCONF_PATH_REFRESH_TIME      9
#define NL80211_MESHCONF_MIN_DISCOVERY_TIMEOUT  10
#define NL80211_MESHCONF_HWMP_ACTIVE_PATH_TIMEOUT 11
#define NL80211_MESHCONF_HWMP_PREQ_MIN_INTERVAL 12
#define NL80211_MESHCONF_HWMP_NET_DIAM_TRVS_TIME 13
#define NL80211_MESHCONF_HWMP_ROOTMODE          14
#define NL80211_MESHCONF_ELEMENT_TTL            15
#define NL80211_MESHCONF_HWMP_RANN_INTERVAL     16
#define NL80211_MESHCONF_GATE_ANNOUNCEMENTS     17
#define NL80211_MESHCONF_HWMP_PERR_MIN_INTERVAL 18
#define NL80211_MESHCONF_FORWARDING             19
#define NL80211_MESHCONF_RSSI_THRESHOLD         20
#define NL80211_MESHCONF_SYNC_OFFSET_MAX_NEIGHBOR 21
#define NL80211_MESHCONF_HT_OPMODE              22
#define NL80211_MESHCONF_HWMP_PATH_TO_ROOT_TIMEOUT 23
#define NL80211_MESHCONF_HWMP_ROOT_INTERVAL     24
#define NL80211_MESHCONF_HWMP_CONFIRMATION_INTERVAL 25
#define NL80211_MESHCONF_POWER_MODE             26
#define NL80211_MESHCONF_AWAKE_WINDOW           27
#define NL80211_MESHCONF_PLINK_TIMEOUT          28
#define NL80211_MESHCONF_CONNECTED_TO_GATE      29
#define NL80211_MESHCONF_NOLEARN                30
#define NL80211_MESHCONF_CONNECTED_TO_AS        31

/* attribute types of a mesh setup (NL80211_ATTR_MESH_SETUP) */
#define NL80211_MESH_SETUP_ENABLE_VENDOR_PATH_SEL 1
#define NL80211_MESH_SETUP_ENABLE_VENDOR_METRIC 2
#define NL80211_MESH_SETUP_IE                   3
#define NL80211_MESH_SETUP_USERSPACE_AUTH       4
#define NL80211_MESH_SETUP_USERSPACE_AMPE       5
#define NL80211_MESH_SETUP_ENABLE_VENDOR_SYNC   6
#define NL80211_MESH_SETUP_USERSPACE_MPM        7
#define NL80211_MESH_SETUP_AUTH_PROTOCOL        8
/* older names of the above */
#define NL80211_MESH_SETUP_VENDOR_PATH_SEL_IE   NL80211_MESH_SETUP_IE

/* attribute types of a transmit queue's parameters
   (NL80211_ATTR_WIPHY_TXQ_PARAMS) */
#define NL80211_TXQ_ATTR_AC                     1
#define NL80211_TXQ_ATTR_TXOP                   2
#define NL80211_TXQ_ATTR_CWMIN                  3
#define NL80211_TXQ_ATTR_CWMAX                  4
#define NL80211_TXQ_ATTR_AIFS                   5
/* older names of the above */
#define NL80211_TXQ_ATTR_QUEUE                  NL80211_TXQ_ATTR_AC

/* access categories (NL80211_TXQ_ATTR_AC) */
#define NL80211_AC_VO                           0
#define NL80211_AC_VI                           1
#define NL80211_AC_BE                           2
#define NL80211_AC_BK                           3
#define NL80211_NUM_ACS                         4
/* older names of the above */
#define NL80211_TXQ_Q_VO                        NL80211_AC_VO
#define NL80211_TXQ_Q_VI                        NL80211_AC_VI
#define NL80211_TXQ_Q_BE                        NL80211_AC_BE
#define NL80211_TXQ_Q_BK                        NL80211_AC_BK

/* channel types (NL80211_ATTR_WIPHY_CHANNEL_TYPE) */
#define NL80211_CHAN_NO_HT                      0
#define NL80211_CHAN_HT20                       1
#define NL80211_CHAN_HT40MINUS                  2
#define NL80211_CHAN_HT40PLUS                   3

/* modes of a pairwise key (NL80211_KEY_MODE) */
#define NL80211_KEY_RX_TX                       0
#define NL80211_KEY_NO_TX                       1
#define NL80211_KEY_SET_TX                      2

/* channel widths (NL80211_ATTR_CHANNEL_WIDTH) */
#define NL80211_CHAN_WIDTH_20_NOHT              0
#define NL80211_CHAN_WIDTH_20                   1
#define NL80211_CHAN_WIDTH_40                   2
#define NL80211_CHAN_WIDTH_80                   3
#define NL80211_CHAN_WIDTH_80P80                4
#define NL80211_CHAN_WIDTH_160                  5
#define NL80211_CHAN_WIDTH_5                    6
#define NL80211_CHAN_WIDTH_10                   7
#define NL80211_CHAN_WIDTH_1                    8
#define NL80211_CHAN_WIDTH_2                    9
#define NL80211_CHAN_WIDTH_4                    10
#define NL80211_CHAN_WIDTH_8                    11
#define NL80211_CHAN_WIDTH_16                   12
#define NL80211_CHAN_WIDTH_320                  13

/* scan widths of a BSS (NL80211_BSS_CHAN_WIDTH) */
#define NL80211_BSS_CHAN_WIDTH_20               0
#define NL80211_BSS_CHAN_WIDTH_10               1
#define NL80211_BSS_CHAN_WIDTH_5                2
#define NL80211_BSS_CHAN_WIDTH_1                3
#define NL80211_BSS_CHAN_WIDTH_2                4

/* what a BSS may be used for (NL80211_BSS_USE_FOR) */
#define NL80211_BSS_USE_FOR_NORMAL              (1 << 0)
#define NL80211_BSS_USE_FOR_MLD_LINK            (1 << 1)

/* why a BSS cannot be used (NL80211_BSS_CANNOT_USE_REASONS) */
#define NL80211_BSS_CANNOT_USE_NSTR_NONPRIMARY  (1 << 0)
#define NL80211_BSS_CANNOT_USE_6GHZ_PWR_MISMATCH (1 << 1)
/* older names of the above */
#define NL80211_BSS_CANNOT_USE_UHB_PWR_MISMATCH \
	NL80211_BSS_CANNOT_USE_6GHZ_PWR_MISMATCH

/* attribute types of a BSS (NL80211_ATTR_BSS) */
#define NL80211_BSS_BSSID                       1
#define NL80211_BSS_FREQUENCY                   2
#define NL80211_BSS_TSF                         3
#define NL80211_BSS_BEACON_INTERVAL             4
#define NL80211_BSS_CAPABILITY                  5
#define NL80211_BSS_INFORMATION_ELEMENTS        6
#define NL80211_BSS_SIGNAL_MBM                  7
#define NL80211_BSS_SIGNAL_UNSPEC               8
#define NL80211_BSS_STATUS                      9
#define NL80211_BSS_SEEN_MS_AGO                 10
#define NL80211_BSS_BEACON_IES                  11
#define NL80211_BSS_CHAN_WIDTH                  12
#define NL80211_BSS_BEACON_TSF                  13
#define NL80211_BSS_PRESP_DATA                  14
#define NL80211_BSS_LAST_SEEN_BOOTTIME          15
#define NL80211_BSS_PAD                         16
#define NL80211_BSS_PARENT_TSF                  17
#define NL80211_BSS_PARENT_BSSID                18
#define NL80211_BSS_CHAIN_SIGNAL                19
#define NL80211_BSS_FREQUENCY_OFFSET            20
#define NL80211_BSS_MLO_LINK_ID                 21
#define NL80211_BSS_MLD_ADDR                    22
#define NL80211_BSS_USE_FOR                     23
#define NL80211_BSS_CANNOT_USE_REASONS          24

/* states of a BSS (NL80211_BSS_STATUS) */
#define NL80211_BSS_STATUS_AUTHENTICATED        0
#define NL80211_BSS_STATUS_ASSOCIATED           1
#define NL80211_BSS_STATUS_IBSS_JOINED          2

/* authentication types (NL80211_ATTR_AUTH_TYPE) */
#define NL80211_AUTHTYPE_OPEN_SYSTEM            0
#define NL80211_AUTHTYPE_SHARED_KEY             1
#define NL80211_AUTHTYPE_FT                     2
#define NL80211_AUTHTYPE_NETWORK_EAP            3
#define NL80211_AUTHTYPE_SAE                    4
#define NL80211_AUTHTYPE_FILS_SK                5
#define NL80211_AUTHTYPE_FILS_SK_PFS            6
#define NL80211_AUTHTYPE_FILS_PK                7
#define NL80211_AUTHTYPE_EPPKE                  8
#define NL80211_AUTHTYPE_IEEE8021X              9
#define NL80211_AUTHTYPE_AUTOMATIC              10

/* key types (NL80211_ATTR_KEY_TYPE) */
#define NL80211_KEYTYPE_GROUP                   0
#define NL80211_KEYTYPE_PAIRWISE                1
#define NL80211_KEYTYPE_PEERKEY                 2

/* management frame protection (NL80211_ATTR_USE_MFP) */
#define NL80211_MFP_NO                          0
#define NL80211_MFP_REQUIRED                    1
#define NL80211_MFP_OPTIONAL                    2

/* WPA versions, flags (NL80211_ATTR_WPA_VERSIONS) */
#define NL80211_WPA_VERSION_1                   (1 << 0)
#define NL80211_WPA_VERSION_2                   (1 << 1)
#define NL80211_WPA_VERSION_3                   (1 << 2)

/* attribute types of a default key's kinds (NL80211_KEY_DEFAULT_TYPES) */
#define NL80211_KEY_DEFAULT_TYPE_UNICAST        1
#define NL80211_KEY_DEFAULT_TYPE_MULTICAST      2

/* attribute types of a key (NL80211_ATTR_KEY) */
#define NL80211_KEY_DATA                        1
#define NL80211_KEY_IDX                         2
#define NL80211_KEY_CIPHER                      3
#define NL80211_KEY_SEQ                         4
#define NL80211_KEY_DEFAULT                     5
#define NL80211_KEY_DEFAULT_MGMT                6
#define NL80211_KEY_TYPE                        7
#define NL80211_KEY_DEFAULT_TYPES               8
#define NL80211_KEY_MODE                        9
#define NL80211_KEY_DEFAULT_BEACON              10
#define NL80211_KEY_LTF_SEED                    11

/* attribute types of a band's transmit rates (NL80211_ATTR_TX_RATES) */
#define NL80211_TXRATE_LEGACY                   1
#define NL80211_TXRATE_HT                       2
#define NL80211_TXRATE_VHT                      3
#define NL80211_TXRATE_GI                       4
#define NL80211_TXRATE_HE                       5
#define NL80211_TXRATE_HE_GI                    6
#define NL80211_TXRATE_HE_LTF                   7
#define NL80211_TXRATE_EHT                      8
#define NL80211_TXRATE_EHT_GI                   9
#define NL80211_TXRATE_EHT_LTF                  10
/* older names of the above */
#define NL80211_TXRATE_MCS                      NL80211_TXRATE_HT

/* guard interval settings (NL80211_TXRATE_GI) */
#define NL80211_TXRATE_DEFAULT_GI               0
#define NL80211_TXRATE_FORCE_SGI                1
#define NL80211_TXRATE_FORCE_LGI                2

/* frequency bands (NL80211_ATTR_WIPHY_BANDS nests, NL80211_BAND_* indexes) */
#define NL80211_BAND_2GHZ                       0
#define NL80211_BAND_5GHZ                       1
#define NL80211_BAND_60GHZ                      2
#define NL80211_BAND_6GHZ                       3
#define NL80211_BAND_S1GHZ                      4
#define NL80211_BAND_LC                         5

/* power save states (NL80211_ATTR_PS_STATE) */
#define NL80211_PS_DISABLED                     0
#define NL80211_PS_ENABLED                      1

/* attribute types of connection quality monitoring (NL80211_ATTR_CQM) */
#define NL80211_ATTR_CQM_RSSI_THOLD             1
#define NL80211_ATTR_CQM_RSSI_HYST              2
#define NL80211_ATTR_CQM_RSSI_THRESHOLD_EVENT   3
#define NL80211_ATTR_CQM_PKT_LOSS_EVENT         4
#define NL80211_ATTR_CQM_TXE_RATE               5
#define NL80211_ATTR_CQM_TXE_PKTS               6
#define NL80211_ATTR_CQM_TXE_INTVL              7
#define NL80211_ATTR_CQM_BEACON_LOSS_EVENT      8
#define NL80211_ATTR_CQM_RSSI_LEVEL             9

/* RSSI threshold events (NL80211_ATTR_CQM_RSSI_THRESHOLD_EVENT) */
#define NL80211_CQM_RSSI_THRESHOLD_EVENT_LOW    0
#define NL80211_CQM_RSSI_THRESHOLD_EVENT_HIGH   1
#define NL80211_CQM_RSSI_BEACON_LOSS_EVENT      2

/* transmit power settings (NL80211_ATTR_WIPHY_TX_POWER_SETTING) */
#define NL80211_TX_POWER_AUTOMATIC              0
#define NL80211_TX_POWER_LIMITED                1
#define NL80211_TX_POWER_FIXED                  2

/* a TID configuration on or off */
#define NL80211_TID_CONFIG_ENABLE               0
#define NL80211_TID_CONFIG_DISABLE              1

/* transmit rate settings (NL80211_TID_CONFIG_ATTR_TX_RATE_TYPE) */
#define NL80211_TX_RATE_AUTOMATIC               0
#define NL80211_TX_RATE_LIMITED                 1
#define NL80211_TX_RATE_FIXED                   2

/* attribute types of a TID configuration (NL80211_ATTR_TID_CONFIG) */
#define NL80211_TID_CONFIG_ATTR_PAD             1
#define NL80211_TID_CONFIG_ATTR_VIF_SUPP        2
#define NL80211_TID_CONFIG_ATTR_PEER_SUPP       3
#define NL80211_TID_CONFIG_ATTR_OVERRIDE        4
#define NL80211_TID_CONFIG_ATTR_TIDS            5
#define NL80211_TID_CONFIG_ATTR_NOACK           6
#define NL80211_TID_CONFIG_ATTR_RETRY_SHORT     7
#define NL80211_TID_CONFIG_ATTR_RETRY_LONG      8
#define NL80211_TID_CONFIG_ATTR_AMPDU_CTRL      9
#define NL80211_TID_CONFIG_ATTR_RTSCTS_CTRL     10
#define NL80211_TID_CONFIG_ATTR_AMSDU_CTRL      11
#define NL80211_TID_CONFIG_ATTR_TX_RATE_TYPE    12
#define NL80211_TID_CONFIG_ATTR_TX_RATE         13

/* attribute types of a packet pattern (wake-on-WLAN, coalesce) */
#define NL80211_PKTPAT_MASK                     1
#define NL80211_PKTPAT_PATTERN                  2
#define NL80211_PKTPAT_OFFSET                   3
/* older names of the above */
#define NL80211_WOWLAN_PKTPAT_MASK              NL80211_PKTPAT_MASK
#define NL80211_WOWLAN_PKTPAT_PATTERN           NL80211_PKTPAT_PATTERN
#define NL80211_WOWLAN_PKTPAT_OFFSET            NL80211_PKTPAT_OFFSET

/* attribute types of wake-on-WLAN triggers (NL80211_ATTR_WOWLAN_TRIGGERS) */
#define NL80211_WOWLAN_TRIG_ANY                 1
#define NL80211_WOWLAN_TRIG_DISCONNECT          2
#define NL80211_WOWLAN_TRIG_MAGIC_PKT           3
#define NL80211_WOWLAN_TRIG_PKT_PATTERN         4
#define NL80211_WOWLAN_TRIG_GTK_REKEY_SUPPORTED 5
#define NL80211_WOWLAN_TRIG_GTK_REKEY_FAILURE   6
#define NL80211_WOWLAN_TRIG_EAP_IDENT_REQUEST   7
#define NL80211_WOWLAN_TRIG_4WAY_HANDSHAKE      8
#define NL80211_WOWLAN_TRIG_RFKILL_RELEASE      9
#define NL80211_WOWLAN_TRIG_WAKEUP_PKT_80211    10
#define NL80211_WOWLAN_TRIG_WAKEUP_PKT_80211_LEN 11
#define NL80211_WOWLAN_TRIG_WAKEUP_PKT_8023     12
#define NL80211_WOWLAN_TRIG_WAKEUP_PKT_8023_LEN 13
#define NL80211_WOWLAN_TRIG_TCP_CONNECTION      14
#define NL80211_WOWLAN_TRIG_WAKEUP_TCP_MATCH    15
#define NL80211_WOWLAN_TRIG_WAKEUP_TCP_CONNLOST 16
#define NL80211_WOWLAN_TRIG_WAKEUP_TCP_NOMORETOKENS 17
#define NL80211_WOWLAN_TRIG_NET_DETECT          18
#define NL80211_WOWLAN_TRIG_NET_DETECT_RESULTS  19
#define NL80211_WOWLAN_TRIG_UNPROTECTED_DEAUTH_DISASSOC 20

/* attribute types of a wake-on-WLAN TCP connection
   (NL80211_WOWLAN_TRIG_TCP_CONNECTION) */
#define NL80211_WOWLAN_TCP_SRC_IPV4             1
#define NL80211_WOWLAN_TCP_DST_IPV4             2
#define NL80211_WOWLAN_TCP_DST_MAC              3
#define NL80211_WOWLAN_TCP_SRC_PORT             4
#define NL80211_WOWLAN_TCP_DST_PORT             5
#define NL80211_WOWLAN_TCP_DATA_PAYLOAD         6
#define NL80211_WOWLAN_TCP_DATA_PAYLOAD_SEQ     7
#define NL80211_WOWLAN_TCP_DATA_PAYLOAD_TOKEN   8
#define NL80211_WOWLAN_TCP_DATA_INTERVAL        9
#define NL80211_WOWLAN_TCP_WAKE_PAYLOAD         10
#define NL80211_WOWLAN_TCP_WAKE_MASK            11

/* attribute types of a coalesce rule (NL80211_ATTR_COALESCE_RULE) */
#define NL80211_ATTR_COALESCE_RULE_DELAY        1
#define NL80211_ATTR_COALESCE_RULE_CONDITION    2
#define NL80211_ATTR_COALESCE_RULE_PKT_PATTERN  3

/* conditions of a coalesce rule */
#define NL80211_COALESCE_CONDITION_MATCH        0
#define NL80211_COALESCE_CONDITION_NO_MATCH     1

/* attribute types of an interface limit (NL80211_IFACE_COMB_LIMITS) */
#define NL80211_IFACE_LIMIT_UNSPEC              0
#define NL80211_IFACE_LIMIT_MAX                 1
#define NL80211_IFACE_LIMIT_TYPES               2

/* attribute types of an interface combination
   (NL80211_ATTR_INTERFACE_COMBINATIONS) */
#define NL80211_IFACE_COMB_UNSPEC               0
#define NL80211_IFACE_COMB_LIMITS               1
#define NL80211_IFACE_COMB_MAXNUM               2
#define NL80211_IFACE_COMB_STA_AP_BI_MATCH      3
#define NL80211_IFACE_COMB_NUM_CHANNELS         4
#define NL80211_IFACE_COMB_RADAR_DETECT_WIDTHS  5
#define NL80211_IFACE_COMB_RADAR_DETECT_REGIONS 6
#define NL80211_IFACE_COMB_BI_MIN_GCD           7

/* mesh peer link states (NL80211_STA_INFO_PLINK_STATE) */
#define NL80211_PLINK_LISTEN                    0
#define NL80211_PLINK_OPN_SNT                   1
#define NL80211_PLINK_OPN_RCVD                  2
#define NL80211_PLINK_CNF_RCVD                  3
#define NL80211_PLINK_ESTAB                     4
#define NL80211_PLINK_HOLDING                   5
#define NL80211_PLINK_BLOCKED                   6

/* mesh peer link actions (NL80211_ATTR_STA_PLINK_ACTION) */
#define NL80211_PLINK_ACTION_NO_ACTION          0
#define NL80211_PLINK_ACTION_OPEN               1
#define NL80211_PLINK_ACTION_BLOCK              2

/* attribute types of GTK rekey data (NL80211_ATTR_REKEY_DATA) */
#define NL80211_REKEY_DATA_KEK                  1
#define NL80211_REKEY_DATA_KCK                  2
#define NL80211_REKEY_DATA_REPLAY_CTR           3
#define NL80211_REKEY_DATA_AKM                  4

/* hidden SSID modes (NL80211_ATTR_HIDDEN_SSID) */
#define NL80211_HIDDEN_SSID_NOT_IN_USE          0
#define NL80211_HIDDEN_SSID_ZERO_LEN            1
#define NL80211_HIDDEN_SSID_ZERO_CONTENTS       2

/* attribute types of a station's WME parameters (NL80211_ATTR_STA_WME) */
#define NL80211_STA_WME_UAPSD_QUEUES            1
#define NL80211_STA_WME_MAX_SP                  2

/* attribute types of a PMKSA candidate (NL80211_ATTR_PMKSA_CANDIDATE) */
#define NL80211_PMKSA_CANDIDATE_INDEX           1
#define NL80211_PMKSA_CANDIDATE_BSSID           2
#define NL80211_PMKSA_CANDIDATE_PREAUTH         3

/* TDLS operations (NL80211_ATTR_TDLS_OPERATION) */
#define NL80211_TDLS_DISCOVERY_REQ              0
#define NL80211_TDLS_SETUP                      1
#define NL80211_TDLS_TEARDOWN                   2
#define NL80211_TDLS_ENABLE_LINK                3
#define NL80211_TDLS_DISABLE_LINK               4

/* AP SME features, flags (NL80211_ATTR_DEVICE_AP_SME) */
#define NL80211_AP_SME_SA_QUERY_OFFLOAD         (1 << 0)

/* device features, flags (NL80211_ATTR_FEATURE_FLAGS) */
#define NL80211_FEATURE_SK_TX_STATUS            (1 << 0)
#define NL80211_FEATURE_HT_IBSS                 (1 << 1)
#define NL80211_FEATURE_INACTIVITY_TIMER        (1 << 2)
#define NL80211_FEATURE_CELL_BASE_REG_HINTS     (1 << 3)
#define NL80211_FEATURE_P2P_DEVICE_NEEDS_CHANNEL (1 << 4)
#define NL80211_FEATURE_SAE                     (1 << 5)
#define NL80211_FEATURE_LOW_PRIORITY_SCAN       (1 << 6)
#define NL80211_FEATURE_SCAN_FLUSH              (1 << 7)
#define NL80211_FEATURE_AP_SCAN                 (1 << 8)
#define NL80211_FEATURE_VIF_TXPOWER             (1 << 9)
#define NL80211_FEATURE_NEED_OBSS_SCAN          (1 << 10)
#define NL80211_FEATURE_P2P_GO_CTWIN            (1 << 11)
#define NL80211_FEATURE_P2P_GO_OPPPS            (1 << 12)
#define NL80211_FEATURE_ADVERTISE_CHAN_LIMITS   (1 << 14)
#define NL80211_FEATURE_FULL_AP_CLIENT_STATE    (1 << 15)
#define NL80211_FEATURE_USERSPACE_MPM           (1 << 16)
#define NL80211_FEATURE_ACTIVE_MONITOR          (1 << 17)
#define NL80211_FEATURE_AP_MODE_CHAN_WIDTH_CHANGE (1 << 18)
#define NL80211_FEATURE_DS_PARAM_SET_IE_IN_PROBES (1 << 19)
#define NL80211_FEATURE_WFA_TPC_IE_IN_PROBES    (1 << 20)
#define NL80211_FEATURE_QUIET                   (1 << 21)
#define NL80211_FEATURE_TX_POWER_INSERTION      (1 << 22)
#define NL80211_FEATURE_ACKTO_ESTIMATION        (1 << 23)
#define NL80211_FEATURE_STATIC_SMPS             (1 << 24)
#define NL80211_FEATURE_DYNAMIC_SMPS            (1 << 25)
#define NL80211_FEATURE_SUPPORTS_WMM_ADMISSION  (1 << 26)
#define NL80211_FEATURE_MAC_ON_CREATE           (1 << 27)
#define NL80211_FEATURE_TDLS_CHANNEL_SWITCH     (1 << 28)
#define NL80211_FEATURE_SCAN_RANDOM_MAC_ADDR    (1 << 29)
#define NL80211_FEATURE_SCHED_SCAN_RANDOM_MAC_ADDR (1 << 30)
#define NL80211_FEATURE_ND_RANDOM_MAC_ADDR      (1U << 31)

/* extended features: bit numbers in NL80211_ATTR_EXT_FEATURES's bytes */
#define NL80211_EXT_FEATURE_VHT_IBSS            0
#define NL80211_EXT_FEATURE_RRM                 1
#define NL80211_EXT_FEATURE_MU_MIMO_AIR_SNIFFER 2
#define NL80211_EXT_FEATURE_SCAN_START_TIME     3
#define NL80211_EXT_FEATURE_BSS_PARENT_TSF      4
#define NL80211_EXT_FEATURE_SET_SCAN_DWELL      5
#define NL80211_EXT_FEATURE_BEACON_RATE_LEGACY  6
#define NL80211_EXT_FEATURE_BEACON_RATE_HT      7
#define NL80211_EXT_FEATURE_BEACON_RATE_VHT     8
#define NL80211_EXT_FEATURE_FILS_STA            9
#define NL80211_EXT_FEATURE_MGMT_TX_RANDOM_TA   10
#define NL80211_EXT_FEATURE_MGMT_TX_RANDOM_TA_CONNECTED 11
#define NL80211_EXT_FEATURE_SCHED_SCAN_RELATIVE_RSSI 12
#define NL80211_EXT_FEATURE_CQM_RSSI_LIST       13
#define NL80211_EXT_FEATURE_FILS_SK_OFFLOAD     14
#define NL80211_EXT_FEATURE_4WAY_HANDSHAKE_STA_PSK 15
#define NL80211_EXT_FEATURE_4WAY_HANDSHAKE_STA_1X 16
#define NL80211_EXT_FEATURE_FILS_MAX_CHANNEL_TIME 17
#define NL80211_EXT_FEATURE_ACCEPT_BCAST_PROBE_RESP 18
#define NL80211_EXT_FEATURE_OCE_PROBE_REQ_HIGH_TX_RATE 19
#define NL80211_EXT_FEATURE_OCE_PROBE_REQ_DEFERRAL_SUPPRESSION 20
#define NL80211_EXT_FEATURE_MFP_OPTIONAL        21
#define NL80211_EXT_FEATURE_LOW_SPAN_SCAN       22
#define NL80211_EXT_FEATURE_LOW_POWER_SCAN      23
#define NL80211_EXT_FEATURE_HIGH_ACCURACY_SCAN  24
#define NL80211_EXT_FEATURE_DFS_OFFLOAD         25
#define NL80211_EXT_FEATURE_CONTROL_PORT_OVER_NL80211 26
#define NL80211_EXT_FEATURE_ACK_SIGNAL_SUPPORT  27
#define NL80211_EXT_FEATURE_DATA_ACK_SIGNAL_SUPPORT \
	NL80211_EXT_FEATURE_ACK_SIGNAL_SUPPORT
#define NL80211_EXT_FEATURE_TXQS                28
#define NL80211_EXT_FEATURE_SCAN_RANDOM_SN      29
#define NL80211_EXT_FEATURE_SCAN_MIN_PREQ_CONTENT 30
#define NL80211_EXT_FEATURE_CAN_REPLACE_PTK0    31
#define NL80211_EXT_FEATURE_ENABLE_FTM_RESPONDER 32
#define NL80211_EXT_FEATURE_AIRTIME_FAIRNESS    33
#define NL80211_EXT_FEATURE_AP_PMKSA_CACHING    34
#define NL80211_EXT_FEATURE_SCHED_SCAN_BAND_SPECIFIC_RSSI_THOLD 35
#define NL80211_EXT_FEATURE_EXT_KEY_ID          36
#define NL80211_EXT_FEATURE_STA_TX_PWR          37
#define NL80211_EXT_FEATURE_SAE_OFFLOAD         38
#define NL80211_EXT_FEATURE_VLAN_OFFLOAD        39
#define NL80211_EXT_FEATURE_AQL                 40
#define NL80211_EXT_FEATURE_BEACON_PROTECTION   41
#define NL80211_EXT_FEATURE_CONTROL_PORT_NO_PREAUTH 42
#define NL80211_EXT_FEATURE_PROTECTED_TWT       43
#define NL80211_EXT_FEATURE_DEL_IBSS_STA        44
#define NL80211_EXT_FEATURE_MULTICAST_REGISTRATIONS 45
#define NL80211_EXT_FEATURE_BEACON_PROTECTION_CLIENT 46
#define NL80211_EXT_FEATURE_SCAN_FREQ_KHZ       47
#define NL80211_EXT_FEATURE_CONTROL_PORT_OVER_NL80211_TX_STATUS 48
#define NL80211_EXT_FEATURE_OPERATING_CHANNEL_VALIDATION 49
#define NL80211_EXT_FEATURE_4WAY_HANDSHAKE_AP_PSK 50
#define NL80211_EXT_FEATURE_SAE_OFFLOAD_AP      51
#define NL80211_EXT_FEATURE_FILS_DISCOVERY      52
#define NL80211_EXT_FEATURE_UNSOL_BCAST_PROBE_RESP 53
#define NL80211_EXT_FEATURE_BEACON_RATE_HE      54
#define NL80211_EXT_FEATURE_SECURE_LTF          55
#define NL80211_EXT_FEATURE_SECURE_RTT          56
#define NL80211_EXT_FEATURE_PROT_RANGE_NEGO_AND_MEASURE 57
#define NL80211_EXT_FEATURE_BSS_COLOR           58
#define NL80211_EXT_FEATURE_FILS_CRYPTO_OFFLOAD 59
#define NL80211_EXT_FEATURE_RADAR_BACKGROUND    60
#define NL80211_EXT_FEATURE_POWERED_ADDR_CHANGE 61
#define NL80211_EXT_FEATURE_PUNCT               62
#define NL80211_EXT_FEATURE_SECURE_NAN          63
#define NL80211_EXT_FEATURE_AUTH_AND_DEAUTH_RANDOM_TA 64
#define NL80211_EXT_FEATURE_OWE_OFFLOAD         65
#define NL80211_EXT_FEATURE_OWE_OFFLOAD_AP      66
#define NL80211_EXT_FEATURE_DFS_CONCURRENT      67
#define NL80211_EXT_FEATURE_SPP_AMSDU_SUPPORT   68
#define NL80211_EXT_FEATURE_BEACON_RATE_EHT     69
#define NL80211_EXT_FEATURE_EPPKE               70
#define NL80211_EXT_FEATURE_ASSOC_FRAME_ENCRYPTION 71
#define NL80211_EXT_FEATURE_IEEE8021X_AUTH      72
#define NL80211_EXT_FEATURE_ROC_ADDR_FILTER     73
#define NL80211_EXT_FEATURE_SET_KEY_LTF_SEED    74

/* probe response offload support, flags (NL80211_ATTR_PROBE_RESP_OFFLOAD) */
#define NL80211_PROBE_RESP_OFFLOAD_SUPPORT_WPS  (1 << 0)
#define NL80211_PROBE_RESP_OFFLOAD_SUPPORT_WPS2 (1 << 1)
#define NL80211_PROBE_RESP_OFFLOAD_SUPPORT_P2P  (1 << 2)
#define NL80211_PROBE_RESP_OFFLOAD_SUPPORT_80211U (1 << 3)

/* why a connection failed (NL80211_ATTR_CONN_FAILED_REASON) */
#define NL80211_CONN_FAIL_MAX_CLIENTS           0
#define NL80211_CONN_FAIL_BLOCKED_CLIENT        1

/* what timed out (NL80211_ATTR_TIMEOUT_REASON) */
#define NL80211_TIMEOUT_UNSPECIFIED             0
#define NL80211_TIMEOUT_SCAN                    1
#define NL80211_TIMEOUT_AUTH                    2
#define NL80211_TIMEOUT_ASSOC                   3

/* scan flags (NL80211_ATTR_SCAN_FLAGS) */
#define NL80211_SCAN_FLAG_LOW_PRIORITY          (1 << 0)
#define NL80211_SCAN_FLAG_FLUSH                 (1 << 1)
#define NL80211_SCAN_FLAG_AP                    (1 << 2)
#define NL80211_SCAN_FLAG_RANDOM_ADDR           (1 << 3)
#define NL80211_SCAN_FLAG_FILS_MAX_CHANNEL_TIME (1 << 4)
#define NL80211_SCAN_FLAG_ACCEPT_BCAST_PROBE_RESP (1 << 5)
#define NL80211_SCAN_FLAG_OCE_PROBE_REQ_HIGH_TX_RATE (1 << 6)
#define NL80211_SCAN_FLAG_OCE_PROBE_REQ_DEFERRAL_SUPPRESSION (1 << 7)
#define NL80211_SCAN_FLAG_LOW_SPAN              (1 << 8)
#define NL80211_SCAN_FLAG_LOW_POWER             (1 << 9)
#define NL80211_SCAN_FLAG_HIGH_ACCURACY         (1 << 10)
#define NL80211_SCAN_FLAG_RANDOM_SN             (1 << 11)
#define NL80211_SCAN_FLAG_MIN_PREQ_CONTENT      (1 << 12)
#define NL80211_SCAN_FLAG_FREQ_KHZ              (1 << 13)
#define NL80211_SCAN_FLAG_COLOCATED_6GHZ        (1 << 14)

/* MAC address ACL policies (NL80211_ATTR_ACL_POLICY) */
#define NL80211_ACL_POLICY_ACCEPT_UNLESS_LISTED 0
#define NL80211_ACL_POLICY_DENY_UNLESS_LISTED   1

/* SM power save modes (NL80211_ATTR_SMPS_MODE) */
#define NL80211_SMPS_OFF                        0
#define NL80211_SMPS_STATIC                     1
#define NL80211_SMPS_DYNAMIC                    2

/* radar events (NL80211_ATTR_RADAR_EVENT) */
#define NL80211_RADAR_DETECTED                  0
#define NL80211_RADAR_CAC_FINISHED              1
#define NL80211_RADAR_CAC_ABORTED               2
#define NL80211_RADAR_NOP_FINISHED              3
#define NL80211_RADAR_PRE_CAC_EXPIRED           4
#define NL80211_RADAR_CAC_STARTED               5

/* DFS states of a channel (NL80211_FREQUENCY_ATTR_DFS_STATE) */
#define NL80211_DFS_USABLE                      0
#define NL80211_DFS_UNAVAILABLE                 1
#define NL80211_DFS_AVAILABLE                   2

/* protocol features, flags (NL80211_ATTR_PROTOCOL_FEATURES) */
#define NL80211_PROTOCOL_FEATURE_SPLIT_WIPHY_DUMP (1 << 0)

/* critical protocols (NL80211_ATTR_CRIT_PROT_ID) */
#define NL80211_CRIT_PROTO_UNSPEC               0
#define NL80211_CRIT_PROTO_DHCP                 1
#define NL80211_CRIT_PROTO_EAPOL                2
#define NL80211_CRIT_PROTO_APIPA                3

/* flags of a received management frame (NL80211_ATTR_RXMGMT_FLAGS) */
#define NL80211_RXMGMT_FLAG_ANSWERED            (1 << 0)
#define NL80211_RXMGMT_FLAG_EXTERNAL_AUTH       (1 << 1)

/* TDLS peer capabilities, flags (NL80211_ATTR_TDLS_PEER_CAPABILITY) */
#define NL80211_TDLS_PEER_HT                    (1 << 0)
#define NL80211_TDLS_PEER_VHT                   (1 << 1)
#define NL80211_TDLS_PEER_WMM                   (1 << 2)
#define NL80211_TDLS_PEER_HE                    (1 << 3)

/* attribute types of a scheduled scan plan (NL80211_ATTR_SCHED_SCAN_PLANS) */
#define NL80211_SCHED_SCAN_PLAN_INTERVAL        1
#define NL80211_SCHED_SCAN_PLAN_ITERATIONS      2

/* attribute types of BSS selection (NL80211_ATTR_BSS_SELECT) */
#define NL80211_BSS_SELECT_ATTR_RSSI            1
#define NL80211_BSS_SELECT_ATTR_BAND_PREF       2
#define NL80211_BSS_SELECT_ATTR_RSSI_ADJUST     3

/* NAN function types (NL80211_NAN_FUNC_TYPE) */
#define NL80211_NAN_FUNC_PUBLISH                0
#define NL80211_NAN_FUNC_SUBSCRIBE              1
#define NL80211_NAN_FUNC_FOLLOW_UP              2

/* NAN publish types, flags (NL80211_NAN_FUNC_PUBLISH_TYPE) */
#define NL80211_NAN_SOLICITED_PUBLISH           (1 << 0)
#define NL80211_NAN_UNSOLICITED_PUBLISH         (1 << 1)

/* why a NAN function ended (NL80211_NAN_FUNC_TERM_REASON) */
#define NL80211_NAN_FUNC_TERM_REASON_USER_REQUEST 0
#define NL80211_NAN_FUNC_TERM_REASON_TTL_EXPIRED 1
#define NL80211_NAN_FUNC_TERM_REASON_ERROR      2

/* attribute types of a NAN function (NL80211_ATTR_NAN_FUNC) */
#define NL80211_NAN_FUNC_TYPE                   1
#define NL80211_NAN_FUNC_SERVICE_ID             2
#define NL80211_NAN_FUNC_PUBLISH_TYPE           3
#define NL80211_NAN_FUNC_PUBLISH_BCAST          4
#define NL80211_NAN_FUNC_SUBSCRIBE_ACTIVE       5
#define NL80211_NAN_FUNC_FOLLOW_UP_ID           6
#define NL80211_NAN_FUNC_FOLLOW_UP_REQ_ID       7
#define NL80211_NAN_FUNC_FOLLOW_UP_DEST         8
#define NL80211_NAN_FUNC_CLOSE_RANGE            9
#define NL80211_NAN_FUNC_TTL                    10
#define NL80211_NAN_FUNC_SERVICE_INFO           11
#define NL80211_NAN_FUNC_SRF                    12
#define NL80211_NAN_FUNC_RX_MATCH_FILTER        13
#define NL80211_NAN_FUNC_TX_MATCH_FILTER        14
#define NL80211_NAN_FUNC_INSTANCE_ID            15
#define NL80211_NAN_FUNC_TERM_REASON            16

/* attribute types of a NAN service response filter (NL80211_NAN_FUNC_SRF) */
#define NL80211_NAN_SRF_INCLUDE                 1
#define NL80211_NAN_SRF_BF                      2
#define NL80211_NAN_SRF_BF_IDX                  3
#define NL80211_NAN_SRF_MAC_ADDRS               4

/* attribute types of a NAN match (NL80211_ATTR_NAN_MATCH) */
#define NL80211_NAN_MATCH_FUNC_LOCAL            1
#define NL80211_NAN_MATCH_FUNC_PEER             2

/* attribute types of a NAN band configuration */
#define NL80211_NAN_BAND_CONF_BAND              1
#define NL80211_NAN_BAND_CONF_FREQ              2
#define NL80211_NAN_BAND_CONF_RSSI_CLOSE        3
#define NL80211_NAN_BAND_CONF_RSSI_MIDDLE       4
#define NL80211_NAN_BAND_CONF_WAKE_DW           5
#define NL80211_NAN_BAND_CONF_DISABLE_SCAN      6

/* attribute types of a NAN configuration */
#define NL80211_NAN_CONF_CLUSTER_ID             1
#define NL80211_NAN_CONF_EXTRA_ATTRS            2
#define NL80211_NAN_CONF_VENDOR_ELEMS           3
#define NL80211_NAN_CONF_BAND_CONFIGS           4
#define NL80211_NAN_CONF_SCAN_PERIOD            5
#define NL80211_NAN_CONF_SCAN_DWELL_TIME        6
#define NL80211_NAN_CONF_DISCOVERY_BEACON_INTERVAL 7
#define NL80211_NAN_CONF_NOTIFY_DW              8

/* external authentication actions (NL80211_ATTR_EXTERNAL_AUTH_ACTION) */
#define NL80211_EXTERNAL_AUTH_START             0
#define NL80211_EXTERNAL_AUTH_ABORT             1

/* attribute types of the FTM responder (NL80211_ATTR_FTM_RESPONDER) */
#define NL80211_FTM_RESP_ATTR_ENABLED           1
#define NL80211_FTM_RESP_ATTR_LCI               2
#define NL80211_FTM_RESP_ATTR_CIVICLOC          3

/* attribute types of the FTM responder's counters
   (NL80211_ATTR_FTM_RESPONDER_STATS) */
#define NL80211_FTM_STATS_SUCCESS_NUM           1
#define NL80211_FTM_STATS_PARTIAL_NUM           2
#define NL80211_FTM_STATS_FAILED_NUM            3
#define NL80211_FTM_STATS_ASAP_NUM              4
#define NL80211_FTM_STATS_NON_ASAP_NUM          5
#define NL80211_FTM_STATS_TOTAL_DURATION_MSEC   6
#define NL80211_FTM_STATS_UNKNOWN_TRIGGERS_NUM  7
#define NL80211_FTM_STATS_RESCHEDULE_REQUESTS_NUM 8
#define NL80211_FTM_STATS_OUT_OF_WINDOW_TRIGGERS_NUM 9
#define NL80211_FTM_STATS_PAD                   10

/* frame preambles (peer measurement) */
#define NL80211_PREAMBLE_LEGACY                 0
#define NL80211_PREAMBLE_HT                     1
#define NL80211_PREAMBLE_VHT                    2
#define NL80211_PREAMBLE_DMG                    3
#define NL80211_PREAMBLE_HE                     4

/* peer measurement types */
#define NL80211_PMSR_TYPE_INVALID               0
#define NL80211_PMSR_TYPE_FTM                   1

/* outcomes of a peer measurement (NL80211_PMSR_RESP_ATTR_STATUS) */
#define NL80211_PMSR_STATUS_SUCCESS             0
#define NL80211_PMSR_STATUS_REFUSED             1
#define NL80211_PMSR_STATUS_TIMEOUT             2
#define NL80211_PMSR_STATUS_FAILURE             3

/* attribute types of a peer measurement request
   (NL80211_PMSR_PEER_ATTR_REQ) */
#define NL80211_PMSR_REQ_ATTR_DATA              1
#define NL80211_PMSR_REQ_ATTR_GET_AP_TSF        2

/* attribute types of a peer measurement result
   (NL80211_PMSR_PEER_ATTR_RESP) */
#define NL80211_PMSR_RESP_ATTR_DATA             1
#define NL80211_PMSR_RESP_ATTR_STATUS           2
#define NL80211_PMSR_RESP_ATTR_HOST_TIME        3
#define NL80211_PMSR_RESP_ATTR_AP_TSF           4
#define NL80211_PMSR_RESP_ATTR_FINAL            5
#define NL80211_PMSR_RESP_ATTR_PAD              6

/* FTM request types */
#define NL80211_PMSR_FTM_REQ_TYPE_INFRA         0
#define NL80211_PMSR_FTM_REQ_TYPE_PD            1

/* attribute types of a measured peer (NL80211_PMSR_ATTR_PEERS) */
#define NL80211_PMSR_PEER_ATTR_ADDR             1
#define NL80211_PMSR_PEER_ATTR_CHAN             2
#define NL80211_PMSR_PEER_ATTR_REQ              3
#define NL80211_PMSR_PEER_ATTR_RESP             4
#define NL80211_PMSR_PEER_ATTR_REQ_TYPE         5

/* attribute types of peer measurement (NL80211_ATTR_PEER_MEASUREMENTS) */
#define NL80211_PMSR_ATTR_MAX_PEERS             1
#define NL80211_PMSR_ATTR_REPORT_AP_TSF         2
#define NL80211_PMSR_ATTR_RANDOMIZE_MAC_ADDR    3
#define NL80211_PMSR_ATTR_TYPE_CAPA             4
#define NL80211_PMSR_ATTR_PEERS                 5
#define NL80211_PMSR_ATTR_MAX_PEER_ISTA_ROLE    6
#define NL80211_PMSR_ATTR_MAX_PEER_RSTA_ROLE    7

/* attribute types of FTM capabilities */
#define NL80211_PMSR_FTM_CAPA_ATTR_ASAP         1
#define NL80211_PMSR_FTM_CAPA_ATTR_NON_ASAP     2
#define NL80211_PMSR_FTM_CAPA_ATTR_REQ_LCI      3
#define NL80211_PMSR_FTM_CAPA_ATTR_REQ_CIVICLOC 4
#define NL80211_PMSR_FTM_CAPA_ATTR_PREAMBLES    5
#define NL80211_PMSR_FTM_CAPA_ATTR_BANDWIDTHS   6
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_BURSTS_EXPONENT 7
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_FTMS_PER_BURST 8
#define NL80211_PMSR_FTM_CAPA_ATTR_TRIGGER_BASED 9
#define NL80211_PMSR_FTM_CAPA_ATTR_NON_TRIGGER_BASED 10
#define NL80211_PMSR_FTM_CAPA_ATTR_6GHZ_SUPPORT 11
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_TX_LTF_REP 12
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_RX_LTF_REP 13
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_TX_STS   14
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_RX_STS   15
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_TOTAL_LTF_TX 16
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_TOTAL_LTF_RX 17
#define NL80211_PMSR_FTM_CAPA_ATTR_RSTA_SUPPORT 18
#define NL80211_PMSR_FTM_CAPA_ATTR_ISTA_CAPS    19
#define NL80211_PMSR_FTM_CAPA_ATTR_RSTA_CAPS    20
#define NL80211_PMSR_FTM_CAPA_ATTR_SUPPORT_NTB  21
#define NL80211_PMSR_FTM_CAPA_ATTR_SUPPORT_TB   22
#define NL80211_PMSR_FTM_CAPA_ATTR_SUPPORT_EDCA 23
#define NL80211_PMSR_FTM_CAPA_ATTR_TYPE_CAPS    24
#define NL80211_PMSR_FTM_CAPA_ATTR_CONCURRENT_ISTA_RSTA_SUPPORT 25
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_NUM_TX_ANTENNAS 26
#define NL80211_PMSR_FTM_CAPA_ATTR_MAX_NUM_RX_ANTENNAS 27
#define NL80211_PMSR_FTM_CAPA_ATTR_MIN_INTERVAL_EDCA 28
#define NL80211_PMSR_FTM_CAPA_ATTR_MIN_INTERVAL_NTB 29
#define NL80211_PMSR_FTM_CAPA_ATTR_PD_PREAMBLES 30
#define NL80211_PMSR_FTM_CAPA_ATTR_PD_BANDWIDTHS 31

/* attribute types of FTM capabilities per request type */
#define NL80211_PMSR_FTM_TYPE_CAPA_ATTR_INFRA_SUPPORT 1
#define NL80211_PMSR_FTM_TYPE_CAPA_ATTR_PD_SUPPORT 2

/* attribute types of an FTM request */
#define NL80211_PMSR_FTM_REQ_ATTR_ASAP          1
#define NL80211_PMSR_FTM_REQ_ATTR_PREAMBLE      2
#define NL80211_PMSR_FTM_REQ_ATTR_NUM_BURSTS_EXP 3
#define NL80211_PMSR_FTM_REQ_ATTR_BURST_PERIOD  4
#define NL80211_PMSR_FTM_REQ_ATTR_BURST_DURATION 5
#define NL80211_PMSR_FTM_REQ_ATTR_FTMS_PER_BURST 6
#define NL80211_PMSR_FTM_REQ_ATTR_NUM_FTMR_RETRIES 7
#define NL80211_PMSR_FTM_REQ_ATTR_REQUEST_LCI   8
#define NL80211_PMSR_FTM_REQ_ATTR_REQUEST_CIVICLOC 9
#define NL80211_PMSR_FTM_REQ_ATTR_TRIGGER_BASED 10
#define NL80211_PMSR_FTM_REQ_ATTR_NON_TRIGGER_BASED 11
#define NL80211_PMSR_FTM_REQ_ATTR_LMR_FEEDBACK  12
#define NL80211_PMSR_FTM_REQ_ATTR_BSS_COLOR     13
#define NL80211_PMSR_FTM_REQ_ATTR_RSTA          14
#define NL80211_PMSR_FTM_REQ_ATTR_MIN_TIME_BETWEEN_MEASUREMENTS 15
#define NL80211_PMSR_FTM_REQ_ATTR_MAX_TIME_BETWEEN_MEASUREMENTS 16
#define NL80211_PMSR_FTM_REQ_ATTR_NOMINAL_TIME  17
#define NL80211_PMSR_FTM_REQ_ATTR_AW_DURATION   18
#define NL80211_PMSR_FTM_REQ_ATTR_NUM_MEASUREMENTS 19
#define NL80211_PMSR_FTM_REQ_ATTR_PAD           20
#define NL80211_PMSR_FTM_REQ_ATTR_INGRESS       21
#define NL80211_PMSR_FTM_REQ_ATTR_EGRESS        22
#define NL80211_PMSR_FTM_REQ_ATTR_PD_SUPPRESS_RESULTS 23

/* why an FTM measurement failed (NL80211_PMSR_FTM_RESP_ATTR_FAIL_REASON) */
#define NL80211_PMSR_FTM_FAILURE_UNSPECIFIED    0
#define NL80211_PMSR_FTM_FAILURE_NO_RESPONSE    1
#define NL80211_PMSR_FTM_FAILURE_REJECTED       2
#define NL80211_PMSR_FTM_FAILURE_WRONG_CHANNEL  3
#define NL80211_PMSR_FTM_FAILURE_PEER_NOT_CAPABLE 4
#define NL80211_PMSR_FTM_FAILURE_INVALID_TIMESTAMP 5
#define NL80211_PMSR_FTM_FAILURE_PEER_BUSY      6
#define NL80211_PMSR_FTM_FAILURE_BAD_CHANGED_PARAMS 7

/* attribute types of an FTM result */
#define NL80211_PMSR_FTM_RESP_ATTR_FAIL_REASON  1
#define NL80211_PMSR_FTM_RESP_ATTR_BURST_INDEX  2
#define NL80211_PMSR_FTM_RESP_ATTR_NUM_FTMR_ATTEMPTS 3
#define NL80211_PMSR_FTM_RESP_ATTR_NUM_FTMR_SUCCESSES 4
#define NL80211_PMSR_FTM_RESP_ATTR_BUSY_RETRY_TIME 5
#define NL80211_PMSR_FTM_RESP_ATTR_NUM_BURSTS_EXP 6
#define NL80211_PMSR_FTM_RESP_ATTR_BURST_DURATION 7
#define NL80211_PMSR_FTM_RESP_ATTR_FTMS_PER_BURST 8
#define NL80211_PMSR_FTM_RESP_ATTR_RSSI_AVG     9
#define NL80211_PMSR_FTM_RESP_ATTR_RSSI_SPREAD  10
#define NL80211_PMSR_FTM_RESP_ATTR_TX_RATE      11
#define NL80211_PMSR_FTM_RESP_ATTR_RX_RATE      12
#define NL80211_PMSR_FTM_RESP_ATTR_RTT_AVG      13
#define NL80211_PMSR_FTM_RESP_ATTR_RTT_VARIANCE 14
#define NL80211_PMSR_FTM_RESP_ATTR_RTT_SPREAD   15
#define NL80211_PMSR_FTM_RESP_ATTR_DIST_AVG     16
#define NL80211_PMSR_FTM_RESP_ATTR_DIST_VARIANCE 17
#define NL80211_PMSR_FTM_RESP_ATTR_DIST_SPREAD  18
#define NL80211_PMSR_FTM_RESP_ATTR_LCI          19
#define NL80211_PMSR_FTM_RESP_ATTR_CIVICLOC     20
#define NL80211_PMSR_FTM_RESP_ATTR_PAD          21
#define NL80211_PMSR_FTM_RESP_ATTR_BURST_PERIOD 22
#define NL80211_PMSR_FTM_RESP_ATTR_TX_LTF_REPETITION_COUNT 23
#define NL80211_PMSR_FTM_RESP_ATTR_RX_LTF_REPETITION_COUNT 24
#define NL80211_PMSR_FTM_RESP_ATTR_MAX_TIME_BETWEEN_MEASUREMENTS 25
#define NL80211_PMSR_FTM_RESP_ATTR_MIN_TIME_BETWEEN_MEASUREMENTS 26
#define NL80211_PMSR_FTM_RESP_ATTR_NUM_TX_SPATIAL_STREAMS 27
#define NL80211_PMSR_FTM_RESP_ATTR_NUM_RX_SPATIAL_STREAMS 28
#define NL80211_PMSR_FTM_RESP_ATTR_NOMINAL_TIME 29
#define NL80211_PMSR_FTM_RESP_ATTR_AVAILABILITY_WINDOW 30
#define NL80211_PMSR_FTM_RESP_ATTR_CHANNEL_WIDTH 31
#define NL80211_PMSR_FTM_RESP_ATTR_PREAMBLE     32
#define NL80211_PMSR_FTM_RESP_ATTR_IS_DELAYED_LMR 33

/* attribute types of HE OBSS packet detection (NL80211_ATTR_HE_OBSS_PD) */
#define NL80211_HE_OBSS_PD_ATTR_MIN_OFFSET      1
#define NL80211_HE_OBSS_PD_ATTR_MAX_OFFSET      2
#define NL80211_HE_OBSS_PD_ATTR_NON_SRG_MAX_OFFSET 3
#define NL80211_HE_OBSS_PD_ATTR_BSS_COLOR_BITMAP 4
#define NL80211_HE_OBSS_PD_ATTR_PARTIAL_BSSID_BITMAP 5
#define NL80211_HE_OBSS_PD_ATTR_SR_CTRL         6

/* attribute types of the HE BSS color (NL80211_ATTR_HE_BSS_COLOR) */
#define NL80211_HE_BSS_COLOR_ATTR_COLOR         1
#define NL80211_HE_BSS_COLOR_ATTR_DISABLED      2
#define NL80211_HE_BSS_COLOR_ATTR_PARTIAL       3

/* attribute types of AKM suites per interface type
   (NL80211_ATTR_IFTYPE_AKM_SUITES) */
#define NL80211_IFTYPE_AKM_ATTR_IFTYPES         1
#define NL80211_IFTYPE_AKM_ATTR_SUITES          2

/* attribute types of FILS discovery (NL80211_ATTR_FILS_DISCOVERY) */
#define NL80211_FILS_DISCOVERY_ATTR_INT_MIN     1
#define NL80211_FILS_DISCOVERY_ATTR_INT_MAX     2
#define NL80211_FILS_DISCOVERY_ATTR_TMPL        3

/* attribute types of unsolicited broadcast probe responses
   (NL80211_ATTR_UNSOL_BCAST_PROBE_RESP) */
#define NL80211_UNSOL_BCAST_PROBE_RESP_ATTR_INT 1
#define NL80211_UNSOL_BCAST_PROBE_RESP_ATTR_TMPL 2

/* SAE password element mechanisms (NL80211_ATTR_SAE_PWE) */
#define NL80211_SAE_PWE_UNSPECIFIED             0
#define NL80211_SAE_PWE_HUNT_AND_PECK           1
#define NL80211_SAE_PWE_HASH_TO_ELEMENT         2
#define NL80211_SAE_PWE_BOTH                    3

/* SAR types (NL80211_SAR_ATTR_TYPE) */
#define NL80211_SAR_TYPE_POWER                  0

/* attribute types of SAR settings (NL80211_ATTR_SAR_SPEC) */
#define NL80211_SAR_ATTR_TYPE                   1
#define NL80211_SAR_ATTR_SPECS                  2

/* attribute types of a SAR range (NL80211_SAR_ATTR_SPECS) */
#define NL80211_SAR_ATTR_SPECS_POWER            1
#define NL80211_SAR_ATTR_SPECS_RANGE_INDEX      2
#define NL80211_SAR_ATTR_SPECS_START_FREQ       3
#define NL80211_SAR_ATTR_SPECS_END_FREQ         4

/* attribute types of a multiple BSSID configuration
   (NL80211_ATTR_MBSSID_CONFIG) */
#define NL80211_MBSSID_CONFIG_ATTR_MAX_INTERFACES 1
#define NL80211_MBSSID_CONFIG_ATTR_MAX_EMA_PROFILE_PERIODICITY 2
#define NL80211_MBSSID_CONFIG_ATTR_INDEX        3
#define NL80211_MBSSID_CONFIG_ATTR_TX_IFINDEX   4
#define NL80211_MBSSID_CONFIG_ATTR_EMA          5
#define NL80211_MBSSID_CONFIG_ATTR_TX_LINK_ID   6

/* AP settings, flags (NL80211_ATTR_AP_SETTINGS_FLAGS) */
#define NL80211_AP_SETTINGS_EXTERNAL_AUTH_SUPPORT (1 << 0)
#define NL80211_AP_SETTINGS_SA_QUERY_OFFLOAD_SUPPORT (1 << 1)

/* attribute types of a radio of a wiphy (NL80211_ATTR_WIPHY_RADIOS) */
#define NL80211_WIPHY_RADIO_ATTR_INDEX          1
#define NL80211_WIPHY_RADIO_ATTR_FREQ_RANGE     2
#define NL80211_WIPHY_RADIO_ATTR_INTERFACE_COMBINATION 3
#define NL80211_WIPHY_RADIO_ATTR_ANTENNA_MASK   4
#define NL80211_WIPHY_RADIO_ATTR_RTS_THRESHOLD  5

/* attribute types of a radio's frequency range
   (NL80211_WIPHY_RADIO_ATTR_FREQ_RANGE) */
#define NL80211_WIPHY_RADIO_FREQ_ATTR_START     1
#define NL80211_WIPHY_RADIO_FREQ_ATTR_END       2

/* attribute types of an S1G short beacon (NL80211_ATTR_S1G_SHORT_BEACON) */
#define NL80211_S1G_SHORT_BEACON_ATTR_HEAD      1
#define NL80211_S1G_SHORT_BEACON_ATTR_TAIL      2

/* attribute types of NAN capabilities (NL80211_ATTR_NAN_CAPABILITIES) */
#define NL80211_NAN_CAPA_CONFIGURABLE_SYNC      1
#define NL80211_NAN_CAPA_USERSPACE_DE           2
#define NL80211_NAN_CAPA_OP_MODE                3
#define NL80211_NAN_CAPA_NUM_ANTENNAS           4
#define NL80211_NAN_CAPA_MAX_CHANNEL_SWITCH_TIME 5
#define NL80211_NAN_CAPA_CAPABILITIES           6
#define NL80211_NAN_CAPA_PHY                    7

/* attribute types of a NAN peer map */
#define NL80211_NAN_PEER_MAP_ATTR_MAP_ID        1
#define NL80211_NAN_PEER_MAP_ATTR_TIME_SLOTS    2

#endif
