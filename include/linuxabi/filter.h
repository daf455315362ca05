#ifndef LINUXABI_FILTER_H
#define LINUXABI_FILTER_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/filter.h>: classic BPF, the filter programs of seccomp(2)
 * (SECCOMP_SET_MODE_FILTER) and of the SO_ATTACH_FILTER socket option.
 * An instruction is a struct linuxabi_sock_filter whose code is a class,
 * or'd with the fields the class takes:
 *   BPF_LD, BPF_LDX:  size (BPF_W, BPF_H, BPF_B) | mode (BPF_IMM, BPF_ABS, ...)
 *   BPF_ST, BPF_STX:  store A or X into scratch word k (of BPF_MEMWORDS)
 *   BPF_ALU:          operation (BPF_ADD, ...) | source (BPF_K or BPF_X)
 *   BPF_JMP:          test (BPF_JA, BPF_JEQ, ...) | source (BPF_K or BPF_X)
 *   BPF_RET:          BPF_K (return k) or BPF_A (return A)
 *   BPF_MISC:         BPF_TAX or BPF_TXA
 * What differs between ABIs comes from <linuxabi-arch/filter.h>: the
 * layout of struct linuxabi_sock_fprog, which holds a pointer.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* one instruction */
struct linuxabi_sock_filter {
	uint16_t code;                      /* class | fields */
	uint8_t  jt;                        /* BPF_JMP: instructions to skip if true */
	uint8_t  jf;                        /* ... and if false */
	uint32_t k;                         /* the constant operand */
};

#include <linuxabi-arch/filter.h>

/* initializers of a struct linuxabi_sock_filter, as the kernel's
   BPF_STMT() and BPF_JUMP(): an instruction, a conditional jump */
#define LINUXABI_BPF_STMT(code, k) { (uint16_t)(code), 0, 0, k }
#define LINUXABI_BPF_JUMP(code, k, jt, jf) { (uint16_t)(code), jt, jf, k }

/* the version of the instruction set */
#define BPF_MAJOR_VERSION 1
#define BPF_MINOR_VERSION 1

/* the most instructions a program may have */
#define BPF_MAXINSNS      4096

/* instruction classes: code & 0x07 */
#define BPF_LD            0x00  /* load into A */
#define BPF_LDX           0x01  /* load into X */
#define BPF_ST            0x02  /* store A */
#define BPF_STX           0x03  /* store X */
#define BPF_ALU           0x04  /* arithmetic on A */
#define BPF_JMP           0x05  /* jump */
#define BPF_RET           0x06  /* return */
#define BPF_MISC          0x07  /* copy between A and X */

/* BPF_LD, BPF_LDX size: code & 0x18 */
#define BPF_W             0x00  /* 32 bits */
#define BPF_H             0x08  /* 16 bits */
#define BPF_B             0x10  /* 8 bits */

/* BPF_LD, BPF_LDX mode: code & 0xe0 */
#define BPF_IMM           0x00  /* k itself */
#define BPF_ABS           0x20  /* the data at offset k */
#define BPF_IND           0x40  /* the data at offset X + k */
#define BPF_MEM           0x60  /* scratch word k */
#define BPF_LEN           0x80  /* the length of the data */
#define BPF_MSH           0xa0  /* 4 * (the byte at k & 0xf): an IP header's length */

/* BPF_ALU operation: code & 0xf0 */
#define BPF_ADD           0x00
#define BPF_SUB           0x10
#define BPF_MUL           0x20
#define BPF_DIV           0x30
#define BPF_OR            0x40
#define BPF_AND           0x50
#define BPF_LSH           0x60
#define BPF_RSH           0x70
#define BPF_NEG           0x80
#define BPF_MOD           0x90
#define BPF_XOR           0xa0

/* BPF_JMP test: code & 0xf0; BPF_JA jumps k ahead, the others jt or jf */
#define BPF_JA            0x00
#define BPF_JEQ           0x10  /* A == operand */
#define BPF_JGT           0x20  /* A > operand */
#define BPF_JGE           0x30  /* A >= operand */
#define BPF_JSET          0x40  /* A & operand */

/* BPF_ALU, BPF_JMP operand: code & 0x08 */
#define BPF_K             0x00  /* k */
#define BPF_X             0x08  /* X */

/* BPF_RET value: code & 0x18 (BPF_K: k) */
#define BPF_A             0x10  /* A */

/* BPF_MISC operation: code & 0xf8 */
#define BPF_TAX           0x00  /* X = A */
#define BPF_TXA           0x80  /* A = X */

/* BPF_ST, BPF_STX, BPF_MEM: the number of scratch words */
#define BPF_MEMWORDS      16

/* socket filters: BPF_ABS offsets below 0 reach data beside the packet */
#define SKF_AD_OFF        (-0x1000)    /* SKF_AD_OFF + SKF_AD_*: ancillary data */
#define SKF_AD_PROTOCOL   0
#define SKF_AD_PKTTYPE    4
#define SKF_AD_IFINDEX    8
#define SKF_AD_NLATTR     12
#define SKF_AD_NLATTR_NEST 16
#define SKF_AD_MARK       20
#define SKF_AD_QUEUE      24
#define SKF_AD_HATYPE     28
#define SKF_AD_RXHASH     32
#define SKF_AD_CPU        36
#define SKF_AD_ALU_XOR_X  40
#define SKF_AD_VLAN_TAG   44
#define SKF_AD_VLAN_TAG_PRESENT 48
#define SKF_AD_PAY_OFFSET 52
#define SKF_AD_RANDOM     56
#define SKF_AD_VLAN_TPID  60
#define SKF_NET_OFF       (-0x100000)  /* + n: the network header's byte n */
#define SKF_LL_OFF        (-0x200000)  /* + n: the link-layer header's byte n */
#define BPF_NET_OFF       SKF_NET_OFF
#define BPF_LL_OFF        SKF_LL_OFF

#endif
