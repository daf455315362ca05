#ifndef LINUXABI_FUTEX_H
#define LINUXABI_FUTEX_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/futex.h>: fast user-space locking.  The operations and flags
 * of futex(2), the flags of futex_waitv(2), futex_wake(2), futex_wait(2)
 * and futex_requeue(2), struct linuxabi_futex_waitv, the bits of a PI or
 * robust futex word, and the robust list of set_robust_list(2) and
 * get_robust_list(2).  What differs between ABIs comes from
 * <linuxabi-arch/futex.h>: the robust list, made of pointers and a long.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/futex.h>

/* futex(2) futex_op: the operation */
#define FUTEX_WAIT              0   /* sleep while *uaddr == val */
#define FUTEX_WAKE              1   /* wake up to val waiters */
#define FUTEX_FD                2   /* removed in 2.6.26: ENOSYS */
#define FUTEX_REQUEUE           3
#define FUTEX_CMP_REQUEUE       4   /* requeue if *uaddr == val3 */
#define FUTEX_WAKE_OP           5   /* val3 built as FUTEX_OP_* describe */
#define FUTEX_LOCK_PI           6   /* priority-inheritance lock */
#define FUTEX_UNLOCK_PI         7
#define FUTEX_TRYLOCK_PI        8
#define FUTEX_WAIT_BITSET       9   /* val3: a bit mask of the waiter */
#define FUTEX_WAKE_BITSET       10
#define FUTEX_WAIT_REQUEUE_PI   11
#define FUTEX_CMP_REQUEUE_PI    12
#define FUTEX_LOCK_PI2          13  /* as FUTEX_LOCK_PI, on the monotonic clock */

/* futex(2) futex_op: flags or'd into the operation */
#define FUTEX_PRIVATE_FLAG      128 /* the futex is not shared between processes */
#define FUTEX_CLOCK_REALTIME    256 /* the timeout is on CLOCK_REALTIME */
#define FUTEX_ROBUST_UNLOCK     512 /* also clear the robust list's op_pending */
#define FUTEX_ROBUST_LIST32     1024 /* that robust list is the 32-bit one */

/* futex(2) futex_op: operation and flags together */
#define FUTEX_WAIT_PRIVATE            (FUTEX_WAIT | FUTEX_PRIVATE_FLAG)
#define FUTEX_WAKE_PRIVATE            (FUTEX_WAKE | FUTEX_PRIVATE_FLAG)
#define FUTEX_REQUEUE_PRIVATE         (FUTEX_REQUEUE | FUTEX_PRIVATE_FLAG)
#define FUTEX_CMP_REQUEUE_PRIVATE     (FUTEX_CMP_REQUEUE | FUTEX_PRIVATE_FLAG)
#define FUTEX_WAKE_OP_PRIVATE         (FUTEX_WAKE_OP | FUTEX_PRIVATE_FLAG)
#define FUTEX_LOCK_PI_PRIVATE         (FUTEX_LOCK_PI | FUTEX_PRIVATE_FLAG)
#define FUTEX_LOCK_PI2_PRIVATE        (FUTEX_LOCK_PI2 | FUTEX_PRIVATE_FLAG)
#define FUTEX_UNLOCK_PI_PRIVATE       (FUTEX_UNLOCK_PI | FUTEX_PRIVATE_FLAG)
#define FUTEX_TRYLOCK_PI_PRIVATE      (FUTEX_TRYLOCK_PI | FUTEX_PRIVATE_FLAG)
#define FUTEX_WAIT_BITSET_PRIVATE     (FUTEX_WAIT_BITSET | FUTEX_PRIVATE_FLAG)
#define FUTEX_WAKE_BITSET_PRIVATE     (FUTEX_WAKE_BITSET | FUTEX_PRIVATE_FLAG)
#define FUTEX_WAIT_REQUEUE_PI_PRIVATE (FUTEX_WAIT_REQUEUE_PI | FUTEX_PRIVATE_FLAG)
#define FUTEX_CMP_REQUEUE_PI_PRIVATE  (FUTEX_CMP_REQUEUE_PI | FUTEX_PRIVATE_FLAG)

/* futex(2): unlock and clear the robust list's op_pending in one call,
   with a 64-bit or a 32-bit robust list */
#define FUTEX_UNLOCK_PI_LIST64             (FUTEX_UNLOCK_PI | FUTEX_ROBUST_UNLOCK)
#define FUTEX_UNLOCK_PI_LIST64_PRIVATE     (FUTEX_UNLOCK_PI_LIST64 | FUTEX_PRIVATE_FLAG)
#define FUTEX_UNLOCK_PI_LIST32             (FUTEX_UNLOCK_PI | FUTEX_ROBUST_UNLOCK | FUTEX_ROBUST_LIST32)
#define FUTEX_UNLOCK_PI_LIST32_PRIVATE     (FUTEX_UNLOCK_PI_LIST32 | FUTEX_PRIVATE_FLAG)
#define FUTEX_UNLOCK_WAKE_LIST64           (FUTEX_WAKE | FUTEX_ROBUST_UNLOCK)
#define FUTEX_UNLOCK_WAKE_LIST64_PRIVATE   (FUTEX_UNLOCK_WAKE_LIST64 | FUTEX_PRIVATE_FLAG)
#define FUTEX_UNLOCK_WAKE_LIST32           (FUTEX_WAKE | FUTEX_ROBUST_UNLOCK | FUTEX_ROBUST_LIST32)
#define FUTEX_UNLOCK_WAKE_LIST32_PRIVATE   (FUTEX_UNLOCK_WAKE_LIST32 | FUTEX_PRIVATE_FLAG)
#define FUTEX_UNLOCK_BITSET_LIST64         (FUTEX_WAKE_BITSET | FUTEX_ROBUST_UNLOCK)
#define FUTEX_UNLOCK_BITSET_LIST64_PRIVATE (FUTEX_UNLOCK_BITSET_LIST64 | FUTEX_PRIVATE_FLAG)
#define FUTEX_UNLOCK_BITSET_LIST32         (FUTEX_WAKE_BITSET | FUTEX_ROBUST_UNLOCK | FUTEX_ROBUST_LIST32)
#define FUTEX_UNLOCK_BITSET_LIST32_PRIVATE (FUTEX_UNLOCK_BITSET_LIST32 | FUTEX_PRIVATE_FLAG)

/* futex_waitv(2) (struct linuxabi_futex_waitv flags), futex_wake(2),
   futex_wait(2), futex_requeue(2) flags: the size of the futex word ... */
#define FUTEX2_SIZE_U8          0x00
#define FUTEX2_SIZE_U16         0x01
#define FUTEX2_SIZE_U32         0x02
#define FUTEX2_SIZE_U64         0x03
#define FUTEX2_SIZE_MASK        0x03  /* the size bits */
#define FUTEX_32                FUTEX2_SIZE_U32 /* first spelling */
/* ... and how to find it */
#define FUTEX2_NUMA             0x04  /* a node number follows the word */
#define FUTEX2_MPOL             0x08  /* the node comes from the memory policy */
#define FUTEX2_PRIVATE          FUTEX_PRIVATE_FLAG

/* FUTEX2_NUMA: the node number for "any node" */
#define FUTEX_NO_NODE           (-1)

/* futex_waitv(2): the most futexes one call waits on */
#define FUTEX_WAITV_MAX         128

/* futex_waitv(2): one futex to wait on */
struct linuxabi_futex_waitv {
	uint64_t val;                       /* sleep while the word equals this */
	uint64_t uaddr;                     /* the futex word's address */
	uint32_t flags;                     /* FUTEX2_* */
	uint32_t __reserved;                /* 0 */
};

/* the futex word of a PI or robust futex: the owner's thread ID, and
   two flags */
#define FUTEX_WAITERS           0x80000000 /* someone waits: unlock in the kernel */
#define FUTEX_OWNER_DIED        0x40000000 /* the owner died holding it */
#define FUTEX_TID_MASK          0x3fffffff /* the owner's thread ID */

/* set_robust_list(2): the kernel walks at most this many entries */
#define ROBUST_LIST_LIMIT       2048

/* struct linuxabi_robust_list_head futex_offset: a low bit that marks
   the entry's futex as a PI futex */
#define FUTEX_ROBUST_MOD_PI     0x1

/* FUTEX_WAIT_BITSET, FUTEX_WAKE_BITSET val3: every waiter */
#define FUTEX_BITSET_MATCH_ANY  0xffffffff

/* FUTEX_WAKE_OP val3: (op << 28) | (cmp << 24) | (oparg << 12) | cmparg;
   op, applied to the word at uaddr2 ... */
#define FUTEX_OP_SET            0   /* word = oparg */
#define FUTEX_OP_ADD            1   /* word += oparg */
#define FUTEX_OP_OR             2   /* word |= oparg */
#define FUTEX_OP_ANDN           3   /* word &= ~oparg */
#define FUTEX_OP_XOR            4   /* word ^= oparg */
#define FUTEX_OP_OPARG_SHIFT    8   /* or'd into op: the operand is 1 << oparg */
/* ... and cmp, the test of the old word against cmparg that wakes uaddr2's waiters */
#define FUTEX_OP_CMP_EQ         0
#define FUTEX_OP_CMP_NE         1
#define FUTEX_OP_CMP_LT         2
#define FUTEX_OP_CMP_LE         3
#define FUTEX_OP_CMP_GT         4
#define FUTEX_OP_CMP_GE         5

#endif
