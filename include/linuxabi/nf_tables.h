#ifndef LINUXABI_NF_TABLES_H
#define LINUXABI_NF_TABLES_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/nf_tables.h>: nf_tables, the NFNL_SUBSYS_NFTABLES subsystem
 * of nfnetlink (<linuxabi/nfnetlink.h>: NETLINK_NETFILTER sockets; the
 * kernel's <linux/netfilter/nf_tables.h>).  A message's nlmsg_type is
 * (NFNL_SUBSYS_NFTABLES << 8) | NFT_MSG_*, a struct linuxabi_nfgenmsg
 * with the family NFPROTO_* follows, then attributes NFTA_*.  Tables hold
 * chains, sets, stateful objects and flowtables; a chain's rules are
 * lists of expressions, each a name ("cmp", "payload", "meta", ...) and
 * that expression's attributes, which read and write registers NFT_REG_*.
 * Changes are sent inside an nfnetlink batch.  The comment beside an
 * attribute says what it holds: integers are big-endian (network byte
 * order); "string" is NUL-terminated, "nested" more attributes.
 * Only values: the same on every ABI.
 */

/* sizes */
#define NFT_NAME_MAXLEN                  256     /* a name's size, NUL included */
#define NFT_TABLE_MAXNAMELEN             NFT_NAME_MAXLEN
#define NFT_CHAIN_MAXNAMELEN             NFT_NAME_MAXLEN
#define NFT_SET_MAXNAMELEN               NFT_NAME_MAXLEN
#define NFT_OBJ_MAXNAMELEN               NFT_NAME_MAXLEN
#define NFT_USERDATA_MAXLEN              256     /* NFTA_*_USERDATA's longest */
#define NFT_OSF_MAXGENRELEN              16      /* an OS genre's size ("osf") */

/* registers (enum nft_registers): the verdict register, four 16-byte
   registers and the same space as sixteen 4-byte ones */
#define NFT_REG_VERDICT                  0
#define NFT_REG_1                        1
#define NFT_REG_2                        2
#define NFT_REG_3                        3
#define NFT_REG_4                        4
#define NFT_REG32_00                     8
#define NFT_REG32_01                     9
#define NFT_REG32_02                     10
#define NFT_REG32_03                     11
#define NFT_REG32_04                     12
#define NFT_REG32_05                     13
#define NFT_REG32_06                     14
#define NFT_REG32_07                     15
#define NFT_REG32_08                     16
#define NFT_REG32_09                     17
#define NFT_REG32_10                     18
#define NFT_REG32_11                     19
#define NFT_REG32_12                     20
#define NFT_REG32_13                     21
#define NFT_REG32_14                     22
#define NFT_REG32_15                     23
#define NFT_REG_SIZE                     16      /* bytes of NFT_REG_1.. */
#define NFT_REG32_SIZE                   4       /* bytes of NFT_REG32_00.. */

/* verdicts beyond NF_DROP, NF_ACCEPT.. of <linuxabi/netfilter.h>
   (enum nft_verdicts; NFTA_VERDICT_CODE, int32_t) */
#define NFT_CONTINUE                     (-1)
#define NFT_BREAK                        (-2)
#define NFT_JUMP                         (-3)
#define NFT_GOTO                         (-4)
#define NFT_RETURN                       (-5)

/* message types: nlmsg_type's low byte, under NFNL_SUBSYS_NFTABLES */
#define NFT_MSG_NEWTABLE                 0
#define NFT_MSG_GETTABLE                 1
#define NFT_MSG_DELTABLE                 2
#define NFT_MSG_NEWCHAIN                 3
#define NFT_MSG_GETCHAIN                 4
#define NFT_MSG_DELCHAIN                 5
#define NFT_MSG_NEWRULE                  6
#define NFT_MSG_GETRULE                  7
#define NFT_MSG_DELRULE                  8
#define NFT_MSG_NEWSET                   9
#define NFT_MSG_GETSET                   10
#define NFT_MSG_DELSET                   11
#define NFT_MSG_NEWSETELEM               12
#define NFT_MSG_GETSETELEM               13
#define NFT_MSG_DELSETELEM               14
#define NFT_MSG_NEWGEN                   15
#define NFT_MSG_GETGEN                   16
#define NFT_MSG_TRACE                    17
#define NFT_MSG_NEWOBJ                   18
#define NFT_MSG_GETOBJ                   19
#define NFT_MSG_DELOBJ                   20
#define NFT_MSG_GETOBJ_RESET             21
#define NFT_MSG_NEWFLOWTABLE             22
#define NFT_MSG_GETFLOWTABLE             23
#define NFT_MSG_DELFLOWTABLE             24
#define NFT_MSG_GETRULE_RESET            25
#define NFT_MSG_DESTROYTABLE             26
#define NFT_MSG_DESTROYCHAIN             27
#define NFT_MSG_DESTROYRULE              28
#define NFT_MSG_DESTROYSET               29
#define NFT_MSG_DESTROYSETELEM           30
#define NFT_MSG_DESTROYOBJ               31
#define NFT_MSG_DESTROYFLOWTABLE         32
#define NFT_MSG_GETSETELEM_RESET         33

/* a list of nested attributes */
#define NFTA_LIST_UNSPEC                 0
#define NFTA_LIST_ELEM                   1       /* nested */

/* a base chain's hook (NFTA_CHAIN_HOOK, NFTA_FLOWTABLE_HOOK) */
#define NFTA_HOOK_UNSPEC                 0
#define NFTA_HOOK_HOOKNUM                1       /* u32 */
#define NFTA_HOOK_PRIORITY               2       /* u32 */
#define NFTA_HOOK_DEV                    3       /* string */
#define NFTA_HOOK_DEVS                   4       /* nested */

/* table flags (NFTA_TABLE_FLAGS) */
#define NFT_TABLE_F_DORMANT              0x1
#define NFT_TABLE_F_OWNER                0x2
#define NFT_TABLE_F_PERSIST              0x4

/* table attributes */
#define NFTA_TABLE_UNSPEC                0
#define NFTA_TABLE_NAME                  1       /* string */
#define NFTA_TABLE_FLAGS                 2       /* u32: NFT_TABLE_F_* */
#define NFTA_TABLE_USE                   3       /* u32 */
#define NFTA_TABLE_HANDLE                4
#define NFTA_TABLE_PAD                   5
#define NFTA_TABLE_USERDATA              6       /* bytes */
#define NFTA_TABLE_OWNER                 7       /* u32 */

/* chain flags (NFTA_CHAIN_FLAGS) */
#define NFT_CHAIN_BASE                   0x1
#define NFT_CHAIN_HW_OFFLOAD             0x2
#define NFT_CHAIN_BINDING                0x4

/* chain attributes */
#define NFTA_CHAIN_UNSPEC                0
#define NFTA_CHAIN_TABLE                 1       /* string */
#define NFTA_CHAIN_HANDLE                2       /* u64 */
#define NFTA_CHAIN_NAME                  3       /* string */
#define NFTA_CHAIN_HOOK                  4       /* nested: NFTA_HOOK_* */
#define NFTA_CHAIN_POLICY                5       /* u32 */
#define NFTA_CHAIN_USE                   6       /* u32 */
#define NFTA_CHAIN_TYPE                  7       /* string */
#define NFTA_CHAIN_COUNTERS              8       /* nested: NFTA_COUNTER_* */
#define NFTA_CHAIN_PAD                   9
#define NFTA_CHAIN_FLAGS                 10
#define NFTA_CHAIN_ID                    11      /* u32 */
#define NFTA_CHAIN_USERDATA              12      /* bytes */

/* rule attributes */
#define NFTA_RULE_UNSPEC                 0
#define NFTA_RULE_TABLE                  1       /* string */
#define NFTA_RULE_CHAIN                  2       /* string */
#define NFTA_RULE_HANDLE                 3       /* u64 */
#define NFTA_RULE_EXPRESSIONS            4       /* nested: NFTA_EXPR_* */
#define NFTA_RULE_COMPAT                 5       /* nested: NFTA_RULE_COMPAT_* */
#define NFTA_RULE_POSITION               6       /* u64 */
#define NFTA_RULE_USERDATA               7       /* bytes */
#define NFTA_RULE_PAD                    8
#define NFTA_RULE_ID                     9       /* u32 */
#define NFTA_RULE_POSITION_ID            10      /* u32 */
#define NFTA_RULE_CHAIN_ID               11      /* u32 */

/* NFTA_RULE_COMPAT_FLAGS: xtables rule flags */
#define NFT_RULE_COMPAT_F_UNUSED         0x1
#define NFT_RULE_COMPAT_F_INV            0x2

/* NFTA_RULE_COMPAT: what an xtables match or target sees of the rule */
#define NFTA_RULE_COMPAT_UNSPEC          0
#define NFTA_RULE_COMPAT_PROTO           1       /* u32 */
#define NFTA_RULE_COMPAT_FLAGS           2       /* u32: NFT_RULE_COMPAT_F_* */

/* set flags (NFTA_SET_FLAGS) */
#define NFT_SET_ANONYMOUS                0x1
#define NFT_SET_CONSTANT                 0x2
#define NFT_SET_INTERVAL                 0x4
#define NFT_SET_MAP                      0x8
#define NFT_SET_TIMEOUT                  0x10
#define NFT_SET_EVAL                     0x20
#define NFT_SET_OBJECT                   0x40
#define NFT_SET_CONCAT                   0x80
#define NFT_SET_EXPR                     0x100

/* set policies (NFTA_SET_POLICY) */
#define NFT_SET_POL_PERFORMANCE          0
#define NFT_SET_POL_MEMORY               1

/* a set's description (NFTA_SET_DESC) */
#define NFTA_SET_DESC_UNSPEC             0
#define NFTA_SET_DESC_SIZE               1       /* u32 */
#define NFTA_SET_DESC_CONCAT             2       /* nested */

/* a field of a concatenation (NFTA_SET_DESC_CONCAT) */
#define NFTA_SET_FIELD_UNSPEC            0
#define NFTA_SET_FIELD_LEN               1       /* u32 */

/* set attributes */
#define NFTA_SET_UNSPEC                  0
#define NFTA_SET_TABLE                   1       /* string */
#define NFTA_SET_NAME                    2       /* string */
#define NFTA_SET_FLAGS                   3       /* u32: NFT_SET_* */
#define NFTA_SET_KEY_TYPE                4       /* u32: NFT_DATA_* or the user's */
#define NFTA_SET_KEY_LEN                 5       /* u32 */
#define NFTA_SET_DATA_TYPE               6       /* u32: NFT_DATA_* or the user's */
#define NFTA_SET_DATA_LEN                7       /* u32 */
#define NFTA_SET_POLICY                  8       /* u32: NFT_SET_POL_* */
#define NFTA_SET_DESC                    9       /* nested */
#define NFTA_SET_ID                      10      /* u32 */
#define NFTA_SET_TIMEOUT                 11      /* u64 */
#define NFTA_SET_GC_INTERVAL             12      /* u32 */
#define NFTA_SET_USERDATA                13      /* bytes */
#define NFTA_SET_PAD                     14
#define NFTA_SET_OBJ_TYPE                15      /* u32: NFT_OBJECT_* */
#define NFTA_SET_HANDLE                  16      /* u64 */
#define NFTA_SET_EXPR                    17      /* nested: NFTA_EXPR_* */
#define NFTA_SET_EXPRESSIONS             18      /* nested: NFTA_LIST_* */
#define NFTA_SET_TYPE                    19      /* string */
#define NFTA_SET_COUNT                   20      /* u32 */

/* set element flags (NFTA_SET_ELEM_FLAGS) */
#define NFT_SET_ELEM_INTERVAL_END        0x1
#define NFT_SET_ELEM_CATCHALL            0x2

/* set element attributes */
#define NFTA_SET_ELEM_UNSPEC             0
#define NFTA_SET_ELEM_KEY                1       /* nested: NFTA_DATA_* */
#define NFTA_SET_ELEM_DATA               2       /* nested: NFTA_DATA_* */
#define NFTA_SET_ELEM_FLAGS              3       /* u32: NFT_SET_ELEM_* */
#define NFTA_SET_ELEM_TIMEOUT            4       /* u64 */
#define NFTA_SET_ELEM_EXPIRATION         5       /* u64 */
#define NFTA_SET_ELEM_USERDATA           6       /* bytes */
#define NFTA_SET_ELEM_EXPR               7       /* nested: NFTA_EXPR_* */
#define NFTA_SET_ELEM_PAD                8
#define NFTA_SET_ELEM_OBJREF             9       /* string */
#define NFTA_SET_ELEM_KEY_END            10      /* nested: NFTA_DATA_* */
#define NFTA_SET_ELEM_EXPRESSIONS        11      /* nested: NFTA_LIST_* */

/* a message's list of set elements */
#define NFTA_SET_ELEM_LIST_UNSPEC        0
#define NFTA_SET_ELEM_LIST_TABLE         1       /* string */
#define NFTA_SET_ELEM_LIST_SET           2       /* string */
#define NFTA_SET_ELEM_LIST_ELEMENTS      3       /* nested: NFTA_SET_ELEM_* */
#define NFTA_SET_ELEM_LIST_SET_ID        4       /* u32 */

/* data types of set keys and data (NFTA_SET_KEY_TYPE, _DATA_TYPE);
   other values are the user's own, below NFT_DATA_RESERVED_MASK */
#define NFT_DATA_VALUE                   0
#define NFT_DATA_VERDICT                 0xffffff00U
#define NFT_DATA_RESERVED_MASK           0xffffff00U  /* the kernel's own types */

/* data: a value or a verdict */
#define NFTA_DATA_UNSPEC                 0
#define NFTA_DATA_VALUE                  1       /* bytes */
#define NFTA_DATA_VERDICT                2       /* nested: NFTA_VERDICT_* */
#define NFT_DATA_VALUE_MAXLEN            64      /* NFTA_DATA_VALUE's longest */

/* a verdict (NFTA_DATA_VERDICT) */
#define NFTA_VERDICT_UNSPEC              0
#define NFTA_VERDICT_CODE                1       /* u32: NF_* or NFT_* verdict */
#define NFTA_VERDICT_CHAIN               2       /* string */
#define NFTA_VERDICT_CHAIN_ID            3       /* u32 */

/* an expression: its name and its own attributes */
#define NFTA_EXPR_UNSPEC                 0
#define NFTA_EXPR_NAME                   1       /* string */
#define NFTA_EXPR_DATA                   2       /* nested */

/* attributes of the "immediate" expression (inside NFTA_EXPR_DATA) */
#define NFTA_IMMEDIATE_UNSPEC            0
#define NFTA_IMMEDIATE_DREG              1       /* u32 */
#define NFTA_IMMEDIATE_DATA              2       /* nested: NFTA_DATA_* */

/* operations of the "bitwise" expression (NFTA_BITWISE_OP) */
#define NFT_BITWISE_MASK_XOR             0
#define NFT_BITWISE_LSHIFT               1
#define NFT_BITWISE_RSHIFT               2
#define NFT_BITWISE_AND                  3
#define NFT_BITWISE_OR                   4
#define NFT_BITWISE_XOR                  5
#define NFT_BITWISE_BOOL                 NFT_BITWISE_MASK_XOR  /* its old name */

/* attributes of the "bitwise" expression (inside NFTA_EXPR_DATA) */
#define NFTA_BITWISE_UNSPEC              0
#define NFTA_BITWISE_SREG                1       /* u32: NFT_REG_* */
#define NFTA_BITWISE_DREG                2       /* u32: NFT_REG_* */
#define NFTA_BITWISE_LEN                 3       /* u32 */
#define NFTA_BITWISE_MASK                4       /* nested: NFTA_DATA_* */
#define NFTA_BITWISE_XOR                 5       /* nested: NFTA_DATA_* */
#define NFTA_BITWISE_OP                  6       /* u32: NFT_BITWISE_* */
#define NFTA_BITWISE_DATA                7       /* nested: NFTA_DATA_* */
#define NFTA_BITWISE_SREG2               8       /* u32: NFT_REG_* */

/* operations of the "byteorder" expression */
#define NFT_BYTEORDER_NTOH               0
#define NFT_BYTEORDER_HTON               1

/* attributes of the "byteorder" expression (inside NFTA_EXPR_DATA) */
#define NFTA_BYTEORDER_UNSPEC            0
#define NFTA_BYTEORDER_SREG              1       /* u32: NFT_REG_* */
#define NFTA_BYTEORDER_DREG              2       /* u32: NFT_REG_* */
#define NFTA_BYTEORDER_OP                3       /* u32: NFT_BYTEORDER_* */
#define NFTA_BYTEORDER_LEN               4       /* u32 */
#define NFTA_BYTEORDER_SIZE              5       /* u32: 2 or 4 */

/* operators of the "cmp" expression */
#define NFT_CMP_EQ                       0
#define NFT_CMP_NEQ                      1
#define NFT_CMP_LT                       2
#define NFT_CMP_LTE                      3
#define NFT_CMP_GT                       4
#define NFT_CMP_GTE                      5

/* attributes of the "cmp" expression (inside NFTA_EXPR_DATA) */
#define NFTA_CMP_UNSPEC                  0
#define NFTA_CMP_SREG                    1       /* u32: NFT_REG_* */
#define NFTA_CMP_OP                      2       /* u32: NFT_CMP_* */
#define NFTA_CMP_DATA                    3       /* nested: NFTA_DATA_* */

/* operators of the "range" expression */
#define NFT_RANGE_EQ                     0
#define NFT_RANGE_NEQ                    1

/* attributes of the "range" expression (inside NFTA_EXPR_DATA) */
#define NFTA_RANGE_UNSPEC                0
#define NFTA_RANGE_SREG                  1       /* u32: NFT_REG_* */
#define NFTA_RANGE_OP                    2       /* u32: NFT_RANGE_* */
#define NFTA_RANGE_FROM_DATA             3       /* nested: NFTA_DATA_* */
#define NFTA_RANGE_TO_DATA               4       /* nested: NFTA_DATA_* */

/* flags of the "lookup" expression */
#define NFT_LOOKUP_F_INV                 0x1

/* attributes of the "lookup" expression (inside NFTA_EXPR_DATA) */
#define NFTA_LOOKUP_UNSPEC               0
#define NFTA_LOOKUP_SET                  1       /* string */
#define NFTA_LOOKUP_SREG                 2       /* u32: NFT_REG_* */
#define NFTA_LOOKUP_DREG                 3       /* u32: NFT_REG_* */
#define NFTA_LOOKUP_SET_ID               4       /* u32 */
#define NFTA_LOOKUP_FLAGS                5       /* u32: NFT_LOOKUP_F_* */

/* operations of the "dynset" expression */
#define NFT_DYNSET_OP_ADD                0
#define NFT_DYNSET_OP_UPDATE             1
#define NFT_DYNSET_OP_DELETE             2

/* flags of the "dynset" expression */
#define NFT_DYNSET_F_INV                 0x1
#define NFT_DYNSET_F_EXPR                0x2

/* attributes of the "dynset" expression (inside NFTA_EXPR_DATA) */
#define NFTA_DYNSET_UNSPEC               0
#define NFTA_DYNSET_SET_NAME             1       /* string */
#define NFTA_DYNSET_SET_ID               2       /* u32 */
#define NFTA_DYNSET_OP                   3       /* u32: NFT_DYNSET_OP_* */
#define NFTA_DYNSET_SREG_KEY             4       /* u32 */
#define NFTA_DYNSET_SREG_DATA            5       /* u32 */
#define NFTA_DYNSET_TIMEOUT              6       /* u64 */
#define NFTA_DYNSET_EXPR                 7       /* nested: NFTA_EXPR_* */
#define NFTA_DYNSET_PAD                  8
#define NFTA_DYNSET_FLAGS                9       /* u32: NFT_DYNSET_F_* */
#define NFTA_DYNSET_EXPRESSIONS          10      /* nested: NFTA_LIST_* */

/* where a "payload" offset counts from (NFTA_PAYLOAD_BASE) */
#define NFT_PAYLOAD_LL_HEADER            0
#define NFT_PAYLOAD_NETWORK_HEADER       1
#define NFT_PAYLOAD_TRANSPORT_HEADER     2
#define NFT_PAYLOAD_INNER_HEADER         3
#define NFT_PAYLOAD_TUN_HEADER           4

/* checksums a "payload" write updates */
#define NFT_PAYLOAD_CSUM_NONE            0
#define NFT_PAYLOAD_CSUM_INET            1
#define NFT_PAYLOAD_CSUM_SCTP            2

/* flags of a "payload" write */
#define NFT_PAYLOAD_L4CSUM_PSEUDOHDR     0x1

/* tunnel headers of the "inner" expression */
#define NFT_INNER_UNSPEC                 0
#define NFT_INNER_VXLAN                  1
#define NFT_INNER_GENEVE                 2

/* which headers the "inner" expression parses */
#define NFT_INNER_HDRSIZE                0x1
#define NFT_INNER_LL                     0x2
#define NFT_INNER_NH                     0x4
#define NFT_INNER_TH                     0x8

/* attributes of the "inner" expression (inside NFTA_EXPR_DATA) */
#define NFTA_INNER_UNSPEC                0
#define NFTA_INNER_NUM                   1
#define NFTA_INNER_TYPE                  2
#define NFTA_INNER_FLAGS                 3
#define NFTA_INNER_HDRSIZE               4
#define NFTA_INNER_EXPR                  5

/* attributes of the "payload" expression (inside NFTA_EXPR_DATA) */
#define NFTA_PAYLOAD_UNSPEC              0
#define NFTA_PAYLOAD_DREG                1       /* u32: NFT_REG_* */
#define NFTA_PAYLOAD_BASE                2       /* u32: NFT_PAYLOAD_* */
#define NFTA_PAYLOAD_OFFSET              3       /* u32 */
#define NFTA_PAYLOAD_LEN                 4       /* u32 */
#define NFTA_PAYLOAD_SREG                5       /* u32: NFT_REG_* */
#define NFTA_PAYLOAD_CSUM_TYPE           6       /* u32: NFT_PAYLOAD_CSUM_* */
#define NFTA_PAYLOAD_CSUM_OFFSET         7       /* u32 */
#define NFTA_PAYLOAD_CSUM_FLAGS          8       /* u32: NFT_PAYLOAD_L4CSUM_* */

/* flags of the "exthdr" expression */
#define NFT_EXTHDR_F_PRESENT             0x1

/* what the "exthdr" expression looks in (NFTA_EXTHDR_OP) */
#define NFT_EXTHDR_OP_IPV6               0
#define NFT_EXTHDR_OP_TCPOPT             1
#define NFT_EXTHDR_OP_IPV4               2
#define NFT_EXTHDR_OP_SCTP               3
#define NFT_EXTHDR_OP_DCCP               4

/* attributes of the "exthdr" expression (inside NFTA_EXPR_DATA) */
#define NFTA_EXTHDR_UNSPEC               0
#define NFTA_EXTHDR_DREG                 1       /* u32: NFT_REG_* */
#define NFTA_EXTHDR_TYPE                 2       /* u8 */
#define NFTA_EXTHDR_OFFSET               3       /* u32 */
#define NFTA_EXTHDR_LEN                  4       /* u32 */
#define NFTA_EXTHDR_FLAGS                5       /* u32: NFT_EXTHDR_F_* */
#define NFTA_EXTHDR_OP                   6       /* u32: NFT_EXTHDR_OP_* */
#define NFTA_EXTHDR_SREG                 7       /* u32: NFT_REG_* */

/* keys of the "meta" expression (NFTA_META_KEY) */
#define NFT_META_LEN                     0
#define NFT_META_PROTOCOL                1
#define NFT_META_PRIORITY                2
#define NFT_META_MARK                    3
#define NFT_META_IIF                     4
#define NFT_META_OIF                     5
#define NFT_META_IIFNAME                 6
#define NFT_META_OIFNAME                 7
#define NFT_META_IFTYPE                  8
#define NFT_META_OIFTYPE                 9
#define NFT_META_SKUID                   10
#define NFT_META_SKGID                   11
#define NFT_META_NFTRACE                 12
#define NFT_META_RTCLASSID               13
#define NFT_META_SECMARK                 14
#define NFT_META_NFPROTO                 15
#define NFT_META_L4PROTO                 16
#define NFT_META_BRI_IIFNAME             17
#define NFT_META_BRI_OIFNAME             18
#define NFT_META_PKTTYPE                 19
#define NFT_META_CPU                     20
#define NFT_META_IIFGROUP                21
#define NFT_META_OIFGROUP                22
#define NFT_META_CGROUP                  23
#define NFT_META_PRANDOM                 24
#define NFT_META_SECPATH                 25
#define NFT_META_IIFKIND                 26
#define NFT_META_OIFKIND                 27
#define NFT_META_BRI_IIFPVID             28
#define NFT_META_BRI_IIFVPROTO           29
#define NFT_META_TIME_NS                 30
#define NFT_META_TIME_DAY                31
#define NFT_META_TIME_HOUR               32
#define NFT_META_SDIF                    33
#define NFT_META_SDIFNAME                34
#define NFT_META_BRI_BROUTE              35
#define NFT_META_BRI_IIFHWADDR           37
#define NFT_META_IIFTYPE                 NFT_META_IFTYPE  /* the same key */

/* keys of the "rt" expression */
#define NFT_RT_CLASSID                   0
#define NFT_RT_NEXTHOP4                  1
#define NFT_RT_NEXTHOP6                  2
#define NFT_RT_TCPMSS                    3
#define NFT_RT_XFRM                      4

/* hash functions of the "hash" expression */
#define NFT_HASH_JENKINS                 0
#define NFT_HASH_SYM                     1

/* attributes of the "hash" expression (inside NFTA_EXPR_DATA) */
#define NFTA_HASH_UNSPEC                 0
#define NFTA_HASH_SREG                   1       /* u32 */
#define NFTA_HASH_DREG                   2       /* u32 */
#define NFTA_HASH_LEN                    3       /* u32 */
#define NFTA_HASH_MODULUS                4       /* u32 */
#define NFTA_HASH_SEED                   5       /* u32 */
#define NFTA_HASH_OFFSET                 6       /* u32 */
#define NFTA_HASH_TYPE                   7       /* u32: NFT_HASH_* */
#define NFTA_HASH_SET_NAME               8       /* string */
#define NFTA_HASH_SET_ID                 9       /* u32 */

/* attributes of the "meta" expression (inside NFTA_EXPR_DATA) */
#define NFTA_META_UNSPEC                 0
#define NFTA_META_DREG                   1       /* u32 */
#define NFTA_META_KEY                    2       /* u32: NFT_META_* */
#define NFTA_META_SREG                   3       /* u32 */

/* attributes of the "rt" expression (inside NFTA_EXPR_DATA) */
#define NFTA_RT_UNSPEC                   0
#define NFTA_RT_DREG                     1       /* u32 */
#define NFTA_RT_KEY                      2       /* u32: NFT_RT_* */

/* attributes of the "socket" expression (inside NFTA_EXPR_DATA) */
#define NFTA_SOCKET_UNSPEC               0
#define NFTA_SOCKET_KEY                  1
#define NFTA_SOCKET_DREG                 2
#define NFTA_SOCKET_LEVEL                3

/* keys of the "socket" expression */
#define NFT_SOCKET_TRANSPARENT           0
#define NFT_SOCKET_MARK                  1
#define NFT_SOCKET_WILDCARD              2
#define NFT_SOCKET_CGROUPV2              3

/* keys of the "ct" expression (NFTA_CT_KEY) */
#define NFT_CT_STATE                     0
#define NFT_CT_DIRECTION                 1
#define NFT_CT_STATUS                    2
#define NFT_CT_MARK                      3
#define NFT_CT_SECMARK                   4
#define NFT_CT_EXPIRATION                5
#define NFT_CT_HELPER                    6
#define NFT_CT_L3PROTOCOL                7
#define NFT_CT_SRC                       8
#define NFT_CT_DST                       9
#define NFT_CT_PROTOCOL                  10
#define NFT_CT_PROTO_SRC                 11
#define NFT_CT_PROTO_DST                 12
#define NFT_CT_LABELS                    13
#define NFT_CT_PKTS                      14
#define NFT_CT_BYTES                     15
#define NFT_CT_AVGPKT                    16
#define NFT_CT_ZONE                      17
#define NFT_CT_EVENTMASK                 18
#define NFT_CT_SRC_IP                    19
#define NFT_CT_DST_IP                    20
#define NFT_CT_SRC_IP6                   21
#define NFT_CT_DST_IP6                   22
#define NFT_CT_ID                        23

/* attributes of the "ct" expression (inside NFTA_EXPR_DATA) */
#define NFTA_CT_UNSPEC                   0
#define NFTA_CT_DREG                     1       /* u32 */
#define NFTA_CT_KEY                      2       /* u32: NFT_CT_* */
#define NFTA_CT_DIRECTION                3       /* u8 */
#define NFTA_CT_SREG                     4       /* u32 */

/* attributes of the "flow_offload" expression (inside NFTA_EXPR_DATA) */
#define NFTA_FLOW_UNSPEC                 0
#define NFTA_FLOW_TABLE_NAME             1       /* string */

/* what the "limit" expression counts */
#define NFT_LIMIT_PKTS                   0
#define NFT_LIMIT_PKT_BYTES              1

/* flags of the "limit" expression */
#define NFT_LIMIT_F_INV                  0x1

/* attributes of the "limit" expression (inside NFTA_EXPR_DATA) */
#define NFTA_LIMIT_UNSPEC                0
#define NFTA_LIMIT_RATE                  1       /* u64 */
#define NFTA_LIMIT_UNIT                  2       /* u64 */
#define NFTA_LIMIT_BURST                 3       /* u32 */
#define NFTA_LIMIT_TYPE                  4       /* u32: NFT_LIMIT_* */
#define NFTA_LIMIT_FLAGS                 5       /* u32: NFT_LIMIT_F_* */
#define NFTA_LIMIT_PAD                   6

/* flags of the "connlimit" expression */
#define NFT_CONNLIMIT_F_INV              0x1

/* attributes of the "connlimit" expression (inside NFTA_EXPR_DATA) */
#define NFTA_CONNLIMIT_UNSPEC            0
#define NFTA_CONNLIMIT_COUNT             1       /* u32 */
#define NFTA_CONNLIMIT_FLAGS             2       /* u32: NFT_CONNLIMIT_F_* */

/* attributes of the "counter" expression (inside NFTA_EXPR_DATA) and object */
#define NFTA_COUNTER_UNSPEC              0
#define NFTA_COUNTER_BYTES               1       /* u64 */
#define NFTA_COUNTER_PACKETS             2       /* u64 */
#define NFTA_COUNTER_PAD                 3

/* attributes of the "last" expression (inside NFTA_EXPR_DATA) */
#define NFTA_LAST_UNSPEC                 0
#define NFTA_LAST_SET                    1       /* u32 */
#define NFTA_LAST_MSECS                  2       /* u64 */
#define NFTA_LAST_PAD                    3

/* attributes of the "log" expression (inside NFTA_EXPR_DATA) */
#define NFTA_LOG_UNSPEC                  0
#define NFTA_LOG_GROUP                   1       /* u16 */
#define NFTA_LOG_PREFIX                  2       /* string */
#define NFTA_LOG_SNAPLEN                 3       /* u32 */
#define NFTA_LOG_QTHRESHOLD              4       /* u16 */
#define NFTA_LOG_LEVEL                   5       /* u32: NFT_LOGLEVEL_* */
#define NFTA_LOG_FLAGS                   6       /* u32 */

/* levels of the "log" expression: syslog's, and audit */
#define NFT_LOGLEVEL_EMERG               0
#define NFT_LOGLEVEL_ALERT               1
#define NFT_LOGLEVEL_CRIT                2
#define NFT_LOGLEVEL_ERR                 3
#define NFT_LOGLEVEL_WARNING             4
#define NFT_LOGLEVEL_NOTICE              5
#define NFT_LOGLEVEL_INFO                6
#define NFT_LOGLEVEL_DEBUG               7
#define NFT_LOGLEVEL_AUDIT               8

/* attributes of the "queue" expression (inside NFTA_EXPR_DATA) */
#define NFTA_QUEUE_UNSPEC                0
#define NFTA_QUEUE_NUM                   1       /* u16 */
#define NFTA_QUEUE_TOTAL                 2       /* u16 */
#define NFTA_QUEUE_FLAGS                 3       /* u16: NFT_QUEUE_FLAG_* */
#define NFTA_QUEUE_SREG_QNUM             4       /* u32: NFT_REG_* */
/* NFTA_QUEUE_FLAGS */
#define NFT_QUEUE_FLAG_BYPASS            0x01    /* accept when nobody listens */
#define NFT_QUEUE_FLAG_CPU_FANOUT        0x02    /* the queue of the CPU, no hash */

/* flags of the "quota" expression */
#define NFT_QUOTA_F_INV                  0x1
#define NFT_QUOTA_F_DEPLETED             0x2

/* attributes of the "quota" expression (inside NFTA_EXPR_DATA) and object */
#define NFTA_QUOTA_UNSPEC                0
#define NFTA_QUOTA_BYTES                 1       /* u64 */
#define NFTA_QUOTA_FLAGS                 2       /* u32: NFT_QUOTA_F_* */
#define NFTA_QUOTA_PAD                   3
#define NFTA_QUOTA_CONSUMED              4       /* u64 */

/* attributes of a secmark object */
#define NFTA_SECMARK_UNSPEC              0
#define NFTA_SECMARK_CTX                 1       /* string */
#define NFT_SECMARK_CTX_MAXLEN           4096    /* NFTA_SECMARK_CTX's longest */

/* how the "reject" expression answers */
#define NFT_REJECT_ICMP_UNREACH          0
#define NFT_REJECT_TCP_RST               1
#define NFT_REJECT_ICMPX_UNREACH         2

/* ICMP codes for both IPv4 and IPv6 (NFT_REJECT_ICMPX_UNREACH) */
#define NFT_REJECT_ICMPX_NO_ROUTE        0
#define NFT_REJECT_ICMPX_PORT_UNREACH    1
#define NFT_REJECT_ICMPX_HOST_UNREACH    2
#define NFT_REJECT_ICMPX_ADMIN_PROHIBITED 3

/* attributes of the "reject" expression (inside NFTA_EXPR_DATA) */
#define NFTA_REJECT_UNSPEC               0
#define NFTA_REJECT_TYPE                 1       /* u32: NFT_REJECT_* */
#define NFTA_REJECT_ICMP_CODE            2       /* u8 */

/* NAT types of the "nat" expression */
#define NFT_NAT_SNAT                     0
#define NFT_NAT_DNAT                     1

/* attributes of the "nat" expression (inside NFTA_EXPR_DATA) */
#define NFTA_NAT_UNSPEC                  0
#define NFTA_NAT_TYPE                    1       /* u32: NFT_NAT_* */
#define NFTA_NAT_FAMILY                  2       /* u32: NFPROTO_* */
#define NFTA_NAT_REG_ADDR_MIN            3       /* u32: NFT_REG_* */
#define NFTA_NAT_REG_ADDR_MAX            4       /* u32: NFT_REG_* */
#define NFTA_NAT_REG_PROTO_MIN           5       /* u32: NFT_REG_* */
#define NFTA_NAT_REG_PROTO_MAX           6       /* u32: NFT_REG_* */
#define NFTA_NAT_FLAGS                   7       /* u32 */

/* attributes of the "tproxy" expression (inside NFTA_EXPR_DATA) */
#define NFTA_TPROXY_UNSPEC               0
#define NFTA_TPROXY_FAMILY               1       /* u32: NFPROTO_* */
#define NFTA_TPROXY_REG_ADDR             2       /* u32: NFT_REG_* */
#define NFTA_TPROXY_REG_PORT             3       /* u32: NFT_REG_* */

/* attributes of the "masq" expression (inside NFTA_EXPR_DATA) */
#define NFTA_MASQ_UNSPEC                 0
#define NFTA_MASQ_FLAGS                  1       /* u32 */
#define NFTA_MASQ_REG_PROTO_MIN          2       /* u32: NFT_REG_* */
#define NFTA_MASQ_REG_PROTO_MAX          3       /* u32: NFT_REG_* */

/* attributes of the "redir" expression (inside NFTA_EXPR_DATA) */
#define NFTA_REDIR_UNSPEC                0
#define NFTA_REDIR_REG_PROTO_MIN         1       /* u32: NFT_REG_* */
#define NFTA_REDIR_REG_PROTO_MAX         2       /* u32: NFT_REG_* */
#define NFTA_REDIR_FLAGS                 3       /* u32 */

/* attributes of the "dup" expression (inside NFTA_EXPR_DATA) */
#define NFTA_DUP_UNSPEC                  0
#define NFTA_DUP_SREG_ADDR               1       /* u32: NFT_REG_* */
#define NFTA_DUP_SREG_DEV                2       /* u32: NFT_REG_* */

/* attributes of the "fwd" expression (inside NFTA_EXPR_DATA) */
#define NFTA_FWD_UNSPEC                  0
#define NFTA_FWD_SREG_DEV                1       /* u32: NFT_REG_* */
#define NFTA_FWD_SREG_ADDR               2       /* u32: NFT_REG_* */
#define NFTA_FWD_NFPROTO                 3       /* u32: NFPROTO_* */

/* attributes of the "objref" expression (inside NFTA_EXPR_DATA) */
#define NFTA_OBJREF_UNSPEC               0
#define NFTA_OBJREF_IMM_TYPE             1       /* u32: NFT_OBJECT_* */
#define NFTA_OBJREF_IMM_NAME             2       /* string */
#define NFTA_OBJREF_SET_SREG             3       /* u32: NFT_REG_* */
#define NFTA_OBJREF_SET_NAME             4       /* string */
#define NFTA_OBJREF_SET_ID               5       /* u32 */

/* the ruleset's generation (NFT_MSG_GETGEN, NFT_MSG_NEWGEN) */
#define NFTA_GEN_UNSPEC                  0
#define NFTA_GEN_ID                      1       /* u32 */
#define NFTA_GEN_PROC_PID                2
#define NFTA_GEN_PROC_NAME               3

/* attributes of the "fib" expression (inside NFTA_EXPR_DATA) */
#define NFTA_FIB_UNSPEC                  0
#define NFTA_FIB_DREG                    1
#define NFTA_FIB_RESULT                  2
#define NFTA_FIB_FLAGS                   3

/* what the "fib" expression returns */
#define NFT_FIB_RESULT_UNSPEC            0
#define NFT_FIB_RESULT_OIF               1
#define NFT_FIB_RESULT_OIFNAME           2
#define NFT_FIB_RESULT_ADDRTYPE          3

/* flags of the "fib" expression */
#define NFTA_FIB_F_SADDR                 0x1
#define NFTA_FIB_F_DADDR                 0x2
#define NFTA_FIB_F_MARK                  0x4
#define NFTA_FIB_F_IIF                   0x8
#define NFTA_FIB_F_OIF                   0x10
#define NFTA_FIB_F_PRESENT               0x20

/* attributes of a ct helper object */
#define NFTA_CT_HELPER_UNSPEC            0
#define NFTA_CT_HELPER_NAME              1
#define NFTA_CT_HELPER_L3PROTO           2
#define NFTA_CT_HELPER_L4PROTO           3

/* attributes of a ct timeout object */
#define NFTA_CT_TIMEOUT_UNSPEC           0
#define NFTA_CT_TIMEOUT_L3PROTO          1
#define NFTA_CT_TIMEOUT_L4PROTO          2
#define NFTA_CT_TIMEOUT_DATA             3

/* attributes of a ct expectation object */
#define NFTA_CT_EXPECT_UNSPEC            0
#define NFTA_CT_EXPECT_L3PROTO           1
#define NFTA_CT_EXPECT_L4PROTO           2
#define NFTA_CT_EXPECT_DPORT             3
#define NFTA_CT_EXPECT_TIMEOUT           4
#define NFTA_CT_EXPECT_SIZE              5

/* stateful object types (NFTA_OBJ_TYPE, NFTA_OBJREF_IMM_TYPE) */
#define NFT_OBJECT_UNSPEC                0
#define NFT_OBJECT_COUNTER               1
#define NFT_OBJECT_QUOTA                 2
#define NFT_OBJECT_CT_HELPER             3
#define NFT_OBJECT_LIMIT                 4
#define NFT_OBJECT_CONNLIMIT             5
#define NFT_OBJECT_TUNNEL                6
#define NFT_OBJECT_CT_TIMEOUT            7
#define NFT_OBJECT_SECMARK               8
#define NFT_OBJECT_CT_EXPECT             9
#define NFT_OBJECT_SYNPROXY              10

/* stateful object attributes */
#define NFTA_OBJ_UNSPEC                  0
#define NFTA_OBJ_TABLE                   1       /* string */
#define NFTA_OBJ_NAME                    2       /* string */
#define NFTA_OBJ_TYPE                    3       /* u32: NFT_OBJECT_* */
#define NFTA_OBJ_DATA                    4       /* nested */
#define NFTA_OBJ_USE                     5       /* u32 */
#define NFTA_OBJ_HANDLE                  6       /* u64 */
#define NFTA_OBJ_PAD                     7
#define NFTA_OBJ_USERDATA                8       /* bytes */

/* flowtable flags (NFTA_FLOWTABLE_FLAGS) */
#define NFT_FLOWTABLE_HW_OFFLOAD         0x1
#define NFT_FLOWTABLE_COUNTER            0x2

/* flowtable attributes */
#define NFTA_FLOWTABLE_UNSPEC            0
#define NFTA_FLOWTABLE_TABLE             1       /* string */
#define NFTA_FLOWTABLE_NAME              2       /* string */
#define NFTA_FLOWTABLE_HOOK              3       /* nested */
#define NFTA_FLOWTABLE_USE               4       /* u32 */
#define NFTA_FLOWTABLE_HANDLE            5       /* u64 */
#define NFTA_FLOWTABLE_PAD               6
#define NFTA_FLOWTABLE_FLAGS             7       /* u32: NFT_FLOWTABLE_* */

/* a flowtable's hook */
#define NFTA_FLOWTABLE_HOOK_UNSPEC       0
#define NFTA_FLOWTABLE_HOOK_NUM          1       /* u32 */
#define NFTA_FLOWTABLE_HOOK_PRIORITY     2       /* u32 */
#define NFTA_FLOWTABLE_HOOK_DEVS         3       /* nested */

/* attributes of the "osf" expression (inside NFTA_EXPR_DATA) */
#define NFTA_OSF_UNSPEC                  0
#define NFTA_OSF_DREG                    1       /* u32: NFT_REG_* */
#define NFTA_OSF_TTL                     2       /* u8 */
#define NFTA_OSF_FLAGS                   3       /* u32: NFT_OSF_F_* */

/* flags of the "osf" expression */
#define NFT_OSF_F_VERSION                0x1

/* attributes of the "synproxy" expression (inside NFTA_EXPR_DATA) and object */
#define NFTA_SYNPROXY_UNSPEC             0
#define NFTA_SYNPROXY_MSS                1       /* u16 */
#define NFTA_SYNPROXY_WSCALE             2       /* u8 */
#define NFTA_SYNPROXY_FLAGS              3       /* u32 */

/* a list of devices (NFTA_HOOK_DEVS, NFTA_FLOWTABLE_HOOK_DEVS) */
#define NFTA_DEVICE_UNSPEC               0
#define NFTA_DEVICE_NAME                 1       /* string */
#define NFTA_DEVICE_PREFIX               2       /* string */

/* attributes of the "xfrm" expression (inside NFTA_EXPR_DATA) */
#define NFTA_XFRM_UNSPEC                 0
#define NFTA_XFRM_DREG                   1
#define NFTA_XFRM_KEY                    2
#define NFTA_XFRM_DIR                    3
#define NFTA_XFRM_SPNUM                  4

/* keys of the "xfrm" expression */
#define NFT_XFRM_KEY_UNSPEC              0
#define NFT_XFRM_KEY_DADDR_IP4           1
#define NFT_XFRM_KEY_DADDR_IP6           2
#define NFT_XFRM_KEY_SADDR_IP4           3
#define NFT_XFRM_KEY_SADDR_IP6           4
#define NFT_XFRM_KEY_REQID               5
#define NFT_XFRM_KEY_SPI                 6

/* attributes of a trace event (NFT_MSG_TRACE, NFNLGRP_NFTRACE) */
#define NFTA_TRACE_UNSPEC                0
#define NFTA_TRACE_TABLE                 1       /* string */
#define NFTA_TRACE_CHAIN                 2       /* string */
#define NFTA_TRACE_RULE_HANDLE           3       /* u64 */
#define NFTA_TRACE_TYPE                  4       /* u32: NFT_TRACETYPE_* */
#define NFTA_TRACE_VERDICT               5       /* nested: NFTA_VERDICT_* */
#define NFTA_TRACE_ID                    6       /* u32 */
#define NFTA_TRACE_LL_HEADER             7       /* bytes */
#define NFTA_TRACE_NETWORK_HEADER        8       /* bytes */
#define NFTA_TRACE_TRANSPORT_HEADER      9       /* bytes */
#define NFTA_TRACE_IIF                   10      /* u32 */
#define NFTA_TRACE_IIFTYPE               11      /* u16 */
#define NFTA_TRACE_OIF                   12      /* u32 */
#define NFTA_TRACE_OIFTYPE               13      /* u16 */
#define NFTA_TRACE_MARK                  14      /* u32 */
#define NFTA_TRACE_NFPROTO               15      /* u32: NFPROTO_* */
#define NFTA_TRACE_POLICY                16      /* u32 */
#define NFTA_TRACE_PAD                   17
#define NFTA_TRACE_CT_ID                 18      /* u32 */
#define NFTA_TRACE_CT_DIRECTION          19      /* u8 */
#define NFTA_TRACE_CT_STATUS             20      /* u32 */
#define NFTA_TRACE_CT_STATE              21      /* u32 */

/* trace event types (NFTA_TRACE_TYPE) */
#define NFT_TRACETYPE_UNSPEC             0
#define NFT_TRACETYPE_POLICY             1
#define NFT_TRACETYPE_RETURN             2
#define NFT_TRACETYPE_RULE               3

/* attributes of the "numgen" expression (inside NFTA_EXPR_DATA) */
#define NFTA_NG_UNSPEC                   0
#define NFTA_NG_DREG                     1       /* u32 */
#define NFTA_NG_MODULUS                  2       /* u32 */
#define NFTA_NG_TYPE                     3       /* u32: NFT_NG_* */
#define NFTA_NG_OFFSET                   4       /* u32 */
#define NFTA_NG_SET_NAME                 5       /* string */
#define NFTA_NG_SET_ID                   6       /* u32 */

/* kinds of number of the "numgen" expression */
#define NFT_NG_INCREMENTAL               0
#define NFT_NG_RANDOM                    1

/* a tunnel object's IPv4 addresses */
#define NFTA_TUNNEL_KEY_IP_UNSPEC        0
#define NFTA_TUNNEL_KEY_IP_SRC           1
#define NFTA_TUNNEL_KEY_IP_DST           2

/* a tunnel object's IPv6 addresses */
#define NFTA_TUNNEL_KEY_IP6_UNSPEC       0
#define NFTA_TUNNEL_KEY_IP6_SRC          1
#define NFTA_TUNNEL_KEY_IP6_DST          2
#define NFTA_TUNNEL_KEY_IP6_FLOWLABEL    3

/* a tunnel object's options */
#define NFTA_TUNNEL_KEY_OPTS_UNSPEC      0
#define NFTA_TUNNEL_KEY_OPTS_VXLAN       1
#define NFTA_TUNNEL_KEY_OPTS_ERSPAN      2
#define NFTA_TUNNEL_KEY_OPTS_GENEVE      3

/* VXLAN options */
#define NFTA_TUNNEL_KEY_VXLAN_UNSPEC     0
#define NFTA_TUNNEL_KEY_VXLAN_GBP        1

/* ERSPAN options */
#define NFTA_TUNNEL_KEY_ERSPAN_UNSPEC    0
#define NFTA_TUNNEL_KEY_ERSPAN_VERSION   1
#define NFTA_TUNNEL_KEY_ERSPAN_V1_INDEX  2
#define NFTA_TUNNEL_KEY_ERSPAN_V2_HWID   3
#define NFTA_TUNNEL_KEY_ERSPAN_V2_DIR    4

/* GENEVE options */
#define NFTA_TUNNEL_KEY_GENEVE_UNSPEC    0
#define NFTA_TUNNEL_KEY_GENEVE_CLASS     1
#define NFTA_TUNNEL_KEY_GENEVE_TYPE      2
#define NFTA_TUNNEL_KEY_GENEVE_DATA      3

/* tunnel object flags */
#define NFT_TUNNEL_F_ZERO_CSUM_TX        0x1
#define NFT_TUNNEL_F_DONT_FRAGMENT       0x2
#define NFT_TUNNEL_F_SEQ_NUMBER          0x4

/* attributes of a tunnel object */
#define NFTA_TUNNEL_KEY_UNSPEC           0
#define NFTA_TUNNEL_KEY_ID               1
#define NFTA_TUNNEL_KEY_IP               2
#define NFTA_TUNNEL_KEY_IP6              3
#define NFTA_TUNNEL_KEY_FLAGS            4
#define NFTA_TUNNEL_KEY_TOS              5
#define NFTA_TUNNEL_KEY_TTL              6
#define NFTA_TUNNEL_KEY_SPORT            7
#define NFTA_TUNNEL_KEY_DPORT            8
#define NFTA_TUNNEL_KEY_OPTS             9

/* keys of the "tunnel" expression */
#define NFT_TUNNEL_PATH                  0
#define NFT_TUNNEL_ID                    1

/* modes of the "tunnel" expression */
#define NFT_TUNNEL_MODE_NONE             0
#define NFT_TUNNEL_MODE_RX               1
#define NFT_TUNNEL_MODE_TX               2

/* attributes of the "tunnel" expression (inside NFTA_EXPR_DATA) */
#define NFTA_TUNNEL_UNSPEC               0
#define NFTA_TUNNEL_KEY                  1
#define NFTA_TUNNEL_DREG                 2
#define NFTA_TUNNEL_MODE                 3

#endif
