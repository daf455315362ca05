#ifndef LINUXABI_ARCH_VFIO_LAYOUT_H
#define LINUXABI_ARCH_VFIO_LAYOUT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/vfio.h>: the structs whose offsets follow the alignment of a
 * 64-bit member (the kernel's plain __u64) or the width of a pointer.
 * This ABI: a 64-bit integer is 8-byte aligned and a pointer is 32
 * bits, so struct linuxabi_vfio_bitmap ends in 4 bytes of padding (24
 * bytes), the layout the exported header gives, a 32-bit kernel's.  A
 * 64-bit kernel reads a 32-bit program's requests as they are (vfio's
 * compat_ioctl is compat_ptr_ioctl) and takes data and the padding as
 * one 64-bit address: on a little-endian ABI the padding must be 0, on a
 * big-endian one the pointer lands in the upper half.
 */

#include <stdint.h>

/* VFIO_IOMMU_TYPE1_INFO_CAP_MIGRATION */
struct linuxabi_vfio_iommu_type1_info_cap_migration {
    struct linuxabi_vfio_info_cap_header header;
    uint32_t flags;
    uint8_t  __pad[4];
    uint64_t pgsize_bitmap;             /* the page sizes dirty bitmaps may use */
    uint64_t max_dirty_bitmap_size;     /* bytes */
};

/* a dirty page bitmap: one bit a page of pgsize, at data */
struct linuxabi_vfio_bitmap {
    uint64_t pgsize;
    uint64_t size;                      /* bytes at data */
    uint32_t data;                      /* address of the bitmap */
    uint8_t  __pad[4];
};

/* VFIO_IOMMU_DIRTY_PAGES_FLAG_GET_BITMAP */
struct linuxabi_vfio_iommu_type1_dirty_bitmap_get {
    uint64_t iova;
    uint64_t size;
    struct linuxabi_vfio_bitmap bitmap;
};

/* the kernel's anonymous union in struct linuxabi_vfio_eeh_pe_op */
union linuxabi_vfio_eeh_pe_op_u {
    struct linuxabi_vfio_eeh_pe_err err;        /* VFIO_EEH_PE_INJECT_ERR */
};

/* VFIO_EEH_PE_OP */
struct linuxabi_vfio_eeh_pe_op {
    uint32_t argsz;
    uint32_t flags;
    uint32_t op;                        /* VFIO_EEH_PE_* */
    uint8_t  __pad[4];
    union linuxabi_vfio_eeh_pe_op_u u;
};

#endif
