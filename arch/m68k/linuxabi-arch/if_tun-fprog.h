#ifndef LINUXABI_ARCH_IF_TUN_FPROG_H
#define LINUXABI_ARCH_IF_TUN_FPROG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_tun.h>: the requests whose argument is a struct
 * linuxabi_sock_fprog, 6 bytes here (a 16-bit length and a 32-bit
 * pointer at offset 2: m68k aligns it to 2).  Its size is spelled as
 * uint16_t[3] so that the number is this ABI's whatever
 * compiler reads the file (liblinuxabi's tables are built on the host).
 */

#include <stdint.h>

#define TUNATTACHFILTER         LINUXABI_IOW('T', 213, uint16_t[3])
#define TUNDETACHFILTER         LINUXABI_IOW('T', 214, uint16_t[3])
#define TUNGETFILTER            LINUXABI_IOR('T', 219, uint16_t[3])

#endif
