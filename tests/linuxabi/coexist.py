"""Coexistence: each of our headers with each libc header it overlaps."""

import concurrent.futures
import os
import re

from . import config, proc
from .abis import headers, read_abis, stage_include, view
from .cc import CompileError, defines, first_lines, macros, run_cc
from .headers import PLAIN, constant, guards
from .spec import read_specs
from .tap import Record, Tap, replay
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


def libc_macros(tap, label, argv, lhs, every):
    """The macros LHS define together under ARGV, and the LHS that
    compile: one run, and one a header only if that fails."""
    try:
        return macros(argv, includes(lhs)), lhs
    except CompileError:
        pass
    good = []
    for lh in lhs:
        try:
            macros(argv, includes([lh]))
            good.append(lh)
        except CompileError as e:
            tap.ok(False, "%s: <%s>, which the coexist line of %s names, "
                   "compiles" % (label, lh, " ".join(every[lh])),
                   ["a header one libc lacks goes on a line of its own, "
                    "coexist@LIBC (tests/oracle/README)"]
                   + first_lines(str(e)))
    return macros(argv, includes(good)), good


def plan(ours, lhs, excluded, order):
    """Translation units that cover every cell of OURS x LHS in ORDER but
    the EXCLUDED ones: ours grouped by the libc headers they may not meet,
    each group with all the others; the headers with no excluded cell
    (most) form one group that meets every libc header."""
    groups = {}
    for h in ours:
        ex = tuple(lh for lh in lhs if (h, lh) in excluded)
        groups.setdefault(ex, []).append(h)
    return [(order, hs, [lh for lh in lhs if lh not in ex], ex)
            for ex, hs in sorted(groups.items(), key=lambda g: len(g[0]))]


def interleave(ours, lhs, excluded):
    """Units for the linuxabi-first order that keep the EXCLUDED cells
    (h, lh) apart with few compiles: in a unit each of our headers comes
    after the libc headers it may not precede and before the others, so
    one unit tests every header of an antichain of exclusions against
    the libc headers placed after it.  [ex(h1)] h1 [ex(h2)] h2 ... [rest]
    tests h1 against ex(h2); the same headers in reverse order test h2
    against ex(h1); further units, if any, take what is left.  Returns
    [(sequence of ("ours"|"libc", header), {h: the libc headers after
    it})]."""
    ex = dict((h, set(lh for lh in lhs if (h, lh) in excluded))
              for h in ours)
    free = [h for h in ours if not ex[h]]
    todo = dict((h, set(lhs) - ex[h]) for h in ours if ex[h])
    # the headers that keep the same libc header apart side by side (the
    # most kept apart first): a libc header then sits between two runs of
    # headers, after one and before the other, and two units cover all
    count = {}
    for h in ours:
        for lh in ex[h]:
            count[lh] = count.get(lh, 0) + 1
    rank = dict((h, (sorted((-count[lh], lh) for lh in ex[h]), h))
                for h in ours)
    units, forward = [], True
    while todo or free:
        order = sorted(todo, key=rank.get)
        if not forward:
            order.reverse()
        forward = not forward
        seq, placed, after = [("ours", h) for h in free], set(), {}
        for h in order:
            before = ex[h] - placed
            seq += [("libc", lh) for lh in sorted(before)]
            placed |= before
            seq.append(("ours", h))
        seq += [("libc", lh) for lh in lhs if lh not in placed]
        pos = dict((x, i) for i, x in enumerate(seq))
        for h in free:
            after[h] = list(lhs)
        for h in order:
            after[h] = [lh for lh in lhs if pos[("libc", lh)] >
                        pos[("ours", h)]]
            todo[h] -= set(after[h])
            if not todo[h]:
                del todo[h]
        free = []
        units.append((seq, after))
    return units


def source(order, hs, lhs):
    first, second = (lhs, hs) if order == "libc-first" else (hs, lhs)
    return includes(first) + includes(second) + "int la_coexist;\n"


def seq_source(seq):
    return "".join("#include <%s>\n" % h for _, h in seq) + \
        "int la_coexist;\n"


def matrix(tap, label, flags, ours, lhs, cell_key, prove):
    """Ours with the libc headers LHS in both orders under FLAGS, batched:
    a translation unit holds many headers of each side, and one that fails
    is split, libc header by libc header and then header by header, to
    name the cells that fail (doc/HACKING §9).  CELL_KEY(h, lh, order)
    gives the tests/coexist.expect key of a cell that cannot pass, or
    None; those cells stay out of the units, and the ones PROVE(key)
    accepts must fail alone.  Returns the keys proven."""
    excluded = {}
    for order in ("libc-first", "linuxabi-first"):
        for h in ours:
            for lh in lhs:
                key = cell_key(h, lh, order)
                if key:
                    excluded[(h, lh, order)] = key
    # a job: (order, what it tests, its source, its cells as [(our
    # header, [the libc headers it meets])] for split())
    jobs = []
    for order in ("libc-first", "linuxabi-first"):
        ex = set((h, lh) for h, lh, o in excluded if o == order)
        if order == "linuxabi-first" and not any(
                o == "libc-first" for _, _, o in excluded):
            units = interleave(ours, lhs, ex)
            for i, (seq, after) in enumerate(units, 1):
                what = "%s: linuxabi-first, %s, each before the libc " \
                    "headers it may precede (unit %d of %d%s)" % (
                        label, plural(sorted(after)), i, len(units),
                        ", %d cells left out: tests/coexist.expect"
                        % len(ex) if ex and i == 1 else "")
                jobs.append((order, what, seq_source(seq),
                             sorted(after.items())))
            continue
        for _, hs, group, ex_ in plan(ours, lhs, ex, order):
            what = "%s: %s, %s, then %s" % (
                label, order, plural(hs if order == "linuxabi-first"
                                     else group),
                plural(group if order == "linuxabi-first" else hs))
            if ex_:
                what += " (%d left out: tests/coexist.expect)" % len(ex_)
            jobs.append((order, what, source(order, hs, group),
                         [(h, group) for h in hs]))
    singles = sorted((c, k) for c, k in excluded.items() if prove(k))
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        futs = [(j, pool.submit(run_cc, flags, j[2])) for j in jobs]
        alone = [(c, k, pool.submit(run_cc, flags,
                                    source(c[2], [c[0]], [c[1]])))
                 for c, k in singles]
        for (order, what, _, cells), fut in futs:
            rc, _, err = fut.result()
            if rc == 0:
                tap.ok(True, what)
            else:
                split(tap, label, flags, order, cells, what, err)
        used = set()
        for (h, lh, order), key, fut in alone:
            rc, _, _ = fut.result()
            used.add(key)
            tap.ok(rc != 0, "%s: <%s> and <%s>, %s, fails as documented: %s"
                   % (label, h, lh, order, expect_text(key)),
                   [] if rc else ["expected to fail, but compiles: take the "
                                  "cell out of tests/coexist.expect and the "
                                  "README's table"])
    return used


_expect_text = {}


def expect_text(key):
    return _expect_text.get(key, "")


def plural(hs):
    return "<%s>" % hs[0] if len(hs) == 1 else "%d headers" % len(hs)


def split(tap, label, flags, order, cells, what, err):
    """A unit of matrix() failed: find its failing cells, libc header by
    libc header and then header by header.  CELLS: [(our header, [the
    libc headers it meets in that order])]."""
    def fails(h_list, lh_list):
        return run_cc(flags, source(order, h_list, lh_list))
    bad = []
    every = []
    for _, lhs in cells:
        every += [lh for lh in lhs if lh not in every]
    for lh in every:
        hs = [h for h, lhs in cells if lh in lhs]
        if len(hs) == 1:
            rc, _, e = fails(hs, [lh])
            if rc:
                bad.append((hs[0], lh, e))
            continue
        if fails(hs, [lh])[0] == 0:
            continue
        for h in hs:
            rc, _, e = fails([h], [lh])
            if rc:
                bad.append((h, lh, e))
    for h, lh, e in bad:
        tap.ok(False, "%s: <%s> and <%s>, %s" % (label, h, lh, order),
               first_lines(e) + ["if no header can fix it, list the cell in "
                                 "tests/coexist.expect and the README's "
                                 "table"])
    if not bad:
        tap.ok(False, what + ": fails, though no one pair does",
               first_lines(err))


def host_cells(tap, host, ours, expect):
    """The host's matrix: glibc and musl, -std=c99 and -std=gnu11
    -D_GNU_SOURCE, -I and -isystem, both orders; and libc's value of every
    name it shares with ours, one unit a libc and mode.  Every cell
    tests/coexist.expect lists for the host must fail alone."""
    modes = [("c99", ["-std=c99"]), ("gnu11", ["-std=gnu11", "-D_GNU_SOURCE"])]
    values, where = ours
    used = set()
    for libc, cc in host_libcs(tap, host):
        _, every = libc_pairs(libc)
        for mode, mflags in modes:
            base = cc + mflags
            label = "%s %s" % (libc, mode)
            g, lhs = libc_macros(tap, label, base, sorted(every), every)
            # libc's value of each name we share equals ours
            common = [n for n in sorted(set(values) & set(g))
                      if PLAIN.match(values[n]) and usable(n, g)]
            # glibc's <sys/cdefs.h> makes _Static_assert a macro before
            # C11, which loses the label: gcc's keyword works in C99 too
            src = includes(lhs) + "#undef _Static_assert\n" + SAME + "".join(
                assert_line("LA_EQUAL(%s, (%s))" % (n, values[n]),
                            "value " + n) for n in common)
            rc, _, err = run_cc(base + ["-w", "-fsyntax-only"], src)
            tap.ok(rc == 0, "%s: the %d names libc's %d headers share with "
                   "ours have our values" % (label, len(common), len(lhs)),
                   ["differs: %s (ours in <%s>: %s, libc's %s)" % (
                       b, where.get(b[6:], "?"), values.get(b[6:], "?"),
                       g.get(b[6:], "?")) for b in failed_asserts(err)]
                   or first_lines(err))

            def cell_key(h, lh, order):
                return expected(expect, libc, mode, h, lh, order, host.name)
            for inc in ("-I", "-isystem"):
                flags = base + ["-Wall", "-Wextra", "-Werror", inc,
                                view(host.name), inc, stage_include(),
                                "-fsyntax-only"]
                # a cell that cannot pass is one of -I and -isystem alike
                # (tests/coexist.expect has no column for it): proven once
                used |= matrix(tap, "%s %s" % (label, inc), flags,
                               headers(), lhs, cell_key,
                               lambda k, inc=inc: inc == "-I")
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
    """Each linuxabi header with each libc header its spec names, both
    orders, glibc and musl, -std=c99 and -std=gnu11 -D_GNU_SOURCE, -I and
    -isystem, -Wall -Wextra -Werror, on the host; GNU11 and -I with each
    ABI's cross glibc; and every name both define has the same value."""
    tap = Tap()
    host = [a for a in read_abis() if a.name == os.environ.get(
        "LINUXABI_ABI", "x86_64")][0]
    expect = read_expect()
    _expect_text.update(expect)
    # the host's matrix and each ABI's cells in worker processes, two at a
    # time (each compiles two units at a time): what they report is
    # replayed here in the table's order
    jobs = [("host", host.label)]
    for abi in read_abis():
        if abi.freestanding:
            jobs.append(("note", "# %s: no coexistence cells: no cross "
                         "glibc, a freestanding clang row" % abi.label))
            continue
        why = abi.missing()
        if why:
            jobs.append(("skip", (abi.label + ": coexistence with glibc",
                                  why)))
            continue
        jobs.append(("abi", abi.label))
    used = set()
    with concurrent.futures.ProcessPoolExecutor(config.JOBS) as pool:
        futs = [(kind, arg, pool.submit(cells, kind, arg, host.name, expect)
                 if kind in ("host", "abi") else None)
                for kind, arg in jobs]
        for kind, arg, fut in futs:
            if kind == "note":
                print(arg)
            elif kind == "skip":
                tap.skip(*arg)
            else:
                calls, proven = fut.result()
                replay(tap, calls)
                used |= proven
    for key in sorted(set(expect) - used):
        tap.ok(False, "tests/coexist.expect names a cell that is not tested: "
               + " ".join(key))
    check_readme(tap, expect)
    return tap.done()


def cells(kind, label, host_name, expect):
    """In a worker process: the host's matrix (KIND host), or the glibc
    values and, off the host, the matrix of the ABI of LABEL (KIND abi).
    Returns (what they reported, for replay(), the expect keys proven)."""
    _expect_text.update(expect)
    rec = Record()
    abi = [a for a in read_abis() if a.label == label][0]
    if kind == "host":
        used = host_cells(rec, abi, all_values(abi), expect)
        return rec.calls, used
    glibc_values(rec, abi)
    used = set()
    if abi.name != host_name:
        used = cross_cells(rec, abi, expect)
    return rec.calls, used


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


def cross_cells(tap, abi, expect):
    """The matrix on another ABI, with its cross glibc, in GNU11 with
    _GNU_SOURCE (where the traps are) and -I.  The cells
    tests/coexist.expect lists for every ABI stay out of the units (the
    host proves they fail); those it lists for this ABI by name
    (glibc@ABI) must fail alone here.  Returns the keys proven."""
    flags = abi.glibc() + ["-std=gnu11", "-D_GNU_SOURCE", "-Wall", "-Wextra",
                           "-Werror", "-I", view(abi.name), "-I",
                           stage_include(), "-fsyntax-only"]
    _, every = libc_pairs("glibc")

    def cell_key(h, lh, order):
        return expected(expect, "glibc", "gnu11", h, lh, order, abi.name)
    return matrix(tap, "%s glibc gnu11 -I" % abi.label, flags, headers(),
                  sorted(every), cell_key, lambda k: "@" in k[0])
