/*
 * liblinuxabi: ioctl(2) request numbers as fields and back, by each ABI's
 * encoding.  The encoding is not a second table here: its field widths,
 * shifts and direction bits are the names of <linuxabi/ioctl.h> and
 * <linuxabi-arch/ioctl.h>, whose values the tables hold as compiled for
 * each ABI.  Only the public interface is used: nothing is kept.
 */

#include <stddef.h>
#include <stdint.h>

#include "liblinuxabi.h"

/* one ABI's request encoding, from its compiled values */
struct encoding {
	uint64_t none, read, write;     /* direction codes */
	uint64_t dirshift, dirmask;
	uint64_t sizeshift, sizemask;   /* the size field without READ/WRITE */
	uint64_t sizemax;               /* the largest size with READ or WRITE */
	uint64_t typeshift, typemask, nrshift, nrmask;
};

static int get(const linuxabi_abi *abi, const char *name, uint64_t *v)
{
	int64_t x;
	int r = linuxabi_lookup(abi, name, &x);
	if (r == LINUXABI_R_OK)
		*v = (uint64_t)x;
	return r;
}

static int encoding(const linuxabi_abi *abi, struct encoding *e)
{
	uint64_t sizefield;
	int r;
	if (linuxabi_abi_name(abi) == NULL)
		return LINUXABI_R_INVAL;
	if ((r = get(abi, "LINUXABI_IOC_NONE", &e->none)) ||
		(r = get(abi, "LINUXABI_IOC_READ", &e->read)) ||
		(r = get(abi, "LINUXABI_IOC_WRITE", &e->write)) ||
		(r = get(abi, "LINUXABI_IOC_DIRSHIFT", &e->dirshift)) ||
		(r = get(abi, "LINUXABI_IOC_DIRMASK", &e->dirmask)) ||
		(r = get(abi, "LINUXABI_IOC_SIZESHIFT", &e->sizeshift)) ||
		(r = get(abi, "LINUXABI_IOC_SIZEMASK", &e->sizemask)) ||
		(r = get(abi, "IOCSIZE_MASK", &sizefield)) ||
		(r = get(abi, "LINUXABI_IOC_TYPESHIFT", &e->typeshift)) ||
		(r = get(abi, "LINUXABI_IOC_TYPEMASK", &e->typemask)) ||
		(r = get(abi, "LINUXABI_IOC_NRSHIFT", &e->nrshift)) ||
		(r = get(abi, "LINUXABI_IOC_NRMASK", &e->nrmask)))
		return r;
	if (e->dirshift >= 32 || e->sizeshift >= 32 || e->typeshift >= 32 ||
		e->nrshift >= 32)
		return LINUXABI_R_RANGE;
	/* IOCSIZE_MASK: wider than the size field on sparc64, whose READ and
	   WRITE requests take the NONE bit as a 14th size bit */
	e->sizemax = (sizefield & 0xffffffffu) >> e->sizeshift;
	return LINUXABI_R_OK;
}

int linuxabi_ioctl_decode(const linuxabi_abi *abi, uint64_t request,
                          linuxabi_ioctl *fields)
{
	struct encoding e;
	uint64_t d, rw;
	int r = encoding(abi, &e);
	if (r != LINUXABI_R_OK)
		return r;
	if (fields == NULL)
		return LINUXABI_R_INVAL;
	d = (request >> e.dirshift) & e.dirmask;
	rw = d & (e.read | e.write);
	fields->dir = ((d & e.read) ? LINUXABI_IOCTL_READ : 0) |
	              ((d & e.write) ? LINUXABI_IOCTL_WRITE : 0);
	fields->type = (unsigned)((request >> e.typeshift) & e.typemask);
	fields->nr = (unsigned)((request >> e.nrshift) & e.nrmask);
	fields->size = (unsigned)(rw ? (request >> e.sizeshift) & e.sizemax
	                             : (request >> e.sizeshift) & e.sizemask);
	if (request > 0xffffffffu)
		return LINUXABI_R_RANGE;
	/* NONE with READ or WRITE: no request, but where NONE is a size bit */
	if (rw && (d & e.none) && e.sizemax == e.sizemask)
		return LINUXABI_R_RANGE;
	return LINUXABI_R_OK;
}

int linuxabi_ioctl_encode(const linuxabi_abi *abi,
                          const linuxabi_ioctl *fields, uint64_t *request)
{
	struct encoding e;
	uint64_t d = 0;
	int r = encoding(abi, &e);
	if (r != LINUXABI_R_OK)
		return r;
	if (fields == NULL)
		return LINUXABI_R_INVAL;
	if (fields->dir & ~(unsigned)(LINUXABI_IOCTL_READ | LINUXABI_IOCTL_WRITE) ||
		fields->type > e.typemask || fields->nr > e.nrmask ||
		fields->size > (fields->dir ? e.sizemax : e.sizemask))
		return LINUXABI_R_RANGE;
	if (fields->dir & LINUXABI_IOCTL_READ)
		d |= e.read;
	if (fields->dir & LINUXABI_IOCTL_WRITE)
		d |= e.write;
	if (d == 0)
		d = e.none;
	if (request != NULL)
		*request = ((d << e.dirshift) | ((uint64_t)fields->type << e.typeshift) |
		            ((uint64_t)fields->nr << e.nrshift) |
		            ((uint64_t)fields->size << e.sizeshift)) & 0xffffffffu;
	return LINUXABI_R_OK;
}

int linuxabi_ioctl_translate(const linuxabi_abi *from, const linuxabi_abi *to,
                             uint64_t request, uint64_t *out,
                             const linuxabi_name **name)
{
	const linuxabi_set *set = linuxabi_set_find("ioctl");
	linuxabi_ioctl f;
	int r;
	if (name != NULL)
		*name = NULL;
	if (linuxabi_abi_name(from) == NULL || linuxabi_abi_name(to) == NULL)
		return LINUXABI_R_INVAL;
	if (set != NULL &&
		linuxabi_set_name_of(set, from, (int64_t)request, name) == LINUXABI_R_OK) {
		r = linuxabi_translate(set, from, to, request, out, NULL);
		return r == LINUXABI_R_OK ? r : LINUXABI_R_PARTIAL;
	}
	if ((r = linuxabi_ioctl_decode(from, request, &f)) != LINUXABI_R_OK)
		return r;
	if (linuxabi_ioctl_encode(to, &f, out) != LINUXABI_R_OK)
		return LINUXABI_R_PARTIAL;
	return LINUXABI_R_OK;
}
