#ifndef LINUXABI_ARCH_MOUNT_H
#define LINUXABI_ARCH_MOUNT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/* open_tree(2): close the new file descriptor on execve (= O_CLOEXEC) */
#define OPEN_TREE_CLOEXEC       010000000

#endif
