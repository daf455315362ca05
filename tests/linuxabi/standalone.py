"""Every header alone and all together, with the host compilers, glibc and
musl, C89..C2x, C++98/17."""

import concurrent.futures
import os
import shutil

from . import config, proc
from .abis import headers, read_abis, stage_include, view
from .cc import WARN, first_lines, run_cc
from .headers import read_headers
from .tap import Tap
from .tu import usage_tu


def host_compilers():
    """(label, argv, missing-reason) for the host matrix."""
    gccinc = proc.run(["gcc", "-print-file-name=include"],
                      capture_output=True, text=True).stdout.strip()
    clanginc = ""
    if shutil.which("clang"):
        clanginc = proc.run(["clang", "-print-resource-dir"],
                            capture_output=True,
                            text=True).stdout.strip() + "/include"
    musl = config.MUSL
    out = []
    for cc, cxx, inc, pkg in (("gcc", "g++", gccinc, "gcc g++"),
                              ("clang", "clang++", clanginc, "clang")):
        for libc in ("glibc", "musl"):
            if libc == "musl":
                libcflags = ["-nostdinc", "-isystem", inc, "-isystem", musl]
                why = None if os.path.isdir(musl) else \
                    "no musl headers: apt-get install musl-dev"
            else:
                libcflags = []
                why = None
            if not shutil.which(cc):
                why = "no %s: apt-get install %s" % (cc, pkg)
            for std in ("c89", "c99", "c11", "c2x"):
                out.append(("%s %s -std=%s" % (cc, libc, std),
                            [cc, "-std=" + std] + libcflags, why))
            for std in ("c++98", "c++17"):
                out.append(("%s %s -std=%s" % (cxx, libc, std),
                            [cxx, "-x", "c++", "-std=" + std] + libcflags,
                            why if shutil.which(cxx) or why else
                            "no %s: apt-get install %s" % (cxx, pkg)))
    return out


# the rows of host_compilers() that compile each header alone, one TU a
# header; every row compiles all headers in one TU: whether a header
# brings what it needs does not depend on the language version, so one
# C and one C++ row, one per libc, show it, and the rest of the matrix
# costs one compile a row (DESIGN: one compile per ABI, not one per name)
ALONE = ("gcc glibc -std=c89", "g++ musl -std=c++98")


def cmd_standalone(args):
    tap = Tap()
    host = [a for a in read_abis() if a.name == os.environ.get(
        "LINUXABI_ABI", "x86_64")][0]
    inc = ["-I", view(host.name), "-I", stage_include()]
    only = os.environ.get("LINUXABI_TOPICS", "").split()
    hdrs = [h for h in headers() if not only or h[9:-2] in only]
    info = read_headers(host, hdrs)
    names = sum(len(info[h].names) for h in hdrs)
    together = "".join(usage_tu(h, info[h], tag=h[9:-2] + "_") for h in hdrs)
    jobs = []
    for label, argv, why in host_compilers():
        if why:
            tap.skip(label, why)
            continue
        argv = argv + WARN + inc + ["-fsyntax-only"]
        jobs.append(("%s: all %d headers in one TU (%d names)"
                     % (label, len(hdrs), names), argv, together))
        if label in ALONE:
            jobs += [("%s: %s alone (%d names)" % (label, h,
                                                   len(info[h].names)),
                      argv, usage_tu(h, info[h])) for h in hdrs]
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        futs = [(what, pool.submit(run_cc, argv, src))
                for what, argv, src in jobs]
        for what, fut in futs:
            rc, _, err = fut.result()
            tap.ok(rc == 0, what, first_lines(err))
    return tap.done()
