"""Failures in words that say what to fix: both values, the reference's
header and our file to edit."""

import os

from . import config
from .cc import CompileError, Origins


def number(v):
    """A flag or bit value, in hex and decimal: 0x4000 (16384)."""
    return "%s0x%x (%d)" % ("-" if v < 0 else "", abs(v), v)


def source_file(abi, path):
    """The file of the source tree that PATH, one of ABI's installed (or
    viewed) headers, is installed from: include/linuxabi/X.h, or the
    first arch/<dir>/linuxabi-arch/X.h along ABI's search path."""
    if path is None:
        return None
    base = os.path.basename(path)
    parent = os.path.basename(os.path.dirname(path))
    if parent == "linuxabi":
        return "include/linuxabi/" + base
    if parent.startswith("linuxabi-"):
        for d in abi.path + ["generic"]:
            rel = "arch/%s/linuxabi-arch/%s" % (d, base)
            if os.path.exists(os.path.join(config.SRCDIR, rel)):
                return rel
    return path


def short_path(path, roots):
    """PATH as an #include names it: without the first of ROOTS (include
    directories) it is under."""
    if path is None:
        return None
    for r in roots:
        r = os.path.join(r, "")
        if path.startswith(r):
            return path[len(r):]
    return path


def kernel_roots(abi):
    return [abi.uapi_asm, os.path.join(config.UAPI, "usr", "include")]


def glibc_roots(abi):
    return [abi.sysinc, abi.gccinc()]


def spec_file(spec):
    return os.path.relpath(spec.path, config.SRCDIR)


def describe(check, sides, whose):
    """What CHECK (a tu.Check) found, SIDES being the values read back
    (ours, theirs[, our size, their size]); WHOSE: "the kernel's",
    "glibc's".  "O_DIRECT is 0x8000 (32768) here, the kernel's is 0x4000
    (16384)"."""
    ours, theirs = sides[0], sides[1]
    if check.kind in ("value", "expr", "glibc"):
        o, t = number(ours), number(theirs)
        if check.widths and sides[2] != sides[3]:
            o += " in %d bytes" % sides[2]
            t += " in %d bytes" % sides[3]
        ref = "" if check.ref == check.name else " " + check.ref
        return "%s is %s here, %s%s is %s" % (check.name, o, whose, ref, t)
    if check.kind in ("size", "align"):
        what = "size" if check.kind == "size" else "alignment"
        return "struct %s has %s %d here, %s %s %d" % (
            check.name, what, ours, whose, check.ref, theirs)
    tag, member = check.name.split(".", 1)
    kstruct, kmember = check.ref.rsplit(".", 1)
    if check.kind == "offset":
        return "struct %s member %s is at offset %d here, %s %s member %s " \
            "at %d" % (tag, member, ours, whose, kstruct, kmember, theirs)
    if check.kind == "msize":
        return "struct %s member %s has size %d here, %s %s member %s %d" % (
            tag, member, ours, whose, kstruct, kmember, theirs)
    sign = ("unsigned", "signed")
    return "struct %s member %s is %s here, %s %s member %s %s" % (
        tag, member, sign[bool(ours)], whose, kstruct, kmember,
        sign[bool(theirs)])


def message(where, what, header, edit, hint=""):
    """One failure: "x86_64 fcntl: WHAT (HEADER); edit EDIT"."""
    return "%s: %s%s%s%s" % (where, what, " (%s)" % header if header else "",
                             "; edit " + edit if edit else "", hint)


def manifest_text(kind, value):
    """A manifest value or layout in words: 0x4000 (16384), size 32 and
    alignment 8, offset 8 and size 8."""
    if value in (None, ""):
        return "no value"
    if kind == "macro":
        return number(int(value))
    if kind == "function":
        return "%s parameters" % value
    a, b = value.split(":")
    if kind == "member":
        return "offset %s and size %s" % (a, b)
    return "size %s and alignment %s" % (a, b)


class OurFiles:
    """Which file of ours defines a name of one of our headers on an ABI,
    found on demand (only for a failure) from the preprocessor's line
    markers."""

    def __init__(self, abis):
        self.abis = dict((a.name, a) for a in reversed(abis))
        self._origins = {}

    def origins(self, abi, header):
        key = (abi, header)
        if key not in self._origins:
            a = self.abis[abi]
            try:
                self._origins[key] = Origins(a.ours(),
                                             "#include <%s>\n" % header)
            except CompileError:
                self._origins[key] = None
        return self._origins[key]

    def of(self, abi, header, kind, name):
        """The source file that defines NAME (of KIND) of HEADER on ABI."""
        o = self.origins(abi, header)
        if o is None:
            return None
        if kind in ("struct", "union", "member"):
            name = "%s %s" % ("union" if kind == "union" else "struct",
                              name.split(".")[0])
        return source_file(self.abis[abi], o.of(name))

    def topic(self, abi, header):
        """The files of HEADER's topic on ABI: include/linuxabi/X.h and
        the X.h and X-*.h per-ABI files it installs from."""
        o = self.origins(abi, header)
        stem = os.path.basename(header)[:-2]
        files = [] if o is None else sorted(set(
            source_file(self.abis[abi], f) for f in o.order
            if os.path.basename(f) == stem + ".h"
            or os.path.basename(f).startswith(stem + "-")))
        return files or ["include/" + header]
