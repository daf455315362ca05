/*
 * A stand-in for the libc header <sound/asound.h> includes, for the
 * oracle's freestanding compiles (see socket.h here): size_t, from the
 * compiler's own <stddef.h>.
 */
#ifndef LINUXABI_ORACLE_STDLIB_H
#define LINUXABI_ORACLE_STDLIB_H
#include <stddef.h>
#endif
