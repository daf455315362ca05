#ifndef LINUXABI_HW_BREAKPOINT_H
#define LINUXABI_HW_BREAKPOINT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/hw_breakpoint.h>: hardware breakpoints of perf_event_open(2)
 * (PERF_TYPE_BREAKPOINT of <linuxabi/perf_event.h>): the length and the
 * access type of struct linuxabi_perf_event_attr's bp_len and bp_type.
 */

/* bp_len: bytes watched */
#define HW_BREAKPOINT_LEN_1     1
#define HW_BREAKPOINT_LEN_2     2
#define HW_BREAKPOINT_LEN_3     3
#define HW_BREAKPOINT_LEN_4     4
#define HW_BREAKPOINT_LEN_5     5
#define HW_BREAKPOINT_LEN_6     6
#define HW_BREAKPOINT_LEN_7     7
#define HW_BREAKPOINT_LEN_8     8

/* bp_type: the accesses that trigger it */
#define HW_BREAKPOINT_EMPTY     0
#define HW_BREAKPOINT_R         1       /* reads */
#define HW_BREAKPOINT_W         2       /* writes */
#define HW_BREAKPOINT_RW        (HW_BREAKPOINT_R | HW_BREAKPOINT_W)
#define HW_BREAKPOINT_X         4       /* execution */
#define HW_BREAKPOINT_INVALID   (HW_BREAKPOINT_RW | HW_BREAKPOINT_X)    /* refused */

#endif
