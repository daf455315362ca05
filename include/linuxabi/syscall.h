#ifndef LINUXABI_SYSCALL_H
#define LINUXABI_SYSCALL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/syscall.h>: system call numbers, for syscall(2), seccomp
 * filters, tracers and code that enters the kernel itself.
 * LINUXABI_SYS_<name> is the number of the call the kernel names
 * __NR_<name>, defined only on the ABIs that have that call: test with
 * #ifdef.  A leading underscore of the kernel's name is dropped
 * (_llseek is LINUXABI_SYS_llseek), and arm's private __ARM_NR_<name>
 * calls are LINUXABI_SYS_<name> too.  The table of each ABI, in the
 * kernel's order, comes from <linuxabi-arch/syscall.h>.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/syscall.h>

#endif
