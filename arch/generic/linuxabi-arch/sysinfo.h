#ifndef LINUXABI_ARCH_SYSINFO_H
#define LINUXABI_ARCH_SYSINFO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sysinfo.h>: the structure of sysinfo(2).  ABIs with a 64-bit
 * kernel long (x32 too: its sysinfo(2) is x86_64's).
 */

#include <stdint.h>

/* sysinfo(2); the memory sizes count units of mem_unit bytes */
struct linuxabi_sysinfo {
    int64_t  uptime;                    /* seconds since boot */
    uint64_t loads[3];                  /* 1, 5, 15-minute load averages (SI_LOAD_SHIFT) */
    uint64_t totalram;                  /* usable main memory */
    uint64_t freeram;                   /* unused main memory */
    uint64_t sharedram;                 /* shared memory */
    uint64_t bufferram;                 /* block device buffers */
    uint64_t totalswap;                 /* swap space */
    uint64_t freeswap;                  /* unused swap space */
    uint16_t procs;                     /* threads, modulo 65536 */
    uint16_t __pad1;
    uint32_t __pad2;
    uint64_t totalhigh;                 /* high memory (0 without highmem) */
    uint64_t freehigh;                  /* unused high memory */
    uint32_t mem_unit;                  /* the unit of the sizes above, in bytes */
    uint32_t __pad3;
};

#endif
