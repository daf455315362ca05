#ifndef LINUXABI_ARCH_PERF_EVENT_PTR_H
#define LINUXABI_ARCH_PERF_EVENT_PTR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/perf_event.h>: the requests whose size field is the kernel's
 * pointer type (char *, __u64 *, struct ... *): a pointer's size, spelled
 * as uint32_t so that the number is this ABI's whatever compiler reads the
 * file (liblinuxabi's tables are built on the host).  This ABI: 32-bit
 * pointers.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

#define PERF_EVENT_IOC_SET_FILTER       LINUXABI_IOW('$', 6, uint32_t)       /* arg: a string */
#define PERF_EVENT_IOC_ID               LINUXABI_IOR('$', 7, uint32_t)       /* arg: uint64_t * */
#define PERF_EVENT_IOC_QUERY_BPF        LINUXABI_IOWR('$', 10, uint32_t)     /* arg: struct linuxabi_perf_event_query_bpf * */
#define PERF_EVENT_IOC_MODIFY_ATTRIBUTES LINUXABI_IOW('$', 11, uint32_t)     /* arg: struct linuxabi_perf_event_attr * */

#endif
