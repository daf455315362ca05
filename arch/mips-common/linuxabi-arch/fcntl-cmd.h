#ifndef LINUXABI_ARCH_FCNTL_CMD_H
#define LINUXABI_ARCH_FCNTL_CMD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The fcntl(2) commands and lock types of mips.
 */

/* fcntl(2) commands numbered differently on some ABIs */
#define LINUXABI_F_GETLK  14 /* test for a conflicting record lock */
#define LINUXABI_F_SETLK  6  /* set or clear a record lock */
#define LINUXABI_F_SETLKW 7  /* LINUXABI_F_SETLK, waiting */
#define F_SETOWN          24 /* process (or -group) to get SIGIO */
#define F_GETOWN          23
#define F_SETSIG          10 /* signal to send instead of SIGIO */
#define F_GETSIG          11

/* struct linuxabi_flock l_type: record lock types */
#define F_RDLCK           0  /* shared (read) lock */
#define F_WRLCK           1  /* exclusive (write) lock */
#define F_UNLCK           2  /* no lock, or remove one */

/* lock types of the old BSD flock() emulation */
#define F_EXLCK           4
#define F_SHLCK           8

#endif
