#ifndef LIBLINUXABI_H
#define LIBLINUXABI_H

/*
 * <liblinuxabi.h>: the Linux kernel/user ABI of every architecture as data,
 * at run time: the values of the linuxabi headers' names on each ABI, which
 * set (errno, signal, syscall, open flags, ...) a name belongs to, flags
 * decoded into names and back, values translated between ABIs, struct
 * layouts, and the kernel each name first appeared in.
 *
 * Everything lives in constant tables built into the library: handles are
 * pointers into them, valid for the life of the program.  Nothing is
 * allocated, nothing needs initializing or freeing, no function reads the
 * locale or the environment, and every function is thread-safe and
 * async-signal-safe.  Functions that can fail return a LINUXABI_R_* result
 * (0 or negative), never set errno.
 *
 * Link with $(pkg-config --libs liblinuxabi).
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Results: 0 is success, every failure is negative. */
#define LINUXABI_R_OK          0
#define LINUXABI_R_NONAME    (-1)  /* no such name, on any ABI */
#define LINUXABI_R_ABSENT    (-2)  /* the name exists, not on this ABI */
#define LINUXABI_R_NOVALUE   (-3)  /* no name of the set has this value here */
#define LINUXABI_R_NOTINT    (-4)  /* the name is not an integer constant */
#define LINUXABI_R_PARTIAL   (-5)  /* translate: some bits or names have no
                                      counterpart on the target ABI */
#define LINUXABI_R_SYNTAX    (-6)  /* encode: not NAME|NAME|number */
#define LINUXABI_R_RANGE     (-7)  /* a number does not fit in 64 bits */
#define LINUXABI_R_NOSPACE   (-8)  /* the buffer was too small; truncated */
#define LINUXABI_R_INVAL     (-9)  /* a null handle or pointer */
#define LINUXABI_R_NOTFLAGS  (-10) /* decode or encode of a value set */

/* A short English text for a result: "absent on this ABI", ... */
const char *linuxabi_strerror(int result);

/* The package version ("0.2.0") and the Linux UAPI the tables are
   complete for ("7.2"). */
const char *linuxabi_version(void);
const char *linuxabi_uapi_version(void);

/* Compares two kernel versions as the manifest writes them ("2.6.12",
   "6.8", "<=2.6.12" sorts before 2.6.12): <0, 0 or >0. */
int linuxabi_kernel_cmp(const char *a, const char *b);

/* ---------------------------------------------------------------- ABIs */

typedef struct linuxabi_set linuxabi_set;   /* a set of names: see below */

typedef struct linuxabi_abi linuxabi_abi;

size_t linuxabi_abi_count(void);
/* The I-th ABI in name order, or NULL past the end. */
const linuxabi_abi *linuxabi_abi_at(size_t i);
/* An ABI by its name (x86_64), Debian architecture (amd64), GNU triplet
   (x86_64-linux-gnu) or uname -m (x86_64, armv7l, ppc64le, mips), or NULL.
   A uname -m shared by several ABIs (x86_64: x86_64 and x32; mips64: mips64
   and mipsn32) names the one a 64-bit kernel's own programs use. */
const linuxabi_abi *linuxabi_abi_find(const char *alias);
/* The ABI this library was configured for (linuxabi-arch's), or NULL. */
const linuxabi_abi *linuxabi_abi_host(void);

const char *linuxabi_abi_name(const linuxabi_abi *abi);
const char *linuxabi_abi_debian(const linuxabi_abi *abi);   /* first row's */
const char *linuxabi_abi_triplet(const linuxabi_abi *abi);  /* first row's */
const char *linuxabi_abi_kernel_arch(const linuxabi_abi *abi); /* x86, mips */
/* The width of the ABI's C long and pointers in bits: 32 or 64. */
unsigned linuxabi_abi_bits(const linuxabi_abi *abi);

/* --------------------------------------------------------------- names */

/* A name the linuxabi headers define (a macro), on one ABI or more. */
typedef struct linuxabi_name linuxabi_name;

size_t linuxabi_name_count(void);
/* The I-th name in alphabetical order, or NULL past the end. */
const linuxabi_name *linuxabi_name_at(size_t i);
/* A name, exactly as the headers spell it, or NULL. */
const linuxabi_name *linuxabi_name_find(const char *name);
/* The name closest to a misspelled NAME (edit distance, small enough to
   be a likely typo), among SET's names if SET is not NULL; or NULL. */
const linuxabi_name *linuxabi_name_suggest(const char *name,
                                           const struct linuxabi_set *set);

const char *linuxabi_name_str(const linuxabi_name *name);
const char *linuxabi_name_header(const linuxabi_name *name); /* linuxabi/x.h */
/* The one-line comment the header gives it, or "" where it has none. */
const char *linuxabi_name_comment(const linuxabi_name *name);
/* The linuxabi release that added it ("0.1.0"). */
const char *linuxabi_name_added(const linuxabi_name *name);
/* The first kernel with it on ABI ("5.3", "<=2.6.12"), or NULL where the
   name is absent on ABI. */
const char *linuxabi_name_since(const linuxabi_name *name,
								const linuxabi_abi *abi);
/* 1 if the name is defined on ABI, else 0. */
int linuxabi_name_on(const linuxabi_name *name, const linuxabi_abi *abi);
/* The value on ABI: LINUXABI_R_OK, _ABSENT or _NOTINT.  Values are the
   64 bits the kernel sees; the one above INT64_MAX (LSMT_ROOT, 2^64 - 1)
   reads back negative, and linuxabi_name_unsigned() says so. */
int linuxabi_name_value(const linuxabi_name *name, const linuxabi_abi *abi,
						int64_t *value);
/* 1 if the value is to be read as unsigned 64-bit, else 0. */
int linuxabi_name_unsigned(const linuxabi_name *name);

/* Name to value in one call: _OK, _NONAME, _ABSENT or _NOTINT. */
int linuxabi_lookup(const linuxabi_abi *abi, const char *name,
					int64_t *value);

/* ---------------------------------------------------------------- sets */

/* A group of names that share one meaning of their values: "errno",
   "signal", "syscall", "open" (the flags of open(2)), "mmap-prot",
   "mmap-flags", "mount" (MS_* of mount(2)), ...
   (linuxabi_set is declared above, for linuxabi_name_suggest.) */

size_t linuxabi_set_count(void);
const linuxabi_set *linuxabi_set_at(size_t i);   /* by name; NULL past end */
const linuxabi_set *linuxabi_set_find(const char *name);
/* The set a name belongs to first (for example errno for EAGAIN), or
   NULL where it belongs to none. */
const linuxabi_set *linuxabi_set_of(const linuxabi_name *name);

const char *linuxabi_set_name(const linuxabi_set *set);
const char *linuxabi_set_description(const linuxabi_set *set);
/* 1 for a set of flags (bits that combine), 0 for a set of values. */
int linuxabi_set_flags(const linuxabi_set *set);
/* What the set's names start with and short forms leave out
   ("LINUXABI_SYS_" for syscall), or "". */
const char *linuxabi_set_prefix(const linuxabi_set *set);

/* The set's names, on any ABI, in the order value-to-name prefers them
   (a name before its aliases); NULL past the end. */
size_t linuxabi_set_member_count(const linuxabi_set *set);
const linuxabi_name *linuxabi_set_member(const linuxabi_set *set, size_t i);
/* One of the set's names, spelled in full or without the set's prefix
   ("openat" or "LINUXABI_SYS_openat"), or NULL. */
const linuxabi_name *linuxabi_set_lookup(const linuxabi_set *set,
                                         const char *name);
/* Name to value in one call, the name spelled as linuxabi_set_lookup
   takes it: _OK, _NONAME (no such name in SET), _ABSENT, _NOTINT or
   _INVAL. */
int linuxabi_set_value(const linuxabi_set *set, const linuxabi_abi *abi,
                       const char *name, int64_t *value);

/* Value to name: the preferred name of SET with VALUE on ABI, in *NAME.
   _OK, or _NOVALUE. */
int linuxabi_set_name_of(const linuxabi_set *set, const linuxabi_abi *abi,
                         int64_t value, const linuxabi_name **name);
/* Value to name in one call: the preferred name's string, in full
   ("LINUXABI_SYS_openat" for 257 of syscall on x86_64), or NULL where no
   name of SET has VALUE on ABI (or a handle is null or invalid). */
const char *linuxabi_set_str_of(const linuxabi_set *set,
                                const linuxabi_abi *abi, int64_t value);
/* Value to name without a call, for the hottest loops (a tracer decoding
   every system call's number): SET's dense window on ABI.  For a VALUE
   with (uint64_t)VALUE - (uint64_t)BASE < COUNT, STR[that difference] is
   the preferred name's offset in POOL, 0 where no name has the value:
   the string linuxabi_set_str_of returns is POOL + that offset.  Values
   outside the window go to linuxabi_set_str_of; COUNT is 0 where the
   set's values are not dense on ABI (flags, ioctl requests).  _OK, or
   _INVAL for a null or invalid handle or a null OUT.  The pointers are
   into the library's tables, valid for the life of the program. */
struct linuxabi_dense {
	int64_t base;
	uint64_t count;
	const uint32_t *str;
	const char *pool;
};
int linuxabi_set_dense(const linuxabi_set *set, const linuxabi_abi *abi,
                       struct linuxabi_dense *out);
/* All of SET's names with VALUE on ABI, preferred first: the number of
   them; at most MAX are stored in NAMES. */
size_t linuxabi_set_names_of(const linuxabi_set *set, const linuxabi_abi *abi,
                             int64_t value, const linuxabi_name **names,
                             size_t max);

/* ------------------------------------------------------ decode, encode */

/* A flags value as names: fields first (the access mode of open(2), the
   mapping type of mmap(2): the name whose value equals the masked bits),
   then names of several bits before the names of their parts, each name
   taken only when all its bits are still set.  Up to MAX names go to
   PARTS; the bits no name covers to *REST.  Returns the number of names,
   or a negative result (_NOTFLAGS, _INVAL). */
int linuxabi_decode(const linuxabi_set *set, const linuxabi_abi *abi,
					uint64_t value, const linuxabi_name **parts, size_t max,
					uint64_t *rest);
/* The same as text, "O_WRONLY|O_CREAT|0x4" (the rest in hex; "0" for no
   bits), NUL-terminated in BUF of SIZE bytes: _OK or _NOSPACE. */
int linuxabi_decode_str(const linuxabi_set *set, const linuxabi_abi *abi,
						uint64_t value, char *buf, size_t size);

/* Text to a value: names of SET (short or full spelling; any header's
   name if SET is NULL) and numbers (decimal, 0x hex, 0 octal) joined by
   '|', blanks allowed around them.  _OK; _NONAME or _ABSENT with *BAD at
   the offending name's offset in TEXT; _SYNTAX; _RANGE. */
int linuxabi_encode(const linuxabi_set *set, const linuxabi_abi *abi,
					const char *text, uint64_t *value, size_t *bad);

/* ----------------------------------------------------------- translate */

/* VALUE of SET on FROM, as TO numbers the same names: a value set maps
   the preferred name's value; a flags set maps every name the value
   decodes into, and keeps no bit that no name covers.  _OK; _NOVALUE
   (a value with no name on FROM); _PARTIAL when a name has no value on
   TO (the first such name in *MISSING if not NULL) or bits had no name,
   *OUT then holding what did translate. */
int linuxabi_translate(const linuxabi_set *set, const linuxabi_abi *from,
                       const linuxabi_abi *to, uint64_t value, uint64_t *out,
                       const linuxabi_name **missing);

/* ------------------------------------------------------------- structs */

typedef struct linuxabi_struct linuxabi_struct;

size_t linuxabi_struct_count(void);
const linuxabi_struct *linuxabi_struct_at(size_t i);  /* by tag; NULL past end */
/* By tag, with or without "struct " and "linuxabi_" (struct
   linuxabi_flock, linuxabi_flock, flock), or NULL. */
const linuxabi_struct *linuxabi_struct_find(const char *tag);

const char *linuxabi_struct_tag(const linuxabi_struct *st); /* linuxabi_flock */
const char *linuxabi_struct_header(const linuxabi_struct *st);
const char *linuxabi_struct_since(const linuxabi_struct *st,
                                  const linuxabi_abi *abi);
/* Size and alignment on ABI, from the manifest: _OK or _ABSENT. */
int linuxabi_struct_layout(const linuxabi_struct *st, const linuxabi_abi *abi,
                           size_t *size, size_t *align);
/* Members in declaration order. */
size_t linuxabi_struct_member_count(const linuxabi_struct *st);
const char *linuxabi_struct_member_name(const linuxabi_struct *st, size_t i);
/* Offset and size of member I on ABI: _OK or _ABSENT. */
int linuxabi_struct_member(const linuxabi_struct *st, size_t i,
                           const linuxabi_abi *abi, size_t *offset,
                           size_t *size);

/* --------------------------------------------------------------- ioctl */

/* An ioctl(2) request number's fields.  DIR is what the kernel does with
   the argument: LINUXABI_IOCTL_NONE, or LINUXABI_IOCTL_READ (it fills
   it), LINUXABI_IOCTL_WRITE (it reads it) or both; TYPE the driver's
   byte ('T'); NR the number; SIZE the argument's size. */
typedef struct linuxabi_ioctl {
	unsigned dir, type, nr, size;
} linuxabi_ioctl;

#define LINUXABI_IOCTL_NONE  0
#define LINUXABI_IOCTL_WRITE 1
#define LINUXABI_IOCTL_READ  2

/* REQUEST's fields by ABI's encoding (the direction bits and the size
   width differ on alpha, MIPS, powerpc and sparc64), taken from the
   compiled values of <linuxabi/ioctl.h>: _OK; _RANGE (the fields still
   filled) for a number above 32 bits or whose direction bits no request
   has; _INVAL.  A number without direction bits, as the old terminal
   requests of MIPS and others are, has DIR NONE. */
int linuxabi_ioctl_decode(const linuxabi_abi *abi, uint64_t request,
                          linuxabi_ioctl *fields);
/* The request number FIELDS make on ABI: _OK; _RANGE when a field does
   not fit ABI's widths (a size above 8191 on MIPS, powerpc, alpha);
   _INVAL. */
int linuxabi_ioctl_encode(const linuxabi_abi *abi,
                          const linuxabi_ioctl *fields, uint64_t *request);
/* REQUEST on FROM as TO numbers it: by its name in set "ioctl" where it
   has one (*NAME then that name, preferred first), else by its fields
   re-encoded.  _OK; _PARTIAL when the name is absent on TO or the fields
   do not fit TO's encoding; _RANGE as linuxabi_ioctl_decode(). */
int linuxabi_ioctl_translate(const linuxabi_abi *from, const linuxabi_abi *to,
                             uint64_t request, uint64_t *out,
                             const linuxabi_name **name);

#ifdef __cplusplus
}
#endif

#endif
