"""The oracle specs: tests/oracle/<topic>.spec (tests/oracle/README)."""

import os
import re

from . import config

LIBCS = ("glibc", "musl")


class Spec:
    """tests/oracle/<topic>.spec: see tests/oracle/README."""

    def __init__(self, path):
        self.path = path
        self.topic = os.path.basename(path)[:-len(".spec")]
        self.header = None
        self.kernel = []
        self.cover = []       # kernel headers whose own names we account for
        self.glibc = []
        self.names = []
        self._topic_re = None  # in_topic()'s expression, made once
        self.enums = []
        self.rules = []       # (kind, abis or None, negate, words, reason)
        self.uses = []        # topics whose header ours includes
        self.coexist = []     # (libcs or None, negate, libc headers)
        with open(path, encoding="utf-8") as f:
            for lineno, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                reason = ""
                if " -- " in line:
                    line, reason = line.split(" -- ", 1)
                m = re.match(r"(\S+?)(?:@(!?)([\w,]+))?\s+(.*)$", line)
                if not m:
                    raise ValueError("%s:%d: cannot read" % (path, lineno))
                kind, neg, abis, rest = m.groups()
                abis = abis.split(",") if abis else None
                if kind == "header":
                    self.header = rest.strip()
                elif kind == "kernel":
                    self.kernel += rest.split()
                elif kind == "cover":
                    self.cover += rest.split()
                elif kind == "glibc":
                    self.glibc += rest.split()
                elif kind == "names":
                    self.names += rest.split()
                elif kind == "enum":
                    self.enums += rest.split()
                elif kind == "uses":
                    self.uses += rest.split()
                elif kind == "coexist":
                    bad = [l for l in abis or [] if l not in LIBCS]
                    if bad or not rest.split():
                        raise ValueError(
                            "%s:%d: 'coexist[@libc,...] HEADER...' wants "
                            "libc headers, and libcs among %s"
                            % (path, lineno, ", ".join(LIBCS)))
                    self.coexist.append((abis, neg == "!", rest.split()))
                elif kind in ("omit", "extra", "glibc-omit", "struct",
                              "member", "alias", "ref", "width", "prefix",
                              "glibc-prefix", "expr"):
                    if kind in ("omit", "glibc-omit", "extra", "width") \
                            and not reason:
                        raise ValueError("%s:%d: '%s' needs ' -- reason'"
                                         % (path, lineno, kind))
                    self.rules.append((kind, abis, neg == "!", rest.strip(),
                                       reason))
                else:
                    raise ValueError("%s:%d: unknown keyword %s"
                                     % (path, lineno, kind))
        self.merge_uses(set([self.topic]))

    def merge_uses(self, seen):
        """What our header defines through the headers it includes is
        checked by their specs' rules: take their kernel and glibc headers,
        enumerators and rules (not their names, cover, header, omits or
        exprs), once."""
        d = os.path.dirname(self.path)
        for topic in self.uses:
            if topic in seen:
                continue
            seen.add(topic)
            other = Spec.__new__(Spec)
            Spec.__init__(other, os.path.join(d, topic + ".spec"))
            self.kernel = [h for h in other.kernel if h not in self.kernel] \
                + self.kernel
            self.glibc = [h for h in other.glibc if h not in self.glibc] \
                + self.glibc
            self.enums += [e for e in other.enums if e not in self.enums]
            # not its expr lines: they name helpers and structs of its
            # header that ours need not define, and its own topic checks them
            self.rules += [r for r in other.rules
                           if r[0] not in ("omit", "expr")]

    def coexist_with(self, libc):
        """The LIBC headers our header is tested with ('coexist' lines)."""
        out = []
        for libcs, neg, hs in self.coexist:
            if libcs is None or (libc in libcs) != neg:
                out += [h for h in hs if h not in out]
        return out

    def rules_for(self, kind, abi):
        for k, abis, neg, rest, reason in self.rules:
            if k != kind:
                continue
            if abis is not None and ((abi in abis) == neg):
                continue
            yield rest, reason

    def words(self, kind, abi):
        out = set()
        for rest, _ in self.rules_for(kind, abi):
            out.update(rest.split())
        return out

    def omits(self, abi, name):
        """NAME is left out on ABI by an 'omit' word, exact or PREFIX*."""
        for w in self.words("omit", abi):
            if name == w or (w.endswith("*") and name.startswith(w[:-1])):
                return True
        return False

    def pairs(self, kind, abi):
        out = {}
        for rest, _ in self.rules_for(kind, abi):
            left, right = rest.split("=", 1)
            out[left.strip()] = right.strip()
        return out

    def prefixed(self, kind, abi, names):
        """{name: our name} for each of NAMES that begins with one of the
        other prefixes of a 'prefix' (or 'glibc-prefix') rule, the longest
        that matches replaced by ours."""
        out = {}
        for rest, _ in self.rules_for(kind, abi):
            mine, theirs = rest.split("=", 1)
            # one expression, the longest prefix first: it runs over
            # every name of the kernel's headers, topic by topic
            first = re.compile("|".join(re.escape(p) for p in sorted(
                theirs.split(), key=len, reverse=True)))
            for n in names:
                m = first.match(n)
                if m:
                    out[n] = mine.strip() + n[m.end():]
        return out

    def in_topic(self, name):
        if self._topic_re is None:
            self._topic_re = re.compile("|".join(
                re.escape(p[:-1]) if p.endswith("*") else
                re.escape(p) + r"\Z" for p in self.names) or r"(?!)")
        return self._topic_re.match(name) is not None


def read_specs(every=False):
    """All specs, or those LINUXABI_TOPICS (space-separated) names, unless
    EVERY."""
    d = os.path.join(config.SRCDIR, "tests", "oracle")
    only = [] if every else os.environ.get("LINUXABI_TOPICS", "").split()
    return [Spec(os.path.join(d, f)) for f in sorted(os.listdir(d))
            if f.endswith(".spec") and (not only or f[:-5] in only)]
