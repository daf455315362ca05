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


def failed_asserts(err):
    """The labels of the failed _Static_asserts, in gcc's words or clang's."""
    return sorted(set(re.findall(r'static assertion failed: "([^"]*)"', err)
                      + re.findall(r"static assertion failed due to "
                                   r"requirement '.*': (.*)$", err, re.M)))


# an integer constant of type long long: 2^32 and above where long has 32
# bits (doc/HACKING §4.5), which C89 has no type for
LONGLONG = re.compile(r"\b(0[xX][0-9a-fA-F]+|\d+)([uU]?(ll|LL)|(ll|LL)[uU])\b")


def usage_tu(header, ours, longlong=True, tag=""):
    """A TU that includes HEADER twice and uses every name it defines in a
    constant expression and (but for those with sizeof) in #if, and every
    struct.  Without LONGLONG
    (C89), names whose value is a long long constant are left out: with a
    32-bit long no C89 form of their value exists; they are used in the
    C11 TU, and with a 64-bit long they are plain unsigned long constants
    and used here too.  TAG goes into the typedefs' names, so that the TUs
    of several headers can be compiled as one."""
    out = ["#include <%s>\n#include <%s>\n" % (header, header)]
    for n in ours.names:
        if not constant(ours.values.get(n, "")):
            continue
        if not longlong and LONGLONG.search(ours.values[n]):
            continue
        # sizeof is not allowed in #if (LINUXABI_IOR() numbers, as the
        # kernel's _IOR() ones): those are used in the constant expression
        if in_if(ours.values[n]):
            out.append("#if (%s) != (%s)\n#error %s\n#endif\n" % (n, n, n))
        out.append("typedef char linuxabi_use_%s%s[(%s) == (%s) ? 1 : -1];\n"
                   % (tag, n, n, n))
    for st in sorted(ours.structs):
        out.append("typedef char linuxabi_size_%s%s[sizeof(struct %s) ? 1 : -1];\n"
                   % (tag, st, st))
    out.append("extern int linuxabi_test_declaration;\n")
    return "".join(out)
