/* The checks of <linuxabi/ip6_tables.h> that run real system calls, by
 * number, on a raw AF_INET6 socket, reading only: those of
 * checks-ip_tables.h (whose walk they share) with IP6T_SO_GET_INFO, our
 * struct linuxabi_ip6t_getinfo, IP6T_SO_GET_ENTRIES, struct
 * linuxabi_ip6t_get_entries and linuxabi_ip6t_entry, and
 * IP6T_SO_GET_REVISION_MATCH "icmp6" and _TARGET "ERROR"; the same ok
 * lines where the kernel or qemu cannot answer.
 * la_ip6_tables_checks() prints "ok - ip6_tables: ..." or
 * "not ok - ip6_tables: ..." lines. */
#ifndef LA_IP6_TABLES_CHECKS_H
#define LA_IP6_TABLES_CHECKS_H

#include <linuxabi/ip6_tables.h>
#include "checks-ip_tables.h"

static void la_ip6_tables_checks(void)
{
	static const struct la_xt_family f = {
		"ip6_tables", IPPROTO_IPV6, IP6T_SO_GET_INFO,
		IP6T_SO_GET_ENTRIES, IP6T_SO_GET_REVISION_MATCH,
		IP6T_SO_GET_REVISION_TARGET, "icmp6",
		sizeof(struct linuxabi_ip6t_getinfo),
		sizeof(struct linuxabi_ip6t_get_entries),
		sizeof(struct linuxabi_ip6t_entry),
		offsetof(struct linuxabi_ip6t_entry, target_offset),
		offsetof(struct linuxabi_ip6t_entry, next_offset)
	};
	struct linuxabi_ip6t_getinfo info;
	int fd = la_xt_socket(&f, AF_INET6);

	if (fd < 0)
		return;
	if (la_xt_info(&f, fd, &info)) {
		la_report_in(f.topic, strcmp(info.name, "filter") == 0 &&
			     info.valid_hooks != 0 &&
			     info.valid_hooks < 1U << NF_IP6_NUMHOOKS &&
			     info.num_entries > 0 &&
			     info.size >= info.num_entries *
			     sizeof(struct linuxabi_ip6t_entry),
			     "GET_INFO \"filter\": valid_hooks 0x%x "
			     "(NF_IP6_LOCAL_IN %d among them: %s), %u "
			     "entries, %u bytes", (unsigned)info.valid_hooks,
			     NF_IP6_LOCAL_IN, info.valid_hooks >>
			     NF_IP6_LOCAL_IN & 1 ? "yes" : "no",
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
