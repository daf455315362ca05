"""Include cost: ours against the kernel's, glibc's and musl's headers."""

import concurrent.futures
import os
import re
import tempfile

from . import config, proc
from .abis import read_abis, stage_include, view
from .cc import CompileError, macros, workdir
from .spec import read_specs


def cc1_instructions(argv_cc1, path):
    """Instructions cc1 executes on PATH, counted by callgrind."""
    p = proc.run(["valgrind", "--tool=callgrind",
                  "--callgrind-out-file=/dev/null"] + argv_cc1
                 + ["-quiet", path, "-o", "/dev/null"],
                 capture_output=True, text=True)
    m = re.search(r"Collected : (\d+)", p.stderr)
    if p.returncode or not m:
        raise CompileError(p.stderr[-2000:])
    return int(m.group(1))


def cmd_bench(args):
    """Include cost, side by side in one run: preprocessed bytes, macros
    added and cc1 instructions added over an empty translation unit, and
    instructions added over one that already includes <stdint.h> (as nearly
    every program's does), for each linuxabi header, its kernel
    counterparts, and glibc's and musl's."""
    host = [a for a in read_abis() if a.name == os.environ.get(
        "LINUXABI_ABI", "x86_64")][0]
    cc1 = proc.run(["gcc", "-print-prog-name=cc1"], capture_output=True,
                   text=True).stdout.strip()
    musl = config.MUSL
    # each as a program would use it: the compiler's default search path,
    # with the UAPI oracle's kernel headers in front of the system's
    flavours = {
        "linuxabi": ["-I", view(host.name), "-I", stage_include()],
        "kernel": host.kernel_include(),
        "glibc": ["-D_GNU_SOURCE"],
        "musl": ["-nostdinc", "-isystem", host.gccinc(), "-isystem", musl,
                 "-D_GNU_SOURCE"],
    }
    specs = {sp.topic: sp for sp in read_specs()}

    def in_musl(hdrs):
        """Those of HDRS that musl has (no <sys/pidfd.h>, no kernel's)."""
        return [h for h in hdrs if os.path.exists(os.path.join(musl, h))]
    libc_all = sorted(set(h for sp in specs.values() for h in sp.glibc))
    rows = [(t, {"linuxabi": [specs[t].header], "kernel": specs[t].kernel,
                 "glibc": specs[t].glibc, "musl": in_musl(specs[t].glibc)})
            for t in sorted(specs)]
    rows.append(("all", {"linuxabi": [sp.header for sp in specs.values()],
                         "kernel": sorted(set(h for sp in specs.values()
                                              for h in sp.kernel)),
                         "glibc": libc_all, "musl": in_musl(libc_all)}))

    failed = {}

    def measure(flavour, hdrs, pre=()):
        """(bytes, macros, instructions), or None where the headers do not
        compile together (the kernel's, all in one unit, do not): the
        first error line is kept for the table's notes."""
        try:
            return measure_cc(flavour, hdrs, pre)
        except CompileError as e:
            errs = [l for l in str(e).splitlines() if "error:" in l]
            failed[(flavour, tuple(hdrs))] = errs[0] if errs else str(e)[-200:]
            return None

    def measure_cc(flavour, hdrs, pre=()):
        flags = ["-std=gnu11"] + flavours[flavour]
        src = "".join("#include <%s>\n" % h for h in list(pre) + hdrs) + \
            "int linuxabi_bench;\n"
        with tempfile.NamedTemporaryFile("w", suffix=".c", delete=False,
                                         dir=workdir()) as f:
            f.write(src)
            path = f.name
        try:
            out = proc.run(["gcc", "-E", "-P"] + flags + [path],
                           capture_output=True, text=True)
            if out.returncode:
                raise CompileError(out.stderr)
            nmac = len(macros(["gcc"] + flags, src))
            ins = cc1_instructions([cc1] + flags, path)
            return len(out.stdout.encode()), nmac, ins
        finally:
            os.unlink(path)

    jobs = {}
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        for fl in flavours:
            jobs[("", fl)] = pool.submit(measure, fl, [])
            jobs[("", fl, "s")] = pool.submit(measure, fl, [], ["stdint.h"])
        for topic, cols in rows:
            for fl, hdrs in cols.items():
                jobs[(topic, fl)] = pool.submit(measure, fl, hdrs)
                jobs[(topic, fl, "s")] = pool.submit(measure, fl, hdrs,
                                                     ["stdint.h"])
    res = {k: f.result() for k, f in jobs.items()}
    print("| topic | measure | linuxabi | kernel | glibc | musl |")
    print("|---|---|---:|---:|---:|---:|")
    worse = []
    for topic, cols in rows:
        lines = (("preprocessed bytes", 0, ""), ("macros added", 1, ""),
                 ("cc1 instructions added", 2, ""),
                 ("... over <stdint.h>", 2, "s"))
        for i, (what, idx, s_) in enumerate(lines):
            cells = []
            for fl in flavours:
                key = (topic, fl, "s") if s_ else (topic, fl)
                base = ("", fl, "s") if s_ else ("", fl)
                cells.append("does not compile" if res[key] is None else
                             "{:,}".format(res[key][idx] - res[base][idx]))
            print("| %s | %s | %s |" % (topic if i == 0 else "", what,
                                        " | ".join(cells)))
        for s_ in ("", "s"):
            got = dict((fl, res[(topic, fl) + ((s_,) if s_ else ())])
                       for fl in ("linuxabi", "kernel"))
            if None in got.values():
                continue
            add = {fl: got[fl][2] - res[("", fl) + ((s_,) if s_ else ())][2]
                   for fl in got}
            if add["linuxabi"] >= add["kernel"]:
                worse.append("%s%s" % (topic, " over <stdint.h>" if s_ else ""))
    print()
    print("Kernel counterparts: " + "; ".join(
        "%s: %s" % (t, " ".join(c["kernel"])) for t, c in rows))
    print("An empty translation unit costs cc1 %s instructions; one with "
          "<stdint.h> %s (glibc)." % ("{:,}".format(res[("", "glibc")][2]),
                                     "{:,}".format(res[("", "glibc", "s")][2])))
    for (fl, hdrs), err in sorted(failed.items()):
        print("%s, %d headers together, does not compile: %s" % (
            fl, len(hdrs), err))
    print("linuxabi costs more than the kernel's headers: %s."
          % (", ".join(worse) or "nowhere"))
    return 0
