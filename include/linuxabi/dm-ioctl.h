#ifndef LINUXABI_DM_IOCTL_H
#define LINUXABI_DM_IOCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/dm-ioctl.h>: the device mapper's control interface,
 * /dev/mapper/control (dmsetup(8), LVM, cryptsetup).  Every request takes
 * a struct linuxabi_dm_ioctl, followed in the same buffer (data_start,
 * data_size) by the request's data: struct linuxabi_dm_target_spec and
 * its parameter string for a table, struct linuxabi_dm_name_list,
 * _dm_target_deps, _dm_target_versions or _dm_target_msg.  The structs
 * are the same on every ABI (fixed-width members only); the variable
 * tails are described in comments, the structs are their fixed parts.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* sizes of the name arrays */
#define DM_MAX_TYPE_NAME        16      /* a target type's name */
#define DM_NAME_LEN             128     /* a device's name */
#define DM_UUID_LEN             129     /* a device's uuid */

/* the interface version a program fills in and the kernel returns:
   major 4 (a program checks it; minor and patch level grow) */
#define DM_VERSION_MAJOR        4

/* the request numbers, nr of the ioctl(2) requests (enumerators in the
   kernel) */
#define DM_VERSION_CMD          0
#define DM_REMOVE_ALL_CMD       1
#define DM_LIST_DEVICES_CMD     2
#define DM_DEV_CREATE_CMD       3
#define DM_DEV_REMOVE_CMD       4
#define DM_DEV_RENAME_CMD       5
#define DM_DEV_SUSPEND_CMD      6
#define DM_DEV_STATUS_CMD       7
#define DM_DEV_WAIT_CMD         8
#define DM_TABLE_LOAD_CMD       9
#define DM_TABLE_CLEAR_CMD      10
#define DM_TABLE_DEPS_CMD       11
#define DM_TABLE_STATUS_CMD     12
#define DM_LIST_VERSIONS_CMD    13
#define DM_TARGET_MSG_CMD       14
#define DM_DEV_SET_GEOMETRY_CMD 15
#define DM_DEV_ARM_POLL_CMD     16
#define DM_GET_TARGET_VERSION_CMD 17
#define DM_MPATH_PROBE_PATHS_CMD 18

/* the ioctl(2) type of the requests */
#define DM_IOCTL                0xfd

/* struct linuxabi_dm_ioctl */
struct linuxabi_dm_ioctl {
    uint32_t version[3];                /* major, minor, patch level: in and out */
    uint32_t data_size;                 /* the whole buffer's size, this struct's included */
    uint32_t data_start;                /* the offset of the data after this struct */
    uint32_t target_count;              /* in a table */
    int32_t  open_count;                /* out */
    uint32_t flags;                     /* DM_*_FLAG, DM_DEFERRED_REMOVE */
    uint32_t event_nr;                  /* event number, or a udev cookie in */
    uint32_t padding;
    uint64_t dev;                       /* the device number */
    char     name[DM_NAME_LEN];         /* the device's name */
    char     uuid[DM_UUID_LEN];         /* or its uuid */
    char     data[7];                   /* padding, or the start of the data */
};

/* ioctl(2) requests on /dev/mapper/control, each with a struct
   linuxabi_dm_ioctl and the data after it */
#define DM_VERSION              LINUXABI_IOWR(DM_IOCTL, DM_VERSION_CMD, struct linuxabi_dm_ioctl)
#define DM_REMOVE_ALL           LINUXABI_IOWR(DM_IOCTL, DM_REMOVE_ALL_CMD, struct linuxabi_dm_ioctl)
#define DM_LIST_DEVICES         LINUXABI_IOWR(DM_IOCTL, DM_LIST_DEVICES_CMD, struct linuxabi_dm_ioctl)
#define DM_DEV_CREATE           LINUXABI_IOWR(DM_IOCTL, DM_DEV_CREATE_CMD, struct linuxabi_dm_ioctl)
#define DM_DEV_REMOVE           LINUXABI_IOWR(DM_IOCTL, DM_DEV_REMOVE_CMD, struct linuxabi_dm_ioctl)
#define DM_DEV_RENAME           LINUXABI_IOWR(DM_IOCTL, DM_DEV_RENAME_CMD, struct linuxabi_dm_ioctl)
#define DM_DEV_SUSPEND          LINUXABI_IOWR(DM_IOCTL, DM_DEV_SUSPEND_CMD, struct linuxabi_dm_ioctl)
#define DM_DEV_STATUS           LINUXABI_IOWR(DM_IOCTL, DM_DEV_STATUS_CMD, struct linuxabi_dm_ioctl)
#define DM_DEV_WAIT             LINUXABI_IOWR(DM_IOCTL, DM_DEV_WAIT_CMD, struct linuxabi_dm_ioctl)
#define DM_DEV_ARM_POLL         LINUXABI_IOWR(DM_IOCTL, DM_DEV_ARM_POLL_CMD, struct linuxabi_dm_ioctl)
#define DM_TABLE_LOAD           LINUXABI_IOWR(DM_IOCTL, DM_TABLE_LOAD_CMD, struct linuxabi_dm_ioctl)
#define DM_TABLE_CLEAR          LINUXABI_IOWR(DM_IOCTL, DM_TABLE_CLEAR_CMD, struct linuxabi_dm_ioctl)
#define DM_TABLE_DEPS           LINUXABI_IOWR(DM_IOCTL, DM_TABLE_DEPS_CMD, struct linuxabi_dm_ioctl)
#define DM_TABLE_STATUS         LINUXABI_IOWR(DM_IOCTL, DM_TABLE_STATUS_CMD, struct linuxabi_dm_ioctl)
#define DM_LIST_VERSIONS        LINUXABI_IOWR(DM_IOCTL, DM_LIST_VERSIONS_CMD, struct linuxabi_dm_ioctl)
#define DM_GET_TARGET_VERSION   LINUXABI_IOWR(DM_IOCTL, DM_GET_TARGET_VERSION_CMD, struct linuxabi_dm_ioctl)
#define DM_TARGET_MSG           LINUXABI_IOWR(DM_IOCTL, DM_TARGET_MSG_CMD, struct linuxabi_dm_ioctl)
#define DM_DEV_SET_GEOMETRY     LINUXABI_IOWR(DM_IOCTL, DM_DEV_SET_GEOMETRY_CMD, struct linuxabi_dm_ioctl)
#define DM_MPATH_PROBE_PATHS    LINUXABI_IO(DM_IOCTL, DM_MPATH_PROBE_PATHS_CMD) /* on a multipath device */

/* struct linuxabi_dm_ioctl flags */
#define DM_READONLY_FLAG        (1 << 0)
#define DM_SUSPEND_FLAG         (1 << 1)
#define DM_PERSISTENT_DEV_FLAG  (1 << 3)        /* in: use dev's minor */
#define DM_STATUS_TABLE_FLAG    (1 << 4)        /* in: the table, not the status */
#define DM_ACTIVE_PRESENT_FLAG  (1 << 5)        /* out: an active table */
#define DM_INACTIVE_PRESENT_FLAG (1 << 6)       /* out: an inactive table */
#define DM_BUFFER_FULL_FLAG     (1 << 8)        /* out: the data did not fit */
#define DM_SKIP_BDGET_FLAG      (1 << 9)        /* in: ignored */
#define DM_SKIP_LOCKFS_FLAG     (1 << 10)       /* in: suspend without freezing the file system */
#define DM_NOFLUSH_FLAG         (1 << 11)       /* in: suspend without flushing */
#define DM_QUERY_INACTIVE_TABLE_FLAG (1 << 12)  /* in: the inactive table's */
#define DM_UEVENT_GENERATED_FLAG (1 << 13)      /* out: a uevent was sent */
#define DM_UUID_FLAG            (1 << 14)       /* in: rename sets the uuid */
#define DM_SECURE_DATA_FLAG     (1 << 15)       /* in: wipe buffers after use */
#define DM_DATA_OUT_FLAG        (1 << 16)       /* out: a message's answer */
#define DM_DEFERRED_REMOVE      (1 << 17)       /* remove on the last close */
#define DM_INTERNAL_SUSPEND_FLAG (1 << 18)      /* out: suspended by the kernel */
#define DM_IMA_MEASUREMENT_FLAG (1 << 19)       /* in: measure the table for IMA */

/* DM_TABLE_LOAD, DM_TABLE_STATUS: one target; its parameter string
   follows, padded so that the next target is 8-byte aligned */
struct linuxabi_dm_target_spec {
    uint64_t sector_start;
    uint64_t length;                    /* in sectors */
    int32_t  status;                    /* out */
    uint32_t next;                      /* the offset of the next target */
    char     target_type[DM_MAX_TYPE_NAME];
};

/* DM_TABLE_DEPS: the fixed part; count uint64_t device numbers follow at
   offset 8 (ours is 4-aligned, the kernel's 8 for the array) */
struct linuxabi_dm_target_deps {
    uint32_t count;
    uint32_t padding;
};

/* DM_LIST_DEVICES: the fixed part of one device; its name follows at
   offset 12, then, 8-byte aligned, a uint32_t event number, uint32_t
   DM_NAME_LIST_FLAG_* and, with DM_NAME_LIST_FLAG_HAS_UUID, the uuid */
struct linuxabi_dm_name_list {
    uint64_t dev;
    uint32_t next;                      /* the offset of the next record, 0 at the end */
};

/* struct linuxabi_dm_name_list's flags after the name */
#define DM_NAME_LIST_FLAG_HAS_UUID              1
#define DM_NAME_LIST_FLAG_DOESNT_HAVE_UUID      2

/* DM_LIST_VERSIONS, DM_GET_TARGET_VERSION: the fixed part of one target
   type; its name follows at offset 16 */
struct linuxabi_dm_target_versions {
    uint32_t next;                      /* the offset of the next record */
    uint32_t version[3];
};

/* DM_TARGET_MSG: the fixed part; the message string follows at offset 8 */
struct linuxabi_dm_target_msg {
    uint64_t sector;                    /* a sector of the target to send it to */
};

#endif
