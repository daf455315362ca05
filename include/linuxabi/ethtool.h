#ifndef LINUXABI_ETHTOOL_H
#define LINUXABI_ETHTOOL_H

#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The ethtool ioctl: ioctl(fd, SIOCETHTOOL, &ifr) on any socket, with
 * struct linuxabi_ifreq (<linuxabi/if.h>) naming the interface and its
 * ifr_ifru.ifru_data pointing at one of the structs below, whose first
 * member, cmd, is an ETHTOOL_* command.  Also the link-mode bit numbers,
 * speeds, ports and other values that ethtool's netlink messages share.
 * Structs that end in a variable array are the fixed part here; the
 * comment says what follows.  The kernel's enumerators are macros.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/if_ether.h>

/* ethtool_cmd and ethtool_link_settings mdio_support bits */
#define ETH_MDIO_SUPPORTS_C22           1  /* clause 22 MDIO */
#define ETH_MDIO_SUPPORTS_C45           2  /* clause 45 MDIO */

/* string lengths of the fixed-size arrays below */
#define ETHTOOL_FWVERS_LEN              32  /* ethtool_drvinfo fw_version */
#define ETHTOOL_BUSINFO_LEN             32  /* bus_info */
#define ETHTOOL_EROMVERS_LEN            32  /* erom_version */
#define ETH_GSTRING_LEN                 32  /* each ETHTOOL_GSTRINGS string */
#define SOPASS_MAX                      6  /* ethtool_wolinfo sopass bytes */
#define ETHTOOL_FLASH_MAX_FILENAME      128  /* ethtool_flash data */
#define MAX_NUM_QUEUE                   4096  /* queues of ethtool_per_queue_op queue_mask */

/* ETHTOOL_GDRVINFO */
struct linuxabi_ethtool_drvinfo {
    uint32_t cmd;                       /* ETHTOOL_GDRVINFO */
    char     driver[32];                /* the driver's name */
    char     version[32];
    char     fw_version[32];            /* ETHTOOL_FWVERS_LEN */
    char     bus_info[32];              /* ETHTOOL_BUSINFO_LEN */
    char     erom_version[32];          /* ETHTOOL_EROMVERS_LEN */
    char     reserved2[12];
    uint32_t n_priv_flags;              /* strings of ETH_SS_PRIV_FLAGS */
    uint32_t n_stats;                   /* ETHTOOL_GSTATS: u64 counts */
    uint32_t testinfo_len;              /* ETHTOOL_TEST results */
    uint32_t eedump_len;                /* ETHTOOL_GEEPROM bytes */
    uint32_t regdump_len;               /* ETHTOOL_GREGS bytes */
};

/* ETHTOOL_GSET, ETHTOOL_SSET (old: ETHTOOL_GLINKSETTINGS replaces them);
   the speed in Mb/s is speed | speed_hi << 16 */
struct linuxabi_ethtool_cmd {
    uint32_t cmd;
    uint32_t supported;                 /* SUPPORTED_* */
    uint32_t advertising;               /* ADVERTISED_* */
    uint16_t speed;                     /* low 16 bits: SPEED_* */
    uint8_t  duplex;                    /* DUPLEX_* */
    uint8_t  port;                      /* PORT_* */
    uint8_t  phy_address;
    uint8_t  transceiver;               /* XCVR_* */
    uint8_t  autoneg;                   /* AUTONEG_* */
    uint8_t  mdio_support;              /* ETH_MDIO_SUPPORTS_* */
    uint32_t maxtxpkt;                  /* unused */
    uint32_t maxrxpkt;                  /* unused */
    uint16_t speed_hi;                  /* high 16 bits of the speed */
    uint8_t  eth_tp_mdix;               /* ETH_TP_MDI* */
    uint8_t  eth_tp_mdix_ctrl;          /* ETH_TP_MDI* */
    uint32_t lp_advertising;            /* the link partner's ADVERTISED_* */
    uint32_t reserved[2];
};

/* ETHTOOL_GWOL, ETHTOOL_SWOL */
struct linuxabi_ethtool_wolinfo {
    uint32_t cmd;
    uint32_t supported;                 /* WAKE_* */
    uint32_t wolopts;                   /* WAKE_* */
    uint8_t  sopass[6];                 /* SOPASS_MAX: the SecureOn password */
};

/* the commands that pass one number (ETHTOOL_GLINK, ETHTOOL_GMSGLVL,
   ETHTOOL_GFLAGS, ...) */
struct linuxabi_ethtool_value {
    uint32_t cmd;
    uint32_t data;
};

/* ethtool_tunable id of ETHTOOL_GTUNABLE, ETHTOOL_STUNABLE (enum tunable_id) */
#define ETHTOOL_ID_UNSPEC               0
#define ETHTOOL_RX_COPYBREAK            1
#define ETHTOOL_TX_COPYBREAK            2
#define ETHTOOL_PFC_PREVENTION_TOUT     3
#define ETHTOOL_TX_COPYBREAK_BUF_SIZE   4

/* ETHTOOL_PFC_PREVENTION_TOUT values (ms otherwise) */
#define PFC_STORM_PREVENTION_AUTO       0xffff
#define PFC_STORM_PREVENTION_DISABLE    0x0

/* ethtool_tunable type_id: the type of the value after it (enum tunable_type_id) */
#define ETHTOOL_TUNABLE_UNSPEC          0
#define ETHTOOL_TUNABLE_U8              1
#define ETHTOOL_TUNABLE_U16             2
#define ETHTOOL_TUNABLE_U32             3
#define ETHTOOL_TUNABLE_U64             4
#define ETHTOOL_TUNABLE_STRING          5
#define ETHTOOL_TUNABLE_S8              6
#define ETHTOOL_TUNABLE_S16             7
#define ETHTOOL_TUNABLE_S32             8
#define ETHTOOL_TUNABLE_S64             9

/* ETHTOOL_GTUNABLE, ETHTOOL_STUNABLE, ETHTOOL_PHY_GTUNABLE,
   ETHTOOL_PHY_STUNABLE: the fixed part; len bytes of the value follow
   (8-byte aligned in the kernel, whose struct ends in a pointer array) */
struct linuxabi_ethtool_tunable {
    uint32_t cmd;
    uint32_t id;                        /* ETHTOOL_* tunable, ETHTOOL_PHY_* */
    uint32_t type_id;                   /* ETHTOOL_TUNABLE_* */
    uint32_t len;                       /* bytes of the value */
};

/* ETHTOOL_PHY_DOWNSHIFT values (a count of attempts otherwise) */
#define DOWNSHIFT_DEV_DEFAULT_COUNT     0xff
#define DOWNSHIFT_DEV_DISABLE           0x0

/* ETHTOOL_PHY_FAST_LINK_DOWN values (ms otherwise) */
#define ETHTOOL_PHY_FAST_LINK_DOWN_ON       0x0
#define ETHTOOL_PHY_FAST_LINK_DOWN_OFF      0xff

/* ETHTOOL_PHY_EDPD values (ms between link pulses otherwise) */
#define ETHTOOL_PHY_EDPD_DFLT_TX_MSECS      0xffff
#define ETHTOOL_PHY_EDPD_NO_TX              0xfffe
#define ETHTOOL_PHY_EDPD_DISABLE            0x0

/* PHY tunable ids of ETHTOOL_PHY_GTUNABLE, ETHTOOL_PHY_STUNABLE (enum phy_tunable_id) */
#define ETHTOOL_PHY_ID_UNSPEC               0
#define ETHTOOL_PHY_DOWNSHIFT               1
#define ETHTOOL_PHY_FAST_LINK_DOWN          2
#define ETHTOOL_PHY_EDPD                    3
#define ETHTOOL_PHY_SHORT_CABLE_PRESET      4
#define ETHTOOL_PHY_LPF_BW                  5
#define ETHTOOL_PHY_DSP_EQ_INIT_VALUE       6

/* ETHTOOL_GREGS: the fixed part; len bytes of register dump follow */
struct linuxabi_ethtool_regs {
    uint32_t cmd;
    uint32_t version;                   /* the driver's dump format */
    uint32_t len;
};

/* ETHTOOL_GEEPROM, ETHTOOL_SEEPROM, ETHTOOL_GMODULEEEPROM: the fixed
   part; len bytes of data follow */
struct linuxabi_ethtool_eeprom {
    uint32_t cmd;
    uint32_t magic;                     /* a driver's check on writes */
    uint32_t offset;
    uint32_t len;
};

/* ETHTOOL_GEEE, ETHTOOL_SEEE (Energy-Efficient Ethernet) */
struct linuxabi_ethtool_eee {
    uint32_t cmd;
    uint32_t supported;                 /* SUPPORTED_* speeds */
    uint32_t advertised;                /* ADVERTISED_* */
    uint32_t lp_advertised;
    uint32_t eee_active;
    uint32_t eee_enabled;
    uint32_t tx_lpi_enabled;
    uint32_t tx_lpi_timer;              /* us */
    uint32_t reserved[2];
};

/* ETHTOOL_GMODULEINFO */
struct linuxabi_ethtool_modinfo {
    uint32_t cmd;
    uint32_t type;                      /* ETH_MODULE_SFF_* */
    uint32_t eeprom_len;                /* ETH_MODULE_SFF_*_LEN */
    uint32_t reserved[8];
};

/* ETHTOOL_GCOALESCE, ETHTOOL_SCOALESCE: interrupt coalescing */
struct linuxabi_ethtool_coalesce {
    uint32_t cmd;
    uint32_t rx_coalesce_usecs;
    uint32_t rx_max_coalesced_frames;
    uint32_t rx_coalesce_usecs_irq;
    uint32_t rx_max_coalesced_frames_irq;
    uint32_t tx_coalesce_usecs;
    uint32_t tx_max_coalesced_frames;
    uint32_t tx_coalesce_usecs_irq;
    uint32_t tx_max_coalesced_frames_irq;
    uint32_t stats_block_coalesce_usecs;
    uint32_t use_adaptive_rx_coalesce;
    uint32_t use_adaptive_tx_coalesce;
    uint32_t pkt_rate_low;
    uint32_t rx_coalesce_usecs_low;
    uint32_t rx_max_coalesced_frames_low;
    uint32_t tx_coalesce_usecs_low;
    uint32_t tx_max_coalesced_frames_low;
    uint32_t pkt_rate_high;
    uint32_t rx_coalesce_usecs_high;
    uint32_t rx_max_coalesced_frames_high;
    uint32_t tx_coalesce_usecs_high;
    uint32_t tx_max_coalesced_frames_high;
    uint32_t rate_sample_interval;      /* s */
};

/* ETHTOOL_GRINGPARAM, ETHTOOL_SRINGPARAM: ring sizes */
struct linuxabi_ethtool_ringparam {
    uint32_t cmd;
    uint32_t rx_max_pending;
    uint32_t rx_mini_max_pending;
    uint32_t rx_jumbo_max_pending;
    uint32_t tx_max_pending;
    uint32_t rx_pending;
    uint32_t rx_mini_pending;
    uint32_t rx_jumbo_pending;
    uint32_t tx_pending;
};

/* ETHTOOL_GCHANNELS, ETHTOOL_SCHANNELS: queue counts */
struct linuxabi_ethtool_channels {
    uint32_t cmd;
    uint32_t max_rx;
    uint32_t max_tx;
    uint32_t max_other;
    uint32_t max_combined;
    uint32_t rx_count;
    uint32_t tx_count;
    uint32_t other_count;
    uint32_t combined_count;
};

/* ETHTOOL_GPAUSEPARAM, ETHTOOL_SPAUSEPARAM */
struct linuxabi_ethtool_pauseparam {
    uint32_t cmd;
    uint32_t autoneg;
    uint32_t rx_pause;
    uint32_t tx_pause;
};

/* extended link state of ethtool netlink (enum ethtool_link_ext_state) */
#define ETHTOOL_LINK_EXT_STATE_AUTONEG                  0
#define ETHTOOL_LINK_EXT_STATE_LINK_TRAINING_FAILURE    1
#define ETHTOOL_LINK_EXT_STATE_LINK_LOGICAL_MISMATCH    2
#define ETHTOOL_LINK_EXT_STATE_BAD_SIGNAL_INTEGRITY     3
#define ETHTOOL_LINK_EXT_STATE_NO_CABLE                 4
#define ETHTOOL_LINK_EXT_STATE_CABLE_ISSUE              5
#define ETHTOOL_LINK_EXT_STATE_EEPROM_ISSUE             6
#define ETHTOOL_LINK_EXT_STATE_CALIBRATION_FAILURE      7
#define ETHTOOL_LINK_EXT_STATE_POWER_BUDGET_EXCEEDED    8
#define ETHTOOL_LINK_EXT_STATE_OVERHEAT                 9
#define ETHTOOL_LINK_EXT_STATE_MODULE                   10
#define ETHTOOL_LINK_EXT_STATE_OTP_SPEED_VIOLATION      11
#define ETHTOOL_LINK_EXT_STATE_BMC_REQUEST_DOWN         12

/* its substates, one list a state: AUTONEG, LINK_TRAINING_FAILURE,
   LINK_LOGICAL_MISMATCH, BAD_SIGNAL_INTEGRITY, CABLE_ISSUE, MODULE */
#define ETHTOOL_LINK_EXT_SUBSTATE_AN_NO_PARTNER_DETECTED 1
#define ETHTOOL_LINK_EXT_SUBSTATE_AN_ACK_NOT_RECEIVED   2
#define ETHTOOL_LINK_EXT_SUBSTATE_AN_NEXT_PAGE_EXCHANGE_FAILED 3
#define ETHTOOL_LINK_EXT_SUBSTATE_AN_NO_PARTNER_DETECTED_FORCE_MODE 4
#define ETHTOOL_LINK_EXT_SUBSTATE_AN_FEC_MISMATCH_DURING_OVERRIDE 5
#define ETHTOOL_LINK_EXT_SUBSTATE_AN_NO_HCD             6
#define ETHTOOL_LINK_EXT_SUBSTATE_LT_KR_FRAME_LOCK_NOT_ACQUIRED 1
#define ETHTOOL_LINK_EXT_SUBSTATE_LT_KR_LINK_INHIBIT_TIMEOUT 2
#define ETHTOOL_LINK_EXT_SUBSTATE_LT_KR_LINK_PARTNER_DID_NOT_SET_RECEIVER_READY 3
#define ETHTOOL_LINK_EXT_SUBSTATE_LT_REMOTE_FAULT       4
#define ETHTOOL_LINK_EXT_SUBSTATE_LLM_PCS_DID_NOT_ACQUIRE_BLOCK_LOCK 1
#define ETHTOOL_LINK_EXT_SUBSTATE_LLM_PCS_DID_NOT_ACQUIRE_AM_LOCK 2
#define ETHTOOL_LINK_EXT_SUBSTATE_LLM_PCS_DID_NOT_GET_ALIGN_STATUS 3
#define ETHTOOL_LINK_EXT_SUBSTATE_LLM_FC_FEC_IS_NOT_LOCKED 4
#define ETHTOOL_LINK_EXT_SUBSTATE_LLM_RS_FEC_IS_NOT_LOCKED 5
#define ETHTOOL_LINK_EXT_SUBSTATE_BSI_LARGE_NUMBER_OF_PHYSICAL_ERRORS 1
#define ETHTOOL_LINK_EXT_SUBSTATE_BSI_UNSUPPORTED_RATE  2
#define ETHTOOL_LINK_EXT_SUBSTATE_BSI_SERDES_REFERENCE_CLOCK_LOST 3
#define ETHTOOL_LINK_EXT_SUBSTATE_BSI_SERDES_ALOS       4
#define ETHTOOL_LINK_EXT_SUBSTATE_CI_UNSUPPORTED_CABLE  1
#define ETHTOOL_LINK_EXT_SUBSTATE_CI_CABLE_TEST_FAILURE 2
#define ETHTOOL_LINK_EXT_SUBSTATE_MODULE_CMIS_NOT_READY 1

/* ethtool_gstrings string_set and ETHTOOL_GSSET_INFO bits: string sets
   (enum ethtool_stringset) */
#define ETH_SS_TEST                     0
#define ETH_SS_STATS                    1
#define ETH_SS_PRIV_FLAGS               2
#define ETH_SS_NTUPLE_FILTERS           3
#define ETH_SS_FEATURES                 4
#define ETH_SS_RSS_HASH_FUNCS           5
#define ETH_SS_TUNABLES                 6
#define ETH_SS_PHY_STATS                7
#define ETH_SS_PHY_TUNABLES             8
#define ETH_SS_LINK_MODES               9
#define ETH_SS_MSG_CLASSES              10
#define ETH_SS_WOL_MODES                11
#define ETH_SS_SOF_TIMESTAMPING         12
#define ETH_SS_TS_TX_TYPES              13
#define ETH_SS_TS_RX_FILTERS            14
#define ETH_SS_UDP_TUNNEL_TYPES         15
#define ETH_SS_STATS_STD                16
#define ETH_SS_STATS_ETH_PHY            17
#define ETH_SS_STATS_ETH_MAC            18
#define ETH_SS_STATS_ETH_CTRL           19
#define ETH_SS_STATS_RMON               20
#define ETH_SS_STATS_PHY                21
#define ETH_SS_TS_FLAGS                 22

/* MAC statistics source of ethtool netlink (enum ethtool_mac_stats_src) */
#define ETHTOOL_MAC_STATS_SRC_AGGREGATE     0
#define ETHTOOL_MAC_STATS_SRC_EMAC          1
#define ETHTOOL_MAC_STATS_SRC_PMAC          2

/* plug-in module power (enum ethtool_module_power_mode_policy,
   enum ethtool_module_power_mode) */
#define ETHTOOL_MODULE_POWER_MODE_POLICY_HIGH   1
#define ETHTOOL_MODULE_POWER_MODE_POLICY_AUTO   2
#define ETHTOOL_MODULE_POWER_MODE_LOW           1
#define ETHTOOL_MODULE_POWER_MODE_HIGH          2

/* Power over Ethernet (PSE): clause 33 extended states and their
   substates, PSE types, admin and power detection states */
#define ETHTOOL_C33_PSE_EXT_STATE_ERROR_CONDITION       1
#define ETHTOOL_C33_PSE_EXT_STATE_MR_MPS_VALID          2
#define ETHTOOL_C33_PSE_EXT_STATE_MR_PSE_ENABLE         3
#define ETHTOOL_C33_PSE_EXT_STATE_OPTION_DETECT_TED     4
#define ETHTOOL_C33_PSE_EXT_STATE_OPTION_VPORT_LIM      5
#define ETHTOOL_C33_PSE_EXT_STATE_OVLD_DETECTED         6
#define ETHTOOL_C33_PSE_EXT_STATE_PD_DLL_POWER_TYPE     7
#define ETHTOOL_C33_PSE_EXT_STATE_POWER_NOT_AVAILABLE   8
#define ETHTOOL_C33_PSE_EXT_STATE_SHORT_DETECTED        9
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_MR_MPS_VALID_DETECTED_UNDERLOAD 1
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_MR_MPS_VALID_CONNECTION_OPEN 2
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_ERROR_CONDITION_NON_EXISTING_PORT 1
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_ERROR_CONDITION_UNDEFINED_PORT 2
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_ERROR_CONDITION_INTERNAL_HW_FAULT 3
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_ERROR_CONDITION_COMM_ERROR_AFTER_FORCE_ON 4
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_ERROR_CONDITION_UNKNOWN_PORT_STATUS 5
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_ERROR_CONDITION_HOST_CRASH_TURN_OFF 6
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_ERROR_CONDITION_HOST_CRASH_FORCE_SHUTDOWN 7
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_ERROR_CONDITION_CONFIG_CHANGE 8
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_ERROR_CONDITION_DETECTED_OVER_TEMP 9
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_MR_PSE_ENABLE_DISABLE_PIN_ACTIVE 1
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_OPTION_DETECT_TED_DET_IN_PROCESS 1
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_OPTION_DETECT_TED_CONNECTION_CHECK_ERROR 2
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_OPTION_VPORT_LIM_HIGH_VOLTAGE 1
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_OPTION_VPORT_LIM_LOW_VOLTAGE 2
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_OPTION_VPORT_LIM_VOLTAGE_INJECTION 3
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_OVLD_DETECTED_OVERLOAD 1
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_POWER_NOT_AVAILABLE_BUDGET_EXCEEDED 1
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_POWER_NOT_AVAILABLE_PORT_PW_LIMIT_EXCEEDS_CONTROLLER_BUDGET 2
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_POWER_NOT_AVAILABLE_PD_REQUEST_EXCEEDS_PORT_LIMIT 3
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_POWER_NOT_AVAILABLE_HW_PW_LIMIT 4
#define ETHTOOL_C33_PSE_EXT_SUBSTATE_SHORT_DETECTED_SHORT_CONDITION 1
#define ETHTOOL_PSE_UNKNOWN                             (1 << 0)
#define ETHTOOL_PSE_PODL                                (1 << 1)
#define ETHTOOL_PSE_C33                                 (1 << 2)
#define ETHTOOL_C33_PSE_ADMIN_STATE_UNKNOWN             1
#define ETHTOOL_C33_PSE_ADMIN_STATE_DISABLED            2
#define ETHTOOL_C33_PSE_ADMIN_STATE_ENABLED             3
#define ETHTOOL_C33_PSE_PW_D_STATUS_UNKNOWN             1
#define ETHTOOL_C33_PSE_PW_D_STATUS_DISABLED            2
#define ETHTOOL_C33_PSE_PW_D_STATUS_SEARCHING           3
#define ETHTOOL_C33_PSE_PW_D_STATUS_DELIVERING          4
#define ETHTOOL_C33_PSE_PW_D_STATUS_TEST                5
#define ETHTOOL_C33_PSE_PW_D_STATUS_FAULT               6
#define ETHTOOL_C33_PSE_PW_D_STATUS_OTHERFAULT          7
#define ETHTOOL_PODL_PSE_ADMIN_STATE_UNKNOWN            1
#define ETHTOOL_PODL_PSE_ADMIN_STATE_DISABLED           2
#define ETHTOOL_PODL_PSE_ADMIN_STATE_ENABLED            3
#define ETHTOOL_PODL_PSE_PW_D_STATUS_UNKNOWN            1
#define ETHTOOL_PODL_PSE_PW_D_STATUS_DISABLED           2
#define ETHTOOL_PODL_PSE_PW_D_STATUS_SEARCHING          3
#define ETHTOOL_PODL_PSE_PW_D_STATUS_DELIVERING         4
#define ETHTOOL_PODL_PSE_PW_D_STATUS_SLEEP              5
#define ETHTOOL_PODL_PSE_PW_D_STATUS_IDLE               6
#define ETHTOOL_PODL_PSE_PW_D_STATUS_ERROR              7

/* MAC merge verification (enum ethtool_mm_verify_status) */
#define ETHTOOL_MM_VERIFY_STATUS_UNKNOWN        0
#define ETHTOOL_MM_VERIFY_STATUS_INITIAL        1
#define ETHTOOL_MM_VERIFY_STATUS_VERIFYING      2
#define ETHTOOL_MM_VERIFY_STATUS_SUCCEEDED      3
#define ETHTOOL_MM_VERIFY_STATUS_FAILED         4
#define ETHTOOL_MM_VERIFY_STATUS_DISABLED       5

/* module firmware flashing (enum ethtool_module_fw_flash_status) */
#define ETHTOOL_MODULE_FW_FLASH_STATUS_STARTED  1
#define ETHTOOL_MODULE_FW_FLASH_STATUS_IN_PROGRESS 2
#define ETHTOOL_MODULE_FW_FLASH_STATUS_COMPLETED 3
#define ETHTOOL_MODULE_FW_FLASH_STATUS_ERROR    4

/* ETHTOOL_GSTRINGS: the fixed part; len strings of ETH_GSTRING_LEN
   bytes follow */
struct linuxabi_ethtool_gstrings {
    uint32_t cmd;
    uint32_t string_set;                /* ETH_SS_* */
    uint32_t len;                       /* strings */
};

/* ETHTOOL_GSSET_INFO: the fixed part; a uint32_t count follows for
   each bit set in sset_mask */
struct linuxabi_ethtool_sset_info {
    uint32_t cmd;
    uint32_t reserved;
    uint64_t sset_mask;                 /* 1 << ETH_SS_* */
};

/* ethtool_test flags (enum ethtool_test_flags) */
#define ETH_TEST_FL_OFFLINE             (1 << 0)
#define ETH_TEST_FL_FAILED              (1 << 1)
#define ETH_TEST_FL_EXTERNAL_LB         (1 << 2)
#define ETH_TEST_FL_EXTERNAL_LB_DONE    (1 << 3)

/* ETHTOOL_TEST: the fixed part; len uint64_t results follow at offset 16
   (the kernel's struct is 8-byte aligned where uint64_t is) */
struct linuxabi_ethtool_test {
    uint32_t cmd;
    uint32_t flags;                     /* ETH_TEST_FL_* */
    uint32_t reserved;
    uint32_t len;                       /* results */
};

/* ETHTOOL_GSTATS, ETHTOOL_GPHYSTATS: the fixed part; n_stats uint64_t
   counters follow at offset 8 */
struct linuxabi_ethtool_stats {
    uint32_t cmd;
    uint32_t n_stats;
};

/* ETHTOOL_GPERMADDR: the fixed part; size address bytes follow */
struct linuxabi_ethtool_perm_addr {
    uint32_t cmd;
    uint32_t size;
};

/* ETHTOOL_GFLAGS, ETHTOOL_SFLAGS bits (enum ethtool_flags) */
#define ETH_FLAG_TXVLAN                 (1 << 7)
#define ETH_FLAG_RXVLAN                 (1 << 8)
#define ETH_FLAG_LRO                    (1 << 15)
#define ETH_FLAG_NTUPLE                 (1 << 27)
#define ETH_FLAG_RXHASH                 (1 << 28)

/* the flow specs of ETHTOOL_SRXCLSRLINS.. (ethtool_rx_flow_spec h_u and
   m_u, by flow_type; addresses and ports are big-endian); each has tail
   padding to 4 bytes (2 on m68k) */
struct linuxabi_ethtool_tcpip4_spec {
    uint32_t ip4src;
    uint32_t ip4dst;
    uint16_t psrc;
    uint16_t pdst;
    uint8_t  tos;
};

struct linuxabi_ethtool_ah_espip4_spec {
    uint32_t ip4src;
    uint32_t ip4dst;
    uint32_t spi;                       /* the security parameters index */
    uint8_t  tos;
};

/* ethtool_usrip4_spec ip_ver */
#define ETH_RX_NFC_IP4                  1

struct linuxabi_ethtool_usrip4_spec {
    uint32_t ip4src;
    uint32_t ip4dst;
    uint32_t l4_4_bytes;                /* the first 4 bytes after the header */
    uint8_t  tos;
    uint8_t  ip_ver;                    /* ETH_RX_NFC_IP4 */
    uint8_t  proto;
};

struct linuxabi_ethtool_tcpip6_spec {
    uint32_t ip6src[4];
    uint32_t ip6dst[4];
    uint16_t psrc;
    uint16_t pdst;
    uint8_t  tclass;
};

struct linuxabi_ethtool_ah_espip6_spec {
    uint32_t ip6src[4];
    uint32_t ip6dst[4];
    uint32_t spi;
    uint8_t  tclass;
};

struct linuxabi_ethtool_usrip6_spec {
    uint32_t ip6src[4];
    uint32_t ip6dst[4];
    uint32_t l4_4_bytes;
    uint8_t  tclass;
    uint8_t  l4_proto;
};

/* one flow spec, by ethtool_rx_flow_spec flow_type: 52 bytes */
union linuxabi_ethtool_flow_union {
    struct linuxabi_ethtool_tcpip4_spec    tcp_ip4_spec;
    struct linuxabi_ethtool_tcpip4_spec    udp_ip4_spec;
    struct linuxabi_ethtool_tcpip4_spec    sctp_ip4_spec;
    struct linuxabi_ethtool_ah_espip4_spec ah_ip4_spec;
    struct linuxabi_ethtool_ah_espip4_spec esp_ip4_spec;
    struct linuxabi_ethtool_usrip4_spec    usr_ip4_spec;
    struct linuxabi_ethtool_tcpip6_spec    tcp_ip6_spec;
    struct linuxabi_ethtool_tcpip6_spec    udp_ip6_spec;
    struct linuxabi_ethtool_tcpip6_spec    sctp_ip6_spec;
    struct linuxabi_ethtool_ah_espip6_spec ah_ip6_spec;
    struct linuxabi_ethtool_ah_espip6_spec esp_ip6_spec;
    struct linuxabi_ethtool_usrip6_spec    usr_ip6_spec;
    struct linuxabi_ethhdr                 ether_spec;
    uint8_t                                hdata[52];
};

/* with FLOW_EXT or FLOW_MAC_EXT in flow_type: the VLAN, user data and
   destination MAC (big-endian) */
struct linuxabi_ethtool_flow_ext {
    uint8_t  padding[2];
    uint8_t  h_dest[6];                 /* ETH_ALEN, with FLOW_MAC_EXT */
    uint16_t vlan_etype;
    uint16_t vlan_tci;
    uint32_t data[2];
};

/* a classification rule: match h_u/h_ext where the mask m_u/m_ext has
   ones.  148 bytes, then 4 of padding before ring_cookie where uint64_t
   is 8-byte aligned (none on i386, m68k, arc, sh), as the kernel's */
struct linuxabi_ethtool_rx_flow_spec {
    uint32_t flow_type;                 /* *_FLOW, with FLOW_EXT.. */
    union linuxabi_ethtool_flow_union h_u;
    struct linuxabi_ethtool_flow_ext  h_ext;
    union linuxabi_ethtool_flow_union m_u;
    struct linuxabi_ethtool_flow_ext  m_ext;
    uint64_t ring_cookie;               /* the queue, or RX_CLS_FLOW_DISC.. */
    uint32_t location;                  /* the rule's index, or RX_CLS_LOC_* */
};

/* ethtool_rx_flow_spec ring_cookie: the queue (low 32 bits) and the
   virtual function + 1 (bits 32-39) */
#if defined(__LP64__) || defined(_LP64)
#define ETHTOOL_RX_FLOW_SPEC_RING               0xffffffffL
#define ETHTOOL_RX_FLOW_SPEC_RING_VF            0xff00000000L
#else
#define ETHTOOL_RX_FLOW_SPEC_RING               0xffffffffLL
#define ETHTOOL_RX_FLOW_SPEC_RING_VF            0xff00000000LL
#endif
#define ETHTOOL_RX_FLOW_SPEC_RING_VF_OFF 32  /* shift of the VF */

/* ETHTOOL_GRXFH, ETHTOOL_SRXFH, ETHTOOL_GRXRINGS, ETHTOOL_GRXCLSRLCNT,
   ETHTOOL_GRXCLSRULE, ETHTOOL_GRXCLSRLALL, ETHTOOL_SRXCLSRLDEL,
   ETHTOOL_SRXCLSRLINS: the fixed part; for ETHTOOL_GRXCLSRLALL
   u.rule_cnt uint32_t rule locations follow (at offset 180 on i386,
   m68k, arc and sh, 188 elsewhere).  This is each ABI's natural layout:
   an i386 program's on a 64-bit x86 kernel too, which converts it
   (compat_ethtool_rxnfc in net/ethtool/ioctl.c) */
union linuxabi_ethtool_rxnfc_u {
    uint32_t rule_cnt;                  /* rules, or the table size */
    uint32_t rss_context;               /* with FLOW_RSS: the RSS context */
};

struct linuxabi_ethtool_rxnfc {
    uint32_t cmd;
    uint32_t flow_type;                 /* *_FLOW */
    uint64_t data;                      /* RXH_* hash fields, ring count */
    struct linuxabi_ethtool_rx_flow_spec fs;
    union linuxabi_ethtool_rxnfc_u u;   /* anonymous in the kernel */
};

/* ETHTOOL_GRXFHINDIR, ETHTOOL_SRXFHINDIR: the fixed part; size uint32_t
   ring indexes follow */
struct linuxabi_ethtool_rxfh_indir {
    uint32_t cmd;
    uint32_t size;
};

/* ETHTOOL_GRSSH, ETHTOOL_SRSSH: the fixed part; indir_size uint32_t
   ring indexes, then key_size key bytes follow */
struct linuxabi_ethtool_rxfh {
    uint32_t cmd;
    uint32_t rss_context;
    uint32_t indir_size;                /* or ETH_RXFH_INDIR_NO_CHANGE */
    uint32_t key_size;
    uint8_t  hfunc;                     /* bit of ETH_SS_RSS_HASH_FUNCS */
    uint8_t  input_xfrm;                /* RXH_XFRM_* */
    uint8_t  rsvd8[2];
    uint32_t rsvd32;
};

/* ethtool_rxfh rss_context to create a context; indir_size to keep the table */
#define ETH_RXFH_CONTEXT_ALLOC          0xffffffff
#define ETH_RXFH_INDIR_NO_CHANGE        0xffffffff

/* ETHTOOL_SRXNTUPLE (old: drivers use ETHTOOL_SRXCLSRLINS now): an
   n-tuple filter; 172 bytes, then 4 of tail padding where uint64_t is
   8-byte aligned */
union linuxabi_ethtool_rx_ntuple_flow_spec_u {
    struct linuxabi_ethtool_tcpip4_spec    tcp_ip4_spec;
    struct linuxabi_ethtool_tcpip4_spec    udp_ip4_spec;
    struct linuxabi_ethtool_tcpip4_spec    sctp_ip4_spec;
    struct linuxabi_ethtool_ah_espip4_spec ah_ip4_spec;
    struct linuxabi_ethtool_ah_espip4_spec esp_ip4_spec;
    struct linuxabi_ethtool_usrip4_spec    usr_ip4_spec;
    struct linuxabi_ethhdr                 ether_spec;
    uint8_t                                hdata[72];
};

struct linuxabi_ethtool_rx_ntuple_flow_spec {
    uint32_t flow_type;
    union linuxabi_ethtool_rx_ntuple_flow_spec_u h_u;
    union linuxabi_ethtool_rx_ntuple_flow_spec_u m_u;
    uint16_t vlan_tag;
    uint16_t vlan_tag_mask;
    uint64_t data;
    uint64_t data_mask;
    int32_t  action;                    /* a queue, or ETHTOOL_RXNTUPLE_ACTION_* */
};

/* ethtool_rx_ntuple_flow_spec action */
#define ETHTOOL_RXNTUPLE_ACTION_DROP    -1
#define ETHTOOL_RXNTUPLE_ACTION_CLEAR   -2

struct linuxabi_ethtool_rx_ntuple {
    uint32_t cmd;                       /* ETHTOOL_SRXNTUPLE */
    struct linuxabi_ethtool_rx_ntuple_flow_spec fs;
};

/* ethtool_flash region (enum ethtool_flash_op_type) */
#define ETHTOOL_FLASH_ALL_REGIONS       0

/* ETHTOOL_FLASHDEV: flash the firmware file data (under /lib/firmware) */
struct linuxabi_ethtool_flash {
    uint32_t cmd;
    uint32_t region;                    /* ETHTOOL_FLASH_ALL_REGIONS */
    char     data[128];                 /* ETHTOOL_FLASH_MAX_FILENAME */
};

/* ETHTOOL_SET_DUMP, ETHTOOL_GET_DUMP_FLAG, ETHTOOL_GET_DUMP_DATA: the
   fixed part; with ETHTOOL_GET_DUMP_DATA len bytes follow */
struct linuxabi_ethtool_dump {
    uint32_t cmd;
    uint32_t version;
    uint32_t flag;                      /* or ETH_FW_DUMP_DISABLE */
    uint32_t len;
};

/* ethtool_dump flag of ETHTOOL_SET_DUMP */
#define ETH_FW_DUMP_DISABLE             0

/* ETHTOOL_GFEATURES: the fixed part; size blocks follow, one for each
   32 feature bits (names: ETH_SS_FEATURES) */
struct linuxabi_ethtool_get_features_block {
    uint32_t available;                 /* can be changed */
    uint32_t requested;
    uint32_t active;
    uint32_t never_changed;
};

struct linuxabi_ethtool_gfeatures {
    uint32_t cmd;
    uint32_t size;                      /* blocks */
};

/* ETHTOOL_SFEATURES: the fixed part; size blocks follow */
struct linuxabi_ethtool_set_features_block {
    uint32_t valid;                     /* the bits to change */
    uint32_t requested;
};

struct linuxabi_ethtool_sfeatures {
    uint32_t cmd;
    uint32_t size;
};

/* ETHTOOL_GET_TS_INFO: time stamping */
struct linuxabi_ethtool_ts_info {
    uint32_t cmd;
    uint32_t so_timestamping;           /* SOF_TIMESTAMPING_* */
    int32_t  phc_index;                 /* /dev/ptpN, or -1 */
    uint32_t tx_types;                  /* 1 << HWTSTAMP_TX_* */
    uint32_t tx_reserved[3];
    uint32_t rx_filters;                /* 1 << HWTSTAMP_FILTER_* */
    uint32_t rx_reserved[3];
};

/* ETHTOOL_SFEATURES answer bits (enum ethtool_sfeatures_retval_bits) */
#define ETHTOOL_F_UNSUPPORTED__BIT  0
#define ETHTOOL_F_WISH__BIT         1
#define ETHTOOL_F_COMPAT__BIT       2
#define ETHTOOL_F_UNSUPPORTED       (1 << ETHTOOL_F_UNSUPPORTED__BIT)
#define ETHTOOL_F_WISH              (1 << ETHTOOL_F_WISH__BIT)
#define ETHTOOL_F_COMPAT            (1 << ETHTOOL_F_COMPAT__BIT)

/* ETHTOOL_PERQUEUE: the fixed part; a struct of sub_command follows
   for each queue set in queue_mask */
struct linuxabi_ethtool_per_queue_op {
    uint32_t cmd;
    uint32_t sub_command;               /* ETHTOOL_GCOALESCE, ETHTOOL_SCOALESCE */
    uint32_t queue_mask[128];           /* MAX_NUM_QUEUE bits */
};

/* ETHTOOL_GFECPARAM, ETHTOOL_SFECPARAM */
struct linuxabi_ethtool_fecparam {
    uint32_t cmd;
    uint32_t active_fec;                /* ETHTOOL_FEC_* */
    uint32_t fec;                       /* ETHTOOL_FEC_* */
    uint32_t reserved;
};

/* forward error correction modes (enum ethtool_fec_config_bits) */
#define ETHTOOL_FEC_NONE_BIT    0
#define ETHTOOL_FEC_AUTO_BIT    1
#define ETHTOOL_FEC_OFF_BIT     2
#define ETHTOOL_FEC_RS_BIT      3
#define ETHTOOL_FEC_BASER_BIT   4
#define ETHTOOL_FEC_LLRS_BIT    5
#define ETHTOOL_FEC_NONE        (1 << ETHTOOL_FEC_NONE_BIT)
#define ETHTOOL_FEC_AUTO        (1 << ETHTOOL_FEC_AUTO_BIT)
#define ETHTOOL_FEC_OFF         (1 << ETHTOOL_FEC_OFF_BIT)
#define ETHTOOL_FEC_RS          (1 << ETHTOOL_FEC_RS_BIT)
#define ETHTOOL_FEC_BASER       (1 << ETHTOOL_FEC_BASER_BIT)
#define ETHTOOL_FEC_LLRS        (1 << ETHTOOL_FEC_LLRS_BIT)

/* SIOCETHTOOL commands: the cmd of the struct ifr_ifru.ifru_data points at */
#define ETHTOOL_GSET            0x01  /* ethtool_cmd (old) */
#define ETHTOOL_SSET            0x02  /* ethtool_cmd (old) */
#define ETHTOOL_GDRVINFO        0x03  /* ethtool_drvinfo */
#define ETHTOOL_GREGS           0x04  /* ethtool_regs */
#define ETHTOOL_GWOL            0x05  /* ethtool_wolinfo */
#define ETHTOOL_SWOL            0x06  /* ethtool_wolinfo */
#define ETHTOOL_GMSGLVL         0x07  /* ethtool_value: NETIF_MSG_* bits */
#define ETHTOOL_SMSGLVL         0x08  /* ethtool_value */
#define ETHTOOL_NWAY_RST        0x09  /* restart autonegotiation */
#define ETHTOOL_GLINK           0x0a  /* ethtool_value: link up */
#define ETHTOOL_GEEPROM         0x0b  /* ethtool_eeprom */
#define ETHTOOL_SEEPROM         0x0c  /* ethtool_eeprom */
#define ETHTOOL_GCOALESCE       0x0e  /* ethtool_coalesce */
#define ETHTOOL_SCOALESCE       0x0f  /* ethtool_coalesce */
#define ETHTOOL_GRINGPARAM      0x10  /* ethtool_ringparam */
#define ETHTOOL_SRINGPARAM      0x11  /* ethtool_ringparam */
#define ETHTOOL_GPAUSEPARAM     0x12  /* ethtool_pauseparam */
#define ETHTOOL_SPAUSEPARAM     0x13  /* ethtool_pauseparam */
#define ETHTOOL_GRXCSUM         0x14  /* ethtool_value */
#define ETHTOOL_SRXCSUM         0x15  /* ethtool_value */
#define ETHTOOL_GTXCSUM         0x16  /* ethtool_value */
#define ETHTOOL_STXCSUM         0x17  /* ethtool_value */
#define ETHTOOL_GSG             0x18  /* ethtool_value: scatter-gather */
#define ETHTOOL_SSG             0x19  /* ethtool_value */
#define ETHTOOL_TEST            0x1a  /* ethtool_test: self-test */
#define ETHTOOL_GSTRINGS        0x1b  /* ethtool_gstrings */
#define ETHTOOL_PHYS_ID         0x1c  /* ethtool_value: blink for data s */
#define ETHTOOL_GSTATS          0x1d  /* ethtool_stats */
#define ETHTOOL_GTSO            0x1e  /* ethtool_value */
#define ETHTOOL_STSO            0x1f  /* ethtool_value */
#define ETHTOOL_GPERMADDR       0x20  /* ethtool_perm_addr */
#define ETHTOOL_GUFO            0x21  /* ethtool_value */
#define ETHTOOL_SUFO            0x22  /* ethtool_value */
#define ETHTOOL_GGSO            0x23  /* ethtool_value */
#define ETHTOOL_SGSO            0x24  /* ethtool_value */
#define ETHTOOL_GFLAGS          0x25  /* ethtool_value: ETH_FLAG_* */
#define ETHTOOL_SFLAGS          0x26  /* ethtool_value: ETH_FLAG_* */
#define ETHTOOL_GPFLAGS         0x27  /* ethtool_value: driver flags */
#define ETHTOOL_SPFLAGS         0x28  /* ethtool_value */
#define ETHTOOL_GRXFH           0x29  /* ethtool_rxnfc: RXH_* of a flow */
#define ETHTOOL_SRXFH           0x2a  /* ethtool_rxnfc */
#define ETHTOOL_GGRO            0x2b  /* ethtool_value */
#define ETHTOOL_SGRO            0x2c  /* ethtool_value */
#define ETHTOOL_GRXRINGS        0x2d  /* ethtool_rxnfc */
#define ETHTOOL_GRXCLSRLCNT     0x2e  /* ethtool_rxnfc */
#define ETHTOOL_GRXCLSRULE      0x2f  /* ethtool_rxnfc */
#define ETHTOOL_GRXCLSRLALL     0x30  /* ethtool_rxnfc */
#define ETHTOOL_SRXCLSRLDEL     0x31  /* ethtool_rxnfc */
#define ETHTOOL_SRXCLSRLINS     0x32  /* ethtool_rxnfc */
#define ETHTOOL_FLASHDEV        0x33  /* ethtool_flash */
#define ETHTOOL_RESET           0x34  /* ethtool_value: ETH_RESET_* */
#define ETHTOOL_SRXNTUPLE       0x35  /* ethtool_rx_ntuple (old) */
#define ETHTOOL_GRXNTUPLE       0x36  /* no longer answered */
#define ETHTOOL_GSSET_INFO      0x37  /* ethtool_sset_info */
#define ETHTOOL_GRXFHINDIR      0x38  /* ethtool_rxfh_indir */
#define ETHTOOL_SRXFHINDIR      0x39  /* ethtool_rxfh_indir */
#define ETHTOOL_GFEATURES       0x3a  /* ethtool_gfeatures */
#define ETHTOOL_SFEATURES       0x3b  /* ethtool_sfeatures */
#define ETHTOOL_GCHANNELS       0x3c  /* ethtool_channels */
#define ETHTOOL_SCHANNELS       0x3d  /* ethtool_channels */
#define ETHTOOL_SET_DUMP        0x3e  /* ethtool_dump */
#define ETHTOOL_GET_DUMP_FLAG   0x3f  /* ethtool_dump */
#define ETHTOOL_GET_DUMP_DATA   0x40  /* ethtool_dump */
#define ETHTOOL_GET_TS_INFO     0x41  /* ethtool_ts_info */
#define ETHTOOL_GMODULEINFO     0x42  /* ethtool_modinfo */
#define ETHTOOL_GMODULEEEPROM   0x43  /* ethtool_eeprom */
#define ETHTOOL_GEEE            0x44  /* ethtool_eee */
#define ETHTOOL_SEEE            0x45  /* ethtool_eee */
#define ETHTOOL_GRSSH           0x46  /* ethtool_rxfh */
#define ETHTOOL_SRSSH           0x47  /* ethtool_rxfh */
#define ETHTOOL_GTUNABLE        0x48  /* ethtool_tunable */
#define ETHTOOL_STUNABLE        0x49  /* ethtool_tunable */
#define ETHTOOL_GPHYSTATS       0x4a  /* ethtool_stats */
#define ETHTOOL_PERQUEUE        0x4b  /* ethtool_per_queue_op */
#define ETHTOOL_GLINKSETTINGS   0x4c  /* ethtool_link_settings */
#define ETHTOOL_SLINKSETTINGS   0x4d  /* ethtool_link_settings */
#define ETHTOOL_PHY_GTUNABLE    0x4e  /* ethtool_tunable */
#define ETHTOOL_PHY_STUNABLE    0x4f  /* ethtool_tunable */
#define ETHTOOL_GFECPARAM       0x50  /* ethtool_fecparam */
#define ETHTOOL_SFECPARAM       0x51  /* ethtool_fecparam */

/* the same as ETHTOOL_GSET, ETHTOOL_SSET (old names) */
#define SPARC_ETH_GSET          ETHTOOL_GSET
#define SPARC_ETH_SSET          ETHTOOL_SSET

/* link modes: bit numbers in the link_mode_masks of
   ETHTOOL_GLINKSETTINGS and in ethtool netlink bitsets
   (enum ethtool_link_mode_bit_indices) */
#define ETHTOOL_LINK_MODE_10baseT_Half_BIT              0
#define ETHTOOL_LINK_MODE_10baseT_Full_BIT              1
#define ETHTOOL_LINK_MODE_100baseT_Half_BIT             2
#define ETHTOOL_LINK_MODE_100baseT_Full_BIT             3
#define ETHTOOL_LINK_MODE_1000baseT_Half_BIT            4
#define ETHTOOL_LINK_MODE_1000baseT_Full_BIT            5
#define ETHTOOL_LINK_MODE_Autoneg_BIT                   6
#define ETHTOOL_LINK_MODE_TP_BIT                        7
#define ETHTOOL_LINK_MODE_AUI_BIT                       8
#define ETHTOOL_LINK_MODE_MII_BIT                       9
#define ETHTOOL_LINK_MODE_FIBRE_BIT                     10
#define ETHTOOL_LINK_MODE_BNC_BIT                       11
#define ETHTOOL_LINK_MODE_10000baseT_Full_BIT           12
#define ETHTOOL_LINK_MODE_Pause_BIT                     13
#define ETHTOOL_LINK_MODE_Asym_Pause_BIT                14
#define ETHTOOL_LINK_MODE_2500baseX_Full_BIT            15
#define ETHTOOL_LINK_MODE_Backplane_BIT                 16
#define ETHTOOL_LINK_MODE_1000baseKX_Full_BIT           17
#define ETHTOOL_LINK_MODE_10000baseKX4_Full_BIT         18
#define ETHTOOL_LINK_MODE_10000baseKR_Full_BIT          19
#define ETHTOOL_LINK_MODE_10000baseR_FEC_BIT            20
#define ETHTOOL_LINK_MODE_20000baseMLD2_Full_BIT        21
#define ETHTOOL_LINK_MODE_20000baseKR2_Full_BIT         22
#define ETHTOOL_LINK_MODE_40000baseKR4_Full_BIT         23
#define ETHTOOL_LINK_MODE_40000baseCR4_Full_BIT         24
#define ETHTOOL_LINK_MODE_40000baseSR4_Full_BIT         25
#define ETHTOOL_LINK_MODE_40000baseLR4_Full_BIT         26
#define ETHTOOL_LINK_MODE_56000baseKR4_Full_BIT         27
#define ETHTOOL_LINK_MODE_56000baseCR4_Full_BIT         28
#define ETHTOOL_LINK_MODE_56000baseSR4_Full_BIT         29
#define ETHTOOL_LINK_MODE_56000baseLR4_Full_BIT         30
#define ETHTOOL_LINK_MODE_25000baseCR_Full_BIT          31
#define ETHTOOL_LINK_MODE_25000baseKR_Full_BIT          32
#define ETHTOOL_LINK_MODE_25000baseSR_Full_BIT          33
#define ETHTOOL_LINK_MODE_50000baseCR2_Full_BIT         34
#define ETHTOOL_LINK_MODE_50000baseKR2_Full_BIT         35
#define ETHTOOL_LINK_MODE_100000baseKR4_Full_BIT        36
#define ETHTOOL_LINK_MODE_100000baseSR4_Full_BIT        37
#define ETHTOOL_LINK_MODE_100000baseCR4_Full_BIT        38
#define ETHTOOL_LINK_MODE_100000baseLR4_ER4_Full_BIT    39
#define ETHTOOL_LINK_MODE_50000baseSR2_Full_BIT         40
#define ETHTOOL_LINK_MODE_1000baseX_Full_BIT            41
#define ETHTOOL_LINK_MODE_10000baseCR_Full_BIT          42
#define ETHTOOL_LINK_MODE_10000baseSR_Full_BIT          43
#define ETHTOOL_LINK_MODE_10000baseLR_Full_BIT          44
#define ETHTOOL_LINK_MODE_10000baseLRM_Full_BIT         45
#define ETHTOOL_LINK_MODE_10000baseER_Full_BIT          46
#define ETHTOOL_LINK_MODE_2500baseT_Full_BIT            47
#define ETHTOOL_LINK_MODE_5000baseT_Full_BIT            48
#define ETHTOOL_LINK_MODE_FEC_NONE_BIT                  49
#define ETHTOOL_LINK_MODE_FEC_RS_BIT                    50
#define ETHTOOL_LINK_MODE_FEC_BASER_BIT                 51
#define ETHTOOL_LINK_MODE_50000baseKR_Full_BIT          52
#define ETHTOOL_LINK_MODE_50000baseSR_Full_BIT          53
#define ETHTOOL_LINK_MODE_50000baseCR_Full_BIT          54
#define ETHTOOL_LINK_MODE_50000baseLR_ER_FR_Full_BIT    55
#define ETHTOOL_LINK_MODE_50000baseDR_Full_BIT          56
#define ETHTOOL_LINK_MODE_100000baseKR2_Full_BIT        57
#define ETHTOOL_LINK_MODE_100000baseSR2_Full_BIT        58
#define ETHTOOL_LINK_MODE_100000baseCR2_Full_BIT        59
#define ETHTOOL_LINK_MODE_100000baseLR2_ER2_FR2_Full_BIT 60
#define ETHTOOL_LINK_MODE_100000baseDR2_Full_BIT        61
#define ETHTOOL_LINK_MODE_200000baseKR4_Full_BIT        62
#define ETHTOOL_LINK_MODE_200000baseSR4_Full_BIT        63
#define ETHTOOL_LINK_MODE_200000baseLR4_ER4_FR4_Full_BIT 64
#define ETHTOOL_LINK_MODE_200000baseDR4_Full_BIT        65
#define ETHTOOL_LINK_MODE_200000baseCR4_Full_BIT        66
#define ETHTOOL_LINK_MODE_100baseT1_Full_BIT            67
#define ETHTOOL_LINK_MODE_1000baseT1_Full_BIT           68
#define ETHTOOL_LINK_MODE_400000baseKR8_Full_BIT        69
#define ETHTOOL_LINK_MODE_400000baseSR8_Full_BIT        70
#define ETHTOOL_LINK_MODE_400000baseLR8_ER8_FR8_Full_BIT 71
#define ETHTOOL_LINK_MODE_400000baseDR8_Full_BIT        72
#define ETHTOOL_LINK_MODE_400000baseCR8_Full_BIT        73
#define ETHTOOL_LINK_MODE_FEC_LLRS_BIT                  74
#define ETHTOOL_LINK_MODE_100000baseKR_Full_BIT         75
#define ETHTOOL_LINK_MODE_100000baseSR_Full_BIT         76
#define ETHTOOL_LINK_MODE_100000baseLR_ER_FR_Full_BIT   77
#define ETHTOOL_LINK_MODE_100000baseCR_Full_BIT         78
#define ETHTOOL_LINK_MODE_100000baseDR_Full_BIT         79
#define ETHTOOL_LINK_MODE_200000baseKR2_Full_BIT        80
#define ETHTOOL_LINK_MODE_200000baseSR2_Full_BIT        81
#define ETHTOOL_LINK_MODE_200000baseLR2_ER2_FR2_Full_BIT 82
#define ETHTOOL_LINK_MODE_200000baseDR2_Full_BIT        83
#define ETHTOOL_LINK_MODE_200000baseCR2_Full_BIT        84
#define ETHTOOL_LINK_MODE_400000baseKR4_Full_BIT        85
#define ETHTOOL_LINK_MODE_400000baseSR4_Full_BIT        86
#define ETHTOOL_LINK_MODE_400000baseLR4_ER4_FR4_Full_BIT 87
#define ETHTOOL_LINK_MODE_400000baseDR4_Full_BIT        88
#define ETHTOOL_LINK_MODE_400000baseCR4_Full_BIT        89
#define ETHTOOL_LINK_MODE_100baseFX_Half_BIT            90
#define ETHTOOL_LINK_MODE_100baseFX_Full_BIT            91
#define ETHTOOL_LINK_MODE_10baseT1L_Full_BIT            92
#define ETHTOOL_LINK_MODE_800000baseCR8_Full_BIT        93
#define ETHTOOL_LINK_MODE_800000baseKR8_Full_BIT        94
#define ETHTOOL_LINK_MODE_800000baseDR8_Full_BIT        95
#define ETHTOOL_LINK_MODE_800000baseDR8_2_Full_BIT      96
#define ETHTOOL_LINK_MODE_800000baseSR8_Full_BIT        97
#define ETHTOOL_LINK_MODE_800000baseVR8_Full_BIT        98
#define ETHTOOL_LINK_MODE_10baseT1S_Full_BIT            99
#define ETHTOOL_LINK_MODE_10baseT1S_Half_BIT            100
#define ETHTOOL_LINK_MODE_10baseT1S_P2MP_Half_BIT       101
#define ETHTOOL_LINK_MODE_10baseT1BRR_Full_BIT          102
#define ETHTOOL_LINK_MODE_200000baseCR_Full_BIT         103
#define ETHTOOL_LINK_MODE_200000baseKR_Full_BIT         104
#define ETHTOOL_LINK_MODE_200000baseDR_Full_BIT         105
#define ETHTOOL_LINK_MODE_200000baseDR_2_Full_BIT       106
#define ETHTOOL_LINK_MODE_200000baseSR_Full_BIT         107
#define ETHTOOL_LINK_MODE_200000baseVR_Full_BIT         108
#define ETHTOOL_LINK_MODE_400000baseCR2_Full_BIT        109
#define ETHTOOL_LINK_MODE_400000baseKR2_Full_BIT        110
#define ETHTOOL_LINK_MODE_400000baseDR2_Full_BIT        111
#define ETHTOOL_LINK_MODE_400000baseDR2_2_Full_BIT      112
#define ETHTOOL_LINK_MODE_400000baseSR2_Full_BIT        113
#define ETHTOOL_LINK_MODE_400000baseVR2_Full_BIT        114
#define ETHTOOL_LINK_MODE_800000baseCR4_Full_BIT        115
#define ETHTOOL_LINK_MODE_800000baseKR4_Full_BIT        116
#define ETHTOOL_LINK_MODE_800000baseDR4_Full_BIT        117
#define ETHTOOL_LINK_MODE_800000baseDR4_2_Full_BIT      118
#define ETHTOOL_LINK_MODE_800000baseSR4_Full_BIT        119
#define ETHTOOL_LINK_MODE_800000baseVR4_Full_BIT        120
#define ETHTOOL_LINK_MODE_1600000baseCR8_Full_BIT       121
#define ETHTOOL_LINK_MODE_1600000baseKR8_Full_BIT       122
#define ETHTOOL_LINK_MODE_1600000baseDR8_Full_BIT       123
#define ETHTOOL_LINK_MODE_1600000baseDR8_2_Full_BIT     124

/* ethtool_cmd supported, ethtool_eee supported: the link modes below
   bit 32 (old: none above 31 will be added), unsigned long */
#define SUPPORTED_10baseT_Half      (1UL << ETHTOOL_LINK_MODE_10baseT_Half_BIT)
#define SUPPORTED_10baseT_Full      (1UL << ETHTOOL_LINK_MODE_10baseT_Full_BIT)
#define SUPPORTED_100baseT_Half     (1UL << ETHTOOL_LINK_MODE_100baseT_Half_BIT)
#define SUPPORTED_100baseT_Full     (1UL << ETHTOOL_LINK_MODE_100baseT_Full_BIT)
#define SUPPORTED_1000baseT_Half    (1UL << ETHTOOL_LINK_MODE_1000baseT_Half_BIT)
#define SUPPORTED_1000baseT_Full    (1UL << ETHTOOL_LINK_MODE_1000baseT_Full_BIT)
#define SUPPORTED_Autoneg           (1UL << ETHTOOL_LINK_MODE_Autoneg_BIT)
#define SUPPORTED_TP                (1UL << ETHTOOL_LINK_MODE_TP_BIT)
#define SUPPORTED_AUI               (1UL << ETHTOOL_LINK_MODE_AUI_BIT)
#define SUPPORTED_MII               (1UL << ETHTOOL_LINK_MODE_MII_BIT)
#define SUPPORTED_FIBRE             (1UL << ETHTOOL_LINK_MODE_FIBRE_BIT)
#define SUPPORTED_BNC               (1UL << ETHTOOL_LINK_MODE_BNC_BIT)
#define SUPPORTED_10000baseT_Full   (1UL << ETHTOOL_LINK_MODE_10000baseT_Full_BIT)
#define SUPPORTED_Pause             (1UL << ETHTOOL_LINK_MODE_Pause_BIT)
#define SUPPORTED_Asym_Pause        (1UL << ETHTOOL_LINK_MODE_Asym_Pause_BIT)
#define SUPPORTED_2500baseX_Full    (1UL << ETHTOOL_LINK_MODE_2500baseX_Full_BIT)
#define SUPPORTED_Backplane         (1UL << ETHTOOL_LINK_MODE_Backplane_BIT)
#define SUPPORTED_1000baseKX_Full   (1UL << ETHTOOL_LINK_MODE_1000baseKX_Full_BIT)
#define SUPPORTED_10000baseKX4_Full (1UL << ETHTOOL_LINK_MODE_10000baseKX4_Full_BIT)
#define SUPPORTED_10000baseKR_Full  (1UL << ETHTOOL_LINK_MODE_10000baseKR_Full_BIT)
#define SUPPORTED_10000baseR_FEC    (1UL << ETHTOOL_LINK_MODE_10000baseR_FEC_BIT)
#define SUPPORTED_20000baseMLD2_Full (1UL << ETHTOOL_LINK_MODE_20000baseMLD2_Full_BIT)
#define SUPPORTED_20000baseKR2_Full (1UL << ETHTOOL_LINK_MODE_20000baseKR2_Full_BIT)
#define SUPPORTED_40000baseKR4_Full (1UL << ETHTOOL_LINK_MODE_40000baseKR4_Full_BIT)
#define SUPPORTED_40000baseCR4_Full (1UL << ETHTOOL_LINK_MODE_40000baseCR4_Full_BIT)
#define SUPPORTED_40000baseSR4_Full (1UL << ETHTOOL_LINK_MODE_40000baseSR4_Full_BIT)
#define SUPPORTED_40000baseLR4_Full (1UL << ETHTOOL_LINK_MODE_40000baseLR4_Full_BIT)
#define SUPPORTED_56000baseKR4_Full (1UL << ETHTOOL_LINK_MODE_56000baseKR4_Full_BIT)
#define SUPPORTED_56000baseCR4_Full (1UL << ETHTOOL_LINK_MODE_56000baseCR4_Full_BIT)
#define SUPPORTED_56000baseSR4_Full (1UL << ETHTOOL_LINK_MODE_56000baseSR4_Full_BIT)
#define SUPPORTED_56000baseLR4_Full (1UL << ETHTOOL_LINK_MODE_56000baseLR4_Full_BIT)

/* ethtool_cmd advertising, lp_advertising: the same bits */
#define ADVERTISED_10baseT_Half     (1UL << ETHTOOL_LINK_MODE_10baseT_Half_BIT)
#define ADVERTISED_10baseT_Full     (1UL << ETHTOOL_LINK_MODE_10baseT_Full_BIT)
#define ADVERTISED_100baseT_Half    (1UL << ETHTOOL_LINK_MODE_100baseT_Half_BIT)
#define ADVERTISED_100baseT_Full    (1UL << ETHTOOL_LINK_MODE_100baseT_Full_BIT)
#define ADVERTISED_1000baseT_Half   (1UL << ETHTOOL_LINK_MODE_1000baseT_Half_BIT)
#define ADVERTISED_1000baseT_Full   (1UL << ETHTOOL_LINK_MODE_1000baseT_Full_BIT)
#define ADVERTISED_Autoneg          (1UL << ETHTOOL_LINK_MODE_Autoneg_BIT)
#define ADVERTISED_TP               (1UL << ETHTOOL_LINK_MODE_TP_BIT)
#define ADVERTISED_AUI              (1UL << ETHTOOL_LINK_MODE_AUI_BIT)
#define ADVERTISED_MII              (1UL << ETHTOOL_LINK_MODE_MII_BIT)
#define ADVERTISED_FIBRE            (1UL << ETHTOOL_LINK_MODE_FIBRE_BIT)
#define ADVERTISED_BNC              (1UL << ETHTOOL_LINK_MODE_BNC_BIT)
#define ADVERTISED_10000baseT_Full  (1UL << ETHTOOL_LINK_MODE_10000baseT_Full_BIT)
#define ADVERTISED_Pause            (1UL << ETHTOOL_LINK_MODE_Pause_BIT)
#define ADVERTISED_Asym_Pause       (1UL << ETHTOOL_LINK_MODE_Asym_Pause_BIT)
#define ADVERTISED_2500baseX_Full   (1UL << ETHTOOL_LINK_MODE_2500baseX_Full_BIT)
#define ADVERTISED_Backplane        (1UL << ETHTOOL_LINK_MODE_Backplane_BIT)
#define ADVERTISED_1000baseKX_Full  (1UL << ETHTOOL_LINK_MODE_1000baseKX_Full_BIT)
#define ADVERTISED_10000baseKX4_Full (1UL << ETHTOOL_LINK_MODE_10000baseKX4_Full_BIT)
#define ADVERTISED_10000baseKR_Full (1UL << ETHTOOL_LINK_MODE_10000baseKR_Full_BIT)
#define ADVERTISED_10000baseR_FEC   (1UL << ETHTOOL_LINK_MODE_10000baseR_FEC_BIT)
#define ADVERTISED_20000baseMLD2_Full (1UL << ETHTOOL_LINK_MODE_20000baseMLD2_Full_BIT)
#define ADVERTISED_20000baseKR2_Full (1UL << ETHTOOL_LINK_MODE_20000baseKR2_Full_BIT)
#define ADVERTISED_40000baseKR4_Full (1UL << ETHTOOL_LINK_MODE_40000baseKR4_Full_BIT)
#define ADVERTISED_40000baseCR4_Full (1UL << ETHTOOL_LINK_MODE_40000baseCR4_Full_BIT)
#define ADVERTISED_40000baseSR4_Full (1UL << ETHTOOL_LINK_MODE_40000baseSR4_Full_BIT)
#define ADVERTISED_40000baseLR4_Full (1UL << ETHTOOL_LINK_MODE_40000baseLR4_Full_BIT)
#define ADVERTISED_56000baseKR4_Full (1UL << ETHTOOL_LINK_MODE_56000baseKR4_Full_BIT)
#define ADVERTISED_56000baseCR4_Full (1UL << ETHTOOL_LINK_MODE_56000baseCR4_Full_BIT)
#define ADVERTISED_56000baseSR4_Full (1UL << ETHTOOL_LINK_MODE_56000baseSR4_Full_BIT)
#define ADVERTISED_56000baseLR4_Full (1UL << ETHTOOL_LINK_MODE_56000baseLR4_Full_BIT)

/* ethtool_link_settings speed (ethtool_cmd speed and speed_hi), Mb/s */
#define SPEED_10                10
#define SPEED_100               100
#define SPEED_1000              1000
#define SPEED_2500              2500
#define SPEED_5000              5000
#define SPEED_10000             10000
#define SPEED_14000             14000
#define SPEED_20000             20000
#define SPEED_25000             25000
#define SPEED_40000             40000
#define SPEED_50000             50000
#define SPEED_56000             56000
#define SPEED_80000             80000
#define SPEED_100000            100000
#define SPEED_200000            200000
#define SPEED_400000            400000
#define SPEED_800000            800000
#define SPEED_1600000           1600000
#define SPEED_UNKNOWN           (-1)  /* as a uint32_t: 0xffffffff */

/* duplex */
#define DUPLEX_HALF             0x0
#define DUPLEX_FULL             0x1
#define DUPLEX_UNKNOWN          0xff

/* ethtool_link_settings master_slave_cfg, master_slave_state (BASE-T1) */
#define MASTER_SLAVE_CFG_UNSUPPORTED    0
#define MASTER_SLAVE_CFG_UNKNOWN        1
#define MASTER_SLAVE_CFG_MASTER_PREFERRED 2
#define MASTER_SLAVE_CFG_SLAVE_PREFERRED 3
#define MASTER_SLAVE_CFG_MASTER_FORCE   4
#define MASTER_SLAVE_CFG_SLAVE_FORCE    5
#define MASTER_SLAVE_STATE_UNSUPPORTED  0
#define MASTER_SLAVE_STATE_UNKNOWN      1
#define MASTER_SLAVE_STATE_MASTER       2
#define MASTER_SLAVE_STATE_SLAVE        3
#define MASTER_SLAVE_STATE_ERR          4

/* ethtool_link_settings rate_matching: how the PHY slows the MAC */
#define RATE_MATCH_NONE         0
#define RATE_MATCH_PAUSE        1  /* pause frames */
#define RATE_MATCH_CRS          2  /* carrier sense */
#define RATE_MATCH_OPEN_LOOP    3  /* a longer inter-packet gap */

/* port: the connector */
#define PORT_TP                 0x0  /* twisted pair */
#define PORT_AUI                0x1
#define PORT_MII                0x2
#define PORT_FIBRE              0x3
#define PORT_BNC                0x4
#define PORT_DA                 0x5  /* direct attach copper */
#define PORT_NONE               0xef  /* no connector */
#define PORT_OTHER              0xff

/* transceiver */
#define XCVR_INTERNAL           0x0  /* the PHY in the MAC package */
#define XCVR_EXTERNAL           0x1  /* a separate PHY */
#define XCVR_DUMMY1             0x2
#define XCVR_DUMMY2             0x3
#define XCVR_DUMMY3             0x4

/* autoneg */
#define AUTONEG_DISABLE         0x0
#define AUTONEG_ENABLE          0x1

/* eth_tp_mdix (status), eth_tp_mdix_ctrl (control) of twisted pair */
#define ETH_TP_MDI_INVALID      0x0  /* unknown; control: unsupported */
#define ETH_TP_MDI              0x1
#define ETH_TP_MDI_X            0x2
#define ETH_TP_MDI_AUTO         0x3  /* control: automatic */

/* ethtool_wolinfo supported, wolopts: wake-on-LAN */
#define WAKE_PHY                (1 << 0)  /* link change */
#define WAKE_UCAST              (1 << 1)
#define WAKE_MCAST              (1 << 2)
#define WAKE_BCAST              (1 << 3)
#define WAKE_ARP                (1 << 4)  /* ARP request */
#define WAKE_MAGIC              (1 << 5)  /* magic packet */
#define WAKE_MAGICSECURE        (1 << 6)  /* with the SecureOn password */
#define WAKE_FILTER             (1 << 7)  /* a filter */

/* ethtool_rxfh input_xfrm: symmetric flow hashing */
#define RXH_XFRM_SYM_XOR        (1 << 0)
#define RXH_XFRM_SYM_OR_XOR     (1 << 1)
#define RXH_XFRM_NO_CHANGE      0xff  /* keep the current one */

/* ethtool_rxnfc flow_type, ethtool_rx_flow_spec flow_type: traffic
   flows (the kernel's anonymous enum) */
#define TCP_V4_FLOW             0x1
#define UDP_V4_FLOW             0x2
#define SCTP_V4_FLOW            0x3
#define AH_ESP_V4_FLOW          0x4
#define TCP_V6_FLOW             0x5
#define UDP_V6_FLOW             0x6
#define SCTP_V6_FLOW            0x7
#define AH_ESP_V6_FLOW          0x8
#define AH_V4_FLOW              0x9
#define ESP_V4_FLOW             0xa
#define AH_V6_FLOW              0xb
#define ESP_V6_FLOW             0xc
#define IPV4_USER_FLOW          0xd
#define IPV6_USER_FLOW          0xe
#define IPV4_FLOW               0x10
#define IPV6_FLOW               0x11
#define ETHER_FLOW              0x12
#define GTPU_V4_FLOW            0x13
#define GTPU_V6_FLOW            0x14
#define GTPC_V4_FLOW            0x15
#define GTPC_V6_FLOW            0x16
#define GTPC_TEID_V4_FLOW       0x17
#define GTPC_TEID_V6_FLOW       0x18
#define GTPU_EH_V4_FLOW         0x19
#define GTPU_EH_V6_FLOW         0x1a
#define GTPU_UL_V4_FLOW         0x1b
#define GTPU_UL_V6_FLOW         0x1c
#define GTPU_DL_V4_FLOW         0x1d
#define GTPU_DL_V6_FLOW         0x1e
#define IP_USER_FLOW            IPV4_USER_FLOW

/* or'ed into flow_type */
#define FLOW_EXT                0x80000000  /* h_ext, m_ext: VLAN, data */
#define FLOW_MAC_EXT            0x40000000  /* h_ext, m_ext: h_dest */
#define FLOW_RSS                0x20000000  /* spread over u.rss_context */

/* ethtool_rxnfc data of ETHTOOL_GRXFH, ETHTOOL_SRXFH: hashed fields */
#define RXH_L2DA                (1 << 1)
#define RXH_VLAN                (1 << 2)
#define RXH_L3_PROTO            (1 << 3)
#define RXH_IP_SRC              (1 << 4)
#define RXH_IP_DST              (1 << 5)
#define RXH_L4_B_0_1            (1 << 6)
#define RXH_L4_B_2_3            (1 << 7)
#define RXH_GTP_TEID            (1 << 8)
#define RXH_IP6_FL              (1 << 9)
#define RXH_DISCARD             (1U << 31)

/* ethtool_rx_flow_spec ring_cookie: drop; wake the system */
#if defined(__LP64__) || defined(_LP64)
#define RX_CLS_FLOW_DISC                0xffffffffffffffffUL
#define RX_CLS_FLOW_WAKE                0xfffffffffffffffeUL
#else
#define RX_CLS_FLOW_DISC                0xffffffffffffffffULL
#define RX_CLS_FLOW_WAKE                0xfffffffffffffffeULL
#endif

/* ethtool_rx_flow_spec location of ETHTOOL_SRXCLSRLINS: where the
   driver chooses */
#define RX_CLS_LOC_SPECIAL      0x80000000  /* set in each of the others */
#define RX_CLS_LOC_ANY          0xffffffff
#define RX_CLS_LOC_FIRST        0xfffffffe
#define RX_CLS_LOC_LAST         0xfffffffd

/* ethtool_modinfo type and eeprom_len: module EEPROM standards */
#define ETH_MODULE_SFF_8079             0x1
#define ETH_MODULE_SFF_8079_LEN         256
#define ETH_MODULE_SFF_8472             0x2
#define ETH_MODULE_SFF_8472_LEN         512
#define ETH_MODULE_SFF_8636             0x3
#define ETH_MODULE_SFF_8636_LEN         256
#define ETH_MODULE_SFF_8436             0x4
#define ETH_MODULE_SFF_8436_LEN         256
#define ETH_MODULE_SFF_8636_MAX_LEN     640
#define ETH_MODULE_SFF_8436_MAX_LEN     640

/* ETHTOOL_RESET data: the components to reset, each cleared when
   reset; shifted by ETH_RESET_SHARED_SHIFT: a shared one
   (enum ethtool_reset_flags) */
#define ETH_RESET_MGMT          (1 << 0)  /* management processor */
#define ETH_RESET_IRQ           (1 << 1)  /* interrupt requester */
#define ETH_RESET_DMA           (1 << 2)
#define ETH_RESET_FILTER        (1 << 3)  /* filters, flow direction */
#define ETH_RESET_OFFLOAD       (1 << 4)  /* protocol offload */
#define ETH_RESET_MAC           (1 << 5)
#define ETH_RESET_PHY           (1 << 6)
#define ETH_RESET_RAM           (1 << 7)  /* RAM shared by components */
#define ETH_RESET_AP            (1 << 8)  /* application processor */
#define ETH_RESET_DEDICATED     0xffff  /* all of this interface's own */
#define ETH_RESET_ALL           0xffffffff  /* all, shared ones too */
#define ETH_RESET_SHARED_SHIFT  16

/* ETHTOOL_GLINKSETTINGS, ETHTOOL_SLINKSETTINGS: the fixed part; three
   bitmaps of link_mode_masks_nwords uint32_t each follow (supported,
   advertising, lp_advertising: ETHTOOL_LINK_MODE_*_BIT).  A
   ETHTOOL_GLINKSETTINGS with nwords 0 answers -nwords, the size this
   kernel uses */
struct linuxabi_ethtool_link_settings {
    uint32_t cmd;
    uint32_t speed;                     /* SPEED_* */
    uint8_t  duplex;                    /* DUPLEX_* */
    uint8_t  port;                      /* PORT_* */
    uint8_t  phy_address;
    uint8_t  autoneg;                   /* AUTONEG_* */
    uint8_t  mdio_support;              /* ETH_MDIO_SUPPORTS_* */
    uint8_t  eth_tp_mdix;               /* ETH_TP_MDI* */
    uint8_t  eth_tp_mdix_ctrl;
    int8_t   link_mode_masks_nwords;
    uint8_t  transceiver;               /* XCVR_* */
    uint8_t  master_slave_cfg;          /* MASTER_SLAVE_CFG_* */
    uint8_t  master_slave_state;        /* MASTER_SLAVE_STATE_* */
    uint8_t  rate_matching;             /* RATE_MATCH_* */
    uint32_t reserved[7];
};

/* what a PHY is attached to (enum phy_upstream) */
#define PHY_UPSTREAM_MAC        0
#define PHY_UPSTREAM_PHY        1

#endif
