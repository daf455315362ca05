/*
 * A stand-in for <asm/ucontext.h> on the ABIs whose kernel exports none
 * (alpha, arm, hppa: their struct ucontext is in the kernel's own
 * arch/<arch>/include/asm/ucontext.h), so that sigcontext.spec's one
 * kernel line compiles there: nothing in it.  -idirafter: found only where
 * the ABI has no asm/ucontext.h.
 */
#ifndef LINUXABI_ORACLE_ASM_UCONTEXT_H
#define LINUXABI_ORACLE_ASM_UCONTEXT_H
#endif
