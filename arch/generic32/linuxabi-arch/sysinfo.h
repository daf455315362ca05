#ifndef LINUXABI_ARCH_SYSINFO_H
#define LINUXABI_ARCH_SYSINFO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sysinfo.h>: the structure of sysinfo(2).  ABIs with a 32-bit
 * kernel long (MIPS n32 too: its sysinfo(2) is the compat one).
 */

#include <stdint.h>

/* sysinfo(2); the memory sizes count units of mem_unit bytes */
struct linuxabi_sysinfo {
    int32_t  uptime;                    /* seconds since boot */
    uint32_t loads[3];                  /* 1, 5, 15-minute load averages (SI_LOAD_SHIFT) */
    uint32_t totalram;                  /* usable main memory */
    uint32_t freeram;                   /* unused main memory */
    uint32_t sharedram;                 /* shared memory */
    uint32_t bufferram;                 /* block device buffers */
    uint32_t totalswap;                 /* swap space */
    uint32_t freeswap;                  /* unused swap space */
    uint16_t procs;                     /* threads, modulo 65536 */
    uint16_t __pad1;
    uint32_t totalhigh;                 /* high memory (0 without highmem) */
    uint32_t freehigh;                  /* unused high memory */
    uint32_t mem_unit;                  /* the unit of the sizes above, in bytes */
    char     __pad2[8];                 /* to 64 bytes */
};

#endif
