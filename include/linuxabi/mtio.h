#ifndef LINUXABI_MTIO_H
#define LINUXABI_MTIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mtio.h>: magnetic tape drives (/dev/stN, /dev/nstN): the
 * ioctl(2) requests MTIOCTOP, MTIOCGET, MTIOCPOS, the operations of
 * MTIOCTOP, the drive types and status bits of MTIOCGET, and the SCSI
 * tape driver's MTSETDRVBUFFER options.  struct linuxabi_mtget and
 * _mtpos hold the kernel's longs and struct linuxabi_mtop pads its short
 * to an int's alignment, so they are per ABI (<linuxabi-arch/mtio.h>),
 * and so are the request numbers, which carry their sizes.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* struct linuxabi_mtop, _mtget, _mtpos and the ioctl(2) requests
   MTIOCTOP, MTIOCGET, MTIOCPOS */
#include <linuxabi-arch/mtio.h>

/* struct linuxabi_mtop mt_op: what MTIOCTOP does, mt_count times */
#define MTRESET         0       /* reset the drive */
#define MTFSF           1       /* forward over file marks, to the next file's first record */
#define MTBSF           2       /* back over file marks, to before the mark */
#define MTFSR           3       /* forward over records */
#define MTBSR           4       /* back over records */
#define MTWEOF          5       /* write file marks */
#define MTREW           6       /* rewind */
#define MTOFFL          7       /* rewind and take offline */
#define MTNOP           8       /* nothing: flush, update the status */
#define MTRETEN         9       /* retension */
#define MTBSFM          10      /* back over file marks, to after the mark */
#define MTFSFM          11      /* forward over file marks, to before the mark */
#define MTEOM           12      /* to the end of the recorded data */
#define MTERASE         13      /* erase the tape */
#define MTRAS1          14      /* self test 1, non-destructive */
#define MTRAS2          15      /* self test 2, destructive */
#define MTRAS3          16      /* self test 3, reserved */
#define MTSETBLK        20      /* the block length (SCSI) */
#define MTSETDENSITY    21      /* the density code (SCSI) */
#define MTSEEK          22      /* to a block */
#define MTTELL          23      /* the block number, in mt_count */
#define MTSETDRVBUFFER  24      /* drive buffering and the MT_ST_* options */
#define MTFSS           25      /* forward over setmarks */
#define MTBSS           26      /* back over setmarks */
#define MTWSM           27      /* write setmarks */
#define MTLOCK          28      /* lock the door */
#define MTUNLOCK        29      /* unlock the door */
#define MTLOAD          30      /* SCSI load */
#define MTUNLOAD        31      /* SCSI unload */
#define MTCOMPRESSION   32      /* compression on (1) or off (0) */
#define MTSETPART       33      /* the active partition */
#define MTMKPART        34      /* format with one or two partitions */
#define MTWEOFI         35      /* write file marks, not waiting for them */

/* struct linuxabi_mtget mt_type */
#define MT_ISUNKNOWN            0x01
#define MT_ISQIC02              0x02    /* QIC-02 */
#define MT_ISWT5150             0x03    /* Wangtek 5150EQ */
#define MT_ISARCHIVE_5945L2     0x04    /* Archive 5945L-2 */
#define MT_ISCMSJ500            0x05    /* CMS Jumbo 500 */
#define MT_ISTDC3610            0x06    /* Tandberg 6310 */
#define MT_ISARCHIVE_VP60I      0x07    /* Archive VP60i */
#define MT_ISARCHIVE_2150L      0x08    /* Archive Viper 2150L */
#define MT_ISARCHIVE_2060L      0x09    /* Archive Viper 2060L */
#define MT_ISARCHIVESC499       0x0A    /* Archive SC-499 */
#define MT_ISQIC02_ALL_FEATURES 0x0F    /* QIC-02 with every feature */
#define MT_ISWT5099EEN24        0x11    /* Wangtek 5099-een24 */
#define MT_ISTEAC_MT2ST         0x12    /* Teac MT-2ST */
#define MT_ISEVEREX_FT40A       0x32    /* Everex FT40A */
#define MT_ISDDS1               0x51    /* DDS, no partitions */
#define MT_ISDDS2               0x52    /* DDS with partitions */
#define MT_ISONSTREAM_SC        0x61    /* OnStream SCSI */
#define MT_ISSCSI1              0x71    /* SCSI-1 */
#define MT_ISSCSI2              0x72    /* SCSI-2 */
#define MT_ISFTAPE_UNKNOWN      0x800000 /* obsolete */
#define MT_ISFTAPE_FLAG         0x800000

/* the status bits of struct linuxabi_mtget mt_gstat (the kernel's
   GMT_*(x)): each the bit of its name in x */
#define LINUXABI_GMT_EOF(x)             ((x) & 0x80000000)  /* at a file mark */
#define LINUXABI_GMT_BOT(x)             ((x) & 0x40000000)  /* at the beginning of the tape */
#define LINUXABI_GMT_EOT(x)             ((x) & 0x20000000)  /* at the end of the tape */
#define LINUXABI_GMT_SM(x)              ((x) & 0x10000000)  /* at a DDS setmark */
#define LINUXABI_GMT_EOD(x)             ((x) & 0x08000000)  /* at the end of the DDS data */
#define LINUXABI_GMT_WR_PROT(x)         ((x) & 0x04000000)  /* write protected */
#define LINUXABI_GMT_ONLINE(x)          ((x) & 0x01000000)
#define LINUXABI_GMT_D_6250(x)          ((x) & 0x00800000)  /* 6250 bpi */
#define LINUXABI_GMT_D_1600(x)          ((x) & 0x00400000)  /* 1600 bpi */
#define LINUXABI_GMT_D_800(x)           ((x) & 0x00200000)  /* 800 bpi */
#define LINUXABI_GMT_DR_OPEN(x)         ((x) & 0x00040000)  /* the door is open: no tape */
#define LINUXABI_GMT_IM_REP_EN(x)       ((x) & 0x00010000)  /* immediate report mode */
#define LINUXABI_GMT_CLN(x)             ((x) & 0x00008000)  /* cleaning requested */

/* the SCSI tape driver: fields of struct linuxabi_mtget mt_dsreg (block
   size, density) and mt_erreg (soft errors) */
#define MT_ST_BLKSIZE_SHIFT     0
#define MT_ST_BLKSIZE_MASK      0xffffff
#define MT_ST_DENSITY_SHIFT     24
#define MT_ST_DENSITY_MASK      0xff000000
#define MT_ST_SOFTERR_SHIFT     0
#define MT_ST_SOFTERR_MASK      0xffff

/* MTSETDRVBUFFER: mt_count's top 4 bits say what the rest is */
#define MT_ST_OPTIONS           0xf0000000  /* the mask of those bits */
#define MT_ST_BOOLEANS          0x10000000  /* set the options to the MT_ST_* bits */
#define MT_ST_SETBOOLEANS       0x30000000  /* set the MT_ST_* bits given */
#define MT_ST_CLEARBOOLEANS     0x40000000  /* clear the MT_ST_* bits given */
#define MT_ST_WRITE_THRESHOLD   0x20000000  /* the write threshold, in kB */
#define MT_ST_DEF_BLKSIZE       0x50000000  /* the default block size */
#define MT_ST_DEF_OPTIONS       0x60000000  /* a default (MT_ST_DEF_DENSITY ..) */
#define MT_ST_TIMEOUTS          0x70000000  /* a timeout, in seconds */
#define MT_ST_SET_TIMEOUT       (MT_ST_TIMEOUTS | 0x000000)
#define MT_ST_SET_LONG_TIMEOUT  (MT_ST_TIMEOUTS | 0x100000)
#define MT_ST_SET_CLN           0x80000000  /* the cleaning request rule */

/* MT_ST_BOOLEANS, MT_ST_SETBOOLEANS, MT_ST_CLEARBOOLEANS: the options */
#define MT_ST_BUFFER_WRITES     0x1
#define MT_ST_ASYNC_WRITES      0x2
#define MT_ST_READ_AHEAD        0x4
#define MT_ST_DEBUGGING         0x8
#define MT_ST_TWO_FM            0x10    /* two file marks at the end */
#define MT_ST_FAST_MTEOM        0x20    /* MTEOM by the drive's own command */
#define MT_ST_AUTO_LOCK         0x40    /* lock the door while open */
#define MT_ST_DEF_WRITES        0x80    /* the defaults apply to writes only */
#define MT_ST_CAN_BSR           0x100   /* the drive can space back over records */
#define MT_ST_NO_BLKLIMS        0x200   /* no READ BLOCK LIMITS */
#define MT_ST_CAN_PARTITIONS    0x400
#define MT_ST_SCSI2LOGICAL      0x800   /* logical block addresses */
#define MT_ST_SYSV              0x1000  /* System V semantics */
#define MT_ST_NOWAIT            0x2000  /* do not wait for rewinds and the like */
#define MT_ST_SILI              0x4000  /* suppress incorrect length indication */
#define MT_ST_NOWAIT_EOF        0x8000  /* write file marks without waiting */

/* MT_ST_DEF_OPTIONS: which default; MT_ST_CLEAR_DEFAULT as the value
   clears it */
#define MT_ST_CLEAR_DEFAULT     0xfffff
#define MT_ST_DEF_DENSITY       (MT_ST_DEF_OPTIONS | 0x100000)
#define MT_ST_DEF_COMPRESSION   (MT_ST_DEF_OPTIONS | 0x200000)
#define MT_ST_DEF_DRVBUFFER     (MT_ST_DEF_OPTIONS | 0x300000)

/* MTLOAD: mt_count minus this is the slot of an HP changer */
#define MT_ST_HPLOADER_OFFSET   10000

#endif
