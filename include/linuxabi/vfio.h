#ifndef LINUXABI_VFIO_H
#define LINUXABI_VFIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/vfio.h>: VFIO, devices given to user space (QEMU, DPDK,
 * cloud-hypervisor): the ioctl(2) requests on a container
 * (/dev/vfio/vfio), a group (/dev/vfio/N), a device file (from
 * VFIO_GROUP_GET_DEVICE_FD, or /dev/vfio/devices/vfioN bound to an
 * iommufd), their structs and flags; the capability chains; the
 * migration interface of VFIO_DEVICE_FEATURE; the type1 and sPAPR
 * IOMMU backends.  Every request is VFIO_TYPE's, numbered from
 * VFIO_BASE, and carries no size.  Where the kernel forces a 64-bit
 * member's alignment (__aligned_u64), ours keeps every offset and the
 * size and is aligned as its widest member: 4 on i386, arc and sh, 2
 * on m68k (doc/HACKING 4.4).  Per ABI, in <linuxabi-arch/vfio-layout.h>:
 * the structs whose offsets follow the alignment of a plain 64-bit
 * member, and struct linuxabi_vfio_bitmap, which holds a pointer.
 * Left out: the removed first migration protocol (Linux 5.8 to 5.19) and
 * NVLink2 regions (until 5.13), which no kernel serves any more.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>

#define VFIO_API_VERSION                0       /* VFIO_GET_API_VERSION's answer */

/* IOMMU types (VFIO_CHECK_EXTENSION, VFIO_SET_IOMMU) and extensions */
#define VFIO_TYPE1_IOMMU                1
#define VFIO_SPAPR_TCE_IOMMU            2
#define VFIO_TYPE1v2_IOMMU              3
#define VFIO_DMA_CC_IOMMU               4       /* DMA cache coherent */
#define VFIO_EEH                        5       /* sPAPR EEH */
#define VFIO_SPAPR_TCE_v2_IOMMU         7
#define VFIO_NOIOMMU_IOMMU              8       /* no IOMMU: unsafe */
#define VFIO_UNMAP_ALL                  9       /* VFIO_DMA_UNMAP_FLAG_ALL */
#define VFIO_UPDATE_VADDR               10      /* the *_FLAG_VADDR flags */

/* the ioctl(2) type and first number of every request */
#define VFIO_TYPE                       (';')
#define VFIO_BASE                       100

/* what every capability of a chain starts with; next is the offset of
   the next one from the start of the info struct, 0 at the end */
struct linuxabi_vfio_info_cap_header {
    uint16_t id;
    uint16_t version;
    uint32_t next;
};

/* requests on the container, /dev/vfio/vfio */
#define VFIO_GET_API_VERSION            LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 0)
#define VFIO_CHECK_EXTENSION            LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 1)   /* an IOMMU type or extension */
#define VFIO_SET_IOMMU                  LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 2)

/* VFIO_GROUP_GET_STATUS */
struct linuxabi_vfio_group_status {
    uint32_t argsz;                     /* in: sizeof this struct */
    uint32_t flags;                     /* VFIO_GROUP_FLAGS_* */
};
#define VFIO_GROUP_FLAGS_VIABLE         (1 << 0)
#define VFIO_GROUP_FLAGS_CONTAINER_SET  (1 << 1)

/* requests on a group, /dev/vfio/N */
#define VFIO_GROUP_GET_STATUS           LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 3)
#define VFIO_GROUP_SET_CONTAINER        LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 4)   /* int32_t *: the container's fd */
#define VFIO_GROUP_UNSET_CONTAINER      LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 5)
#define VFIO_GROUP_GET_DEVICE_FD        LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 6)   /* char *: the device's name */

/* VFIO_DEVICE_GET_INFO */
struct linuxabi_vfio_device_info {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_DEVICE_FLAGS_* */
    uint32_t num_regions;
    uint32_t num_irqs;
    uint32_t cap_offset;                /* VFIO_DEVICE_FLAGS_CAPS: the first capability */
    uint32_t pad;
};
#define VFIO_DEVICE_FLAGS_RESET         (1 << 0)
#define VFIO_DEVICE_FLAGS_PCI           (1 << 1)
#define VFIO_DEVICE_FLAGS_PLATFORM      (1 << 2)
#define VFIO_DEVICE_FLAGS_AMBA          (1 << 3)
#define VFIO_DEVICE_FLAGS_CCW           (1 << 4)
#define VFIO_DEVICE_FLAGS_AP            (1 << 5)
#define VFIO_DEVICE_FLAGS_FSL_MC        (1 << 6)
#define VFIO_DEVICE_FLAGS_CAPS          (1 << 7)
#define VFIO_DEVICE_FLAGS_CDX           (1 << 8)

/* requests on a device */
#define VFIO_DEVICE_GET_INFO            LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 7)

/* device capability ids (struct linuxabi_vfio_info_cap_header id) */
#define VFIO_DEVICE_INFO_CAP_ZPCI_BASE          1
#define VFIO_DEVICE_INFO_CAP_ZPCI_GROUP         2
#define VFIO_DEVICE_INFO_CAP_ZPCI_UTIL          3
#define VFIO_DEVICE_INFO_CAP_ZPCI_PFIP          4
#define VFIO_DEVICE_INFO_CAP_PCI_ATOMIC_COMP    5

/* VFIO_DEVICE_INFO_CAP_PCI_ATOMIC_COMP: the completer sizes the root
   port supports */
struct linuxabi_vfio_device_info_cap_pci_atomic_comp {
    struct linuxabi_vfio_info_cap_header header;
    uint32_t flags;                     /* VFIO_PCI_ATOMIC_COMP* */
    uint32_t reserved;
};
#define VFIO_PCI_ATOMIC_COMP32          (1 << 0)
#define VFIO_PCI_ATOMIC_COMP64          (1 << 1)
#define VFIO_PCI_ATOMIC_COMP128         (1 << 2)

/* VFIO_DEVICE_GET_REGION_INFO: in index, out the rest (8-aligned in the
   kernel) */
struct linuxabi_vfio_region_info {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_REGION_INFO_FLAG_* */
    uint32_t index;
    uint32_t cap_offset;
    uint64_t size;                      /* bytes */
    uint64_t offset;                    /* in the device fd, for pread(2), mmap(2) */
};
#define VFIO_REGION_INFO_FLAG_READ      (1 << 0)
#define VFIO_REGION_INFO_FLAG_WRITE     (1 << 1)
#define VFIO_REGION_INFO_FLAG_MMAP      (1 << 2)
#define VFIO_REGION_INFO_FLAG_CAPS      (1 << 3)
#define VFIO_DEVICE_GET_REGION_INFO     LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 8)

/* region capability ids */
#define VFIO_REGION_INFO_CAP_SPARSE_MMAP        1
#define VFIO_REGION_INFO_CAP_TYPE               2
#define VFIO_REGION_INFO_CAP_MSIX_MAPPABLE      3

/* VFIO_REGION_INFO_CAP_SPARSE_MMAP: nr_areas struct
   linuxabi_vfio_region_sparse_mmap_area follow (the kernel's areas[];
   its struct 8-aligned there) */
struct linuxabi_vfio_region_sparse_mmap_area {
    uint64_t offset;                    /* in the region */
    uint64_t size;
};

struct linuxabi_vfio_region_info_cap_sparse_mmap {
    struct linuxabi_vfio_info_cap_header header;
    uint32_t nr_areas;
    uint32_t reserved;
};

/* VFIO_REGION_INFO_CAP_TYPE */
struct linuxabi_vfio_region_info_cap_type {
    struct linuxabi_vfio_info_cap_header header;
    uint32_t type;                      /* VFIO_REGION_TYPE_* */
    uint32_t subtype;                   /* VFIO_REGION_SUBTYPE_* */
};

/* region types: a PCI vendor's (its id in the low 16 bits), or these */
#define VFIO_REGION_TYPE_PCI_VENDOR_TYPE        (1U << 31)
#define VFIO_REGION_TYPE_PCI_VENDOR_MASK        (0xffff)
#define VFIO_REGION_TYPE_GFX                    (1)
#define VFIO_REGION_TYPE_CCW                    (2)

/* subtypes of Intel's (0x8086) vendor type */
#define VFIO_REGION_SUBTYPE_INTEL_IGD_OPREGION  (1)
#define VFIO_REGION_SUBTYPE_INTEL_IGD_HOST_CFG  (2)
#define VFIO_REGION_SUBTYPE_INTEL_IGD_LPC_CFG   (3)

/* subtypes of VFIO_REGION_TYPE_GFX */
#define VFIO_REGION_SUBTYPE_GFX_EDID            (1)

/* VFIO_REGION_SUBTYPE_GFX_EDID: the region starts with this */
struct linuxabi_vfio_region_gfx_edid {
    uint32_t edid_offset;               /* of the EDID blob in the region */
    uint32_t edid_max_size;
    uint32_t edid_size;
    uint32_t max_xres;
    uint32_t max_yres;
    uint32_t link_state;                /* VFIO_DEVICE_GFX_LINK_STATE_* */
};
#define VFIO_DEVICE_GFX_LINK_STATE_UP   1
#define VFIO_DEVICE_GFX_LINK_STATE_DOWN 2

/* subtypes of VFIO_REGION_TYPE_CCW */
#define VFIO_REGION_SUBTYPE_CCW_ASYNC_CMD       (1)
#define VFIO_REGION_SUBTYPE_CCW_SCHIB           (2)
#define VFIO_REGION_SUBTYPE_CCW_CRW             (3)

/* VFIO_DEVICE_GET_IRQ_INFO: in index, out the rest */
struct linuxabi_vfio_irq_info {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_IRQ_INFO_* */
    uint32_t index;
    uint32_t count;                     /* interrupts at this index */
};
#define VFIO_IRQ_INFO_EVENTFD           (1 << 0)
#define VFIO_IRQ_INFO_MASKABLE          (1 << 1)
#define VFIO_IRQ_INFO_AUTOMASKED        (1 << 2)
#define VFIO_IRQ_INFO_NORESIZE          (1 << 3)
#define VFIO_DEVICE_GET_IRQ_INFO        LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 9)

/* VFIO_DEVICE_SET_IRQS: count values follow, one a uint8_t (DATA_BOOL)
   or an int32_t eventfd (DATA_EVENTFD), or none (the kernel's data[]) */
struct linuxabi_vfio_irq_set {
    uint32_t argsz;
    uint32_t flags;                     /* one VFIO_IRQ_SET_DATA_*, one _ACTION_* */
    uint32_t index;
    uint32_t start;
    uint32_t count;
};
#define VFIO_IRQ_SET_DATA_NONE          (1 << 0)
#define VFIO_IRQ_SET_DATA_BOOL          (1 << 1)
#define VFIO_IRQ_SET_DATA_EVENTFD       (1 << 2)
#define VFIO_IRQ_SET_ACTION_MASK        (1 << 3)
#define VFIO_IRQ_SET_ACTION_UNMASK      (1 << 4)
#define VFIO_IRQ_SET_ACTION_TRIGGER     (1 << 5)
#define VFIO_DEVICE_SET_IRQS            LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 10)
#define VFIO_DEVICE_RESET               LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 11)

/* region indexes of a PCI device (the kernel's enumerators); from
   VFIO_PCI_NUM_REGIONS on, device-specific ones found by capability */
#define VFIO_PCI_BAR0_REGION_INDEX      0
#define VFIO_PCI_BAR1_REGION_INDEX      1
#define VFIO_PCI_BAR2_REGION_INDEX      2
#define VFIO_PCI_BAR3_REGION_INDEX      3
#define VFIO_PCI_BAR4_REGION_INDEX      4
#define VFIO_PCI_BAR5_REGION_INDEX      5
#define VFIO_PCI_ROM_REGION_INDEX       6
#define VFIO_PCI_CONFIG_REGION_INDEX    7
#define VFIO_PCI_VGA_REGION_INDEX       8
#define VFIO_PCI_NUM_REGIONS            9       /* fixed */

/* interrupt indexes of a PCI device (the kernel's enumerators) */
#define VFIO_PCI_INTX_IRQ_INDEX         0
#define VFIO_PCI_MSI_IRQ_INDEX          1
#define VFIO_PCI_MSIX_IRQ_INDEX         2
#define VFIO_PCI_ERR_IRQ_INDEX          3
#define VFIO_PCI_REQ_IRQ_INDEX          4

/* of an s390 channel device (the kernel's enumerators) */
#define VFIO_CCW_CONFIG_REGION_INDEX    0
#define VFIO_CCW_IO_IRQ_INDEX           0
#define VFIO_CCW_CRW_IRQ_INDEX          1
#define VFIO_CCW_REQ_IRQ_INDEX          2

/* of an s390 crypto adapter (the kernel's enumerators) */
#define VFIO_AP_REQ_IRQ_INDEX           0
#define VFIO_AP_CFG_CHG_IRQ_INDEX       1

/* a device reset with this one (VFIO_DEVICE_GET_PCI_HOT_RESET_INFO's
   count entries) */
union linuxabi_vfio_pci_dependent_device_u {
    uint32_t group_id;
    uint32_t devid;                     /* VFIO_PCI_HOT_RESET_FLAG_DEV_ID */
};

struct linuxabi_vfio_pci_dependent_device {
    union linuxabi_vfio_pci_dependent_device_u u;   /* anonymous in the kernel */
    uint16_t segment;
    uint8_t  bus;
    uint8_t  devfn;
};
#define VFIO_PCI_DEVID_OWNED            0
#define VFIO_PCI_DEVID_NOT_OWNED        -1

/* VFIO_DEVICE_GET_PCI_HOT_RESET_INFO: count struct
   linuxabi_vfio_pci_dependent_device follow (the kernel's devices[]) */
struct linuxabi_vfio_pci_hot_reset_info {
    uint32_t argsz;
    uint32_t flags;                     /* out: VFIO_PCI_HOT_RESET_FLAG_* */
    uint32_t count;
};
#define VFIO_PCI_HOT_RESET_FLAG_DEV_ID          (1 << 0)
#define VFIO_PCI_HOT_RESET_FLAG_DEV_ID_OWNED    (1 << 1)
#define VFIO_DEVICE_GET_PCI_HOT_RESET_INFO      LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 12)

/* VFIO_DEVICE_PCI_HOT_RESET: count int32_t group (or iommufd) fds
   follow (the kernel's group_fds[]) */
struct linuxabi_vfio_pci_hot_reset {
    uint32_t argsz;
    uint32_t flags;
    uint32_t count;
};
#define VFIO_DEVICE_PCI_HOT_RESET       LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 13)

/* the kernel's anonymous union in struct linuxabi_vfio_device_gfx_plane_info */
union linuxabi_vfio_device_gfx_plane_info_u {
    uint32_t region_index;              /* VFIO_GFX_PLANE_TYPE_REGION */
    uint32_t dmabuf_id;                 /* VFIO_GFX_PLANE_TYPE_DMABUF */
};

/* VFIO_DEVICE_QUERY_GFX_PLANE (8-aligned in the kernel) */
struct linuxabi_vfio_device_gfx_plane_info {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_GFX_PLANE_TYPE_* */
    uint32_t drm_plane_type;            /* DRM_PLANE_TYPE_* */
    uint32_t drm_format;                /* DRM_FORMAT_* */
    uint64_t drm_format_mod;
    uint32_t width;
    uint32_t height;
    uint32_t stride;
    uint32_t size;
    uint32_t x_pos;
    uint32_t y_pos;
    uint32_t x_hot;                     /* cursor hotspot */
    uint32_t y_hot;
    union linuxabi_vfio_device_gfx_plane_info_u u;
    uint32_t reserved;
};
#define VFIO_GFX_PLANE_TYPE_PROBE       (1 << 0)
#define VFIO_GFX_PLANE_TYPE_DMABUF      (1 << 1)
#define VFIO_GFX_PLANE_TYPE_REGION      (1 << 2)
#define VFIO_DEVICE_QUERY_GFX_PLANE     LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 14)
#define VFIO_DEVICE_GET_GFX_DMABUF      LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 15)  /* uint32_t *: dmabuf_id */

/* VFIO_DEVICE_IOEVENTFD: write data at offset when fd is signalled
   (8-aligned in the kernel) */
struct linuxabi_vfio_device_ioeventfd {
    uint32_t argsz;
    uint32_t flags;                     /* one VFIO_DEVICE_IOEVENTFD_<bits> */
    uint64_t offset;                    /* in the device fd */
    uint64_t data;
    int32_t  fd;                        /* an eventfd; -1 removes */
    uint32_t reserved;
};
#define VFIO_DEVICE_IOEVENTFD_8         (1 << 0)
#define VFIO_DEVICE_IOEVENTFD_16        (1 << 1)
#define VFIO_DEVICE_IOEVENTFD_32        (1 << 2)
#define VFIO_DEVICE_IOEVENTFD_64        (1 << 3)
#define VFIO_DEVICE_IOEVENTFD           LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 16)

/* VFIO_DEVICE_FEATURE: the feature's data follows (the kernel's data[]) */
struct linuxabi_vfio_device_feature {
    uint32_t argsz;
    uint32_t flags;                     /* a VFIO_DEVICE_FEATURE_<name> | _GET, _SET or _PROBE */
};
#define VFIO_DEVICE_FEATURE_MASK        (0xffff)        /* the feature's number */
#define VFIO_DEVICE_FEATURE_GET         (1 << 16)
#define VFIO_DEVICE_FEATURE_SET         (1 << 17)
#define VFIO_DEVICE_FEATURE_PROBE       (1 << 18)
#define VFIO_DEVICE_FEATURE             LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 17)

/* VFIO_DEVICE_BIND_IOMMUFD, on a /dev/vfio/devices/vfioN (8-aligned in
   the kernel) */
struct linuxabi_vfio_device_bind_iommufd {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_DEVICE_BIND_FLAG_* */
    int32_t  iommufd;
    uint32_t out_devid;
    uint64_t token_uuid_ptr;            /* address of a 16-byte UUID */
};
#define VFIO_DEVICE_BIND_FLAG_TOKEN     (1 << 0)
#define VFIO_DEVICE_BIND_IOMMUFD        LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 18)

/* VFIO_DEVICE_ATTACH_IOMMUFD_PT */
struct linuxabi_vfio_device_attach_iommufd_pt {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_DEVICE_ATTACH_PASID */
    uint32_t pt_id;                     /* in: an IOAS or HWPT; out: the HWPT */
    uint32_t pasid;
};
#define VFIO_DEVICE_ATTACH_PASID        (1 << 0)
#define VFIO_DEVICE_ATTACH_IOMMUFD_PT   LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 19)

/* VFIO_DEVICE_DETACH_IOMMUFD_PT */
struct linuxabi_vfio_device_detach_iommufd_pt {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_DEVICE_DETACH_PASID */
    uint32_t pasid;
};
#define VFIO_DEVICE_DETACH_PASID        (1 << 0)
#define VFIO_DEVICE_DETACH_IOMMUFD_PT   LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 20)

/* features of VFIO_DEVICE_FEATURE (its flags' low 16 bits) */
#define VFIO_DEVICE_FEATURE_PCI_VF_TOKEN                (0)     /* a 16-byte UUID */
#define VFIO_DEVICE_FEATURE_MIGRATION                   1
#define VFIO_DEVICE_FEATURE_MIG_DEVICE_STATE            2
#define VFIO_DEVICE_FEATURE_LOW_POWER_ENTRY             3
#define VFIO_DEVICE_FEATURE_LOW_POWER_ENTRY_WITH_WAKEUP 4
#define VFIO_DEVICE_FEATURE_LOW_POWER_EXIT              5
#define VFIO_DEVICE_FEATURE_DMA_LOGGING_START           6
#define VFIO_DEVICE_FEATURE_DMA_LOGGING_STOP            7
#define VFIO_DEVICE_FEATURE_DMA_LOGGING_REPORT          8
#define VFIO_DEVICE_FEATURE_MIG_DATA_SIZE               9
#define VFIO_DEVICE_FEATURE_BUS_MASTER                  10
#define VFIO_DEVICE_FEATURE_DMA_BUF                     11
#define VFIO_DEVICE_FEATURE_MIG_PRECOPY_INFOv2          12

/* VFIO_DEVICE_FEATURE_MIGRATION (8-aligned in the kernel) */
struct linuxabi_vfio_device_feature_migration {
    uint64_t flags;                     /* VFIO_MIGRATION_* */
};
#define VFIO_MIGRATION_STOP_COPY        (1 << 0)
#define VFIO_MIGRATION_P2P              (1 << 1)
#define VFIO_MIGRATION_PRE_COPY         (1 << 2)

/* VFIO_DEVICE_FEATURE_MIG_DEVICE_STATE */
struct linuxabi_vfio_device_feature_mig_state {
    uint32_t device_state;              /* VFIO_DEVICE_STATE_* */
    int32_t  data_fd;                   /* out: the migration data's fd, or -1 */
};

/* migration states (enum vfio_device_mig_state) */
#define VFIO_DEVICE_STATE_ERROR         0
#define VFIO_DEVICE_STATE_STOP          1
#define VFIO_DEVICE_STATE_RUNNING       2
#define VFIO_DEVICE_STATE_STOP_COPY     3
#define VFIO_DEVICE_STATE_RESUMING      4
#define VFIO_DEVICE_STATE_RUNNING_P2P   5
#define VFIO_DEVICE_STATE_PRE_COPY      6
#define VFIO_DEVICE_STATE_PRE_COPY_P2P  7

/* VFIO_MIG_GET_PRECOPY_INFO, on the migration data fd (8-aligned in
   the kernel) */
struct linuxabi_vfio_precopy_info {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_PRECOPY_INFO_* */
    uint64_t initial_bytes;
    uint64_t dirty_bytes;
};
#define VFIO_PRECOPY_INFO_REINIT        (1 << 0)
#define VFIO_MIG_GET_PRECOPY_INFO       LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 21)

/* VFIO_DEVICE_FEATURE_LOW_POWER_ENTRY_WITH_WAKEUP */
struct linuxabi_vfio_device_low_power_entry_with_wakeup {
    int32_t  wakeup_eventfd;
    uint32_t reserved;
};

/* VFIO_DEVICE_FEATURE_DMA_LOGGING_START: num_ranges struct
   linuxabi_vfio_device_feature_dma_logging_range at the address ranges
   (8-aligned in the kernel) */
struct linuxabi_vfio_device_feature_dma_logging_control {
    uint64_t page_size;
    uint32_t num_ranges;
    uint32_t __reserved;
    uint64_t ranges;                    /* a user address */
};

struct linuxabi_vfio_device_feature_dma_logging_range {
    uint64_t iova;
    uint64_t length;
};

/* VFIO_DEVICE_FEATURE_DMA_LOGGING_REPORT (8-aligned in the kernel) */
struct linuxabi_vfio_device_feature_dma_logging_report {
    uint64_t iova;
    uint64_t length;
    uint64_t page_size;
    uint64_t bitmap;                    /* a user address: one bit a page */
};

/* VFIO_DEVICE_FEATURE_MIG_DATA_SIZE (8-aligned in the kernel) */
struct linuxabi_vfio_device_feature_mig_data_size {
    uint64_t stop_copy_length;
};

/* VFIO_DEVICE_FEATURE_BUS_MASTER */
struct linuxabi_vfio_device_feature_bus_master {
    uint32_t op;                        /* VFIO_DEVICE_FEATURE_*_MASTER */
};
#define VFIO_DEVICE_FEATURE_CLEAR_MASTER        0
#define VFIO_DEVICE_FEATURE_SET_MASTER          1

/* VFIO_DEVICE_FEATURE_DMA_BUF: a range of the region */
struct linuxabi_vfio_region_dma_range {
    uint64_t offset;
    uint64_t length;
};

/* VFIO_DEVICE_FEATURE_DMA_BUF: nr_ranges struct
   linuxabi_vfio_region_dma_range follow (the kernel's dma_ranges[]) */
struct linuxabi_vfio_device_feature_dma_buf {
    uint32_t region_index;
    uint32_t open_flags;                /* O_* of the dma-buf */
    uint32_t flags;
    uint32_t nr_ranges;
};

/* VFIO_IOMMU_GET_INFO on a type1 container (8-aligned in the kernel) */
struct linuxabi_vfio_iommu_type1_info {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_IOMMU_INFO_* */
    uint64_t iova_pgsizes;              /* the page sizes, a bit each */
    uint32_t cap_offset;
    uint32_t pad;
};
#define VFIO_IOMMU_INFO_PGSIZES         (1 << 0)
#define VFIO_IOMMU_INFO_CAPS            (1 << 1)

/* its capability ids */
#define VFIO_IOMMU_TYPE1_INFO_CAP_IOVA_RANGE    1
#define VFIO_IOMMU_TYPE1_INFO_CAP_MIGRATION     2
#define VFIO_IOMMU_TYPE1_INFO_DMA_AVAIL         3

/* an IOVA range, inclusive */
struct linuxabi_vfio_iova_range {
    uint64_t start;
    uint64_t end;
};

/* VFIO_IOMMU_TYPE1_INFO_CAP_IOVA_RANGE: nr_iovas struct
   linuxabi_vfio_iova_range follow (the kernel's iova_ranges[]) */
struct linuxabi_vfio_iommu_type1_info_cap_iova_range {
    struct linuxabi_vfio_info_cap_header header;
    uint32_t nr_iovas;
    uint32_t reserved;
};

/* VFIO_IOMMU_TYPE1_INFO_DMA_AVAIL */
struct linuxabi_vfio_iommu_type1_info_dma_avail {
    struct linuxabi_vfio_info_cap_header header;
    uint32_t avail;                     /* DMA mappings still allowed */
};

#define VFIO_IOMMU_GET_INFO             LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 12)

/* VFIO_IOMMU_MAP_DMA */
struct linuxabi_vfio_iommu_type1_dma_map {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_DMA_MAP_FLAG_* */
    uint64_t vaddr;                     /* the process's address */
    uint64_t iova;
    uint64_t size;                      /* bytes */
};
#define VFIO_DMA_MAP_FLAG_READ          (1 << 0)
#define VFIO_DMA_MAP_FLAG_WRITE         (1 << 1)
#define VFIO_DMA_MAP_FLAG_VADDR         (1 << 2)
#define VFIO_IOMMU_MAP_DMA              LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 13)

/* VFIO_IOMMU_UNMAP_DMA: with VFIO_DMA_UNMAP_FLAG_GET_DIRTY_BITMAP, a
   struct linuxabi_vfio_bitmap follows (the kernel's data[]) */
struct linuxabi_vfio_iommu_type1_dma_unmap {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_DMA_UNMAP_FLAG_* */
    uint64_t iova;
    uint64_t size;                      /* in: bytes; out: bytes unmapped */
};
#define VFIO_DMA_UNMAP_FLAG_GET_DIRTY_BITMAP    (1 << 0)
#define VFIO_DMA_UNMAP_FLAG_ALL                 (1 << 1)
#define VFIO_DMA_UNMAP_FLAG_VADDR               (1 << 2)
#define VFIO_IOMMU_UNMAP_DMA            LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 14)
#define VFIO_IOMMU_ENABLE               LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 15)
#define VFIO_IOMMU_DISABLE              LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 16)

/* VFIO_IOMMU_DIRTY_PAGES: with _GET_BITMAP, a struct
   linuxabi_vfio_iommu_type1_dirty_bitmap_get follows (the kernel's
   data[]) */
struct linuxabi_vfio_iommu_type1_dirty_bitmap {
    uint32_t argsz;
    uint32_t flags;                     /* one VFIO_IOMMU_DIRTY_PAGES_FLAG_* */
};
#define VFIO_IOMMU_DIRTY_PAGES_FLAG_START       (1 << 0)
#define VFIO_IOMMU_DIRTY_PAGES_FLAG_STOP        (1 << 1)
#define VFIO_IOMMU_DIRTY_PAGES_FLAG_GET_BITMAP  (1 << 2)

/* VFIO_EEH_PE_INJECT_ERR's error */
struct linuxabi_vfio_eeh_pe_err {
    uint32_t type;
    uint32_t func;
    uint64_t addr;
    uint64_t mask;
};

/* struct linuxabi_vfio_iommu_type1_info_cap_migration,
   linuxabi_vfio_bitmap, linuxabi_vfio_iommu_type1_dirty_bitmap_get,
   linuxabi_vfio_eeh_pe_op */
#include <linuxabi-arch/vfio-layout.h>

#define VFIO_IOMMU_DIRTY_PAGES          LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 17)

/* the sPAPR TCE IOMMU: its dynamic DMA windows */
struct linuxabi_vfio_iommu_spapr_tce_ddw_info {
    uint64_t pgsizes;                   /* the page sizes, a bit each */
    uint32_t max_dynamic_windows_supported;
    uint32_t levels;
};

/* VFIO_IOMMU_SPAPR_TCE_GET_INFO */
struct linuxabi_vfio_iommu_spapr_tce_info {
    uint32_t argsz;
    uint32_t flags;                     /* VFIO_IOMMU_SPAPR_INFO_* */
    uint32_t dma32_window_start;
    uint32_t dma32_window_size;
    struct linuxabi_vfio_iommu_spapr_tce_ddw_info ddw;
};
#define VFIO_IOMMU_SPAPR_INFO_DDW       (1 << 0)
#define VFIO_IOMMU_SPAPR_TCE_GET_INFO   LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 12)

/* VFIO_EEH_PE_OP ops (struct linuxabi_vfio_eeh_pe_op op) */
#define VFIO_EEH_PE_DISABLE             0
#define VFIO_EEH_PE_ENABLE              1
#define VFIO_EEH_PE_UNFREEZE_IO         2
#define VFIO_EEH_PE_UNFREEZE_DMA        3
#define VFIO_EEH_PE_GET_STATE           4       /* returns a VFIO_EEH_PE_STATE_* */
#define VFIO_EEH_PE_RESET_DEACTIVATE    5
#define VFIO_EEH_PE_RESET_HOT           6
#define VFIO_EEH_PE_RESET_FUNDAMENTAL   7
#define VFIO_EEH_PE_CONFIGURE           8
#define VFIO_EEH_PE_INJECT_ERR          9

/* VFIO_EEH_PE_GET_STATE's answers */
#define VFIO_EEH_PE_STATE_NORMAL        0
#define VFIO_EEH_PE_STATE_RESET         1
#define VFIO_EEH_PE_STATE_STOPPED       2
#define VFIO_EEH_PE_STATE_STOPPED_DMA   4
#define VFIO_EEH_PE_STATE_UNAVAIL       5

#define VFIO_EEH_PE_OP                  LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 21)

/* VFIO_IOMMU_SPAPR_REGISTER_MEMORY, _UNREGISTER_MEMORY */
struct linuxabi_vfio_iommu_spapr_register_memory {
    uint32_t argsz;
    uint32_t flags;
    uint64_t vaddr;                     /* the process's address */
    uint64_t size;
};
#define VFIO_IOMMU_SPAPR_REGISTER_MEMORY        LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 17)
#define VFIO_IOMMU_SPAPR_UNREGISTER_MEMORY      LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 18)

/* VFIO_IOMMU_SPAPR_TCE_CREATE: in the rest, out start_addr */
struct linuxabi_vfio_iommu_spapr_tce_create {
    uint32_t argsz;
    uint32_t flags;
    uint32_t page_shift;
    uint32_t __resv1;
    uint64_t window_size;
    uint32_t levels;
    uint32_t __resv2;
    uint64_t start_addr;
};
#define VFIO_IOMMU_SPAPR_TCE_CREATE     LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 19)

/* VFIO_IOMMU_SPAPR_TCE_REMOVE */
struct linuxabi_vfio_iommu_spapr_tce_remove {
    uint32_t argsz;
    uint32_t flags;
    uint64_t start_addr;
};
#define VFIO_IOMMU_SPAPR_TCE_REMOVE     LINUXABI_IO(VFIO_TYPE, VFIO_BASE + 20)

#endif
