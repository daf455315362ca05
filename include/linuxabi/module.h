#ifndef LINUXABI_MODULE_H
#define LINUXABI_MODULE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/module.h>: the flags of finit_module(2).
 */

/* finit_module(2) flags */
#define MODULE_INIT_IGNORE_MODVERSIONS  1       /* load despite symbol version mismatches */
#define MODULE_INIT_IGNORE_VERMAGIC     2       /* load despite a kernel version mismatch */
#define MODULE_INIT_COMPRESSED_FILE     4       /* the file is compressed: the kernel decompresses it */

#endif
