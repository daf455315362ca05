#ifndef LINUXABI_ARCH_SVE_CONTEXT_H
#define LINUXABI_ARCH_SVE_CONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The SVE register layout of ptrace(2)'s NT_ARM_SVE and the signal
 * frame's SVE record.  Here: none; only aarch64 has SVE.
 */

#endif
