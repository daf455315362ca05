/* The checks of <linuxabi/ip_tables.h> and <linuxabi/x_tables.h> that
 * run real system calls, by number, on a raw AF_INET socket, reading
 * only: getsockopt(2) IPT_SO_GET_INFO of the table "filter" into our
 * struct linuxabi_ipt_getinfo (a byte short is EINVAL: the kernel wants
 * exactly its size); IPT_SO_GET_ENTRIES of the whole table into our
 * struct linuxabi_ipt_get_entries (the kernel wants exactly its size plus
 * the table's), whose struct linuxabi_ipt_entry records are walked:
 * their count and sizes add up to the info's, each hook's entry point
 * is a rule, each target is a struct linuxabi_xt_entry_target of size
 * LINUXABI_XT_ALIGN() of our standard or error target, and the last is
 * "ERROR"; IPT_SO_GET_REVISION_MATCH "icmp" and _TARGET "ERROR" with
 * our struct linuxabi_xt_get_revision (revision 0 known, 99 not:
 * EPROTONOSUPPORT).  Nothing is changed.  Without CAP_NET_RAW there is
 * no raw socket, without CAP_NET_ADMIN the kernel answers EPERM, without
 * the iptables module (or with the filter table absent) ENOPROTOOPT or
 * ENOENT: ok lines that say so.  <linuxabi/ip6_tables.h>'s checks
 * (checks-ip6_tables.h) share the walk.
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_ip_tables_checks() prints "ok - ip_tables: ..."
 * or "not ok - ip_tables: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 translates none of these
 * options (getsockopt(2) at IPPROTO_IP and IPPROTO_IPV6 knows only the
 * IP_* and IPV6_* socket options, and fails the rest with EOPNOTSUPP or
 * ENOPROTOOPT): an ok line names the error. */
#ifndef LA_IP_TABLES_CHECKS_H
#define LA_IP_TABLES_CHECKS_H

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/ip_tables.h>
#include <linuxabi/x_tables.h>
#include <linuxabi/syscall.h>
#include "checks.h"

/* why ENOPROTOOPT and EOPNOTSUPP: qemu's, or the kernel's */
#ifdef LA_EMULATED
#define LA_XT_NOOPT "qemu 7.2 translates no iptables option"
#else
#define LA_XT_NOOPT "no iptables in this kernel"
#endif

/* the table is read into this, 8-byte aligned */
static uint64_t la_xt_buf[16384];

/* what differs between the IPv4 and IPv6 tables */
struct la_xt_family {
	const char *topic;
	int level;                      /* IPPROTO_IP, IPPROTO_IPV6 */
	int get_info, get_entries, rev_match, rev_target;
	const char *match;              /* a match every kernel has */
	size_t info_size, entries_size, entry_size;
	size_t target_offset, next_offset; /* in the entry */
};

/* the info of the table "filter" read into INFO (info_size bytes) on FD:
   1 where it was, 0 after an ok or not ok line */
static int la_xt_info(const struct la_xt_family *f, int fd, void *info)
{
	uint32_t len;
	long r;
	int e;

	/* one byte short: the kernel wants exactly its struct */
	memset(info, 0, f->info_size);
	strcpy((char *)info, "filter");
	len = (uint32_t)f->info_size - 1;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, f->level, f->get_info,
		       info, &len);
	e = LA_ERROR(r);
	if (e == EPERM || e == ENOPROTOOPT || e == ENOENT ||
	    e == EOPNOTSUPP) {
		la_report_in(f->topic, 1, "GET_INFO (%d) of \"filter\": %s "
			     "here (%s): the tables are not read", f->get_info,
			     strerror(e), e == EPERM ? "no CAP_NET_ADMIN" :
			     e == ENOENT ? "no such table" : LA_XT_NOOPT);
		return 0;
	}
	la_report_in(f->topic, e == EINVAL, "GET_INFO (%d) with %u bytes, "
		     "one short of our struct: EINVAL expected, %s",
		     f->get_info, (unsigned)len, e ? strerror(e) : "ok");

	len = (uint32_t)f->info_size;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, f->level, f->get_info,
		       info, &len);
	e = LA_ERROR(r);
	if (e) {
		la_report_in(f->topic, 0, "GET_INFO (%d) of \"filter\": %s",
			     f->get_info, strerror(e));
		return 0;
	}
	return 1;
}

/* the table's SIZE bytes of entries, NUM of them, read on FD and walked;
   HOOKS, ENTRY and UNDERFLOW from the info */
static void la_xt_entries(const struct la_xt_family *f, int fd,
			  uint32_t size, uint32_t num, uint32_t hooks,
			  const uint32_t *entry, const uint32_t *underflow)
{
	unsigned char *buf = (unsigned char *)la_xt_buf;
	const unsigned char *table = buf + f->entries_size;
	struct linuxabi_xt_entry_target_user t;
	uint32_t len, at, n = 0, bad = 0, hooks_found = 0, under_found = 0;
	uint32_t size_copy;
	uint16_t to, next;
	char last[XT_EXTENSION_MAXNAMELEN] = "";
	unsigned h;
	long r;
	int e;

	if (f->entries_size + size > sizeof la_xt_buf) {
		la_report_in(f->topic, 1, "GET_ENTRIES (%d): the table's %u "
			     "bytes are more than this check reads (%u): not "
			     "read", f->get_entries, (unsigned)size,
			     (unsigned)sizeof la_xt_buf);
		return;
	}
	memset(buf, 0, f->entries_size);
	strcpy((char *)buf, "filter");
	size_copy = size;
	memcpy(buf + XT_TABLE_MAXNAMELEN, &size_copy, sizeof size_copy);
	len = (uint32_t)(f->entries_size + size);
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, f->level, f->get_entries,
		       buf, &len);
	e = LA_ERROR(r);
	if (e == EAGAIN) {
		la_report_in(f->topic, 1, "GET_ENTRIES (%d): EAGAIN, the table "
			     "changed since GET_INFO: not walked",
			     f->get_entries);
		return;
	}
	la_report_in(f->topic, !e, "GET_ENTRIES (%d) with our struct's %u "
		     "bytes and the table's %u %s", f->get_entries,
		     (unsigned)f->entries_size, (unsigned)size,
		     e ? strerror(e) : "");
	if (e)
		return;

	for (at = 0; at < size && !bad; at += next, n++) {
		memcpy(&to, table + at + f->target_offset, sizeof to);
		memcpy(&next, table + at + f->next_offset, sizeof next);
		if (next < f->entry_size || to < f->entry_size || to >= next ||
		    at + next > size) {
			bad = 1;
			break;
		}
		for (h = 0; h < 5; h++)
			if (hooks >> h & 1) {
				if (entry[h] == at)
					hooks_found |= 1U << h;
				if (underflow[h] == at)
					under_found |= 1U << h;
			}
		memcpy(&t, table + at + to, sizeof t);
		if (t.name[0] == 0 ? t.target_size != LINUXABI_XT_ALIGN(
			sizeof(struct linuxabi_xt_standard_target)) :
		    strcmp(t.name, "ERROR") == 0 ? t.target_size !=
			LINUXABI_XT_ALIGN(
			sizeof(struct linuxabi_xt_error_target)) : 0)
			bad = 2;
		if (to + t.target_size > next)
			bad = 3;
		memcpy(last, t.name, sizeof last);
		last[sizeof last - 1] = 0;
	}
	la_report_in(f->topic, !bad && at == size && n == num,
		     "the entries walked by next_offset: %u of %u, %u of %u "
		     "bytes, targets%s in place", (unsigned)n, (unsigned)num,
		     (unsigned)at, (unsigned)size, bad ? " not" : "");
	la_report_in(f->topic, !bad && hooks_found == hooks &&
		     under_found == hooks && strcmp(last, "ERROR") == 0,
		     "valid_hooks 0x%x: each hook's hook_entry and underflow "
		     "is a rule (0x%x and 0x%x found), the last target is "
		     "\"ERROR\" (\"%s\")", (unsigned)hooks,
		     (unsigned)hooks_found, (unsigned)under_found, last);
}

/* GET_REVISION_* of NAME, revision 0 (known) and 99 (not) */
static void la_xt_revision(const struct la_xt_family *f, int fd, int opt,
			   const char *kind, const char *name)
{
	struct linuxabi_xt_get_revision rev;
	uint32_t len;
	long r;
	int e;

	memset(&rev, 0, sizeof rev);
	strcpy(rev.name, name);
	len = sizeof rev;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, f->level, opt, &rev, &len);
	e = LA_ERROR(r);
	if (e == EPERM || e == ENOPROTOOPT || e == EOPNOTSUPP) {
		la_report_in(f->topic, 1, "GET_REVISION_%s (%d) \"%s\": %s "
			     "here (%s): not checked", kind, opt, name,
			     strerror(e), e == EPERM ? "no CAP_NET_ADMIN" :
			     LA_XT_NOOPT);
		return;
	}
	la_report_in(f->topic, !e && r >= 0, "GET_REVISION_%s (%d) \"%s\" "
		     "revision 0, our %u-byte struct: highest %ld %s", kind,
		     opt, name, (unsigned)sizeof rev, r, e ? strerror(e) : "");
	rev.revision = 99;
	len = sizeof rev;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, f->level, opt, &rev, &len);
	e = LA_ERROR(r);
	la_report_in(f->topic, e == EPROTONOSUPPORT, "GET_REVISION_%s \"%s\" "
		     "revision 99: EPROTONOSUPPORT expected, %s", kind, name,
		     e ? strerror(e) : "ok");
}

/* a raw socket of DOMAIN, or -1 after an ok or not ok line */
static int la_xt_socket(const struct la_xt_family *f, int domain)
{
	long r;
	int e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, domain, SOCK_RAW, IPPROTO_RAW);
	e = LA_ERROR(r);
	if (e) {
		la_report_in(f->topic, e == EPERM || e == EACCES ||
			     e == EAFNOSUPPORT, "socket %d SOCK_RAW "
			     "IPPROTO_RAW: %s here (no CAP_NET_RAW, or no such "
			     "family): the tables are not read", domain,
			     strerror(e));
		return -1;
	}
	return (int)r;
}

static void la_ip_tables_checks(void)
{
	static const struct la_xt_family f = {
		"ip_tables", IPPROTO_IP, IPT_SO_GET_INFO, IPT_SO_GET_ENTRIES,
		IPT_SO_GET_REVISION_MATCH, IPT_SO_GET_REVISION_TARGET, "icmp",
		sizeof(struct linuxabi_ipt_getinfo),
		sizeof(struct linuxabi_ipt_get_entries),
		sizeof(struct linuxabi_ipt_entry),
		offsetof(struct linuxabi_ipt_entry, target_offset),
		offsetof(struct linuxabi_ipt_entry, next_offset)
	};
	struct linuxabi_ipt_getinfo info;
	int fd = la_xt_socket(&f, AF_INET);

	if (fd < 0)
		return;
	if (la_xt_info(&f, fd, &info)) {
		la_report_in(f.topic, strcmp(info.name, "filter") == 0 &&
			     info.valid_hooks != 0 &&
			     info.valid_hooks < 1U << NF_IP_NUMHOOKS &&
			     info.num_entries > 0 &&
			     info.size >= info.num_entries *
			     sizeof(struct linuxabi_ipt_entry),
			     "GET_INFO \"filter\": valid_hooks 0x%x "
			     "(NF_IP_LOCAL_IN %d among them: %s), %u entries, "
			     "%u bytes", (unsigned)info.valid_hooks,
			     NF_IP_LOCAL_IN, info.valid_hooks >>
			     NF_IP_LOCAL_IN & 1 ? "yes" : "no",
			     (unsigned)info.num_entries, (unsigned)info.size);
		la_xt_entries(&f, fd, info.size, info.num_entries,
			      info.valid_hooks, info.hook_entry,
			      info.underflow);
	}
	la_xt_revision(&f, fd, f.rev_match, "MATCH", f.match);
	la_xt_revision(&f, fd, f.rev_target, "TARGET", "ERROR");
	close(fd);
}

#endif
