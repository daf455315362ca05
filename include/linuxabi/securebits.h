#ifndef LINUXABI_SECUREBITS_H
#define LINUXABI_SECUREBITS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/securebits.h>: the securebits of prctl(2) PR_GET_SECUREBITS
 * and PR_SET_SECUREBITS.  Each setting is a pair: SECURE_x is its bit
 * number and SECBIT_x its mask; the _LOCKED bit after it, once set, keeps
 * the setting from changing.  The same on every ABI.
 */

/* the securebits of a new process */
#define SECUREBITS_DEFAULT                  0x00000000

/* bit numbers */
#define SECURE_NOROOT                       0   /* uid 0 gets no capabilities by itself */
#define SECURE_NOROOT_LOCKED                1
#define SECURE_NO_SETUID_FIXUP              2   /* set*uid(2) to or from 0 keeps the capabilities */
#define SECURE_NO_SETUID_FIXUP_LOCKED       3
#define SECURE_KEEP_CAPS                    4   /* as PR_SET_KEEPCAPS; cleared by execve(2) */
#define SECURE_KEEP_CAPS_LOCKED             5
#define SECURE_NO_CAP_AMBIENT_RAISE         6   /* no PR_CAP_AMBIENT_RAISE */
#define SECURE_NO_CAP_AMBIENT_RAISE_LOCKED  7
#define SECURE_EXEC_RESTRICT_FILE           8   /* interpreters check files with AT_EXECVE_CHECK */
#define SECURE_EXEC_RESTRICT_FILE_LOCKED    9
#define SECURE_EXEC_DENY_INTERACTIVE        10  /* interpreters refuse interactive input */
#define SECURE_EXEC_DENY_INTERACTIVE_LOCKED 11

/* masks */
#define SECBIT_NOROOT                       (1 << SECURE_NOROOT)
#define SECBIT_NOROOT_LOCKED                (1 << SECURE_NOROOT_LOCKED)
#define SECBIT_NO_SETUID_FIXUP              (1 << SECURE_NO_SETUID_FIXUP)
#define SECBIT_NO_SETUID_FIXUP_LOCKED       (1 << SECURE_NO_SETUID_FIXUP_LOCKED)
#define SECBIT_KEEP_CAPS                    (1 << SECURE_KEEP_CAPS)
#define SECBIT_KEEP_CAPS_LOCKED             (1 << SECURE_KEEP_CAPS_LOCKED)
#define SECBIT_NO_CAP_AMBIENT_RAISE         (1 << SECURE_NO_CAP_AMBIENT_RAISE)
#define SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED  (1 << SECURE_NO_CAP_AMBIENT_RAISE_LOCKED)
#define SECBIT_EXEC_RESTRICT_FILE           (1 << SECURE_EXEC_RESTRICT_FILE)
#define SECBIT_EXEC_RESTRICT_FILE_LOCKED    (1 << SECURE_EXEC_RESTRICT_FILE_LOCKED)
#define SECBIT_EXEC_DENY_INTERACTIVE        (1 << SECURE_EXEC_DENY_INTERACTIVE)
#define SECBIT_EXEC_DENY_INTERACTIVE_LOCKED (1 << SECURE_EXEC_DENY_INTERACTIVE_LOCKED)

#endif
