#ifndef LINUXABI_FD_H
#define LINUXABI_FD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fd.h>: floppy disk drives, /dev/fdN (setfdprm(8),
 * fdformat(8), floppyd): the FD* ioctl(2) requests and their structs.
 * struct linuxabi_floppy_struct (a format) holds a pointer, the structs
 * of the drive and its controller longs and pointers:
 * <linuxabi-arch/fd-drive.h> has each ABI's.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* struct linuxabi_floppy_struct stretch */
#define FD_STRETCH              1       /* double track steps */
#define FD_SWAPSIDES            2
#define FD_ZEROBASED            4       /* sectors numbered from 0 */
#define FD_SECTBASEMASK         0x3FC   /* the first sector's number, xor 1, << 2 */
/* the stretch bits of a first sector number S (the kernel's
   FD_MKSECTBASE()) */
#define LINUXABI_FD_MKSECTBASE(s) (((s) ^ 1) << 2)

/* struct linuxabi_floppy_struct rate */
#define FD_2M                   0x4     /* a 2m format: 512-byte sectors */
#define FD_SIZECODEMASK         0x38    /* the sector size code, << 3 */
#define FD_PERP                 0x40    /* perpendicular recording */

/* the byte a formatted sector is filled with */
#define FD_FILL_BYTE            0xF6

/* FDFMTTRK: the track to format */
struct linuxabi_format_descr {
    uint32_t device;
    uint32_t head;
    uint32_t track;
};

/* FDSETMAXERRS, FDGETMAXERRS: error thresholds */
struct linuxabi_floppy_max_errors {
    uint32_t abort;                     /* errors before giving up */
    uint32_t read_track;                /* before a track is read sector by sector */
    uint32_t reset;                     /* before resetting the controller */
    uint32_t recal;                     /* before recalibrating */
    uint32_t reporting;                 /* before reporting */
};

/* the sizes of struct linuxabi_floppy_raw_cmd's command and reply */
#define FD_RAW_CMD_SIZE         16
#define FD_RAW_REPLY_SIZE       16
#define FD_RAW_CMD_FULLSIZE     33      /* the two and reply_count */

/* struct linuxabi_floppy_drive_params flags */
#define FD_DEBUG                0x02
#define FD_SILENT_DCL_CLEAR     0x4
#define FTD_MSG                 0x10
#define FD_BROKEN_DCL           0x20
#define FD_INVERTED_DCL         0x80

/* the size of struct linuxabi_floppy_drive_params autodetect */
#define FD_AUTODETECT_SIZE      8

/* bit numbers of struct linuxabi_floppy_drive_struct flags (enumerators
   in the kernel) */
#define FD_NEED_TWADDLE_BIT     0
#define FD_VERIFY_BIT           1       /* check write protection */
#define FD_DISK_NEWCHANGE_BIT   2       /* a change not yet acted on */
#define FD_UNUSED_BIT           3
#define FD_DISK_CHANGED_BIT     4       /* changed since the last I/O */
#define FD_DISK_WRITABLE_BIT    5
#define FD_OPEN_SHOULD_FAIL_BIT 6
/* and the bits */
#define FD_NEED_TWADDLE         (1 << FD_NEED_TWADDLE_BIT)
#define FD_VERIFY               (1 << FD_VERIFY_BIT)
#define FD_DISK_NEWCHANGE       (1 << FD_DISK_NEWCHANGE_BIT)
#define FD_DISK_CHANGED         (1 << FD_DISK_CHANGED_BIT)
#define FD_DISK_WRITABLE        (1 << FD_DISK_WRITABLE_BIT)

/* FDRESET's argument (enum reset_mode in the kernel) */
#define FD_RESET_IF_NEEDED      0
#define FD_RESET_IF_RAWCMD      1       /* obsolete */
#define FD_RESET_ALWAYS         2

/* struct linuxabi_floppy_fdc_state driver_version */
#define FD_DRIVER_VERSION       0x100

/* struct linuxabi_floppy_raw_cmd flags */
#define FD_RAW_READ             1
#define FD_RAW_WRITE            2
#define FD_RAW_NO_MOTOR         4
#define FD_RAW_DISK_CHANGE      4       /* out: the disk was changed */
#define FD_RAW_INTR             8       /* wait for an interrupt */
#define FD_RAW_SPIN             0x10    /* spin up first */
#define FD_RAW_NO_MOTOR_AFTER   0x20
#define FD_RAW_NEED_DISK        0x40
#define FD_RAW_NEED_SEEK        0x80
#define FD_RAW_MORE             0x100   /* another command follows (next) */
#define FD_RAW_STOP_IF_FAILURE  0x200
#define FD_RAW_STOP_IF_SUCCESS  0x400
#define FD_RAW_SOFTFAILURE      0x800
#define FD_RAW_FAILURE          0x10000 /* out: the controller reported an error */
#define FD_RAW_HARDFAILURE      0x20000 /* out: reset or timed out */

/* the format's, drive's and controller's structs, per ABI */
#include <linuxabi-arch/fd-drive.h>

/* ioctl(2) requests on /dev/fdN (type 2) */
#define FDCLRPRM                LINUXABI_IO(2, 0x41)    /* forget the format */
#define FDSETPRM                LINUXABI_IOW(2, 0x42, struct linuxabi_floppy_struct)
#define FDSETMEDIAPRM           FDSETPRM
#define FDDEFPRM                LINUXABI_IOW(2, 0x43, struct linuxabi_floppy_struct)
#define FDDEFMEDIAPRM           FDDEFPRM
#define FDGETPRM                LINUXABI_IOR(2, 0x04, struct linuxabi_floppy_struct)
#define FDGETMEDIAPRM           FDGETPRM
#define FDMSGON                 LINUXABI_IO(2, 0x45)
#define FDMSGOFF                LINUXABI_IO(2, 0x46)
#define FDFMTBEG                LINUXABI_IO(2, 0x47)
#define FDFMTTRK                LINUXABI_IOW(2, 0x48, struct linuxabi_format_descr)
#define FDFMTEND                LINUXABI_IO(2, 0x49)
#define FDSETEMSGTRESH          LINUXABI_IO(2, 0x4a)
#define FDFLUSH                 LINUXABI_IO(2, 0x4b)
#define FDSETMAXERRS            LINUXABI_IOW(2, 0x4c, struct linuxabi_floppy_max_errors)
#define FDGETMAXERRS            LINUXABI_IOR(2, 0x0e, struct linuxabi_floppy_max_errors)
/* FDSETDRVPRM, FDGETDRVPRM, FDGETFDCSTAT: <linuxabi-arch/fd-drive.h> */
#define FDGETDRVTYP             LINUXABI_IOR(2, 0x0f, char[16])  /* the drive type's name */
#define FDGETDRVSTAT            LINUXABI_IOR(2, 0x12, struct linuxabi_floppy_drive_struct)
#define FDPOLLDRVSTAT           LINUXABI_IOR(2, 0x13, struct linuxabi_floppy_drive_struct)
#define FDRESET                 LINUXABI_IO(2, 0x54)    /* FD_RESET_* */
#define FDWERRORCLR             LINUXABI_IO(2, 0x56)
#define FDWERRORGET             LINUXABI_IOR(2, 0x17, struct linuxabi_floppy_write_errors)
#define FDRAWCMD                LINUXABI_IO(2, 0x58)    /* struct linuxabi_floppy_raw_cmd */
#define FDTWADDLE               LINUXABI_IO(2, 0x59)
#define FDEJECT                 LINUXABI_IO(2, 0x5a)

#endif
