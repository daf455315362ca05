"""Failures in words that say what to fix: both values, the reference's
header and our file to edit."""

import os

from . import config


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
