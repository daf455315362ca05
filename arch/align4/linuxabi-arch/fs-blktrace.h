#ifndef LINUXABI_ARCH_FS_BLKTRACE_H
#define LINUXABI_ARCH_FS_BLKTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fs.h>: BLKTRACESETUP, whose number carries the size of
 * linux/blktrace_api.h's struct blk_user_trace_setup (not defined here:
 * a 32-byte name, a 16-bit, two 32-bit, two 64-bit and a 32-bit
 * member).  This ABI: 64-bit integers 4-byte aligned (64 bytes).
 */

#include <linuxabi/ioctl.h>

#define BLKTRACESETUP   LINUXABI_IOWR(0x12, 115, char[64])

#endif
