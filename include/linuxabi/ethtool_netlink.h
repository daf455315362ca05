#ifndef LINUXABI_ETHTOOL_NETLINK_H
#define LINUXABI_ETHTOOL_NETLINK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ethtool_netlink.h>: ethtool over generic netlink
 * (<linuxabi/genetlink.h>), the interface of ethtool 5.6 and later: the
 * family named "ethtool" (the kernel's ETHTOOL_GENL_NAME, a string, not
 * defined here), version ETHTOOL_GENL_VERSION, whose id
 * CTRL_CMD_GETFAMILY gives; its multicast group "monitor" carries the
 * notifications.  Each request's first attribute is a nest of
 * ETHTOOL_A_HEADER_* naming the device; ETHTOOL_MSG_<x>_GET/SET/ACT take
 * and return ETHTOOL_A_<x>_* attributes.  The values the ioctl interface
 * shares (ETH_SS_* string sets, link mode bits, speeds, PSE and MAC
 * merge states) are in <linuxabi/ethtool.h>.  Only values: the same on
 * every ABI.
 */

#define ETHTOOL_GENL_VERSION                    1   /* genlmsghdr version */

/* Message types of requests (genlmsghdr cmd, user to kernel) */
#define ETHTOOL_MSG_USER_NONE                   0       /* not a request */
#define ETHTOOL_MSG_STRSET_GET                  1
#define ETHTOOL_MSG_LINKINFO_GET                2
#define ETHTOOL_MSG_LINKINFO_SET                3
#define ETHTOOL_MSG_LINKMODES_GET               4
#define ETHTOOL_MSG_LINKMODES_SET               5
#define ETHTOOL_MSG_LINKSTATE_GET               6
#define ETHTOOL_MSG_DEBUG_GET                   7
#define ETHTOOL_MSG_DEBUG_SET                   8
#define ETHTOOL_MSG_WOL_GET                     9
#define ETHTOOL_MSG_WOL_SET                     10
#define ETHTOOL_MSG_FEATURES_GET                11
#define ETHTOOL_MSG_FEATURES_SET                12
#define ETHTOOL_MSG_PRIVFLAGS_GET               13
#define ETHTOOL_MSG_PRIVFLAGS_SET               14
#define ETHTOOL_MSG_RINGS_GET                   15
#define ETHTOOL_MSG_RINGS_SET                   16
#define ETHTOOL_MSG_CHANNELS_GET                17
#define ETHTOOL_MSG_CHANNELS_SET                18
#define ETHTOOL_MSG_COALESCE_GET                19
#define ETHTOOL_MSG_COALESCE_SET                20
#define ETHTOOL_MSG_PAUSE_GET                   21
#define ETHTOOL_MSG_PAUSE_SET                   22
#define ETHTOOL_MSG_EEE_GET                     23
#define ETHTOOL_MSG_EEE_SET                     24
#define ETHTOOL_MSG_TSINFO_GET                  25
#define ETHTOOL_MSG_CABLE_TEST_ACT              26
#define ETHTOOL_MSG_CABLE_TEST_TDR_ACT          27
#define ETHTOOL_MSG_TUNNEL_INFO_GET             28
#define ETHTOOL_MSG_FEC_GET                     29
#define ETHTOOL_MSG_FEC_SET                     30
#define ETHTOOL_MSG_MODULE_EEPROM_GET           31
#define ETHTOOL_MSG_STATS_GET                   32
#define ETHTOOL_MSG_PHC_VCLOCKS_GET             33
#define ETHTOOL_MSG_MODULE_GET                  34
#define ETHTOOL_MSG_MODULE_SET                  35
#define ETHTOOL_MSG_PSE_GET                     36
#define ETHTOOL_MSG_PSE_SET                     37
#define ETHTOOL_MSG_RSS_GET                     38
#define ETHTOOL_MSG_PLCA_GET_CFG                39
#define ETHTOOL_MSG_PLCA_SET_CFG                40
#define ETHTOOL_MSG_PLCA_GET_STATUS             41
#define ETHTOOL_MSG_MM_GET                      42
#define ETHTOOL_MSG_MM_SET                      43
#define ETHTOOL_MSG_MODULE_FW_FLASH_ACT         44
#define ETHTOOL_MSG_PHY_GET                     45
#define ETHTOOL_MSG_TSCONFIG_GET                46
#define ETHTOOL_MSG_TSCONFIG_SET                47
#define ETHTOOL_MSG_RSS_SET                     48
#define ETHTOOL_MSG_RSS_CREATE_ACT              49
#define ETHTOOL_MSG_RSS_DELETE_ACT              50
#define ETHTOOL_MSG_MSE_GET                     51

/* Message types of replies and notifications (kernel to user) */
#define ETHTOOL_MSG_KERNEL_NONE                 0       /* not a reply */
#define ETHTOOL_MSG_STRSET_GET_REPLY            1
#define ETHTOOL_MSG_LINKINFO_GET_REPLY          2
#define ETHTOOL_MSG_LINKINFO_NTF                3
#define ETHTOOL_MSG_LINKMODES_GET_REPLY         4
#define ETHTOOL_MSG_LINKMODES_NTF               5
#define ETHTOOL_MSG_LINKSTATE_GET_REPLY         6
#define ETHTOOL_MSG_DEBUG_GET_REPLY             7
#define ETHTOOL_MSG_DEBUG_NTF                   8
#define ETHTOOL_MSG_WOL_GET_REPLY               9
#define ETHTOOL_MSG_WOL_NTF                     10
#define ETHTOOL_MSG_FEATURES_GET_REPLY          11
#define ETHTOOL_MSG_FEATURES_SET_REPLY          12
#define ETHTOOL_MSG_FEATURES_NTF                13
#define ETHTOOL_MSG_PRIVFLAGS_GET_REPLY         14
#define ETHTOOL_MSG_PRIVFLAGS_NTF               15
#define ETHTOOL_MSG_RINGS_GET_REPLY             16
#define ETHTOOL_MSG_RINGS_NTF                   17
#define ETHTOOL_MSG_CHANNELS_GET_REPLY          18
#define ETHTOOL_MSG_CHANNELS_NTF                19
#define ETHTOOL_MSG_COALESCE_GET_REPLY          20
#define ETHTOOL_MSG_COALESCE_NTF                21
#define ETHTOOL_MSG_PAUSE_GET_REPLY             22
#define ETHTOOL_MSG_PAUSE_NTF                   23
#define ETHTOOL_MSG_EEE_GET_REPLY               24
#define ETHTOOL_MSG_EEE_NTF                     25
#define ETHTOOL_MSG_TSINFO_GET_REPLY            26
#define ETHTOOL_MSG_CABLE_TEST_NTF              27
#define ETHTOOL_MSG_CABLE_TEST_TDR_NTF          28
#define ETHTOOL_MSG_TUNNEL_INFO_GET_REPLY       29
#define ETHTOOL_MSG_FEC_GET_REPLY               30
#define ETHTOOL_MSG_FEC_NTF                     31
#define ETHTOOL_MSG_MODULE_EEPROM_GET_REPLY     32
#define ETHTOOL_MSG_STATS_GET_REPLY             33
#define ETHTOOL_MSG_PHC_VCLOCKS_GET_REPLY       34
#define ETHTOOL_MSG_MODULE_GET_REPLY            35
#define ETHTOOL_MSG_MODULE_NTF                  36
#define ETHTOOL_MSG_PSE_GET_REPLY               37
#define ETHTOOL_MSG_RSS_GET_REPLY               38
#define ETHTOOL_MSG_PLCA_GET_CFG_REPLY          39
#define ETHTOOL_MSG_PLCA_GET_STATUS_REPLY       40
#define ETHTOOL_MSG_PLCA_NTF                    41
#define ETHTOOL_MSG_MM_GET_REPLY                42
#define ETHTOOL_MSG_MM_NTF                      43
#define ETHTOOL_MSG_MODULE_FW_FLASH_NTF         44
#define ETHTOOL_MSG_PHY_GET_REPLY               45
#define ETHTOOL_MSG_PHY_NTF                     46
#define ETHTOOL_MSG_TSCONFIG_GET_REPLY          47
#define ETHTOOL_MSG_TSCONFIG_SET_REPLY          48
#define ETHTOOL_MSG_PSE_NTF                     49
#define ETHTOOL_MSG_RSS_NTF                     50
#define ETHTOOL_MSG_RSS_CREATE_ACT_REPLY        51
#define ETHTOOL_MSG_RSS_CREATE_NTF              52
#define ETHTOOL_MSG_RSS_DELETE_NTF              53
#define ETHTOOL_MSG_MSE_GET_REPLY               54

/* ETHTOOL_A_HEADER_FLAGS: bits of the request header */
/* bit sets as value/mask arrays */
#define ETHTOOL_FLAG_COMPACT_BITSETS            0x1
/* no reply to a SET or ACT request */
#define ETHTOOL_FLAG_OMIT_REPLY                 0x2
/* add the statistics to the reply */
#define ETHTOOL_FLAG_STATS                      0x4

/* The request header, nested in every message's first attribute */
#define ETHTOOL_A_HEADER_UNSPEC                 0
#define ETHTOOL_A_HEADER_DEV_INDEX              1       /* uint32_t: ifindex */
/* string: the interface name */
#define ETHTOOL_A_HEADER_DEV_NAME               2
/* uint32_t: ETHTOOL_FLAG_* */
#define ETHTOOL_A_HEADER_FLAGS                  3
/* uint32_t: which PHY of the link */
#define ETHTOOL_A_HEADER_PHY_INDEX              4

/* Bit sets: one bit, nested in ETHTOOL_A_BITSET_BITS_BIT */
#define ETHTOOL_A_BITSET_BIT_UNSPEC             0
#define ETHTOOL_A_BITSET_BIT_INDEX              1
#define ETHTOOL_A_BITSET_BIT_NAME               2
#define ETHTOOL_A_BITSET_BIT_VALUE              3

/* Bit sets: the list of bits, nested in ETHTOOL_A_BITSET_BITS */
#define ETHTOOL_A_BITSET_BITS_UNSPEC            0
#define ETHTOOL_A_BITSET_BITS_BIT               1

/* Bit sets (a compact value/mask pair or a list of named bits) */
#define ETHTOOL_A_BITSET_UNSPEC                 0
/* flag: a value with no mask */
#define ETHTOOL_A_BITSET_NOMASK                 1
/* uint32_t: number of bits */
#define ETHTOOL_A_BITSET_SIZE                   2
#define ETHTOOL_A_BITSET_BITS                   3
#define ETHTOOL_A_BITSET_VALUE                  4
#define ETHTOOL_A_BITSET_MASK                   5

/* String sets: one string */
#define ETHTOOL_A_STRING_UNSPEC                 0
#define ETHTOOL_A_STRING_INDEX                  1
#define ETHTOOL_A_STRING_VALUE                  2

/* String sets: the strings of one set */
#define ETHTOOL_A_STRINGS_UNSPEC                0
#define ETHTOOL_A_STRINGS_STRING                1

/* String sets: one set (ETH_SS_* id) */
#define ETHTOOL_A_STRINGSET_UNSPEC              0
/* uint32_t: ETH_SS_* of <linuxabi/ethtool.h> */
#define ETHTOOL_A_STRINGSET_ID                  1
#define ETHTOOL_A_STRINGSET_COUNT               2
#define ETHTOOL_A_STRINGSET_STRINGS             3

/* String sets: the list of sets */
#define ETHTOOL_A_STRINGSETS_UNSPEC             0
#define ETHTOOL_A_STRINGSETS_STRINGSET          1

/* ETHTOOL_MSG_STRSET_GET */
#define ETHTOOL_A_STRSET_UNSPEC                 0
#define ETHTOOL_A_STRSET_HEADER                 1
#define ETHTOOL_A_STRSET_STRINGSETS             2
/* flag: the sizes, not the strings */
#define ETHTOOL_A_STRSET_COUNTS_ONLY            3

/* ETHTOOL_MSG_LINKINFO_* */
#define ETHTOOL_A_LINKINFO_UNSPEC               0
#define ETHTOOL_A_LINKINFO_HEADER               1
#define ETHTOOL_A_LINKINFO_PORT                 2
#define ETHTOOL_A_LINKINFO_PHYADDR              3
#define ETHTOOL_A_LINKINFO_TP_MDIX              4
#define ETHTOOL_A_LINKINFO_TP_MDIX_CTRL         5
#define ETHTOOL_A_LINKINFO_TRANSCEIVER          6

/* ETHTOOL_MSG_LINKMODES_* */
#define ETHTOOL_A_LINKMODES_UNSPEC              0
#define ETHTOOL_A_LINKMODES_HEADER              1
#define ETHTOOL_A_LINKMODES_AUTONEG             2
#define ETHTOOL_A_LINKMODES_OURS                3
#define ETHTOOL_A_LINKMODES_PEER                4
#define ETHTOOL_A_LINKMODES_SPEED               5
#define ETHTOOL_A_LINKMODES_DUPLEX              6
#define ETHTOOL_A_LINKMODES_MASTER_SLAVE_CFG    7
#define ETHTOOL_A_LINKMODES_MASTER_SLAVE_STATE  8
#define ETHTOOL_A_LINKMODES_LANES               9
#define ETHTOOL_A_LINKMODES_RATE_MATCHING       10

/* ETHTOOL_MSG_LINKSTATE_GET */
#define ETHTOOL_A_LINKSTATE_UNSPEC              0
#define ETHTOOL_A_LINKSTATE_HEADER              1
#define ETHTOOL_A_LINKSTATE_LINK                2
#define ETHTOOL_A_LINKSTATE_SQI                 3
#define ETHTOOL_A_LINKSTATE_SQI_MAX             4
#define ETHTOOL_A_LINKSTATE_EXT_STATE           5
#define ETHTOOL_A_LINKSTATE_EXT_SUBSTATE        6
#define ETHTOOL_A_LINKSTATE_EXT_DOWN_CNT        7

/* ETHTOOL_MSG_DEBUG_* */
#define ETHTOOL_A_DEBUG_UNSPEC                  0
#define ETHTOOL_A_DEBUG_HEADER                  1
#define ETHTOOL_A_DEBUG_MSGMASK                 2

/* ETHTOOL_MSG_WOL_* */
#define ETHTOOL_A_WOL_UNSPEC                    0
#define ETHTOOL_A_WOL_HEADER                    1
#define ETHTOOL_A_WOL_MODES                     2
#define ETHTOOL_A_WOL_SOPASS                    3

/* ETHTOOL_MSG_FEATURES_* */
#define ETHTOOL_A_FEATURES_UNSPEC               0
#define ETHTOOL_A_FEATURES_HEADER               1
#define ETHTOOL_A_FEATURES_HW                   2
#define ETHTOOL_A_FEATURES_WANTED               3
#define ETHTOOL_A_FEATURES_ACTIVE               4
#define ETHTOOL_A_FEATURES_NOCHANGE             5

/* ETHTOOL_MSG_PRIVFLAGS_* */
#define ETHTOOL_A_PRIVFLAGS_UNSPEC              0
#define ETHTOOL_A_PRIVFLAGS_HEADER              1
#define ETHTOOL_A_PRIVFLAGS_FLAGS               2

/* ETHTOOL_MSG_RINGS_* */
#define ETHTOOL_A_RINGS_UNSPEC                  0
#define ETHTOOL_A_RINGS_HEADER                  1
#define ETHTOOL_A_RINGS_RX_MAX                  2
#define ETHTOOL_A_RINGS_RX_MINI_MAX             3
#define ETHTOOL_A_RINGS_RX_JUMBO_MAX            4
#define ETHTOOL_A_RINGS_TX_MAX                  5
#define ETHTOOL_A_RINGS_RX                      6
#define ETHTOOL_A_RINGS_RX_MINI                 7
#define ETHTOOL_A_RINGS_RX_JUMBO                8
#define ETHTOOL_A_RINGS_TX                      9
#define ETHTOOL_A_RINGS_RX_BUF_LEN              10
#define ETHTOOL_A_RINGS_TCP_DATA_SPLIT          11
#define ETHTOOL_A_RINGS_CQE_SIZE                12
#define ETHTOOL_A_RINGS_TX_PUSH                 13
#define ETHTOOL_A_RINGS_RX_PUSH                 14
#define ETHTOOL_A_RINGS_TX_PUSH_BUF_LEN         15
#define ETHTOOL_A_RINGS_TX_PUSH_BUF_LEN_MAX     16
#define ETHTOOL_A_RINGS_HDS_THRESH              17
#define ETHTOOL_A_RINGS_HDS_THRESH_MAX          18

/* ETHTOOL_A_RINGS_TCP_DATA_SPLIT values */
#define ETHTOOL_TCP_DATA_SPLIT_UNKNOWN          0
#define ETHTOOL_TCP_DATA_SPLIT_DISABLED         1
#define ETHTOOL_TCP_DATA_SPLIT_ENABLED          2

/* ETHTOOL_MSG_CHANNELS_* */
#define ETHTOOL_A_CHANNELS_UNSPEC               0
#define ETHTOOL_A_CHANNELS_HEADER               1
#define ETHTOOL_A_CHANNELS_RX_MAX               2
#define ETHTOOL_A_CHANNELS_TX_MAX               3
#define ETHTOOL_A_CHANNELS_OTHER_MAX            4
#define ETHTOOL_A_CHANNELS_COMBINED_MAX         5
#define ETHTOOL_A_CHANNELS_RX_COUNT             6
#define ETHTOOL_A_CHANNELS_TX_COUNT             7
#define ETHTOOL_A_CHANNELS_OTHER_COUNT          8
#define ETHTOOL_A_CHANNELS_COMBINED_COUNT       9

/* ETHTOOL_MSG_COALESCE_* */
#define ETHTOOL_A_COALESCE_UNSPEC               0
#define ETHTOOL_A_COALESCE_HEADER               1
#define ETHTOOL_A_COALESCE_RX_USECS             2
#define ETHTOOL_A_COALESCE_RX_MAX_FRAMES        3
#define ETHTOOL_A_COALESCE_RX_USECS_IRQ         4
#define ETHTOOL_A_COALESCE_RX_MAX_FRAMES_IRQ    5
#define ETHTOOL_A_COALESCE_TX_USECS             6
#define ETHTOOL_A_COALESCE_TX_MAX_FRAMES        7
#define ETHTOOL_A_COALESCE_TX_USECS_IRQ         8
#define ETHTOOL_A_COALESCE_TX_MAX_FRAMES_IRQ    9
#define ETHTOOL_A_COALESCE_STATS_BLOCK_USECS    10
#define ETHTOOL_A_COALESCE_USE_ADAPTIVE_RX      11
#define ETHTOOL_A_COALESCE_USE_ADAPTIVE_TX      12
#define ETHTOOL_A_COALESCE_PKT_RATE_LOW         13
#define ETHTOOL_A_COALESCE_RX_USECS_LOW         14
#define ETHTOOL_A_COALESCE_RX_MAX_FRAMES_LOW    15
#define ETHTOOL_A_COALESCE_TX_USECS_LOW         16
#define ETHTOOL_A_COALESCE_TX_MAX_FRAMES_LOW    17
#define ETHTOOL_A_COALESCE_PKT_RATE_HIGH        18
#define ETHTOOL_A_COALESCE_RX_USECS_HIGH        19
#define ETHTOOL_A_COALESCE_RX_MAX_FRAMES_HIGH   20
#define ETHTOOL_A_COALESCE_TX_USECS_HIGH        21
#define ETHTOOL_A_COALESCE_TX_MAX_FRAMES_HIGH   22
#define ETHTOOL_A_COALESCE_RATE_SAMPLE_INTERVAL 23
#define ETHTOOL_A_COALESCE_USE_CQE_MODE_TX      24
#define ETHTOOL_A_COALESCE_USE_CQE_MODE_RX      25
#define ETHTOOL_A_COALESCE_TX_AGGR_MAX_BYTES    26
#define ETHTOOL_A_COALESCE_TX_AGGR_MAX_FRAMES   27
#define ETHTOOL_A_COALESCE_TX_AGGR_TIME_USECS   28
#define ETHTOOL_A_COALESCE_RX_PROFILE           29
#define ETHTOOL_A_COALESCE_TX_PROFILE           30
#define ETHTOOL_A_COALESCE_RX_CQE_FRAMES        31
#define ETHTOOL_A_COALESCE_RX_CQE_NSECS         32

/* Adaptive moderation profiles: ETHTOOL_A_COALESCE_RX/TX_PROFILE */
#define ETHTOOL_A_PROFILE_UNSPEC                0
#define ETHTOOL_A_PROFILE_IRQ_MODERATION        1

/* One profile entry, nested in ETHTOOL_A_PROFILE_IRQ_MODERATION */
#define ETHTOOL_A_IRQ_MODERATION_UNSPEC         0
#define ETHTOOL_A_IRQ_MODERATION_USEC           1
#define ETHTOOL_A_IRQ_MODERATION_PKTS           2
#define ETHTOOL_A_IRQ_MODERATION_COMPS          3

/* ETHTOOL_MSG_PAUSE_* */
#define ETHTOOL_A_PAUSE_UNSPEC                  0
#define ETHTOOL_A_PAUSE_HEADER                  1
#define ETHTOOL_A_PAUSE_AUTONEG                 2
#define ETHTOOL_A_PAUSE_RX                      3
#define ETHTOOL_A_PAUSE_TX                      4
#define ETHTOOL_A_PAUSE_STATS                   5
#define ETHTOOL_A_PAUSE_STATS_SRC               6

/* Pause frame counters, nested in ETHTOOL_A_PAUSE_STATS */
#define ETHTOOL_A_PAUSE_STAT_UNSPEC             0
/* padding of the 64-bit values */
#define ETHTOOL_A_PAUSE_STAT_PAD                1
#define ETHTOOL_A_PAUSE_STAT_TX_FRAMES          2
#define ETHTOOL_A_PAUSE_STAT_RX_FRAMES          3
#define ETHTOOL_A_PAUSE_STAT_TX_PAUSE_STORM_EVENTS 4

/* ETHTOOL_MSG_EEE_* */
#define ETHTOOL_A_EEE_UNSPEC                    0
#define ETHTOOL_A_EEE_HEADER                    1
#define ETHTOOL_A_EEE_MODES_OURS                2
#define ETHTOOL_A_EEE_MODES_PEER                3
#define ETHTOOL_A_EEE_ACTIVE                    4
#define ETHTOOL_A_EEE_ENABLED                   5
#define ETHTOOL_A_EEE_TX_LPI_ENABLED            6
#define ETHTOOL_A_EEE_TX_LPI_TIMER              7

/* ETHTOOL_MSG_TSINFO_GET */
#define ETHTOOL_A_TSINFO_UNSPEC                 0
#define ETHTOOL_A_TSINFO_HEADER                 1
#define ETHTOOL_A_TSINFO_TIMESTAMPING           2
#define ETHTOOL_A_TSINFO_TX_TYPES               3
#define ETHTOOL_A_TSINFO_RX_FILTERS             4
#define ETHTOOL_A_TSINFO_PHC_INDEX              5
#define ETHTOOL_A_TSINFO_STATS                  6
#define ETHTOOL_A_TSINFO_HWTSTAMP_PROVIDER      7
#define ETHTOOL_A_TSINFO_HWTSTAMP_SOURCE        8
#define ETHTOOL_A_TSINFO_HWTSTAMP_PHYINDEX      9

/* ETHTOOL_A_TSINFO_HWTSTAMP_SOURCE values */
#define HWTSTAMP_SOURCE_NETDEV                  1
#define HWTSTAMP_SOURCE_PHYLIB                  2

/* Time stamping counters, nested in ETHTOOL_A_TSINFO_STATS */
#define ETHTOOL_A_TS_STAT_UNSPEC                0
#define ETHTOOL_A_TS_STAT_TX_PKTS               1
#define ETHTOOL_A_TS_STAT_TX_LOST               2
#define ETHTOOL_A_TS_STAT_TX_ERR                3
#define ETHTOOL_A_TS_STAT_TX_ONESTEP_PKTS_UNCONFIRMED 4

/* A hardware time stamp provider (a PHC and its qualifier) */
#define ETHTOOL_A_TS_HWTSTAMP_PROVIDER_UNSPEC   0
#define ETHTOOL_A_TS_HWTSTAMP_PROVIDER_INDEX    1
#define ETHTOOL_A_TS_HWTSTAMP_PROVIDER_QUALIFIER 2

/* ETHTOOL_MSG_TSCONFIG_* */
#define ETHTOOL_A_TSCONFIG_UNSPEC               0
#define ETHTOOL_A_TSCONFIG_HEADER               1
#define ETHTOOL_A_TSCONFIG_HWTSTAMP_PROVIDER    2
#define ETHTOOL_A_TSCONFIG_TX_TYPES             3
#define ETHTOOL_A_TSCONFIG_RX_FILTERS           4
#define ETHTOOL_A_TSCONFIG_HWTSTAMP_FLAGS       5

/* ETHTOOL_MSG_CABLE_TEST_ACT */
#define ETHTOOL_A_CABLE_TEST_UNSPEC             0
#define ETHTOOL_A_CABLE_TEST_HEADER             1

/* ETHTOOL_MSG_CABLE_TEST_NTF */
#define ETHTOOL_A_CABLE_TEST_NTF_UNSPEC         0
#define ETHTOOL_A_CABLE_TEST_NTF_HEADER         1
#define ETHTOOL_A_CABLE_TEST_NTF_STATUS         2
#define ETHTOOL_A_CABLE_TEST_NTF_NEST           3

/* ETHTOOL_A_CABLE_TEST_NTF_STATUS values */
#define ETHTOOL_A_CABLE_TEST_NTF_STATUS_UNSPEC  0
#define ETHTOOL_A_CABLE_TEST_NTF_STATUS_STARTED 1
#define ETHTOOL_A_CABLE_TEST_NTF_STATUS_COMPLETED 2

/* Cable test results, nested in ETHTOOL_A_CABLE_TEST_NTF_NEST */
#define ETHTOOL_A_CABLE_NEST_UNSPEC             0
#define ETHTOOL_A_CABLE_NEST_RESULT             1
#define ETHTOOL_A_CABLE_NEST_FAULT_LENGTH       2

/* One pair's result */
#define ETHTOOL_A_CABLE_RESULT_UNSPEC           0
#define ETHTOOL_A_CABLE_RESULT_PAIR             1
#define ETHTOOL_A_CABLE_RESULT_CODE             2
#define ETHTOOL_A_CABLE_RESULT_SRC              3

/* One pair's distance to a fault */
#define ETHTOOL_A_CABLE_FAULT_LENGTH_UNSPEC     0
#define ETHTOOL_A_CABLE_FAULT_LENGTH_PAIR       1
#define ETHTOOL_A_CABLE_FAULT_LENGTH_CM         2       /* uint32_t */
#define ETHTOOL_A_CABLE_FAULT_LENGTH_SRC        3

/* ETHTOOL_A_CABLE_RESULT_CODE values */
#define ETHTOOL_A_CABLE_RESULT_CODE_UNSPEC      0
#define ETHTOOL_A_CABLE_RESULT_CODE_OK          1
#define ETHTOOL_A_CABLE_RESULT_CODE_OPEN        2
#define ETHTOOL_A_CABLE_RESULT_CODE_SAME_SHORT  3
#define ETHTOOL_A_CABLE_RESULT_CODE_CROSS_SHORT 4
#define ETHTOOL_A_CABLE_RESULT_CODE_IMPEDANCE_MISMATCH 5
#define ETHTOOL_A_CABLE_RESULT_CODE_NOISE       6
#define ETHTOOL_A_CABLE_RESULT_CODE_RESOLUTION_NOT_POSSIBLE 7

/* Twisted pairs (ETHTOOL_A_CABLE_*_PAIR) */
#define ETHTOOL_A_CABLE_PAIR_A                  0
#define ETHTOOL_A_CABLE_PAIR_B                  1
#define ETHTOOL_A_CABLE_PAIR_C                  2
#define ETHTOOL_A_CABLE_PAIR_D                  3

/* Where a result comes from (ETHTOOL_A_CABLE_*_SRC) */
#define ETHTOOL_A_CABLE_INF_SRC_UNSPEC          0
#define ETHTOOL_A_CABLE_INF_SRC_TDR             1
#define ETHTOOL_A_CABLE_INF_SRC_ALCD            2

/* ETHTOOL_MSG_CABLE_TEST_TDR_ACT */
#define ETHTOOL_A_CABLE_TEST_TDR_UNSPEC         0
#define ETHTOOL_A_CABLE_TEST_TDR_HEADER         1
#define ETHTOOL_A_CABLE_TEST_TDR_CFG            2

/* TDR settings, nested in ETHTOOL_A_CABLE_TEST_TDR_CFG */
#define ETHTOOL_A_CABLE_TEST_TDR_CFG_UNSPEC     0
#define ETHTOOL_A_CABLE_TEST_TDR_CFG_FIRST      1
#define ETHTOOL_A_CABLE_TEST_TDR_CFG_LAST       2
#define ETHTOOL_A_CABLE_TEST_TDR_CFG_STEP       3
#define ETHTOOL_A_CABLE_TEST_TDR_CFG_PAIR       4

/* ETHTOOL_MSG_CABLE_TEST_TDR_NTF */
#define ETHTOOL_A_CABLE_TEST_TDR_NTF_UNSPEC     0
#define ETHTOOL_A_CABLE_TEST_TDR_NTF_HEADER     1
#define ETHTOOL_A_CABLE_TEST_TDR_NTF_STATUS     2
#define ETHTOOL_A_CABLE_TEST_TDR_NTF_NEST       3

/* TDR data, nested in ETHTOOL_A_CABLE_TEST_TDR_NTF_NEST */
#define ETHTOOL_A_CABLE_TDR_NEST_UNSPEC         0
#define ETHTOOL_A_CABLE_TDR_NEST_STEP           1
#define ETHTOOL_A_CABLE_TDR_NEST_AMPLITUDE      2
#define ETHTOOL_A_CABLE_TDR_NEST_PULSE          3

/* One reflection's amplitude */
#define ETHTOOL_A_CABLE_AMPLITUDE_UNSPEC        0
#define ETHTOOL_A_CABLE_AMPLITUDE_PAIR          1
#define ETHTOOL_A_CABLE_AMPLITUDE_mV            2       /* int16_t */

/* One pulse's amplitude */
#define ETHTOOL_A_CABLE_PULSE_UNSPEC            0
#define ETHTOOL_A_CABLE_PULSE_mV                1       /* int16_t */

/* The distances sampled, in cm */
#define ETHTOOL_A_CABLE_STEP_UNSPEC             0
#define ETHTOOL_A_CABLE_STEP_FIRST_DISTANCE     1
#define ETHTOOL_A_CABLE_STEP_LAST_DISTANCE      2
#define ETHTOOL_A_CABLE_STEP_STEP_DISTANCE      3

/* ETHTOOL_MSG_TUNNEL_INFO_GET */
#define ETHTOOL_A_TUNNEL_INFO_UNSPEC            0
#define ETHTOOL_A_TUNNEL_INFO_HEADER            1
#define ETHTOOL_A_TUNNEL_INFO_UDP_PORTS         2

/* UDP tunnel port tables, nested in ETHTOOL_A_TUNNEL_INFO_UDP_PORTS */
#define ETHTOOL_A_TUNNEL_UDP_UNSPEC             0
#define ETHTOOL_A_TUNNEL_UDP_TABLE              1

/* One table */
#define ETHTOOL_A_TUNNEL_UDP_TABLE_UNSPEC       0
#define ETHTOOL_A_TUNNEL_UDP_TABLE_SIZE         1
#define ETHTOOL_A_TUNNEL_UDP_TABLE_TYPES        2
#define ETHTOOL_A_TUNNEL_UDP_TABLE_ENTRY        3

/* One port of a table */
#define ETHTOOL_A_TUNNEL_UDP_ENTRY_UNSPEC       0
#define ETHTOOL_A_TUNNEL_UDP_ENTRY_PORT         1
#define ETHTOOL_A_TUNNEL_UDP_ENTRY_TYPE         2

/* ETHTOOL_A_TUNNEL_UDP_ENTRY_TYPE values (the bits of ..._TABLE_TYPES) */
#define ETHTOOL_UDP_TUNNEL_TYPE_VXLAN           0
#define ETHTOOL_UDP_TUNNEL_TYPE_GENEVE          1
#define ETHTOOL_UDP_TUNNEL_TYPE_VXLAN_GPE       2

/* ETHTOOL_MSG_FEC_* */
#define ETHTOOL_A_FEC_UNSPEC                    0
#define ETHTOOL_A_FEC_HEADER                    1
#define ETHTOOL_A_FEC_MODES                     2
/* uint8_t: 1 if the mode is negotiated */
#define ETHTOOL_A_FEC_AUTO                      3
#define ETHTOOL_A_FEC_ACTIVE                    4
#define ETHTOOL_A_FEC_STATS                     5

/* FEC counters, nested in ETHTOOL_A_FEC_STATS */
#define ETHTOOL_A_FEC_STAT_UNSPEC               0
/* padding of the 64-bit values */
#define ETHTOOL_A_FEC_STAT_PAD                  1
#define ETHTOOL_A_FEC_STAT_CORRECTED            2
#define ETHTOOL_A_FEC_STAT_UNCORR               3
#define ETHTOOL_A_FEC_STAT_CORR_BITS            4
#define ETHTOOL_A_FEC_STAT_HIST                 5

/* One bin of the FEC histogram, nested in ETHTOOL_A_FEC_STAT_HIST */
/* padding of the 64-bit values */
#define ETHTOOL_A_FEC_HIST_PAD                  1
#define ETHTOOL_A_FEC_HIST_BIN_LOW              2
#define ETHTOOL_A_FEC_HIST_BIN_HIGH             3
#define ETHTOOL_A_FEC_HIST_BIN_VAL              4
#define ETHTOOL_A_FEC_HIST_BIN_VAL_PER_LANE     5

/* ETHTOOL_MSG_MODULE_EEPROM_GET */
#define ETHTOOL_A_MODULE_EEPROM_UNSPEC          0
#define ETHTOOL_A_MODULE_EEPROM_HEADER          1
#define ETHTOOL_A_MODULE_EEPROM_OFFSET          2
#define ETHTOOL_A_MODULE_EEPROM_LENGTH          3
#define ETHTOOL_A_MODULE_EEPROM_PAGE            4
#define ETHTOOL_A_MODULE_EEPROM_BANK            5
/* uint8_t: 0x50 or 0x51 */
#define ETHTOOL_A_MODULE_EEPROM_I2C_ADDRESS     6
#define ETHTOOL_A_MODULE_EEPROM_DATA            7

/* ETHTOOL_MSG_STATS_GET */
#define ETHTOOL_A_STATS_UNSPEC                  0
/* padding of the 64-bit values */
#define ETHTOOL_A_STATS_PAD                     1
#define ETHTOOL_A_STATS_HEADER                  2
#define ETHTOOL_A_STATS_GROUPS                  3
#define ETHTOOL_A_STATS_GRP                     4
#define ETHTOOL_A_STATS_SRC                     5

/* One group of counters, nested in ETHTOOL_A_STATS_GRP */
#define ETHTOOL_A_STATS_GRP_UNSPEC              0
/* padding of the 64-bit values */
#define ETHTOOL_A_STATS_GRP_PAD                 1
#define ETHTOOL_A_STATS_GRP_ID                  2
/* uint32_t: the ETH_SS_* naming the counters */
#define ETHTOOL_A_STATS_GRP_SS_ID               3
#define ETHTOOL_A_STATS_GRP_STAT                4
#define ETHTOOL_A_STATS_GRP_HIST_RX             5
#define ETHTOOL_A_STATS_GRP_HIST_TX             6
#define ETHTOOL_A_STATS_GRP_HIST_BKT_LOW        7
#define ETHTOOL_A_STATS_GRP_HIST_BKT_HI         8
#define ETHTOOL_A_STATS_GRP_HIST_VAL            9

/* Counter groups: ETHTOOL_A_STATS_GRP_ID, bits of ..._GROUPS */
#define ETHTOOL_STATS_ETH_PHY                   0
#define ETHTOOL_STATS_ETH_MAC                   1
#define ETHTOOL_STATS_ETH_CTRL                  2
#define ETHTOOL_STATS_RMON                      3
#define ETHTOOL_STATS_PHY                       4

/* IEEE 802.3 PHY counters (ETHTOOL_STATS_ETH_PHY): the clause's number */
#define ETHTOOL_A_STATS_ETH_PHY_5_SYM_ERR       0

/* IEEE 802.3 MAC counters (ETHTOOL_STATS_ETH_MAC) */
#define ETHTOOL_A_STATS_ETH_MAC_2_TX_PKT        0
#define ETHTOOL_A_STATS_ETH_MAC_3_SINGLE_COL    1
#define ETHTOOL_A_STATS_ETH_MAC_4_MULTI_COL     2
#define ETHTOOL_A_STATS_ETH_MAC_5_RX_PKT        3
#define ETHTOOL_A_STATS_ETH_MAC_6_FCS_ERR       4
#define ETHTOOL_A_STATS_ETH_MAC_7_ALIGN_ERR     5
#define ETHTOOL_A_STATS_ETH_MAC_8_TX_BYTES      6
#define ETHTOOL_A_STATS_ETH_MAC_9_TX_DEFER      7
#define ETHTOOL_A_STATS_ETH_MAC_10_LATE_COL     8
#define ETHTOOL_A_STATS_ETH_MAC_11_XS_COL       9
#define ETHTOOL_A_STATS_ETH_MAC_12_TX_INT_ERR   10
#define ETHTOOL_A_STATS_ETH_MAC_13_CS_ERR       11
#define ETHTOOL_A_STATS_ETH_MAC_14_RX_BYTES     12
#define ETHTOOL_A_STATS_ETH_MAC_15_RX_INT_ERR   13
#define ETHTOOL_A_STATS_ETH_MAC_18_TX_MCAST     14
#define ETHTOOL_A_STATS_ETH_MAC_19_TX_BCAST     15
#define ETHTOOL_A_STATS_ETH_MAC_20_XS_DEFER     16
#define ETHTOOL_A_STATS_ETH_MAC_21_RX_MCAST     17
#define ETHTOOL_A_STATS_ETH_MAC_22_RX_BCAST     18
#define ETHTOOL_A_STATS_ETH_MAC_23_IR_LEN_ERR   19
#define ETHTOOL_A_STATS_ETH_MAC_24_OOR_LEN      20
#define ETHTOOL_A_STATS_ETH_MAC_25_TOO_LONG_ERR 21

/* IEEE 802.3 MAC control counters (ETHTOOL_STATS_ETH_CTRL) */
#define ETHTOOL_A_STATS_ETH_CTRL_3_TX           0
#define ETHTOOL_A_STATS_ETH_CTRL_4_RX           1
#define ETHTOOL_A_STATS_ETH_CTRL_5_RX_UNSUP     2

/* RMON counters (ETHTOOL_STATS_RMON) */
#define ETHTOOL_A_STATS_RMON_UNDERSIZE          0
#define ETHTOOL_A_STATS_RMON_OVERSIZE           1
#define ETHTOOL_A_STATS_RMON_FRAG               2
#define ETHTOOL_A_STATS_RMON_JABBER             3

/* PHY packet counters (ETHTOOL_STATS_PHY) */
#define ETHTOOL_A_STATS_PHY_RX_PKTS             0
#define ETHTOOL_A_STATS_PHY_RX_BYTES            1
#define ETHTOOL_A_STATS_PHY_RX_ERRORS           2
#define ETHTOOL_A_STATS_PHY_TX_PKTS             3
#define ETHTOOL_A_STATS_PHY_TX_BYTES            4
#define ETHTOOL_A_STATS_PHY_TX_ERRORS           5

/* ETHTOOL_MSG_PHC_VCLOCKS_GET */
#define ETHTOOL_A_PHC_VCLOCKS_UNSPEC            0
#define ETHTOOL_A_PHC_VCLOCKS_HEADER            1
#define ETHTOOL_A_PHC_VCLOCKS_NUM               2
#define ETHTOOL_A_PHC_VCLOCKS_INDEX             3

/* ETHTOOL_MSG_MODULE_* */
#define ETHTOOL_A_MODULE_UNSPEC                 0
#define ETHTOOL_A_MODULE_HEADER                 1
#define ETHTOOL_A_MODULE_POWER_MODE_POLICY      2
#define ETHTOOL_A_MODULE_POWER_MODE             3

/* ETHTOOL_MSG_MODULE_FW_FLASH_ACT and its notifications */
#define ETHTOOL_A_MODULE_FW_FLASH_UNSPEC        0
#define ETHTOOL_A_MODULE_FW_FLASH_HEADER        1
#define ETHTOOL_A_MODULE_FW_FLASH_FILE_NAME     2
#define ETHTOOL_A_MODULE_FW_FLASH_PASSWORD      3
#define ETHTOOL_A_MODULE_FW_FLASH_STATUS        4
#define ETHTOOL_A_MODULE_FW_FLASH_STATUS_MSG    5
#define ETHTOOL_A_MODULE_FW_FLASH_DONE          6
#define ETHTOOL_A_MODULE_FW_FLASH_TOTAL         7

/* ETHTOOL_MSG_PSE_* */
#define ETHTOOL_A_PSE_UNSPEC                    0
#define ETHTOOL_A_PSE_HEADER                    1
#define ETHTOOL_A_PODL_PSE_ADMIN_STATE          2
#define ETHTOOL_A_PODL_PSE_ADMIN_CONTROL        3
#define ETHTOOL_A_PODL_PSE_PW_D_STATUS          4
#define ETHTOOL_A_C33_PSE_ADMIN_STATE           5
#define ETHTOOL_A_C33_PSE_ADMIN_CONTROL         6
#define ETHTOOL_A_C33_PSE_PW_D_STATUS           7
#define ETHTOOL_A_C33_PSE_PW_CLASS              8
#define ETHTOOL_A_C33_PSE_ACTUAL_PW             9
#define ETHTOOL_A_C33_PSE_EXT_STATE             10
#define ETHTOOL_A_C33_PSE_EXT_SUBSTATE          11
#define ETHTOOL_A_C33_PSE_AVAIL_PW_LIMIT        12
#define ETHTOOL_A_PSE_PW_D_ID                   14
#define ETHTOOL_A_PSE_PRIO_MAX                  15
#define ETHTOOL_A_PSE_PRIO                      16

/* One power limit range, nested in ETHTOOL_A_C33_PSE_PW_LIMIT_RANGES */
#define ETHTOOL_A_C33_PSE_PW_LIMIT_UNSPEC       0
#define ETHTOOL_A_C33_PSE_PW_LIMIT_MIN          1
#define ETHTOOL_A_C33_PSE_PW_LIMIT_MAX          2
#define ETHTOOL_A_C33_PSE_PW_LIMIT_RANGES       13

/* ETHTOOL_MSG_PSE_NTF */
#define ETHTOOL_A_PSE_NTF_HEADER                1
#define ETHTOOL_A_PSE_NTF_EVENTS                2

/* ETHTOOL_A_PSE_NTF_EVENTS bits */
#define ETHTOOL_PSE_EVENT_OVER_CURRENT          0x1
#define ETHTOOL_PSE_EVENT_OVER_TEMP             0x2
#define ETHTOOL_C33_PSE_EVENT_DETECTION         0x4
#define ETHTOOL_C33_PSE_EVENT_CLASSIFICATION    0x8
#define ETHTOOL_C33_PSE_EVENT_DISCONNECTION     0x10
#define ETHTOOL_PSE_EVENT_OVER_BUDGET           0x20
#define ETHTOOL_PSE_EVENT_SW_PW_CONTROL_ERROR   0x40

/* ETHTOOL_MSG_RSS_* */
#define ETHTOOL_A_RSS_UNSPEC                    0
#define ETHTOOL_A_RSS_HEADER                    1
#define ETHTOOL_A_RSS_CONTEXT                   2
#define ETHTOOL_A_RSS_HFUNC                     3
#define ETHTOOL_A_RSS_INDIR                     4
#define ETHTOOL_A_RSS_HKEY                      5
#define ETHTOOL_A_RSS_INPUT_XFRM                6
#define ETHTOOL_A_RSS_START_CONTEXT             7
#define ETHTOOL_A_RSS_FLOW_HASH                 8

/* Flow types of ETHTOOL_A_RSS_FLOW_HASH (each a bit set of RXH_*) */
#define ETHTOOL_A_FLOW_ETHER                    1
#define ETHTOOL_A_FLOW_IP4                      2
#define ETHTOOL_A_FLOW_IP6                      3
#define ETHTOOL_A_FLOW_TCP4                     4
#define ETHTOOL_A_FLOW_TCP6                     5
#define ETHTOOL_A_FLOW_UDP4                     6
#define ETHTOOL_A_FLOW_UDP6                     7
#define ETHTOOL_A_FLOW_SCTP4                    8
#define ETHTOOL_A_FLOW_SCTP6                    9
#define ETHTOOL_A_FLOW_AH4                      10
#define ETHTOOL_A_FLOW_AH6                      11
#define ETHTOOL_A_FLOW_ESP4                     12
#define ETHTOOL_A_FLOW_ESP6                     13
#define ETHTOOL_A_FLOW_AH_ESP4                  14
#define ETHTOOL_A_FLOW_AH_ESP6                  15
#define ETHTOOL_A_FLOW_GTPU4                    16
#define ETHTOOL_A_FLOW_GTPU6                    17
#define ETHTOOL_A_FLOW_GTPC4                    18
#define ETHTOOL_A_FLOW_GTPC6                    19
#define ETHTOOL_A_FLOW_GTPC_TEID4               20
#define ETHTOOL_A_FLOW_GTPC_TEID6               21
#define ETHTOOL_A_FLOW_GTPU_EH4                 22
#define ETHTOOL_A_FLOW_GTPU_EH6                 23
#define ETHTOOL_A_FLOW_GTPU_UL4                 24
#define ETHTOOL_A_FLOW_GTPU_UL6                 25
#define ETHTOOL_A_FLOW_GTPU_DL4                 26
#define ETHTOOL_A_FLOW_GTPU_DL6                 27

/* ETHTOOL_MSG_PLCA_* */
#define ETHTOOL_A_PLCA_UNSPEC                   0
#define ETHTOOL_A_PLCA_HEADER                   1
#define ETHTOOL_A_PLCA_VERSION                  2
#define ETHTOOL_A_PLCA_ENABLED                  3
#define ETHTOOL_A_PLCA_STATUS                   4
#define ETHTOOL_A_PLCA_NODE_CNT                 5
#define ETHTOOL_A_PLCA_NODE_ID                  6
#define ETHTOOL_A_PLCA_TO_TMR                   7
#define ETHTOOL_A_PLCA_BURST_CNT                8
#define ETHTOOL_A_PLCA_BURST_TMR                9

/* ETHTOOL_MSG_MM_* (MAC merge) */
#define ETHTOOL_A_MM_UNSPEC                     0
#define ETHTOOL_A_MM_HEADER                     1
#define ETHTOOL_A_MM_PMAC_ENABLED               2
#define ETHTOOL_A_MM_TX_ENABLED                 3
#define ETHTOOL_A_MM_TX_ACTIVE                  4
#define ETHTOOL_A_MM_TX_MIN_FRAG_SIZE           5
#define ETHTOOL_A_MM_RX_MIN_FRAG_SIZE           6
#define ETHTOOL_A_MM_VERIFY_ENABLED             7
#define ETHTOOL_A_MM_VERIFY_STATUS              8
#define ETHTOOL_A_MM_VERIFY_TIME                9
#define ETHTOOL_A_MM_MAX_VERIFY_TIME            10
#define ETHTOOL_A_MM_STATS                      11

/* MAC merge counters, nested in ETHTOOL_A_MM_STATS */
#define ETHTOOL_A_MM_STAT_UNSPEC                0
/* padding of the 64-bit values */
#define ETHTOOL_A_MM_STAT_PAD                   1
#define ETHTOOL_A_MM_STAT_REASSEMBLY_ERRORS     2
#define ETHTOOL_A_MM_STAT_SMD_ERRORS            3
#define ETHTOOL_A_MM_STAT_REASSEMBLY_OK         4
#define ETHTOOL_A_MM_STAT_RX_FRAG_COUNT         5
#define ETHTOOL_A_MM_STAT_TX_FRAG_COUNT         6
#define ETHTOOL_A_MM_STAT_HOLD_COUNT            7

/* ETHTOOL_MSG_PHY_GET */
#define ETHTOOL_A_PHY_UNSPEC                    0
#define ETHTOOL_A_PHY_HEADER                    1
#define ETHTOOL_A_PHY_INDEX                     2
#define ETHTOOL_A_PHY_DRVNAME                   3
#define ETHTOOL_A_PHY_NAME                      4
/* uint32_t: PHY_UPSTREAM_* */
#define ETHTOOL_A_PHY_UPSTREAM_TYPE             5
#define ETHTOOL_A_PHY_UPSTREAM_INDEX            6
#define ETHTOOL_A_PHY_UPSTREAM_SFP_NAME         7
#define ETHTOOL_A_PHY_DOWNSTREAM_SFP_NAME       8

/* ETHTOOL_MSG_MSE_GET (mean square error of the signal) */
#define ETHTOOL_A_MSE_HEADER                    1
#define ETHTOOL_A_MSE_CAPABILITIES              2
#define ETHTOOL_A_MSE_CHANNEL_A                 3
#define ETHTOOL_A_MSE_CHANNEL_B                 4
#define ETHTOOL_A_MSE_CHANNEL_C                 5
#define ETHTOOL_A_MSE_CHANNEL_D                 6
#define ETHTOOL_A_MSE_WORST_CHANNEL             7
#define ETHTOOL_A_MSE_LINK                      8

/* What a PHY can measure, nested in ETHTOOL_A_MSE_CAPABILITIES */
#define ETHTOOL_A_MSE_CAPABILITIES_MAX_AVERAGE_MSE 1
#define ETHTOOL_A_MSE_CAPABILITIES_MAX_PEAK_MSE 2
#define ETHTOOL_A_MSE_CAPABILITIES_REFRESH_RATE_PS 3
#define ETHTOOL_A_MSE_CAPABILITIES_NUM_SYMBOLS  4

/* One channel's measurement, nested in ETHTOOL_A_MSE_CHANNEL_* */
#define ETHTOOL_A_MSE_SNAPSHOT_AVERAGE_MSE      1
#define ETHTOOL_A_MSE_SNAPSHOT_PEAK_MSE         2
#define ETHTOOL_A_MSE_SNAPSHOT_WORST_PEAK_MSE   3

#endif
