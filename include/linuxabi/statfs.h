#ifndef LINUXABI_STATFS_H
#define LINUXABI_STATFS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/statfs.h>: what statfs(2) and fstatfs(2), and on the ABIs
 * that have them statfs64(2) and fstatfs64(2), report about a file
 * system.  Both structures differ between ABIs and come from
 * <linuxabi-arch/statfs-struct.h>; each is defined only where a call fills
 * it (the 64-bit ABIs other than alpha, powerpc64, s390x and sparc64 have
 * no statfs64 calls; arc's statfs is statfs64).  statfs64(2) and
 * fstatfs64(2) take the structure's size as their second argument.
 * f_type is a file system's magic number: <linuxabi/magic.h>.
 * Member names are the kernel's; its spare members are __pad members.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/statfs-struct.h>

#endif
