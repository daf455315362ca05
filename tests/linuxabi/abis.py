"""The ABI table (arch/abis), and the staged tree as each ABI sees it."""

import os
import shutil
import subprocess
import threading

from . import config


class Abi:
    def __init__(self, fields):
        self.name, self.debarch, self.karch, self.triplet, path = fields[:5]
        self.path = path.split(",")
        self.cc = fields[5:]
        self.sysinc = "/usr/%s/include" % self.triplet
        self.label = self.name
        # a clang row is freestanding: Debian 12 has no cross glibc for it
        self.freestanding = self.cc[0].startswith("clang")
        self.uapi_asm = os.path.join(config.UAPI, "usr", "lib", "linux", "uapi",
                                     self.karch)

    def cc_package(self):
        if self.freestanding:
            return self.cc[0]
        return "gcc" if self.cc[0] == "x86_64-linux-gnu-gcc" else \
            "gcc-" + self.cc[0][:-len("-gcc")].replace("_", "-")

    def kernel_package(self):
        return "linux-libc-dev-%s-cross" % self.debarch

    def libc_package(self):
        if self.debarch == "alpha":
            return "libc6.1-dev-alpha-cross"
        return "libc6-dev-%s-cross" % self.debarch

    def missing(self):
        """Why this ABI cannot be tested here, or None."""
        if not shutil.which(self.cc[0]):
            return "no %s: apt-get install %s" % (self.cc[0], self.cc_package())
        if not os.path.isdir(os.path.join(self.uapi_asm, "asm")):
            return "no kernel-header oracle in %s: %s" % (self.uapi_asm,
                                                           config.FETCH)
        if self.freestanding:
            return None
        if not os.path.isdir(os.path.join(self.sysinc, "asm")):
            return "no kernel headers for glibc in %s: apt-get install %s" % (
                self.sysinc, self.kernel_package())
        if not os.path.exists(os.path.join(self.sysinc, "stdio.h")):
            return "no glibc headers in %s: apt-get install %s" % (
                self.sysinc, self.libc_package())
        return None

    _gccinc = None

    def gccinc(self):
        if self._gccinc is None:
            self._gccinc = subprocess.run(
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
        """The UAPI oracle's headers for this ABI: its asm/, then linux/."""
        return ["-isystem", self.uapi_asm, "-isystem",
                os.path.join(config.UAPI, "usr", "include")]

    def kernel(self):
        return self.base() + self.kernel_include()

    def glibc(self):
        return self.cc + ["-nostdinc", "-isystem", self.gccinc(),
                          "-isystem", self.sysinc]


def read_abis():
    rows = []
    with open(os.path.join(config.SRCDIR, "arch", "abis")) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                rows.append(Abi(line))
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
