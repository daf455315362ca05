#ifndef LINUXABI_MAJOR_H
#define LINUXABI_MAJOR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/major.h>: the major numbers the kernel names, of a device
 * file's st_rdev (major(3)) or statx's stx_rdev_major.  Character and
 * block devices are numbered apart: one number can name one of each.
 * Most new drivers take a dynamic major (see /proc/devices) and have no
 * name here; many below are of drivers long gone.
 */

/* character devices */
#define MEM_MAJOR		1	/* /dev/null, /dev/zero, /dev/mem .. */
#define PTY_MASTER_MAJOR	2
#define PTY_SLAVE_MAJOR		3
#define TTY_MAJOR		4
#define TTYAUX_MAJOR		5	/* /dev/tty, /dev/console, /dev/ptmx */
#define LP_MAJOR		6
#define VCS_MAJOR		7
#define SCSI_TAPE_MAJOR		9
#define MISC_MAJOR		10	/* a minor per driver */
#define MUX_MAJOR		11	/* PA-RISC serial multiplexer */
#define INPUT_MAJOR		13
#define SOUND_MAJOR		14
#define JOYSTICK_MAJOR		15
#define SCSI_GENERIC_MAJOR	21	/* /dev/sgN */
#define DIGICU_MAJOR		22
#define DIGI_MAJOR		23
#define STL_SERIALMAJOR		24
#define STL_CALLOUTMAJOR	25
#define QIC117_TAPE_MAJOR	27
#define STL_SIOMEMMAJOR		28
#define FB_MAJOR		29	/* /dev/fbN */
#define Z8530_MAJOR		34
#define NETLINK_MAJOR		36
#define IDETAPE_MAJOR		37
#define RISCOM8_NORMAL_MAJOR	48
#define RISCOM8_CALLOUT_MAJOR	49
#define MKISS_MAJOR		55
#define DSP56K_MAJOR		55
#define SPECIALIX_NORMAL_MAJOR	75
#define SPECIALIX_CALLOUT_MAJOR	76
#define AURORA_MAJOR		79
#define SHMIQ_MAJOR		85
#define SCSI_CHANGER_MAJOR	86
#define MTD_CHAR_MAJOR		90	/* /dev/mtdN */
#define PP_MAJOR		99
#define PHONE_MAJOR		100
#define RTF_MAJOR		150
#define RAW_MAJOR		162
#define USB_ACM_MAJOR		166	/* /dev/ttyACMN */
#define USB_ACM_AUX_MAJOR	167
#define USB_CHAR_MAJOR		180
#define VXSPEC_MAJOR		200
#define MSR_MAJOR		202
#define CPUID_MAJOR		203
#define OSST_MAJOR		206
#define IBM_TTY3270_MAJOR	227
#define IBM_FS3270_MAJOR	228
#define VIOTAPE_MAJOR		230
#define SCSI_OSD_MAJOR		260

/* Unix98 pseudo-terminals: masters 128 to 135, slaves (/dev/pts/N) 136
   to 143 */
#define UNIX98_PTY_MASTER_MAJOR	128
#define UNIX98_PTY_MAJOR_COUNT	8
#define UNIX98_PTY_SLAVE_MAJOR	136

/* block devices */
#define UNNAMED_MAJOR		0	/* st_dev of file systems with no device */
#define RAMDISK_MAJOR		1
#define FLOPPY_MAJOR		2
#define IDE0_MAJOR		3
#define HD_MAJOR		3	/* IDE0_MAJOR */
#define LOOP_MAJOR		7
#define SCSI_DISK0_MAJOR	8	/* /dev/sda .. /dev/sdp */
#define MD_MAJOR		9
#define SCSI_CDROM_MAJOR	11
#define XT_DISK_MAJOR		13
#define CDU31A_CDROM_MAJOR	15
#define GOLDSTAR_CDROM_MAJOR	16
#define OPTICS_CDROM_MAJOR	17
#define SANYO_CDROM_MAJOR	18
#define MITSUMI_X_CDROM_MAJOR	20
#define MFM_ACORN_MAJOR		21
#define IDE1_MAJOR		22
#define MITSUMI_CDROM_MAJOR	23
#define CDU535_CDROM_MAJOR	24
#define MATSUSHITA_CDROM_MAJOR	25
#define MATSUSHITA_CDROM2_MAJOR	26
#define MATSUSHITA_CDROM3_MAJOR	27
#define MATSUSHITA_CDROM4_MAJOR	28
#define ACSI_MAJOR		28
#define AZTECH_CDROM_MAJOR	29
#define MTD_BLOCK_MAJOR		31
#define CM206_CDROM_MAJOR	32
#define IDE2_MAJOR		33
#define IDE3_MAJOR		34
#define XPRAM_MAJOR		35
#define PS2ESDI_MAJOR		36
#define Z2RAM_MAJOR		37
#define APBLOCK_MAJOR		38
#define DDV_MAJOR		39
#define NBD_MAJOR		43
#define DAC960_MAJOR		48	/* 48 to 55 */
#define IDE4_MAJOR		56
#define IDE5_MAJOR		57
#define SCSI_DISK1_MAJOR	65
#define SCSI_DISK2_MAJOR	66
#define SCSI_DISK3_MAJOR	67
#define SCSI_DISK4_MAJOR	68
#define SCSI_DISK5_MAJOR	69
#define SCSI_DISK6_MAJOR	70
#define SCSI_DISK7_MAJOR	71
#define COMPAQ_SMART2_MAJOR	72
#define COMPAQ_SMART2_MAJOR1	73
#define COMPAQ_SMART2_MAJOR2	74
#define COMPAQ_SMART2_MAJOR3	75
#define COMPAQ_SMART2_MAJOR4	76
#define COMPAQ_SMART2_MAJOR5	77
#define COMPAQ_SMART2_MAJOR6	78
#define COMPAQ_SMART2_MAJOR7	79
#define I2O_MAJOR		80	/* 80 to 87 */
#define IDE6_MAJOR		88
#define IDE7_MAJOR		89
#define IDE8_MAJOR		90
#define IDE9_MAJOR		91
#define DASD_MAJOR		94
#define MDISK_MAJOR		95
#define UBD_MAJOR		98
#define JSFD_MAJOR		99
#define COMPAQ_CISS_MAJOR	104
#define COMPAQ_CISS_MAJOR1	105
#define COMPAQ_CISS_MAJOR2	106
#define COMPAQ_CISS_MAJOR3	107
#define COMPAQ_CISS_MAJOR4	108
#define COMPAQ_CISS_MAJOR5	109
#define COMPAQ_CISS_MAJOR6	110
#define COMPAQ_CISS_MAJOR7	111
#define VIODASD_MAJOR		112
#define VIOCD_MAJOR		113
#define ATARAID_MAJOR		114
#define SCSI_DISK8_MAJOR	128
#define SCSI_DISK9_MAJOR	129
#define SCSI_DISK10_MAJOR	130
#define SCSI_DISK11_MAJOR	131
#define SCSI_DISK12_MAJOR	132
#define SCSI_DISK13_MAJOR	133
#define SCSI_DISK14_MAJOR	134
#define SCSI_DISK15_MAJOR	135
#define DRBD_MAJOR		147
#define MMC_BLOCK_MAJOR		179	/* /dev/mmcblkN */
#define VXVM_MAJOR		199	/* also a character device */
#define VXDMP_MAJOR		201	/* also a character device */
#define XENVBD_MAJOR		202	/* /dev/xvdX */
#define BLOCK_EXT_MAJOR		259	/* NVMe, partitions past the minors */

#endif
