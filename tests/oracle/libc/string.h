/*
 * A stand-in for the libc header <linux/auto_dev-ioctl.h> includes
 * through <linux/string.h>, for the oracle's freestanding compiles (see
 * socket.h here): memset(), which its inline init_autofs_dev_ioctl()
 * calls, with size_t from the compiler's own <stddef.h>.
 */
#ifndef LINUXABI_ORACLE_STRING_H
#define LINUXABI_ORACLE_STRING_H
#include <stddef.h>
void *memset(void *, int, size_t);
#endif
