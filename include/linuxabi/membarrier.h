#ifndef LINUXABI_MEMBARRIER_H
#define LINUXABI_MEMBARRIER_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/membarrier.h>: the commands and flags of membarrier(2),
 * memory barriers on the CPUs that run other threads.  The kernel's are
 * enumerators; these are macros of the same values, the same on every
 * ABI.
 */

/* membarrier(2) cmd; QUERY returns the mask of the commands it has */
#define MEMBARRIER_CMD_QUERY                                0
#define MEMBARRIER_CMD_GLOBAL                               (1 << 0) /* every thread of every process (slow) */
#define MEMBARRIER_CMD_GLOBAL_EXPEDITED                     (1 << 1) /* threads of registered processes */
#define MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED            (1 << 2)
#define MEMBARRIER_CMD_PRIVATE_EXPEDITED                    (1 << 3) /* this process's threads */
#define MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED           (1 << 4)
#define MEMBARRIER_CMD_PRIVATE_EXPEDITED_SYNC_CORE          (1 << 5) /* and a core serializing instruction */
#define MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE (1 << 6)
#define MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ               (1 << 7) /* restart rseq critical sections */
#define MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ      (1 << 8)
#define MEMBARRIER_CMD_GET_REGISTRATIONS                    (1 << 9) /* the REGISTER_* commands done */
#define MEMBARRIER_CMD_SHARED                               MEMBARRIER_CMD_GLOBAL /* its first name */

/* membarrier(2) flags */
#define MEMBARRIER_CMD_FLAG_CPU      (1 << 0) /* PRIVATE_EXPEDITED_RSEQ: only on cpu_id */

#endif
