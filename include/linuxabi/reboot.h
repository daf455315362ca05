#ifndef LINUXABI_REBOOT_H
#define LINUXABI_REBOOT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/reboot.h>: the arguments of reboot(2), the system call (not
 * libc's reboot(3), whose RB_* take only the command).  The call checks
 * magic and magic2 before it looks at cmd.  The same on every ABI.
 */

/* reboot(2) magic: the first argument, and one of the four second ones */
#define LINUX_REBOOT_MAGIC1         0xfee1dead
#define LINUX_REBOOT_MAGIC2         672274793   /* 0x28121969 */
#define LINUX_REBOOT_MAGIC2A        85072278    /* 0x05121996 */
#define LINUX_REBOOT_MAGIC2B        369367448   /* 0x16041998 */
#define LINUX_REBOOT_MAGIC2C        537993216   /* 0x20112000 */

/* reboot(2) cmd */
#define LINUX_REBOOT_CMD_RESTART    0x01234567  /* restart now */
#define LINUX_REBOOT_CMD_HALT       0xCDEF0123  /* stop; hand over to the firmware, if any */
#define LINUX_REBOOT_CMD_CAD_ON     0x89ABCDEF  /* Ctrl-Alt-Del restarts at once */
#define LINUX_REBOOT_CMD_CAD_OFF    0x00000000  /* Ctrl-Alt-Del sends SIGINT to init */
#define LINUX_REBOOT_CMD_POWER_OFF  0x4321FEDC  /* stop and power off, if possible */
#define LINUX_REBOOT_CMD_RESTART2   0xA1B2C3D4  /* restart with the command string of arg */
#define LINUX_REBOOT_CMD_SW_SUSPEND 0xD000FCE2  /* hibernate */
#define LINUX_REBOOT_CMD_KEXEC      0x45584543  /* boot the kernel kexec_load(2) loaded */

#endif
