/* What the netlink checks share (checks-genetlink.h, checks-if_link.h,
 * checks-netlink.h, checks-pkt_sched.h, checks-rtnetlink.h,
 * checks-sock_diag.h): whether a socket(2) error means the protocol is
 * not here, and an attribute found by type in a run of struct
 * linuxabi_nlattr.  (checks-rtnetlink.h walks its attributes as struct
 * linuxabi_rtattr with the LINUXABI_RTA_* macros, which it checks.) */
#ifndef LA_CHECKS_NL_H
#define LA_CHECKS_NL_H

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <linuxabi/netlink.h>

/* an "absent" error: the call or protocol is not here, or not ours */
static inline int la_nl_absent(int e)
{
	return e == ENOSYS || e == EAFNOSUPPORT || e == EPROTONOSUPPORT ||
	       e == EPERM || e == EACCES;
}

/* the attribute of TYPE in the LEN bytes at M, or NULL; *ALEN its length */
static inline const unsigned char *la_nl_attr(const unsigned char *m,
					      uint32_t len, uint16_t type,
					      uint32_t *alen)
{
	uint32_t off = 0;
	struct linuxabi_nlattr a;

	while (off + NLA_HDRLEN <= len) {
		memcpy(&a, m + off, sizeof a);
		if (a.nla_len < NLA_HDRLEN || off + a.nla_len > len)
			return NULL;
		if ((a.nla_type & NLA_TYPE_MASK) == type) {
			*alen = a.nla_len - NLA_HDRLEN;
			return m + off + NLA_HDRLEN;
		}
		off += LINUXABI_NLA_ALIGN(a.nla_len);
	}
	return NULL;
}

#endif
