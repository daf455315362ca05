"""Generated translation units: static assertions and their failures,
and the TU that uses every name of a header."""

import re

from .headers import constant, in_if


SAME = """\
#define LA_SIGNED(x) _Generic((x), char: (char)-1 < 0, signed char: 1, \\
    short: 1, int: 1, long: 1, long long: 1, default: 0)
#define LA_INTEGER(x) _Generic((x), char: 1, signed char: 1, \\
    unsigned char: 1, short: 1, unsigned short: 1, int: 1, unsigned: 1, \\
    long: 1, unsigned long: 1, long long: 1, unsigned long long: 1, \\
    default: 0)
#define LA_SAME(k, o) ((k) == (o) && sizeof(k) == sizeof(o) \\
    && (((k) < 0) == ((o) < 0) || (k) == -2147483647 - 1))
#define LA_EQUAL(k, o) ((k) == (o) && (((k) < 0) == ((o) < 0) \\
    || (k) == -2147483647 - 1))
"""


def assert_line(expr, label):
    return '_Static_assert(%s, "%s");\n' % (expr, label)


class Check:
    """One comparison of ours with a reference (the kernel's or glibc's):
    its _Static_assert, and the two sides to read back from the compiler
    when it fails.  KIND: value, expr, glibc (integer values, with their
    type widths where WIDTHS), size, align, offset, msize (a member's
    size) or sign.  NAME is ours (a macro, a struct tag, tag.member), REF
    the reference's (a kernel name or expression, struct x, x.member)."""

    def __init__(self, kind, name, ref, expr, ours, theirs, widths=False):
        self.kind, self.name, self.ref = kind, name, ref
        self.label = "%s %s" % ({"msize": "member size", "sign": "member sign"}
                                .get(kind, kind), name)
        self.expr, self.ours, self.theirs = expr, ours, theirs
        self.widths = widths

    def line(self):
        return assert_line(self.expr, self.label)

    def probes(self):
        """The expressions to read back: ours, theirs (and their sizes)."""
        out = [self.ours, self.theirs]
        if self.widths:
            out += ["sizeof(%s)" % self.ours, "sizeof(%s)" % self.theirs]
        return out


# a value read back from the compiler's assembly: its sign and two 32-bit
# halves in an .ascii string (every target's assembler takes 32-bit
# immediates, and clang's integrated one .ascii)
PROBE = ('__asm__ volatile (".ascii \\"@@LV %s %%0 %%1 %%2\\"" :: '
         '"i"((%s) < 0), '
         '"i"((unsigned)((unsigned long long)(%s) >> 32)), '
         '"i"((unsigned)((unsigned long long)(%s) & 0xffffffffU)));')
PROBE_NUM = r"[$#]?(-?(?:0[xX][0-9a-fA-F]+|\d+))"


def value_probe(key, expr):
    """A statement that puts the value of EXPR, an integer constant
    expression, into the assembly under KEY (no spaces)."""
    return PROBE % (key, expr, expr, expr)


def probe_function(statements):
    return "void linuxabi_probe(void) {\n%s\n}\n" % "\n".join(statements)


def read_probes(asm):
    """{key: value} of the value_probe()s in the assembly ASM."""
    vals = {}
    for m in re.finditer(r"@@LV (\S+) %s %s %s" % ((PROBE_NUM,) * 3), asm):
        neg, hi, lo = (int(x, 0) & 0xffffffff for x in m.group(2, 3, 4))
        v = hi << 32 | lo
        vals[m.group(1)] = v - (1 << 64) if neg else v
    return vals


def check_probes(checks):
    """The probe function of CHECKS: key i.j is side j of check i."""
    return probe_function(value_probe("%d.%d" % (i, j), e)
                          for i, c in enumerate(checks)
                          for j, e in enumerate(c.probes()))


def probed_sides(checks, asm):
    """{label: [value of each probe]} of CHECKS, read from ASM, for those
    whose every side was read."""
    vals = read_probes(asm)
    out = {}
    for i, c in enumerate(checks):
        got = [vals.get("%d.%d" % (i, j)) for j in range(len(c.probes()))]
        if None not in got:
            out[c.label] = got
    return out


def failed_asserts(err):
    """The labels of the failed _Static_asserts, in gcc's words or clang's."""
    return sorted(set(re.findall(r'static assertion failed: "([^"]*)"', err)
                      + re.findall(r"static assertion failed due to "
                                   r"requirement '.*': (.*)$", err, re.M)))


def other_errors(err):
    """The compiler's error lines in ERR other than failed assertions."""
    return [l for l in err.splitlines() if "error:" in l
            and "static assertion failed" not in l]


# an integer constant of type long long: 2^32 and above where long has 32
# bits (doc/HACKING §4.5), which C89 has no type for
LONGLONG = re.compile(r"\b(0[xX][0-9a-fA-F]+|\d+)([uU]?(ll|LL)|(ll|LL)[uU])\b")


def usage_tu(header, ours, longlong=True, tag=""):
    """A TU that includes HEADER twice and uses every name it defines in a
    constant expression (an enumerator's value) and (but for those with
    sizeof) in #if, and every struct.  Without LONGLONG
    (C89), names whose value is a long long constant are left out: with a
    32-bit long no C89 form of their value exists; they are used in the
    C11 TU, and with a 64-bit long they are plain unsigned long constants
    and used here too.  TAG goes into the enumerators' and typedefs' names,
    so that the TUs of several headers can be compiled as one."""
    out = ["#include <%s>\n#include <%s>\n" % (header, header)]
    tag = tag.replace("-", "_")         # input-event-codes.h: a C name
    for n in ours.names:
        if not constant(ours.values.get(n, "")):
            continue
        if not longlong and LONGLONG.search(ours.values[n]):
            continue
        # sizeof is not allowed in #if (LINUXABI_IOR() numbers, as the
        # kernel's _IOR() ones): those are used in the constant expression
        if in_if(ours.values[n]):
            out.append("#if (%s) != (%s)\n#error %s\n#endif\n" % (n, n, n))
        # an enumerator, not a typedef of an array: as strict a constant
        # expression, and gcc reads ten thousand of them five times faster
        out.append("enum { linuxabi_use_%s%s = (%s) == (%s) };\n"
                   % (tag, n, n, n))
    for st in sorted(ours.structs):
        out.append("typedef char linuxabi_size_%s%s[sizeof(struct %s) ? 1 : -1];\n"
                   % (tag, st, st))
    out.append("extern int linuxabi_test_declaration;\n")
    return "".join(out)
