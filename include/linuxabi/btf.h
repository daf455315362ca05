#ifndef LINUXABI_BTF_H
#define LINUXABI_BTF_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/btf.h>: the BPF Type Format, the type information bpf(2)
 * BPF_BTF_LOAD takes and /sys/kernel/btf/vmlinux holds: a struct
 * linuxabi_btf_header, then type_len bytes of types from type_off, each
 * a struct linuxabi_btf_type followed by what its kind adds (an int's
 * word, a struct linuxabi_btf_array, vlen struct linuxabi_btf_member,
 * btf_enum, btf_param, ...), and str_len bytes of strings from str_off
 * (offsets from the header's end).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

#define BTF_MAGIC                0xeB9F  /* btf_header magic */
#define BTF_VERSION              1

/* the file's header */
struct linuxabi_btf_header {
	uint16_t magic;                 /* BTF_MAGIC */
	uint8_t  version;               /* BTF_VERSION */
	uint8_t  flags;
	uint32_t hdr_len;               /* sizeof this header, as written */
	uint32_t type_off;              /* the types, from the header's end */
	uint32_t type_len;
	uint32_t str_off;               /* the strings, from the header's end */
	uint32_t str_len;
	uint32_t layout_off;            /* struct linuxabi_btf_layout per kind */
	uint32_t layout_len;
};

/* layout_off: how big each kind's type and its entries are */
struct linuxabi_btf_layout {
	uint8_t  info_sz;               /* bytes after the struct linuxabi_btf_type */
	uint8_t  elem_sz;               /* bytes of each of the vlen entries */
	uint16_t flags;
};

/* the largest type id and string offset */
#define BTF_MAX_TYPE             0x000fffff
#define BTF_MAX_NAME_OFFSET      0x00ffffff

/* one type */
struct linuxabi_btf_type {
	uint32_t name_off;              /* into the strings */
	uint32_t info;                  /* vlen, kind, kind_flag: below */
	uint32_t size;                  /* or type: by kind, a size or a type id */
};

/* info: bits 0-23 vlen (entries after the type), 24-30 the kind, 31 a
   flag of the kind */
#define LINUXABI_BTF_INFO_KIND(info)  (((info) >> 24) & 0x7f)
#define LINUXABI_BTF_INFO_VLEN(info)  ((info) & 0xffffff)
#define LINUXABI_BTF_INFO_KFLAG(info) ((info) >> 31)

/* kinds */
#define BTF_KIND_UNKN            0
#define BTF_KIND_INT             1      /* a uint32_t follows: below */
#define BTF_KIND_PTR             2
#define BTF_KIND_ARRAY           3      /* a struct linuxabi_btf_array follows */
#define BTF_KIND_STRUCT          4      /* vlen struct linuxabi_btf_member follow */
#define BTF_KIND_UNION           5      /* likewise */
#define BTF_KIND_ENUM            6      /* vlen struct linuxabi_btf_enum follow */
#define BTF_KIND_FWD             7
#define BTF_KIND_TYPEDEF         8
#define BTF_KIND_VOLATILE        9
#define BTF_KIND_CONST           10
#define BTF_KIND_RESTRICT        11
#define BTF_KIND_FUNC            12     /* vlen: its linkage, BTF_FUNC_* */
#define BTF_KIND_FUNC_PROTO      13     /* vlen struct linuxabi_btf_param follow */
#define BTF_KIND_VAR             14     /* a struct linuxabi_btf_var follows */
#define BTF_KIND_DATASEC         15     /* vlen struct linuxabi_btf_var_secinfo follow */
#define BTF_KIND_FLOAT           16
#define BTF_KIND_DECL_TAG        17     /* a struct linuxabi_btf_decl_tag follows */
#define BTF_KIND_TYPE_TAG        18
#define BTF_KIND_ENUM64          19     /* vlen struct linuxabi_btf_enum64 follow */

/* BTF_KIND_INT's word: bits 24-27 the encoding, 16-23 the offset, 0-7
   the bits */
#define LINUXABI_BTF_INT_ENCODING(val) (((val) & 0x0f000000) >> 24)
#define LINUXABI_BTF_INT_OFFSET(val)   (((val) & 0x00ff0000) >> 16)
#define LINUXABI_BTF_INT_BITS(val)     ((val) & 0x000000ff)

/* the encoding's bits */
#define BTF_INT_SIGNED           (1 << 0)
#define BTF_INT_CHAR             (1 << 1)
#define BTF_INT_BOOL             (1 << 2)

/* BTF_KIND_ENUM: one enumerator */
struct linuxabi_btf_enum {
	uint32_t name_off;
	int32_t  val;
};

/* BTF_KIND_ARRAY */
struct linuxabi_btf_array {
	uint32_t type;                  /* of the elements */
	uint32_t index_type;
	uint32_t nelems;
};

/* BTF_KIND_STRUCT, BTF_KIND_UNION: one member */
struct linuxabi_btf_member {
	uint32_t name_off;
	uint32_t type;
	uint32_t offset;                /* in bits; with kind_flag: below */
};

/* offset, where the struct's kind_flag is set: a bitfield's size in bits
   above its offset */
#define LINUXABI_BTF_MEMBER_BITFIELD_SIZE(val) ((val) >> 24)
#define LINUXABI_BTF_MEMBER_BIT_OFFSET(val)    ((val) & 0xffffff)

/* BTF_KIND_FUNC_PROTO: one parameter */
struct linuxabi_btf_param {
	uint32_t name_off;
	uint32_t type;
};

/* struct linuxabi_btf_var linkage */
#define BTF_VAR_STATIC           0
#define BTF_VAR_GLOBAL_ALLOCATED 1
#define BTF_VAR_GLOBAL_EXTERN    2

/* BTF_KIND_FUNC linkage (enum btf_func_linkage) */
#define BTF_FUNC_STATIC          0
#define BTF_FUNC_GLOBAL          1
#define BTF_FUNC_EXTERN          2

/* BTF_KIND_VAR */
struct linuxabi_btf_var {
	uint32_t linkage;               /* BTF_VAR_* */
};

/* BTF_KIND_DATASEC: one variable of the section */
struct linuxabi_btf_var_secinfo {
	uint32_t type;
	uint32_t offset;
	uint32_t size;
};

/* BTF_KIND_DECL_TAG */
struct linuxabi_btf_decl_tag {
	int32_t  component_idx;         /* -1: the type itself, else a member or parameter */
};

/* BTF_KIND_ENUM64: one enumerator */
struct linuxabi_btf_enum64 {
	uint32_t name_off;
	uint32_t val_lo32;
	uint32_t val_hi32;
};

#endif
