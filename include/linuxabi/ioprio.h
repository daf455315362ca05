#ifndef LINUXABI_IOPRIO_H
#define LINUXABI_IOPRIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ioprio.h>: I/O priorities.  The which and the priority value
 * of ioprio_set(2) and ioprio_get(2), also the ioprio of an io_uring or
 * AIO request.  A value is 16 bits: the class in bits 13-15, a hint in
 * bits 3-12, the level in bits 0-2, so
 *     (class << IOPRIO_CLASS_SHIFT) | (hint << IOPRIO_HINT_SHIFT) | level
 * (the kernel's IOPRIO_PRIO_VALUE() and its other helper macros are not
 * here).  The kernel's classes, whiches and hints are enumerators; these
 * are macros of the same values, the same on every ABI.
 */

/* the fields of a priority value */
#define IOPRIO_CLASS_SHIFT       13
#define IOPRIO_NR_CLASSES        8      /* 3 bits of class */
#define IOPRIO_CLASS_MASK        7      /* after the shift */
#define IOPRIO_PRIO_MASK         0x1fff /* the data: hint and level */
#define IOPRIO_LEVEL_NR_BITS     3
#define IOPRIO_NR_LEVELS         8
#define IOPRIO_LEVEL_MASK        7
#define IOPRIO_BE_NR             IOPRIO_NR_LEVELS /* its first name */
#define IOPRIO_HINT_SHIFT        3
#define IOPRIO_HINT_NR_BITS      10
#define IOPRIO_NR_HINTS          1024
#define IOPRIO_HINT_MASK         1023   /* after the shift */

/* the class */
#define IOPRIO_CLASS_NONE        0      /* none set: best effort, from the nice value */
#define IOPRIO_CLASS_RT          1      /* real time (CAP_SYS_ADMIN or CAP_SYS_NICE) */
#define IOPRIO_CLASS_BE          2      /* best effort */
#define IOPRIO_CLASS_IDLE        3      /* only when the disk is otherwise idle */
#define IOPRIO_CLASS_INVALID     7      /* never valid */

/* the level, with RT and BE: 0 is the highest */
#define IOPRIO_NORM              4      /* the default level */
#define IOPRIO_BE_NORM           IOPRIO_NORM

/* the hint: the device's command duration limit descriptor to use */
#define IOPRIO_HINT_NONE                  0
#define IOPRIO_HINT_DEV_DURATION_LIMIT_1  1
#define IOPRIO_HINT_DEV_DURATION_LIMIT_2  2
#define IOPRIO_HINT_DEV_DURATION_LIMIT_3  3
#define IOPRIO_HINT_DEV_DURATION_LIMIT_4  4
#define IOPRIO_HINT_DEV_DURATION_LIMIT_5  5
#define IOPRIO_HINT_DEV_DURATION_LIMIT_6  6
#define IOPRIO_HINT_DEV_DURATION_LIMIT_7  7

/* ioprio_set(2), ioprio_get(2) which: what who names (0: the caller's) */
#define IOPRIO_WHO_PROCESS       1      /* a thread */
#define IOPRIO_WHO_PGRP          2      /* a process group */
#define IOPRIO_WHO_USER          3      /* a user id's processes */

#endif
