#ifndef LINUXABI_HDREG_H
#define LINUXABI_HDREG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/hdreg.h>: the HDIO_* ioctl(2) requests of disks (hdparm(8),
 * smartctl(8)).  Every block device answers HDIO_GETGEO with a struct
 * linuxabi_hd_geometry (per ABI, <linuxabi-arch/hdreg-geometry.h>: its
 * start is a long); libata's disks answer HDIO_GET_IDENTITY (struct
 * linuxabi_hd_driveid, the drive's 512-byte IDENTIFY data),
 * HDIO_GET_32BIT, HDIO_SET_32BIT, HDIO_DRIVE_CMD and HDIO_DRIVE_TASK; the
 * rest were the old IDE driver's, removed in Linux 5.14.  Also the ATA
 * command, SMART, SET FEATURES and security codes those requests carry.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* the header sizes of HDIO_DRIVE_CMD's, the 48-bit and HDIO_DRIVE_TASK's
   arguments, before their data */
#define HDIO_DRIVE_CMD_HDR_SIZE         4
#define HDIO_DRIVE_HOB_HDR_SIZE         8
#define HDIO_DRIVE_TASK_HDR_SIZE        8

/* the old IDE driver's task data phases */
#define IDE_DRIVE_TASK_NO_DATA          0
#define IDE_DRIVE_TASK_INVALID          (-1)
#define IDE_DRIVE_TASK_SET_XFER         1
#define IDE_DRIVE_TASK_IN               2
#define IDE_DRIVE_TASK_OUT              3
#define IDE_DRIVE_TASK_RAW_WRITE        4

/* the taskfile registers read and written by default (bit masks) */
#define IDE_TASKFILE_STD_IN_FLAGS       0xFE
#define IDE_HOB_STD_IN_FLAGS            0x3C
#define IDE_TASKFILE_STD_OUT_FLAGS      0xFE
#define IDE_HOB_STD_OUT_FLAGS           0x3C

/* HDIO_DRIVE_CMD's argument: this header, then its data */
struct linuxabi_hd_drive_cmd_hdr {
    uint8_t command;                    /* WIN_* */
    uint8_t sector_number;
    uint8_t feature;
    uint8_t sector_count;
};

/* HDIO_DRIVE_TASK's argument: the taskfile registers */
struct linuxabi_hd_drive_task_hdr {
    uint8_t data;
    uint8_t feature;
    uint8_t sector_count;
    uint8_t sector_number;
    uint8_t low_cylinder;
    uint8_t high_cylinder;
    uint8_t device_head;
    uint8_t command;
};

/* the high-order (48-bit) taskfile registers */
struct linuxabi_hd_drive_hob_hdr {
    uint8_t data;
    uint8_t feature;
    uint8_t sector_count;
    uint8_t sector_number;
    uint8_t low_cylinder;
    uint8_t high_cylinder;
    uint8_t device_head;
    uint8_t control;
};

/* the old IDE driver's taskfile data phases (HDIO_DRIVE_TASKFILE) */
#define TASKFILE_NO_DATA                0x0000
#define TASKFILE_IN                     0x0001
#define TASKFILE_MULTI_IN               0x0002
#define TASKFILE_OUT                    0x0004
#define TASKFILE_MULTI_OUT              0x0008
#define TASKFILE_IN_OUT                 0x0010
#define TASKFILE_IN_DMA                 0x0020
#define TASKFILE_OUT_DMA                0x0040
#define TASKFILE_IN_DMAQ                0x0080
#define TASKFILE_OUT_DMAQ               0x0100
#define TASKFILE_P_IN                   0x0200
#define TASKFILE_P_OUT                  0x0400
#define TASKFILE_P_IN_DMA               0x0800
#define TASKFILE_P_OUT_DMA              0x1000
#define TASKFILE_P_IN_DMAQ              0x2000
#define TASKFILE_P_OUT_DMAQ             0x4000
#define TASKFILE_48                     0x8000
#define TASKFILE_INVALID                0x7fff

/* ATA commands (the command register; the names of before T13) */
#define WIN_NOP                         0x00
#define CFA_REQ_EXT_ERROR_CODE          0x03
#define WIN_SRST                        0x08    /* ATAPI soft reset */
#define WIN_DEVICE_RESET                0x08
#define WIN_RECAL                       0x10
#define WIN_RESTORE                     WIN_RECAL
#define WIN_READ                        0x20    /* 28-bit addresses */
#define WIN_READ_ONCE                   0x21    /* without retries */
#define WIN_READ_LONG                   0x22
#define WIN_READ_LONG_ONCE              0x23
#define WIN_READ_EXT                    0x24    /* 48-bit addresses */
#define WIN_READDMA_EXT                 0x25
#define WIN_READDMA_QUEUED_EXT          0x26
#define WIN_READ_NATIVE_MAX_EXT         0x27
#define WIN_MULTREAD_EXT                0x29
#define WIN_WRITE                       0x30
#define WIN_WRITE_ONCE                  0x31
#define WIN_WRITE_LONG                  0x32
#define WIN_WRITE_LONG_ONCE             0x33
#define WIN_WRITE_EXT                   0x34
#define WIN_WRITEDMA_EXT                0x35
#define WIN_WRITEDMA_QUEUED_EXT         0x36
#define WIN_SET_MAX_EXT                 0x37
#define CFA_WRITE_SECT_WO_ERASE         0x38
#define WIN_MULTWRITE_EXT               0x39
#define WIN_WRITE_VERIFY                0x3C
#define WIN_VERIFY                      0x40
#define WIN_VERIFY_ONCE                 0x41
#define WIN_VERIFY_EXT                  0x42
#define WIN_FORMAT                      0x50
#define WIN_INIT                        0x60
#define WIN_SEEK                        0x70
#define CFA_TRANSLATE_SECTOR            0x87
#define WIN_DIAGNOSE                    0x90
#define WIN_SPECIFY                     0x91    /* set the geometry translation */
#define WIN_DOWNLOAD_MICROCODE          0x92
#define WIN_STANDBYNOW2                 0x94
#define WIN_STANDBY2                    0x96
#define WIN_SETIDLE2                    0x97
#define WIN_CHECKPOWERMODE2             0x98
#define WIN_SLEEPNOW2                   0x99
#define WIN_PACKETCMD                   0xA0    /* an ATAPI packet command */
#define WIN_PIDENTIFY                   0xA1    /* identify an ATAPI device */
#define WIN_QUEUED_SERVICE              0xA2
#define WIN_SMART                       0xB0    /* feature: SMART_* */
#define CFA_ERASE_SECTORS               0xC0
#define WIN_MULTREAD                    0xC4
#define WIN_MULTWRITE                   0xC5
#define WIN_SETMULT                     0xC6
#define WIN_READDMA_QUEUED              0xC7
#define WIN_READDMA                     0xC8
#define WIN_READDMA_ONCE                0xC9
#define WIN_WRITEDMA                    0xCA
#define WIN_WRITEDMA_ONCE               0xCB
#define WIN_WRITEDMA_QUEUED             0xCC
#define CFA_WRITE_MULTI_WO_ERASE        0xCD
#define WIN_GETMEDIASTATUS              0xDA
#define WIN_ACKMEDIACHANGE              0xDB
#define WIN_POSTBOOT                    0xDC
#define WIN_PREBOOT                     0xDD
#define WIN_DOORLOCK                    0xDE
#define WIN_DOORUNLOCK                  0xDF
#define WIN_STANDBYNOW1                 0xE0
#define WIN_IDLEIMMEDIATE               0xE1
#define WIN_STANDBY                     0xE2
#define WIN_SETIDLE1                    0xE3
#define WIN_READ_BUFFER                 0xE4
#define WIN_CHECKPOWERMODE1             0xE5
#define WIN_SLEEPNOW1                   0xE6
#define WIN_FLUSH_CACHE                 0xE7
#define WIN_WRITE_BUFFER                0xE8
#define WIN_WRITE_SAME                  0xE9
#define WIN_FLUSH_CACHE_EXT             0xEA
#define WIN_IDENTIFY                    0xEC    /* the struct linuxabi_hd_driveid data */
#define WIN_MEDIAEJECT                  0xED
#define WIN_IDENTIFY_DMA                0xEE
#define WIN_SETFEATURES                 0xEF    /* feature: SETFEATURES_* */
#define EXABYTE_ENABLE_NEST             0xF0
#define WIN_SECURITY_SET_PASS           0xF1
#define WIN_SECURITY_UNLOCK             0xF2
#define WIN_SECURITY_ERASE_PREPARE      0xF3
#define WIN_SECURITY_ERASE_UNIT         0xF4
#define WIN_SECURITY_FREEZE_LOCK        0xF5
#define WIN_SECURITY_DISABLE            0xF6
#define WIN_READ_NATIVE_MAX             0xF8
#define WIN_SET_MAX                     0xF9
#define DISABLE_SEAGATE                 0xFB

/* WIN_SMART's feature register */
#define SMART_READ_VALUES               0xD0
#define SMART_READ_THRESHOLDS           0xD1
#define SMART_AUTOSAVE                  0xD2
#define SMART_SAVE                      0xD3
#define SMART_IMMEDIATE_OFFLINE         0xD4
#define SMART_READ_LOG_SECTOR           0xD5
#define SMART_WRITE_LOG_SECTOR          0xD6
#define SMART_WRITE_THRESHOLDS          0xD7
#define SMART_ENABLE                    0xD8
#define SMART_DISABLE                   0xD9
#define SMART_STATUS                    0xDA
#define SMART_AUTO_OFFLINE              0xDB

/* WIN_SMART's cylinder registers, its key */
#define SMART_LCYL_PASS                 0x4F
#define SMART_HCYL_PASS                 0xC2

/* WIN_SETFEATURES's feature register */
#define SETFEATURES_EN_8BIT             0x01
#define SETFEATURES_EN_WCACHE           0x02    /* write cache */
#define SETFEATURES_DIS_DEFECT          0x04
#define SETFEATURES_EN_APM              0x05    /* advanced power management */
#define SETFEATURES_EN_SAME_R           0x22
#define SETFEATURES_DIS_MSN             0x31    /* media status notification */
#define SETFEATURES_DIS_RETRY           0x33
#define SETFEATURES_EN_AAM              0x42    /* automatic acoustic management */
#define SETFEATURES_RW_LONG             0x44
#define SETFEATURES_SET_CACHE           0x54
#define SETFEATURES_DIS_RLA             0x55    /* read look-ahead */
#define SETFEATURES_EN_RI               0x5D    /* release interrupt */
#define SETFEATURES_EN_SI               0x5E    /* service interrupt */
#define SETFEATURES_DIS_RPOD            0x66    /* reverting to power-on defaults */
#define SETFEATURES_DIS_ECC             0x77
#define SETFEATURES_DIS_8BIT            0x81
#define SETFEATURES_DIS_WCACHE          0x82
#define SETFEATURES_EN_DEFECT           0x84
#define SETFEATURES_DIS_APM             0x85
#define SETFEATURES_EN_ECC              0x88
#define SETFEATURES_EN_MSN              0x95
#define SETFEATURES_EN_RETRY            0x99
#define SETFEATURES_EN_RLA              0xAA
#define SETFEATURES_PREFETCH            0xAB
#define SETFEATURES_EN_REST             0xAC
#define SETFEATURES_4B_RW_LONG          0xBB
#define SETFEATURES_DIS_AAM             0xC2
#define SETFEATURES_EN_RPOD             0xCC
#define SETFEATURES_DIS_RI              0xDD
#define SETFEATURES_EN_SAME_M           0xDD
#define SETFEATURES_DIS_SI              0xDE

/* the security commands' feature codes */
#define SECURITY_SET_PASSWORD           0xBA
#define SECURITY_UNLOCK                 0xBB
#define SECURITY_ERASE_PREPARE          0xBC
#define SECURITY_ERASE_UNIT             0xBD
#define SECURITY_FREEZE_LOCK            0xBE
#define SECURITY_DISABLE_PASSWORD       0xBF

/* ioctl(2) requests on a disk (plain numbers, as the kernel's); these
   take a pointer */
#define HDIO_GETGEO                     0x0301  /* struct linuxabi_hd_geometry */
#define HDIO_GET_UNMASKINTR             0x0302
#define HDIO_GET_MULTCOUNT              0x0304
#define HDIO_GET_QDMA                   0x0305
#define HDIO_SET_XFER                   0x0306
#define HDIO_OBSOLETE_IDENTITY          0x0307  /* the first 142 bytes */
#define HDIO_GET_KEEPSETTINGS           0x0308
#define HDIO_GET_32BIT                  0x0309
#define HDIO_GET_NOWERR                 0x030a
#define HDIO_GET_DMA                    0x030b
#define HDIO_GET_NICE                   0x030c
#define HDIO_GET_IDENTITY               0x030d  /* struct linuxabi_hd_driveid */
#define HDIO_GET_WCACHE                 0x030e
#define HDIO_GET_ACOUSTIC               0x030f
#define HDIO_GET_ADDRESS                0x0310
#define HDIO_GET_BUSSTATE               0x031a
#define HDIO_TRISTATE_HWIF              0x031b
#define HDIO_DRIVE_RESET                0x031c
#define HDIO_DRIVE_TASKFILE             0x031d
#define HDIO_DRIVE_TASK                 0x031e  /* struct linuxabi_hd_drive_task_hdr */
#define HDIO_DRIVE_CMD                  0x031f  /* struct linuxabi_hd_drive_cmd_hdr and data */
#define HDIO_DRIVE_CMD_AEB              HDIO_DRIVE_TASK
/* these take a value */
#define HDIO_SET_MULTCOUNT              0x0321
#define HDIO_SET_UNMASKINTR             0x0322
#define HDIO_SET_KEEPSETTINGS           0x0323
#define HDIO_SET_32BIT                  0x0324
#define HDIO_SET_NOWERR                 0x0325
#define HDIO_SET_DMA                    0x0326
#define HDIO_SET_PIO_MODE               0x0327
#define HDIO_SCAN_HWIF                  0x0328
#define HDIO_SET_NICE                   0x0329
#define HDIO_UNREGISTER_HWIF            0x032a
#define HDIO_SET_WCACHE                 0x032b
#define HDIO_SET_ACOUSTIC               0x032c
#define HDIO_SET_BUSSTATE               0x032d
#define HDIO_SET_QDMA                   0x032e
#define HDIO_SET_ADDRESS                0x032f

/* HDIO_GET_BUSSTATE, HDIO_SET_BUSSTATE (enumerators in the kernel) */
#define BUSSTATE_OFF                    0
#define BUSSTATE_ON                     1
#define BUSSTATE_TRISTATE               2

/* HDIO_GET_NICE, HDIO_SET_NICE: bit numbers */
#define IDE_NICE_DSC_OVERLAP            0
#define IDE_NICE_ATAPI_OVERLAP          1
#define IDE_NICE_0                      2
#define IDE_NICE_1                      3
#define IDE_NICE_2                      4

/* HDIO_GETGEO: struct linuxabi_hd_geometry */
#include <linuxabi-arch/hdreg-geometry.h>

/* HDIO_GET_IDENTITY: the drive's IDENTIFY DEVICE data, 256 16-bit words
   in the drive's (little-endian) order; the same on every ABI */
struct linuxabi_hd_driveid {
    uint16_t config;                    /* word 0 */
    uint16_t cyls;
    uint16_t reserved2;
    uint16_t heads;
    uint16_t track_bytes;
    uint16_t sector_bytes;
    uint16_t sectors;
    uint16_t vendor0;
    uint16_t vendor1;
    uint16_t vendor2;
    uint8_t  serial_no[20];             /* words 10-19 */
    uint16_t buf_type;
    uint16_t buf_size;
    uint16_t ecc_bytes;
    uint8_t  fw_rev[8];                 /* words 23-26 */
    uint8_t  model[40];                 /* words 27-46 */
    uint8_t  max_multsect;
    uint8_t  vendor3;
    uint16_t dword_io;
    uint8_t  vendor4;
    uint8_t  capability;                /* word 49's high byte */
    uint16_t reserved50;
    uint8_t  vendor5;
    uint8_t  tPIO;
    uint8_t  vendor6;
    uint8_t  tDMA;
    uint16_t field_valid;               /* word 53 */
    uint16_t cur_cyls;
    uint16_t cur_heads;
    uint16_t cur_sectors;
    uint16_t cur_capacity0;
    uint16_t cur_capacity1;
    uint8_t  multsect;
    uint8_t  multsect_valid;
    uint32_t lba_capacity;              /* words 60-61 */
    uint16_t dma_1word;
    uint16_t dma_mword;
    uint16_t eide_pio_modes;
    uint16_t eide_dma_min;
    uint16_t eide_dma_time;
    uint16_t eide_pio;
    uint16_t eide_pio_iordy;
    uint16_t words69_70[2];
    uint16_t words71_74[4];
    uint16_t queue_depth;               /* word 75 */
    uint16_t words76_79[4];
    uint16_t major_rev_num;             /* word 80 */
    uint16_t minor_rev_num;
    uint16_t command_set_1;
    uint16_t command_set_2;
    uint16_t cfsse;
    uint16_t cfs_enable_1;
    uint16_t cfs_enable_2;
    uint16_t csf_default;
    uint16_t dma_ultra;                 /* word 88 */
    uint16_t trseuc;
    uint16_t trsEuc;
    uint16_t CurAPMvalues;
    uint16_t mprc;
    uint16_t hw_config;
    uint16_t acoustic;                  /* word 94 */
    uint16_t msrqs;
    uint16_t sxfert;
    uint16_t sal;
    uint32_t spg;                       /* words 98-99 */
    uint64_t lba_capacity_2;            /* words 100-103: 48-bit sectors */
    uint16_t words104_125[22];
    uint16_t last_lun;                  /* word 126 */
    uint16_t word127;
    uint16_t dlf;
    uint16_t csfo;
    uint16_t words130_155[26];
    uint16_t word156;
    uint16_t words157_159[3];
    uint16_t cfa_power;                 /* word 160 */
    uint16_t words161_175[15];
    uint16_t words176_205[30];
    uint16_t words206_254[49];
    uint16_t integrity_word;            /* word 255 */
};

#endif
