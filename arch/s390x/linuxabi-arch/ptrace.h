#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: s390x.
 */

/* ptrace(2) requests */
#define PTRACE_SINGLEBLOCK              12   /* step to the next branch */
#define PTRACE_OLDSETOPTIONS            21   /* PTRACE_SETOPTIONS's first number */
#define PTRACE_SYSEMU                   31   /* stop at system calls, and do not run them */
#define PTRACE_SYSEMU_SINGLESTEP        32   /* and single-step */
#define PTRACE_PEEKUSR_AREA             0x5000 /* a block of the user area */
#define PTRACE_POKEUSR_AREA             0x5001
#define PTRACE_PEEKTEXT_AREA            0x5002 /* a block of text */
#define PTRACE_PEEKDATA_AREA            0x5003 /* a block of data */
#define PTRACE_POKETEXT_AREA            0x5004
#define PTRACE_POKEDATA_AREA            0x5005
#define PTRACE_GET_LAST_BREAK           0x5006 /* the address of the last breaking event */
#define PTRACE_PEEK_SYSTEM_CALL         0x5007 /* the system call word (s390 only) */
#define PTRACE_POKE_SYSTEM_CALL         0x5008
#define PTRACE_ENABLE_TE                0x5009 /* transactional execution on */
#define PTRACE_DISABLE_TE               0x5010 /* off */
#define PTRACE_TE_ABORT_RAND            0x5011 /* random transaction aborts */

#endif
