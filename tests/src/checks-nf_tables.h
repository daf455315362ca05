/* The checks of <linuxabi/nf_tables.h> that run real system calls, by
 * number, on a NETLINK_NETFILTER socket (checks-nfnetlink.h's messages):
 * - NFT_MSG_GETGEN: the answer is NFT_MSG_NEWGEN under
 *   NFNL_SUBSYS_NFTABLES, its struct linuxabi_nfgenmsg's res_id the low
 *   16 bits of the 4-byte NFTA_GEN_ID (both big-endian);
 * - NFT_MSG_GETTABLE, a dump (NLM_F_DUMP) of every family
 *   (NFPROTO_UNSPEC): each table an NFT_MSG_NEWTABLE with a family of
 *   <linuxabi/netfilter.h>, a NUL-terminated NFTA_TABLE_NAME of at most
 *   NFT_TABLE_MAXNAMELEN bytes, a 4-byte NFTA_TABLE_FLAGS and an 8-byte
 *   NFTA_TABLE_HANDLE, then NLMSG_DONE (at once where there are no
 *   tables, as on the build machine).
 * Nothing is changed.  EPERM (no CAP_NET_ADMIN in the socket's network
 * namespace) is an ok line, and so is ENOENT or EOPNOTSUPP where the
 * kernel has no nf_tables (CONFIG_NF_TABLES).
 * Shared by runtime-nf_tables.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_nf_tables_checks() prints "ok - nf_tables: ..."
 * or "not ok - nf_tables: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_NETFILTER with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_NF_TABLES_CHECKS_H
#define LA_NF_TABLES_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/netfilter.h>
#include <linuxabi/netlink.h>
#include <linuxabi/nf_tables.h>
#include <linuxabi/nfnetlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"
#include "checks-nfnetlink.h"

#define la_nf_tables_report(good, ...) \
	la_report_in("nf_tables", (good), __VA_ARGS__)

#define LA_NFT_TYPE(msg) ((uint16_t)((NFNL_SUBSYS_NFTABLES << 8) | (msg)))

/* a big-endian 16- or 32-bit number at P */
static inline uint32_t la_nft_be(const unsigned char *p, int n)
{
	return n == 2 ? (uint32_t)p[0] << 8 | p[1] :
	       (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

/* an error answer E to WHAT: reported, ok where it means that nf_tables
   is not here or not ours */
static void la_nft_error(const char *what, int e, uint32_t seq,
			 uint32_t want)
{
	int absent = e == -EPERM || e == -ENOENT || e == -EOPNOTSUPP ||
		     e == -EAFNOSUPPORT;

	la_nf_tables_report(absent && seq == want, "%s: error %d, seq %u%s",
			    what, e, (unsigned)seq, e == -EPERM ? " (EPERM: "
			    "no CAP_NET_ADMIN here; the answer's attributes "
			    "not checked)" : absent ? " (no nf_tables in this "
			    "kernel: CONFIG_NF_TABLES; not checked)" : "");
}

/* NFT_MSG_GETGEN */
static void la_nft_getgen(int fd, uint32_t port)
{
	uint32_t msg[8];
	unsigned char *buf = (unsigned char *)la_nfnl_buf;
	const unsigned char *p;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nfgenmsg g;
	struct linuxabi_nlmsgerr err;
	uint32_t n, alen, len = 0, gen = 0;
	long r;

	n = la_nfnl_msg((unsigned char *)msg, LA_NFT_TYPE(NFT_MSG_GETGEN),
			NLM_F_REQUEST, 51, NFPROTO_UNSPEC, 0, NULL, 0);
	r = la_nfnl_send(fd, msg, n);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_nfnl_buf, 0, NULL,
			       NULL);
	if (r < (long)(NLMSG_HDRLEN + sizeof err)) {
		la_nf_tables_report(0, "NFT_MSG_GETGEN: %ld (errno %d)", r,
				    LA_ERROR(r));
		return;
	}
	memcpy(&h, buf, sizeof h);
	if (h.nlmsg_type == NLMSG_ERROR) {
		memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
		la_nft_error("NFT_MSG_GETGEN", err.error, h.nlmsg_seq, 51);
		return;
	}
	if (h.nlmsg_len > (uint32_t)r ||
	    h.nlmsg_len < NLMSG_HDRLEN + sizeof g) {
		la_nf_tables_report(0, "NFT_MSG_GETGEN: an answer of type "
				    "%#x, %u bytes (%ld read)",
				    (unsigned)h.nlmsg_type,
				    (unsigned)h.nlmsg_len, r);
		return;
	}
	memcpy(&g, buf + NLMSG_HDRLEN, sizeof g);
	alen = h.nlmsg_len - NLMSG_HDRLEN - LINUXABI_NLMSG_ALIGN(sizeof g);
	p = la_nl_attr(buf + NLMSG_HDRLEN + LINUXABI_NLMSG_ALIGN(sizeof g),
		       alen, NFTA_GEN_ID, &len);
	if (p && len == 4)
		gen = la_nft_be(p, 4);
	la_nf_tables_report(h.nlmsg_type == LA_NFT_TYPE(NFT_MSG_NEWGEN) &&
			    LINUXABI_NFNL_SUBSYS_ID(h.nlmsg_type) ==
			    NFNL_SUBSYS_NFTABLES &&
			    LINUXABI_NFNL_MSG_TYPE(h.nlmsg_type) ==
			    NFT_MSG_NEWGEN && h.nlmsg_seq == 51 &&
			    h.nlmsg_pid == port &&
			    g.nfgen_family == NFPROTO_UNSPEC &&
			    g.version == NFNETLINK_V0 && p && len == 4 &&
			    la_nft_be((const unsigned char *)&g.res_id, 2) ==
			    (gen & 0xffff),
			    "NFT_MSG_GETGEN: type %#x (NFT_MSG_NEWGEN %#x), "
			    "seq %u, family %u, version %u, res_id %u, "
			    "NFTA_GEN_ID %u (%u bytes)",
			    (unsigned)h.nlmsg_type,
			    (unsigned)LA_NFT_TYPE(NFT_MSG_NEWGEN),
			    (unsigned)h.nlmsg_seq, (unsigned)g.nfgen_family,
			    (unsigned)g.version,
			    (unsigned)la_nft_be((const unsigned char *)
						&g.res_id, 2),
			    (unsigned)gen, (unsigned)len);
}

/* one NFT_MSG_NEWTABLE of LEN bytes at M: 1 if it is one of ours */
static int la_nft_table(const unsigned char *m, uint32_t len)
{
	struct linuxabi_nfgenmsg g;
	const unsigned char *a = m + NLMSG_HDRLEN +
				 LINUXABI_NLMSG_ALIGN(sizeof g);
	const unsigned char *name, *flags, *handle;
	uint32_t alen, nlen = 0, flen = 0, hlen = 0;

	if (len < NLMSG_HDRLEN + LINUXABI_NLMSG_ALIGN(sizeof g))
		return 0;
	memcpy(&g, m + NLMSG_HDRLEN, sizeof g);
	alen = len - NLMSG_HDRLEN - LINUXABI_NLMSG_ALIGN(sizeof g);
	name = la_nl_attr(a, alen, NFTA_TABLE_NAME, &nlen);
	flags = la_nl_attr(a, alen, NFTA_TABLE_FLAGS, &flen);
	handle = la_nl_attr(a, alen, NFTA_TABLE_HANDLE, &hlen);
	la_nf_tables_report((g.nfgen_family == NFPROTO_INET ||
			     g.nfgen_family == NFPROTO_IPV4 ||
			     g.nfgen_family == NFPROTO_ARP ||
			     g.nfgen_family == NFPROTO_NETDEV ||
			     g.nfgen_family == NFPROTO_BRIDGE ||
			     g.nfgen_family == NFPROTO_IPV6) &&
			    g.version == NFNETLINK_V0 && name && nlen > 1 &&
			    nlen <= NFT_TABLE_MAXNAMELEN &&
			    name[nlen - 1] == 0 && flags && flen == 4 &&
			    handle && hlen == 8,
			    "table \"%.*s\": family %u, NFTA_TABLE_NAME %u "
			    "bytes, NFTA_TABLE_FLAGS %#x (%u bytes), "
			    "NFTA_TABLE_HANDLE %u bytes",
			    name ? (int)nlen : 0, name ? (const char *)name :
			    "", (unsigned)g.nfgen_family, (unsigned)nlen,
			    flags && flen == 4 ? (unsigned)la_nft_be(flags, 4)
			    : 0, (unsigned)flen, (unsigned)hlen);
	return 1;
}

/* NFT_MSG_GETTABLE, a dump of every family */
static void la_nft_gettable(int fd, uint32_t port)
{
	uint32_t msg[8];
	unsigned char *buf = (unsigned char *)la_nfnl_buf;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;
	uint32_t n, off;
	long r;
	int reads, tables = 0, done = 0;
	int32_t status = 0;

	memset(&h, 0, sizeof h);
	n = la_nfnl_msg((unsigned char *)msg, LA_NFT_TYPE(NFT_MSG_GETTABLE),
			NLM_F_REQUEST | NLM_F_DUMP, 52, NFPROTO_UNSPEC, 0,
			NULL, 0);
	r = la_nfnl_send(fd, msg, n);
	if (r != (long)n) {
		la_nf_tables_report(0, "NFT_MSG_GETTABLE: sendto %ld "
				    "(errno %d)", r, LA_ERROR(r));
		return;
	}
	/* a dump: more answers on each read, until NLMSG_DONE */
	for (reads = 0; reads < 64 && !done; reads++) {
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_nfnl_buf, 0, NULL,
			       NULL);
		if (r < (long)NLMSG_HDRLEN) {
			la_nf_tables_report(0, "NFT_MSG_GETTABLE: recvfrom "
					    "%ld (errno %d)", r, LA_ERROR(r));
			return;
		}
		for (off = 0; !done && off + NLMSG_HDRLEN <= (uint32_t)r;
		     off += LINUXABI_NLMSG_ALIGN(h.nlmsg_len)) {
			memcpy(&h, buf + off, sizeof h);
			if (h.nlmsg_len < NLMSG_HDRLEN ||
			    off + h.nlmsg_len > (uint32_t)r) {
				la_nf_tables_report(0, "NFT_MSG_GETTABLE: a "
						    "message of %u bytes at "
						    "%u of %ld",
						    (unsigned)h.nlmsg_len,
						    (unsigned)off, r);
				return;
			}
			if (h.nlmsg_type == NLMSG_ERROR &&
			    h.nlmsg_len >= NLMSG_HDRLEN + sizeof err) {
				memcpy(&err, buf + off + NLMSG_HDRLEN,
				       sizeof err);
				la_nft_error("NFT_MSG_GETTABLE", err.error,
					     h.nlmsg_seq, 52);
				return;
			}
			if (h.nlmsg_type == NLMSG_DONE) {
				if (h.nlmsg_len >= NLMSG_HDRLEN + 4)
					memcpy(&status, buf + off +
					       NLMSG_HDRLEN, 4);
				done = 1;
			} else if (h.nlmsg_type ==
				   LA_NFT_TYPE(NFT_MSG_NEWTABLE) &&
				   h.nlmsg_seq == 52 &&
				   (h.nlmsg_flags & NLM_F_MULTI)) {
				tables += la_nft_table(buf + off,
						       h.nlmsg_len);
			} else {
				la_nf_tables_report(0, "NFT_MSG_GETTABLE: "
						    "a message of type %#x, "
						    "seq %u, flags %#x",
						    (unsigned)h.nlmsg_type,
						    (unsigned)h.nlmsg_seq,
						    (unsigned)h.nlmsg_flags);
				return;
			}
		}
	}
	la_nf_tables_report(done && status == 0 && h.nlmsg_seq == 52 &&
			    h.nlmsg_pid == port &&
			    (h.nlmsg_flags & NLM_F_MULTI),
			    "NFT_MSG_GETTABLE dump of NFPROTO_UNSPEC: "
			    "NLMSG_DONE (status %d, seq %u, flags %#x) after "
			    "%d NFT_MSG_NEWTABLE", (int)status,
			    (unsigned)h.nlmsg_seq, (unsigned)h.nlmsg_flags,
			    tables);
}

static void la_nf_tables_checks(void)
{
	uint32_t port = 0;
	int fd;

	fd = la_nl_socket("nf_tables", NETLINK_NETFILTER, "NETLINK_NETFILTER",
			  LA_NFNL_ABSENT, &port);
	if (fd < 0)
		return;
	la_nft_getgen(fd, port);
	la_nft_gettable(fd, port);
	close(fd);
}

#endif
