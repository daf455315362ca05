#ifndef LINUXABI_BPF_H
#define LINUXABI_BPF_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/bpf.h>: eBPF and the bpf(2) system call: the instruction
 * set beyond classic BPF's (whose classes, sizes, modes, operations and
 * sources come from <linuxabi/filter.h>, included here, as the kernel's
 * <linux/bpf.h> includes <linux/bpf_common.h>), struct linuxabi_bpf_insn,
 * the commands, map, program, attach and link types, union
 * linuxabi_bpf_attr (one struct per command), the info structs of
 * BPF_OBJ_GET_INFO_BY_FD, the helper function ids BPF_FUNC_* and the
 * flags and return codes programs and their helpers use.
 *
 * The kernel's bpf_attr is a union of mostly anonymous structs; ours is a
 * union of named ones (map_create, elem, batch, prog_load, obj, attach,
 * test, getid, info, query, ...), each laid out as the kernel's, every
 * 64-bit member at its 8-byte offset with explicit padding and each
 * struct's size a multiple of 8: the kernel's __aligned_u64 members make
 * it so on every ABI.  Where the kernel has an anonymous union of two
 * names for one word (value and next_key, attach_prog_fd and
 * attach_btf_obj_fd, ...), ours has the first name, the other in a
 * comment.  The same holds for the info structs.
 *
 * Structs that only BPF programs read (their contexts, __sk_buff, xdp_md,
 * bpf_sock and the others, and what helpers take) are not here; the
 * values those programs use are.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/filter.h>
#include <stdint.h>

#if !defined(__BYTE_ORDER__)
#error "<linuxabi/bpf.h>: the compiler does not define __BYTE_ORDER__"
#endif

/* eBPF instruction classes, sizes, modes and operations beyond classic BPF's
   (<linuxabi/filter.h>): code = class | fields, as there */
#define BPF_JMP32                        0x06
#define BPF_ALU64                        0x07
#define BPF_DW                           0x18
#define BPF_MEMSX                        0x80
#define BPF_ATOMIC                       0xc0
#define BPF_XADD                         0xc0
#define BPF_MOV                          0xb0
#define BPF_ARSH                         0xc0
#define BPF_END                          0xd0
#define BPF_TO_LE                        0x00
#define BPF_TO_BE                        0x08
#define BPF_FROM_LE                      BPF_TO_LE
#define BPF_FROM_BE                      BPF_TO_BE
#define BPF_JNE                          0x50
#define BPF_JLT                          0xa0
#define BPF_JLE                          0xb0
#define BPF_JSGT                         0x60
#define BPF_JSGE                         0x70
#define BPF_JSLT                         0xc0
#define BPF_JSLE                         0xd0
#define BPF_JCOND                        0xe0
#define BPF_CALL                         0x80
#define BPF_EXIT                         0x90
#define BPF_FETCH                        0x01
#define BPF_XCHG                         (0xe0 | BPF_FETCH)
#define BPF_CMPXCHG                      (0xf0 | BPF_FETCH)
#define BPF_LOAD_ACQ                     0x100
#define BPF_STORE_REL                    0x110

/* BPF_JMP | BPF_JCOND: the src_reg of a pseudo jump (enum bpf_cond_pseudo_jmp) */
#define BPF_MAY_GOTO                     0

/* registers: dst_reg and src_reg of struct linuxabi_bpf_insn; r0 returns,
   r1..r5 are arguments, r10 the read-only frame pointer */
#define BPF_REG_0                        0
#define BPF_REG_1                        1
#define BPF_REG_2                        2
#define BPF_REG_3                        3
#define BPF_REG_4                        4
#define BPF_REG_5                        5
#define BPF_REG_6                        6
#define BPF_REG_7                        7
#define BPF_REG_8                        8
#define BPF_REG_9                        9
#define BPF_REG_10                       10

/* how a cgroup iterator walks (enum bpf_cgroup_iter_order) */
#define BPF_CGROUP_ITER_ORDER_UNSPEC     0
#define BPF_CGROUP_ITER_SELF_ONLY        1
#define BPF_CGROUP_ITER_DESCENDANTS_PRE  2
#define BPF_CGROUP_ITER_DESCENDANTS_POST 3
#define BPF_CGROUP_ITER_ANCESTORS_UP     4
#define BPF_CGROUP_ITER_CHILDREN         5

/* bpf(2) commands (enum bpf_cmd) */
#define BPF_MAP_CREATE                   0
#define BPF_MAP_LOOKUP_ELEM              1
#define BPF_MAP_UPDATE_ELEM              2
#define BPF_MAP_DELETE_ELEM              3
#define BPF_MAP_GET_NEXT_KEY             4
#define BPF_PROG_LOAD                    5
#define BPF_OBJ_PIN                      6
#define BPF_OBJ_GET                      7
#define BPF_PROG_ATTACH                  8
#define BPF_PROG_DETACH                  9
#define BPF_PROG_TEST_RUN                10
#define BPF_PROG_RUN                     10
#define BPF_PROG_GET_NEXT_ID             11
#define BPF_MAP_GET_NEXT_ID              12
#define BPF_PROG_GET_FD_BY_ID            13
#define BPF_MAP_GET_FD_BY_ID             14
#define BPF_OBJ_GET_INFO_BY_FD           15
#define BPF_PROG_QUERY                   16
#define BPF_RAW_TRACEPOINT_OPEN          17
#define BPF_BTF_LOAD                     18
#define BPF_BTF_GET_FD_BY_ID             19
#define BPF_TASK_FD_QUERY                20
#define BPF_MAP_LOOKUP_AND_DELETE_ELEM   21
#define BPF_MAP_FREEZE                   22
#define BPF_BTF_GET_NEXT_ID              23
#define BPF_MAP_LOOKUP_BATCH             24
#define BPF_MAP_LOOKUP_AND_DELETE_BATCH  25
#define BPF_MAP_UPDATE_BATCH             26
#define BPF_MAP_DELETE_BATCH             27
#define BPF_LINK_CREATE                  28
#define BPF_LINK_UPDATE                  29
#define BPF_LINK_GET_FD_BY_ID            30
#define BPF_LINK_GET_NEXT_ID             31
#define BPF_ENABLE_STATS                 32
#define BPF_ITER_CREATE                  33
#define BPF_LINK_DETACH                  34
#define BPF_PROG_BIND_MAP                35
#define BPF_TOKEN_CREATE                 36
#define BPF_PROG_STREAM_READ_BY_FD       37
#define BPF_PROG_ASSOC_STRUCT_OPS        38
#define BPF_COMMON_ATTRS                 (1 << 16)

/* BPF_MAP_CREATE map_type, bpf_map_info type (enum bpf_map_type) */
#define BPF_MAP_TYPE_UNSPEC              0
#define BPF_MAP_TYPE_HASH                1
#define BPF_MAP_TYPE_ARRAY               2
#define BPF_MAP_TYPE_PROG_ARRAY          3
#define BPF_MAP_TYPE_PERF_EVENT_ARRAY    4
#define BPF_MAP_TYPE_PERCPU_HASH         5
#define BPF_MAP_TYPE_PERCPU_ARRAY        6
#define BPF_MAP_TYPE_STACK_TRACE         7
#define BPF_MAP_TYPE_CGROUP_ARRAY        8
#define BPF_MAP_TYPE_LRU_HASH            9
#define BPF_MAP_TYPE_LRU_PERCPU_HASH     10
#define BPF_MAP_TYPE_LPM_TRIE            11
#define BPF_MAP_TYPE_ARRAY_OF_MAPS       12
#define BPF_MAP_TYPE_HASH_OF_MAPS        13
#define BPF_MAP_TYPE_DEVMAP              14
#define BPF_MAP_TYPE_SOCKMAP             15
#define BPF_MAP_TYPE_CPUMAP              16
#define BPF_MAP_TYPE_XSKMAP              17
#define BPF_MAP_TYPE_SOCKHASH            18
#define BPF_MAP_TYPE_CGROUP_STORAGE_DEPRECATED 19
#define BPF_MAP_TYPE_CGROUP_STORAGE      19
#define BPF_MAP_TYPE_REUSEPORT_SOCKARRAY 20
#define BPF_MAP_TYPE_PERCPU_CGROUP_STORAGE_DEPRECATED 21
#define BPF_MAP_TYPE_PERCPU_CGROUP_STORAGE 21
#define BPF_MAP_TYPE_QUEUE               22
#define BPF_MAP_TYPE_STACK               23
#define BPF_MAP_TYPE_SK_STORAGE          24
#define BPF_MAP_TYPE_DEVMAP_HASH         25
#define BPF_MAP_TYPE_STRUCT_OPS          26
#define BPF_MAP_TYPE_RINGBUF             27
#define BPF_MAP_TYPE_INODE_STORAGE       28
#define BPF_MAP_TYPE_TASK_STORAGE        29
#define BPF_MAP_TYPE_BLOOM_FILTER        30
#define BPF_MAP_TYPE_USER_RINGBUF        31
#define BPF_MAP_TYPE_CGRP_STORAGE        32
#define BPF_MAP_TYPE_ARENA               33
#define BPF_MAP_TYPE_INSN_ARRAY          34
#define BPF_MAP_TYPE_RHASH               35

/* BPF_PROG_LOAD prog_type, bpf_prog_info type (enum bpf_prog_type) */
#define BPF_PROG_TYPE_UNSPEC             0
#define BPF_PROG_TYPE_SOCKET_FILTER      1
#define BPF_PROG_TYPE_KPROBE             2
#define BPF_PROG_TYPE_SCHED_CLS          3
#define BPF_PROG_TYPE_SCHED_ACT          4
#define BPF_PROG_TYPE_TRACEPOINT         5
#define BPF_PROG_TYPE_XDP                6
#define BPF_PROG_TYPE_PERF_EVENT         7
#define BPF_PROG_TYPE_CGROUP_SKB         8
#define BPF_PROG_TYPE_CGROUP_SOCK        9
#define BPF_PROG_TYPE_LWT_IN             10
#define BPF_PROG_TYPE_LWT_OUT            11
#define BPF_PROG_TYPE_LWT_XMIT           12
#define BPF_PROG_TYPE_SOCK_OPS           13
#define BPF_PROG_TYPE_SK_SKB             14
#define BPF_PROG_TYPE_CGROUP_DEVICE      15
#define BPF_PROG_TYPE_SK_MSG             16
#define BPF_PROG_TYPE_RAW_TRACEPOINT     17
#define BPF_PROG_TYPE_CGROUP_SOCK_ADDR   18
#define BPF_PROG_TYPE_LWT_SEG6LOCAL      19
#define BPF_PROG_TYPE_LIRC_MODE2         20
#define BPF_PROG_TYPE_SK_REUSEPORT       21
#define BPF_PROG_TYPE_FLOW_DISSECTOR     22
#define BPF_PROG_TYPE_CGROUP_SYSCTL      23
#define BPF_PROG_TYPE_RAW_TRACEPOINT_WRITABLE 24
#define BPF_PROG_TYPE_CGROUP_SOCKOPT     25
#define BPF_PROG_TYPE_TRACING            26
#define BPF_PROG_TYPE_STRUCT_OPS         27
#define BPF_PROG_TYPE_EXT                28
#define BPF_PROG_TYPE_LSM                29
#define BPF_PROG_TYPE_SK_LOOKUP          30
#define BPF_PROG_TYPE_SYSCALL            31
#define BPF_PROG_TYPE_NETFILTER          32

/* attach points: attach_type of BPF_PROG_ATTACH, BPF_LINK_CREATE and
   expected_attach_type of BPF_PROG_LOAD (enum bpf_attach_type) */
#define BPF_CGROUP_INET_INGRESS          0
#define BPF_CGROUP_INET_EGRESS           1
#define BPF_CGROUP_INET_SOCK_CREATE      2
#define BPF_CGROUP_SOCK_OPS              3
#define BPF_SK_SKB_STREAM_PARSER         4
#define BPF_SK_SKB_STREAM_VERDICT        5
#define BPF_CGROUP_DEVICE                6
#define BPF_SK_MSG_VERDICT               7
#define BPF_CGROUP_INET4_BIND            8
#define BPF_CGROUP_INET6_BIND            9
#define BPF_CGROUP_INET4_CONNECT         10
#define BPF_CGROUP_INET6_CONNECT         11
#define BPF_CGROUP_INET4_POST_BIND       12
#define BPF_CGROUP_INET6_POST_BIND       13
#define BPF_CGROUP_UDP4_SENDMSG          14
#define BPF_CGROUP_UDP6_SENDMSG          15
#define BPF_LIRC_MODE2                   16
#define BPF_FLOW_DISSECTOR               17
#define BPF_CGROUP_SYSCTL                18
#define BPF_CGROUP_UDP4_RECVMSG          19
#define BPF_CGROUP_UDP6_RECVMSG          20
#define BPF_CGROUP_GETSOCKOPT            21
#define BPF_CGROUP_SETSOCKOPT            22
#define BPF_TRACE_RAW_TP                 23
#define BPF_TRACE_FENTRY                 24
#define BPF_TRACE_FEXIT                  25
#define BPF_MODIFY_RETURN                26
#define BPF_LSM_MAC                      27
#define BPF_TRACE_ITER                   28
#define BPF_CGROUP_INET4_GETPEERNAME     29
#define BPF_CGROUP_INET6_GETPEERNAME     30
#define BPF_CGROUP_INET4_GETSOCKNAME     31
#define BPF_CGROUP_INET6_GETSOCKNAME     32
#define BPF_XDP_DEVMAP                   33
#define BPF_CGROUP_INET_SOCK_RELEASE     34
#define BPF_XDP_CPUMAP                   35
#define BPF_SK_LOOKUP                    36
#define BPF_XDP                          37
#define BPF_SK_SKB_VERDICT               38
#define BPF_SK_REUSEPORT_SELECT          39
#define BPF_SK_REUSEPORT_SELECT_OR_MIGRATE 40
#define BPF_PERF_EVENT                   41
#define BPF_TRACE_KPROBE_MULTI           42
#define BPF_LSM_CGROUP                   43
#define BPF_STRUCT_OPS                   44
#define BPF_NETFILTER                    45
#define BPF_TCX_INGRESS                  46
#define BPF_TCX_EGRESS                   47
#define BPF_TRACE_UPROBE_MULTI           48
#define BPF_CGROUP_UNIX_CONNECT          49
#define BPF_CGROUP_UNIX_SENDMSG          50
#define BPF_CGROUP_UNIX_RECVMSG          51
#define BPF_CGROUP_UNIX_GETPEERNAME      52
#define BPF_CGROUP_UNIX_GETSOCKNAME      53
#define BPF_NETKIT_PRIMARY               54
#define BPF_NETKIT_PEER                  55
#define BPF_TRACE_KPROBE_SESSION         56
#define BPF_TRACE_UPROBE_SESSION         57
#define BPF_TRACE_FSESSION               58
#define BPF_TRACE_FENTRY_MULTI           59
#define BPF_TRACE_FEXIT_MULTI            60
#define BPF_TRACE_FSESSION_MULTI         61

/* bpf_link_info type (enum bpf_link_type) */
#define BPF_LINK_TYPE_UNSPEC             0
#define BPF_LINK_TYPE_RAW_TRACEPOINT     1
#define BPF_LINK_TYPE_TRACING            2
#define BPF_LINK_TYPE_CGROUP             3
#define BPF_LINK_TYPE_ITER               4
#define BPF_LINK_TYPE_NETNS              5
#define BPF_LINK_TYPE_XDP                6
#define BPF_LINK_TYPE_PERF_EVENT         7
#define BPF_LINK_TYPE_KPROBE_MULTI       8
#define BPF_LINK_TYPE_STRUCT_OPS         9
#define BPF_LINK_TYPE_NETFILTER          10
#define BPF_LINK_TYPE_TCX                11
#define BPF_LINK_TYPE_UPROBE_MULTI       12
#define BPF_LINK_TYPE_NETKIT             13
#define BPF_LINK_TYPE_SOCKMAP            14
#define BPF_LINK_TYPE_TRACING_MULTI      15

/* bpf_link_info perf_event type (enum bpf_perf_event_type) */
#define BPF_PERF_EVENT_UNSPEC            0
#define BPF_PERF_EVENT_UPROBE            1
#define BPF_PERF_EVENT_URETPROBE         2
#define BPF_PERF_EVENT_KPROBE            3
#define BPF_PERF_EVENT_KRETPROBE         4
#define BPF_PERF_EVENT_TRACEPOINT        5
#define BPF_PERF_EVENT_EVENT             6

/* BPF_PROG_ATTACH, BPF_LINK_CREATE attach_flags */
#define BPF_F_ALLOW_OVERRIDE             (1U << 0)
#define BPF_F_ALLOW_MULTI                (1U << 1)
#define BPF_F_REPLACE                    (1U << 2)
#define BPF_F_BEFORE                     (1U << 3)
#define BPF_F_AFTER                      (1U << 4)
#define BPF_F_ID                         (1U << 5)
#define BPF_F_PREORDER                   (1U << 6)

/* BPF_PROG_LOAD prog_flags */
#define BPF_F_STRICT_ALIGNMENT           (1U << 0)
#define BPF_F_ANY_ALIGNMENT              (1U << 1)
#define BPF_F_TEST_RND_HI32              (1U << 2)
#define BPF_F_TEST_STATE_FREQ            (1U << 3)
#define BPF_F_SLEEPABLE                  (1U << 4)
#define BPF_F_XDP_HAS_FRAGS              (1U << 5)
#define BPF_F_XDP_DEV_BOUND_ONLY         (1U << 6)
#define BPF_F_TEST_REG_INVARIANTS        (1U << 7)

/* link_create kprobe_multi flags */
#define BPF_F_KPROBE_MULTI_RETURN        (1 << 0)

/* link_create uprobe_multi flags */
#define BPF_F_UPROBE_MULTI_RETURN        (1 << 0)
#define BPF_F_UPROBE_MULTI_PATH_FD       (1 << 1)

/* link_create netfilter flags */
#define BPF_F_NETFILTER_IP_DEFRAG        (1U << 0)

/* src_reg of BPF_LD | BPF_IMM | BPF_DW: what the 64-bit immediate names */
#define BPF_PSEUDO_MAP_FD                1
#define BPF_PSEUDO_MAP_IDX               5
#define BPF_PSEUDO_MAP_VALUE             2
#define BPF_PSEUDO_MAP_IDX_VALUE         6
#define BPF_PSEUDO_BTF_ID                3
#define BPF_PSEUDO_FUNC                  4

/* src_reg of BPF_JMP | BPF_CALL: what imm calls (0: a helper, BPF_FUNC_*) */
#define BPF_PSEUDO_CALL                  1
#define BPF_PSEUDO_KFUNC_CALL            2

/* off of BPF_ALU64 | BPF_MOV | BPF_X: an address space cast (enum bpf_addr_space_cast) */
#define BPF_ADDR_SPACE_CAST              1

/* BPF_MAP_UPDATE_ELEM, BPF_MAP_LOOKUP_ELEM flags */
#define BPF_ANY                          0
#define BPF_NOEXIST                      1
#define BPF_EXIST                        2
#define BPF_F_LOCK                       4
#define BPF_F_CPU                        8
#define BPF_F_ALL_CPUS                   16

/* BPF_MAP_CREATE map_flags (and BPF_OBJ_GET, BPF_*_GET_FD_BY_ID open_flags:
   BPF_F_RDONLY, BPF_F_WRONLY) */
#define BPF_F_NO_PREALLOC                (1 << 0)
#define BPF_F_NO_COMMON_LRU              (1 << 1)
#define BPF_F_NUMA_NODE                  (1 << 2)
#define BPF_F_RDONLY                     (1 << 3)
#define BPF_F_WRONLY                     (1 << 4)
#define BPF_F_STACK_BUILD_ID             (1 << 5)
#define BPF_F_ZERO_SEED                  (1 << 6)
#define BPF_F_RDONLY_PROG                (1 << 7)
#define BPF_F_WRONLY_PROG                (1 << 8)
#define BPF_F_CLONE                      (1 << 9)
#define BPF_F_MMAPABLE                   (1 << 10)
#define BPF_F_PRESERVE_ELEMS             (1 << 11)
#define BPF_F_INNER_MAP                  (1 << 12)
#define BPF_F_LINK                       (1 << 13)
#define BPF_F_PATH_FD                    (1 << 14)
#define BPF_F_VTYPE_BTF_OBJ_FD           (1 << 15)
#define BPF_F_TOKEN_FD                   (1 << 16)
#define BPF_F_SEGV_ON_FAULT              (1 << 17)
#define BPF_F_NO_USER_CONV               (1 << 18)
#define BPF_F_RB_OVERWRITE               (1 << 19)

/* BPF_PROG_QUERY query_flags */
#define BPF_F_QUERY_EFFECTIVE            (1U << 0)

/* BPF_PROG_TEST_RUN flags */
#define BPF_F_TEST_RUN_ON_CPU            (1U << 0)
#define BPF_F_TEST_XDP_LIVE_FRAMES       (1U << 1)
#define BPF_F_TEST_SKB_CHECKSUM_COMPLETE (1U << 2)

/* BPF_ENABLE_STATS type (enum bpf_stats_type) */
#define BPF_STATS_RUN_TIME               0

/* struct linuxabi_bpf_stack_build_id status (enum bpf_stack_build_id_status) */
#define BPF_STACK_BUILD_ID_EMPTY         0
#define BPF_STACK_BUILD_ID_VALID         1
#define BPF_STACK_BUILD_ID_IP            2

/* sizes of names and hashes */
#define BPF_BUILD_ID_SIZE                20
#define BPF_OBJ_NAME_LEN                 16U

/* BPF_PROG_STREAM_READ_BY_FD stream_id */
#define BPF_STREAM_STDOUT                1
#define BPF_STREAM_STDERR                2

/* flags of the helpers a program calls: bpf_skb_store_bytes() */
#define BPF_F_RECOMPUTE_CSUM             (1 << 0)
#define BPF_F_INVALIDATE_HASH            (1 << 1)

/* bpf_l3_csum_replace(), bpf_l4_csum_replace(): the field size, and flags */
#define BPF_F_HDR_FIELD_MASK             0xf
#define BPF_F_PSEUDO_HDR                 (1 << 4)
#define BPF_F_MARK_MANGLED_0             (1 << 5)
#define BPF_F_MARK_ENFORCE               (1 << 6)
#define BPF_F_IPV6                       (1 << 7)

/* bpf_skb_get_tunnel_key(), bpf_skb_set_tunnel_key() */
#define BPF_F_TUNINFO_IPV6               (1 << 0)

/* bpf_get_stackid(), bpf_get_stack(): frames to skip, and flags */
#define BPF_F_SKIP_FIELD_MASK            0xff
#define BPF_F_USER_STACK                 (1 << 8)
#define BPF_F_FAST_STACK_CMP             (1 << 9)
#define BPF_F_REUSE_STACKID              (1 << 10)
#define BPF_F_USER_BUILD_ID              (1 << 11)

/* bpf_skb_set_tunnel_key() */
#define BPF_F_ZERO_CSUM_TX               (1 << 1)
#define BPF_F_DONT_FRAGMENT              (1 << 2)
#define BPF_F_SEQ_NUMBER                 (1 << 3)
#define BPF_F_NO_TUNNEL_KEY              (1 << 4)

/* bpf_skb_get_tunnel_key() */
#define BPF_F_TUNINFO_FLAGS              (1 << 4)

/* bpf_perf_event_output(), bpf_perf_event_read(): the index, or the
   current CPU, and the context length */
#if defined(__LP64__) || defined(_LP64)
#define BPF_F_INDEX_MASK                 0xffffffffUL
#else
#define BPF_F_INDEX_MASK                 0xffffffffULL
#endif
#if defined(__LP64__) || defined(_LP64)
#define BPF_F_CURRENT_CPU                0xffffffffUL
#else
#define BPF_F_CURRENT_CPU                0xffffffffULL
#endif
#if defined(__LP64__) || defined(_LP64)
#define BPF_F_CTXLEN_MASK                0xfffff00000000UL
#else
#define BPF_F_CTXLEN_MASK                0xfffff00000000ULL
#endif

/* bpf_sk_lookup_*(): the netns argument */
#define BPF_F_CURRENT_NETNS              (-1)

/* bpf_csum_level() */
#define BPF_CSUM_LEVEL_QUERY             0
#define BPF_CSUM_LEVEL_INC               1
#define BPF_CSUM_LEVEL_DEC               2
#define BPF_CSUM_LEVEL_RESET             3

/* bpf_skb_adjust_room() */
#define BPF_F_ADJ_ROOM_FIXED_GSO         (1 << 0)
#define BPF_F_ADJ_ROOM_ENCAP_L3_IPV4     (1 << 1)
#define BPF_F_ADJ_ROOM_ENCAP_L3_IPV6     (1 << 2)
#define BPF_F_ADJ_ROOM_ENCAP_L4_GRE      (1 << 3)
#define BPF_F_ADJ_ROOM_ENCAP_L4_UDP      (1 << 4)
#define BPF_F_ADJ_ROOM_NO_CSUM_RESET     (1 << 5)
#define BPF_F_ADJ_ROOM_ENCAP_L2_ETH      (1 << 6)
#define BPF_F_ADJ_ROOM_DECAP_L3_IPV4     (1 << 7)
#define BPF_F_ADJ_ROOM_DECAP_L3_IPV6     (1 << 8)

/* bpf_skb_adjust_room(): the inner L2 header length field */
#define BPF_ADJ_ROOM_ENCAP_L2_MASK       0xff
#define BPF_ADJ_ROOM_ENCAP_L2_SHIFT      56
/* the inner L2 header length LEN as its field of the flags */
#define LINUXABI_BPF_F_ADJ_ROOM_ENCAP_L2(len) \
	(((uint64_t)(len) & BPF_ADJ_ROOM_ENCAP_L2_MASK) << BPF_ADJ_ROOM_ENCAP_L2_SHIFT)

/* bpf_sysctl_get_name() */
#define BPF_F_SYSCTL_BASE_NAME           (1 << 0)

/* bpf_sk_storage_get() and the other local storage helpers */
#define BPF_LOCAL_STORAGE_GET_F_CREATE   (1 << 0)
#define BPF_SK_STORAGE_GET_F_CREATE      1

/* bpf_read_branch_records() */
#define BPF_F_GET_BRANCH_RECORDS_SIZE    (1 << 0)

/* bpf_ringbuf_output(), _submit(), _discard() */
#define BPF_RB_NO_WAKEUP                 (1 << 0)
#define BPF_RB_FORCE_WAKEUP              (1 << 1)

/* bpf_ringbuf_query() */
#define BPF_RB_AVAIL_DATA                0
#define BPF_RB_RING_SIZE                 1
#define BPF_RB_CONS_POS                  2
#define BPF_RB_PROD_POS                  3
#define BPF_RB_OVERWRITE_POS             4

/* BPF_MAP_TYPE_RINGBUF: a record's 8-byte header (its length word's top bits) */
#define BPF_RINGBUF_BUSY_BIT             (1U << 31)
#define BPF_RINGBUF_DISCARD_BIT          (1 << 30)
#define BPF_RINGBUF_HDR_SZ               8

/* bpf_sk_assign() in a BPF_PROG_TYPE_SK_LOOKUP program */
#define BPF_SK_LOOKUP_F_REPLACE          (1 << 0)
#define BPF_SK_LOOKUP_F_NO_REUSEPORT     (1 << 1)

/* bpf_skb_adjust_room() mode (enum bpf_adj_room_mode) */
#define BPF_ADJ_ROOM_NET                 0
#define BPF_ADJ_ROOM_MAC                 1

/* bpf_skb_load_bytes_relative() start (enum bpf_hdr_start_off) */
#define BPF_HDR_START_MAC                0
#define BPF_HDR_START_NET                1

/* bpf_lwt_push_encap() type (enum bpf_lwt_encap_mode) */
#define BPF_LWT_ENCAP_SEG6               0
#define BPF_LWT_ENCAP_SEG6_INLINE        1
#define BPF_LWT_ENCAP_IP                 2

/* bpf_bprm_opts_set() */
#define BPF_F_BPRM_SECUREEXEC            (1 << 0)

/* bpf_redirect(), bpf_redirect_map(), bpf_clone_redirect() */
#define BPF_F_INGRESS                    (1 << 0)
#define BPF_F_BROADCAST                  (1 << 3)
#define BPF_F_EXCLUDE_INGRESS            (1 << 4)

/* bpf_skb_set_tstamp(): __sk_buff tstamp_type */
#define BPF_SKB_TSTAMP_UNSPEC            0
#define BPF_SKB_TSTAMP_DELIVERY_MONO     1
#define BPF_SKB_CLOCK_REALTIME           0
#define BPF_SKB_CLOCK_MONOTONIC          1
#define BPF_SKB_CLOCK_TAI                2

/* return codes of BPF_PROG_TYPE_LWT_* and FLOW_DISSECTOR programs (enum bpf_ret_code) */
#define BPF_OK                           0
#define BPF_DROP                         2
#define BPF_REDIRECT                     7
#define BPF_LWT_REROUTE                  128
#define BPF_FLOW_DISSECTOR_CONTINUE      129

/* return codes of tcx programs (enum tcx_action_base) */
#define TCX_NEXT                         (-1)
#define TCX_PASS                         0
#define TCX_DROP                         2
#define TCX_REDIRECT                     7

/* XDP */
#define XDP_PACKET_HEADROOM              256

/* return codes of XDP programs (enum xdp_action) */
#define XDP_ABORTED                      0
#define XDP_DROP                         1
#define XDP_PASS                         2
#define XDP_TX                           3
#define XDP_REDIRECT                     4

/* return codes of socket programs (enum sk_action) */
#define SK_DROP                          0
#define SK_PASS                          1

/* bpf_prog_info tag */
#define BPF_TAG_SIZE                     8

/* bpf_sock_ops_cb_flags_set(): which callbacks a sock_ops program gets */
#define BPF_SOCK_OPS_RTO_CB_FLAG         (1 << 0)
#define BPF_SOCK_OPS_RETRANS_CB_FLAG     (1 << 1)
#define BPF_SOCK_OPS_STATE_CB_FLAG       (1 << 2)
#define BPF_SOCK_OPS_RTT_CB_FLAG         (1 << 3)
#define BPF_SOCK_OPS_PARSE_ALL_HDR_OPT_CB_FLAG (1 << 4)
#define BPF_SOCK_OPS_PARSE_UNKNOWN_HDR_OPT_CB_FLAG (1 << 5)
#define BPF_SOCK_OPS_WRITE_HDR_OPT_CB_FLAG (1 << 6)

/* bpf_setsockopt() SK_BPF_CB_FLAGS */
#define SK_BPF_CB_TX_TIMESTAMPING        (1 << 0)

/* the op of a sock_ops program's context */
#define BPF_SOCK_OPS_VOID                0
#define BPF_SOCK_OPS_TIMEOUT_INIT        1
#define BPF_SOCK_OPS_RWND_INIT           2
#define BPF_SOCK_OPS_TCP_CONNECT_CB      3
#define BPF_SOCK_OPS_ACTIVE_ESTABLISHED_CB 4
#define BPF_SOCK_OPS_PASSIVE_ESTABLISHED_CB 5
#define BPF_SOCK_OPS_NEEDS_ECN           6
#define BPF_SOCK_OPS_BASE_RTT            7
#define BPF_SOCK_OPS_RTO_CB              8
#define BPF_SOCK_OPS_RETRANS_CB          9
#define BPF_SOCK_OPS_STATE_CB            10
#define BPF_SOCK_OPS_TCP_LISTEN_CB       11
#define BPF_SOCK_OPS_RTT_CB              12
#define BPF_SOCK_OPS_PARSE_HDR_OPT_CB    13
#define BPF_SOCK_OPS_HDR_OPT_LEN_CB      14
#define BPF_SOCK_OPS_WRITE_HDR_OPT_CB    15
#define BPF_SOCK_OPS_TSTAMP_SCHED_CB     16
#define BPF_SOCK_OPS_TSTAMP_SND_SW_CB    17
#define BPF_SOCK_OPS_TSTAMP_SND_HW_CB    18
#define BPF_SOCK_OPS_TSTAMP_ACK_CB       19
#define BPF_SOCK_OPS_TSTAMP_SENDMSG_CB   20

/* TCP states as a sock_ops program sees them */
#define BPF_TCP_ESTABLISHED              1
#define BPF_TCP_SYN_SENT                 2
#define BPF_TCP_SYN_RECV                 3
#define BPF_TCP_FIN_WAIT1                4
#define BPF_TCP_FIN_WAIT2                5
#define BPF_TCP_TIME_WAIT                6
#define BPF_TCP_CLOSE                    7
#define BPF_TCP_CLOSE_WAIT               8
#define BPF_TCP_LAST_ACK                 9
#define BPF_TCP_LISTEN                   10
#define BPF_TCP_CLOSING                  11
#define BPF_TCP_NEW_SYN_RECV             12
#define BPF_TCP_BOUND_INACTIVE           13

/* bpf_setsockopt(), bpf_getsockopt() options of level SOL_TCP (and SK_BPF_*) */
#define TCP_BPF_IW                       1001
#define TCP_BPF_SNDCWND_CLAMP            1002
#define TCP_BPF_DELACK_MAX               1003
#define TCP_BPF_RTO_MIN                  1004
#define TCP_BPF_SYN                      1005
#define TCP_BPF_SYN_IP                   1006
#define TCP_BPF_SYN_MAC                  1007
#define TCP_BPF_SOCK_OPS_CB_FLAGS        1008
#define SK_BPF_CB_FLAGS                  1009
#define SK_BPF_BYPASS_PROT_MEM           1010

/* bpf_load_hdr_opt() */
#define BPF_LOAD_HDR_OPT_TCP_SYN         (1 << 0)

/* sock_ops args[0] of BPF_SOCK_OPS_HDR_OPT_LEN_CB, _WRITE_HDR_OPT_CB */
#define BPF_WRITE_HDR_TCP_CURRENT_MSS    1
#define BPF_WRITE_HDR_TCP_SYNACK_COOKIE  2

/* BPF_PROG_TYPE_CGROUP_DEVICE: access_type, the access (<< 16) and device type */
#define BPF_DEVCG_ACC_MKNOD              (1 << 0)
#define BPF_DEVCG_ACC_READ               (1 << 1)
#define BPF_DEVCG_ACC_WRITE              (1 << 2)
#define BPF_DEVCG_DEV_BLOCK              (1 << 0)
#define BPF_DEVCG_DEV_CHAR               (1 << 1)

/* bpf_fib_lookup() flags */
#define BPF_FIB_LOOKUP_DIRECT            (1 << 0)
#define BPF_FIB_LOOKUP_OUTPUT            (1 << 1)
#define BPF_FIB_LOOKUP_SKIP_NEIGH        (1 << 2)
#define BPF_FIB_LOOKUP_TBID              (1 << 3)
#define BPF_FIB_LOOKUP_SRC               (1 << 4)
#define BPF_FIB_LOOKUP_MARK              (1 << 5)

/* bpf_fib_lookup() results */
#define BPF_FIB_LKUP_RET_SUCCESS         0
#define BPF_FIB_LKUP_RET_BLACKHOLE       1
#define BPF_FIB_LKUP_RET_UNREACHABLE     2
#define BPF_FIB_LKUP_RET_PROHIBIT        3
#define BPF_FIB_LKUP_RET_NOT_FWDED       4
#define BPF_FIB_LKUP_RET_FWD_DISABLED    5
#define BPF_FIB_LKUP_RET_UNSUPP_LWT      6
#define BPF_FIB_LKUP_RET_NO_NEIGH        7
#define BPF_FIB_LKUP_RET_FRAG_NEEDED     8
#define BPF_FIB_LKUP_RET_NO_SRC_ADDR     9

/* bpf_check_mtu() flags (enum bpf_check_mtu_flags) */
#define BPF_MTU_CHK_SEGS                 (1 << 0)

/* bpf_check_mtu() results (enum bpf_check_mtu_ret) */
#define BPF_MTU_CHK_RET_SUCCESS          0
#define BPF_MTU_CHK_RET_FRAG_NEEDED      1
#define BPF_MTU_CHK_RET_SEGS_TOOBIG      2

/* BPF_TASK_FD_QUERY fd_type (enum bpf_task_fd_type) */
#define BPF_FD_TYPE_RAW_TRACEPOINT       0
#define BPF_FD_TYPE_TRACEPOINT           1
#define BPF_FD_TYPE_KPROBE               2
#define BPF_FD_TYPE_KRETPROBE            3
#define BPF_FD_TYPE_UPROBE               4
#define BPF_FD_TYPE_URETPROBE            5

/* BPF_PROG_TYPE_FLOW_DISSECTOR: flow keys flags */
#define BPF_FLOW_DISSECTOR_F_PARSE_1ST_FRAG (1 << 0)
#define BPF_FLOW_DISSECTOR_F_STOP_AT_FLOW_LABEL (1 << 1)
#define BPF_FLOW_DISSECTOR_F_STOP_AT_ENCAP (1 << 2)

/* bpf_snprintf_btf(), bpf_seq_printf_btf() flags */
#define BTF_F_COMPACT                    (1 << 0)
#define BTF_F_NONAME                     (1 << 1)
#define BTF_F_PTR_RAW                    (1 << 2)
#define BTF_F_ZERO                       (1 << 3)

/* struct linuxabi_bpf_core_relo kind (enum bpf_core_relo_kind) */
#define BPF_CORE_FIELD_BYTE_OFFSET       0
#define BPF_CORE_FIELD_BYTE_SIZE         1
#define BPF_CORE_FIELD_EXISTS            2
#define BPF_CORE_FIELD_SIGNED            3
#define BPF_CORE_FIELD_LSHIFT_U64        4
#define BPF_CORE_FIELD_RSHIFT_U64        5
#define BPF_CORE_TYPE_ID_LOCAL           6
#define BPF_CORE_TYPE_ID_TARGET          7
#define BPF_CORE_TYPE_EXISTS             8
#define BPF_CORE_TYPE_SIZE               9
#define BPF_CORE_ENUMVAL_EXISTS          10
#define BPF_CORE_ENUMVAL_VALUE           11
#define BPF_CORE_TYPE_MATCHES            12

/* bpf_timer_start() */
#define BPF_F_TIMER_ABS                  (1 << 0)
#define BPF_F_TIMER_CPU_PIN              (1 << 1)

/* kfunc flags (enum bpf_kfunc_flags) */
#define BPF_F_PAD_ZEROS                  (1 << 0)

/* helper functions: imm of BPF_JMP | BPF_CALL with src_reg 0 (enum bpf_func_id) */
#define BPF_FUNC_unspec                          0
#define BPF_FUNC_map_lookup_elem                 1
#define BPF_FUNC_map_update_elem                 2
#define BPF_FUNC_map_delete_elem                 3
#define BPF_FUNC_probe_read                      4
#define BPF_FUNC_ktime_get_ns                    5
#define BPF_FUNC_trace_printk                    6
#define BPF_FUNC_get_prandom_u32                 7
#define BPF_FUNC_get_smp_processor_id            8
#define BPF_FUNC_skb_store_bytes                 9
#define BPF_FUNC_l3_csum_replace                 10
#define BPF_FUNC_l4_csum_replace                 11
#define BPF_FUNC_tail_call                       12
#define BPF_FUNC_clone_redirect                  13
#define BPF_FUNC_get_current_pid_tgid            14
#define BPF_FUNC_get_current_uid_gid             15
#define BPF_FUNC_get_current_comm                16
#define BPF_FUNC_get_cgroup_classid              17
#define BPF_FUNC_skb_vlan_push                   18
#define BPF_FUNC_skb_vlan_pop                    19
#define BPF_FUNC_skb_get_tunnel_key              20
#define BPF_FUNC_skb_set_tunnel_key              21
#define BPF_FUNC_perf_event_read                 22
#define BPF_FUNC_redirect                        23
#define BPF_FUNC_get_route_realm                 24
#define BPF_FUNC_perf_event_output               25
#define BPF_FUNC_skb_load_bytes                  26
#define BPF_FUNC_get_stackid                     27
#define BPF_FUNC_csum_diff                       28
#define BPF_FUNC_skb_get_tunnel_opt              29
#define BPF_FUNC_skb_set_tunnel_opt              30
#define BPF_FUNC_skb_change_proto                31
#define BPF_FUNC_skb_change_type                 32
#define BPF_FUNC_skb_under_cgroup                33
#define BPF_FUNC_get_hash_recalc                 34
#define BPF_FUNC_get_current_task                35
#define BPF_FUNC_probe_write_user                36
#define BPF_FUNC_current_task_under_cgroup       37
#define BPF_FUNC_skb_change_tail                 38
#define BPF_FUNC_skb_pull_data                   39
#define BPF_FUNC_csum_update                     40
#define BPF_FUNC_set_hash_invalid                41
#define BPF_FUNC_get_numa_node_id                42
#define BPF_FUNC_skb_change_head                 43
#define BPF_FUNC_xdp_adjust_head                 44
#define BPF_FUNC_probe_read_str                  45
#define BPF_FUNC_get_socket_cookie               46
#define BPF_FUNC_get_socket_uid                  47
#define BPF_FUNC_set_hash                        48
#define BPF_FUNC_setsockopt                      49
#define BPF_FUNC_skb_adjust_room                 50
#define BPF_FUNC_redirect_map                    51
#define BPF_FUNC_sk_redirect_map                 52
#define BPF_FUNC_sock_map_update                 53
#define BPF_FUNC_xdp_adjust_meta                 54
#define BPF_FUNC_perf_event_read_value           55
#define BPF_FUNC_perf_prog_read_value            56
#define BPF_FUNC_getsockopt                      57
#define BPF_FUNC_override_return                 58
#define BPF_FUNC_sock_ops_cb_flags_set           59
#define BPF_FUNC_msg_redirect_map                60
#define BPF_FUNC_msg_apply_bytes                 61
#define BPF_FUNC_msg_cork_bytes                  62
#define BPF_FUNC_msg_pull_data                   63
#define BPF_FUNC_bind                            64
#define BPF_FUNC_xdp_adjust_tail                 65
#define BPF_FUNC_skb_get_xfrm_state              66
#define BPF_FUNC_get_stack                       67
#define BPF_FUNC_skb_load_bytes_relative         68
#define BPF_FUNC_fib_lookup                      69
#define BPF_FUNC_sock_hash_update                70
#define BPF_FUNC_msg_redirect_hash               71
#define BPF_FUNC_sk_redirect_hash                72
#define BPF_FUNC_lwt_push_encap                  73
#define BPF_FUNC_lwt_seg6_store_bytes            74
#define BPF_FUNC_lwt_seg6_adjust_srh             75
#define BPF_FUNC_lwt_seg6_action                 76
#define BPF_FUNC_rc_repeat                       77
#define BPF_FUNC_rc_keydown                      78
#define BPF_FUNC_skb_cgroup_id                   79
#define BPF_FUNC_get_current_cgroup_id           80
#define BPF_FUNC_get_local_storage               81
#define BPF_FUNC_sk_select_reuseport             82
#define BPF_FUNC_skb_ancestor_cgroup_id          83
#define BPF_FUNC_sk_lookup_tcp                   84
#define BPF_FUNC_sk_lookup_udp                   85
#define BPF_FUNC_sk_release                      86
#define BPF_FUNC_map_push_elem                   87
#define BPF_FUNC_map_pop_elem                    88
#define BPF_FUNC_map_peek_elem                   89
#define BPF_FUNC_msg_push_data                   90
#define BPF_FUNC_msg_pop_data                    91
#define BPF_FUNC_rc_pointer_rel                  92
#define BPF_FUNC_spin_lock                       93
#define BPF_FUNC_spin_unlock                     94
#define BPF_FUNC_sk_fullsock                     95
#define BPF_FUNC_tcp_sock                        96
#define BPF_FUNC_skb_ecn_set_ce                  97
#define BPF_FUNC_get_listener_sock               98
#define BPF_FUNC_skc_lookup_tcp                  99
#define BPF_FUNC_tcp_check_syncookie             100
#define BPF_FUNC_sysctl_get_name                 101
#define BPF_FUNC_sysctl_get_current_value        102
#define BPF_FUNC_sysctl_get_new_value            103
#define BPF_FUNC_sysctl_set_new_value            104
#define BPF_FUNC_strtol                          105
#define BPF_FUNC_strtoul                         106
#define BPF_FUNC_sk_storage_get                  107
#define BPF_FUNC_sk_storage_delete               108
#define BPF_FUNC_send_signal                     109
#define BPF_FUNC_tcp_gen_syncookie               110
#define BPF_FUNC_skb_output                      111
#define BPF_FUNC_probe_read_user                 112
#define BPF_FUNC_probe_read_kernel               113
#define BPF_FUNC_probe_read_user_str             114
#define BPF_FUNC_probe_read_kernel_str           115
#define BPF_FUNC_tcp_send_ack                    116
#define BPF_FUNC_send_signal_thread              117
#define BPF_FUNC_jiffies64                       118
#define BPF_FUNC_read_branch_records             119
#define BPF_FUNC_get_ns_current_pid_tgid         120
#define BPF_FUNC_xdp_output                      121
#define BPF_FUNC_get_netns_cookie                122
#define BPF_FUNC_get_current_ancestor_cgroup_id  123
#define BPF_FUNC_sk_assign                       124
#define BPF_FUNC_ktime_get_boot_ns               125
#define BPF_FUNC_seq_printf                      126
#define BPF_FUNC_seq_write                       127
#define BPF_FUNC_sk_cgroup_id                    128
#define BPF_FUNC_sk_ancestor_cgroup_id           129
#define BPF_FUNC_ringbuf_output                  130
#define BPF_FUNC_ringbuf_reserve                 131
#define BPF_FUNC_ringbuf_submit                  132
#define BPF_FUNC_ringbuf_discard                 133
#define BPF_FUNC_ringbuf_query                   134
#define BPF_FUNC_csum_level                      135
#define BPF_FUNC_skc_to_tcp6_sock                136
#define BPF_FUNC_skc_to_tcp_sock                 137
#define BPF_FUNC_skc_to_tcp_timewait_sock        138
#define BPF_FUNC_skc_to_tcp_request_sock         139
#define BPF_FUNC_skc_to_udp6_sock                140
#define BPF_FUNC_get_task_stack                  141
#define BPF_FUNC_load_hdr_opt                    142
#define BPF_FUNC_store_hdr_opt                   143
#define BPF_FUNC_reserve_hdr_opt                 144
#define BPF_FUNC_inode_storage_get               145
#define BPF_FUNC_inode_storage_delete            146
#define BPF_FUNC_d_path                          147
#define BPF_FUNC_copy_from_user                  148
#define BPF_FUNC_snprintf_btf                    149
#define BPF_FUNC_seq_printf_btf                  150
#define BPF_FUNC_skb_cgroup_classid              151
#define BPF_FUNC_redirect_neigh                  152
#define BPF_FUNC_per_cpu_ptr                     153
#define BPF_FUNC_this_cpu_ptr                    154
#define BPF_FUNC_redirect_peer                   155
#define BPF_FUNC_task_storage_get                156
#define BPF_FUNC_task_storage_delete             157
#define BPF_FUNC_get_current_task_btf            158
#define BPF_FUNC_bprm_opts_set                   159
#define BPF_FUNC_ktime_get_coarse_ns             160
#define BPF_FUNC_ima_inode_hash                  161
#define BPF_FUNC_sock_from_file                  162
#define BPF_FUNC_check_mtu                       163
#define BPF_FUNC_for_each_map_elem               164
#define BPF_FUNC_snprintf                        165
#define BPF_FUNC_sys_bpf                         166
#define BPF_FUNC_btf_find_by_name_kind           167
#define BPF_FUNC_sys_close                       168
#define BPF_FUNC_timer_init                      169
#define BPF_FUNC_timer_set_callback              170
#define BPF_FUNC_timer_start                     171
#define BPF_FUNC_timer_cancel                    172
#define BPF_FUNC_get_func_ip                     173
#define BPF_FUNC_get_attach_cookie               174
#define BPF_FUNC_task_pt_regs                    175
#define BPF_FUNC_get_branch_snapshot             176
#define BPF_FUNC_trace_vprintk                   177
#define BPF_FUNC_skc_to_unix_sock                178
#define BPF_FUNC_kallsyms_lookup_name            179
#define BPF_FUNC_find_vma                        180
#define BPF_FUNC_loop                            181
#define BPF_FUNC_strncmp                         182
#define BPF_FUNC_get_func_arg                    183
#define BPF_FUNC_get_func_ret                    184
#define BPF_FUNC_get_func_arg_cnt                185
#define BPF_FUNC_get_retval                      186
#define BPF_FUNC_set_retval                      187
#define BPF_FUNC_xdp_get_buff_len                188
#define BPF_FUNC_xdp_load_bytes                  189
#define BPF_FUNC_xdp_store_bytes                 190
#define BPF_FUNC_copy_from_user_task             191
#define BPF_FUNC_skb_set_tstamp                  192
#define BPF_FUNC_ima_file_hash                   193
#define BPF_FUNC_kptr_xchg                       194
#define BPF_FUNC_map_lookup_percpu_elem          195
#define BPF_FUNC_skc_to_mptcp_sock               196
#define BPF_FUNC_dynptr_from_mem                 197
#define BPF_FUNC_ringbuf_reserve_dynptr          198
#define BPF_FUNC_ringbuf_submit_dynptr           199
#define BPF_FUNC_ringbuf_discard_dynptr          200
#define BPF_FUNC_dynptr_read                     201
#define BPF_FUNC_dynptr_write                    202
#define BPF_FUNC_dynptr_data                     203
#define BPF_FUNC_tcp_raw_gen_syncookie_ipv4      204
#define BPF_FUNC_tcp_raw_gen_syncookie_ipv6      205
#define BPF_FUNC_tcp_raw_check_syncookie_ipv4    206
#define BPF_FUNC_tcp_raw_check_syncookie_ipv6    207
#define BPF_FUNC_ktime_get_tai_ns                208
#define BPF_FUNC_user_ringbuf_drain              209
#define BPF_FUNC_cgrp_storage_get                210
#define BPF_FUNC_cgrp_storage_delete             211

/* one instruction: 8 bytes (BPF_LD | BPF_IMM | BPF_DW takes two, the
   second with code 0 holding the immediate's upper half in imm) */
struct linuxabi_bpf_insn {
	uint8_t  code;          /* class | fields */
	uint8_t  regs;          /* dst_reg and src_reg, 4 bits each: below */
	int16_t  off;           /* offset */
	int32_t  imm;           /* immediate */
};

/* regs: the kernel's bitfields dst_reg:4 and src_reg:4, filled from the
   low bits of the byte on little-endian ABIs, from the high ones on
   big-endian ones */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_BPF_INSN_DST_SHIFT      4
#define LINUXABI_BPF_INSN_SRC_SHIFT      0
#else
#define LINUXABI_BPF_INSN_DST_SHIFT      0
#define LINUXABI_BPF_INSN_SRC_SHIFT      4
#endif
/* regs of dst and src registers BPF_REG_* */
#define LINUXABI_BPF_INSN_REGS(dst, src) \
	((((dst) & 0xf) << LINUXABI_BPF_INSN_DST_SHIFT) | \
	 (((src) & 0xf) << LINUXABI_BPF_INSN_SRC_SHIFT))

/* BPF_MAP_TYPE_LPM_TRIE key: the prefix length in bits, then the data */
struct linuxabi_bpf_lpm_trie_key_hdr {
	uint32_t prefixlen;
};

/* the same, the older name (the fixed part: the data follows) */
struct linuxabi_bpf_lpm_trie_key {
	uint32_t prefixlen;
};

/* BPF_MAP_TYPE_CGROUP_STORAGE key */
struct linuxabi_bpf_cgroup_storage_key {
	uint64_t cgroup_inode_id;
	uint32_t attach_type;           /* BPF_CGROUP_* */
};                                      /* 12 bytes where uint64_t is 4-aligned, 16 elsewhere */

/* link_create iter_info of an iterator (BPF_TRACE_ITER) */
struct linuxabi_bpf_iter_link_info_map {
	uint32_t map_fd;
};
struct linuxabi_bpf_iter_link_info_cgroup {
	uint32_t order;                 /* BPF_CGROUP_ITER_* */
	uint32_t cgroup_fd;
	uint64_t cgroup_id;
};
struct linuxabi_bpf_iter_link_info_task {
	uint32_t tid;
	uint32_t pid;
	uint32_t pid_fd;
};
union linuxabi_bpf_iter_link_info {
	struct linuxabi_bpf_iter_link_info_map map;
	struct linuxabi_bpf_iter_link_info_cgroup cgroup;
	struct linuxabi_bpf_iter_link_info_task task;
};

/* BPF_MAP_TYPE_STACK_TRACE value with BPF_F_STACK_BUILD_ID: one frame */
struct linuxabi_bpf_stack_build_id {
	int32_t  status;                /* BPF_STACK_BUILD_ID_* */
	unsigned char build_id[BPF_BUILD_ID_SIZE];
	uint64_t offset;                /* or ip, when status is BPF_STACK_BUILD_ID_IP */
};

/* the log of a command (BPF_COMMON_ATTRS) */
struct linuxabi_bpf_common_attr {
	uint64_t log_buf;               /* a user pointer */
	uint32_t log_size;
	uint32_t log_level;
	uint32_t log_true_size;
	uint32_t __pad;
};

/* union linuxabi_bpf_attr: bpf(2)'s argument, one struct per command.
   Pointers to user memory are uint64_t. */

/* BPF_MAP_CREATE */
struct linuxabi_bpf_attr_map_create {
	uint32_t map_type;              /* BPF_MAP_TYPE_* */
	uint32_t key_size;
	uint32_t value_size;
	uint32_t max_entries;
	uint32_t map_flags;             /* BPF_F_NO_PREALLOC .. */
	uint32_t inner_map_fd;
	uint32_t numa_node;             /* with BPF_F_NUMA_NODE */
	char     map_name[BPF_OBJ_NAME_LEN];
	uint32_t map_ifindex;
	uint32_t btf_fd;
	uint32_t btf_key_type_id;
	uint32_t btf_value_type_id;
	uint32_t btf_vmlinux_value_type_id;
	uint64_t map_extra;
	int32_t  value_type_btf_obj_fd;
	int32_t  map_token_fd;
	uint64_t excl_prog_hash;
	uint32_t excl_prog_hash_size;
	uint32_t __pad;
};

/* BPF_MAP_LOOKUP_ELEM, _UPDATE_ELEM, _DELETE_ELEM, _GET_NEXT_KEY,
   _LOOKUP_AND_DELETE_ELEM, BPF_MAP_FREEZE */
struct linuxabi_bpf_attr_elem {
	uint32_t map_fd;
	uint32_t __pad;
	uint64_t key;
	uint64_t value;                 /* or next_key (BPF_MAP_GET_NEXT_KEY) */
	uint64_t flags;                 /* BPF_ANY .. */
};

/* BPF_MAP_*_BATCH */
struct linuxabi_bpf_attr_batch {
	uint64_t in_batch;
	uint64_t out_batch;
	uint64_t keys;
	uint64_t values;
	uint32_t count;
	uint32_t map_fd;
	uint64_t elem_flags;
	uint64_t flags;
};

/* BPF_PROG_LOAD */
struct linuxabi_bpf_attr_prog_load {
	uint32_t prog_type;             /* BPF_PROG_TYPE_* */
	uint32_t insn_cnt;
	uint64_t insns;                 /* struct linuxabi_bpf_insn [insn_cnt] */
	uint64_t license;               /* a string */
	uint32_t log_level;
	uint32_t log_size;
	uint64_t log_buf;
	uint32_t kern_version;
	uint32_t prog_flags;            /* BPF_F_STRICT_ALIGNMENT .. */
	char     prog_name[BPF_OBJ_NAME_LEN];
	uint32_t prog_ifindex;
	uint32_t expected_attach_type;  /* BPF_CGROUP_INET_INGRESS .. */
	uint32_t prog_btf_fd;
	uint32_t func_info_rec_size;
	uint64_t func_info;
	uint32_t func_info_cnt;
	uint32_t line_info_rec_size;
	uint64_t line_info;
	uint32_t line_info_cnt;
	uint32_t attach_btf_id;
	uint32_t attach_prog_fd;        /* or attach_btf_obj_fd */
	uint32_t core_relo_cnt;
	uint64_t fd_array;
	uint64_t core_relos;
	uint32_t core_relo_rec_size;
	uint32_t log_true_size;
	int32_t  prog_token_fd;
	uint32_t fd_array_cnt;
	uint64_t signature;
	uint32_t signature_size;
	int32_t  keyring_id;
};

/* BPF_OBJ_PIN, BPF_OBJ_GET */
struct linuxabi_bpf_attr_obj {
	uint64_t pathname;
	uint32_t bpf_fd;
	uint32_t file_flags;
	int32_t  path_fd;               /* with BPF_F_PATH_FD */
	uint32_t __pad;
};

/* BPF_PROG_ATTACH, BPF_PROG_DETACH */
struct linuxabi_bpf_attr_attach {
	uint32_t target_fd;             /* or target_ifindex */
	uint32_t attach_bpf_fd;
	uint32_t attach_type;
	uint32_t attach_flags;          /* BPF_F_ALLOW_OVERRIDE .. */
	uint32_t replace_bpf_fd;
	uint32_t relative_fd;           /* or relative_id */
	uint64_t expected_revision;
};

/* BPF_PROG_TEST_RUN (BPF_PROG_RUN) */
struct linuxabi_bpf_attr_test {
	uint32_t prog_fd;
	uint32_t retval;
	uint32_t data_size_in;
	uint32_t data_size_out;
	uint64_t data_in;
	uint64_t data_out;
	uint32_t repeat;
	uint32_t duration;
	uint32_t ctx_size_in;
	uint32_t ctx_size_out;
	uint64_t ctx_in;
	uint64_t ctx_out;
	uint32_t flags;                 /* BPF_F_TEST_RUN_ON_CPU .. */
	uint32_t cpu;
	uint32_t batch_size;
	uint32_t __pad;
};

/* BPF_*_GET_NEXT_ID, BPF_*_GET_FD_BY_ID */
struct linuxabi_bpf_attr_getid {
	uint32_t start_id;              /* or prog_id, map_id, btf_id, link_id */
	uint32_t next_id;
	uint32_t open_flags;
	int32_t  fd_by_id_token_fd;
};

/* BPF_OBJ_GET_INFO_BY_FD */
struct linuxabi_bpf_attr_info {
	uint32_t bpf_fd;
	uint32_t info_len;
	uint64_t info;                  /* struct linuxabi_bpf_{prog,map,btf,link}_info */
};

/* BPF_PROG_QUERY */
struct linuxabi_bpf_attr_query {
	uint32_t target_fd;             /* or target_ifindex */
	uint32_t attach_type;
	uint32_t query_flags;           /* BPF_F_QUERY_EFFECTIVE */
	uint32_t attach_flags;
	uint64_t prog_ids;
	uint32_t prog_cnt;              /* or count */
	uint32_t __pad;
	uint64_t prog_attach_flags;
	uint64_t link_ids;
	uint64_t link_attach_flags;
	uint64_t revision;
};

/* BPF_RAW_TRACEPOINT_OPEN */
struct linuxabi_bpf_attr_raw_tracepoint {
	uint64_t name;
	uint32_t prog_fd;
	uint32_t __pad;
	uint64_t cookie;
};

/* BPF_BTF_LOAD */
struct linuxabi_bpf_attr_btf_load {
	uint64_t btf;
	uint64_t btf_log_buf;
	uint32_t btf_size;
	uint32_t btf_log_size;
	uint32_t btf_log_level;
	uint32_t btf_log_true_size;
	uint32_t btf_flags;
	int32_t  btf_token_fd;
};

/* BPF_TASK_FD_QUERY */
struct linuxabi_bpf_attr_task_fd_query {
	uint32_t pid;
	uint32_t fd;
	uint32_t flags;
	uint32_t buf_len;
	uint64_t buf;
	uint32_t prog_id;
	uint32_t fd_type;               /* BPF_FD_TYPE_* */
	uint64_t probe_offset;
	uint64_t probe_addr;
};

/* BPF_LINK_CREATE: what follows the fixed part, by attach type */
struct linuxabi_bpf_link_create_iter {
	uint64_t iter_info;             /* union linuxabi_bpf_iter_link_info */
	uint32_t iter_info_len;
	uint32_t __pad;
};
struct linuxabi_bpf_link_create_perf_event {
	uint64_t bpf_cookie;
};
struct linuxabi_bpf_link_create_kprobe_multi {
	uint32_t flags;                 /* BPF_F_KPROBE_MULTI_RETURN */
	uint32_t cnt;
	uint64_t syms;
	uint64_t addrs;
	uint64_t cookies;
};
struct linuxabi_bpf_link_create_tracing {
	uint32_t target_btf_id;
	uint64_t cookie;                /* at 8, or 4 where uint64_t is 4-aligned (as the kernel's) */
};
struct linuxabi_bpf_link_create_netfilter {
	uint32_t pf;
	uint32_t hooknum;
	int32_t  priority;
	uint32_t flags;                 /* BPF_F_NETFILTER_IP_DEFRAG */
};
/* tcx, netkit, cgroup: where the link goes among the others */
struct linuxabi_bpf_link_create_relative {
	uint32_t relative_fd;           /* or relative_id */
	uint64_t expected_revision;     /* at 8, or 4 where uint64_t is 4-aligned (as the kernel's) */
};
struct linuxabi_bpf_link_create_uprobe_multi {
	uint64_t path;
	uint64_t offsets;
	uint64_t ref_ctr_offsets;
	uint64_t cookies;
	uint32_t cnt;
	uint32_t flags;                 /* BPF_F_UPROBE_MULTI_* */
	uint32_t pid;
	uint32_t path_fd;
};
struct linuxabi_bpf_link_create_tracing_multi {
	uint64_t ids;
	uint64_t cookies;
	uint32_t cnt;
	uint32_t __pad;
};
union linuxabi_bpf_link_create_u {
	uint32_t target_btf_id;
	struct linuxabi_bpf_link_create_iter iter;
	struct linuxabi_bpf_link_create_perf_event perf_event;
	struct linuxabi_bpf_link_create_kprobe_multi kprobe_multi;
	struct linuxabi_bpf_link_create_tracing tracing;
	struct linuxabi_bpf_link_create_netfilter netfilter;
	struct linuxabi_bpf_link_create_relative tcx;
	struct linuxabi_bpf_link_create_uprobe_multi uprobe_multi;
	struct linuxabi_bpf_link_create_relative netkit;
	struct linuxabi_bpf_link_create_relative cgroup;
	struct linuxabi_bpf_link_create_tracing_multi tracing_multi;
};

/* BPF_LINK_CREATE */
struct linuxabi_bpf_attr_link_create {
	uint32_t prog_fd;               /* or map_fd */
	uint32_t target_fd;             /* or target_ifindex */
	uint32_t attach_type;
	uint32_t flags;
	union linuxabi_bpf_link_create_u u;   /* the kernel's anonymous union */
};

/* BPF_LINK_UPDATE */
struct linuxabi_bpf_attr_link_update {
	uint32_t link_fd;
	uint32_t new_prog_fd;           /* or new_map_fd */
	uint32_t flags;
	uint32_t old_prog_fd;           /* or old_map_fd */
};

/* BPF_LINK_DETACH */
struct linuxabi_bpf_attr_link_detach {
	uint32_t link_fd;
};

/* BPF_ENABLE_STATS */
struct linuxabi_bpf_attr_enable_stats {
	uint32_t type;                  /* BPF_STATS_* */
};

/* BPF_ITER_CREATE */
struct linuxabi_bpf_attr_iter_create {
	uint32_t link_fd;
	uint32_t flags;
};

/* BPF_PROG_BIND_MAP */
struct linuxabi_bpf_attr_prog_bind_map {
	uint32_t prog_fd;
	uint32_t map_fd;
	uint32_t flags;
};

/* BPF_TOKEN_CREATE */
struct linuxabi_bpf_attr_token_create {
	uint32_t flags;
	uint32_t bpffs_fd;
};

/* BPF_PROG_STREAM_READ_BY_FD */
struct linuxabi_bpf_attr_prog_stream_read {
	uint64_t stream_buf;
	uint32_t stream_buf_len;
	uint32_t stream_id;             /* BPF_STREAM_* */
	uint32_t prog_fd;
	uint32_t __pad;
};

/* BPF_PROG_ASSOC_STRUCT_OPS */
struct linuxabi_bpf_attr_prog_assoc_struct_ops {
	uint32_t map_fd;
	uint32_t prog_fd;
	uint32_t flags;
};

/* bpf(2)'s argument: the kernel's size is its largest member's,
   prog_load (168 bytes); bpf(2) takes the size the caller passes */
union linuxabi_bpf_attr {
	struct linuxabi_bpf_attr_map_create map_create;
	struct linuxabi_bpf_attr_elem elem;
	struct linuxabi_bpf_attr_batch batch;
	struct linuxabi_bpf_attr_prog_load prog_load;
	struct linuxabi_bpf_attr_obj obj;
	struct linuxabi_bpf_attr_attach attach;
	struct linuxabi_bpf_attr_test test;
	struct linuxabi_bpf_attr_getid getid;
	struct linuxabi_bpf_attr_info info;
	struct linuxabi_bpf_attr_query query;
	struct linuxabi_bpf_attr_raw_tracepoint raw_tracepoint;
	struct linuxabi_bpf_attr_btf_load btf_load;
	struct linuxabi_bpf_attr_task_fd_query task_fd_query;
	struct linuxabi_bpf_attr_link_create link_create;
	struct linuxabi_bpf_attr_link_update link_update;
	struct linuxabi_bpf_attr_link_detach link_detach;
	struct linuxabi_bpf_attr_enable_stats enable_stats;
	struct linuxabi_bpf_attr_iter_create iter_create;
	struct linuxabi_bpf_attr_prog_bind_map prog_bind_map;
	struct linuxabi_bpf_attr_token_create token_create;
	struct linuxabi_bpf_attr_prog_stream_read prog_stream_read;
	struct linuxabi_bpf_attr_prog_assoc_struct_ops prog_assoc_struct_ops;
};

/* BPF_OBJ_GET_INFO_BY_FD of a program */
struct linuxabi_bpf_prog_info {
	uint32_t type;                  /* BPF_PROG_TYPE_* */
	uint32_t id;
	uint8_t  tag[BPF_TAG_SIZE];
	uint32_t jited_prog_len;
	uint32_t xlated_prog_len;
	uint64_t jited_prog_insns;
	uint64_t xlated_prog_insns;
	uint64_t load_time;             /* ns since boot */
	uint32_t created_by_uid;
	uint32_t nr_map_ids;
	uint64_t map_ids;
	char     name[BPF_OBJ_NAME_LEN];
	uint32_t ifindex;
	uint32_t flags;                 /* the kernel's bitfields: below */
	uint64_t netns_dev;
	uint64_t netns_ino;
	uint32_t nr_jited_ksyms;
	uint32_t nr_jited_func_lens;
	uint64_t jited_ksyms;
	uint64_t jited_func_lens;
	uint32_t btf_id;
	uint32_t func_info_rec_size;
	uint64_t func_info;
	uint32_t nr_func_info;
	uint32_t nr_line_info;
	uint64_t line_info;
	uint64_t jited_line_info;
	uint32_t nr_jited_line_info;
	uint32_t line_info_rec_size;
	uint32_t jited_line_info_rec_size;
	uint32_t nr_prog_tags;
	uint64_t prog_tags;
	uint64_t run_time_ns;
	uint64_t run_cnt;
	uint64_t recursion_misses;
	uint32_t verified_insns;
	uint32_t attach_btf_obj_id;
	uint32_t attach_btf_id;
	uint32_t __pad;
};

/* flags: the kernel's bitfield gpl_compatible:1, bit 0 of the word on
   little-endian ABIs, bit 31 on big-endian ones */
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LINUXABI_BPF_PROG_INFO_GPL_COMPATIBLE_BIT 31
#else
#define LINUXABI_BPF_PROG_INFO_GPL_COMPATIBLE_BIT 0
#endif

/* BPF_OBJ_GET_INFO_BY_FD of a map */
struct linuxabi_bpf_map_info {
	uint32_t type;                  /* BPF_MAP_TYPE_* */
	uint32_t id;
	uint32_t key_size;
	uint32_t value_size;
	uint32_t max_entries;
	uint32_t map_flags;
	char     name[BPF_OBJ_NAME_LEN];
	uint32_t ifindex;
	uint32_t btf_vmlinux_value_type_id;
	uint64_t netns_dev;
	uint64_t netns_ino;
	uint32_t btf_id;
	uint32_t btf_key_type_id;
	uint32_t btf_value_type_id;
	uint32_t btf_vmlinux_id;
	uint64_t map_extra;
	uint64_t hash;
	uint32_t hash_size;
	uint32_t __pad;
};

/* BPF_OBJ_GET_INFO_BY_FD of a BTF object */
struct linuxabi_bpf_btf_info {
	uint64_t btf;
	uint32_t btf_size;
	uint32_t id;
	uint64_t name;
	uint32_t name_len;
	uint32_t kernel_btf;
};

/* BPF_OBJ_GET_INFO_BY_FD of a link: what follows the fixed part, by
   link type */
struct linuxabi_bpf_link_info_raw_tracepoint {
	uint64_t tp_name;
	uint32_t tp_name_len;
	uint32_t __pad;
	uint64_t cookie;
};
struct linuxabi_bpf_link_info_tracing {
	uint32_t attach_type;
	uint32_t target_obj_id;
	uint32_t target_btf_id;
	uint32_t __pad;
	uint64_t cookie;
};
struct linuxabi_bpf_link_info_cgroup {
	uint64_t cgroup_id;
	uint32_t attach_type;
};
struct linuxabi_bpf_link_info_iter {
	uint64_t target_name;
	uint32_t target_name_len;
	uint32_t map_id;                /* the kernel's map.map_id */
	uint64_t cgroup_id;             /* cgroup.cgroup_id, or tid and pid */
	uint32_t order;                 /* cgroup.order */
	uint32_t __pad;
};
struct linuxabi_bpf_link_info_netns {
	uint32_t netns_ino;
	uint32_t attach_type;
};
struct linuxabi_bpf_link_info_xdp {
	uint32_t ifindex;
};
struct linuxabi_bpf_link_info_struct_ops {
	uint32_t map_id;
};
struct linuxabi_bpf_link_info_netfilter {
	uint32_t pf;
	uint32_t hooknum;
	int32_t  priority;
	uint32_t flags;
};
struct linuxabi_bpf_link_info_kprobe_multi {
	uint64_t addrs;
	uint32_t count;
	uint32_t flags;
	uint64_t missed;
	uint64_t cookies;
};
struct linuxabi_bpf_link_info_uprobe_multi {
	uint64_t path;
	uint64_t offsets;
	uint64_t ref_ctr_offsets;
	uint64_t cookies;
	uint32_t path_size;
	uint32_t count;
	uint32_t flags;
	uint32_t pid;
};
/* perf_event: the type (BPF_PERF_EVENT_*), then by type */
struct linuxabi_bpf_link_info_uprobe {
	uint64_t file_name;
	uint32_t name_len;
	uint32_t offset;
	uint64_t cookie;
	uint64_t ref_ctr_offset;
};
struct linuxabi_bpf_link_info_kprobe {
	uint64_t func_name;
	uint32_t name_len;
	uint32_t offset;
	uint64_t addr;
	uint64_t missed;
	uint64_t cookie;
};
struct linuxabi_bpf_link_info_tracepoint {
	uint64_t tp_name;
	uint32_t name_len;
	uint32_t __pad;
	uint64_t cookie;
};
struct linuxabi_bpf_link_info_event {
	uint64_t config;
	uint32_t type;
	uint32_t __pad;
	uint64_t cookie;
};
union linuxabi_bpf_link_info_perf_event_u {
	struct linuxabi_bpf_link_info_uprobe uprobe;
	struct linuxabi_bpf_link_info_kprobe kprobe;
	struct linuxabi_bpf_link_info_tracepoint tracepoint;
	struct linuxabi_bpf_link_info_event event;
};
struct linuxabi_bpf_link_info_perf_event {
	uint32_t type;                  /* BPF_PERF_EVENT_* */
	uint32_t __pad;
	union linuxabi_bpf_link_info_perf_event_u u;  /* the kernel's anonymous union */
};
/* tcx, netkit, sockmap */
struct linuxabi_bpf_link_info_attach {
	uint32_t ifindex;               /* sockmap: map_id */
	uint32_t attach_type;
};
union linuxabi_bpf_link_info_u {
	struct linuxabi_bpf_link_info_raw_tracepoint raw_tracepoint;
	struct linuxabi_bpf_link_info_tracing tracing;
	struct linuxabi_bpf_link_info_cgroup cgroup;
	struct linuxabi_bpf_link_info_iter iter;
	struct linuxabi_bpf_link_info_netns netns;
	struct linuxabi_bpf_link_info_xdp xdp;
	struct linuxabi_bpf_link_info_struct_ops struct_ops;
	struct linuxabi_bpf_link_info_netfilter netfilter;
	struct linuxabi_bpf_link_info_kprobe_multi kprobe_multi;
	struct linuxabi_bpf_link_info_uprobe_multi uprobe_multi;
	struct linuxabi_bpf_link_info_perf_event perf_event;
	struct linuxabi_bpf_link_info_attach tcx;
	struct linuxabi_bpf_link_info_attach netkit;
	struct linuxabi_bpf_link_info_attach sockmap;
};
struct linuxabi_bpf_link_info {
	uint32_t type;                  /* BPF_LINK_TYPE_* */
	uint32_t id;
	uint32_t prog_id;
	uint32_t __pad;
	union linuxabi_bpf_link_info_u u;   /* the kernel's anonymous union */
};

/* BPF_OBJ_GET_INFO_BY_FD of a token: bit n of each is the command, map,
   program or attach type n */
struct linuxabi_bpf_token_info {
	uint64_t allowed_cmds;
	uint64_t allowed_maps;
	uint64_t allowed_progs;
	uint64_t allowed_attachs;
};

/* BPF_MAP_TYPE_DEVMAP, _DEVMAP_HASH value */
struct linuxabi_bpf_devmap_val {
	uint32_t ifindex;
	int32_t  bpf_prog;              /* a program fd in, its id out */
};

/* BPF_MAP_TYPE_CPUMAP value */
struct linuxabi_bpf_cpumap_val {
	uint32_t qsize;
	int32_t  bpf_prog;              /* a program fd in, its id out */
};

/* bpf_perf_event_read_value(), bpf_perf_prog_read_value() */
struct linuxabi_bpf_perf_event_value {
	uint64_t counter;
	uint64_t enabled;
	uint64_t running;
};

/* BPF_PROG_LOAD func_info: one record per function */
struct linuxabi_bpf_func_info {
	uint32_t insn_off;
	uint32_t type_id;
};

/* BPF_PROG_LOAD line_info: one record per source line */
struct linuxabi_bpf_line_info {
	uint32_t insn_off;
	uint32_t file_name_off;
	uint32_t line_off;
	uint32_t line_col;              /* line << 10 | column: below */
};
#define LINUXABI_BPF_LINE_INFO_LINE_NUM(line_col) ((line_col) >> 10)
#define LINUXABI_BPF_LINE_INFO_LINE_COL(line_col) ((line_col) & 0x3ff)

/* BPF_PROG_LOAD core_relos: one CO-RE relocation */
struct linuxabi_bpf_core_relo {
	uint32_t insn_off;
	uint32_t type_id;
	uint32_t access_str_off;
	uint32_t kind;                  /* BPF_CORE_* */
};

/* BPF_MAP_TYPE_INSN_ARRAY value */
struct linuxabi_bpf_insn_array_value {
	uint32_t orig_off;
	uint32_t xlated_off;
	uint32_t jitted_off;
	uint32_t __pad;
};

#endif
