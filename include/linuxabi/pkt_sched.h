#ifndef LINUXABI_PKT_SCHED_H
#define LINUXABI_PKT_SCHED_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/pkt_sched.h>: traffic control's queueing disciplines over
 * rtnetlink (NETLINK_ROUTE: RTM_NEWQDISC, RTM_GETQDISC, RTM_NEWTCLASS,
 * ... with a struct tcmsg, <linuxabi/rtnetlink.h>'s): the handles and
 * priority bands, and each qdisc's options (the TCA_OPTIONS attribute:
 * a struct, or nested TCA_<QDISC>_* attributes) and statistics
 * (TCA_XSTATS).  The kernel's enumerators are macros here.  The same on
 * every ABI; a struct with a 64-bit member has tail padding where
 * uint64_t is 8-byte aligned, as the kernel's.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* logical priorities (skb->priority, SO_PRIORITY) the qdiscs map to bands */
#define TC_PRIO_BESTEFFORT           0
#define TC_PRIO_FILLER               1
#define TC_PRIO_BULK                 2
#define TC_PRIO_INTERACTIVE_BULK     4
#define TC_PRIO_INTERACTIVE          6
#define TC_PRIO_CONTROL              7
#define TC_PRIO_MAX                  15         /* the highest: priomap has TC_PRIO_MAX + 1 entries */

/* TCA_STATS: the old statistics (TCA_STATS2 holds gen_stats.h's) */
struct linuxabi_tc_stats {
    uint64_t bytes;                     /* bytes enqueued */
    uint32_t packets;                   /* packets enqueued */
    uint32_t drops;
    uint32_t overlimits;                /* throttle events */
    uint32_t bps;                       /* byte rate */
    uint32_t pps;                       /* packet rate */
    uint32_t qlen;
    uint32_t backlog;
};

/* TCA_RATE: a rate estimator's period and averaging */
struct linuxabi_tc_estimator {
    int8_t   interval;                  /* 2^interval seconds, -2 to 3 */
    uint8_t  ewma_log;                  /* the average's time constant */
};

/* handles (tcm_handle, tcm_parent): a 16-bit major and a 16-bit minor */
#define TC_H_MAJ_MASK                0xFFFF0000U
#define TC_H_MIN_MASK                0x0000FFFFU
#define LINUXABI_TC_H_MAJ(h)        ((h) & TC_H_MAJ_MASK)
#define LINUXABI_TC_H_MIN(h)        ((h) & TC_H_MIN_MASK)
#define LINUXABI_TC_H_MAKE(maj, min) \
    (((maj) & TC_H_MAJ_MASK) | ((min) & TC_H_MIN_MASK))
#define TC_H_UNSPEC                  0U
#define TC_H_ROOT                    0xFFFFFFFFU  /* the device's root qdisc */
#define TC_H_INGRESS                 0xFFFFFFF1U  /* the ingress or clsact qdisc */
#define TC_H_CLSACT                  TC_H_INGRESS
#define TC_H_MIN_PRIORITY            0xFFE0U    /* minors of the priority classes start here */
#define TC_H_MIN_INGRESS             0xFFF2U    /* clsact's ingress hook */
#define TC_H_MIN_EGRESS              0xFFF3U    /* clsact's egress hook */

/* tc_ratespec linklayer (enum tc_link_layer) */
#define TC_LINKLAYER_UNAWARE         0          /* an old tc that does not say */
#define TC_LINKLAYER_ETHERNET        1
#define TC_LINKLAYER_ATM             2          /* 48-byte cells */
#define TC_LINKLAYER_MASK            0x0F       /* its bits in linklayer */

/* a rate, with the cells it is counted in */
struct linuxabi_tc_ratespec {
    uint8_t  cell_log;
    uint8_t  linklayer;                 /* TC_LINKLAYER_* in the low 4 bits */
    uint16_t overhead;
    int16_t  cell_align;
    uint16_t mpu;                       /* minimum packet unit */
    uint32_t rate;                      /* bytes per second */
};
#define TC_RTAB_SIZE                 1024       /* bytes of a rate table (TCA_*_RTAB) */

/* TCA_STAB_BASE: a size table's parameters */
struct linuxabi_tc_sizespec {
    uint8_t  cell_log;
    uint8_t  size_log;
    int16_t  cell_align;
    int32_t  overhead;
    uint32_t linklayer;
    uint32_t mpu;
    uint32_t mtu;
    uint32_t tsize;                     /* uint16_t entries of TCA_STAB_DATA */
};

/* TCA_STAB, nested: a size table */
#define TCA_STAB_UNSPEC              0
#define TCA_STAB_BASE                1
#define TCA_STAB_DATA                2

/* pfifo, bfifo, pfifo_head_drop options */
struct linuxabi_tc_fifo_qopt {
    uint32_t limit;                     /* packets (pfifo) or bytes (bfifo) */
};

/* skbprio */
#define SKBPRIO_MAX_PRIORITY         64         /* priorities 0 to 63 */

struct linuxabi_tc_skbprio_qopt {
    uint32_t limit;                     /* packets */
};

/* prio */
#define TCQ_PRIO_BANDS               16         /* bands at most */
#define TCQ_MIN_PRIO_BANDS           2          /* bands at least */

struct linuxabi_tc_prio_qopt {
    int32_t  bands;
    uint8_t  priomap[16];               /* TC_PRIO_* to band */
};

/* multiq */
struct linuxabi_tc_multiq_qopt {
    uint16_t bands;
    uint16_t max_bands;                 /* the device's queues */
};

/* plug actions (tc_plug_qopt action) */
#define TCQ_PLUG_BUFFER              0          /* plug: hold what comes next */
#define TCQ_PLUG_RELEASE_ONE         1          /* release up to the next plug */
#define TCQ_PLUG_RELEASE_INDEFINITE  2          /* release all, stop holding */
#define TCQ_PLUG_LIMIT               3          /* set the limit */

struct linuxabi_tc_plug_qopt {
    int32_t  action;                    /* TCQ_PLUG_* */
    uint32_t limit;                     /* bytes */
};

/* tbf: TCA_TBF_PARMS */
struct linuxabi_tc_tbf_qopt {
    struct linuxabi_tc_ratespec rate;
    struct linuxabi_tc_ratespec peakrate;
    uint32_t limit;
    uint32_t buffer;
    uint32_t mtu;
};

/* tbf options, nested */
#define TCA_TBF_UNSPEC               0
#define TCA_TBF_PARMS                1
#define TCA_TBF_RTAB                 2
#define TCA_TBF_PTAB                 3
#define TCA_TBF_RATE64               4
#define TCA_TBF_PRATE64              5
#define TCA_TBF_BURST                6
#define TCA_TBF_PBURST               7
#define TCA_TBF_PAD                  8

/* sfq options */
struct linuxabi_tc_sfq_qopt {
    uint32_t quantum;                   /* bytes per round per flow */
    int32_t  perturb_period;            /* seconds between rehashes */
    uint32_t limit;                     /* packets */
    uint32_t divisor;                   /* hash buckets */
    uint32_t flows;
};

/* sfq's RED counters */
struct linuxabi_tc_sfqred_stats {
    uint32_t prob_drop;
    uint32_t forced_drop;
    uint32_t prob_mark;
    uint32_t forced_mark;
    uint32_t prob_mark_head;
    uint32_t forced_mark_head;
};

/* sfq options, version 1: with RED per flow */
struct linuxabi_tc_sfq_qopt_v1 {
    struct linuxabi_tc_sfq_qopt v0;
    uint32_t depth;                     /* packets per flow */
    uint32_t headdrop;
    uint32_t limit;                     /* bytes per flow */
    uint32_t qth_min;
    uint32_t qth_max;
    uint8_t  Wlog;
    uint8_t  Plog;
    uint8_t  Scell_log;
    uint8_t  flags;                     /* TC_RED_* */
    uint32_t max_P;
    struct linuxabi_tc_sfqred_stats stats;
};

/* sfq class statistics */
struct linuxabi_tc_sfq_xstats {
    int32_t  allot;
};

/* red options, nested */
#define TCA_RED_UNSPEC               0
#define TCA_RED_PARMS                1
#define TCA_RED_STAB                 2
#define TCA_RED_MAX_P                3
#define TCA_RED_FLAGS                4
#define TCA_RED_EARLY_DROP_BLOCK     5
#define TCA_RED_MARK_BLOCK           6

/* TCA_RED_PARMS (and choke's, gred's, sfq's thresholds) */
struct linuxabi_tc_red_qopt {
    uint32_t limit;                     /* bytes */
    uint32_t qth_min;                   /* average queue thresholds */
    uint32_t qth_max;
    uint8_t  Wlog;                      /* log2 of the averaging weight */
    uint8_t  Plog;
    uint8_t  Scell_log;
    uint8_t  flags;                     /* TC_RED_* */
};

/* tc_red_qopt flags */
#define TC_RED_ECN                   1          /* mark rather than drop */
#define TC_RED_HARDDROP              2
#define TC_RED_ADAPTATIVE            4
#define TC_RED_NODROP                8
#define TC_RED_HISTORIC_FLAGS        (TC_RED_ECN | TC_RED_HARDDROP | TC_RED_ADAPTATIVE)  /* those the flags byte may carry */

struct linuxabi_tc_red_xstats {
    uint32_t early;
    uint32_t pdrop;
    uint32_t other;
    uint32_t marked;
};

/* gred */
#define MAX_DPs                      16         /* virtual queues at most */

/* gred options, nested */
#define TCA_GRED_UNSPEC              0
#define TCA_GRED_PARMS               1
#define TCA_GRED_STAB                2
#define TCA_GRED_DPS                 3
#define TCA_GRED_MAX_P               4
#define TCA_GRED_LIMIT               5
#define TCA_GRED_VQ_LIST             6

/* TCA_GRED_VQ_LIST, nested */
#define TCA_GRED_VQ_ENTRY_UNSPEC     0
#define TCA_GRED_VQ_ENTRY            1

/* TCA_GRED_VQ_ENTRY, nested: one virtual queue */
#define TCA_GRED_VQ_UNSPEC           0
#define TCA_GRED_VQ_PAD              1
#define TCA_GRED_VQ_DP               2
#define TCA_GRED_VQ_STAT_BYTES       3
#define TCA_GRED_VQ_STAT_PACKETS     4
#define TCA_GRED_VQ_STAT_BACKLOG     5
#define TCA_GRED_VQ_STAT_PROB_DROP   6
#define TCA_GRED_VQ_STAT_PROB_MARK   7
#define TCA_GRED_VQ_STAT_FORCED_DROP 8
#define TCA_GRED_VQ_STAT_FORCED_MARK 9
#define TCA_GRED_VQ_STAT_PDROP       10
#define TCA_GRED_VQ_STAT_OTHER       11
#define TCA_GRED_VQ_FLAGS            12

/* TCA_GRED_PARMS: one virtual queue */
struct linuxabi_tc_gred_qopt {
    uint32_t limit;
    uint32_t qth_min;
    uint32_t qth_max;
    uint32_t DP;                        /* the virtual queue */
    uint32_t backlog;
    uint32_t qave;
    uint32_t forced;
    uint32_t early;
    uint32_t other;
    uint32_t pdrop;
    uint8_t  Wlog;
    uint8_t  Plog;
    uint8_t  Scell_log;
    uint8_t  prio;
    uint32_t packets;
    uint32_t bytesin;
};

/* TCA_GRED_DPS: the table */
struct linuxabi_tc_gred_sopt {
    uint32_t DPs;
    uint32_t def_DP;
    uint8_t  grio;
    uint8_t  flags;
    uint16_t pad1;
};

/* choke options, nested */
#define TCA_CHOKE_UNSPEC             0
#define TCA_CHOKE_PARMS              1
#define TCA_CHOKE_STAB               2
#define TCA_CHOKE_MAX_P              3

struct linuxabi_tc_choke_qopt {
    uint32_t limit;                     /* packets */
    uint32_t qth_min;
    uint32_t qth_max;
    uint8_t  Wlog;
    uint8_t  Plog;
    uint8_t  Scell_log;
    uint8_t  flags;                     /* TC_RED_* */
};

struct linuxabi_tc_choke_xstats {
    uint32_t early;
    uint32_t pdrop;
    uint32_t other;
    uint32_t marked;
    uint32_t matched;                   /* drops of a matching flow */
};

/* htb */
#define TC_HTB_NUMPRIO               8          /* class priorities */
#define TC_HTB_MAXDEPTH              8          /* levels of the class tree */
#define TC_HTB_PROTOVER              3          /* tc_htb_glob version */

/* TCA_HTB_PARMS: a class */
struct linuxabi_tc_htb_opt {
    struct linuxabi_tc_ratespec rate;
    struct linuxabi_tc_ratespec ceil;
    uint32_t buffer;
    uint32_t cbuffer;
    uint32_t quantum;
    uint32_t level;                     /* read only */
    uint32_t prio;
};

/* TCA_HTB_INIT: the qdisc */
struct linuxabi_tc_htb_glob {
    uint32_t version;                   /* TC_HTB_PROTOVER */
    uint32_t rate2quantum;
    uint32_t defcls;                    /* the default class's minor */
    uint32_t debug;
    uint32_t direct_pkts;               /* read only */
};

/* htb options, nested */
#define TCA_HTB_UNSPEC               0
#define TCA_HTB_PARMS                1
#define TCA_HTB_INIT                 2
#define TCA_HTB_CTAB                 3
#define TCA_HTB_RTAB                 4
#define TCA_HTB_DIRECT_QLEN          5
#define TCA_HTB_RATE64               6
#define TCA_HTB_CEIL64               7
#define TCA_HTB_PAD                  8
#define TCA_HTB_OFFLOAD              9

/* htb class statistics */
struct linuxabi_tc_htb_xstats {
    uint32_t lends;
    uint32_t borrows;
    uint32_t giants;                    /* unused, zero */
    int32_t  tokens;
    int32_t  ctokens;
};

/* hfsc options */
struct linuxabi_tc_hfsc_qopt {
    uint16_t defcls;
};

/* TCA_HFSC_RSC, _FSC, _USC: a two-piece service curve */
struct linuxabi_tc_service_curve {
    uint32_t m1;                        /* first slope, bits per second */
    uint32_t d;                         /* its length, microseconds */
    uint32_t m2;                        /* second slope */
};

/* hfsc class statistics */
struct linuxabi_tc_hfsc_stats {
    uint64_t work;
    uint64_t rtwork;
    uint32_t period;
    uint32_t level;
};

/* hfsc class options, nested */
#define TCA_HFSC_UNSPEC              0
#define TCA_HFSC_RSC                 1
#define TCA_HFSC_FSC                 2
#define TCA_HFSC_USC                 3

/* netem options: a struct tc_netem_qopt, then these attributes */
#define TCA_NETEM_UNSPEC             0
#define TCA_NETEM_CORR               1
#define TCA_NETEM_DELAY_DIST         2
#define TCA_NETEM_REORDER            3
#define TCA_NETEM_CORRUPT            4
#define TCA_NETEM_LOSS               5
#define TCA_NETEM_RATE               6
#define TCA_NETEM_ECN                7
#define TCA_NETEM_RATE64             8
#define TCA_NETEM_PAD                9
#define TCA_NETEM_LATENCY64          10
#define TCA_NETEM_JITTER64           11
#define TCA_NETEM_SLOT               12
#define TCA_NETEM_SLOT_DIST          13
#define TCA_NETEM_PRNG_SEED          14

struct linuxabi_tc_netem_qopt {
    uint32_t latency;                   /* microseconds */
    uint32_t limit;                     /* packets */
    uint32_t loss;                      /* probability, 0xffffffff is 1 */
    uint32_t gap;                       /* re-ordering gap */
    uint32_t duplicate;                 /* probability */
    uint32_t jitter;                    /* microseconds */
};

/* TCA_NETEM_CORR */
struct linuxabi_tc_netem_corr {
    uint32_t delay_corr;
    uint32_t loss_corr;
    uint32_t dup_corr;
};

/* TCA_NETEM_REORDER */
struct linuxabi_tc_netem_reorder {
    uint32_t probability;
    uint32_t correlation;
};

/* TCA_NETEM_CORRUPT */
struct linuxabi_tc_netem_corrupt {
    uint32_t probability;
    uint32_t correlation;
};

/* TCA_NETEM_RATE */
struct linuxabi_tc_netem_rate {
    uint32_t rate;                      /* bytes per second */
    int32_t  packet_overhead;
    uint32_t cell_size;
    int32_t  cell_overhead;
};

/* TCA_NETEM_SLOT */
struct linuxabi_tc_netem_slot {
    int64_t  min_delay;                 /* nanoseconds */
    int64_t  max_delay;
    int32_t  max_packets;
    int32_t  max_bytes;
    int64_t  dist_delay;                /* nanoseconds */
    int64_t  dist_jitter;
};

/* TCA_NETEM_LOSS, nested: the loss model */
#define NETEM_LOSS_UNSPEC            0
#define NETEM_LOSS_GI                1
#define NETEM_LOSS_GE                2

/* NETEM_LOSS_GI: a 4-state Markov model's transition probabilities */
struct linuxabi_tc_netem_gimodel {
    uint32_t p13;
    uint32_t p31;
    uint32_t p32;
    uint32_t p14;
    uint32_t p23;
};

/* NETEM_LOSS_GE: Gilbert-Elliott */
struct linuxabi_tc_netem_gemodel {
    uint32_t p;
    uint32_t r;
    uint32_t h;
    uint32_t k1;
};

/* TCA_NETEM_DELAY_DIST tables */
#define NETEM_DIST_SCALE             8192       /* the table's unit: one standard deviation */
#define NETEM_DIST_MAX               16384      /* int16_t entries at most */

/* netem statistics */
struct linuxabi_tc_netem_xstats {
    uint64_t delayed;
    uint64_t dropped;
    uint64_t corrupted;
    uint64_t duplicated;
    uint64_t reordered;
    uint64_t ecn_marked;
    uint64_t allocation_errors;
};

/* drr class options, nested */
#define TCA_DRR_UNSPEC               0
#define TCA_DRR_QUANTUM              1

struct linuxabi_tc_drr_stats {
    uint32_t deficit;
};

/* mqprio */
#define TC_QOPT_BITMASK              15         /* the highest priority: priorities 0 to 15 */
#define TC_QOPT_MAX_QUEUE            16         /* traffic classes at most */

/* tc_mqprio_qopt hw */
#define TC_MQPRIO_HW_OFFLOAD_NONE    0
#define TC_MQPRIO_HW_OFFLOAD_TCS     1

/* TCA_MQPRIO_MODE */
#define TC_MQPRIO_MODE_DCB           0
#define TC_MQPRIO_MODE_CHANNEL       1

/* TCA_MQPRIO_SHAPER */
#define TC_MQPRIO_SHAPER_DCB         0
#define TC_MQPRIO_SHAPER_BW_RATE     1

/* frame preemption of a traffic class (TCA_MQPRIO_TC_ENTRY_FP, TCA_TAPRIO_TC_ENTRY_FP) */
#define TC_FP_EXPRESS                1
#define TC_FP_PREEMPTIBLE            2

/* mqprio options (and taprio's TCA_TAPRIO_ATTR_PRIOMAP), then attributes */
struct linuxabi_tc_mqprio_qopt {
    uint8_t  num_tc;                    /* traffic classes */
    uint8_t  prio_tc_map[16];           /* priority to class */
    uint8_t  hw;                        /* TC_MQPRIO_HW_OFFLOAD_* */
    uint16_t count[16];                 /* each class's queues */
    uint16_t offset[16];                /* and its first */
};

/* mqprio flags: which attributes follow */
#define TC_MQPRIO_F_MODE             0x1
#define TC_MQPRIO_F_SHAPER           0x2
#define TC_MQPRIO_F_MIN_RATE         0x4
#define TC_MQPRIO_F_MAX_RATE         0x8

/* TCA_MQPRIO_TC_ENTRY, nested: one traffic class */
#define TCA_MQPRIO_TC_ENTRY_UNSPEC   0
#define TCA_MQPRIO_TC_ENTRY_INDEX    1
#define TCA_MQPRIO_TC_ENTRY_FP       2

/* mqprio attributes after the struct */
#define TCA_MQPRIO_UNSPEC            0
#define TCA_MQPRIO_MODE              1
#define TCA_MQPRIO_SHAPER            2
#define TCA_MQPRIO_MIN_RATE64        3
#define TCA_MQPRIO_MAX_RATE64        4
#define TCA_MQPRIO_TC_ENTRY          5

/* sfb options, nested */
#define TCA_SFB_UNSPEC               0
#define TCA_SFB_PARMS                1

/* TCA_SFB_PARMS; increment and decrement are 16.16 fixed point */
struct linuxabi_tc_sfb_qopt {
    uint32_t rehash_interval;           /* milliseconds */
    uint32_t warmup_time;               /* milliseconds */
    uint32_t max;
    uint32_t bin_size;
    uint32_t increment;
    uint32_t decrement;
    uint32_t limit;
    uint32_t penalty_rate;              /* packets per second */
    uint32_t penalty_burst;
};

struct linuxabi_tc_sfb_xstats {
    uint32_t earlydrop;
    uint32_t penaltydrop;
    uint32_t bucketdrop;
    uint32_t queuedrop;
    uint32_t childdrop;
    uint32_t marked;
    uint32_t maxqlen;
    uint32_t maxprob;
    uint32_t avgprob;
};
#define SFB_MAX_PROB                 0xFFFF     /* a probability of 1 */

/* qfq class options, nested */
#define TCA_QFQ_UNSPEC               0
#define TCA_QFQ_WEIGHT               1
#define TCA_QFQ_LMAX                 2

struct linuxabi_tc_qfq_stats {
    uint32_t weight;
    uint32_t lmax;
};

/* codel options, nested */
#define TCA_CODEL_UNSPEC             0
#define TCA_CODEL_TARGET             1
#define TCA_CODEL_LIMIT              2
#define TCA_CODEL_INTERVAL           3
#define TCA_CODEL_ECN                4
#define TCA_CODEL_CE_THRESHOLD       5

struct linuxabi_tc_codel_xstats {
    uint32_t maxpacket;
    uint32_t count;
    uint32_t lastcount;
    uint32_t ldelay;
    int32_t  drop_next;
    uint32_t drop_overlimit;
    uint32_t ecn_mark;
    uint32_t dropping;
    uint32_t ce_mark;
};

/* fq_codel */
#define FQ_CODEL_QUANTUM_MAX         (1 << 20)  /* bytes */

/* fq_codel options, nested */
#define TCA_FQ_CODEL_UNSPEC          0
#define TCA_FQ_CODEL_TARGET          1
#define TCA_FQ_CODEL_LIMIT           2
#define TCA_FQ_CODEL_INTERVAL        3
#define TCA_FQ_CODEL_ECN             4
#define TCA_FQ_CODEL_FLOWS           5
#define TCA_FQ_CODEL_QUANTUM         6
#define TCA_FQ_CODEL_CE_THRESHOLD    7
#define TCA_FQ_CODEL_DROP_BATCH_SIZE 8
#define TCA_FQ_CODEL_MEMORY_LIMIT    9
#define TCA_FQ_CODEL_CE_THRESHOLD_SELECTOR 10
#define TCA_FQ_CODEL_CE_THRESHOLD_MASK 11

/* tc_fq_codel_xstats type */
#define TCA_FQ_CODEL_XSTATS_QDISC    0
#define TCA_FQ_CODEL_XSTATS_CLASS    1

struct linuxabi_tc_fq_codel_qd_stats {
    uint32_t maxpacket;
    uint32_t drop_overlimit;
    uint32_t ecn_mark;
    uint32_t new_flow_count;
    uint32_t new_flows_len;
    uint32_t old_flows_len;
    uint32_t ce_mark;
    uint32_t memory_usage;              /* bytes */
    uint32_t drop_overmemory;
};

struct linuxabi_tc_fq_codel_cl_stats {
    int32_t  deficit;
    uint32_t ldelay;
    uint32_t count;
    uint32_t lastcount;
    uint32_t dropping;
    int32_t  drop_next;
};

/* the kernel's anonymous union, named u here */
union linuxabi_tc_fq_codel_xstats_u {
    struct linuxabi_tc_fq_codel_qd_stats qdisc_stats;
    struct linuxabi_tc_fq_codel_cl_stats class_stats;
};

struct linuxabi_tc_fq_codel_xstats {
    uint32_t type;                      /* TCA_FQ_CODEL_XSTATS_* */
    union linuxabi_tc_fq_codel_xstats_u u;
};

/* fq options, nested */
#define TCA_FQ_UNSPEC                0
#define TCA_FQ_PLIMIT                1
#define TCA_FQ_FLOW_PLIMIT           2
#define TCA_FQ_QUANTUM               3
#define TCA_FQ_INITIAL_QUANTUM       4
#define TCA_FQ_RATE_ENABLE           5
#define TCA_FQ_FLOW_DEFAULT_RATE     6
#define TCA_FQ_FLOW_MAX_RATE         7
#define TCA_FQ_BUCKETS_LOG           8
#define TCA_FQ_FLOW_REFILL_DELAY     9
#define TCA_FQ_ORPHAN_MASK           10
#define TCA_FQ_LOW_RATE_THRESHOLD    11
#define TCA_FQ_CE_THRESHOLD          12
#define TCA_FQ_TIMER_SLACK           13
#define TCA_FQ_HORIZON               14
#define TCA_FQ_HORIZON_DROP          15
#define TCA_FQ_PRIOMAP               16
#define TCA_FQ_WEIGHTS               17
#define TCA_FQ_OFFLOAD_HORIZON       18
#define FQ_BANDS                     3          /* priority bands */
#define FQ_MIN_WEIGHT                16384      /* TCA_FQ_WEIGHTS at least */

struct linuxabi_tc_fq_qd_stats {
    uint64_t gc_flows;
    uint64_t highprio_packets;          /* unused */
    uint64_t tcp_retrans;               /* unused */
    uint64_t throttled;
    uint64_t flows_plimit;
    uint64_t pkts_too_long;
    uint64_t allocation_errors;
    int64_t  time_next_delayed_flow;
    uint32_t flows;
    uint32_t inactive_flows;
    uint32_t throttled_flows;
    uint32_t unthrottle_latency_ns;
    uint64_t ce_mark;
    uint64_t horizon_drops;
    uint64_t horizon_caps;
    uint64_t fastpath_packets;
    uint64_t band_drops[3];             /* FQ_BANDS */
    uint32_t band_pkt_count[3];
    uint32_t pad;
};

/* hhf options, nested */
#define TCA_HHF_UNSPEC               0
#define TCA_HHF_BACKLOG_LIMIT        1
#define TCA_HHF_QUANTUM              2
#define TCA_HHF_HH_FLOWS_LIMIT       3
#define TCA_HHF_RESET_TIMEOUT        4
#define TCA_HHF_ADMIT_BYTES          5
#define TCA_HHF_EVICT_TIMEOUT        6
#define TCA_HHF_NON_HH_WEIGHT        7

struct linuxabi_tc_hhf_xstats {
    uint32_t drop_overlimit;
    uint32_t hh_overlimit;
    uint32_t hh_tot_count;
    uint32_t hh_cur_count;
};

/* pie options, nested */
#define TCA_PIE_UNSPEC               0
#define TCA_PIE_TARGET               1
#define TCA_PIE_LIMIT                2
#define TCA_PIE_TUPDATE              3
#define TCA_PIE_ALPHA                4
#define TCA_PIE_BETA                 5
#define TCA_PIE_ECN                  6
#define TCA_PIE_BYTEMODE             7
#define TCA_PIE_DQ_RATE_ESTIMATOR    8

struct linuxabi_tc_pie_xstats {
    uint64_t prob;
    uint32_t delay;                     /* milliseconds */
    uint32_t avg_dq_rate;
    uint32_t dq_rate_estimating;
    uint32_t packets_in;
    uint32_t dropped;
    uint32_t overlimit;
    uint32_t maxq;
    uint32_t ecn_mark;
};

/* fq_pie options, nested */
#define TCA_FQ_PIE_UNSPEC            0
#define TCA_FQ_PIE_LIMIT             1
#define TCA_FQ_PIE_FLOWS             2
#define TCA_FQ_PIE_TARGET            3
#define TCA_FQ_PIE_TUPDATE           4
#define TCA_FQ_PIE_ALPHA             5
#define TCA_FQ_PIE_BETA              6
#define TCA_FQ_PIE_QUANTUM           7
#define TCA_FQ_PIE_MEMORY_LIMIT      8
#define TCA_FQ_PIE_ECN_PROB          9
#define TCA_FQ_PIE_ECN               10
#define TCA_FQ_PIE_BYTEMODE          11
#define TCA_FQ_PIE_DQ_RATE_ESTIMATOR 12

struct linuxabi_tc_fq_pie_xstats {
    uint32_t packets_in;
    uint32_t dropped;
    uint32_t overlimit;
    uint32_t overmemory;
    uint32_t ecn_mark;
    uint32_t new_flow_count;
    uint32_t new_flows_len;
    uint32_t old_flows_len;
    uint32_t memory_usage;
};

/* cbs: TCA_CBS_PARMS */
struct linuxabi_tc_cbs_qopt {
    uint8_t  offload;
    uint8_t  __pad[3];                  /* _pad in the kernel */
    int32_t  hicredit;
    int32_t  locredit;
    int32_t  idleslope;
    int32_t  sendslope;
};

/* cbs options, nested */
#define TCA_CBS_UNSPEC               0
#define TCA_CBS_PARMS                1

/* etf: TCA_ETF_PARMS */
struct linuxabi_tc_etf_qopt {
    int32_t  delta;                     /* nanoseconds */
    int32_t  clockid;
    uint32_t flags;                     /* TC_ETF_* */
};

/* tc_etf_qopt flags (unsigned long in the kernel) */
#define TC_ETF_DEADLINE_MODE_ON      (1UL << 0)
#define TC_ETF_OFFLOAD_ON            (1UL << 1)
#define TC_ETF_SKIP_SOCK_CHECK       (1UL << 2)

/* etf options, nested */
#define TCA_ETF_UNSPEC               0
#define TCA_ETF_PARMS                1

/* cake options, nested */
#define TCA_CAKE_UNSPEC              0
#define TCA_CAKE_PAD                 1
#define TCA_CAKE_BASE_RATE64         2
#define TCA_CAKE_DIFFSERV_MODE       3
#define TCA_CAKE_ATM                 4
#define TCA_CAKE_FLOW_MODE           5
#define TCA_CAKE_OVERHEAD            6
#define TCA_CAKE_RTT                 7
#define TCA_CAKE_TARGET              8
#define TCA_CAKE_AUTORATE            9
#define TCA_CAKE_MEMORY              10
#define TCA_CAKE_NAT                 11
#define TCA_CAKE_RAW                 12
#define TCA_CAKE_WASH                13
#define TCA_CAKE_MPU                 14
#define TCA_CAKE_INGRESS             15
#define TCA_CAKE_ACK_FILTER          16
#define TCA_CAKE_SPLIT_GSO           17
#define TCA_CAKE_FWMARK              18

/* cake statistics (TCA_XSTATS), nested; type 0 is invalid */
#define TCA_CAKE_STATS_PAD           1
#define TCA_CAKE_STATS_CAPACITY_ESTIMATE64 2
#define TCA_CAKE_STATS_MEMORY_LIMIT  3
#define TCA_CAKE_STATS_MEMORY_USED   4
#define TCA_CAKE_STATS_AVG_NETOFF    5
#define TCA_CAKE_STATS_MIN_NETLEN    6
#define TCA_CAKE_STATS_MAX_NETLEN    7
#define TCA_CAKE_STATS_MIN_ADJLEN    8
#define TCA_CAKE_STATS_MAX_ADJLEN    9
#define TCA_CAKE_STATS_TIN_STATS     10
#define TCA_CAKE_STATS_DEFICIT       11
#define TCA_CAKE_STATS_COBALT_COUNT  12
#define TCA_CAKE_STATS_DROPPING      13
#define TCA_CAKE_STATS_DROP_NEXT_US  14
#define TCA_CAKE_STATS_P_DROP        15
#define TCA_CAKE_STATS_BLUE_TIMER_US 16
#define TCA_CAKE_STATS_ACTIVE_QUEUES 17

/* TCA_CAKE_STATS_TIN_STATS, nested per tin; type 0 is invalid */
#define TCA_CAKE_TIN_STATS_PAD       1
#define TCA_CAKE_TIN_STATS_SENT_PACKETS 2
#define TCA_CAKE_TIN_STATS_SENT_BYTES64 3
#define TCA_CAKE_TIN_STATS_DROPPED_PACKETS 4
#define TCA_CAKE_TIN_STATS_DROPPED_BYTES64 5
#define TCA_CAKE_TIN_STATS_ACKS_DROPPED_PACKETS 6
#define TCA_CAKE_TIN_STATS_ACKS_DROPPED_BYTES64 7
#define TCA_CAKE_TIN_STATS_ECN_MARKED_PACKETS 8
#define TCA_CAKE_TIN_STATS_ECN_MARKED_BYTES64 9
#define TCA_CAKE_TIN_STATS_BACKLOG_PACKETS 10
#define TCA_CAKE_TIN_STATS_BACKLOG_BYTES 11
#define TCA_CAKE_TIN_STATS_THRESHOLD_RATE64 12
#define TCA_CAKE_TIN_STATS_TARGET_US 13
#define TCA_CAKE_TIN_STATS_INTERVAL_US 14
#define TCA_CAKE_TIN_STATS_WAY_INDIRECT_HITS 15
#define TCA_CAKE_TIN_STATS_WAY_MISSES 16
#define TCA_CAKE_TIN_STATS_WAY_COLLISIONS 17
#define TCA_CAKE_TIN_STATS_PEAK_DELAY_US 18
#define TCA_CAKE_TIN_STATS_AVG_DELAY_US 19
#define TCA_CAKE_TIN_STATS_BASE_DELAY_US 20
#define TCA_CAKE_TIN_STATS_SPARSE_FLOWS 21
#define TCA_CAKE_TIN_STATS_BULK_FLOWS 22
#define TCA_CAKE_TIN_STATS_UNRESPONSIVE_FLOWS 23
#define TCA_CAKE_TIN_STATS_MAX_SKBLEN 24
#define TCA_CAKE_TIN_STATS_FLOW_QUANTUM 25
#define TC_CAKE_MAX_TINS             8          /* tins at most */

/* TCA_CAKE_FLOW_MODE: what a flow is */
#define CAKE_FLOW_NONE               0
#define CAKE_FLOW_SRC_IP             1
#define CAKE_FLOW_DST_IP             2
#define CAKE_FLOW_HOSTS              3
#define CAKE_FLOW_FLOWS              4
#define CAKE_FLOW_DUAL_SRC           5
#define CAKE_FLOW_DUAL_DST           6
#define CAKE_FLOW_TRIPLE             7

/* TCA_CAKE_DIFFSERV_MODE */
#define CAKE_DIFFSERV_DIFFSERV3      0
#define CAKE_DIFFSERV_DIFFSERV4      1
#define CAKE_DIFFSERV_DIFFSERV8      2
#define CAKE_DIFFSERV_BESTEFFORT     3
#define CAKE_DIFFSERV_PRECEDENCE     4

/* TCA_CAKE_ACK_FILTER */
#define CAKE_ACK_NONE                0
#define CAKE_ACK_FILTER              1
#define CAKE_ACK_AGGRESSIVE          2

/* TCA_CAKE_ATM: cell framing */
#define CAKE_ATM_NONE                0
#define CAKE_ATM_ATM                 1
#define CAKE_ATM_PTM                 2

/* taprio gate commands (TCA_TAPRIO_SCHED_ENTRY_CMD) */
#define TC_TAPRIO_CMD_SET_GATES      0
#define TC_TAPRIO_CMD_SET_AND_HOLD   1
#define TC_TAPRIO_CMD_SET_AND_RELEASE 2

/* TCA_TAPRIO_SCHED_ENTRY, nested: one gate entry */
#define TCA_TAPRIO_SCHED_ENTRY_UNSPEC 0
#define TCA_TAPRIO_SCHED_ENTRY_INDEX 1
#define TCA_TAPRIO_SCHED_ENTRY_CMD   2
#define TCA_TAPRIO_SCHED_ENTRY_GATE_MASK 3
#define TCA_TAPRIO_SCHED_ENTRY_INTERVAL 4

/* TCA_TAPRIO_ATTR_SCHED_ENTRY_LIST, nested */
#define TCA_TAPRIO_SCHED_UNSPEC      0
#define TCA_TAPRIO_SCHED_ENTRY       1

/* TCA_TAPRIO_ATTR_FLAGS (unsigned long in the kernel) */
#define TCA_TAPRIO_ATTR_FLAG_TXTIME_ASSIST (1UL << 0)
#define TCA_TAPRIO_ATTR_FLAG_FULL_OFFLOAD (1UL << 1)

/* TCA_TAPRIO_ATTR_TC_ENTRY, nested: one traffic class */
#define TCA_TAPRIO_TC_ENTRY_UNSPEC   0
#define TCA_TAPRIO_TC_ENTRY_INDEX    1
#define TCA_TAPRIO_TC_ENTRY_MAX_SDU  2
#define TCA_TAPRIO_TC_ENTRY_FP       3

/* taprio offload statistics, nested */
#define TCA_TAPRIO_OFFLOAD_STATS_PAD 1
#define TCA_TAPRIO_OFFLOAD_STATS_WINDOW_DROPS 2
#define TCA_TAPRIO_OFFLOAD_STATS_TX_OVERRUNS 3

/* taprio options, nested */
#define TCA_TAPRIO_ATTR_UNSPEC       0
#define TCA_TAPRIO_ATTR_PRIOMAP      1
#define TCA_TAPRIO_ATTR_SCHED_ENTRY_LIST 2
#define TCA_TAPRIO_ATTR_SCHED_BASE_TIME 3
#define TCA_TAPRIO_ATTR_SCHED_SINGLE_ENTRY 4
#define TCA_TAPRIO_ATTR_SCHED_CLOCKID 5
#define TCA_TAPRIO_PAD               6
#define TCA_TAPRIO_ATTR_PAD          TCA_TAPRIO_PAD
#define TCA_TAPRIO_ATTR_ADMIN_SCHED  7
#define TCA_TAPRIO_ATTR_SCHED_CYCLE_TIME 8
#define TCA_TAPRIO_ATTR_SCHED_CYCLE_TIME_EXTENSION 9
#define TCA_TAPRIO_ATTR_FLAGS        10
#define TCA_TAPRIO_ATTR_TXTIME_DELAY 11
#define TCA_TAPRIO_ATTR_TC_ENTRY     12

/* ets */
#define TCQ_ETS_MAX_BANDS            16         /* bands at most */

/* ets options, nested */
#define TCA_ETS_UNSPEC               0
#define TCA_ETS_NBANDS               1
#define TCA_ETS_NSTRICT              2
#define TCA_ETS_QUANTA               3
#define TCA_ETS_QUANTA_BAND          4
#define TCA_ETS_PRIOMAP              5
#define TCA_ETS_PRIOMAP_BAND         6

/* TCA_DUALPI2_DROP_OVERLOAD (enum tc_dualpi2_drop_overload) */
#define TC_DUALPI2_DROP_OVERLOAD_OVERFLOW 0
#define TC_DUALPI2_DROP_OVERLOAD_DROP 1

/* TCA_DUALPI2_DROP_EARLY (enum tc_dualpi2_drop_early) */
#define TC_DUALPI2_DROP_EARLY_DROP_DEQUEUE 0
#define TC_DUALPI2_DROP_EARLY_DROP_ENQUEUE 1

/* TCA_DUALPI2_ECN_MASK (enum tc_dualpi2_ecn_mask) */
#define TC_DUALPI2_ECN_MASK_L4S_ECT  1
#define TC_DUALPI2_ECN_MASK_CLA_ECT  2
#define TC_DUALPI2_ECN_MASK_ANY_ECT  3

/* TCA_DUALPI2_SPLIT_GSO (enum tc_dualpi2_split_gso) */
#define TC_DUALPI2_SPLIT_GSO_NO_SPLIT_GSO 0
#define TC_DUALPI2_SPLIT_GSO_SPLIT_GSO 1

/* dualpi2 options, nested */
#define TCA_DUALPI2_UNSPEC           0
#define TCA_DUALPI2_LIMIT            1
#define TCA_DUALPI2_MEMORY_LIMIT     2
#define TCA_DUALPI2_TARGET           3
#define TCA_DUALPI2_TUPDATE          4
#define TCA_DUALPI2_ALPHA            5
#define TCA_DUALPI2_BETA             6
#define TCA_DUALPI2_STEP_THRESH_PKTS 7
#define TCA_DUALPI2_STEP_THRESH_US   8
#define TCA_DUALPI2_MIN_QLEN_STEP    9
#define TCA_DUALPI2_COUPLING         10
#define TCA_DUALPI2_DROP_OVERLOAD    11
#define TCA_DUALPI2_DROP_EARLY       12
#define TCA_DUALPI2_C_PROTECTION     13
#define TCA_DUALPI2_ECN_MASK         14
#define TCA_DUALPI2_SPLIT_GSO        15
#define TCA_DUALPI2_PAD              16

struct linuxabi_tc_dualpi2_xstats {
    uint32_t prob;
    uint32_t delay_c;                   /* the classic queue's delay */
    uint32_t delay_l;                   /* the L4S queue's */
    uint32_t packets_in_c;
    uint32_t packets_in_l;
    uint32_t maxq;
    uint32_t ecn_mark;
    uint32_t step_marks;
    int32_t  credit;
    uint32_t memory_used;
    uint32_t max_memory_used;
    uint32_t memory_limit;
};

#endif
