"""Coexistence: each of our headers with each libc header it overlaps."""

import concurrent.futures
import os
import re

from . import config, proc
from .abis import headers, read_abis, stage_include, view
from .cc import CompileError, first_lines, macros, run_cc
from .headers import PLAIN, Header
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
    """tests/coexist.expect: cells that cannot pass, with the reason."""
    expect = {}
    with open(os.path.join(config.SRCDIR, "tests", "coexist.expect")) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            cell, reason = line.rstrip("\n").split(" -- ", 1)
            expect[tuple(cell.split())] = reason
    return expect


def expected(expect, libc, mode, h, lh, order):
    """The key of EXPECT that covers this cell, or None."""
    for m in (mode, "*"):
        if (libc, m, h, lh, order) in expect:
            return (libc, m, h, lh, order)
    return None


def usable(name, libc):
    """libc's NAME can be evaluated: every identifier of its body is a libc
    macro or NAME itself (an enumerator); glibc's OPEN_TREE_CLOEXEC is
    O_CLOEXEC, which strict C99 leaves undefined."""
    return all(w == name or w in libc
               for w in re.findall(r"\b[A-Za-z_]\w*", libc[name])
               if not re.match(r"^[0-9]", w))


def cmd_coexist(args):
    """Each linuxabi header with each libc header it overlaps, both orders,
    glibc and musl, -std=c99 and -std=gnu11 -D_GNU_SOURCE, -I and -isystem,
    -Wall -Wextra -Werror; and every name both define has the same value."""
    tap = Tap()
    host = [a for a in read_abis() if a.name == os.environ.get(
        "LINUXABI_ABI", "x86_64")][0]
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
    modes = [("c99", ["-std=c99"]), ("gnu11", ["-std=gnu11", "-D_GNU_SOURCE"])]
    expect = read_expect()
    used = set()
    ours = {h: Header(host, h) for h in headers()}
    jobs = []
    for libc, cc in libcs:
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
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        futs = [(cell, inc, n, pool.submit(run_cc, flags, src))
                for cell, inc, flags, src, n in jobs]
        for cell, inc, n, fut in futs:
            rc, _, err = fut.result()
            libc, mode, h, lh, order = cell
            key = expected(expect, libc, mode, h, lh, order)
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
    for key in sorted(set(expect) - used):
        tap.ok(False, "tests/coexist.expect names a cell that is not tested: "
               + " ".join(key))
    # the README's table of the cells that cannot pass is this list
    with open(os.path.join(config.SRCDIR, "README")) as f:
        rows = [l for l in f if l.startswith("| ")]
    undocumented = [" ".join(k) for k in sorted(expect) if not any(
        "`%s`" % k[2] in r and "`%s`" % k[3] in r and k[0] in r and
        (k[1] == "*" or k[1] in r) for r in rows)]
    tap.ok(not undocumented, "the README lists every cell that cannot pass "
           "(linuxabi(7) is generated from the same list)", undocumented)
    return tap.done()
