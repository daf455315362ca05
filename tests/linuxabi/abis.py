"""The ABI table (arch/abis), and the staged tree as each ABI sees it."""

import importlib.util
import os
import shutil
import sys
import threading

from . import config, proc


def abitable():
    """arch/abitable.py, the table's reader, loaded without writing
    bytecode: no arch/__pycache__ beside the ABI directories."""
    path = os.path.join(config.SRCDIR, "arch", "abitable.py")
    spec = importlib.util.spec_from_file_location("abitable", path)
    mod = importlib.util.module_from_spec(spec)
    keep, sys.dont_write_bytecode = sys.dont_write_bytecode, True
    try:
        spec.loader.exec_module(mod)
    finally:
        sys.dont_write_bytecode = keep
    return mod


class Abi:
    """A row of arch/abis (row: its arch/abitable.py Row)."""

    def __init__(self, row):
        self.row = row
        self.name, self.debarch, self.karch, self.triplet = \
            row.abi, row.debian, row.kernel, row.triplet
        self.path = row.list("path")
        self.cc = row.cc
        self.sysinc = "/usr/%s/include" % self.triplet
        self.label = self.name
        # no cross glibc for the row: it builds freestanding
        self.freestanding = not row.list("libcpkg")
        self.uapi_asm = os.path.join(config.UAPI, "usr", "lib", "linux", "uapi",
                                     self.karch)

    def missing(self):
        """Why this ABI cannot be tested here, or None."""
        if not shutil.which(self.cc[0]):
            return "no %s: apt-get install %s" % (self.cc[0],
                                                  " ".join(self.row.list("ccpkg")))
        if not os.path.isdir(os.path.join(self.uapi_asm, "asm")):
            return "no kernel-header oracle in %s: %s" % (self.uapi_asm,
                                                           config.FETCH)
        if self.freestanding:
            return None
        libc = " ".join(self.row.list("libcpkg"))
        if not os.path.isdir(os.path.join(self.sysinc, "asm")):
            return "no kernel headers for glibc in %s: apt-get install %s" % (
                self.sysinc, libc)
        if not os.path.exists(os.path.join(self.sysinc, "stdio.h")):
            return "no glibc headers in %s: apt-get install %s" % (
                self.sysinc, libc)
        return None

    _gccinc = None

    def gccinc(self):
        if self._gccinc is None:
            self._gccinc = proc.run(
                self.cc + ["-print-file-name=include"], capture_output=True,
                text=True, check=True).stdout.strip()
        return self._gccinc

    def base(self):
        """Compiler with only its own freestanding headers."""
        return self.cc + ["-ffreestanding", "-nostdinc", "-isystem",
                          self.gccinc()]

    def ours(self):
        """Our installed tree, seen as this ABI sees it."""
        return self.base() + ["-I", view(self.name), "-I", stage_include()]

    def kernel_include(self):
        """The UAPI oracle's headers for this ABI: its asm/, then linux/,
        then the stand-in for the libc header <linux/if.h> includes."""
        return ["-isystem", self.uapi_asm, "-isystem",
                os.path.join(config.UAPI, "usr", "include"), "-idirafter",
                os.path.join(config.SRCDIR, "tests", "oracle", "libc")]

    def kernel(self):
        return self.base() + self.kernel_include()

    def glibc(self):
        return self.cc + ["-nostdinc", "-isystem", self.gccinc(),
                          "-isystem", self.sysinc]


def read_abis():
    rows = [Abi(r) for r in abitable().read(config.SRCDIR)]
    for r in rows:
        if [o.name for o in rows].count(r.name) > 1:
            r.label = "%s/%s" % (r.name, r.triplet)
    return rows


def stage_include():
    return config.STAGE + config.INCLUDEDIR


def view(abi):
    """A directory whose linuxabi-arch links to the staged linuxabi-ABI."""
    d = os.path.join(config.BUILDDIR, "tests", "work", "view", abi)
    link = os.path.join(d, "linuxabi-arch")
    target = os.path.join(stage_include(), "linuxabi-" + abi)
    if not os.path.islink(link) or os.readlink(link) != target:
        os.makedirs(d, exist_ok=True)
        # one name per thread: the checks of several topics run at once
        tmp = "%s.%d.%d" % (link, os.getpid(), threading.get_ident())
        os.symlink(target, tmp)
        os.replace(tmp, link)
    return d


def headers():
    d = os.path.join(stage_include(), "linuxabi")
    return sorted("linuxabi/" + h for h in os.listdir(d) if h.endswith(".h"))
