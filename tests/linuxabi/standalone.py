"""Every header alone, with the host compilers, glibc and musl, C89..C2x,
C++98/17."""

import concurrent.futures
import os
import shutil

from . import config, proc
from .abis import headers, read_abis, stage_include, view
from .cc import WARN, first_lines, run_cc
from .headers import Header
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


def cmd_standalone(args):
    tap = Tap()
    host = [a for a in read_abis() if a.name == os.environ.get(
        "LINUXABI_ABI", "x86_64")][0]
    inc = ["-I", view(host.name), "-I", stage_include()]
    only = os.environ.get("LINUXABI_TOPICS", "").split()
    hdrs = [h for h in headers() if not only or h[9:-2] in only]
    info = {h: Header(host, h) for h in hdrs}
    jobs = []
    for label, argv, why in host_compilers():
        if why:
            tap.skip(label, why)
            continue
        for h in hdrs:
            jobs.append((label, h, argv + WARN + inc + ["-fsyntax-only"],
                         usage_tu(h, info[h])))
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        futs = [(label, h, pool.submit(run_cc, argv, src))
                for label, h, argv, src in jobs]
        for label, h, fut in futs:
            rc, _, err = fut.result()
            tap.ok(rc == 0, "%s: %s (%d names)" % (label, h,
                                                  len(info[h].names)),
                   first_lines(err))
    return tap.done()
