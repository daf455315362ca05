#ifndef LINUXABI_ARCH_I2C_PTR_H
#define LINUXABI_ARCH_I2C_PTR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/i2c.h>: the structs of I2C_RDWR and I2C_SMBUS, which hold
 * pointers.  x32: pointers are 32-bit and 4-byte
 * aligned (struct linuxabi_i2c_msg: 12 bytes, _i2c_rdwr_ioctl_data 8,
 * _i2c_smbus_ioctl_data 12).
 */

#include <stdint.h>

/* one message of I2C_RDWR: len bytes at buf, to or from addr */
struct linuxabi_i2c_msg {
    uint16_t addr;                      /* the device's address */
    uint16_t flags;                     /* I2C_M_* */
    uint16_t len;
    uint8_t  __pad[2];
    uint8_t  *buf;
};

/* I2C_RDWR: nmsgs messages at msgs, at most I2C_RDWR_IOCTL_MAX_MSGS */
struct linuxabi_i2c_rdwr_ioctl_data {
    struct linuxabi_i2c_msg *msgs;
    uint32_t nmsgs;
};

/* I2C_SMBUS: one SMBus transaction */
struct linuxabi_i2c_smbus_ioctl_data {
    uint8_t  read_write;                /* I2C_SMBUS_READ, I2C_SMBUS_WRITE */
    uint8_t  command;                   /* the command (register) byte */
    uint8_t  __pad[2];
    uint32_t size;                      /* I2C_SMBUS_QUICK .. */
    union linuxabi_i2c_smbus_data *data;
};

#endif
