#ifndef LINUXABI_MAGIC_H
#define LINUXABI_MAGIC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/magic.h>: file system magic numbers, the f_type that
 * statfs(2) and fstatfs(2) report (struct linuxabi_statfs of
 * <linuxabi/statfs.h>).  The same on every ABI.  Most are also the number
 * in the file system's on-disk superblock.  Some file systems share one
 * (ext2, ext3 and ext4); some numbers outlived their file system, kept
 * because a name once exported stays.
 */

/* file systems on a disk, flash or image */
#define ADFS_SUPER_MAGIC         0xadf5
#define AFFS_SUPER_MAGIC         0xadff
#define BTRFS_SUPER_MAGIC        0x9123683E
#define BCACHEFS_SUPER_MAGIC     0xca451a4e
#define CRAMFS_MAGIC             0x28cd3d45
#define CRAMFS_MAGIC_WEND        0x453dcd28  /* an image of the other byte order */
#define EFS_SUPER_MAGIC          0x414A53
#define EROFS_SUPER_MAGIC_V1     0xE0F5E1E2  /* erofs */
#define EXT2_SUPER_MAGIC         0xEF53      /* ext2, ext3 and ext4 share it */
#define EXT3_SUPER_MAGIC         0xEF53
#define EXT4_SUPER_MAGIC         0xEF53
#define EXFAT_SUPER_MAGIC        0x2011BAB0
#define F2FS_SUPER_MAGIC         0xF2F52010
#define HPFS_SUPER_MAGIC         0xf995e849
#define ISOFS_SUPER_MAGIC        0x9660
#define JFFS2_SUPER_MAGIC        0x72b6
#define MINIX_SUPER_MAGIC        0x137F      /* v1, 14-character names */
#define MINIX_SUPER_MAGIC2       0x138F      /* v1, 30-character names */
#define MINIX2_SUPER_MAGIC       0x2468      /* v2, 14-character names */
#define MINIX2_SUPER_MAGIC2      0x2478      /* v2, 30-character names */
#define MINIX3_SUPER_MAGIC       0x4d5a      /* v3, 60-character names */
#define MSDOS_SUPER_MAGIC        0x4d44      /* FAT (msdos, vfat) */
#define NILFS_SUPER_MAGIC        0x3434
#define OCFS2_SUPER_MAGIC        0x7461636f
#define QNX4_SUPER_MAGIC         0x002f
#define QNX6_SUPER_MAGIC         0x68191122
#define REISERFS_SUPER_MAGIC     0x52654973
#define SQUASHFS_MAGIC           0x73717368
#define UDF_SUPER_MAGIC          0x15013346
#define XFS_SUPER_MAGIC          0x58465342
#define ZONEFS_MAGIC             0x5a4f4653

/* network and distributed file systems */
#define AFS_SUPER_MAGIC          0x5346414F  /* OpenAFS (its own module) */
#define AFS_FS_MAGIC             0x6B414653  /* kAFS, the kernel's AFS */
#define CEPH_SUPER_MAGIC         0x00c36400
#define CIFS_SUPER_MAGIC         0xFF534D42  /* cifs (SMB1 and later) */
#define CODA_SUPER_MAGIC         0x73757245
#define NCP_SUPER_MAGIC          0x564c      /* NetWare (removed in 4.17) */
#define NFS_SUPER_MAGIC          0x6969
#define SMB_SUPER_MAGIC          0x517B      /* the old smbfs (removed in 2.6.37) */
#define SMB2_SUPER_MAGIC         0xFE534D42  /* SMB2 and later */
#define V9FS_MAGIC               0x01021997  /* 9p */

/* stacked, user-space and host file systems */
#define ECRYPTFS_SUPER_MAGIC     0xf15f
#define FUSE_SUPER_MAGIC         0x65735546
#define HOSTFS_SUPER_MAGIC       0x00c0ffee  /* UML's host files */
#define OVERLAYFS_SUPER_MAGIC    0x794c7630
#define XENFS_SUPER_MAGIC        0xabba1974  /* xenfs */

/* file systems in memory */
#define RAMFS_MAGIC              0x858458f6
#define TMPFS_MAGIC              0x01021994
#define HUGETLBFS_MAGIC          0x958458f6  /* hugetlbfs */

/* the kernel's own file systems, mounted for its interfaces */
#define AAFS_MAGIC               0x5a3c69f0  /* AppArmor's securityfs tree */
#define AUTOFS_SUPER_MAGIC       0x0187
#define BINDERFS_SUPER_MAGIC     0x6c6f6f70
#define BINFMTFS_MAGIC           0x42494e4d  /* binfmt_misc */
#define BPF_FS_MAGIC             0xcafe4a11
#define BTRFS_TEST_MAGIC         0x73727279  /* btrfs's self-test mount */
#define CGROUP_SUPER_MAGIC       0x27e0eb    /* cgroup v1 */
#define CGROUP2_SUPER_MAGIC      0x63677270  /* cgroup v2 */
#define DEBUGFS_MAGIC            0x64626720
#define DEVPTS_SUPER_MAGIC       0x1cd1
#define EFIVARFS_MAGIC           0xde5e81e4
#define FUTEXFS_SUPER_MAGIC      0xBAD1DEA   /* the old futex fs (gone since 2.6.33) */
#define OPENPROM_SUPER_MAGIC     0x9fa1      /* /proc/openprom (sparc) */
#define PROC_SUPER_MAGIC         0x9fa0
#define PSTOREFS_MAGIC           0x6165676C  /* pstore */
#define RDTGROUP_SUPER_MAGIC     0x7655821   /* resctrl */
#define SECURITYFS_MAGIC         0x73636673
#define SELINUX_MAGIC            0xf97cff8c  /* selinuxfs */
#define SMACK_MAGIC              0x43415d53  /* smackfs */
#define SYSFS_MAGIC              0x62656572
#define TRACEFS_MAGIC            0x74726163
#define USBDEVICE_SUPER_MAGIC    0x9fa2      /* the old usbfs */

/* the kernel's internal file systems: fstatfs(2) of a descriptor that
   no path names (a pipe, a socket, a pidfd, a namespace..) */
#define ANON_INODE_FS_MAGIC      0x09041934  /* anon_inode: eventfd, epoll, timerfd.. */
#define BDEVFS_MAGIC             0x62646576  /* block devices' inodes */
#define DAXFS_MAGIC              0x64646178  /* DAX devices' inodes */
#define DEVMEM_MAGIC             0x454d444d  /* /dev/mem's inode */
#define DMA_BUF_MAGIC            0x444d4142  /* dma-buf */
#define GUEST_MEMFD_MAGIC        0x474d454d  /* KVM guest_memfd */
#define MTD_INODE_FS_MAGIC       0x11307854  /* MTD devices' inodes */
#define NSFS_MAGIC               0x6e736673  /* namespace files */
#define NULL_FS_MAGIC            0x4E554C4C  /* nullfs, an empty root */
#define PID_FS_MAGIC             0x50494446  /* pidfds */
#define PIPEFS_MAGIC             0x50495045
#define SECRETMEM_MAGIC          0x5345434d  /* memfd_secret(2) */
#define SOCKFS_MAGIC             0x534F434B

#endif
