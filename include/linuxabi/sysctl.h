#ifndef LINUXABI_SYSCTL_H
#define LINUXABI_SYSCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sysctl.h>: the binary sysctl names, the integer paths that
 * _sysctl(2) took (CTL_KERN, KERN_OSTYPE is /proc/sys/kernel/ostype),
 * and the call's argument block, struct linuxabi_sysctl_args.
 *
 * Deprecated: Linux 5.5 removed _sysctl(2) (ENOSYS since; x32 never had
 * it), and new sysctls have had no number for years.  The numbers remain
 * for what reads old programs: core dumps, tracers (strace decodes
 * them) and emulators.  Use /proc/sys.  The kernel's constants are
 * enumerators; these are macros of the same values, the same on every
 * ABI.  Each group's heading names its directory and the name that
 * leads to it; a missing number was withdrawn and is not reused.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/sysctl-args.h>

/* the most components a name may have (struct linuxabi_sysctl_args nlen) */
#define CTL_MAXNAME                                        10

/* top-level directories: the first component of every name (/proc/sys/<dir>) */
#define CTL_KERN                                           1
#define CTL_VM                                             2
#define CTL_NET                                            3
#define CTL_PROC                                           4 /* no directory; kept for old tracers */
#define CTL_FS                                             5
#define CTL_DEBUG                                          6
#define CTL_DEV                                            7
#define CTL_BUS                                            8
#define CTL_ABI                                            9
#define CTL_CPU                                            10
#define CTL_ARLAN                                          254 /* a driver now gone */
#define CTL_S390DBF                                        5677 /* s390 debug feature */
#define CTL_SUNRPC                                         7249
#define CTL_PM                                             9899 /* frv power management */
#define CTL_FRV                                            9898 /* frv */

/* /proc/sys/bus (CTL_BUS) */
#define CTL_BUS_ISA                                        1

/* /proc/sys/fs/inotify (FS_INOTIFY) */
#define INOTIFY_MAX_USER_INSTANCES                         1
#define INOTIFY_MAX_USER_WATCHES                           2
#define INOTIFY_MAX_QUEUED_EVENTS                          3

/* /proc/sys/kernel (CTL_KERN) */
#define KERN_OSTYPE                                        1
#define KERN_OSRELEASE                                     2
#define KERN_OSREV                                         3
#define KERN_VERSION                                       4
#define KERN_SECUREMASK                                    5
#define KERN_PROF                                          6
#define KERN_NODENAME                                      7
#define KERN_DOMAINNAME                                    8
#define KERN_PANIC                                         15
#define KERN_SPARC_REBOOT                                  21
#define KERN_CTLALTDEL                                     22
#define KERN_PRINTK                                        23
#define KERN_NAMETRANS                                     24 /* never used */
#define KERN_PPC_HTABRECLAIM                               25
#define KERN_PPC_ZEROPAGED                                 26
#define KERN_PPC_POWERSAVE_NAP                             27
#define KERN_MODPROBE                                      28
#define KERN_SG_BIG_BUFF                                   29
#define KERN_ACCT                                          30
#define KERN_PPC_L2CR                                      31
#define KERN_RTSIGNR                                       32
#define KERN_RTSIGMAX                                      33
#define KERN_SHMMAX                                        34
#define KERN_MSGMAX                                        35
#define KERN_MSGMNB                                        36
#define KERN_MSGPOOL                                       37
#define KERN_SYSRQ                                         38
#define KERN_MAX_THREADS                                   39
#define KERN_RANDOM                                        40
#define KERN_SHMALL                                        41
#define KERN_MSGMNI                                        42
#define KERN_SEM                                           43
#define KERN_SPARC_STOP_A                                  44
#define KERN_SHMMNI                                        45
#define KERN_OVERFLOWUID                                   46
#define KERN_OVERFLOWGID                                   47
#define KERN_SHMPATH                                       48
#define KERN_HOTPLUG                                       49
#define KERN_IEEE_EMULATION_WARNINGS                       50
#define KERN_S390_USER_DEBUG_LOGGING                       51
#define KERN_CORE_USES_PID                                 52
#define KERN_TAINTED                                       53
#define KERN_CADPID                                        54
#define KERN_PIDMAX                                        55
#define KERN_CORE_PATTERN                                  56
#define KERN_PANIC_ON_OOPS                                 57
#define KERN_HPPA_PWRSW                                    58
#define KERN_HPPA_UNALIGNED                                59
#define KERN_PRINTK_RATELIMIT                              60
#define KERN_PRINTK_RATELIMIT_BURST                        61
#define KERN_PTY                                           62
#define KERN_NGROUPS_MAX                                   63
#define KERN_SPARC_SCONS_PWROFF                            64
#define KERN_HZ_TIMER                                      65
#define KERN_UNKNOWN_NMI_PANIC                             66
#define KERN_BOOTLOADER_TYPE                               67
#define KERN_RANDOMIZE                                     68
#define KERN_SETUID_DUMPABLE                               69
#define KERN_SPIN_RETRY                                    70
#define KERN_ACPI_VIDEO_FLAGS                              71
#define KERN_IA64_UNALIGNED                                72
#define KERN_COMPAT_LOG                                    73
#define KERN_MAX_LOCK_DEPTH                                74
#define KERN_NMI_WATCHDOG                                  75
#define KERN_PANIC_ON_NMI                                  76
#define KERN_PANIC_ON_WARN                                 77
#define KERN_PANIC_PRINT                                   78

/* /proc/sys/vm (CTL_VM) */
#define VM_UNUSED1                                         1 /* withdrawn */
#define VM_UNUSED2                                         2 /* withdrawn */
#define VM_UNUSED3                                         3 /* withdrawn */
#define VM_UNUSED4                                         4 /* withdrawn */
#define VM_OVERCOMMIT_MEMORY                               5
#define VM_UNUSED5                                         6 /* withdrawn */
#define VM_UNUSED7                                         7 /* withdrawn */
#define VM_UNUSED8                                         8 /* withdrawn */
#define VM_UNUSED9                                         9 /* withdrawn */
#define VM_PAGE_CLUSTER                                    10
#define VM_DIRTY_BACKGROUND                                11
#define VM_DIRTY_RATIO                                     12
#define VM_DIRTY_WB_CS                                     13
#define VM_DIRTY_EXPIRE_CS                                 14
#define VM_NR_PDFLUSH_THREADS                              15
#define VM_OVERCOMMIT_RATIO                                16
#define VM_PAGEBUF                                         17
#define VM_HUGETLB_PAGES                                   18
#define VM_SWAPPINESS                                      19
#define VM_LOWMEM_RESERVE_RATIO                            20
#define VM_MIN_FREE_KBYTES                                 21
#define VM_MAX_MAP_COUNT                                   22
#define VM_BLOCK_DUMP                                      24
#define VM_HUGETLB_GROUP                                   25
#define VM_VFS_CACHE_PRESSURE                              26
#define VM_LEGACY_VA_LAYOUT                                27
#define VM_SWAP_TOKEN_TIMEOUT                              28
#define VM_DROP_PAGECACHE                                  29
#define VM_PERCPU_PAGELIST_FRACTION                        30
#define VM_ZONE_RECLAIM_MODE                               31
#define VM_MIN_UNMAPPED                                    32
#define VM_PANIC_ON_OOM                                    33
#define VM_VDSO_ENABLED                                    34
#define VM_MIN_SLAB                                        35

/* /proc/sys/net (CTL_NET) */
#define NET_CORE                                           1
#define NET_ETHER                                          2
#define NET_802                                            3
#define NET_UNIX                                           4
#define NET_IPV4                                           5
#define NET_IPX                                            6
#define NET_ATALK                                          7
#define NET_NETROM                                         8
#define NET_AX25                                           9
#define NET_BRIDGE                                         10
#define NET_ROSE                                           11
#define NET_IPV6                                           12
#define NET_X25                                            13
#define NET_TR                                             14
#define NET_DECNET                                         15
#define NET_ECONET                                         16
#define NET_SCTP                                           17
#define NET_LLC                                            18
#define NET_NETFILTER                                      19
#define NET_DCCP                                           20
#define NET_IRDA                                           412 /* IrDA, now gone */

/* /proc/sys/kernel/random (KERN_RANDOM) */
#define RANDOM_POOLSIZE                                    1
#define RANDOM_ENTROPY_COUNT                               2
#define RANDOM_READ_THRESH                                 3
#define RANDOM_WRITE_THRESH                                4
#define RANDOM_BOOT_ID                                     5
#define RANDOM_UUID                                        6

/* /proc/sys/kernel/pty (KERN_PTY) */
#define PTY_MAX                                            1
#define PTY_NR                                             2

/* /proc/sys/bus/isa (CTL_BUS_ISA) */
#define BUS_ISA_MEM_BASE                                   1
#define BUS_ISA_PORT_BASE                                  2
#define BUS_ISA_PORT_SHIFT                                 3

/* /proc/sys/net/core (NET_CORE); 5 was the withdrawn destroy_delay */
#define NET_CORE_WMEM_MAX                                  1
#define NET_CORE_RMEM_MAX                                  2
#define NET_CORE_WMEM_DEFAULT                              3
#define NET_CORE_RMEM_DEFAULT                              4
#define NET_CORE_MAX_BACKLOG                               6
#define NET_CORE_FASTROUTE                                 7
#define NET_CORE_MSG_COST                                  8
#define NET_CORE_MSG_BURST                                 9
#define NET_CORE_OPTMEM_MAX                                10
#define NET_CORE_HOT_LIST_LENGTH                           11
#define NET_CORE_DIVERT_VERSION                            12
#define NET_CORE_NO_CONG_THRESH                            13
#define NET_CORE_NO_CONG                                   14
#define NET_CORE_LO_CONG                                   15
#define NET_CORE_MOD_CONG                                  16
#define NET_CORE_DEV_WEIGHT                                17
#define NET_CORE_SOMAXCONN                                 18
#define NET_CORE_BUDGET                                    19
#define NET_CORE_AEVENT_ETIME                              20
#define NET_CORE_AEVENT_RSEQTH                             21
#define NET_CORE_WARNINGS                                  22

/* /proc/sys/net/unix (NET_UNIX) */
#define NET_UNIX_DESTROY_DELAY                             1
#define NET_UNIX_DELETE_DELAY                              2
#define NET_UNIX_MAX_DGRAM_QLEN                            3

/* /proc/sys/net/netfilter (NET_NETFILTER) */
#define NET_NF_CONNTRACK_MAX                               1
#define NET_NF_CONNTRACK_TCP_TIMEOUT_SYN_SENT              2
#define NET_NF_CONNTRACK_TCP_TIMEOUT_SYN_RECV              3
#define NET_NF_CONNTRACK_TCP_TIMEOUT_ESTABLISHED           4
#define NET_NF_CONNTRACK_TCP_TIMEOUT_FIN_WAIT              5
#define NET_NF_CONNTRACK_TCP_TIMEOUT_CLOSE_WAIT            6
#define NET_NF_CONNTRACK_TCP_TIMEOUT_LAST_ACK              7
#define NET_NF_CONNTRACK_TCP_TIMEOUT_TIME_WAIT             8
#define NET_NF_CONNTRACK_TCP_TIMEOUT_CLOSE                 9
#define NET_NF_CONNTRACK_UDP_TIMEOUT                       10
#define NET_NF_CONNTRACK_UDP_TIMEOUT_STREAM                11
#define NET_NF_CONNTRACK_ICMP_TIMEOUT                      12
#define NET_NF_CONNTRACK_GENERIC_TIMEOUT                   13
#define NET_NF_CONNTRACK_BUCKETS                           14
#define NET_NF_CONNTRACK_LOG_INVALID                       15
#define NET_NF_CONNTRACK_TCP_TIMEOUT_MAX_RETRANS           16
#define NET_NF_CONNTRACK_TCP_LOOSE                         17
#define NET_NF_CONNTRACK_TCP_BE_LIBERAL                    18
#define NET_NF_CONNTRACK_TCP_MAX_RETRANS                   19
#define NET_NF_CONNTRACK_SCTP_TIMEOUT_CLOSED               20
#define NET_NF_CONNTRACK_SCTP_TIMEOUT_COOKIE_WAIT          21
#define NET_NF_CONNTRACK_SCTP_TIMEOUT_COOKIE_ECHOED        22
#define NET_NF_CONNTRACK_SCTP_TIMEOUT_ESTABLISHED          23
#define NET_NF_CONNTRACK_SCTP_TIMEOUT_SHUTDOWN_SENT        24
#define NET_NF_CONNTRACK_SCTP_TIMEOUT_SHUTDOWN_RECD        25
#define NET_NF_CONNTRACK_SCTP_TIMEOUT_SHUTDOWN_ACK_SENT    26
#define NET_NF_CONNTRACK_COUNT                             27
#define NET_NF_CONNTRACK_ICMPV6_TIMEOUT                    28
#define NET_NF_CONNTRACK_FRAG6_TIMEOUT                     29
#define NET_NF_CONNTRACK_FRAG6_LOW_THRESH                  30
#define NET_NF_CONNTRACK_FRAG6_HIGH_THRESH                 31
#define NET_NF_CONNTRACK_CHECKSUM                          32

/* /proc/sys/net/ipv4 (NET_IPV4) */
#define NET_IPV4_FORWARD                                   8
#define NET_IPV4_DYNADDR                                   9
#define NET_IPV4_CONF                                      16
#define NET_IPV4_NEIGH                                     17
#define NET_IPV4_ROUTE                                     18
#define NET_IPV4_FIB_HASH                                  19
#define NET_IPV4_NETFILTER                                 20
#define NET_IPV4_TCP_TIMESTAMPS                            33
#define NET_IPV4_TCP_WINDOW_SCALING                        34
#define NET_IPV4_TCP_SACK                                  35
#define NET_IPV4_TCP_RETRANS_COLLAPSE                      36
#define NET_IPV4_DEFAULT_TTL                               37
#define NET_IPV4_AUTOCONFIG                                38
#define NET_IPV4_NO_PMTU_DISC                              39
#define NET_IPV4_TCP_SYN_RETRIES                           40
#define NET_IPV4_IPFRAG_HIGH_THRESH                        41
#define NET_IPV4_IPFRAG_LOW_THRESH                         42
#define NET_IPV4_IPFRAG_TIME                               43
#define NET_IPV4_TCP_MAX_KA_PROBES                         44
#define NET_IPV4_TCP_KEEPALIVE_TIME                        45
#define NET_IPV4_TCP_KEEPALIVE_PROBES                      46
#define NET_IPV4_TCP_RETRIES1                              47
#define NET_IPV4_TCP_RETRIES2                              48
#define NET_IPV4_TCP_FIN_TIMEOUT                           49
#define NET_IPV4_IP_MASQ_DEBUG                             50
#define NET_TCP_SYNCOOKIES                                 51
#define NET_TCP_STDURG                                     52
#define NET_TCP_RFC1337                                    53
#define NET_TCP_SYN_TAILDROP                               54
#define NET_TCP_MAX_SYN_BACKLOG                            55
#define NET_IPV4_LOCAL_PORT_RANGE                          56
#define NET_IPV4_ICMP_ECHO_IGNORE_ALL                      57
#define NET_IPV4_ICMP_ECHO_IGNORE_BROADCASTS               58
#define NET_IPV4_ICMP_SOURCEQUENCH_RATE                    59
#define NET_IPV4_ICMP_DESTUNREACH_RATE                     60
#define NET_IPV4_ICMP_TIMEEXCEED_RATE                      61
#define NET_IPV4_ICMP_PARAMPROB_RATE                       62
#define NET_IPV4_ICMP_ECHOREPLY_RATE                       63
#define NET_IPV4_ICMP_IGNORE_BOGUS_ERROR_RESPONSES         64
#define NET_IPV4_IGMP_MAX_MEMBERSHIPS                      65
#define NET_TCP_TW_RECYCLE                                 66
#define NET_IPV4_ALWAYS_DEFRAG                             67
#define NET_IPV4_TCP_KEEPALIVE_INTVL                       68
#define NET_IPV4_INET_PEER_THRESHOLD                       69
#define NET_IPV4_INET_PEER_MINTTL                          70
#define NET_IPV4_INET_PEER_MAXTTL                          71
#define NET_IPV4_INET_PEER_GC_MINTIME                      72
#define NET_IPV4_INET_PEER_GC_MAXTIME                      73
#define NET_TCP_ORPHAN_RETRIES                             74
#define NET_TCP_ABORT_ON_OVERFLOW                          75
#define NET_TCP_SYNACK_RETRIES                             76
#define NET_TCP_MAX_ORPHANS                                77
#define NET_TCP_MAX_TW_BUCKETS                             78
#define NET_TCP_FACK                                       79
#define NET_TCP_REORDERING                                 80
#define NET_TCP_ECN                                        81
#define NET_TCP_DSACK                                      82
#define NET_TCP_MEM                                        83
#define NET_TCP_WMEM                                       84
#define NET_TCP_RMEM                                       85
#define NET_TCP_APP_WIN                                    86
#define NET_TCP_ADV_WIN_SCALE                              87
#define NET_IPV4_NONLOCAL_BIND                             88
#define NET_IPV4_ICMP_RATELIMIT                            89
#define NET_IPV4_ICMP_RATEMASK                             90
#define NET_TCP_TW_REUSE                                   91
#define NET_TCP_FRTO                                       92
#define NET_TCP_LOW_LATENCY                                93
#define NET_IPV4_IPFRAG_SECRET_INTERVAL                    94
#define NET_IPV4_IGMP_MAX_MSF                              96
#define NET_TCP_NO_METRICS_SAVE                            97
#define NET_TCP_DEFAULT_WIN_SCALE                          105
#define NET_TCP_MODERATE_RCVBUF                            106
#define NET_TCP_TSO_WIN_DIVISOR                            107
#define NET_TCP_BIC_BETA                                   108
#define NET_IPV4_ICMP_ERRORS_USE_INBOUND_IFADDR            109
#define NET_TCP_CONG_CONTROL                               110
#define NET_TCP_ABC                                        111
#define NET_IPV4_IPFRAG_MAX_DIST                           112
#define NET_TCP_MTU_PROBING                                113
#define NET_TCP_BASE_MSS                                   114
#define NET_IPV4_TCP_WORKAROUND_SIGNED_WINDOWS             115
#define NET_TCP_DMA_COPYBREAK                              116
#define NET_TCP_SLOW_START_AFTER_IDLE                      117
#define NET_CIPSOV4_CACHE_ENABLE                           118
#define NET_CIPSOV4_CACHE_BUCKET_SIZE                      119
#define NET_CIPSOV4_RBM_OPTFMT                             120
#define NET_CIPSOV4_RBM_STRICTVALID                        121
#define NET_TCP_AVAIL_CONG_CONTROL                         122
#define NET_TCP_ALLOWED_CONG_CONTROL                       123
#define NET_TCP_MAX_SSTHRESH                               124
#define NET_TCP_FRTO_RESPONSE                              125

/* /proc/sys/net/ipv4/route (NET_IPV4_ROUTE) */
#define NET_IPV4_ROUTE_FLUSH                               1
#define NET_IPV4_ROUTE_MIN_DELAY                           2
#define NET_IPV4_ROUTE_MAX_DELAY                           3
#define NET_IPV4_ROUTE_GC_THRESH                           4
#define NET_IPV4_ROUTE_MAX_SIZE                            5
#define NET_IPV4_ROUTE_GC_MIN_INTERVAL                     6
#define NET_IPV4_ROUTE_GC_TIMEOUT                          7
#define NET_IPV4_ROUTE_GC_INTERVAL                         8
#define NET_IPV4_ROUTE_REDIRECT_LOAD                       9
#define NET_IPV4_ROUTE_REDIRECT_NUMBER                     10
#define NET_IPV4_ROUTE_REDIRECT_SILENCE                    11
#define NET_IPV4_ROUTE_ERROR_COST                          12
#define NET_IPV4_ROUTE_ERROR_BURST                         13
#define NET_IPV4_ROUTE_GC_ELASTICITY                       14
#define NET_IPV4_ROUTE_MTU_EXPIRES                         15
#define NET_IPV4_ROUTE_MIN_PMTU                            16
#define NET_IPV4_ROUTE_MIN_ADVMSS                          17
#define NET_IPV4_ROUTE_SECRET_INTERVAL                     18
#define NET_IPV4_ROUTE_GC_MIN_INTERVAL_MS                  19

/* /proc/sys/net/<proto>/conf: in place of an interface index */
#define NET_PROTO_CONF_ALL                                 (-2) /* conf/all */
#define NET_PROTO_CONF_DEFAULT                             (-3) /* conf/default */

/* /proc/sys/net/ipv4/conf/<interface> (NET_IPV4_CONF) */
#define NET_IPV4_CONF_FORWARDING                           1
#define NET_IPV4_CONF_MC_FORWARDING                        2
#define NET_IPV4_CONF_PROXY_ARP                            3
#define NET_IPV4_CONF_ACCEPT_REDIRECTS                     4
#define NET_IPV4_CONF_SECURE_REDIRECTS                     5
#define NET_IPV4_CONF_SEND_REDIRECTS                       6
#define NET_IPV4_CONF_SHARED_MEDIA                         7
#define NET_IPV4_CONF_RP_FILTER                            8
#define NET_IPV4_CONF_ACCEPT_SOURCE_ROUTE                  9
#define NET_IPV4_CONF_BOOTP_RELAY                          10
#define NET_IPV4_CONF_LOG_MARTIANS                         11
#define NET_IPV4_CONF_TAG                                  12
#define NET_IPV4_CONF_ARPFILTER                            13
#define NET_IPV4_CONF_MEDIUM_ID                            14
#define NET_IPV4_CONF_NOXFRM                               15
#define NET_IPV4_CONF_NOPOLICY                             16
#define NET_IPV4_CONF_FORCE_IGMP_VERSION                   17
#define NET_IPV4_CONF_ARP_ANNOUNCE                         18
#define NET_IPV4_CONF_ARP_IGNORE                           19
#define NET_IPV4_CONF_PROMOTE_SECONDARIES                  20
#define NET_IPV4_CONF_ARP_ACCEPT                           21
#define NET_IPV4_CONF_ARP_NOTIFY                           22
#define NET_IPV4_CONF_ARP_EVICT_NOCARRIER                  23

/* /proc/sys/net/ipv4/netfilter (NET_IPV4_NETFILTER) */
#define NET_IPV4_NF_CONNTRACK_MAX                          1
#define NET_IPV4_NF_CONNTRACK_TCP_TIMEOUT_SYN_SENT         2
#define NET_IPV4_NF_CONNTRACK_TCP_TIMEOUT_SYN_RECV         3
#define NET_IPV4_NF_CONNTRACK_TCP_TIMEOUT_ESTABLISHED      4
#define NET_IPV4_NF_CONNTRACK_TCP_TIMEOUT_FIN_WAIT         5
#define NET_IPV4_NF_CONNTRACK_TCP_TIMEOUT_CLOSE_WAIT       6
#define NET_IPV4_NF_CONNTRACK_TCP_TIMEOUT_LAST_ACK         7
#define NET_IPV4_NF_CONNTRACK_TCP_TIMEOUT_TIME_WAIT        8
#define NET_IPV4_NF_CONNTRACK_TCP_TIMEOUT_CLOSE            9
#define NET_IPV4_NF_CONNTRACK_UDP_TIMEOUT                  10
#define NET_IPV4_NF_CONNTRACK_UDP_TIMEOUT_STREAM           11
#define NET_IPV4_NF_CONNTRACK_ICMP_TIMEOUT                 12
#define NET_IPV4_NF_CONNTRACK_GENERIC_TIMEOUT              13
#define NET_IPV4_NF_CONNTRACK_BUCKETS                      14
#define NET_IPV4_NF_CONNTRACK_LOG_INVALID                  15
#define NET_IPV4_NF_CONNTRACK_TCP_TIMEOUT_MAX_RETRANS      16
#define NET_IPV4_NF_CONNTRACK_TCP_LOOSE                    17
#define NET_IPV4_NF_CONNTRACK_TCP_BE_LIBERAL               18
#define NET_IPV4_NF_CONNTRACK_TCP_MAX_RETRANS              19
#define NET_IPV4_NF_CONNTRACK_SCTP_TIMEOUT_CLOSED          20
#define NET_IPV4_NF_CONNTRACK_SCTP_TIMEOUT_COOKIE_WAIT     21
#define NET_IPV4_NF_CONNTRACK_SCTP_TIMEOUT_COOKIE_ECHOED   22
#define NET_IPV4_NF_CONNTRACK_SCTP_TIMEOUT_ESTABLISHED     23
#define NET_IPV4_NF_CONNTRACK_SCTP_TIMEOUT_SHUTDOWN_SENT   24
#define NET_IPV4_NF_CONNTRACK_SCTP_TIMEOUT_SHUTDOWN_RECD   25
#define NET_IPV4_NF_CONNTRACK_SCTP_TIMEOUT_SHUTDOWN_ACK_SENT 26
#define NET_IPV4_NF_CONNTRACK_COUNT                        27
#define NET_IPV4_NF_CONNTRACK_CHECKSUM                     28

/* /proc/sys/net/ipv6 (NET_IPV6) */
#define NET_IPV6_CONF                                      16
#define NET_IPV6_NEIGH                                     17
#define NET_IPV6_ROUTE                                     18
#define NET_IPV6_ICMP                                      19
#define NET_IPV6_BINDV6ONLY                                20
#define NET_IPV6_IP6FRAG_HIGH_THRESH                       21
#define NET_IPV6_IP6FRAG_LOW_THRESH                        22
#define NET_IPV6_IP6FRAG_TIME                              23
#define NET_IPV6_IP6FRAG_SECRET_INTERVAL                   24
#define NET_IPV6_MLD_MAX_MSF                               25

/* /proc/sys/net/ipv6/route (NET_IPV6_ROUTE) */
#define NET_IPV6_ROUTE_FLUSH                               1
#define NET_IPV6_ROUTE_GC_THRESH                           2
#define NET_IPV6_ROUTE_MAX_SIZE                            3
#define NET_IPV6_ROUTE_GC_MIN_INTERVAL                     4
#define NET_IPV6_ROUTE_GC_TIMEOUT                          5
#define NET_IPV6_ROUTE_GC_INTERVAL                         6
#define NET_IPV6_ROUTE_GC_ELASTICITY                       7
#define NET_IPV6_ROUTE_MTU_EXPIRES                         8
#define NET_IPV6_ROUTE_MIN_ADVMSS                          9
#define NET_IPV6_ROUTE_GC_MIN_INTERVAL_MS                  10

/* /proc/sys/net/ipv6/conf/<interface> (NET_IPV6_CONF); 24 unused */
#define NET_IPV6_FORWARDING                                1
#define NET_IPV6_HOP_LIMIT                                 2
#define NET_IPV6_MTU                                       3
#define NET_IPV6_ACCEPT_RA                                 4
#define NET_IPV6_ACCEPT_REDIRECTS                          5
#define NET_IPV6_AUTOCONF                                  6
#define NET_IPV6_DAD_TRANSMITS                             7
#define NET_IPV6_RTR_SOLICITS                              8
#define NET_IPV6_RTR_SOLICIT_INTERVAL                      9
#define NET_IPV6_RTR_SOLICIT_DELAY                         10
#define NET_IPV6_USE_TEMPADDR                              11
#define NET_IPV6_TEMP_VALID_LFT                            12
#define NET_IPV6_TEMP_PREFERED_LFT                         13
#define NET_IPV6_REGEN_MAX_RETRY                           14
#define NET_IPV6_MAX_DESYNC_FACTOR                         15
#define NET_IPV6_MAX_ADDRESSES                             16
#define NET_IPV6_FORCE_MLD_VERSION                         17
#define NET_IPV6_ACCEPT_RA_DEFRTR                          18
#define NET_IPV6_ACCEPT_RA_PINFO                           19
#define NET_IPV6_ACCEPT_RA_RTR_PREF                        20
#define NET_IPV6_RTR_PROBE_INTERVAL                        21
#define NET_IPV6_ACCEPT_RA_RT_INFO_MAX_PLEN                22
#define NET_IPV6_PROXY_NDP                                 23
#define NET_IPV6_ACCEPT_SOURCE_ROUTE                       25
#define NET_IPV6_ACCEPT_RA_FROM_LOCAL                      26
#define NET_IPV6_ACCEPT_RA_RT_INFO_MIN_PLEN                27
#define NET_IPV6_RA_DEFRTR_METRIC                          28
#define NET_IPV6_FORCE_FORWARDING                          29

/* /proc/sys/net/ipv6/icmp (NET_IPV6_ICMP) */
#define NET_IPV6_ICMP_RATELIMIT                            1
#define NET_IPV6_ICMP_ECHO_IGNORE_ALL                      2

/* /proc/sys/net/<proto>/neigh/<interface> (NET_IPV4_NEIGH, NET_IPV6_NEIGH) */
#define NET_NEIGH_MCAST_SOLICIT                            1
#define NET_NEIGH_UCAST_SOLICIT                            2
#define NET_NEIGH_APP_SOLICIT                              3
#define NET_NEIGH_RETRANS_TIME                             4
#define NET_NEIGH_REACHABLE_TIME                           5
#define NET_NEIGH_DELAY_PROBE_TIME                         6
#define NET_NEIGH_GC_STALE_TIME                            7
#define NET_NEIGH_UNRES_QLEN                               8
#define NET_NEIGH_PROXY_QLEN                               9
#define NET_NEIGH_ANYCAST_DELAY                            10
#define NET_NEIGH_PROXY_DELAY                              11
#define NET_NEIGH_LOCKTIME                                 12
#define NET_NEIGH_GC_INTERVAL                              13
#define NET_NEIGH_GC_THRESH1                               14
#define NET_NEIGH_GC_THRESH2                               15
#define NET_NEIGH_GC_THRESH3                               16
#define NET_NEIGH_RETRANS_TIME_MS                          17
#define NET_NEIGH_REACHABLE_TIME_MS                        18
#define NET_NEIGH_INTERVAL_PROBE_TIME_MS                   19

/* /proc/sys/net/dccp (NET_DCCP) */
#define NET_DCCP_DEFAULT                                   1

/* /proc/sys/net/ipx (NET_IPX) */
#define NET_IPX_PPROP_BROADCASTING                         1
#define NET_IPX_FORWARDING                                 2

/* /proc/sys/net/llc (NET_LLC) */
#define NET_LLC2                                           1
#define NET_LLC_STATION                                    2

/* /proc/sys/net/llc/llc2 (NET_LLC2) */
#define NET_LLC2_TIMEOUT                                   1

/* /proc/sys/net/llc/station (NET_LLC_STATION) */
#define NET_LLC_STATION_ACK_TIMEOUT                        1

/* /proc/sys/net/llc/llc2/timeout (NET_LLC2_TIMEOUT) */
#define NET_LLC2_ACK_TIMEOUT                               1
#define NET_LLC2_P_TIMEOUT                                 2
#define NET_LLC2_REJ_TIMEOUT                               3
#define NET_LLC2_BUSY_TIMEOUT                              4

/* /proc/sys/net/appletalk (NET_ATALK) */
#define NET_ATALK_AARP_EXPIRY_TIME                         1
#define NET_ATALK_AARP_TICK_TIME                           2
#define NET_ATALK_AARP_RETRANSMIT_LIMIT                    3
#define NET_ATALK_AARP_RESOLVE_TIME                        4

/* /proc/sys/net/netrom (NET_NETROM) */
#define NET_NETROM_DEFAULT_PATH_QUALITY                    1
#define NET_NETROM_OBSOLESCENCE_COUNT_INITIALISER          2
#define NET_NETROM_NETWORK_TTL_INITIALISER                 3
#define NET_NETROM_TRANSPORT_TIMEOUT                       4
#define NET_NETROM_TRANSPORT_MAXIMUM_TRIES                 5
#define NET_NETROM_TRANSPORT_ACKNOWLEDGE_DELAY             6
#define NET_NETROM_TRANSPORT_BUSY_DELAY                    7
#define NET_NETROM_TRANSPORT_REQUESTED_WINDOW_SIZE         8
#define NET_NETROM_TRANSPORT_NO_ACTIVITY_TIMEOUT           9
#define NET_NETROM_ROUTING_CONTROL                         10
#define NET_NETROM_LINK_FAILS_COUNT                        11
#define NET_NETROM_RESET                                   12

/* /proc/sys/net/ax25/<interface> (NET_AX25) */
#define NET_AX25_IP_DEFAULT_MODE                           1
#define NET_AX25_DEFAULT_MODE                              2
#define NET_AX25_BACKOFF_TYPE                              3
#define NET_AX25_CONNECT_MODE                              4
#define NET_AX25_STANDARD_WINDOW                           5
#define NET_AX25_EXTENDED_WINDOW                           6
#define NET_AX25_T1_TIMEOUT                                7
#define NET_AX25_T2_TIMEOUT                                8
#define NET_AX25_T3_TIMEOUT                                9
#define NET_AX25_IDLE_TIMEOUT                              10
#define NET_AX25_N2                                        11
#define NET_AX25_PACLEN                                    12
#define NET_AX25_PROTOCOL                                  13
#define NET_AX25_DAMA_SLAVE_TIMEOUT                        14

/* /proc/sys/net/rose (NET_ROSE) */
#define NET_ROSE_RESTART_REQUEST_TIMEOUT                   1
#define NET_ROSE_CALL_REQUEST_TIMEOUT                      2
#define NET_ROSE_RESET_REQUEST_TIMEOUT                     3
#define NET_ROSE_CLEAR_REQUEST_TIMEOUT                     4
#define NET_ROSE_ACK_HOLD_BACK_TIMEOUT                     5
#define NET_ROSE_ROUTING_CONTROL                           6
#define NET_ROSE_LINK_FAIL_TIMEOUT                         7
#define NET_ROSE_MAX_VCS                                   8
#define NET_ROSE_WINDOW_SIZE                               9
#define NET_ROSE_NO_ACTIVITY_TIMEOUT                       10

/* /proc/sys/net/x25 (NET_X25) */
#define NET_X25_RESTART_REQUEST_TIMEOUT                    1
#define NET_X25_CALL_REQUEST_TIMEOUT                       2
#define NET_X25_RESET_REQUEST_TIMEOUT                      3
#define NET_X25_CLEAR_REQUEST_TIMEOUT                      4
#define NET_X25_ACK_HOLD_BACK_TIMEOUT                      5
#define NET_X25_FORWARD                                    6

/* /proc/sys/net/token-ring (NET_TR) */
#define NET_TR_RIF_TIMEOUT                                 1

/* /proc/sys/net/decnet (NET_DECNET) */
#define NET_DECNET_NODE_TYPE                               1
#define NET_DECNET_NODE_ADDRESS                            2
#define NET_DECNET_NODE_NAME                               3
#define NET_DECNET_DEFAULT_DEVICE                          4
#define NET_DECNET_TIME_WAIT                               5
#define NET_DECNET_DN_COUNT                                6
#define NET_DECNET_DI_COUNT                                7
#define NET_DECNET_DR_COUNT                                8
#define NET_DECNET_DST_GC_INTERVAL                         9
#define NET_DECNET_CONF                                    10
#define NET_DECNET_NO_FC_MAX_CWND                          11
#define NET_DECNET_MEM                                     12
#define NET_DECNET_RMEM                                    13
#define NET_DECNET_WMEM                                    14
#define NET_DECNET_DEBUG_LEVEL                             255

/* /proc/sys/net/decnet/conf: device types, in place of an interface index */
#define NET_DECNET_CONF_LOOPBACK                           (-2)
#define NET_DECNET_CONF_DDCMP                              (-3)
#define NET_DECNET_CONF_PPP                                (-4)
#define NET_DECNET_CONF_X25                                (-5)
#define NET_DECNET_CONF_GRE                                (-6)
#define NET_DECNET_CONF_ETHER                              (-7)

/* /proc/sys/net/decnet/conf/<device> (NET_DECNET_CONF) */
#define NET_DECNET_CONF_DEV_PRIORITY                       1
#define NET_DECNET_CONF_DEV_T1                             2
#define NET_DECNET_CONF_DEV_T2                             3
#define NET_DECNET_CONF_DEV_T3                             4
#define NET_DECNET_CONF_DEV_FORWARDING                     5
#define NET_DECNET_CONF_DEV_BLKSIZE                        6
#define NET_DECNET_CONF_DEV_STATE                          7

/* /proc/sys/net/sctp (NET_SCTP) */
#define NET_SCTP_RTO_INITIAL                               1
#define NET_SCTP_RTO_MIN                                   2
#define NET_SCTP_RTO_MAX                                   3
#define NET_SCTP_RTO_ALPHA                                 4
#define NET_SCTP_RTO_BETA                                  5
#define NET_SCTP_VALID_COOKIE_LIFE                         6
#define NET_SCTP_ASSOCIATION_MAX_RETRANS                   7
#define NET_SCTP_PATH_MAX_RETRANS                          8
#define NET_SCTP_MAX_INIT_RETRANSMITS                      9
#define NET_SCTP_HB_INTERVAL                               10
#define NET_SCTP_PRESERVE_ENABLE                           11
#define NET_SCTP_MAX_BURST                                 12
#define NET_SCTP_ADDIP_ENABLE                              13
#define NET_SCTP_PRSCTP_ENABLE                             14
#define NET_SCTP_SNDBUF_POLICY                             15
#define NET_SCTP_SACK_TIMEOUT                              16
#define NET_SCTP_RCVBUF_POLICY                             17

/* /proc/sys/net/bridge (NET_BRIDGE) */
#define NET_BRIDGE_NF_CALL_ARPTABLES                       1
#define NET_BRIDGE_NF_CALL_IPTABLES                        2
#define NET_BRIDGE_NF_CALL_IP6TABLES                       3
#define NET_BRIDGE_NF_FILTER_VLAN_TAGGED                   4
#define NET_BRIDGE_NF_FILTER_PPPOE_TAGGED                  5

/* /proc/sys/fs (CTL_FS) */
#define FS_NRINODE                                         1
#define FS_STATINODE                                       2
#define FS_MAXINODE                                        3
#define FS_NRDQUOT                                         4
#define FS_MAXDQUOT                                        5
#define FS_NRFILE                                          6
#define FS_MAXFILE                                         7
#define FS_DENTRY                                          8
#define FS_NRSUPER                                         9
#define FS_MAXSUPER                                        10
#define FS_OVERFLOWUID                                     11
#define FS_OVERFLOWGID                                     12
#define FS_LEASES                                          13
#define FS_DIR_NOTIFY                                      14
#define FS_LEASE_TIME                                      15
#define FS_DQSTATS                                         16
#define FS_XFS                                             17
#define FS_AIO_NR                                          18
#define FS_AIO_MAX_NR                                      19
#define FS_INOTIFY                                         20
#define FS_OCFS2                                           988 /* ocfs2 */

/* /proc/sys/fs/quota (FS_DQSTATS) */
#define FS_DQ_LOOKUPS                                      1
#define FS_DQ_DROPS                                        2
#define FS_DQ_READS                                        3
#define FS_DQ_WRITES                                       4
#define FS_DQ_CACHE_HITS                                   5
#define FS_DQ_ALLOCATED                                    6
#define FS_DQ_FREE                                         7
#define FS_DQ_SYNCS                                        8
#define FS_DQ_WARNINGS                                     9

/* /proc/sys/dev (CTL_DEV) */
#define DEV_CDROM                                          1
#define DEV_HWMON                                          2
#define DEV_PARPORT                                        3
#define DEV_RAID                                           4
#define DEV_MAC_HID                                        5
#define DEV_SCSI                                           6
#define DEV_IPMI                                           7

/* /proc/sys/dev/cdrom (DEV_CDROM) */
#define DEV_CDROM_INFO                                     1
#define DEV_CDROM_AUTOCLOSE                                2
#define DEV_CDROM_AUTOEJECT                                3
#define DEV_CDROM_DEBUG                                    4
#define DEV_CDROM_LOCK                                     5
#define DEV_CDROM_CHECK_MEDIA                              6

/* /proc/sys/dev/parport: in place of a port number */
#define DEV_PARPORT_DEFAULT                                (-3) /* parport/default */

/* /proc/sys/dev/raid (DEV_RAID) */
#define DEV_RAID_SPEED_LIMIT_MIN                           1
#define DEV_RAID_SPEED_LIMIT_MAX                           2

/* /proc/sys/dev/parport/default (DEV_PARPORT_DEFAULT) */
#define DEV_PARPORT_DEFAULT_TIMESLICE                      1
#define DEV_PARPORT_DEFAULT_SPINTIME                       2

/* /proc/sys/dev/parport/<port> (DEV_PARPORT) */
#define DEV_PARPORT_SPINTIME                               1
#define DEV_PARPORT_BASE_ADDR                              2
#define DEV_PARPORT_IRQ                                    3
#define DEV_PARPORT_DMA                                    4
#define DEV_PARPORT_MODES                                  5
#define DEV_PARPORT_DEVICES                                6
#define DEV_PARPORT_AUTOPROBE                              16

/* /proc/sys/dev/parport/<port>/devices: in place of a device number */
#define DEV_PARPORT_DEVICES_ACTIVE                         (-3) /* devices/active */

/* /proc/sys/dev/parport/<port>/devices/<device> (DEV_PARPORT_DEVICES) */
#define DEV_PARPORT_DEVICE_TIMESLICE                       1

/* /proc/sys/dev/mac_hid (DEV_MAC_HID) */
#define DEV_MAC_HID_KEYBOARD_SENDS_LINUX_KEYCODES          1
#define DEV_MAC_HID_KEYBOARD_LOCK_KEYCODES                 2
#define DEV_MAC_HID_MOUSE_BUTTON_EMULATION                 3
#define DEV_MAC_HID_MOUSE_BUTTON2_KEYCODE                  4
#define DEV_MAC_HID_MOUSE_BUTTON3_KEYCODE                  5
#define DEV_MAC_HID_ADB_MOUSE_SENDS_KEYCODES               6

/* /proc/sys/dev/scsi (DEV_SCSI) */
#define DEV_SCSI_LOGGING_LEVEL                             1

/* /proc/sys/dev/ipmi (DEV_IPMI) */
#define DEV_IPMI_POWEROFF_POWERCYCLE                       1

/* /proc/sys/abi (CTL_ABI) */
#define ABI_DEFHANDLER_COFF                                1
#define ABI_DEFHANDLER_ELF                                 2
#define ABI_DEFHANDLER_LCALL7                              3
#define ABI_DEFHANDLER_LIBCSO                              4
#define ABI_TRACE                                          5
#define ABI_FAKE_UTSNAME                                   6

#endif
