#ifndef LINUXABI_ELF_H
#define LINUXABI_ELF_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/elf.h>: the ELF format as the kernel reads and writes it:
 * what execve(2) loads (the file header, the program headers), what a
 * core dump and /proc/kcore hold (the notes), and the note types that
 * name the register sets of ptrace(2) PTRACE_GETREGSET and
 * PTRACE_SETREGSET (NT_PRSTATUS, NT_PRFPREG, NT_X86_XSTATE, NT_ARM_*..).
 * The structs are the kernel's Elf32_* and Elf64_* types with explicit
 * widths (no Elf32_Addr.. typedefs here: libc's <elf.h> has them), the
 * same on every ABI.
 *
 * Names shared with other headers' prefixes, not with their names:
 *   - EM_* are the machine numbers of <linux/elf-em.h>, all of them.
 *     <linuxabi/seccomp.h> has the same numbers for those AUDIT_ARCH_*
 *     is made of as LINUXABI_EM_* (LINUXABI_EM_ARM == EM_ARM), kept under
 *     that name; this header is where EM_* are plain.
 *   - PF_R, PF_W, PF_X are p_flags bits, as in libc's <elf.h>; the
 *     address families of <linuxabi/socket.h> (PF_INET..) are other
 *     names that share the prefix only.
 *   - DT_* here are the dynamic section's tags (d_tag), as in libc's
 *     <elf.h>; the d_type file types of <linuxabi/dirent.h> (DT_REG..)
 *     are other names that share the prefix only.
 *   - LINUXABI_SHF_ORDERED, LINUXABI_SHF_EXCLUDE, LINUXABI_SHT_HIUSER
 *     and LINUXABI_EI_PAD are the kernel's SHF_ORDERED, SHF_EXCLUDE,
 *     SHT_HIUSER and EI_PAD, prefixed because glibc's and musl's <elf.h>
 *     give those names other values (Solaris's bits 30 and 31 for the
 *     flags, 0x8fffffff, and 9 after their EI_ABIVERSION).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* e_ident[]: the first EI_NIDENT bytes of every ELF file */
#define EI_NIDENT       16
#define EI_MAG0         0       /* ELFMAG0 */
#define EI_MAG1         1       /* ELFMAG1 */
#define EI_MAG2         2       /* ELFMAG2 */
#define EI_MAG3         3       /* ELFMAG3 */
#define EI_CLASS        4       /* ELFCLASS* */
#define EI_DATA         5       /* ELFDATA* */
#define EI_VERSION      6       /* EV_CURRENT */
#define EI_OSABI        7       /* ELFOSABI_* */
#define LINUXABI_EI_PAD 8       /* the kernel's EI_PAD: zeros from here (libc's is 9) */

#define ELFMAG0         0x7f
#define ELFMAG1         'E'
#define ELFMAG2         'L'
#define ELFMAG3         'F'
#define SELFMAG         4       /* the magic's length */

#define ELFCLASSNONE    0
#define ELFCLASS32      1       /* Elf32 structs */
#define ELFCLASS64      2       /* Elf64 structs */

#define ELFDATANONE     0
#define ELFDATA2LSB     1       /* little-endian */
#define ELFDATA2MSB     2       /* big-endian */

/* e_version, e_ident[EI_VERSION] */
#define EV_NONE         0
#define EV_CURRENT      1

/* e_ident[EI_OSABI] */
#define ELFOSABI_NONE   0       /* System V */
#define ELFOSABI_LINUX  3       /* GNU/Linux */

/* e_type */
#define ET_NONE         0
#define ET_REL          1       /* an object file */
#define ET_EXEC         2       /* a program at a fixed address */
#define ET_DYN          3       /* a shared object or position-independent program */
#define ET_CORE         4       /* a core dump */
#define ET_LOPROC       0xff00
#define ET_HIPROC       0xffff

/* e_machine (<linux/elf-em.h>) */
#define EM_NONE         0
#define EM_M32          1       /* AT&T WE 32100 */
#define EM_SPARC        2
#define EM_386          3
#define EM_68K          4
#define EM_88K          5
#define EM_486          6
#define EM_860          7
#define EM_MIPS         8       /* o32, n32 and n64 alike */
#define EM_MIPS_RS3_LE  10
#define EM_MIPS_RS4_BE  10      /* the kernel's: the same number as RS3_LE */
#define EM_PARISC       15
#define EM_SPARC32PLUS  18
#define EM_PPC          20
#define EM_PPC64        21
#define EM_S390         22      /* s390 and s390x */
#define EM_SPU          23      /* Cell SPU */
#define EM_ARM          40
#define EM_SH           42
#define EM_SPARCV9      43      /* sparc64 */
#define EM_H8_300       46
#define EM_IA_64        50
#define EM_X86_64       62      /* x86_64 and x32 */
#define EM_CRIS         76
#define EM_M32R         88
#define EM_MN10300      89
#define EM_OPENRISC     92
#define EM_ARCOMPACT    93
#define EM_XTENSA       94
#define EM_BLACKFIN     106
#define EM_UNICORE      110
#define EM_ALTERA_NIOS2 113
#define EM_TI_C6000     140
#define EM_HEXAGON      164
#define EM_NDS32        167
#define EM_AARCH64      183
#define EM_TILEPRO      188
#define EM_MICROBLAZE   189
#define EM_TILEGX       191
#define EM_ARCV2        195     /* arc (HS38) */
#define EM_RISCV        243
#define EM_BPF          247
#define EM_CSKY         252
#define EM_LOONGARCH    258
#define EM_FRV          0x5441
#define EM_ALPHA        0x9026
#define EM_CYGNUS_M32R  0x9041
#define EM_S390_OLD     0xA390
#define EM_CYGNUS_MN10300 0xbeef

/* the file header */
struct linuxabi_elf32_ehdr {
	uint8_t  e_ident[EI_NIDENT];
	uint16_t e_type;                /* ET_* */
	uint16_t e_machine;             /* EM_* */
	uint32_t e_version;             /* EV_CURRENT */
	uint32_t e_entry;               /* the entry point */
	uint32_t e_phoff;               /* the program headers' file offset */
	uint32_t e_shoff;               /* the section headers' file offset */
	uint32_t e_flags;               /* the machine's own */
	uint16_t e_ehsize;              /* sizeof this header */
	uint16_t e_phentsize;
	uint16_t e_phnum;               /* PN_XNUM: see section header 0 */
	uint16_t e_shentsize;
	uint16_t e_shnum;
	uint16_t e_shstrndx;            /* the section of section names */
};

struct linuxabi_elf64_ehdr {
	uint8_t  e_ident[EI_NIDENT];
	uint16_t e_type;
	uint16_t e_machine;
	uint32_t e_version;
	uint64_t e_entry;
	uint64_t e_phoff;
	uint64_t e_shoff;
	uint32_t e_flags;
	uint16_t e_ehsize;
	uint16_t e_phentsize;
	uint16_t e_phnum;
	uint16_t e_shentsize;
	uint16_t e_shnum;
	uint16_t e_shstrndx;
};

/* e_phnum: more program headers than fit, their number is section
   header 0's sh_info */
#define PN_XNUM         0xffff

/* p_type: the segment types */
#define PT_NULL         0
#define PT_LOAD         1       /* mapped */
#define PT_DYNAMIC      2       /* the dynamic section */
#define PT_INTERP       3       /* the interpreter's path */
#define PT_NOTE         4
#define PT_SHLIB        5
#define PT_PHDR         6       /* the program headers themselves */
#define PT_TLS          7       /* the thread-local storage template */
#define PT_LOOS         0x60000000
#define PT_HIOS         0x6fffffff
#define PT_LOPROC       0x70000000
#define PT_HIPROC       0x7fffffff
#define PT_GNU_EH_FRAME 0x6474e550  /* PT_LOOS + 0x474e550 */
#define PT_GNU_STACK    0x6474e551  /* p_flags PF_X: an executable stack */
#define PT_GNU_RELRO    0x6474e552  /* read-only after relocation */
#define PT_GNU_PROPERTY 0x6474e553  /* .note.gnu.property */
#define PT_AARCH64_MEMTAG_MTE 0x70000002 /* PT_LOPROC + 2: MTE tags */

/* p_flags */
#define PF_X            0x1
#define PF_W            0x2
#define PF_R            0x4

/* a program header: a segment */
struct linuxabi_elf32_phdr {
	uint32_t p_type;                /* PT_* */
	uint32_t p_offset;
	uint32_t p_vaddr;
	uint32_t p_paddr;
	uint32_t p_filesz;
	uint32_t p_memsz;
	uint32_t p_flags;               /* PF_* */
	uint32_t p_align;
};

struct linuxabi_elf64_phdr {
	uint32_t p_type;
	uint32_t p_flags;               /* here, before p_offset */
	uint64_t p_offset;
	uint64_t p_vaddr;
	uint64_t p_paddr;
	uint64_t p_filesz;
	uint64_t p_memsz;
	uint64_t p_align;
};

/* sh_type */
#define SHT_NULL        0
#define SHT_PROGBITS    1
#define SHT_SYMTAB      2
#define SHT_STRTAB      3
#define SHT_RELA        4
#define SHT_HASH        5
#define SHT_DYNAMIC     6
#define SHT_NOTE        7
#define SHT_NOBITS      8
#define SHT_REL         9
#define SHT_SHLIB       10
#define SHT_DYNSYM      11
#define SHT_LOPROC      0x70000000
#define SHT_HIPROC      0x7fffffff
#define SHT_LOUSER      0x80000000
#define LINUXABI_SHT_HIUSER 0xffffffff /* the kernel's SHT_HIUSER (libc's is 0x8fffffff) */

/* sh_flags */
#define SHF_WRITE            0x1
#define SHF_ALLOC            0x2
#define SHF_EXECINSTR        0x4
#define SHF_MERGE            0x10
#define SHF_STRINGS          0x20
#define SHF_INFO_LINK        0x40
#define SHF_LINK_ORDER       0x80
#define SHF_OS_NONCONFORMING 0x100
#define SHF_GROUP            0x200
#define SHF_TLS              0x400
#define SHF_RELA_LIVEPATCH   0x00100000  /* a livepatch module's relocations */
#define SHF_RO_AFTER_INIT    0x00200000  /* a module's, read-only after init */
#define LINUXABI_SHF_ORDERED 0x04000000  /* the kernel's SHF_ORDERED (libc's is 1 << 30) */
#define LINUXABI_SHF_EXCLUDE 0x08000000  /* the kernel's SHF_EXCLUDE (libc's is 1U << 31) */
#define SHF_MASKOS           0x0ff00000
#define SHF_MASKPROC         0xf0000000

/* section indexes with a meaning of their own (st_shndx) */
#define SHN_UNDEF       0
#define SHN_LORESERVE   0xff00
#define SHN_LOPROC      0xff00
#define SHN_HIPROC      0xff1f
#define SHN_LIVEPATCH   0xff20  /* a livepatch symbol */
#define SHN_ABS         0xfff1
#define SHN_COMMON      0xfff2
#define SHN_HIRESERVE   0xffff

/* a section header */
struct linuxabi_elf32_shdr {
	uint32_t sh_name;               /* in the e_shstrndx section */
	uint32_t sh_type;               /* SHT_* */
	uint32_t sh_flags;              /* SHF_* */
	uint32_t sh_addr;
	uint32_t sh_offset;
	uint32_t sh_size;
	uint32_t sh_link;
	uint32_t sh_info;
	uint32_t sh_addralign;
	uint32_t sh_entsize;
};

struct linuxabi_elf64_shdr {
	uint32_t sh_name;
	uint32_t sh_type;
	uint64_t sh_flags;
	uint64_t sh_addr;
	uint64_t sh_offset;
	uint64_t sh_size;
	uint32_t sh_link;
	uint32_t sh_info;
	uint64_t sh_addralign;
	uint64_t sh_entsize;
};

/* st_info: binding in the high 4 bits, type in the low 4 */
#define STB_LOCAL       0
#define STB_GLOBAL      1
#define STB_WEAK        2

#define STT_NOTYPE      0
#define STT_OBJECT      1
#define STT_FUNC        2
#define STT_SECTION     3
#define STT_FILE        4
#define STT_COMMON      5
#define STT_TLS         6

#define LINUXABI_ELF_ST_BIND(info)   ((info) >> 4)
#define LINUXABI_ELF_ST_TYPE(info)   ((info) & 0xf)
#define LINUXABI_ELF32_ST_BIND(info) ((info) >> 4)
#define LINUXABI_ELF32_ST_TYPE(info) ((info) & 0xf)
#define LINUXABI_ELF64_ST_BIND(info) ((info) >> 4)
#define LINUXABI_ELF64_ST_TYPE(info) ((info) & 0xf)

/* the symbol table's index 0 */
#define STN_UNDEF       0

/* a symbol */
struct linuxabi_elf32_sym {
	uint32_t st_name;
	uint32_t st_value;
	uint32_t st_size;
	uint8_t  st_info;               /* STB_* << 4 | STT_* */
	uint8_t  st_other;
	uint16_t st_shndx;              /* or SHN_* */
};

struct linuxabi_elf64_sym {
	uint32_t st_name;
	uint8_t  st_info;
	uint8_t  st_other;
	uint16_t st_shndx;
	uint64_t st_value;
	uint64_t st_size;
};

/* r_info: the symbol and the relocation type */
#define LINUXABI_ELF32_R_SYM(info)   ((info) >> 8)
#define LINUXABI_ELF32_R_TYPE(info)  ((info) & 0xff)
#define LINUXABI_ELF64_R_SYM(info)   ((info) >> 32)
#define LINUXABI_ELF64_R_TYPE(info)  ((info) & 0xffffffff)

/* relocations without and with an addend */
struct linuxabi_elf32_rel {
	uint32_t r_offset;
	uint32_t r_info;
};

struct linuxabi_elf64_rel {
	uint64_t r_offset;
	uint64_t r_info;
};

struct linuxabi_elf32_rela {
	uint32_t r_offset;
	uint32_t r_info;
	int32_t  r_addend;
};

struct linuxabi_elf64_rela {
	uint64_t r_offset;
	uint64_t r_info;
	int64_t  r_addend;
};

/* d_tag: the dynamic section's tags (not <linuxabi/dirent.h>'s d_type
   DT_*: no name is in both) */
#define DT_NULL         0       /* the end */
#define DT_NEEDED       1
#define DT_PLTRELSZ     2
#define DT_PLTGOT       3
#define DT_HASH         4
#define DT_STRTAB       5
#define DT_SYMTAB       6
#define DT_RELA         7
#define DT_RELASZ       8
#define DT_RELAENT      9
#define DT_STRSZ        10
#define DT_SYMENT       11
#define DT_INIT         12
#define DT_FINI         13
#define DT_SONAME       14
#define DT_RPATH        15
#define DT_SYMBOLIC     16
#define DT_REL          17
#define DT_RELSZ        18
#define DT_RELENT       19
#define DT_PLTREL       20
#define DT_DEBUG        21
#define DT_TEXTREL      22
#define DT_JMPREL       23
#define DT_ENCODING     32
#define OLD_DT_LOOS     0x60000000
#define DT_LOOS         0x6000000d
#define DT_HIOS         0x6ffff000
#define DT_VALRNGLO     0x6ffffd00
#define DT_VALRNGHI     0x6ffffdff
#define DT_ADDRRNGLO    0x6ffffe00
#define DT_GNU_HASH     0x6ffffef5
#define DT_ADDRRNGHI    0x6ffffeff
#define DT_VERSYM       0x6ffffff0
#define DT_RELACOUNT    0x6ffffff9
#define DT_RELCOUNT     0x6ffffffa
#define DT_FLAGS_1      0x6ffffffb
#define DT_VERDEF       0x6ffffffc
#define DT_VERDEFNUM    0x6ffffffd
#define DT_VERNEED      0x6ffffffe
#define DT_VERNEEDNUM   0x6fffffff
#define OLD_DT_HIOS     0x6fffffff
#define DT_LOPROC       0x70000000
#define DT_HIPROC       0x7fffffff

/* a dynamic section entry: the kernel's d_un */
union linuxabi_elf32_dyn_un {
	int32_t  d_val;                 /* signed, as the kernel's Elf32_Sword */
	uint32_t d_ptr;
};

struct linuxabi_elf32_dyn {
	int32_t  d_tag;                 /* DT_* */
	union linuxabi_elf32_dyn_un d_un;
};

union linuxabi_elf64_dyn_un {
	uint64_t d_val;
	uint64_t d_ptr;
};

struct linuxabi_elf64_dyn {
	int64_t  d_tag;
	union linuxabi_elf64_dyn_un d_un;
};

/* symbol versions: vd_flags */
#define VER_FLG_BASE    0x1     /* the file's own version */
#define VER_FLG_WEAK    0x2

/* a version definition (DT_VERDEF), and its names */
struct linuxabi_elf32_verdef {
	uint16_t vd_version;
	uint16_t vd_flags;              /* VER_FLG_* */
	uint16_t vd_ndx;
	uint16_t vd_cnt;                /* how many verdaux follow */
	uint32_t vd_hash;
	uint32_t vd_aux;                /* offset of the first verdaux */
	uint32_t vd_next;               /* offset of the next verdef, or 0 */
};

struct linuxabi_elf64_verdef {
	uint16_t vd_version;
	uint16_t vd_flags;
	uint16_t vd_ndx;
	uint16_t vd_cnt;
	uint32_t vd_hash;
	uint32_t vd_aux;
	uint32_t vd_next;
};

struct linuxabi_elf32_verdaux {
	uint32_t vda_name;
	uint32_t vda_next;
};

struct linuxabi_elf64_verdaux {
	uint32_t vda_name;
	uint32_t vda_next;
};

/* a note's header, then its name (n_namesz bytes: "CORE", "LINUX",
   "GNU"), its descriptor (n_descsz bytes), each padded to 4 bytes */
struct linuxabi_elf32_nhdr {
	uint32_t n_namesz;
	uint32_t n_descsz;
	uint32_t n_type;                /* NT_* */
};

struct linuxabi_elf64_nhdr {
	uint32_t n_namesz;
	uint32_t n_descsz;
	uint32_t n_type;
};

/* n_type of a "GNU" note, and its properties on aarch64 */
#define NT_GNU_PROPERTY_TYPE_0  5
#define GNU_PROPERTY_AARCH64_FEATURE_1_AND 0xc0000000
#define GNU_PROPERTY_AARCH64_FEATURE_1_BTI (1U << 0)

/* n_type of a core dump's notes, named "CORE" ... */
#define NT_PRSTATUS     1       /* the general registers: PTRACE_GETREGSET's too */
#define NT_PRFPREG      2       /* the floating-point registers: PTRACE_GETREGSET's too */
#define NT_PRPSINFO     3
#define NT_TASKSTRUCT   4
#define NT_AUXV         6       /* the auxiliary vector */
#define NT_SIGINFO      0x53494749  /* "SIGI": its size may grow */
#define NT_FILE         0x46494c45  /* "FILE": the mapped files */

/* ... and named "LINUX": register sets, each a PTRACE_GETREGSET addr */
#define NT_PRXFPREG     0x46e62b7f  /* i386's fxsave area */
#define NT_PPC_VMX      0x100   /* Altivec/VMX */
#define NT_PPC_SPE      0x101   /* SPE/EVR */
#define NT_PPC_VSX      0x102   /* VSX */
#define NT_PPC_TAR      0x103   /* the target address register */
#define NT_PPC_PPR      0x104   /* the program priority register */
#define NT_PPC_DSCR     0x105   /* the data stream control register */
#define NT_PPC_EBB      0x106   /* event-based branch */
#define NT_PPC_PMU      0x107   /* performance monitor */
#define NT_PPC_TM_CGPR  0x108   /* transactional memory: the checkpointed GPRs */
#define NT_PPC_TM_CFPR  0x109   /* ... FPRs */
#define NT_PPC_TM_CVMX  0x10a   /* ... VMX */
#define NT_PPC_TM_CVSX  0x10b   /* ... VSX */
#define NT_PPC_TM_SPR   0x10c   /* ... special purpose registers */
#define NT_PPC_TM_CTAR  0x10d   /* ... TAR */
#define NT_PPC_TM_CPPR  0x10e   /* ... PPR */
#define NT_PPC_TM_CDSCR 0x10f   /* ... DSCR */
#define NT_PPC_PKEY     0x110   /* memory protection keys */
#define NT_PPC_DEXCR    0x111   /* DEXCR */
#define NT_PPC_HASHKEYR 0x112   /* HASHKEYR */
#define NT_386_TLS      0x200   /* i386's TLS slots (struct user_desc) */
#define NT_386_IOPERM   0x201   /* the I/O permission bitmap */
#define NT_X86_XSTATE   0x202   /* the xsave area */
#define NT_X86_SHSTK    0x204   /* the shadow stack (0x203 was CET in old binutils) */
#define NT_X86_XSAVE_LAYOUT 0x205 /* how the xsave area is laid out */
#define NT_S390_HIGH_GPRS 0x300 /* the upper halves of the registers */
#define NT_S390_TIMER   0x301   /* the CPU timer */
#define NT_S390_TODCMP  0x302   /* the clock comparator */
#define NT_S390_TODPREG 0x303   /* the TOD programmable register */
#define NT_S390_CTRS    0x304   /* control registers */
#define NT_S390_PREFIX  0x305   /* the prefix register */
#define NT_S390_LAST_BREAK 0x306 /* the breaking event address */
#define NT_S390_SYSTEM_CALL 0x307 /* system call restart data */
#define NT_S390_TDB     0x308   /* the transaction diagnostic block */
#define NT_S390_VXRS_LOW 0x309  /* vector registers 0-15, upper halves */
#define NT_S390_VXRS_HIGH 0x30a /* vector registers 16-31 */
#define NT_S390_GS_CB   0x30b   /* guarded storage registers */
#define NT_S390_GS_BC   0x30c   /* guarded storage broadcast control */
#define NT_S390_RI_CB   0x30d   /* runtime instrumentation */
#define NT_S390_PV_CPU_DATA 0x30e /* protected virtualization CPU dump data */
#define NT_ARM_VFP      0x400   /* VFP/NEON */
#define NT_ARM_TLS      0x401   /* the TLS register */
#define NT_ARM_HW_BREAK 0x402   /* hardware breakpoints */
#define NT_ARM_HW_WATCH 0x403   /* hardware watchpoints */
#define NT_ARM_SYSTEM_CALL 0x404 /* the system call number */
#define NT_ARM_SVE      0x405   /* SVE */
#define NT_ARM_PAC_MASK 0x406   /* pointer authentication masks */
#define NT_ARM_PACA_KEYS 0x407  /* pointer authentication address keys */
#define NT_ARM_PACG_KEYS 0x408  /* pointer authentication generic key */
#define NT_ARM_TAGGED_ADDR_CTRL 0x409 /* prctl(2) PR_SET_TAGGED_ADDR_CTRL's */
#define NT_ARM_PAC_ENABLED_KEYS 0x40a /* prctl(2) PR_PAC_SET_ENABLED_KEYS's */
#define NT_ARM_SSVE     0x40b   /* streaming SVE */
#define NT_ARM_ZA       0x40c   /* SME ZA */
#define NT_ARM_ZT       0x40d   /* SME ZT */
#define NT_ARM_FPMR     0x40e   /* the floating-point mode register */
#define NT_ARM_POE      0x40f   /* permission overlays */
#define NT_ARM_GCS      0x410   /* the guarded control stack */
#define NT_ARC_V2       0x600   /* ARCv2 accumulator and extra registers */
#define NT_VMCOREDD     0x700   /* a device dump in /proc/vmcore */
#define NT_MIPS_DSP     0x800   /* DSP ASE */
#define NT_MIPS_FP_MODE 0x801   /* the floating-point mode */
#define NT_MIPS_MSA     0x802   /* MSA */
#define NT_RISCV_CSR    0x900   /* control and status registers */
#define NT_RISCV_VECTOR 0x901   /* vector registers */
#define NT_RISCV_TAGGED_ADDR_CTRL 0x902 /* prctl(2)'s tagged address control */
#define NT_RISCV_USER_CFI 0x903 /* the shadow stack and landing pads */
#define NT_LOONGARCH_CPUCFG 0xa00 /* CPU configuration */
#define NT_LOONGARCH_CSR 0xa01  /* control and status registers */
#define NT_LOONGARCH_LSX 0xa02  /* LSX */
#define NT_LOONGARCH_LASX 0xa03 /* LASX */
#define NT_LOONGARCH_LBT 0xa04  /* binary translation */
#define NT_LOONGARCH_HW_BREAK 0xa05 /* hardware breakpoints */
#define NT_LOONGARCH_HW_WATCH 0xa06 /* hardware watchpoints */

#endif
