#ifndef LINUXABI_ARCH_VFIO_LAYOUT_H
#define LINUXABI_ARCH_VFIO_LAYOUT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/vfio.h>: the structs whose offsets follow the alignment of a
 * 64-bit member (the kernel's plain __u64) or the width of a pointer.
 * This ABI: a 64-bit integer is 8-byte aligned and a pointer is 64 bits
 * (struct linuxabi_vfio_bitmap 24 bytes).
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
    uint64_t data;                      /* address of the bitmap */
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
