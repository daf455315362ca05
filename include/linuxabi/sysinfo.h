#ifndef LINUXABI_SYSINFO_H
#define LINUXABI_SYSINFO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sysinfo.h>: what sysinfo(2) writes.  struct linuxabi_sysinfo
 * is made of the kernel long, so it comes from <linuxabi-arch/sysinfo.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/sysinfo.h>

/* sysinfo(2) loads[] are fixed-point numbers with this many fraction bits */
#define SI_LOAD_SHIFT        16

#endif
