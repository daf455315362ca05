#ifndef LINUXABI_ARCH_MOUNT_H
#define LINUXABI_ARCH_MOUNT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/* open_tree(2): close the new file descriptor on execve (= O_CLOEXEC) */
#define OPEN_TREE_CLOEXEC       0x400000

#endif
