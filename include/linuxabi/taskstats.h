#ifndef LINUXABI_TASKSTATS_H
#define LINUXABI_TASKSTATS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/taskstats.h>: per-task and per-cgroup statistics over
 * generic netlink (<linuxabi/genetlink.h>), the kernel's
 * <linux/taskstats.h> and <linux/cgroupstats.h>.  The family is named
 * "TASKSTATS" (the kernel's TASKSTATS_GENL_NAME, a string, not defined
 * here); CTRL_CMD_GETFAMILY gives its id.  TASKSTATS_CMD_GET with
 * TASKSTATS_CMD_ATTR_PID or _TGID answers TASKSTATS_TYPE_AGGR_PID or
 * _AGGR_TGID, a nest of the id and TASKSTATS_TYPE_STATS, a struct
 * linuxabi_taskstats; CGROUPSTATS_CMD_GET with a cgroup directory's fd
 * answers a struct linuxabi_cgroupstats.  Listeners registered with
 * TASKSTATS_CMD_ATTR_REGISTER_CPUMASK get the same for each exiting task.
 * The same on every ABI but for struct linuxabi_taskstats, which m68k
 * lays out otherwise, and its alignment.  Includes <linuxabi/time.h>, as
 * the kernel's includes <linux/time_types.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/time.h>

#define TASKSTATS_GENL_VERSION  0x1     /* genlmsghdr version */
#define TS_COMM_LEN             32      /* bytes of ac_comm */

/* commands of the family (genlmsghdr cmd) */
#define TASKSTATS_CMD_UNSPEC    0
#define TASKSTATS_CMD_GET       1       /* ask for a task's or group's */
#define TASKSTATS_CMD_NEW       2       /* the answer, or an exit event */

/* attribute types of the kernel's messages */
#define TASKSTATS_TYPE_UNSPEC   0
#define TASKSTATS_TYPE_PID      1       /* uint32_t: thread id */
#define TASKSTATS_TYPE_TGID     2       /* uint32_t: thread group id */
#define TASKSTATS_TYPE_STATS    3       /* struct linuxabi_taskstats */
#define TASKSTATS_TYPE_AGGR_PID 4       /* nest: _PID and _STATS */
#define TASKSTATS_TYPE_AGGR_TGID 5      /* nest: _TGID and _STATS */
#define TASKSTATS_TYPE_NULL     6       /* padding, empty */

/* attribute types of TASKSTATS_CMD_GET */
#define TASKSTATS_CMD_ATTR_UNSPEC 0
#define TASKSTATS_CMD_ATTR_PID  1       /* uint32_t */
#define TASKSTATS_CMD_ATTR_TGID 2       /* uint32_t */
#define TASKSTATS_CMD_ATTR_REGISTER_CPUMASK 3   /* string: CPU list to
                                                   hear exits on */
#define TASKSTATS_CMD_ATTR_DEREGISTER_CPUMASK 4 /* string: CPU list */

/* commands for cgroups, numbered after the task commands (genlmsghdr
   cmd of the same family) */
#define CGROUPSTATS_CMD_UNSPEC  3
#define CGROUPSTATS_CMD_GET     4       /* ask for a cgroup's */
#define CGROUPSTATS_CMD_NEW     5       /* the answer */

/* attribute types of CGROUPSTATS_CMD_NEW */
#define CGROUPSTATS_TYPE_UNSPEC 0
#define CGROUPSTATS_TYPE_CGROUP_STATS 1 /* struct linuxabi_cgroupstats */

/* attribute types of CGROUPSTATS_CMD_GET */
#define CGROUPSTATS_CMD_ATTR_UNSPEC 0
#define CGROUPSTATS_CMD_ATTR_FD 1       /* uint32_t: fd of a cgroup
                                           directory */

/* TASKSTATS_TYPE_STATS: struct linuxabi_taskstats, 688 bytes (680 on
   m68k) */
#include <linuxabi-arch/taskstats-struct.h>

/* CGROUPSTATS_TYPE_CGROUP_STATS: the cgroup's tasks by state */
struct linuxabi_cgroupstats {
    uint64_t nr_sleeping;
    uint64_t nr_running;
    uint64_t nr_stopped;
    uint64_t nr_uninterruptible;
    uint64_t nr_io_wait;
};

#endif
