/* The checks of <linuxabi/elf.h> on a real file: the program's own ELF
 * image, /proc/self/exe (qemu's user-mode emulation shows the guest
 * program there), read through struct linuxabi_elf64_ehdr and _phdr, or
 * the elf32 ones on the ABIs with 32-bit pointers (x32 and n32 too): the
 * magic, the class of the ABI's pointer width, its byte order,
 * EV_CURRENT, e_machine the EM_* of the ABI (the low 16 bits of
 * <linuxabi/seccomp.h>'s LINUXABI_AUDIT_ARCH, a second witness), e_ehsize
 * and e_phentsize our structs' sizes, and a PT_LOAD segment with PF_R.
 * la_elf_checks() prints "ok - elf: ..." or "not ok - elf: ..." lines. */
#ifndef LA_ELF_CHECKS_H
#define LA_ELF_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <linuxabi/elf.h>
#include <linuxabi/seccomp.h>
#include "checks.h"

#define la_elf_report(good, ...) la_report_in("elf", (good), __VA_ARGS__)

#ifdef __LP64__
#define LA_ELF_CLASS ELFCLASS64
typedef struct linuxabi_elf64_ehdr la_elf_ehdr;
typedef struct linuxabi_elf64_phdr la_elf_phdr;
#else
#define LA_ELF_CLASS ELFCLASS32
typedef struct linuxabi_elf32_ehdr la_elf_ehdr;
typedef struct linuxabi_elf32_phdr la_elf_phdr;
#endif

#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define LA_ELF_DATA ELFDATA2LSB
#else
#define LA_ELF_DATA ELFDATA2MSB
#endif

static void la_elf_checks(void)
{
	la_elf_ehdr eh;
	la_elf_phdr ph;
	unsigned int machine = LINUXABI_AUDIT_ARCH & 0xffff, i, loads = 0;
	int fd = open("/proc/self/exe", O_RDONLY);
	ssize_t n;

	if (fd < 0) {
		la_elf_report(errno == ENOENT || errno == EACCES,
			      "/proc/self/exe cannot be opened: %s (no /proc "
			      "here)", strerror(errno));
		return;
	}
	n = pread(fd, &eh, sizeof eh, 0);
	if (n != (ssize_t)sizeof eh) {
		la_elf_report(0, "read of the ELF header: %ld of %u bytes",
			      (long)n, (unsigned)sizeof eh);
		close(fd);
		return;
	}
	la_elf_report(eh.e_ident[EI_MAG0] == ELFMAG0 &&
		      eh.e_ident[EI_MAG1] == ELFMAG1 &&
		      eh.e_ident[EI_MAG2] == ELFMAG2 &&
		      eh.e_ident[EI_MAG3] == ELFMAG3 && SELFMAG == 4,
		      "/proc/self/exe: e_ident[EI_MAG0..EI_MAG3] %02x %02x "
		      "%02x %02x, ELFMAG0..ELFMAG3", eh.e_ident[EI_MAG0],
		      eh.e_ident[EI_MAG1], eh.e_ident[EI_MAG2],
		      eh.e_ident[EI_MAG3]);
	la_elf_report(eh.e_ident[EI_CLASS] == LA_ELF_CLASS &&
		      eh.e_ident[EI_DATA] == LA_ELF_DATA &&
		      eh.e_ident[EI_VERSION] == EV_CURRENT &&
		      (eh.e_ident[EI_OSABI] == ELFOSABI_NONE ||
		       eh.e_ident[EI_OSABI] == ELFOSABI_LINUX),
		      "e_ident: class %u (ELFCLASS%d), data %u (ELFDATA2%s), "
		      "version %u, osabi %u", eh.e_ident[EI_CLASS],
		      LA_ELF_CLASS == ELFCLASS64 ? 64 : 32,
		      eh.e_ident[EI_DATA], LA_ELF_DATA == ELFDATA2LSB ? "LSB"
		      : "MSB", eh.e_ident[EI_VERSION], eh.e_ident[EI_OSABI]);
	la_elf_report(eh.e_machine == machine && eh.e_version == EV_CURRENT &&
		      (eh.e_type == ET_EXEC || eh.e_type == ET_DYN),
		      "e_machine %u (this ABI's EM_*: %u), e_type %u "
		      "(ET_EXEC %d or ET_DYN %d)", eh.e_machine, machine,
		      eh.e_type, ET_EXEC, ET_DYN);
	la_elf_report(eh.e_ehsize == sizeof eh &&
		      eh.e_phentsize == sizeof ph && eh.e_phnum > 0 &&
		      eh.e_phnum != PN_XNUM,
		      "e_ehsize %u, e_phentsize %u: our structs' sizes %u, %u; "
		      "e_phnum %u", eh.e_ehsize, eh.e_phentsize,
		      (unsigned)sizeof eh, (unsigned)sizeof ph, eh.e_phnum);
	for (i = 0; i < eh.e_phnum && i < 64; i++) {
		if (pread(fd, &ph, sizeof ph, (off_t)(eh.e_phoff +
		    (uint64_t)i * eh.e_phentsize)) != (ssize_t)sizeof ph)
			break;
		if (ph.p_type == PT_LOAD && (ph.p_flags & PF_R) &&
		    ph.p_filesz <= ph.p_memsz)
			loads++;
	}
	la_elf_report(loads > 0, "program headers: %u PT_LOAD segments with "
		      "PF_R", loads);
	close(fd);
}

#endif
