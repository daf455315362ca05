"""The syscall tables, offline: table form, kernel order, base + n."""

import os
import re

from . import config
from .abis import read_abis
from .tap import Tap


# A call numbered n in the shared numbering (the generic table's, from
# 403) is base + n on each ABI that has it, from the ABI's sysfrom on;
# sysbase, sysfrom and sysown are columns of arch/abis.
SYSCALL_LINE = re.compile(r"^#define LINUXABI_SYS_(\w+) +(?:(\d+)|\("
                          r"(LINUXABI_\w+) \+ (\d+)\))"
                          r"(?: +/\* (.*) \*/)?$")


class Numbering:
    """An ABI's shared numbering, from its row: base (a number, or the
    macro its table writes (M + n) with, defined in the table), first n
    (sysfrom), its own numbers above (sysown, as (lo, hi) of n)."""

    def __init__(self, name, path, sysbase="0", sysfrom="0", sysown="-"):
        self.name, self.path = name, path
        self.macro = None if sysbase.isdigit() else sysbase
        self.base = int(sysbase) if sysbase.isdigit() else None
        self.first = int(sysfrom)
        self.own = (0, -1) if sysown == "-" else \
            tuple(int(x, 0) for x in sysown.split("-"))

    @classmethod
    def of(cls, abi):
        r = abi.row
        return cls(abi.name, abi.path, r.sysbase, r.sysfrom, r.sysown)

    def label(self, shared):
        base = "%#x" % self.base if self.base >= 10000 else "%d" % self.base
        if self.first != shared:
            return " (%s + n from %d)" % (base, self.first)
        return " (base %s)" % base if self.base else ""


def syscall_table(num):
    """(path, [(name, value, comment)], problems) of the syscall.h that
    the Numbering's search path finds in the source tree; sets num.base
    from the table's #define of num.macro."""
    for d in num.path + ["generic"]:
        path = os.path.join(config.SRCDIR, "arch", d, "linuxabi-arch", "syscall.h")
        if os.path.exists(path):
            break
    rows, bad = [], []
    with open(path) as f:
        text = f.read()
    if num.macro:
        m = re.search(r"^#define %s (0x[0-9a-fA-F]+|\d+)\b" % num.macro, text,
                      re.M)
        if not m:
            bad.append("no #define %s (arch/abis's sysbase)" % num.macro)
        num.base = int(m.group(1), 0) if m else 0
    for lineno, line in enumerate(text.split("\n"), 1):
        if not line.startswith("#define LINUXABI_SYS_"):
            continue
        m = SYSCALL_LINE.match(line)
        if not m or m.group(3) != num.macro:
            bad.append("%d: not in table form%s: %s" % (
                lineno, " (%s + n)" % num.macro if num.macro else "", line))
            continue
        v = int(m.group(2)) if m.group(2) else num.base + int(m.group(4))
        rows.append((m.group(1), v, m.group(5) or ""))
    return os.path.relpath(path, config.SRCDIR), rows, bad


def cmd_syscalls(args):
    """Our syscall tables, without any compiler or oracle: one #define a
    line in the kernel's order (a number repeats only where the comment
    names the call it repeats), and every call of the shared numbering in
    the generic table (arch/generic, 64-bit; arch/arc for the 32-bit
    time64 calls) is base + n on every ABI that has it."""
    tap = Tap()
    abis = []
    for a in read_abis():
        if a.name not in [b.name for b in abis] and (not args or a.name in args):
            abis.append(a)
    ref, problems, generic = {}, [], set()
    shared = min(Numbering.of(a).first for a in read_abis())
    arc = [Numbering.of(r) for r in read_abis() if r.name == "arc"][:1]
    for a in [Numbering("generic", [])] + arc:
        _, rows, _ = syscall_table(a)
        for n, v, _ in rows:
            if a.name == "generic":
                generic.add(n)
            if v >= shared:
                if ref.get(n, v) != v:
                    problems.append("%s is %d in arch/generic and %d in "
                                    "arch/arc" % (n, ref[n], v))
                ref[n] = v
    tap.ok(ref and not problems, "the shared table: %d calls numbered %d to "
           "%d in arch/generic and arch/arc" % (len(ref), shared,
                                                max(ref.values()))
           if ref else "the shared table is empty", problems)
    for abi in abis:
        num = Numbering.of(abi)
        path, rows, bad = syscall_table(num)
        seen, prev = {}, None
        for n, v, c in rows:
            if n in seen:
                bad.append("%s defined twice" % n)
            if prev and (v < prev[1] or v == prev[1] and
                         "LINUXABI_SYS_%s " % prev[0] not in c + " "):
                bad.append("%s (%d) after %s (%d): not in kernel order"
                           % (n, v, prev[0], prev[1]))
            seen[n], prev = v, (n, v)
        tap.ok(rows and not bad, "%s: %s: %d calls, one #define a line, in "
               "the kernel's order" % (abi.name, path, len(rows)), bad[:40])
        wrong, absent = [], []
        for n, r in sorted(ref.items(), key=lambda x: x[1]):
            base = num.base if r >= num.first else None
            if n not in seen:
                if n in generic:
                    absent.append(n)
            elif base is None or seen[n] != base + r:
                wrong.append("%s is %d, the shared table says %s" % (
                    n, seen[n], "%d + %d" % (base, r) if base is not None
                    else "%d, which this ABI has no base for" % r))
        base = num.base
        stray = ["%s (%d)" % (n, v) for n, v in seen.items()
                 if v >= base + num.first and n not in ref
                 and not num.own[0] <= v - base <= num.own[1]]
        if stray:
            wrong.append("numbered in the shared range but not in the "
                         "shared table: " + " ".join(stray))
        tap.ok(not wrong, "%s: the %d shared calls it has are base + n%s" % (
            abi.name, len([n for n in ref if n in seen]), num.label(shared)),
            wrong[:40] + (["64-bit calls of the generic table not on this "
                           "ABI: " + " ".join(absent)] if absent else []))
    return tap.done()
