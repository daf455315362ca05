#ifndef LINUXABI_ARCH_IF_TUN_FPROG_H
#define LINUXABI_ARCH_IF_TUN_FPROG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_tun.h>: the requests whose argument is a struct
 * linuxabi_sock_fprog, 16 bytes here (a 16-bit length, padding and a 64-bit pointer).  Its size is
 * spelled as uint64_t[2] so that the number is this ABI's whatever
 * compiler reads the file (liblinuxabi's tables are built on the host).
 */

#include <stdint.h>

#define TUNATTACHFILTER         LINUXABI_IOW('T', 213, uint64_t[2])
#define TUNDETACHFILTER         LINUXABI_IOW('T', 214, uint64_t[2])
#define TUNGETFILTER            LINUXABI_IOR('T', 219, uint64_t[2])

#endif
