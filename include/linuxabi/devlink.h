#ifndef LINUXABI_DEVLINK_H
#define LINUXABI_DEVLINK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/devlink.h>: devlink over generic netlink (<linuxabi/genetlink.h>),
 * the interface to a device as a whole (an ASIC, a NIC with its ports,
 * shared buffers, parameters, health reporters, traps, firmware) rather
 * than to one of its net devices (the kernel's <linux/devlink.h>).  The
 * family is named "devlink" (the kernel's DEVLINK_GENL_NAME, a string,
 * not defined here), version DEVLINK_GENL_VERSION, its id from
 * CTRL_CMD_GETFAMILY; notifications go to its multicast group "config".
 * A request names its device by DEVLINK_ATTR_BUS_NAME and
 * DEVLINK_ATTR_DEV_NAME ("pci", "0000:03:00.0").  Only values: the same
 * on every ABI, but for the masks built on unsigned long, whose type is
 * as wide as long, as the kernel's.
 */

#define DEVLINK_GENL_VERSION                         0x1  /* genlmsghdr version */

/* message types: genlmsghdr cmd (enum devlink_command); each
   _GET dumps with NLM_F_DUMP where it says so, _NEW and _DEL are also
   the notifications of multicast group "config" */
#define DEVLINK_CMD_UNSPEC                           0
#define DEVLINK_CMD_GET                              1  /* dumps */
#define DEVLINK_CMD_SET                              2
#define DEVLINK_CMD_NEW                              3
#define DEVLINK_CMD_DEL                              4
#define DEVLINK_CMD_PORT_GET                         5  /* dumps */
#define DEVLINK_CMD_PORT_SET                         6
#define DEVLINK_CMD_PORT_NEW                         7
#define DEVLINK_CMD_PORT_DEL                         8
#define DEVLINK_CMD_PORT_SPLIT                       9
#define DEVLINK_CMD_PORT_UNSPLIT                     10
#define DEVLINK_CMD_SB_GET                           11 /* dumps */
#define DEVLINK_CMD_SB_SET                           12
#define DEVLINK_CMD_SB_NEW                           13
#define DEVLINK_CMD_SB_DEL                           14
#define DEVLINK_CMD_SB_POOL_GET                      15 /* dumps */
#define DEVLINK_CMD_SB_POOL_SET                      16
#define DEVLINK_CMD_SB_POOL_NEW                      17
#define DEVLINK_CMD_SB_POOL_DEL                      18
#define DEVLINK_CMD_SB_PORT_POOL_GET                 19 /* dumps */
#define DEVLINK_CMD_SB_PORT_POOL_SET                 20
#define DEVLINK_CMD_SB_PORT_POOL_NEW                 21
#define DEVLINK_CMD_SB_PORT_POOL_DEL                 22
#define DEVLINK_CMD_SB_TC_POOL_BIND_GET              23 /* dumps */
#define DEVLINK_CMD_SB_TC_POOL_BIND_SET              24
#define DEVLINK_CMD_SB_TC_POOL_BIND_NEW              25
#define DEVLINK_CMD_SB_TC_POOL_BIND_DEL              26
#define DEVLINK_CMD_SB_OCC_SNAPSHOT                  27
#define DEVLINK_CMD_SB_OCC_MAX_CLEAR                 28
#define DEVLINK_CMD_ESWITCH_GET                      29
/* obsolete name */
#define DEVLINK_CMD_ESWITCH_MODE_GET                 DEVLINK_CMD_ESWITCH_GET
#define DEVLINK_CMD_ESWITCH_SET                      30
/* obsolete name */
#define DEVLINK_CMD_ESWITCH_MODE_SET                 DEVLINK_CMD_ESWITCH_SET
#define DEVLINK_CMD_DPIPE_TABLE_GET                  31
#define DEVLINK_CMD_DPIPE_ENTRIES_GET                32
#define DEVLINK_CMD_DPIPE_HEADERS_GET                33
#define DEVLINK_CMD_DPIPE_TABLE_COUNTERS_SET         34
#define DEVLINK_CMD_RESOURCE_SET                     35
#define DEVLINK_CMD_RESOURCE_DUMP                    36
#define DEVLINK_CMD_RELOAD                           37
#define DEVLINK_CMD_PARAM_GET                        38 /* dumps */
#define DEVLINK_CMD_PARAM_SET                        39
#define DEVLINK_CMD_PARAM_NEW                        40
#define DEVLINK_CMD_PARAM_DEL                        41
#define DEVLINK_CMD_REGION_GET                       42
#define DEVLINK_CMD_REGION_SET                       43
#define DEVLINK_CMD_REGION_NEW                       44
#define DEVLINK_CMD_REGION_DEL                       45
#define DEVLINK_CMD_REGION_READ                      46
#define DEVLINK_CMD_PORT_PARAM_GET                   47 /* dumps */
#define DEVLINK_CMD_PORT_PARAM_SET                   48
#define DEVLINK_CMD_PORT_PARAM_NEW                   49
#define DEVLINK_CMD_PORT_PARAM_DEL                   50
#define DEVLINK_CMD_INFO_GET                         51 /* dumps */
#define DEVLINK_CMD_HEALTH_REPORTER_GET              52
#define DEVLINK_CMD_HEALTH_REPORTER_SET              53
#define DEVLINK_CMD_HEALTH_REPORTER_RECOVER          54
#define DEVLINK_CMD_HEALTH_REPORTER_DIAGNOSE         55
#define DEVLINK_CMD_HEALTH_REPORTER_DUMP_GET         56
#define DEVLINK_CMD_HEALTH_REPORTER_DUMP_CLEAR       57
#define DEVLINK_CMD_FLASH_UPDATE                     58
#define DEVLINK_CMD_FLASH_UPDATE_END                 59 /* a notification */
#define DEVLINK_CMD_FLASH_UPDATE_STATUS              60 /* a notification */
#define DEVLINK_CMD_TRAP_GET                         61 /* dumps */
#define DEVLINK_CMD_TRAP_SET                         62
#define DEVLINK_CMD_TRAP_NEW                         63
#define DEVLINK_CMD_TRAP_DEL                         64
#define DEVLINK_CMD_TRAP_GROUP_GET                   65 /* dumps */
#define DEVLINK_CMD_TRAP_GROUP_SET                   66
#define DEVLINK_CMD_TRAP_GROUP_NEW                   67
#define DEVLINK_CMD_TRAP_GROUP_DEL                   68
#define DEVLINK_CMD_TRAP_POLICER_GET                 69 /* dumps */
#define DEVLINK_CMD_TRAP_POLICER_SET                 70
#define DEVLINK_CMD_TRAP_POLICER_NEW                 71
#define DEVLINK_CMD_TRAP_POLICER_DEL                 72
#define DEVLINK_CMD_HEALTH_REPORTER_TEST             73
#define DEVLINK_CMD_RATE_GET                         74 /* dumps */
#define DEVLINK_CMD_RATE_SET                         75
#define DEVLINK_CMD_RATE_NEW                         76
#define DEVLINK_CMD_RATE_DEL                         77
#define DEVLINK_CMD_LINECARD_GET                     78 /* dumps */
#define DEVLINK_CMD_LINECARD_SET                     79
#define DEVLINK_CMD_LINECARD_NEW                     80
#define DEVLINK_CMD_LINECARD_DEL                     81
#define DEVLINK_CMD_SELFTESTS_GET                    82 /* dumps */
#define DEVLINK_CMD_SELFTESTS_RUN                    83
#define DEVLINK_CMD_NOTIFY_FILTER_SET                84

/* DEVLINK_ATTR_PORT_TYPE, _DESIRED_TYPE (enum devlink_port_type) */
#define DEVLINK_PORT_TYPE_NOTSET                     0
#define DEVLINK_PORT_TYPE_AUTO                       1
#define DEVLINK_PORT_TYPE_ETH                        2
#define DEVLINK_PORT_TYPE_IB                         3

/* DEVLINK_ATTR_SB_POOL_TYPE: shared buffer pools (enum devlink_sb_pool_type) */
#define DEVLINK_SB_POOL_TYPE_INGRESS                 0
#define DEVLINK_SB_POOL_TYPE_EGRESS                  1

/* DEVLINK_ATTR_SB_POOL_THRESHOLD_TYPE (enum devlink_sb_threshold_type):
   a static threshold is bytes, a dynamic one 0 .. _TO_ALPHA_MAX, alpha
   being 2 to the power of (value - 10) */
#define DEVLINK_SB_THRESHOLD_TYPE_STATIC             0
#define DEVLINK_SB_THRESHOLD_TYPE_DYNAMIC            1
/* a dynamic threshold's highest */
#define DEVLINK_SB_THRESHOLD_TO_ALPHA_MAX            20

/* DEVLINK_ATTR_ESWITCH_MODE (enum devlink_eswitch_mode) */
#define DEVLINK_ESWITCH_MODE_LEGACY                  0
#define DEVLINK_ESWITCH_MODE_SWITCHDEV               1
#define DEVLINK_ESWITCH_MODE_SWITCHDEV_INACTIVE      2

/* DEVLINK_ATTR_ESWITCH_INLINE_MODE: the headers a VF sends inline
   (enum devlink_eswitch_inline_mode) */
#define DEVLINK_ESWITCH_INLINE_MODE_NONE             0
#define DEVLINK_ESWITCH_INLINE_MODE_LINK             1
#define DEVLINK_ESWITCH_INLINE_MODE_NETWORK          2
#define DEVLINK_ESWITCH_INLINE_MODE_TRANSPORT        3

/* DEVLINK_ATTR_ESWITCH_ENCAP_MODE (enum devlink_eswitch_encap_mode) */
#define DEVLINK_ESWITCH_ENCAP_MODE_NONE              0
#define DEVLINK_ESWITCH_ENCAP_MODE_BASIC             1

/* DEVLINK_ATTR_PORT_FLAVOUR (enum devlink_port_flavour) */
#define DEVLINK_PORT_FLAVOUR_PHYSICAL                0
#define DEVLINK_PORT_FLAVOUR_CPU                     1
#define DEVLINK_PORT_FLAVOUR_DSA                     2
#define DEVLINK_PORT_FLAVOUR_PCI_PF                  3
#define DEVLINK_PORT_FLAVOUR_PCI_VF                  4
#define DEVLINK_PORT_FLAVOUR_VIRTUAL                 5
#define DEVLINK_PORT_FLAVOUR_UNUSED                  6
#define DEVLINK_PORT_FLAVOUR_PCI_SF                  7

/* DEVLINK_ATTR_RATE_TYPE (enum devlink_rate_type) */
#define DEVLINK_RATE_TYPE_LEAF                       0
#define DEVLINK_RATE_TYPE_NODE                       1
/* traffic classes (IEEE 802.1Qaz) */
#define DEVLINK_RATE_TCS_MAX                         8
/* DEVLINK_RATE_TC_ATTR_INDEX's highest */
#define DEVLINK_RATE_TC_INDEX_MAX                    (DEVLINK_RATE_TCS_MAX - 1)

/* DEVLINK_ATTR_PARAM_VALUE_CMODE: when a value takes effect (enum
   devlink_param_cmode) */
#define DEVLINK_PARAM_CMODE_RUNTIME                  0
#define DEVLINK_PARAM_CMODE_DRIVERINIT               1
#define DEVLINK_PARAM_CMODE_PERMANENT                2

/* values of the generic parameter "fw_load_policy" (enum
   devlink_param_fw_load_policy_value) */
#define DEVLINK_PARAM_FW_LOAD_POLICY_VALUE_DRIVER    0
#define DEVLINK_PARAM_FW_LOAD_POLICY_VALUE_FLASH     1
#define DEVLINK_PARAM_FW_LOAD_POLICY_VALUE_DISK      2
#define DEVLINK_PARAM_FW_LOAD_POLICY_VALUE_UNKNOWN   3

/* values of the generic parameter "reset_dev_on_drv_probe" (enum
   devlink_param_reset_dev_on_drv_probe_value) */
#define DEVLINK_PARAM_RESET_DEV_ON_DRV_PROBE_VALUE_UNKNOWN 0
#define DEVLINK_PARAM_RESET_DEV_ON_DRV_PROBE_VALUE_ALWAYS 1
#define DEVLINK_PARAM_RESET_DEV_ON_DRV_PROBE_VALUE_NEVER 2
#define DEVLINK_PARAM_RESET_DEV_ON_DRV_PROBE_VALUE_DISK 3

/* attributes of DEVLINK_ATTR_STATS (an unnamed enum) */
#define DEVLINK_ATTR_STATS_RX_PACKETS                0  /* uint64_t */
#define DEVLINK_ATTR_STATS_RX_BYTES                  1  /* uint64_t */
#define DEVLINK_ATTR_STATS_RX_DROPPED                2  /* uint64_t */

/* DEVLINK_ATTR_FLASH_UPDATE_OVERWRITE_MASK: bit numbers and their
   masks, unsigned long as the kernel's (enum devlink_flash_overwrite) */
#define DEVLINK_FLASH_OVERWRITE_SETTINGS_BIT         0
#define DEVLINK_FLASH_OVERWRITE_IDENTIFIERS_BIT      1
#define DEVLINK_FLASH_OVERWRITE_SETTINGS             (1UL << 0)
#define DEVLINK_FLASH_OVERWRITE_IDENTIFIERS          (1UL << 1)

/* attributes of DEVLINK_ATTR_SELFTESTS: the tests (enum
   devlink_attr_selftest_id) */
#define DEVLINK_ATTR_SELFTEST_ID_UNSPEC              0
#define DEVLINK_ATTR_SELFTEST_ID_FLASH               1  /* flag */

/* a test's result (enum devlink_selftest_status) */
#define DEVLINK_SELFTEST_STATUS_SKIP                 0
#define DEVLINK_SELFTEST_STATUS_PASS                 1
#define DEVLINK_SELFTEST_STATUS_FAIL                 2

/* attributes of DEVLINK_CMD_SELFTESTS_RUN's reply (enum
   devlink_attr_selftest_result) */
#define DEVLINK_ATTR_SELFTEST_RESULT_UNSPEC          0
#define DEVLINK_ATTR_SELFTEST_RESULT                 1  /* nested */
/* uint32_t: DEVLINK_ATTR_SELFTEST_ID_* */
#define DEVLINK_ATTR_SELFTEST_RESULT_ID              2
/* uint8_t: DEVLINK_SELFTEST_STATUS_* */
#define DEVLINK_ATTR_SELFTEST_RESULT_STATUS          3

/* DEVLINK_ATTR_TRAP_ACTION (enum devlink_trap_action) */
#define DEVLINK_TRAP_ACTION_DROP                     0
#define DEVLINK_TRAP_ACTION_TRAP                     1
#define DEVLINK_TRAP_ACTION_MIRROR                   2

/* DEVLINK_ATTR_TRAP_TYPE (enum devlink_trap_type) */
#define DEVLINK_TRAP_TYPE_DROP                       0
#define DEVLINK_TRAP_TYPE_EXCEPTION                  1
#define DEVLINK_TRAP_TYPE_CONTROL                    2

/* DEVLINK_ATTR_TRAP_METADATA: what a trap reports (an unnamed enum) */
#define DEVLINK_ATTR_TRAP_METADATA_TYPE_IN_PORT      0
#define DEVLINK_ATTR_TRAP_METADATA_TYPE_FA_COOKIE    1

/* DEVLINK_ATTR_RELOAD_ACTION (enum devlink_reload_action) */
#define DEVLINK_RELOAD_ACTION_UNSPEC                 0
#define DEVLINK_RELOAD_ACTION_DRIVER_REINIT          1
#define DEVLINK_RELOAD_ACTION_FW_ACTIVATE            2

/* DEVLINK_ATTR_RELOAD_LIMITS' bits (enum devlink_reload_limit) */
#define DEVLINK_RELOAD_LIMIT_UNSPEC                  0
#define DEVLINK_RELOAD_LIMIT_NO_RESET                1

/* DEVLINK_ATTR_LINECARD_STATE (enum devlink_linecard_state) */
#define DEVLINK_LINECARD_STATE_UNSPEC                0
#define DEVLINK_LINECARD_STATE_UNPROVISIONED         1
#define DEVLINK_LINECARD_STATE_UNPROVISIONING        2
#define DEVLINK_LINECARD_STATE_PROVISIONING          3
#define DEVLINK_LINECARD_STATE_PROVISIONING_FAILED   4
#define DEVLINK_LINECARD_STATE_PROVISIONED           5
#define DEVLINK_LINECARD_STATE_ACTIVE                6

/* DEVLINK_ATTR_PARAM_TYPE, DEVLINK_ATTR_FMSG_OBJ_VALUE_TYPE: the NLA_*
   type of a value (enum devlink_var_attr_type) */
#define DEVLINK_VAR_ATTR_TYPE_U8                     1
#define DEVLINK_VAR_ATTR_TYPE_U16                    2
#define DEVLINK_VAR_ATTR_TYPE_U32                    3
#define DEVLINK_VAR_ATTR_TYPE_U64                    4
#define DEVLINK_VAR_ATTR_TYPE_STRING                 5
#define DEVLINK_VAR_ATTR_TYPE_FLAG                   6
#define DEVLINK_VAR_ATTR_TYPE_NUL_STRING             10
#define DEVLINK_VAR_ATTR_TYPE_BINARY                 11
/* types above are devlink's own */
#define LINUXABI_DEVLINK_VAR_ATTR_TYPE_CUSTOM_BASE   0x80
#define DEVLINK_VAR_ATTR_TYPE_U64_ARRAY              129

/* attributes (enum devlink_attr); a device is named by DEVLINK_ATTR_BUS_NAME
   and DEVLINK_ATTR_DEV_NAME together */
#define DEVLINK_ATTR_UNSPEC                          0
#define DEVLINK_ATTR_BUS_NAME                        1  /* string */
#define DEVLINK_ATTR_DEV_NAME                        2  /* string */
#define DEVLINK_ATTR_PORT_INDEX                      3  /* uint32_t */
#define DEVLINK_ATTR_PORT_TYPE                       4  /* uint16_t */
#define DEVLINK_ATTR_PORT_DESIRED_TYPE               5  /* uint16_t */
#define DEVLINK_ATTR_PORT_NETDEV_IFINDEX             6  /* uint32_t */
#define DEVLINK_ATTR_PORT_NETDEV_NAME                7  /* string */
#define DEVLINK_ATTR_PORT_IBDEV_NAME                 8  /* string */
#define DEVLINK_ATTR_PORT_SPLIT_COUNT                9  /* uint32_t */
#define DEVLINK_ATTR_PORT_SPLIT_GROUP                10 /* uint32_t */
#define DEVLINK_ATTR_SB_INDEX                        11 /* uint32_t */
#define DEVLINK_ATTR_SB_SIZE                         12 /* uint32_t */
#define DEVLINK_ATTR_SB_INGRESS_POOL_COUNT           13 /* uint16_t */
#define DEVLINK_ATTR_SB_EGRESS_POOL_COUNT            14 /* uint16_t */
#define DEVLINK_ATTR_SB_INGRESS_TC_COUNT             15 /* uint16_t */
#define DEVLINK_ATTR_SB_EGRESS_TC_COUNT              16 /* uint16_t */
#define DEVLINK_ATTR_SB_POOL_INDEX                   17 /* uint16_t */
#define DEVLINK_ATTR_SB_POOL_TYPE                    18 /* uint8_t */
#define DEVLINK_ATTR_SB_POOL_SIZE                    19 /* uint32_t */
#define DEVLINK_ATTR_SB_POOL_THRESHOLD_TYPE          20 /* uint8_t */
#define DEVLINK_ATTR_SB_THRESHOLD                    21 /* uint32_t */
#define DEVLINK_ATTR_SB_TC_INDEX                     22 /* uint16_t */
#define DEVLINK_ATTR_SB_OCC_CUR                      23 /* uint32_t */
#define DEVLINK_ATTR_SB_OCC_MAX                      24 /* uint32_t */
#define DEVLINK_ATTR_ESWITCH_MODE                    25 /* uint16_t */
#define DEVLINK_ATTR_ESWITCH_INLINE_MODE             26 /* uint8_t */
#define DEVLINK_ATTR_DPIPE_TABLES                    27 /* nested */
#define DEVLINK_ATTR_DPIPE_TABLE                     28 /* nested */
#define DEVLINK_ATTR_DPIPE_TABLE_NAME                29 /* string */
#define DEVLINK_ATTR_DPIPE_TABLE_SIZE                30 /* uint64_t */
#define DEVLINK_ATTR_DPIPE_TABLE_MATCHES             31 /* nested */
#define DEVLINK_ATTR_DPIPE_TABLE_ACTIONS             32 /* nested */
#define DEVLINK_ATTR_DPIPE_TABLE_COUNTERS_ENABLED    33 /* uint8_t */
#define DEVLINK_ATTR_DPIPE_ENTRIES                   34 /* nested */
#define DEVLINK_ATTR_DPIPE_ENTRY                     35 /* nested */
#define DEVLINK_ATTR_DPIPE_ENTRY_INDEX               36 /* uint64_t */
#define DEVLINK_ATTR_DPIPE_ENTRY_MATCH_VALUES        37 /* nested */
#define DEVLINK_ATTR_DPIPE_ENTRY_ACTION_VALUES       38 /* nested */
#define DEVLINK_ATTR_DPIPE_ENTRY_COUNTER             39 /* uint64_t */
#define DEVLINK_ATTR_DPIPE_MATCH                     40 /* nested */
#define DEVLINK_ATTR_DPIPE_MATCH_VALUE               41 /* nested */
#define DEVLINK_ATTR_DPIPE_MATCH_TYPE                42 /* uint32_t */
#define DEVLINK_ATTR_DPIPE_ACTION                    43 /* nested */
#define DEVLINK_ATTR_DPIPE_ACTION_VALUE              44 /* nested */
#define DEVLINK_ATTR_DPIPE_ACTION_TYPE               45 /* uint32_t */
#define DEVLINK_ATTR_DPIPE_VALUE                     46
#define DEVLINK_ATTR_DPIPE_VALUE_MASK                47
#define DEVLINK_ATTR_DPIPE_VALUE_MAPPING             48 /* uint32_t */
#define DEVLINK_ATTR_DPIPE_HEADERS                   49 /* nested */
#define DEVLINK_ATTR_DPIPE_HEADER                    50 /* nested */
#define DEVLINK_ATTR_DPIPE_HEADER_NAME               51 /* string */
#define DEVLINK_ATTR_DPIPE_HEADER_ID                 52 /* uint32_t */
#define DEVLINK_ATTR_DPIPE_HEADER_FIELDS             53 /* nested */
#define DEVLINK_ATTR_DPIPE_HEADER_GLOBAL             54 /* uint8_t */
#define DEVLINK_ATTR_DPIPE_HEADER_INDEX              55 /* uint32_t */
#define DEVLINK_ATTR_DPIPE_FIELD                     56 /* nested */
#define DEVLINK_ATTR_DPIPE_FIELD_NAME                57 /* string */
#define DEVLINK_ATTR_DPIPE_FIELD_ID                  58 /* uint32_t */
#define DEVLINK_ATTR_DPIPE_FIELD_BITWIDTH            59 /* uint32_t */
#define DEVLINK_ATTR_DPIPE_FIELD_MAPPING_TYPE        60 /* uint32_t */
#define DEVLINK_ATTR_PAD                             61
#define DEVLINK_ATTR_ESWITCH_ENCAP_MODE              62 /* uint8_t */
#define DEVLINK_ATTR_RESOURCE_LIST                   63 /* nested */
#define DEVLINK_ATTR_RESOURCE                        64 /* nested */
#define DEVLINK_ATTR_RESOURCE_NAME                   65 /* string */
#define DEVLINK_ATTR_RESOURCE_ID                     66 /* uint64_t */
#define DEVLINK_ATTR_RESOURCE_SIZE                   67 /* uint64_t */
#define DEVLINK_ATTR_RESOURCE_SIZE_NEW               68 /* uint64_t */
#define DEVLINK_ATTR_RESOURCE_SIZE_VALID             69 /* uint8_t */
#define DEVLINK_ATTR_RESOURCE_SIZE_MIN               70 /* uint64_t */
#define DEVLINK_ATTR_RESOURCE_SIZE_MAX               71 /* uint64_t */
#define DEVLINK_ATTR_RESOURCE_SIZE_GRAN              72 /* uint64_t */
#define DEVLINK_ATTR_RESOURCE_UNIT                   73 /* uint8_t */
#define DEVLINK_ATTR_RESOURCE_OCC                    74 /* uint64_t */
#define DEVLINK_ATTR_DPIPE_TABLE_RESOURCE_ID         75 /* uint64_t */
#define DEVLINK_ATTR_DPIPE_TABLE_RESOURCE_UNITS      76 /* uint64_t */
#define DEVLINK_ATTR_PORT_FLAVOUR                    77 /* uint16_t */
#define DEVLINK_ATTR_PORT_NUMBER                     78 /* uint32_t */
#define DEVLINK_ATTR_PORT_SPLIT_SUBPORT_NUMBER       79 /* uint32_t */
#define DEVLINK_ATTR_PARAM                           80 /* nested */
#define DEVLINK_ATTR_PARAM_NAME                      81 /* string */
#define DEVLINK_ATTR_PARAM_GENERIC                   82 /* flag */
#define DEVLINK_ATTR_PARAM_TYPE                      83 /* uint8_t */
#define DEVLINK_ATTR_PARAM_VALUES_LIST               84 /* nested */
#define DEVLINK_ATTR_PARAM_VALUE                     85 /* nested */
/* its type in DEVLINK_ATTR_PARAM_TYPE */
#define DEVLINK_ATTR_PARAM_VALUE_DATA                86
#define DEVLINK_ATTR_PARAM_VALUE_CMODE               87 /* uint8_t */
#define DEVLINK_ATTR_REGION_NAME                     88 /* string */
#define DEVLINK_ATTR_REGION_SIZE                     89 /* uint64_t */
#define DEVLINK_ATTR_REGION_SNAPSHOTS                90 /* nested */
#define DEVLINK_ATTR_REGION_SNAPSHOT                 91 /* nested */
#define DEVLINK_ATTR_REGION_SNAPSHOT_ID              92 /* uint32_t */
#define DEVLINK_ATTR_REGION_CHUNKS                   93 /* nested */
#define DEVLINK_ATTR_REGION_CHUNK                    94 /* nested */
#define DEVLINK_ATTR_REGION_CHUNK_DATA               95 /* binary */
#define DEVLINK_ATTR_REGION_CHUNK_ADDR               96 /* uint64_t */
#define DEVLINK_ATTR_REGION_CHUNK_LEN                97 /* uint64_t */
#define DEVLINK_ATTR_INFO_DRIVER_NAME                98 /* string */
#define DEVLINK_ATTR_INFO_SERIAL_NUMBER              99 /* string */
#define DEVLINK_ATTR_INFO_VERSION_FIXED              100 /* nested */
#define DEVLINK_ATTR_INFO_VERSION_RUNNING            101 /* nested */
#define DEVLINK_ATTR_INFO_VERSION_STORED             102 /* nested */
#define DEVLINK_ATTR_INFO_VERSION_NAME               103 /* string */
#define DEVLINK_ATTR_INFO_VERSION_VALUE              104 /* string */
#define DEVLINK_ATTR_SB_POOL_CELL_SIZE               105 /* uint32_t */
#define DEVLINK_ATTR_FMSG                            106 /* nested */
#define DEVLINK_ATTR_FMSG_OBJ_NEST_START             107 /* flag */
#define DEVLINK_ATTR_FMSG_PAIR_NEST_START            108 /* flag */
#define DEVLINK_ATTR_FMSG_ARR_NEST_START             109 /* flag */
#define DEVLINK_ATTR_FMSG_NEST_END                   110 /* flag */
#define DEVLINK_ATTR_FMSG_OBJ_NAME                   111 /* string */
#define DEVLINK_ATTR_FMSG_OBJ_VALUE_TYPE             112 /* uint8_t */
/* its type in DEVLINK_ATTR_PARAM_TYPE */
#define DEVLINK_ATTR_FMSG_OBJ_VALUE_DATA             113
#define DEVLINK_ATTR_HEALTH_REPORTER                 114 /* nested */
#define DEVLINK_ATTR_HEALTH_REPORTER_NAME            115 /* string */
#define DEVLINK_ATTR_HEALTH_REPORTER_STATE           116 /* uint8_t */
#define DEVLINK_ATTR_HEALTH_REPORTER_ERR_COUNT       117 /* uint64_t */
#define DEVLINK_ATTR_HEALTH_REPORTER_RECOVER_COUNT   118 /* uint64_t */
#define DEVLINK_ATTR_HEALTH_REPORTER_DUMP_TS         119 /* uint64_t */
#define DEVLINK_ATTR_HEALTH_REPORTER_GRACEFUL_PERIOD 120 /* uint64_t */
#define DEVLINK_ATTR_HEALTH_REPORTER_AUTO_RECOVER    121 /* uint8_t */
#define DEVLINK_ATTR_FLASH_UPDATE_FILE_NAME          122 /* string */
#define DEVLINK_ATTR_FLASH_UPDATE_COMPONENT          123 /* string */
#define DEVLINK_ATTR_FLASH_UPDATE_STATUS_MSG         124 /* string */
#define DEVLINK_ATTR_FLASH_UPDATE_STATUS_DONE        125 /* uint64_t */
#define DEVLINK_ATTR_FLASH_UPDATE_STATUS_TOTAL       126 /* uint64_t */
#define DEVLINK_ATTR_PORT_PCI_PF_NUMBER              127 /* uint16_t */
#define DEVLINK_ATTR_PORT_PCI_VF_NUMBER              128 /* uint16_t */
#define DEVLINK_ATTR_STATS                           129 /* nested */
#define DEVLINK_ATTR_TRAP_NAME                       130 /* string */
#define DEVLINK_ATTR_TRAP_ACTION                     131 /* uint8_t */
#define DEVLINK_ATTR_TRAP_TYPE                       132 /* uint8_t */
#define DEVLINK_ATTR_TRAP_GENERIC                    133 /* flag */
#define DEVLINK_ATTR_TRAP_METADATA                   134 /* nested */
#define DEVLINK_ATTR_TRAP_GROUP_NAME                 135 /* string */
#define DEVLINK_ATTR_RELOAD_FAILED                   136 /* uint8_t: 0 or 1 */
#define DEVLINK_ATTR_HEALTH_REPORTER_DUMP_TS_NS      137 /* uint64_t */
#define DEVLINK_ATTR_NETNS_FD                        138 /* uint32_t */
#define DEVLINK_ATTR_NETNS_PID                       139 /* uint32_t */
#define DEVLINK_ATTR_NETNS_ID                        140 /* uint32_t */
#define DEVLINK_ATTR_HEALTH_REPORTER_AUTO_DUMP       141 /* uint8_t */
#define DEVLINK_ATTR_TRAP_POLICER_ID                 142 /* uint32_t */
#define DEVLINK_ATTR_TRAP_POLICER_RATE               143 /* uint64_t */
#define DEVLINK_ATTR_TRAP_POLICER_BURST              144 /* uint64_t */
#define DEVLINK_ATTR_PORT_FUNCTION                   145 /* nested */
#define DEVLINK_ATTR_INFO_BOARD_SERIAL_NUMBER        146 /* string */
#define DEVLINK_ATTR_PORT_LANES                      147 /* uint32_t */
#define DEVLINK_ATTR_PORT_SPLITTABLE                 148 /* uint8_t */
#define DEVLINK_ATTR_PORT_EXTERNAL                   149 /* uint8_t */
#define DEVLINK_ATTR_PORT_CONTROLLER_NUMBER          150 /* uint32_t */
#define DEVLINK_ATTR_FLASH_UPDATE_STATUS_TIMEOUT     151 /* uint64_t */
/* struct linuxabi_nla_bitfield32 */
#define DEVLINK_ATTR_FLASH_UPDATE_OVERWRITE_MASK     152
#define DEVLINK_ATTR_RELOAD_ACTION                   153 /* uint8_t */
/* struct linuxabi_nla_bitfield32 */
#define DEVLINK_ATTR_RELOAD_ACTIONS_PERFORMED        154
/* struct linuxabi_nla_bitfield32 */
#define DEVLINK_ATTR_RELOAD_LIMITS                   155
#define DEVLINK_ATTR_DEV_STATS                       156 /* nested */
#define DEVLINK_ATTR_RELOAD_STATS                    157 /* nested */
#define DEVLINK_ATTR_RELOAD_STATS_ENTRY              158 /* nested */
#define DEVLINK_ATTR_RELOAD_STATS_LIMIT              159 /* uint8_t */
#define DEVLINK_ATTR_RELOAD_STATS_VALUE              160 /* uint32_t */
#define DEVLINK_ATTR_REMOTE_RELOAD_STATS             161 /* nested */
#define DEVLINK_ATTR_RELOAD_ACTION_INFO              162 /* nested */
#define DEVLINK_ATTR_RELOAD_ACTION_STATS             163 /* nested */
#define DEVLINK_ATTR_PORT_PCI_SF_NUMBER              164 /* uint32_t */
#define DEVLINK_ATTR_RATE_TYPE                       165 /* uint16_t */
#define DEVLINK_ATTR_RATE_TX_SHARE                   166 /* uint64_t */
#define DEVLINK_ATTR_RATE_TX_MAX                     167 /* uint64_t */
#define DEVLINK_ATTR_RATE_NODE_NAME                  168 /* string */
#define DEVLINK_ATTR_RATE_PARENT_NODE_NAME           169 /* string */
#define DEVLINK_ATTR_REGION_MAX_SNAPSHOTS            170 /* uint32_t */
#define DEVLINK_ATTR_LINECARD_INDEX                  171 /* uint32_t */
#define DEVLINK_ATTR_LINECARD_STATE                  172 /* uint8_t */
#define DEVLINK_ATTR_LINECARD_TYPE                   173 /* string */
#define DEVLINK_ATTR_LINECARD_SUPPORTED_TYPES        174 /* nested */
#define DEVLINK_ATTR_NESTED_DEVLINK                  175 /* nested */
#define DEVLINK_ATTR_SELFTESTS                       176 /* nested */
#define DEVLINK_ATTR_RATE_TX_PRIORITY                177 /* uint32_t */
#define DEVLINK_ATTR_RATE_TX_WEIGHT                  178 /* uint32_t */
#define DEVLINK_ATTR_REGION_DIRECT                   179 /* flag */
#define DEVLINK_ATTR_RATE_TC_BWS                     180 /* nested */
#define DEVLINK_ATTR_HEALTH_REPORTER_BURST_PERIOD    181 /* uint64_t */
/* its type in DEVLINK_ATTR_PARAM_TYPE */
#define DEVLINK_ATTR_PARAM_VALUE_DEFAULT             182
#define DEVLINK_ATTR_PARAM_RESET_DEFAULT             183 /* flag */
/* uint32_t or uint64_t */
#define DEVLINK_ATTR_INDEX                           184
#define DEVLINK_ATTR_RESOURCE_SCOPE_MASK             185 /* uint32_t */

/* attributes of DEVLINK_ATTR_RATE_TC_BWS (enum devlink_rate_tc_attr) */
#define DEVLINK_RATE_TC_ATTR_UNSPEC                  0
#define DEVLINK_RATE_TC_ATTR_INDEX                   1  /* uint8_t */
#define DEVLINK_RATE_TC_ATTR_BW                      2  /* uint32_t */

/* DEVLINK_ATTR_DPIPE_FIELD_MAPPING_TYPE (enum
   devlink_dpipe_field_mapping_type) */
#define DEVLINK_DPIPE_FIELD_MAPPING_TYPE_NONE        0
#define DEVLINK_DPIPE_FIELD_MAPPING_TYPE_IFINDEX     1

/* DEVLINK_ATTR_DPIPE_MATCH_TYPE (enum devlink_dpipe_match_type) */
#define DEVLINK_DPIPE_MATCH_TYPE_FIELD_EXACT         0

/* DEVLINK_ATTR_DPIPE_ACTION_TYPE (enum devlink_dpipe_action_type) */
#define DEVLINK_DPIPE_ACTION_TYPE_FIELD_MODIFY       0

/* DEVLINK_ATTR_DPIPE_FIELD_ID of DEVLINK_DPIPE_HEADER_ETHERNET */
#define DEVLINK_DPIPE_FIELD_ETHERNET_DST_MAC         0

/* ... of DEVLINK_DPIPE_HEADER_IPV4 */
#define DEVLINK_DPIPE_FIELD_IPV4_DST_IP              0

/* ... of DEVLINK_DPIPE_HEADER_IPV6 */
#define DEVLINK_DPIPE_FIELD_IPV6_DST_IP              0

/* DEVLINK_ATTR_DPIPE_HEADER_ID (enum devlink_dpipe_header_id) */
#define DEVLINK_DPIPE_HEADER_ETHERNET                0
#define DEVLINK_DPIPE_HEADER_IPV4                    1
#define DEVLINK_DPIPE_HEADER_IPV6                    2

/* DEVLINK_ATTR_RESOURCE_UNIT (enum devlink_resource_unit) */
#define DEVLINK_RESOURCE_UNIT_ENTRY                  0

/* DEVLINK_ATTR_RESOURCE_SCOPE_MASK: bit numbers and their masks,
   unsigned long as the kernel's (enum devlink_resource_scope) */
#define DEVLINK_RESOURCE_SCOPE_DEV_BIT               0
#define DEVLINK_RESOURCE_SCOPE_PORT_BIT              1
#define DEVLINK_RESOURCE_SCOPE_DEV                   (1UL << 0)
#define DEVLINK_RESOURCE_SCOPE_PORT                  (1UL << 1)

/* DEVLINK_PORT_FN_ATTR_CAPS: bit numbers and their masks, unsigned long
   as the kernel's (enum devlink_port_fn_attr_cap) */
#define DEVLINK_PORT_FN_ATTR_CAP_ROCE_BIT            0
#define DEVLINK_PORT_FN_ATTR_CAP_MIGRATABLE_BIT      1
#define DEVLINK_PORT_FN_ATTR_CAP_IPSEC_CRYPTO_BIT    2
#define DEVLINK_PORT_FN_ATTR_CAP_IPSEC_PACKET_BIT    3
#define DEVLINK_PORT_FN_CAP_ROCE                     (1UL << 0)
#define DEVLINK_PORT_FN_CAP_MIGRATABLE               (1UL << 1)
#define DEVLINK_PORT_FN_CAP_IPSEC_CRYPTO             (1UL << 2)
#define DEVLINK_PORT_FN_CAP_IPSEC_PACKET             (1UL << 3)

/* attributes of DEVLINK_ATTR_PORT_FUNCTION (enum
   devlink_port_function_attr) */
#define DEVLINK_PORT_FUNCTION_ATTR_UNSPEC            0
#define DEVLINK_PORT_FUNCTION_ATTR_HW_ADDR           1  /* binary */
#define DEVLINK_PORT_FN_ATTR_STATE                   2  /* uint8_t */
#define DEVLINK_PORT_FN_ATTR_OPSTATE                 3  /* uint8_t */
/* struct linuxabi_nla_bitfield32 */
#define DEVLINK_PORT_FN_ATTR_CAPS                    4
#define DEVLINK_PORT_FN_ATTR_DEVLINK                 5  /* nested */
#define DEVLINK_PORT_FN_ATTR_MAX_IO_EQS              6  /* uint32_t */

/* DEVLINK_PORT_FN_ATTR_STATE (enum devlink_port_fn_state) */
#define DEVLINK_PORT_FN_STATE_INACTIVE               0
#define DEVLINK_PORT_FN_STATE_ACTIVE                 1

/* DEVLINK_PORT_FN_ATTR_OPSTATE (enum devlink_port_fn_opstate) */
#define DEVLINK_PORT_FN_OPSTATE_DETACHED             0
#define DEVLINK_PORT_FN_OPSTATE_ATTACHED             1

#endif
