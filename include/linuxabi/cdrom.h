#ifndef LINUXABI_CDROM_H
#define LINUXABI_CDROM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/cdrom.h>: CD and DVD drives, /dev/srN and /dev/cdrom (eject(1),
 * cdparanoia, libcdio, growisofs): the CDROM* and DVD_* ioctl(2) requests
 * (plain numbers of type 0x53, as the kernel's), their structs and values,
 * the MMC packet commands CDROM_SEND_PACKET carries (GPCMD_*, GPMODE_*)
 * and the MMC replies the kernel's header describes.  Open the device
 * with O_NONBLOCK to use it without a disc.
 *
 * The kernel's enumerators are none; its typedefs dvd_struct and
 * dvd_authinfo are union linuxabi_dvd_struct and union
 * linuxabi_dvd_authinfo, disc_information and track_information struct
 * linuxabi_disc_information and struct linuxabi_track_information, and
 * dvd_key and dvd_challenge are arrays of 5 and 10 uint8_t.
 *
 * Bitfields: each byte the kernel declares as bitfields is one uint8_t
 * here, with a comment naming its bits (bit 0 the least significant).
 * The kernel declares the MMC replies' bitfields in an order that
 * depends on the byte order, so that their bits are the same on every
 * ABI; the bits of the others (the TOC, subchannel and DVD structs) are
 * filled from the least significant bit on little-endian ABIs and from
 * the most significant one on big-endian ones, and both placements are
 * given.  The DVD structs whose bitfields are unsigned int are aligned
 * to 4 in the kernel (1 on m68k); ours, of bytes, are aligned to 1 with
 * the kernel's size and offsets: the unions that hold them
 * (linuxabi_dvd_struct, linuxabi_dvd_authinfo) have the kernel's
 * alignment.
 *
 * Per ABI: the structs holding pointers (cdrom_read, cdrom_read_audio,
 * cdrom_generic_command), in <linuxabi-arch/cdrom-ptr.h>, and the DVD
 * structs, whose bitfields m68k packs differently, in <linuxabi-arch/
 * cdrom-dvd.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* ioctl(2) requests, with the struct linuxabi_ (or union) their
   argument points to, or what it is */
#define CDROMPAUSE                0x5301
#define CDROMRESUME               0x5302
#define CDROMPLAYMSF              0x5303 /* cdrom_msf */
#define CDROMPLAYTRKIND           0x5304 /* cdrom_ti */
#define CDROMREADTOCHDR           0x5305 /* cdrom_tochdr */
#define CDROMREADTOCENTRY         0x5306 /* cdrom_tocentry */
#define CDROMSTOP                 0x5307
#define CDROMSTART                0x5308
#define CDROMEJECT                0x5309
#define CDROMVOLCTRL              0x530a /* cdrom_volctrl */
#define CDROMSUBCHNL              0x530b /* cdrom_subchnl */
#define CDROMREADMODE2            0x530c /* cdrom_msf in, 2336 bytes out */
#define CDROMREADMODE1            0x530d /* cdrom_msf in, 2048 bytes out */
#define CDROMREADAUDIO            0x530e /* cdrom_read_audio */
#define CDROMEJECT_SW             0x530f /* arg 1: eject on the last close */
#define CDROMMULTISESSION         0x5310 /* cdrom_multisession */
#define CDROM_GET_MCN             0x5311 /* cdrom_mcn */
#define CDROM_GET_UPC             CDROM_GET_MCN /* the old name */
#define CDROMRESET                0x5312
#define CDROMVOLREAD              0x5313 /* cdrom_volctrl */
#define CDROMREADRAW              0x5314 /* cdrom_msf in, 2352 bytes out */
#define CDROMREADCOOKED           0x5315 /* no driver now */
#define CDROMSEEK                 0x5316 /* cdrom_msf; no driver now */
#define CDROMPLAYBLK              0x5317 /* cdrom_blk */
#define CDROMREADALL              0x5318 /* no driver now */
#define CDROMGETSPINDOWN          0x531d /* no driver now */
#define CDROMSETSPINDOWN          0x531e /* no driver now */
#define CDROMCLOSETRAY            0x5319
#define CDROM_SET_OPTIONS         0x5320 /* arg CDO_* */
#define CDROM_CLEAR_OPTIONS       0x5321 /* arg CDO_* */
#define CDROM_SELECT_SPEED        0x5322 /* arg the speed, 0 the fastest */
#define CDROM_SELECT_DISC         0x5323 /* arg a slot, CDSL_* */
#define CDROM_MEDIA_CHANGED       0x5325 /* arg a slot, CDSL_* */
#define CDROM_DRIVE_STATUS        0x5326 /* arg a slot; returns CDS_* */
#define CDROM_DISC_STATUS         0x5327 /* returns CDS_* */
#define CDROM_CHANGER_NSLOTS      0x5328 /* returns the slots */
#define CDROM_LOCKDOOR            0x5329 /* arg 1: lock, 0: unlock */
#define CDROM_DEBUG               0x5330 /* arg 1: on, 0: off */
#define CDROM_GET_CAPABILITY      0x5331 /* returns CDC_* */
#define CDROMAUDIOBUFSIZ          0x5382 /* no driver now */
#define DVD_READ_STRUCT           0x5390 /* dvd_struct */
#define DVD_WRITE_STRUCT          0x5391 /* unsupported */
#define DVD_AUTH                  0x5392 /* dvd_authinfo */
#define CDROM_SEND_PACKET         0x5393 /* cdrom_generic_command */
#define CDROM_NEXT_WRITABLE       0x5394 /* long: the block number */
#define CDROM_LAST_WRITTEN        0x5395 /* long: the block number */
#define CDROM_TIMED_MEDIA_CHANGE  0x5396 /* cdrom_timed_media_change_info */

/* struct linuxabi_cdrom_timed_media_change_info media_flags */
#define MEDIA_CHANGED_FLAG        0x1   /* changed since last_media_change */

/* the packet command's length, and the data direction of struct
   linuxabi_cdrom_generic_command */
#define CDROM_PACKET_SIZE         12
#define CGC_DATA_UNKNOWN          0
#define CGC_DATA_WRITE            1
#define CGC_DATA_READ             2
#define CGC_DATA_NONE             3

/* a CD's frames and sectors */
#define CD_MINS                   74    /* minutes of a CD, nominally */
#define CD_SECS                   60    /* seconds a minute */
#define CD_FRAMES                 75    /* frames a second */
#define CD_SYNC_SIZE              12    /* sync bytes of a raw data frame */
#define CD_MSF_OFFSET             150   /* the MSF address of frame 0 */
#define CD_CHUNK_SIZE             24
#define CD_NUM_OF_CHUNKS          98    /* chunks a frame */
#define CD_FRAMESIZE_SUB          96    /* subchannel bytes a frame */
#define CD_HEAD_SIZE              4     /* header bytes of a raw data frame */
#define CD_SUBHEAD_SIZE           8     /* subheader bytes of an XA frame */
#define CD_EDC_SIZE               4
#define CD_ZERO_SIZE              8     /* zero bytes of a mode 1 frame */
#define CD_ECC_SIZE               276
#define CD_FRAMESIZE              2048  /* data bytes a frame, "cooked" */
#define CD_FRAMESIZE_RAW          2352  /* all bytes a frame, "raw" */
#define CD_FRAMESIZE_RAWER        2646  /* the most a drive returns */
#define CD_FRAMESIZE_RAW1         2340  /* raw, without the sync bytes */
#define CD_FRAMESIZE_RAW0         2336  /* raw, without sync and header */
#define CD_XA_HEAD                12    /* header and subheader, XA */
#define CD_XA_TAIL                280   /* EDC and ECC of an XA frame */
#define CD_XA_SYNC_HEAD           24    /* sync, header and subheader */

/* address formats (cdte_format, addr_format, cdsc_format) */
#define CDROM_LBA                 0x01  /* a block number, from 0 */
#define CDROM_MSF                 0x02  /* minute, second, frame (binary) */

/* cdte_ctrl: a data track */
#define CDROM_DATA_TRACK          0x04

/* the lead-out's track number */
#define CDROM_LEADOUT             0xAA

/* cdsc_audiostatus */
#define CDROM_AUDIO_INVALID       0x00  /* not supported */
#define CDROM_AUDIO_PLAY          0x11
#define CDROM_AUDIO_PAUSED        0x12
#define CDROM_AUDIO_COMPLETED     0x13
#define CDROM_AUDIO_ERROR         0x14
#define CDROM_AUDIO_NO_STATUS     0x15

/* CDROM_GET_CAPABILITY: what the drive can do */
#define CDC_CLOSE_TRAY            0x1
#define CDC_OPEN_TRAY             0x2
#define CDC_LOCK                  0x4   /* lock the tray */
#define CDC_SELECT_SPEED          0x8
#define CDC_SELECT_DISC           0x10  /* a changer */
#define CDC_MULTI_SESSION         0x20
#define CDC_MCN                   0x40  /* media catalog number */
#define CDC_MEDIA_CHANGED         0x80
#define CDC_PLAY_AUDIO            0x100
#define CDC_RESET                 0x200
#define CDC_DRIVE_STATUS          0x800
#define CDC_GENERIC_PACKET        0x1000 /* CDROM_SEND_PACKET */
#define CDC_CD_R                  0x2000
#define CDC_CD_RW                 0x4000
#define CDC_DVD                   0x8000
#define CDC_DVD_R                 0x10000
#define CDC_DVD_RAM               0x20000
#define CDC_MO_DRIVE              0x40000 /* magneto-optical */
#define CDC_MRW                   0x80000 /* reads Mount Rainier */
#define CDC_MRW_W                 0x100000 /* writes Mount Rainier */
#define CDC_RAM                   0x200000 /* may be opened for writing */

/* CDROM_DRIVE_STATUS's answer */
#define CDS_NO_INFO               0     /* not implemented */
#define CDS_NO_DISC               1
#define CDS_TRAY_OPEN             2
#define CDS_DRIVE_NOT_READY       3
#define CDS_DISC_OK               4

/* CDROM_DISC_STATUS's answer (or CDS_NO_INFO, CDS_NO_DISC) */
#define CDS_AUDIO                 100
#define CDS_DATA_1                101
#define CDS_DATA_2                102
#define CDS_XA_2_1                103
#define CDS_XA_2_2                104
#define CDS_MIXED                 105

/* CDROM_SET_OPTIONS, CDROM_CLEAR_OPTIONS */
#define CDO_AUTO_CLOSE            0x1   /* close the tray on open */
#define CDO_AUTO_EJECT            0x2   /* open it on the last close */
#define CDO_USE_FFLAGS            0x4   /* heed O_NONBLOCK on open */
#define CDO_LOCK                  0x8   /* lock the tray while open */
#define CDO_CHECK_TYPE            0x10  /* open only data discs */

/* CDROM_SELECT_DISC, CDROM_MEDIA_CHANGED, CDROM_DRIVE_STATUS slots
   (the kernel's INT_MAX - 1 and INT_MAX) */
#define CDSL_NONE                 0x7FFFFFFE
#define CDSL_CURRENT              0x7FFFFFFF

/* the partitions of a multisession disc (old IDE driver) */
#define CD_PART_MAX               64
#define CD_PART_MASK              63

/* MMC packet command opcodes (cmd[0] of CDROM_SEND_PACKET) */
#define GPCMD_BLANK                           0xa1
#define GPCMD_CLOSE_TRACK                     0x5b
#define GPCMD_FLUSH_CACHE                     0x35
#define GPCMD_FORMAT_UNIT                     0x04
#define GPCMD_GET_CONFIGURATION               0x46
#define GPCMD_GET_EVENT_STATUS_NOTIFICATION   0x4a
#define GPCMD_GET_PERFORMANCE                 0xac
#define GPCMD_INQUIRY                         0x12
#define GPCMD_LOAD_UNLOAD                     0xa6
#define GPCMD_MECHANISM_STATUS                0xbd
#define GPCMD_MODE_SELECT_10                  0x55
#define GPCMD_MODE_SENSE_10                   0x5a
#define GPCMD_PAUSE_RESUME                    0x4b
#define GPCMD_PLAY_AUDIO_10                   0x45
#define GPCMD_PLAY_AUDIO_MSF                  0x47
#define GPCMD_PLAY_AUDIO_TI                   0x48
#define GPCMD_PLAY_CD                         0xbc
#define GPCMD_PREVENT_ALLOW_MEDIUM_REMOVAL    0x1e
#define GPCMD_READ_10                         0x28
#define GPCMD_READ_12                         0xa8
#define GPCMD_READ_BUFFER                     0x3c
#define GPCMD_READ_BUFFER_CAPACITY            0x5c
#define GPCMD_READ_CDVD_CAPACITY              0x25
#define GPCMD_READ_CD                         0xbe
#define GPCMD_READ_CD_MSF                     0xb9
#define GPCMD_READ_DISC_INFO                  0x51
#define GPCMD_READ_DVD_STRUCTURE              0xad
#define GPCMD_READ_FORMAT_CAPACITIES          0x23
#define GPCMD_READ_HEADER                     0x44
#define GPCMD_READ_TRACK_RZONE_INFO           0x52
#define GPCMD_READ_SUBCHANNEL                 0x42
#define GPCMD_READ_TOC_PMA_ATIP               0x43
#define GPCMD_REPAIR_RZONE_TRACK              0x58
#define GPCMD_REPORT_KEY                      0xa4
#define GPCMD_REQUEST_SENSE                   0x03
#define GPCMD_RESERVE_RZONE_TRACK             0x53
#define GPCMD_SEND_CUE_SHEET                  0x5d
#define GPCMD_SCAN                            0xba
#define GPCMD_SEEK                            0x2b
#define GPCMD_SEND_DVD_STRUCTURE              0xbf
#define GPCMD_SEND_EVENT                      0xa2
#define GPCMD_SEND_KEY                        0xa3
#define GPCMD_SEND_OPC                        0x54
#define GPCMD_SET_READ_AHEAD                  0xa7
#define GPCMD_SET_STREAMING                   0xb6
#define GPCMD_START_STOP_UNIT                 0x1b
#define GPCMD_STOP_PLAY_SCAN                  0x4e
#define GPCMD_TEST_UNIT_READY                 0x00
#define GPCMD_VERIFY_10                       0x2f
#define GPCMD_WRITE_10                        0x2a
#define GPCMD_WRITE_12                        0xaa
#define GPCMD_WRITE_AND_VERIFY_10             0x2e
#define GPCMD_WRITE_BUFFER                    0x3b
#define GPCMD_SET_SPEED                       0xbb
#define GPCMD_PLAYAUDIO_TI                    0x48  /* = GPCMD_PLAY_AUDIO_TI */
#define GPCMD_GET_MEDIA_STATUS                0xda  /* old drives only */

/* MODE SENSE and MODE SELECT page codes */
#define GPMODE_VENDOR_PAGE            0x00
#define GPMODE_R_W_ERROR_PAGE         0x01
#define GPMODE_WRITE_PARMS_PAGE       0x05
#define GPMODE_WCACHING_PAGE          0x08
#define GPMODE_AUDIO_CTL_PAGE         0x0e
#define GPMODE_POWER_PAGE             0x1a
#define GPMODE_FAULT_FAIL_PAGE        0x1c
#define GPMODE_TO_PROTECT_PAGE        0x1d
#define GPMODE_CAPABILITIES_PAGE      0x2a
#define GPMODE_ALL_PAGES              0x3f
#define GPMODE_CDROM_PAGE             0x0d

/* DVD_READ_STRUCT: the structure to read (type) */
#define DVD_STRUCT_PHYSICAL       0x00
#define DVD_STRUCT_COPYRIGHT      0x01
#define DVD_STRUCT_DISCKEY        0x02
#define DVD_STRUCT_BCA            0x03
#define DVD_STRUCT_MANUFACT       0x04

/* struct linuxabi_dvd_physical layer */
#define DVD_LAYERS                4

/* DVD_AUTH: the step (type) */
#define DVD_LU_SEND_AGID          0
#define DVD_HOST_SEND_CHALLENGE   1
#define DVD_LU_SEND_KEY1          2
#define DVD_LU_SEND_CHALLENGE     3
#define DVD_HOST_SEND_KEY2        4
#define DVD_AUTH_ESTABLISHED      5
#define DVD_AUTH_FAILURE          6
#define DVD_LU_SEND_TITLE_KEY     7
#define DVD_LU_SEND_ASF           8
#define DVD_INVALIDATE_AGID       9
#define DVD_LU_SEND_RPC_STATE     10
#define DVD_HOST_SEND_RPC_STATE   11

/* struct linuxabi_dvd_lu_send_title_key: cpm, cp_sec, cgms */
#define DVD_CPM_NO_COPYRIGHT      0
#define DVD_CPM_COPYRIGHTED       1
#define DVD_CP_SEC_NONE           0
#define DVD_CP_SEC_EXIST          1
#define DVD_CGMS_UNRESTRICTED     0
#define DVD_CGMS_SINGLE           2
#define DVD_CGMS_RESTRICTED       3

/* GET CONFIGURATION feature codes */
#define CDF_RWRT                  0x0020 /* random writable */
#define CDF_HWDM                  0x0024 /* hardware defect management */
#define CDF_MRW                   0x0028 /* Mount Rainier */

/* struct linuxabi_disc_information mrw_status */
#define CDM_MRW_NOTMRW            0
#define CDM_MRW_BGFORMAT_INACTIVE 1
#define CDM_MRW_BGFORMAT_ACTIVE   2
#define CDM_MRW_BGFORMAT_COMPLETE 3

/* Mount Rainier address spaces */
#define MRW_LBA_DMA               0     /* defect managed */
#define MRW_LBA_GAA               1     /* general application area */

/* Mount Rainier mode pages: the old one and the current */
#define MRW_MODE_PC_PRE1          0x2c
#define MRW_MODE_PC               0x03

/* an address as minute, second, frame */
struct linuxabi_cdrom_msf0 {
    uint8_t  minute;
    uint8_t  second;
    uint8_t  frame;
};

/* an address, by CDROM_MSF or CDROM_LBA */
union linuxabi_cdrom_addr {
    struct linuxabi_cdrom_msf0 msf;
    int32_t  lba;
};

/* CDROMPLAYMSF, CDROMREADMODE1, ...: from one address to another */
struct linuxabi_cdrom_msf {
    uint8_t  cdmsf_min0;                /* start */
    uint8_t  cdmsf_sec0;
    uint8_t  cdmsf_frame0;
    uint8_t  cdmsf_min1;                /* end */
    uint8_t  cdmsf_sec1;
    uint8_t  cdmsf_frame1;
};

/* CDROMPLAYTRKIND: from one track and index to another */
struct linuxabi_cdrom_ti {
    uint8_t  cdti_trk0;
    uint8_t  cdti_ind0;
    uint8_t  cdti_trk1;
    uint8_t  cdti_ind1;
};

/* CDROMREADTOCHDR: the first and last tracks */
struct linuxabi_cdrom_tochdr {
    uint8_t  cdth_trk0;
    uint8_t  cdth_trk1;
};

/* CDROMVOLCTRL, CDROMVOLREAD: each channel's volume */
struct linuxabi_cdrom_volctrl {
    uint8_t  channel0;
    uint8_t  channel1;
    uint8_t  channel2;
    uint8_t  channel3;
};

/* CDROMSUBCHNL: the audio position (12 bytes, 14 on m68k, whose padding
   before cdsc_absaddr is 1 byte, not 3) */
struct linuxabi_cdrom_subchnl {
    uint8_t  cdsc_format;               /* in: CDROM_MSF or CDROM_LBA */
    uint8_t  cdsc_audiostatus;          /* CDROM_AUDIO_* */
    uint8_t  cdsc_adr_ctrl;             /* bitfields cdsc_adr (4 bits), then
                                           cdsc_ctrl (4 bits): little-endian
                                           ABIs: adr in bits 0-3, ctrl in
                                           4-7; big-endian: adr in 4-7,
                                           ctrl in 0-3 */
    uint8_t  cdsc_trk;
    uint8_t  cdsc_ind;
    union linuxabi_cdrom_addr cdsc_absaddr;
    union linuxabi_cdrom_addr cdsc_reladdr;
};

/* CDROMREADTOCENTRY: a track's start */
struct linuxabi_cdrom_tocentry {
    uint8_t  cdte_track;                /* in: the track, or CDROM_LEADOUT */
    uint8_t  cdte_adr_ctrl;             /* bitfields cdte_adr (4 bits), then
                                           cdte_ctrl (4 bits, CDROM_DATA_TRACK),
                                           little-endian ABIs: adr in bits
                                           0-3, ctrl in 4-7; big-endian: adr
                                           in 4-7, ctrl in 0-3 */
    uint8_t  cdte_format;               /* in: CDROM_MSF or CDROM_LBA */
    uint8_t  __pad;
    union linuxabi_cdrom_addr cdte_addr;
    uint8_t  cdte_datamode;
};

/* CDROMMULTISESSION: the last session's start */
struct linuxabi_cdrom_multisession {
    union linuxabi_cdrom_addr addr;     /* valid if xa_flag */
    uint8_t  xa_flag;                   /* 1: an XA disc */
    uint8_t  addr_format;               /* in: CDROM_MSF or CDROM_LBA */
};

/* CDROM_GET_MCN: the media catalog number */
struct linuxabi_cdrom_mcn {
    uint8_t  medium_catalog_number[14]; /* 13 digits and a NUL */
};

/* CDROMPLAYBLK: blocks to play */
struct linuxabi_cdrom_blk {
    uint32_t from;
    uint16_t len;
};

/* CDROM_TIMED_MEDIA_CHANGE */
struct linuxabi_cdrom_timed_media_change_info {
    int64_t  last_media_change;         /* in and out: ms */
    uint64_t media_flags;               /* MEDIA_CHANGED_FLAG */
};

/* DVD_READ_STRUCT DVD_STRUCT_COPYRIGHT */
struct linuxabi_dvd_copyright {
    uint8_t  type;
    uint8_t  layer_num;
    uint8_t  cpst;                      /* copy protection system type */
    uint8_t  rmi;                       /* region management */
};

/* DVD_READ_STRUCT DVD_STRUCT_BCA: the burst cutting area (3 bytes of
   padding before len, 1 on m68k) */
struct linuxabi_dvd_bca {
    uint8_t  type;
    int32_t  len;
    uint8_t  value[188];
};

/* DVD_READ_STRUCT DVD_STRUCT_MANUFACT (2 bytes of padding before len,
   none on m68k) */
struct linuxabi_dvd_manufact {
    uint8_t  type;
    uint8_t  layer_num;
    int32_t  len;
    uint8_t  value[2048];
};

/* DVD_AUTH DVD_HOST_SEND_RPC_STATE: the region to set */
struct linuxabi_dvd_host_send_rpcstate {
    uint8_t  type;
    uint8_t  pdrc;                      /* preferred drive region code */
};

/* DVD_AUTH DVD_LU_SEND_RPC_STATE: the drive's region state */
struct linuxabi_dvd_lu_send_rpcstate {
    uint8_t  type_vra_ucca;             /* bitfields type (2 bits), vra
                                           (3 bits), ucca (3 bits):
                                           little-endian ABIs: type in bits
                                           0-1, vra 2-4, ucca 5-7;
                                           big-endian: type 6-7, vra 3-5,
                                           ucca 0-2 */
    uint8_t  region_mask;
    uint8_t  rpc_scheme;
};

#include <linuxabi-arch/cdrom-ptr.h>
#include <linuxabi-arch/cdrom-dvd.h>

/* SCSI sense data (struct linuxabi_cdrom_generic_command sense) */
struct linuxabi_request_sense {
    uint8_t  valid_error_code;          /* bitfields: valid bit 7,
                                           error_code bits 0-6 */
    uint8_t  segment_number;
    uint8_t  sense_key_ili;             /* bitfields: sense_key bits 0-3,
                                           ili bit 5 */
    uint8_t  information[4];
    uint8_t  add_sense_len;
    uint8_t  command_info[4];
    uint8_t  asc;
    uint8_t  ascq;
    uint8_t  fruc;
    uint8_t  sks[3];
    uint8_t  asb[46];
};

/* The MMC replies below are the drive's, big-endian (the kernel's __be16,
   __be32, and its __u16 and __u32 here too). */

/* GET CONFIGURATION: the Mount Rainier feature descriptor */
struct linuxabi_mrw_feature_desc {
    uint16_t feature_code;              /* CDF_MRW */
    uint8_t  version_flags;             /* bitfields: feature_version bits
                                           2-5, persistent bit 1, curr bit 0 */
    uint8_t  add_len;
    uint8_t  write_flag;                /* bitfield write: bit 0 */
    uint8_t  reserved3;
    uint8_t  reserved4;
    uint8_t  reserved5;
};

/* GET CONFIGURATION: the random writable feature descriptor */
struct linuxabi_rwrt_feature_desc {
    uint16_t feature_code;              /* CDF_RWRT */
    uint8_t  version_flags;             /* bitfields: feature_version bits
                                           2-5, persistent bit 1, curr bit 0 */
    uint8_t  add_len;
    uint32_t last_lba;
    uint32_t block_size;
    uint16_t blocking;
    uint8_t  page_present_flag;         /* bitfield page_present: bit 0 */
    uint8_t  reserved3;
};

/* READ DISC INFORMATION's reply (36 bytes, 34 on m68k) */
struct linuxabi_disc_information {
    uint16_t disc_information_length;
    uint8_t  status_bits;               /* bitfields: disc_status bits 0-1,
                                           border_status bits 2-3, erasable
                                           bit 4 */
    uint8_t  n_first_track;
    uint8_t  n_sessions_lsb;
    uint8_t  first_track_lsb;
    uint8_t  last_track_lsb;
    uint8_t  valid_bits;                /* bitfields: mrw_status bits 0-1
                                           (CDM_MRW_*), dbit bit 2, uru bit
                                           5, dbc_v bit 6, did_v bit 7 */
    uint8_t  disc_type;
    uint8_t  n_sessions_msb;
    uint8_t  first_track_msb;
    uint8_t  last_track_msb;
    uint32_t disc_id;
    uint32_t lead_in;
    uint32_t lead_out;
    uint8_t  disc_bar_code[8];
    uint8_t  reserved3;
    uint8_t  n_opc;
};

/* READ TRACK INFORMATION's reply */
struct linuxabi_track_information {
    uint16_t track_information_length;
    uint8_t  track_lsb;
    uint8_t  session_lsb;
    uint8_t  reserved1;
    uint8_t  track_mode_bits;           /* bitfields: track_mode bits 0-3,
                                           copy bit 4, damage bit 5 */
    uint8_t  data_mode_bits;            /* bitfields: data_mode bits 0-3,
                                           fp bit 4, packet bit 5, blank bit
                                           6, rt bit 7 */
    uint8_t  valid_bits;                /* bitfields: nwa_v bit 0, lra_v
                                           bit 1 */
    uint32_t track_start;
    uint32_t next_writable;
    uint32_t free_blocks;
    uint32_t fixed_packet_size;
    uint32_t track_size;
    uint32_t last_rec_address;
};

/* GET CONFIGURATION's reply header */
struct linuxabi_feature_header {
    uint32_t data_len;
    uint8_t  reserved1;
    uint8_t  reserved2;
    uint16_t curr_profile;
};

/* MODE SENSE (10)'s reply header */
struct linuxabi_mode_page_header {
    uint16_t mode_data_length;
    uint8_t  medium_type;
    uint8_t  reserved1;
    uint8_t  reserved2;
    uint8_t  reserved3;
    uint16_t desc_length;
};

/* GET CONFIGURATION: the removable medium feature descriptor */
struct linuxabi_rm_feature_desc {
    uint16_t feature_code;
    uint8_t  version_flags;             /* bitfields: feature_version bits
                                           2-5, persistent bit 1, curr bit 0 */
    uint8_t  add_len;
    uint8_t  mech_flags;                /* bitfields: lock bit 0, dbml bit
                                           1, pvnt_jmpr bit 2, eject bit 3,
                                           load bit 4, mech_type bits 5-7 */
    uint8_t  reserved2;
    uint8_t  reserved3;
    uint8_t  reserved4;
};

#endif
