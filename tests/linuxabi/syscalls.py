"""The syscall tables, offline: table form, kernel order, base + n."""

import os
import re

from . import config
from .abis import Abi, read_abis
from .tap import Tap


# Calls numbered 403 and up are numbered alike on every ABI: n in the
# generic table is base + n on each ABI that has the call.  Alpha's table
# joined the shared numbers at pidfd_send_signal (424), 110 higher.
SYSCALL_BASE = {"mips": 4000, "mips64": 5000, "mipsn32": 6000,
                "x32": 0x40000000}
ALPHA_SHARED = (424, 110)
# numbers above base + 403 that are an ABI's own: x32's entry points for
# calls whose arguments differ from x86_64's, arm's private calls
SYSCALL_OWN = {"x32": (512, 548), "arm": (0x0f0000, 0x100000)}
SYSCALL_LINE = re.compile(r"^#define LINUXABI_SYS_(\w+) +(?:(\d+)|\("
                          r"LINUXABI_X32_SYSCALL_BIT \+ (\d+)\))"
                          r"(?: +/\* (.*) \*/)?$")


def syscall_table(abi):
    """(path, [(name, value, comment)], problems) of ABI's syscall.h, read
    from the source tree along its search path."""
    for d in abi.path + ["generic"]:
        path = os.path.join(config.SRCDIR, "arch", d, "linuxabi-arch", "syscall.h")
        if os.path.exists(path):
            break
    rows, bad = [], []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.startswith("#define LINUXABI_SYS_"):
                continue
            m = SYSCALL_LINE.match(line)
            if not m or (m.group(3) is None) == (abi.name == "x32"):
                bad.append("%d: not in table form: %s" % (lineno, line))
                continue
            v = int(m.group(2)) if m.group(2) else \
                SYSCALL_BASE["x32"] + int(m.group(3))
            rows.append((m.group(1), v, m.group(4) or ""))
    return os.path.relpath(path, config.SRCDIR), rows, bad


def cmd_syscalls(args):
    """Our syscall tables, without any compiler or oracle: one #define a
    line in the kernel's order (a number repeats only where the comment
    names the call it repeats), and every call numbered 403 or above in
    the generic table (arch/generic, 64-bit; arch/arc for the 32-bit
    time64 calls) is base + n on every ABI that has it."""
    tap = Tap()
    abis = []
    for a in read_abis():
        if a.name not in [b.name for b in abis] and (not args or a.name in args):
            abis.append(a)
    ref, problems, generic = {}, [], set()
    arc = [r for r in read_abis() if r.name == "arc"]
    for a in [Abi(["generic", "-", "-", "-", "generic", "-"])] + arc:
        _, rows, _ = syscall_table(a)
        for n, v, _ in rows:
            if a.name == "generic":
                generic.add(n)
            if v >= 403:
                if ref.get(n, v) != v:
                    problems.append("%s is %d in arch/generic and %d in "
                                    "arch/arc" % (n, ref[n], v))
                ref[n] = v
    tap.ok(ref and not problems, "the shared table: %d calls numbered 403 to "
           "%d in arch/generic and arch/arc" % (len(ref), max(ref.values()))
           if ref else "the shared table is empty", problems)
    for abi in abis:
        path, rows, bad = syscall_table(abi)
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
        base = SYSCALL_BASE.get(abi.name, 0)
        label = " (110 + n from %d)" % ALPHA_SHARED[0] if abi.name == "alpha" \
            else " (base %d)" % base if 0 < base < 10000 \
            else " (base %#x)" % base if base else ""
        wrong, absent = [], []
        for n, r in sorted(ref.items(), key=lambda x: x[1]):
            if abi.name == "alpha":
                base = ALPHA_SHARED[1] if r >= ALPHA_SHARED[0] else None
            if n not in seen:
                if n in generic:
                    absent.append(n)
            elif base is None or seen[n] != base + r:
                wrong.append("%s is %d, the shared table says %s" % (
                    n, seen[n], "%d + %d" % (base, r) if base is not None
                    else "%d, which this ABI has no base for" % r))
        lo = base + 403 if abi.name != "alpha" else sum(ALPHA_SHARED)
        own = SYSCALL_OWN.get(abi.name, (0, 0))
        stray = ["%s (%d)" % (n, v) for n, v in seen.items() if v >= lo
                 and n not in ref and not own[0] <= v - base < own[1]]
        if stray:
            wrong.append("numbered in the shared range but not in the "
                         "shared table: " + " ".join(stray))
        tap.ok(not wrong, "%s: the %d shared calls it has are base + n%s" % (
            abi.name, len([n for n in ref if n in seen]), label),
            wrong[:40] + (["64-bit calls of the generic table not on this "
                           "ABI: " + " ".join(absent)] if absent else []))
    return tap.done()
