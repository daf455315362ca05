#ifndef LINUXABI_SIGNALFD_H
#define LINUXABI_SIGNALFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signalfd.h>: signals read through a descriptor.  The flags
 * of signalfd4(2) (signalfd(2) takes none) and the record read(2)
 * returns for each signal taken, the same 128 bytes on every ABI.
 * SFD_NONBLOCK and SFD_CLOEXEC are the ABI's O_NONBLOCK and O_CLOEXEC:
 * they come from <linuxabi-arch/signalfd.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/signalfd.h>

/*
 * What read(2) of a signalfd returns: one of these per signal (the
 * buffer must hold at least one).  The fields are those of the signal's
 * siginfo, each as wide on every ABI; which ones mean something depends
 * on the signal and its code, as for siginfo.  Offsets in the comments.
 */
struct linuxabi_signalfd_siginfo {
    uint32_t ssi_signo;                 /*   0 signal number */
    int32_t  ssi_errno;                 /*   4 (unused: 0) */
    int32_t  ssi_code;                  /*   8 si_code: SI_USER, ... */
    uint32_t ssi_pid;                   /*  12 sender's pid */
    uint32_t ssi_uid;                   /*  16 sender's real uid */
    int32_t  ssi_fd;                    /*  20 SIGIO: the fd */
    uint32_t ssi_tid;                   /*  24 POSIX timer id */
    uint32_t ssi_band;                  /*  28 SIGIO: band event */
    uint32_t ssi_overrun;               /*  32 POSIX timer overruns */
    uint32_t ssi_trapno;                /*  36 trap number */
    int32_t  ssi_status;                /*  40 SIGCHLD: exit status or
                                                signal */
    int32_t  ssi_int;                   /*  44 sigqueue(3)'s int */
    uint64_t ssi_ptr;                   /*  48 sigqueue(3)'s pointer */
    uint64_t ssi_utime;                 /*  56 SIGCHLD: user CPU time */
    uint64_t ssi_stime;                 /*  64 SIGCHLD: system CPU time */
    uint64_t ssi_addr;                  /*  72 faulting address */
    uint16_t ssi_addr_lsb;              /*  80 SIGBUS: its lowest bit */
    uint16_t __pad2;                    /*  82 */
    int32_t  ssi_syscall;               /*  84 SIGSYS: the syscall */
    uint64_t ssi_call_addr;             /*  88 SIGSYS: its address */
    uint32_t ssi_arch;                  /*  96 SIGSYS: AUDIT_ARCH_* */
    uint8_t  __pad[28];                 /* 100 up to 128 bytes */
};

#endif
