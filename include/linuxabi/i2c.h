#ifndef LINUXABI_I2C_H
#define LINUXABI_I2C_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/i2c.h>: I2C and SMBus buses from user space, /dev/i2c-N (the
 * kernel's <linux/i2c.h> and <linux/i2c-dev.h>): the ioctl(2) requests,
 * the message flags of I2C_RDWR, the adapter's functionality bits of
 * I2C_FUNCS, the SMBus transaction types of I2C_SMBUS, and their
 * structs.  The requests are plain numbers in the kernel, not made with
 * _IO(): so they are here, and carry no size.  struct linuxabi_i2c_msg,
 * _i2c_rdwr_ioctl_data and _i2c_smbus_ioctl_data hold pointers, so they
 * are per ABI (<linuxabi-arch/i2c-ptr.h>); union linuxabi_i2c_smbus_data
 * has one layout on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* struct linuxabi_i2c_msg flags */
#define I2C_M_RD                0x0001  /* a read, from the device */
#define I2C_M_TEN               0x0010  /* a 10-bit address (I2C_FUNC_10BIT_ADDR) */
#define I2C_M_DMA_SAFE          0x0200  /* the kernel's own: buf may be used for DMA */
#define I2C_M_RECV_LEN          0x0400  /* the first byte read is the length (I2C_FUNC_SMBUS_READ_BLOCK_DATA) */
#define I2C_M_NO_RD_ACK         0x0800  /* no read acknowledgement (I2C_FUNC_PROTOCOL_MANGLING) */
#define I2C_M_IGNORE_NAK        0x1000  /* treat a NAK as an ACK (I2C_FUNC_PROTOCOL_MANGLING) */
#define I2C_M_REV_DIR_ADDR      0x2000  /* invert the read/write bit (I2C_FUNC_PROTOCOL_MANGLING) */
#define I2C_M_NOSTART           0x4000  /* no repeated start before it (I2C_FUNC_NOSTART) */
#define I2C_M_STOP              0x8000  /* a stop after it (I2C_FUNC_PROTOCOL_MANGLING) */

/* what an adapter can do: the unsigned long I2C_FUNCS stores */
#define I2C_FUNC_I2C                    0x00000001      /* plain I2C messages, I2C_RDWR */
#define I2C_FUNC_10BIT_ADDR             0x00000002
#define I2C_FUNC_PROTOCOL_MANGLING      0x00000004
#define I2C_FUNC_SMBUS_PEC              0x00000008
#define I2C_FUNC_NOSTART                0x00000010
#define I2C_FUNC_SLAVE                  0x00000020
#define I2C_FUNC_SMBUS_BLOCK_PROC_CALL  0x00008000      /* SMBus 2.0 */
#define I2C_FUNC_SMBUS_QUICK            0x00010000
#define I2C_FUNC_SMBUS_READ_BYTE        0x00020000
#define I2C_FUNC_SMBUS_WRITE_BYTE       0x00040000
#define I2C_FUNC_SMBUS_READ_BYTE_DATA   0x00080000
#define I2C_FUNC_SMBUS_WRITE_BYTE_DATA  0x00100000
#define I2C_FUNC_SMBUS_READ_WORD_DATA   0x00200000
#define I2C_FUNC_SMBUS_WRITE_WORD_DATA  0x00400000
#define I2C_FUNC_SMBUS_PROC_CALL        0x00800000
#define I2C_FUNC_SMBUS_READ_BLOCK_DATA  0x01000000
#define I2C_FUNC_SMBUS_WRITE_BLOCK_DATA 0x02000000
#define I2C_FUNC_SMBUS_READ_I2C_BLOCK   0x04000000      /* I2C block read after a register byte */
#define I2C_FUNC_SMBUS_WRITE_I2C_BLOCK  0x08000000
#define I2C_FUNC_SMBUS_HOST_NOTIFY      0x10000000      /* SMBus 2.0 */

/* both directions of one transaction type */
#define I2C_FUNC_SMBUS_BYTE             (I2C_FUNC_SMBUS_READ_BYTE | I2C_FUNC_SMBUS_WRITE_BYTE)
#define I2C_FUNC_SMBUS_BYTE_DATA        (I2C_FUNC_SMBUS_READ_BYTE_DATA | I2C_FUNC_SMBUS_WRITE_BYTE_DATA)
#define I2C_FUNC_SMBUS_WORD_DATA        (I2C_FUNC_SMBUS_READ_WORD_DATA | I2C_FUNC_SMBUS_WRITE_WORD_DATA)
#define I2C_FUNC_SMBUS_BLOCK_DATA       (I2C_FUNC_SMBUS_READ_BLOCK_DATA | I2C_FUNC_SMBUS_WRITE_BLOCK_DATA)
#define I2C_FUNC_SMBUS_I2C_BLOCK        (I2C_FUNC_SMBUS_READ_I2C_BLOCK | I2C_FUNC_SMBUS_WRITE_I2C_BLOCK)

/* what the kernel emulates over plain I2C; _ALL where I2C_M_RECV_LEN
   works too */
#define I2C_FUNC_SMBUS_EMUL     (I2C_FUNC_SMBUS_QUICK | I2C_FUNC_SMBUS_BYTE | \
                                 I2C_FUNC_SMBUS_BYTE_DATA | I2C_FUNC_SMBUS_WORD_DATA | \
                                 I2C_FUNC_SMBUS_PROC_CALL | I2C_FUNC_SMBUS_WRITE_BLOCK_DATA | \
                                 I2C_FUNC_SMBUS_I2C_BLOCK | I2C_FUNC_SMBUS_PEC)
#define I2C_FUNC_SMBUS_EMUL_ALL (I2C_FUNC_SMBUS_EMUL | I2C_FUNC_SMBUS_READ_BLOCK_DATA | \
                                 I2C_FUNC_SMBUS_BLOCK_PROC_CALL)

/* the longest SMBus block, in bytes */
#define I2C_SMBUS_BLOCK_MAX     32

/* an SMBus transfer's data, by transaction type */
union linuxabi_i2c_smbus_data {
    uint8_t  byte;
    uint16_t word;
    uint8_t  block[I2C_SMBUS_BLOCK_MAX + 2]; /* block[0]: the length; one spare */
};

/* struct linuxabi_i2c_smbus_ioctl_data read_write */
#define I2C_SMBUS_READ          1
#define I2C_SMBUS_WRITE         0

/* struct linuxabi_i2c_smbus_ioctl_data size: the transaction type */
#define I2C_SMBUS_QUICK                 0
#define I2C_SMBUS_BYTE                  1
#define I2C_SMBUS_BYTE_DATA             2
#define I2C_SMBUS_WORD_DATA             3
#define I2C_SMBUS_PROC_CALL             4
#define I2C_SMBUS_BLOCK_DATA            5
#define I2C_SMBUS_I2C_BLOCK_BROKEN      6       /* an I2C block of 32 bytes, whatever block[0] says */
#define I2C_SMBUS_BLOCK_PROC_CALL       7       /* SMBus 2.0 */
#define I2C_SMBUS_I2C_BLOCK_DATA        8

/* ioctl(2) requests of /dev/i2c-N: plain numbers, as in the kernel; the
   argument is an unsigned long value, or a pointer where a struct is
   named */
#define I2C_RETRIES             0x0701  /* polls of a device that does not acknowledge */
#define I2C_TIMEOUT             0x0702  /* in units of 10 ms */
#define I2C_SLAVE               0x0703  /* the device's address, 7 or 10 bits */
#define I2C_TENBIT              0x0704  /* non-zero: 10-bit addresses */
#define I2C_FUNCS               0x0705  /* I2C_FUNC_* into an unsigned long */
#define I2C_SLAVE_FORCE         0x0706  /* I2C_SLAVE even if a driver has the address */
#define I2C_RDWR                0x0707  /* struct linuxabi_i2c_rdwr_ioctl_data */
#define I2C_PEC                 0x0708  /* non-zero: SMBus packet error checking */
#define I2C_SMBUS               0x0720  /* struct linuxabi_i2c_smbus_ioctl_data */

/* the most messages one I2C_RDWR takes, and the kernel's old misspelling */
#define I2C_RDWR_IOCTL_MAX_MSGS 42
#define I2C_RDRW_IOCTL_MAX_MSGS I2C_RDWR_IOCTL_MAX_MSGS

/* struct linuxabi_i2c_msg (I2C_RDWR), struct linuxabi_i2c_rdwr_ioctl_data
   and struct linuxabi_i2c_smbus_ioctl_data (I2C_SMBUS): with pointers */
#include <linuxabi-arch/i2c-ptr.h>

#endif
