"""Coexistence: each of our headers with each libc header it overlaps."""

import concurrent.futures
import os
import re

from . import config, proc
from .abis import headers, read_abis, stage_include, view
from .cc import CompileError, defines, first_lines, macros, run_cc
from .headers import PLAIN, Header, constant, guards
from .spec import read_specs
from .tap import Tap
from .tu import SAME, assert_line, failed_asserts


def libc_pairs(libc):
    """{our header: the LIBC headers its spec's 'coexist' lines name}, and
    {libc header: the specs that name it}: a pair is tested when its
    headers define a name in common, or when the spec names it."""
    pairs, every = {}, {}
    for spec in read_specs(every=True):
        pairs[spec.header] = spec.coexist_with(libc)
        for h in pairs[spec.header]:
            every.setdefault(h, []).append(
                os.path.relpath(spec.path, config.SRCDIR))
    return pairs, every


def read_expect():
    """tests/coexist.expect: cells that cannot pass, with the reason.  The
    libc field may name the ABIs the line is for, as a spec's rules do:
    glibc@aarch64,arm (only these), glibc@!hppa (all but these)."""
    expect = {}
    with open(os.path.join(config.SRCDIR, "tests", "coexist.expect")) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            cell, reason = line.rstrip("\n").split(" -- ", 1)
            expect[tuple(cell.split())] = reason
    return expect


def for_abi(field, abi):
    """Whether an expect line's libc FIELD (glibc, glibc@a,b, glibc@!a)
    applies on ABI; and the libc."""
    libc, _, abis = field.partition("@")
    if not abis:
        return libc, True
    neg = abis.startswith("!")
    return libc, (abi in abis.lstrip("!").split(",")) != neg


def expected(expect, libc, mode, h, lh, order, abi):
    """The key of EXPECT that covers this cell on ABI, or None."""
    for key in expect:
        lib, here = for_abi(key[0], abi)
        if here and lib == libc and key[1] in (mode, "*") \
                and key[2:] == (h, lh, order):
            return key
    return None


def usable(name, libc):
    """libc's NAME can be evaluated: every identifier of its body is a libc
    macro or NAME itself (an enumerator); glibc's OPEN_TREE_CLOEXEC is
    O_CLOEXEC, which strict C99 leaves undefined."""
    return all(w == name or w in libc
               for w in re.findall(r"\b[A-Za-z_]\w*", libc[name])
               if not re.match(r"^[0-9]", w))


def host_libcs(tap, host):
    """The host's libcs: (name, compiler command) for glibc and musl."""
    musl = config.MUSL
    gccinc = proc.run(["gcc", "-print-file-name=include"],
                      capture_output=True, text=True).stdout.strip()
    libcs = [("glibc", ["gcc"])]
    if os.path.isdir(musl):
        # musl ships no kernel headers: a musl system installs them apart
        # (Alpine's linux-headers); here the oracle's, after musl's own
        kinc = [w.replace("-isystem", "-idirafter")
                for w in host.kernel_include()]
        libcs.append(("musl", ["gcc", "-nostdinc", "-isystem", gccinc,
                               "-isystem", musl] + kinc))
    else:
        tap.skip("musl cells", "no musl headers: apt-get install musl-dev")
    return libcs


def host_jobs(tap, host, ours):
    """The host's cells, every libc, mode, -I/-isystem and order, and a
    values check a pair: (cell, include option, flags, source, common
    names)."""
    modes = [("c99", ["-std=c99"]), ("gnu11", ["-std=gnu11", "-D_GNU_SOURCE"])]
    jobs = []
    for libc, cc in host_libcs(tap, host):
        for mode, mflags in modes:
            base = cc + mflags
            pairs, every = libc_pairs(libc)
            libc_names = {}
            for lh in every:
                try:
                    libc_names[lh] = macros(base, "#include <%s>\n" % lh)
                except CompileError as e:
                    tap.ok(False, "%s %s: <%s>, which the coexist line of "
                           "%s names, compiles" % (libc, mode, lh,
                                                  " ".join(every[lh])),
                           ["a header one libc lacks goes on a line of its "
                            "own, coexist@LIBC (tests/oracle/README)"]
                           + first_lines(str(e)))
            for h in sorted(ours):
                for lh in libc_names:
                    common = sorted(set(ours[h].names) & set(libc_names[lh]))
                    if not common and lh not in pairs.get(h, []):
                        continue
                    for inc in ("-I", "-isystem"):
                        flags = base + ["-Wall", "-Wextra", "-Werror",
                                        inc, view(host.name),
                                        inc, stage_include(), "-fsyntax-only"]
                        for order in ("libc-first", "linuxabi-first"):
                            first, second = (lh, h) if order == "libc-first" \
                                else (h, lh)
                            src = "#include <%s>\n#include <%s>\n" % (
                                first, second) + "int linuxabi_coexist;\n"
                            cell = (libc, mode, h, lh, order)
                            jobs.append((cell, inc, flags, src, len(common)))
                    # libc's value of each common name equals ours
                    src = "#include <%s>\n" % lh + SAME + "".join(
                        assert_line("LA_EQUAL(%s, (%s))" % (n, ours[h].values[n]),
                                    "value " + n)
                        for n in common if PLAIN.match(ours[h].values[n])
                        and usable(n, libc_names[lh]))
                    jobs.append(((libc, mode, h, lh, "values"), "", base +
                                 ["-w", "-fsyntax-only"], src, len(common)))
    return jobs


def run_host_cells(tap, host, jobs, expect):
    """Compile the host's cells, two at a time; the expect keys they used."""
    used = set()
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        futs = [(cell, inc, n, pool.submit(run_cc, flags, src))
                for cell, inc, flags, src, n in jobs]
        for cell, inc, n, fut in futs:
            rc, _, err = fut.result()
            libc, mode, h, lh, order = cell
            key = expected(expect, libc, mode, h, lh, order, host.name)
            if order == "values":
                tap.ok(rc == 0, "%s %s: libc's <%s> and <%s> agree on %d "
                       "values" % (libc, mode, lh, h, n),
                       ["differs: " + b for b in failed_asserts(err)]
                       or first_lines(err))
                continue
            label = "%s %s %s: <%s> and <%s>, %s, %d common names" % (
                libc, mode, inc, h, lh, order, n)
            if key:
                used.add(key)
                tap.ok(rc != 0, label + " fails as documented: " + expect[key],
                       [] if rc else ["expected to fail, but compiles"])
            else:
                bad = failed_asserts(err)
                tap.ok(rc == 0, label, ["libc's value differs: " + b
                                        for b in bad] or first_lines(err))
    return used


def check_readme(tap, expect):
    """The README's table of the cells that cannot pass is this list."""
    with open(os.path.join(config.SRCDIR, "README")) as f:
        rows = [l for l in f if l.startswith("| ")]
    undocumented = [" ".join(k) for k in sorted(expect) if not any(
        "`%s`" % k[2] in r and "`%s`" % k[3] in r and
        k[0].replace("@!", " except on ").replace("@", " on ") in r and
        (k[1] == "*" or k[1] in r) for r in rows)]
    tap.ok(not undocumented, "the README lists every cell that cannot pass "
           "(linuxabi(7) is generated from the same list)", undocumented)


def cmd_coexist(args):
    """Each linuxabi header with each libc header it overlaps, both orders,
    glibc and musl, -std=c99 and -std=gnu11 -D_GNU_SOURCE, -I and -isystem,
    -Wall -Wextra -Werror; and every name both define has the same value."""
    tap = Tap()
    host = [a for a in read_abis() if a.name == os.environ.get(
        "LINUXABI_ABI", "x86_64")][0]
    expect = read_expect()
    ours = {h: Header(host, h) for h in headers()}
    used = run_host_cells(tap, host, host_jobs(tap, host, ours), expect)
    for abi in read_abis():
        if abi.freestanding:
            print("# %s: no coexistence cells: no cross glibc, a "
                  "freestanding clang row" % abi.label)
            continue
        why = abi.missing()
        if why:
            tap.skip(abi.label + ": coexistence with glibc", why)
            continue
        glibc_values(tap, abi)
        if abi.name != host.name:
            used |= cross_cells(tap, abi, ours, expect)
    for key in sorted(set(expect) - used):
        tap.ok(False, "tests/coexist.expect names a cell that is not tested: "
               + " ".join(key))
    check_readme(tap, expect)
    return tap.done()


def glibc_values(tap, abi):
    """Every name glibc's headers (those of every spec's 'coexist' lines,
    with _GNU_SOURCE) define as ours, ioctl request numbers included,
    has our value on ABI: one TU, our headers first and their names
    undefined, glibc's after, a _Static_assert a name.  'glibc-omit'
    rules are honoured; a glibc value that cannot be evaluated (glibc's
    TCGETS2 is sizeof (struct termios2), which glibc never defines) is
    left out and counted."""
    specs = read_specs(every=True)
    libc_hs = sorted(set(h for sp in specs for h in sp.coexist_with("glibc")))
    feature = "#define _GNU_SOURCE 1\n"
    ours, where = all_values(abi)
    try:
        g = macros(abi.glibc() + ["-std=gnu11"], feature + includes(libc_hs))
    except CompileError as e:
        tap.ok(False, "%s: glibc's headers preprocess" % abi.label,
               first_lines(str(e)))
        return
    # each spec's rules for the names of its header
    omit, gname = set(), {}
    for sp in specs:
        mine = set(n for n, h in where.items() if h == sp.header)
        omit |= sp.words("glibc-omit", abi.name) & mine
        gname.update((o, n) for n, o in
                     sp.prefixed("glibc-prefix", abi.name, g).items()
                     if o in mine)
    names = [n for n in sorted(ours) if n not in omit
             and (n in g or gname.get(n)) and constant(ours[n])]
    head = (feature + includes(headers())
            + "".join("#undef %s\n" % n for n in sorted(ours))
            + includes(libc_hs) + SAME)
    argv = abi.glibc() + ["-std=gnu11", "-w", "-fsyntax-only", "-I",
                          view(abi.name), "-I", stage_include()]
    dropped = []
    for _ in range(3):
        src = head + "".join(assert_line("LA_EQUAL(%s, (%s))" % (
            n if n in g else gname[n], ours[n]), "value " + n)
            for n in names)
        rc, _, err = run_cc(argv, src)
        # a failed assertion names a value that differs; any other error
        # on an assertion's line is a glibc value that does not evaluate
        first = head.count("\n") + 1
        bad = set(int(m.group(1)) - first for m in re.finditer(
            r"\.c:(\d+):\d+: (error: (?!static assertion failed)|"
            r"note: in expansion of macro)", err))
        drop = [names[i] for i in sorted(bad) if 0 <= i < len(names)]
        if not drop:
            break
        dropped += drop
        names = [n for n in names if n not in drop]
    failed = failed_asserts(err)
    tap.ok(rc == 0, "%s glibc gnu11: the %d names glibc's headers define "
           "as ours have our values, ioctl numbers included (%d of glibc's "
           "do not evaluate: %s)" % (abi.label, len(names), len(dropped),
                                    " ".join(dropped) or "none"),
           ["glibc's value differs: %s (glibc %s, ours %s)" % (
               b, g.get(b[6:], g.get(gname.get(b[6:], ""), "?")),
               ours.get(b[6:], "?")) for b in failed] or first_lines(err))


def all_values(abi):
    """({name: full expansion}, {name: our header}) of every name our
    headers define on ABI, the header being the one whose inclusion
    first defined it: two compiles, not two a header."""
    src = includes(headers())
    base, _ = defines(abi.base(), "#include <stdint.h>\n")
    own = guards()
    rc, out, err = run_cc(abi.ours(), src, extra=["-E", "-dD"])
    if rc:
        raise CompileError(err)
    where, stack = {}, []
    for line in out.splitlines():
        m = re.match(r'# \d+ "([^"]+)"((?: \d)*)$', line)
        if m:
            flags = m.group(2).split()
            if "1" in flags:
                stack.append(m.group(1))
            elif "2" in flags:
                while stack and stack[-1] != m.group(1):
                    stack.pop()
            elif not stack:
                stack.append(m.group(1))
            continue
        m = re.match(r"#define (\w+)[ (]", line + " ")
        if m and len(stack) > 1 and m.group(1) not in base \
                and m.group(1) not in own:
            where.setdefault(m.group(1), stack[1])
    names = sorted(where)
    rc, out, err = run_cc(abi.ours(), src + "".join(
        "@@@ %d %s\n" % (i, n) for i, n in enumerate(names)),
        extra=["-E", "-P"])
    if rc:
        raise CompileError(err)
    values = {}
    for line in out.splitlines():
        if line.startswith("@@@ "):
            _, i, v = line.split(" ", 2)
            values[names[int(i)]] = v.strip()
    stage = os.path.join(stage_include(), "")
    return values, dict((n, w[len(stage):] if w.startswith(stage) else w)
                        for n, w in where.items() if n in values)


def includes(hs):
    return "".join("#include <%s>\n" % h for h in hs)


def cross_cells(tap, abi, ours, expect):
    """The coexistence matrix on another ABI, with its cross glibc, in GNU11
    with _GNU_SOURCE (where the traps are) and -I: a pair is tested when
    this ABI's glibc header defines a name in common with our header (as
    the host sees it: OURS) or the spec names it.  Per libc header one TU
    with every header of ours it pairs with, in each order; the cells of a
    TU that fails are compiled one by one to name the culprit, and each
    cell tests/coexist.expect lists for this ABI must fail alone.  Returns
    the expect keys used."""
    used = set()
    flags = abi.glibc() + ["-std=gnu11", "-D_GNU_SOURCE", "-Wall", "-Wextra",
                           "-Werror", "-I", view(abi.name), "-I",
                           stage_include(), "-fsyntax-only"]
    pairs, every = libc_pairs("glibc")
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        got = dict((lh, pool.submit(macros, abi.glibc() + [
            "-std=gnu11", "-D_GNU_SOURCE"], "#include <%s>\n" % lh))
            for lh in sorted(every))
    tested = []
    for lh, fut in sorted(got.items()):
        try:
            names = fut.result()
        except CompileError as e:
            tap.ok(False, "%s glibc: <%s> compiles" % (abi.label, lh),
                   first_lines(str(e)))
            continue
        tested += [(h, lh) for h in sorted(ours)
                   if lh in pairs.get(h, []) or
                   set(ours[h].names) & set(names)]
    # libc's headers first cannot fail but by a bug: all of them, then all
    # of ours, in one TU (cell by cell only if it fails)
    jobs = [("every libc header", "libc-first",
             sorted(set(h for h, _ in tested)), None,
             includes(sorted(set(l for _, l in tested))
                      + sorted(set(h for h, _ in tested))))]
    # ours first: per libc header, every header of ours it pairs with but
    # the cells that cannot pass, which must fail alone
    order = "linuxabi-first"
    for lh in sorted(set(l for _, l in tested)):
        cells = []
        for h in sorted(set(h for h, l in tested if l == lh)):
            key = expected(expect, "glibc", "gnu11", h, lh, order, abi.name)
            if key:
                used.add(key)
                jobs.append((lh, order, [h], key, includes([h, lh])))
            else:
                cells.append(h)
        if cells:
            jobs.append((lh, order, cells, None, includes(cells + [lh])))
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        futs = [(j, pool.submit(run_cc, flags, j[4] + "int la_coexist;\n"))
                for j in jobs]
        for (lh, order, cells, key, src), fut in futs:
            rc, _, err = fut.result()
            if key:
                tap.ok(rc != 0, "%s glibc gnu11 -I: <%s> and <%s>, %s, "
                       "fails as documented: %s" % (abi.label, cells[0], lh,
                                                   order, expect[key]),
                       [] if rc else ["expected to fail, but compiles"])
                continue
            if rc == 0:
                tap.ok(True, "%s glibc gnu11 -I: %s with %d linuxabi "
                       "headers, %s" % (abi.label, lh if " " in lh else
                                        "<%s>" % lh, len(cells), order))
                continue
            # one by one, to name the culprit
            for h, lh in ([c for c in tested if c[0] in cells]
                          if lh == "every libc header" else
                          [(h, lh) for h in cells]):
                one = includes([lh, h] if order == "libc-first" else [h, lh])
                rc1, _, err1 = run_cc(flags, one + "int la_coexist;\n")
                tap.ok(rc1 == 0, "%s glibc gnu11 -I: <%s> and <%s>, %s"
                       % (abi.label, h, lh, order),
                       [] if rc1 == 0 else first_lines(err1) + [
                           "if no header can fix it, list the cell in "
                           "tests/coexist.expect (glibc@%s) and the "
                           "README's table" % abi.name])
    print("# %s: %d cells of the coexistence matrix (glibc, gnu11, -I) in "
          "%d compiles" % (abi.label, 2 * len(tested), len(jobs)))
    return used
