#ifndef LINUXABI_MAJOR_H
#define LINUXABI_MAJOR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/major.h>: the major numbers of device files that the kernel
 * names (major(3) of st_rdev, or of stat.h's stx_rdev_major).  Character
 * and block devices number apart, so one number often has a name of
 * each kind: (c) a character device, (b) a block device.  Many are of
 * drivers long gone; the numbers stay assigned.  Drivers that register
 * a dynamic major (most new ones) have none here: read /proc/devices.
 */

#define UNNAMED_MAJOR           0       /* st_dev of file systems with no device */
#define MEM_MAJOR               1       /* (c) /dev/null, /dev/zero, /dev/mem .. */
#define RAMDISK_MAJOR           1       /* (b) /dev/ramN */
#define FLOPPY_MAJOR            2       /* (b) */
#define PTY_MASTER_MAJOR        2       /* (c) BSD pseudo-terminal masters */
#define IDE0_MAJOR              3       /* (b) */
#define HD_MAJOR                3       /* (b) IDE0_MAJOR */
#define PTY_SLAVE_MAJOR         3       /* (c) BSD pseudo-terminal slaves */
#define TTY_MAJOR               4       /* (c) virtual consoles, serial ports */
#define TTYAUX_MAJOR            5       /* (c) /dev/tty, /dev/console, /dev/ptmx */
#define LP_MAJOR                6       /* (c) parallel printers */
#define VCS_MAJOR               7       /* (c) virtual console memory */
#define LOOP_MAJOR              7       /* (b) */
#define SCSI_DISK0_MAJOR        8       /* (b) /dev/sda .. /dev/sdp */
#define SCSI_TAPE_MAJOR         9       /* (c) */
#define MD_MAJOR                9       /* (b) software RAID */
#define MISC_MAJOR              10      /* (c) a minor per driver */
#define SCSI_CDROM_MAJOR        11      /* (b) */
#define MUX_MAJOR               11      /* (c) PA-RISC serial multiplexer */
#define XT_DISK_MAJOR           13      /* (b) */
#define INPUT_MAJOR             13      /* (c) input events, mice, joysticks */
#define SOUND_MAJOR             14      /* (c) OSS */
#define CDU31A_CDROM_MAJOR      15      /* (b) */
#define JOYSTICK_MAJOR          15      /* (c) */
#define GOLDSTAR_CDROM_MAJOR    16      /* (b) */
#define OPTICS_CDROM_MAJOR      17      /* (b) */
#define SANYO_CDROM_MAJOR       18      /* (b) */
#define MITSUMI_X_CDROM_MAJOR   20      /* (b) */
#define MFM_ACORN_MAJOR         21      /* (b) ARM /dev/mfm */
#define SCSI_GENERIC_MAJOR      21      /* (c) /dev/sgN */
#define IDE1_MAJOR              22      /* (b) */
#define DIGICU_MAJOR            22      /* (c) */
#define DIGI_MAJOR              23      /* (c) */
#define MITSUMI_CDROM_MAJOR     23      /* (b) */
#define CDU535_CDROM_MAJOR      24      /* (b) */
#define STL_SERIALMAJOR         24      /* (c) */
#define MATSUSHITA_CDROM_MAJOR  25      /* (b) */
#define STL_CALLOUTMAJOR        25      /* (c) */
#define MATSUSHITA_CDROM2_MAJOR 26      /* (b) */
#define QIC117_TAPE_MAJOR       27      /* (c) */
#define MATSUSHITA_CDROM3_MAJOR 27      /* (b) */
#define MATSUSHITA_CDROM4_MAJOR 28      /* (b) */
#define STL_SIOMEMMAJOR         28      /* (c) */
#define ACSI_MAJOR              28      /* (b) Atari */
#define AZTECH_CDROM_MAJOR      29      /* (b) */
#define FB_MAJOR                29      /* (c) /dev/fbN framebuffers */
#define MTD_BLOCK_MAJOR         31      /* (b) flash, as blocks */
#define CM206_CDROM_MAJOR       32      /* (b) */
#define IDE2_MAJOR              33      /* (b) */
#define IDE3_MAJOR              34      /* (b) */
#define Z8530_MAJOR             34      /* (c) */
#define XPRAM_MAJOR             35      /* (b) S/390 expanded storage */
#define NETLINK_MAJOR           36      /* (c) */
#define PS2ESDI_MAJOR           36      /* (b) */
#define IDETAPE_MAJOR           37      /* (c) */
#define Z2RAM_MAJOR             37      /* (b) Amiga Zorro II RAM */
#define APBLOCK_MAJOR           38      /* (b) AP1000 */
#define DDV_MAJOR               39      /* (b) AP1000 */
#define NBD_MAJOR               43      /* (b) network block devices */
#define RISCOM8_NORMAL_MAJOR    48      /* (c) */
#define DAC960_MAJOR            48      /* (b) 48 to 55 */
#define RISCOM8_CALLOUT_MAJOR   49      /* (c) */
#define MKISS_MAJOR             55      /* (c) */
#define DSP56K_MAJOR            55      /* (c) */
#define IDE4_MAJOR              56      /* (b) */
#define IDE5_MAJOR              57      /* (b) */
#define SCSI_DISK1_MAJOR        65      /* (b) SCSI_DISK1 .. 7: /dev/sdq .. */
#define SCSI_DISK2_MAJOR        66
#define SCSI_DISK3_MAJOR        67
#define SCSI_DISK4_MAJOR        68
#define SCSI_DISK5_MAJOR        69
#define SCSI_DISK6_MAJOR        70
#define SCSI_DISK7_MAJOR        71
#define COMPAQ_SMART2_MAJOR     72      /* (b) COMPAQ_SMART2 .. 7 */
#define COMPAQ_SMART2_MAJOR1    73
#define COMPAQ_SMART2_MAJOR2    74
#define COMPAQ_SMART2_MAJOR3    75
#define COMPAQ_SMART2_MAJOR4    76
#define COMPAQ_SMART2_MAJOR5    77
#define COMPAQ_SMART2_MAJOR6    78
#define COMPAQ_SMART2_MAJOR7    79
#define SPECIALIX_NORMAL_MAJOR  75      /* (c) */
#define SPECIALIX_CALLOUT_MAJOR 76      /* (c) */
#define AURORA_MAJOR            79      /* (c) */
#define I2O_MAJOR               80      /* (b) 80 to 87 */
#define SHMIQ_MAJOR             85      /* (c) MIPS, SGI */
#define SCSI_CHANGER_MAJOR      86      /* (c) media changers */
#define IDE6_MAJOR              88      /* (b) */
#define IDE7_MAJOR              89      /* (b) */
#define IDE8_MAJOR              90      /* (b) */
#define MTD_CHAR_MAJOR          90      /* (c) flash, /dev/mtdN */
#define IDE9_MAJOR              91      /* (b) */
#define DASD_MAJOR              94      /* (b) S/390 disks */
#define MDISK_MAJOR             95      /* (b) S/390 VM minidisks */
#define UBD_MAJOR               98      /* (b) user-mode Linux */
#define PP_MAJOR                99      /* (c) parallel ports, raw */
#define JSFD_MAJOR              99      /* (b) JavaStation flash */
#define PHONE_MAJOR             100     /* (c) */
#define COMPAQ_CISS_MAJOR       104     /* (b) COMPAQ_CISS .. 7 */
#define COMPAQ_CISS_MAJOR1      105
#define COMPAQ_CISS_MAJOR2      106
#define COMPAQ_CISS_MAJOR3      107
#define COMPAQ_CISS_MAJOR4      108
#define COMPAQ_CISS_MAJOR5      109
#define COMPAQ_CISS_MAJOR6      110
#define COMPAQ_CISS_MAJOR7      111
#define VIODASD_MAJOR           112     /* (b) IBM iSeries virtual disks */
#define VIOCD_MAJOR             113     /* (b) IBM iSeries virtual CD */
#define ATARAID_MAJOR           114     /* (b) */
#define SCSI_DISK8_MAJOR        128     /* (b) SCSI_DISK8 .. 15 */
#define SCSI_DISK9_MAJOR        129
#define SCSI_DISK10_MAJOR       130
#define SCSI_DISK11_MAJOR       131
#define SCSI_DISK12_MAJOR       132
#define SCSI_DISK13_MAJOR       133
#define SCSI_DISK14_MAJOR       134
#define SCSI_DISK15_MAJOR       135

/* (c) Unix98 pseudo-terminals: masters 128 to 135, slaves 136 to 143
   (/dev/pts/N) */
#define UNIX98_PTY_MASTER_MAJOR 128
#define UNIX98_PTY_MAJOR_COUNT  8       /* majors of each */
#define UNIX98_PTY_SLAVE_MAJOR  136     /* master + count */

#define DRBD_MAJOR              147     /* (b) replicated block devices */
#define RTF_MAJOR               150     /* (c) RTLinux FIFOs */
#define RAW_MAJOR               162     /* (c) raw block access */
#define USB_ACM_MAJOR           166     /* (c) USB modems, /dev/ttyACMN */
#define USB_ACM_AUX_MAJOR       167     /* (c) */
#define MMC_BLOCK_MAJOR         179     /* (b) SD and MMC cards, /dev/mmcblkN */
#define USB_CHAR_MAJOR          180     /* (c) USB devices */
#define VXVM_MAJOR              199     /* VERITAS volumes */
#define VXSPEC_MAJOR            200     /* (c) VERITAS volume configuration */
#define VXDMP_MAJOR             201     /* VERITAS multipathing */
#define XENVBD_MAJOR            202     /* (b) Xen virtual disks, /dev/xvdX */
#define MSR_MAJOR               202     /* (c) x86 /dev/cpu/N/msr */
#define CPUID_MAJOR             203     /* (c) x86 /dev/cpu/N/cpuid */
#define OSST_MAJOR              206     /* (c) OnStream SCSI tapes */
#define IBM_TTY3270_MAJOR       227     /* (c) S/390 3270 terminals */
#define IBM_FS3270_MAJOR        228     /* (c) S/390 3270 full screen */
#define VIOTAPE_MAJOR           230     /* (c) IBM iSeries virtual tapes */
#define BLOCK_EXT_MAJOR         259     /* (b) extended numbers: NVMe, partitions past the minors */
#define SCSI_OSD_MAJOR          260     /* (c) SCSI object storage */

#endif
