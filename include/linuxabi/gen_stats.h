#ifndef LINUXABI_GEN_STATS_H
#define LINUXABI_GEN_STATS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/gen_stats.h>: the generic statistics of traffic control's
 * qdiscs, classes and actions over rtnetlink: the TCA_STATS2 (or
 * TCA_ACT_STATS) attribute nests TCA_STATS_* attributes, each holding one
 * of these structs.  The same on every ABI; gnet_stats_basic has tail
 * padding where uint64_t is 8-byte aligned (16 bytes, else 12), as the
 * kernel's, and the kernel sends that many.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* TCA_STATS2, nested */
#define TCA_STATS_UNSPEC        0
#define TCA_STATS_BASIC         1       /* struct linuxabi_gnet_stats_basic */
#define TCA_STATS_RATE_EST      2       /* struct linuxabi_gnet_stats_rate_est */
#define TCA_STATS_QUEUE         3       /* struct linuxabi_gnet_stats_queue */
#define TCA_STATS_APP           4       /* the qdisc's own (its xstats) */
#define TCA_STATS_RATE_EST64    5       /* struct
                                           linuxabi_gnet_stats_rate_est64 */
#define TCA_STATS_PAD           6       /* alignment padding */
#define TCA_STATS_BASIC_HW      7       /* TCA_STATS_BASIC's, offloaded part */
#define TCA_STATS_PKT64         8       /* uint64_t: packets */

/* TCA_STATS_BASIC, TCA_STATS_BASIC_HW: throughput */
struct linuxabi_gnet_stats_basic {
    uint64_t bytes;
    uint32_t packets;
};

/* TCA_STATS_RATE_EST: the estimated rates */
struct linuxabi_gnet_stats_rate_est {
    uint32_t bps;                       /* bytes per second */
    uint32_t pps;                       /* packets per second */
};

/* TCA_STATS_RATE_EST64 */
struct linuxabi_gnet_stats_rate_est64 {
    uint64_t bps;
    uint64_t pps;
};

/* TCA_STATS_QUEUE: the queue */
struct linuxabi_gnet_stats_queue {
    uint32_t qlen;                      /* packets queued */
    uint32_t backlog;                   /* bytes queued */
    uint32_t drops;
    uint32_t requeues;
    uint32_t overlimits;
};

/* a rate estimator's parameters (TCA_RATE) */
struct linuxabi_gnet_estimator {
    int8_t   interval;                  /* 2^interval seconds */
    uint8_t  ewma_log;                  /* the average's time constant */
};

#endif
