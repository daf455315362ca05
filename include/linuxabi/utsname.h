#ifndef LINUXABI_UTSNAME_H
#define LINUXABI_UTSNAME_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/utsname.h>: what uname(2) writes, and the older structures
 * of the two calls before it, which i386, powerpc and sh still have
 * (LINUXABI_SYS_oldolduname and LINUXABI_SYS_olduname).  Character
 * arrays only: the same on every ABI.  Each string ends with a NUL.
 *
 * The kernel's __NEW_UTS_LEN and __OLD_UTS_LEN are reserved identifiers:
 * here they are LINUXABI_NEW_UTS_LEN and LINUXABI_OLD_UTS_LEN.
 */

#include <linuxabi-arch/abi.h>

/* string lengths, without the NUL */
#define LINUXABI_NEW_UTS_LEN 64
#define LINUXABI_OLD_UTS_LEN 8

/* uname(2) */
struct linuxabi_new_utsname {
    char sysname[LINUXABI_NEW_UTS_LEN + 1];     /* "Linux" */
    char nodename[LINUXABI_NEW_UTS_LEN + 1];    /* the UTS namespace's host name */
    char release[LINUXABI_NEW_UTS_LEN + 1];     /* the kernel release, "6.1.0" */
    char version[LINUXABI_NEW_UTS_LEN + 1];     /* build number and date */
    char machine[LINUXABI_NEW_UTS_LEN + 1];     /* "x86_64" ("i686" with PER_LINUX32) */
    char domainname[LINUXABI_NEW_UTS_LEN + 1];  /* NIS domain name */
};

/* LINUXABI_SYS_olduname: new_utsname without domainname */
struct linuxabi_old_utsname {
    char sysname[LINUXABI_NEW_UTS_LEN + 1];
    char nodename[LINUXABI_NEW_UTS_LEN + 1];
    char release[LINUXABI_NEW_UTS_LEN + 1];
    char version[LINUXABI_NEW_UTS_LEN + 1];
    char machine[LINUXABI_NEW_UTS_LEN + 1];
};

/* LINUXABI_SYS_oldolduname: strings cut to 8 characters */
struct linuxabi_oldold_utsname {
    char sysname[LINUXABI_OLD_UTS_LEN + 1];
    char nodename[LINUXABI_OLD_UTS_LEN + 1];
    char release[LINUXABI_OLD_UTS_LEN + 1];
    char version[LINUXABI_OLD_UTS_LEN + 1];
    char machine[LINUXABI_OLD_UTS_LEN + 1];
};

#endif
