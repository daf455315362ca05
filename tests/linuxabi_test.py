#!/usr/bin/env python3
"""Test tooling for linuxabi: reads the ABI table and the oracle specs,
compiles generated translation units, prints TAP.

  linuxabi_test.py oracle [ABI...]    values and layouts against the kernel
                                      (and glibc) headers of every ABI
  linuxabi_test.py standalone         every header alone, host compilers,
                                      glibc and musl, C89..C2x, C++98/17
  linuxabi_test.py names ABI HEADER   the names HEADER defines on ABI
  linuxabi_test.py syscalls           the syscall tables, offline: table
                                      form, kernel order, base + n

Environment (set by make check): srcdir, STAGE, includedir, abs_builddir,
CI (true: a missing toolchain or oracle fails instead of skipping).
"""

import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap

SRCDIR = os.environ.get("srcdir", os.path.join(os.path.dirname(__file__), ".."))
STAGE = os.environ.get("STAGE", "")
INCLUDEDIR = os.environ.get("includedir", "/usr/local/include")
BUILDDIR = os.environ.get("abs_builddir", os.getcwd())
STRICT = os.environ.get("CI") == "true" or os.environ.get("LINUXABI_STRICT") == "1"
# LINUXABI_PEDANTIC: the headers do not mark themselves as system headers,
# so that every diagnostic in them shows
WARN = ["-DLINUXABI_PEDANTIC", "-Wall", "-Wextra", "-Werror", "-Wpedantic",
        "-pedantic-errors", "-Wundef"]
JOBS = max(2, os.cpu_count() or 2)
# the kernel-header oracle: linux-libc-dev of Debian's development suite,
# unpacked by tests/fetch-uapi (sh tests/deps test)
UAPI = os.environ.get("LINUXABI_UAPI") or "/var/cache/linuxabi/uapi"
FETCH = "sh tests/fetch-uapi"


# ---------------------------------------------------------------- TAP

class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def ok(self, good, text, diag=()):
        self.n += 1
        if not good:
            self.failed += 1
        print("%s %d - %s" % ("ok" if good else "not ok", self.n, text))
        for line in diag:
            print("# " + line)
        sys.stdout.flush()

    def skip(self, text, why):
        """A missing tool: SKIP, or a failure under CI=true."""
        if STRICT:
            self.ok(False, "%s (CI=true: a skip is a failure)" % text, [why])
        else:
            self.n += 1
            print("ok %d - %s # SKIP %s" % (self.n, text, why))

    def done(self):
        print("1..%d" % self.n)
        return 1 if self.failed else 0


# ------------------------------------------------------- the ABI table

class Abi:
    def __init__(self, fields):
        self.name, self.debarch, self.karch, self.triplet, path = fields[:5]
        self.path = path.split(",")
        self.cc = fields[5:]
        self.sysinc = "/usr/%s/include" % self.triplet
        self.label = self.name
        # a clang row is freestanding: Debian 12 has no cross glibc for it
        self.freestanding = self.cc[0].startswith("clang")
        self.uapi_asm = os.path.join(UAPI, "usr", "lib", "linux", "uapi",
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
                                                           FETCH)
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
                os.path.join(UAPI, "usr", "include")]

    def kernel(self):
        return self.base() + self.kernel_include()

    def glibc(self):
        return self.cc + ["-nostdinc", "-isystem", self.gccinc(),
                          "-isystem", self.sysinc]


def read_abis():
    rows = []
    with open(os.path.join(SRCDIR, "arch", "abis")) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if line:
                rows.append(Abi(line))
    for r in rows:
        if [o.name for o in rows].count(r.name) > 1:
            r.label = "%s/%s" % (r.name, r.triplet)
    return rows


def stage_include():
    return STAGE + INCLUDEDIR


def view(abi):
    """A directory whose linuxabi-arch links to the staged linuxabi-ABI."""
    d = os.path.join(BUILDDIR, "tests", "work", "view", abi)
    link = os.path.join(d, "linuxabi-arch")
    target = os.path.join(stage_include(), "linuxabi-" + abi)
    if not os.path.islink(link) or os.readlink(link) != target:
        os.makedirs(d, exist_ok=True)
        tmp = "%s.%d" % (link, os.getpid())
        os.symlink(target, tmp)
        os.replace(tmp, link)
    return d


def headers():
    d = os.path.join(stage_include(), "linuxabi")
    return sorted("linuxabi/" + h for h in os.listdir(d) if h.endswith(".h"))


# ----------------------------------------------------------- compiling

def run_cc(argv, source, suffix=".c", extra=()):
    """Compile SOURCE; return (returncode, stdout, stderr)."""
    with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False,
                                     dir=workdir()) as f:
        f.write(source)
        name = f.name
    try:
        p = subprocess.run(argv + list(extra) + [name], capture_output=True,
                           text=True)
        return p.returncode, p.stdout, p.stderr
    finally:
        os.unlink(name)


def workdir():
    d = os.path.join(BUILDDIR, "tests", "work")
    os.makedirs(d, exist_ok=True)
    return d


def macros(argv, source):
    """Object-like macros defined after preprocessing SOURCE: name -> body."""
    rc, out, err = run_cc(argv, source, extra=["-E", "-dM"])
    if rc:
        raise CompileError(err)
    found = {}
    for line in out.splitlines():
        m = re.match(r"#define (\w+)(\(?)\s?(.*)", line)
        if m and not m.group(2):
            found[m.group(1)] = m.group(3)
    return found


class CompileError(Exception):
    pass


def first_lines(text, n=12):
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[:n] + (["... (%d more lines)" % (len(lines) - n)]
                        if len(lines) > n else [])


# -------------------------------------------------------- our headers

def guards():
    """The include guards of the installed files, and only those: a macro
    shaped like a guard but guarding nothing is a leak like any other."""
    out = set()
    top = stage_include()
    for d in os.listdir(top):
        if d == "linuxabi" or d.startswith("linuxabi-"):
            for f in os.listdir(os.path.join(top, d)):
                stem = re.sub(r"[^A-Z0-9]", "_", f[:-2].upper())
                out.add(("LINUXABI_%s_H" if d == "linuxabi" else
                         "LINUXABI_ARCH_%s_H") % stem)
    return out


INTEGER = re.compile(r"^(u?int(8|16|32|64)_t|(unsigned |signed )?(char|int))$")
PLAIN = re.compile(r"^[\s()+\-*/%<>|&^~!?:0-9a-fA-FxXuUlL]*$")


class Header:
    """What one installed header defines, as ABI's compiler sees it."""

    def __init__(self, abi, header, own=None):
        inc = "#include <%s>\n" % header
        base = macros(abi.base(), "#include <stdint.h>\n")
        mine = macros(abi.ours(), inc)
        own = guards() if own is None else own
        self.names = sorted(n for n in mine
                            if n not in base and n not in own)
        # each name's full expansion, so it can be checked without our header
        src = inc + "".join("@@@ %d %s\n" % (i, n)
                            for i, n in enumerate(self.names))
        rc, out, err = run_cc(abi.ours(), src, extra=["-E", "-P"])
        if rc:
            raise CompileError(err)
        self.values = {}
        for line in out.splitlines():
            if line.startswith("@@@ "):
                _, i, v = line.split(" ", 2)
                self.values[self.names[int(i)]] = v.strip()
        self.structs = parse_structs(out)


def parse_structs(text):
    """struct linuxabi_* definitions in preprocessed TEXT: tag -> members,
    each (name, type, array-suffix)."""
    structs = {}
    flat = re.sub(r"\s+", " ", text)
    for m in re.finditer(r"struct (linuxabi_\w+) \{(.*?)\} ?;", flat):
        members = []
        for decl in m.group(2).split(";"):
            decl = decl.strip()
            if not decl:
                continue
            f = re.match(r"(.+?)\( ?\* ?(\w+) ?\) ?\((.*)\)$", decl)
            a = re.match(r"(.+?)\b(\w+) ?((?:\[[^\]]*\] ?)*)$", decl)
            if f:
                members.append((f.group(2), "fnptr", ""))
            elif a and "{" not in decl:
                members.append((a.group(2), a.group(1).strip(),
                                a.group(3).replace(" ", "")))
            else:
                raise CompileError("cannot read member '%s' of struct %s"
                                   % (decl, m.group(1)))
        structs[m.group(1)] = members
    return structs


# ------------------------------------------------------------- specs

class Spec:
    """tests/oracle/<topic>.spec: see tests/oracle/README."""

    def __init__(self, path):
        self.path = path
        self.topic = os.path.basename(path)[:-len(".spec")]
        self.header = None
        self.kernel = []
        self.glibc = []
        self.names = []
        self.enums = []
        self.rules = []       # (kind, abis or None, negate, words, reason)
        with open(path) as f:
            for lineno, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                reason = ""
                if " -- " in line:
                    line, reason = line.split(" -- ", 1)
                m = re.match(r"(\S+?)(?:@(!?)([\w,]+))?\s+(.*)$", line)
                if not m:
                    raise ValueError("%s:%d: cannot read" % (path, lineno))
                kind, neg, abis, rest = m.groups()
                abis = abis.split(",") if abis else None
                if kind == "header":
                    self.header = rest.strip()
                elif kind == "kernel":
                    self.kernel += rest.split()
                elif kind == "glibc":
                    self.glibc += rest.split()
                elif kind == "names":
                    self.names += rest.split()
                elif kind == "enum":
                    self.enums += rest.split()
                elif kind in ("omit", "extra", "glibc-omit", "struct",
                              "member", "alias", "ref", "width", "prefix",
                              "glibc-prefix"):
                    if kind in ("omit", "glibc-omit", "extra", "width") \
                            and not reason:
                        raise ValueError("%s:%d: '%s' needs ' -- reason'"
                                         % (path, lineno, kind))
                    self.rules.append((kind, abis, neg == "!", rest.strip(),
                                       reason))
                else:
                    raise ValueError("%s:%d: unknown keyword %s"
                                     % (path, lineno, kind))

    def rules_for(self, kind, abi):
        for k, abis, neg, rest, reason in self.rules:
            if k != kind:
                continue
            if abis is not None and ((abi in abis) == neg):
                continue
            yield rest, reason

    def words(self, kind, abi):
        out = set()
        for rest, _ in self.rules_for(kind, abi):
            out.update(rest.split())
        return out

    def pairs(self, kind, abi):
        out = {}
        for rest, _ in self.rules_for(kind, abi):
            left, right = rest.split("=", 1)
            out[left.strip()] = right.strip()
        return out

    def prefixed(self, kind, abi, names):
        """{name: our name} for each of NAMES that begins with one of the
        other prefixes of a 'prefix' (or 'glibc-prefix') rule, the longest
        that matches replaced by ours."""
        out = {}
        for rest, _ in self.rules_for(kind, abi):
            mine, theirs = rest.split("=", 1)
            theirs = sorted(theirs.split(), key=len, reverse=True)
            for n in names:
                p = next((p for p in theirs if n.startswith(p)), None)
                if p:
                    out[n] = mine.strip() + n[len(p):]
        return out

    def in_topic(self, name):
        for p in self.names:
            if p.endswith("*"):
                if name.startswith(p[:-1]):
                    return True
            elif name == p:
                return True
        return False


def read_specs():
    """All specs, or those LINUXABI_TOPICS (space-separated) names."""
    d = os.path.join(SRCDIR, "tests", "oracle")
    only = os.environ.get("LINUXABI_TOPICS", "").split()
    return [Spec(os.path.join(d, f)) for f in sorted(os.listdir(d))
            if f.endswith(".spec") and (not only or f[:-5] in only)]


# ------------------------------------------------------------- oracle

SAME = """\
#define LA_SIGNED(x) _Generic((x), char: (char)-1 < 0, signed char: 1, \\
    short: 1, int: 1, long: 1, long long: 1, default: 0)
#define LA_INTEGER(x) _Generic((x), char: 1, signed char: 1, \\
    unsigned char: 1, short: 1, unsigned short: 1, int: 1, unsigned: 1, \\
    long: 1, unsigned long: 1, long long: 1, unsigned long long: 1, \\
    default: 0)
#define LA_SAME(k, o) ((k) == (o) && sizeof(k) == sizeof(o) \\
    && (((k) < 0) == ((o) < 0) || (k) == -2147483647 - 1))
#define LA_EQUAL(k, o) ((k) == (o) && (((k) < 0) == ((o) < 0) \\
    || (k) == -2147483647 - 1))
"""


def assert_line(expr, label):
    return '_Static_assert(%s, "%s");\n' % (expr, label)


def failed_asserts(err):
    """The labels of the failed _Static_asserts, in gcc's words or clang's."""
    return sorted(set(re.findall(r'static assertion failed: "([^"]*)"', err)
                      + re.findall(r"static assertion failed due to "
                                   r"requirement '.*': (.*)$", err, re.M)))


def check_topic(abi, spec):
    """Returns (good, summary, diagnostics, counts)."""
    diag = []
    counts = {"values": 0, "glibc": 0, "members": 0, "structs": 0}
    try:
        ours = Header(abi, spec.header)
    except CompileError as e:
        return False, "does not preprocess", first_lines(str(e)), counts

    # the header compiles, strictly, in C89 and C11 with this ABI's compiler
    for std in ("c89", "c11"):
        rc, _, err = run_cc(abi.ours() + WARN + ["-std=" + std, "-S", "-o",
                                                  os.devnull],
                            usage_tu(spec.header, ours,
                                     longlong=std != "c89"))
        if rc:
            diag += ["-std=%s strict compile fails:" % std] + first_lines(err)

    aliases = spec.pairs("alias", abi.name)
    kinc = "".join("#include <%s>\n" % h for h in spec.kernel)
    try:
        kern = macros(abi.kernel(), kinc)
    except CompileError as e:
        return False, "kernel headers do not preprocess", first_lines(str(e)), counts
    for n in spec.enums:
        kern[n] = n

    # kernel names that ours spell with another prefix ('prefix' rules)
    renamed = spec.prefixed("prefix", abi.name, kern)
    kname = {}
    for k, o in sorted(renamed.items()):
        if o in kname:
            diag.append("%s is both %s and %s" % (o, kname[o], k))
        kname[o] = k

    # completeness: every kernel name of the topic is ours or omitted
    omitted = spec.words("omit", abi.name)
    extra = spec.words("extra", abi.name)
    missing = sorted(n for n in kern if spec.in_topic(n)
                     and n not in ours.values and n not in omitted
                     and renamed.get(n) not in ours.values)
    newer = []
    if missing and oracle_newer():
        # completeness holds at the recorded version; what a newer oracle
        # adds is listed, for the next release, and does not fail
        newer, missing = missing, []
    if missing:
        diag.append("kernel names missing here (add, or 'omit' with a reason): "
                    + " ".join(missing))
    stale = sorted(n for n in omitted if n in ours.values)
    if stale:
        diag.append("names both defined and omitted: " + " ".join(stale))

    body = [SAME]
    for n in ours.names:
        v = ours.values[n]
        if not PLAIN.match(v):
            diag.append("%s is not a plain integer constant: %s" % (n, v))
            continue
        if n in aliases:
            k = aliases[n]
        elif n in kern:
            k = n
        elif n in kname:
            k = kname[n]
        elif n in extra:
            continue
        else:
            diag.append("%s is not defined by the kernel headers on %s "
                        "('alias' or 'extra' it in %s)" % (n, abi.name,
                                                           spec.path))
            continue
        same = "LA_EQUAL" if n in spec.words("width", abi.name) else "LA_SAME"
        body.append(assert_line("%s(%s, (%s))" % (same, k, v), "value " + n))
        counts["values"] += 1

    # structures: ours first (its macros then undefined), the kernel's after
    members = spec.pairs("member", abi.name)
    kstruct = spec.pairs("struct", abi.name)
    refs = ""
    for rest, _ in spec.rules_for("ref", abi.name):
        tag, decl = rest.split(None, 1)
        refs += "struct la_ref_%s %s;\n" % (tag, decl)
        kstruct[tag] = "struct la_ref_" + tag
    for tag, mem in sorted(ours.structs.items()):
        if tag not in kstruct:
            diag.append("struct %s has no 'struct' line in %s"
                        % (tag, spec.path))
            continue
        k = kstruct[tag]
        counts["structs"] += 1
        body.append(assert_line("sizeof(struct %s) == sizeof(%s)" % (tag, k),
                                "size " + tag))
        body.append(assert_line("_Alignof(struct %s) == _Alignof(%s)"
                                % (tag, k), "align " + tag))
        for name, mtype, array in mem:
            if name.startswith("__pad"):
                continue
            km = members.get("%s.%s" % (tag, name), name)
            body.append(assert_line(
                "__builtin_offsetof(struct %s, %s) == __builtin_offsetof(%s, %s)"
                % (tag, name, k, km), "offset %s.%s" % (tag, name)))
            body.append(assert_line(
                "sizeof(((struct %s *)0)->%s) == sizeof(((%s *)0)->%s)"
                % (tag, name, k, km), "member size %s.%s" % (tag, name)))
            if INTEGER.match(mtype) and not array:
                # an integer member has the signedness of the kernel's,
                # where the kernel's is an integer too
                kexpr = "((%s *)0)->%s" % (k, km)
                body.append(assert_line(
                    "!LA_INTEGER(%s) || LA_SIGNED(%s) == LA_SIGNED(((struct "
                    "%s *)0)->%s)" % (kexpr, kexpr, tag, name),
                    "member sign %s.%s" % (tag, name)))
            counts["members"] += 1
    src = ("#include <%s>\n" % spec.header
           + "".join("#undef %s\n" % n for n in ours.names)
           + kinc + refs + "".join(body))
    rc, _, err = run_cc(abi.ours() + abi.kernel_include() + ["-std=gnu11",
                                       "-w", "-S", "-o", os.devnull], src)
    if rc:
        bad = failed_asserts(err)
        diag += (["kernel mismatch: " + b for b in bad] if bad
                 else ["oracle TU fails:"] + first_lines(err))

    # glibc, a second oracle, wherever it defines the same name: as most
    # programs see it, and with the 64-bit off_t and time_t of 32-bit ABIs
    for extra in ("", "#define _FILE_OFFSET_BITS 64\n#define _TIME_BITS 64\n"):
        if not spec.glibc or abi.freestanding:
            break
        mode = " (_FILE_OFFSET_BITS=64)" if extra else ""
        ginc = "#define _GNU_SOURCE 1\n" + extra + "".join(
            "#include <%s>\n" % h for h in spec.glibc)
        try:
            g = macros(abi.glibc(), ginc)
        except CompileError as e:
            diag += ["glibc%s headers do not preprocess:" % mode] + \
                first_lines(str(e))
            continue
        gomit = spec.words("glibc-omit", abi.name)
        gname = dict((o, n) for n, o in
                     spec.prefixed("glibc-prefix", abi.name, g).items())
        body = [SAME]
        for n in ours.names:
            gn = n if n in g else gname.get(n)
            if gn and n not in gomit and gn not in gomit \
                    and PLAIN.match(ours.values[n]):
                body.append(assert_line("LA_EQUAL(%s, (%s))"
                                        % (gn, ours.values[n]), "glibc " + n))
                counts["glibc"] += 1
        rc, _, err = run_cc(abi.glibc() + ["-std=gnu11", "-w", "-S", "-o",
                                            os.devnull], ginc + "".join(body))
        if rc:
            bad = failed_asserts(err)
            diag += (["glibc%s mismatch: %s" % (mode, b) for b in bad] if bad
                     else ["glibc%s TU fails:" % mode] + first_lines(err))

    summary = "%d values, %d glibc values, %d structs, %d members" % (
        counts["values"], counts["glibc"], counts["structs"],
        counts["members"])
    notes = []
    if newer:
        summary += "; Linux %s adds %d names (listed)" % (
            oracle_version()[0], len(newer))
        notes.append("only in Linux %s, for the next release: %s"
                     % (oracle_version()[0], " ".join(newer)))
    return not diag, summary, diag + notes, counts


# ------------------------------------------------- the oracle's version

def recorded_version():
    """The UAPI the headers are complete for (tests/oracle/uapi-version)."""
    with open(os.path.join(SRCDIR, "tests", "oracle", "uapi-version")) as f:
        return tuple(int(x) for x in f.read().split(".")[:2])


_oracle = []


def oracle_version():
    """("7.2.13", (7, 2)) of the unpacked oracle, or (None, None)."""
    if not _oracle:
        path = os.path.join(UAPI, "usr", "include", "linux", "version.h")
        v = {}
        try:
            with open(path) as f:
                for m in re.finditer(r"#define LINUX_VERSION_(MAJOR|PATCHLEVEL"
                                     r"|SUBLEVEL) (\d+)", f.read()):
                    v[m.group(1)] = int(m.group(2))
            _oracle.append(("%d.%d.%d" % (v["MAJOR"], v["PATCHLEVEL"],
                                          v.get("SUBLEVEL", 0)),
                            (v["MAJOR"], v["PATCHLEVEL"])))
        except (OSError, KeyError):
            _oracle.append((None, None))
    return _oracle[0]


def oracle_newer():
    return oracle_version()[1] > recorded_version()


# an integer constant of type long long: 2^32 and above where long has 32
# bits (DESIGN 4), which C89 has no type for
LONGLONG = re.compile(r"\b(0[xX][0-9a-fA-F]+|\d+)([uU]?(ll|LL)|(ll|LL)[uU])\b")


def usage_tu(header, ours, longlong=True):
    """A TU that includes HEADER twice and uses every name it defines in a
    constant expression and in #if, and every struct.  Without LONGLONG
    (C89), names whose value is a long long constant are left out: with a
    32-bit long no C89 form of their value exists; they are used in the
    C11 TU, and with a 64-bit long they are plain unsigned long constants
    and used here too."""
    out = ["#include <%s>\n#include <%s>\n" % (header, header)]
    for n in ours.names:
        if not PLAIN.match(ours.values.get(n, "")):
            continue
        if not longlong and LONGLONG.search(ours.values[n]):
            continue
        out.append("#if (%s) != (%s)\n#error %s\n#endif\n" % (n, n, n))
        out.append("typedef char linuxabi_use_%s[(%s) == (%s) ? 1 : -1];\n"
                   % (n, n, n))
    for tag in sorted(ours.structs):
        out.append("typedef char linuxabi_size_%s[sizeof(struct %s) ? 1 : -1];\n"
                   % (tag, tag))
    out.append("extern int linuxabi_test_declaration;\n")
    return "".join(out)


def cmd_oracle(args):
    tap = Tap()
    abis = [a for a in read_abis() if not args or a.name in args]
    specs = read_specs()
    todo = []
    full, have = oracle_version()
    want = "%d.%d" % recorded_version()
    if have is None:
        tap.skip("the kernel-header oracle", "no UAPI in %s: %s" % (UAPI, FETCH))
        return tap.done()
    tap.ok(have >= recorded_version(), "the oracle is Linux %s's UAPI (%s), "
           "the headers are complete for Linux %s%s" % (
               full, UAPI, want, "" if have <= recorded_version() else
               ": names only the newer oracle has are listed, not failed"),
           [] if have >= recorded_version() else
           ["an older oracle than the recorded version: %s" % FETCH])
    for abi in abis:
        why = abi.missing()
        if why:
            tap.skip(abi.label + ": every topic", why)
            continue
        for spec in specs:
            todo.append((abi, spec))
    totals = {}
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        futures = [(a, s, pool.submit(check_topic, a, s)) for a, s in todo]
        for abi, spec, fut in futures:
            good, summary, diag, counts = fut.result()
            t = totals.setdefault(abi.label, {"values": 0, "glibc": 0,
                                              "members": 0, "structs": 0,
                                              "bad": 0})
            for k in counts:
                t[k] += counts[k]
            t["bad"] += 0 if good else len(diag)
            tap.ok(good, "%s %s: %s" % (abi.label, spec.topic, summary), diag)
    free = set(a.label for a in abis if a.freestanding)
    for label, t in totals.items():
        tap.ok(t["bad"] == 0, "%s: %d values compared with the kernel, %d with "
               "glibc (as is and with _FILE_OFFSET_BITS=64)%s, %d structs, "
               "%d struct members, %d mismatches or problems"
               % (label, t["values"], t["glibc"],
                  " (no cross glibc: a freestanding clang row)"
                  if label in free else "", t["structs"], t["members"],
                  t["bad"]))
    return tap.done()


# --------------------------------------------------------- standalone

def host_compilers():
    """(label, argv, missing-reason) for the host matrix."""
    gccinc = subprocess.run(["gcc", "-print-file-name=include"],
                            capture_output=True, text=True).stdout.strip()
    clanginc = ""
    if shutil.which("clang"):
        clanginc = subprocess.run(["clang", "-print-resource-dir"],
                                  capture_output=True,
                                  text=True).stdout.strip() + "/include"
    musl = "/usr/include/x86_64-linux-musl"
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
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        futs = [(label, h, pool.submit(run_cc, argv, src))
                for label, h, argv, src in jobs]
        for label, h, fut in futs:
            rc, _, err = fut.result()
            tap.ok(rc == 0, "%s: %s (%d names)" % (label, h,
                                                  len(info[h].names)),
                   first_lines(err))
    return tap.done()


# --------------------------------------------------------- coexistence

# libc headers that share names or types with ours; a pair is tested when
# they define a name in common, or when listed here
LIBC_HEADERS = ["errno.h", "fcntl.h", "sys/stat.h", "signal.h", "sys/mman.h",
                "sys/mount.h", "sys/file.h", "unistd.h", "sys/syscall.h",
                "asm/unistd.h"]
LIBC_PAIRS = {"errno": ["errno.h"],
              "fcntl": ["fcntl.h", "sys/file.h", "sys/stat.h", "unistd.h"],
              "signal": ["signal.h"], "mman": ["sys/mman.h"],
              "mount": ["sys/mount.h"], "mountflags": ["sys/mount.h"],
              "syscall": ["sys/syscall.h", "unistd.h", "asm/unistd.h"]}


def read_expect():
    """tests/coexist.expect: cells that cannot pass, with the reason."""
    expect = {}
    with open(os.path.join(SRCDIR, "tests", "coexist.expect")) as f:
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
    musl = "/usr/include/x86_64-linux-musl"
    gccinc = subprocess.run(["gcc", "-print-file-name=include"],
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
            libc_names = {}
            for lh in LIBC_HEADERS:
                libc_names[lh] = macros(base, "#include <%s>\n" % lh)
            for h in sorted(ours):
                topic = h[len("linuxabi/"):-2]
                for lh in LIBC_HEADERS:
                    common = sorted(set(ours[h].names) & set(libc_names[lh]))
                    if not common and lh not in LIBC_PAIRS.get(topic, []):
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
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
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
    with open(os.path.join(SRCDIR, "README")) as f:
        rows = [l for l in f if l.startswith("| ")]
    undocumented = [" ".join(k) for k in sorted(expect) if not any(
        "`%s`" % k[2] in r and "`%s`" % k[3] in r and k[0] in r and
        (k[1] == "*" or k[1] in r) for r in rows)]
    tap.ok(not undocumented, "the README lists every cell that cannot pass "
           "(linuxabi(7) is generated from the same list)", undocumented)
    return tap.done()


# ----------------------------------------------- manifest and namespace

MANIFEST = os.path.join(SRCDIR, "manifest")
# what the manifest pins of each kind of name, per group of ABIs
ATTR = {"macro": "value", "struct": "layout", "member": "layout"}


def declarations(abi, header):
    """What HEADER declares beyond <stdint.h>: (tags, leaks), where leaks are
    typedefs, enumerators and other file-scope declarations."""
    rc, std, err = run_cc(abi.ours(), "#include <stdint.h>\n",
                          extra=["-E", "-P"])
    rc2, out, err2 = run_cc(abi.ours(), "#include <%s>\n" % header,
                            extra=["-E", "-P"])
    if rc or rc2:
        raise CompileError(err + err2)
    known = set(l.strip() for l in std.splitlines())
    text = " ".join(l for l in out.splitlines() if l.strip() not in known)
    tags = set(re.findall(r"\b(?:struct|union) (\w+) ?\{", text))
    leaks = []
    # a file-scope statement other than a tag definition is a leak
    depth, stmt = 0, ""
    for ch in text:
        stmt += ch
        depth += ch == "{"
        depth -= ch == "}"
        if ch == ";" and depth == 0:
            st = re.sub(r"\s+", " ", stmt).strip()
            if not re.match(r"^(struct|union) linuxabi_\w+ ?\{.*\} ?;$", st):
                leaks.append(st)
            stmt = ""
    if stmt.strip():
        leaks.append(stmt.strip())
    return tags, leaks


def layouts(abi, header, structs, values=None):
    """{tag: (size, align)}, {tag.member: (offset, size)}, {macro: value}
    on ABI: what the compiler makes of them, read back from its assembly.
    VALUES, {name: expansion}, are the macros whose integer values to read."""
    lines = ["#include <%s>" % header, "void linuxabi_layout(void) {"]
    # in an .ascii string, which clang's integrated assembler accepts too
    emit = ('__asm__ volatile (".ascii \\"@@LA %s %%0 %%1\\"" :: "i"(%s), '
            '"i"(%s));')
    # a value as its sign and two 32-bit halves: every target's assembler
    # takes 32-bit immediates
    vemit = ('__asm__ volatile (".ascii \\"@@LV %s %%0 %%1 %%2\\"" :: '
             '"i"((%s) < 0), '
             '"i"((unsigned)((unsigned long long)(%s) >> 32)), '
             '"i"((unsigned)((unsigned long long)(%s) & 0xffffffffU)));')
    for n, v in sorted((values or {}).items()):
        if PLAIN.match(v):
            lines.append(vemit % (n, v, v, v))
    for tag, members in sorted(structs.items()):
        lines.append(emit % (tag, "sizeof(struct %s)" % tag,
                             "_Alignof(struct %s)" % tag))
        for m, _, _ in members:
            lines.append(emit % ("%s.%s" % (tag, m),
                                 "__builtin_offsetof(struct %s, %s)" % (tag, m),
                                 "sizeof(((struct %s *)0)->%s)" % (tag, m)))
    lines.append("}")
    rc, out, err = run_cc(abi.ours() + ["-std=gnu11", "-S", "-o", "-"],
                          "\n".join(lines) + "\n")
    if rc:
        raise CompileError(err)
    sizes, offsets, vals = {}, {}, {}
    for m in re.finditer(r"@@LA (\S+) [$#]?(\d+) [$#]?(\d+)", out):
        key, a, b = m.group(1), int(m.group(2)), int(m.group(3))
        (offsets if "." in key else sizes)[key] = (a, b)
    num = r"[$#]?(-?(?:0[xX][0-9a-fA-F]+|\d+))"
    for m in re.finditer(r"@@LV (\S+) %s %s %s" % (num, num, num), out):
        neg, hi, lo = (int(x, 0) & 0xffffffff for x in m.group(2, 3, 4))
        v = hi << 32 | lo
        vals[m.group(1)] = v - (1 << 64) if neg else v
    return sizes, offsets, vals


def inventory(abi):
    """Every name of every header on ABI: {(header, kind, name): layout}."""
    inv, leaks = {}, []
    for h in headers():
        hd = Header(abi, h)
        tags, lk = declarations(abi, h)
        leaks += ["%s: %s" % (h, l) for l in lk]
        sizes, offsets, vals = layouts(abi, h, hd.structs, hd.values)
        for n in hd.names:
            # a macro's "layout" is its value (none for a non-integer one)
            inv[(h, "macro", n)] = str(vals[n]) if n in vals else ""
        for tag in sorted(tags):
            inv[(h, "struct", tag)] = "%d:%d" % sizes.get(tag, (0, 0))
            for m, _, _ in hd.structs.get(tag, []):
                key = "%s.%s" % (tag, m)
                inv[(h, "member", key)] = "%d:%d" % offsets.get(key, (0, 0))
    return inv, leaks


def abiset(names, universe):
    names = sorted(set(names))
    if names == sorted(universe):
        return "*"
    rest = sorted(set(universe) - set(names))
    if len(rest) < len(names):
        return "-" + ",".join(rest)
    return ",".join(names)


def parse_abiset(text, universe):
    if text == "*":
        return set(universe)
    if text.startswith("-"):
        return set(universe) - set(text[1:].split(","))
    return set(text.split(","))


def layout_text(by_abi, universe):
    groups = {}
    for a, v in by_abi.items():
        groups.setdefault(v, []).append(a)
    return ";".join("%s@%s" % (v, abiset(groups[v], universe))
                    for v in sorted(groups, key=lambda v: sorted(groups[v])))


def parse_layout(text, universe):
    out = {}
    for group in filter(None, text.split(";")):
        v, abis = group.split("@")
        for a in parse_abiset(abis, universe):
            out[a] = v
    return out


def current_state():
    """{(header, kind, name): {abi: layout}} over every ABI, and problems."""
    rows = [a for a in read_abis()]
    missing = [(a, a.missing()) for a in rows if a.missing()]
    state, problems = {}, []
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        futs = [(a, pool.submit(inventory, a)) for a in rows
                if not a.missing()]
        for a, fut in futs:
            inv, leaks = fut.result()
            problems += ["%s: namespace leak: %s" % (a.label, l)
                         for l in leaks]
            for key, lay in inv.items():
                prev = state.setdefault(key, {}).get(a.name)
                if prev is not None and prev != lay:
                    problems.append("%s: %s differs between the rows of %s"
                                    % (key[2], lay, a.name))
                state[key][a.name] = lay
    # a name absent on one row of an ABI but present on another
    return state, problems, missing


def manifest_universe(default):
    """The ABIs the manifest's "*" and "-a,b" sets were written against (its
    '# universe:' line): a new ABI must not join a recorded set unseen."""
    if os.path.exists(MANIFEST):
        with open(MANIFEST) as f:
            for line in f:
                if line.startswith("# universe:"):
                    return sorted(line.split(":", 1)[1].split())
    return default


def read_manifest():
    entries = {}
    if not os.path.exists(MANIFEST):
        return entries
    with open(MANIFEST) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            w = line.split()
            h, kind, name, abis = w[:4]
            attrs = dict(x.split("=", 1) for x in w[4:])
            entries[(h, kind, name)] = dict(attrs, abis=abis)
    return entries


def write_manifest(entries, universe):
    width = max([len(k[2]) for k in entries] + [20])
    with open(MANIFEST, "w") as f:
        f.write(MANIFEST_HEAD)
        f.write("# universe: %s\n" % " ".join(universe))
        for key in sorted(entries, key=lambda k: (k[0], k[1] != "macro",
                                                 k[2])):
            e = entries[key]
            attrs = " ".join("%s=%s" % (k, e[k]) for k in ("since", "added",
                                                           "value", "layout")
                             if k in e)
            f.write("%-22s %-6s %-*s %s %s\n" % (key[0], key[1], width,
                                                 key[2], e["abis"], attrs))


MANIFEST_HEAD = """\
# The linuxabi manifest: every name each header defines, on which ABIs,
# since which kernel (since=, per group of ABIs where they differ) and
# which linuxabi release (added=); for
# macros their integer value, for structs size:alignment and for members
# offset:size, per group of ABIs (value@ABIs;...).
# Append-only: make check fails when a recorded name is gone, its value
# changed or its layout moved, and when a header defines a name not
# recorded here.  `make update-manifest` records deliberate additions
# (since=? until you fill in the kernel).
# ABIs: * all, a,b only these, -a,b all but these, of the universe below.
"""


def news_sections():
    """{release: set of words} from NEWS's '* ... release X' sections."""
    out, cur = {}, None
    with open(os.path.join(SRCDIR, "NEWS")) as f:
        for line in f:
            m = re.match(r"\* .*release (\S+)", line)
            if m:
                cur = out.setdefault(m.group(1), set())
            elif cur is not None:
                cur.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", line))
    return out


def cmd_news(args):
    """The names a release adds, by header, for NEWS."""
    by_header = {}
    for key, e in sorted(read_manifest().items()):
        if key[1] != "member" and e["added"] == args[0]:
            by_header.setdefault(key[0], []).append(
                ("struct " if key[1] == "struct" else "") + key[2])
    for h, names in sorted(by_header.items()):
        print("<%s> (%d):" % (h, len(names)))
        print(textwrap.fill(" ".join(names), 76, initial_indent="  ",
                            subsequent_indent="  ", break_on_hyphens=False))
    return 0


def cmd_manifest(args):
    """check (TAP) or update the manifest."""
    universe = sorted(set(a.name for a in read_abis()))
    recorded = manifest_universe(universe)
    state, problems, missing = current_state()
    entries = read_manifest()
    if args and args[0] == "update":
        version = args[1] if len(args) > 1 else "?"
        # every recorded set, from the universe it was written against to
        # today's: an ABI added since is in no recorded set until it is seen
        for e in entries.values():
            e["abis"] = abiset(parse_abiset(e["abis"], recorded), universe)
            for attr in ("value", "layout"):
                if attr in e:
                    e[attr] = layout_text(parse_layout(e[attr], recorded),
                                          universe)
        for key, by_abi in state.items():
            e = entries.get(key)
            if e is None:
                e = entries[key] = {"since": "?", "added": version,
                                    "abis": abiset(by_abi, universe)}
            else:
                e["abis"] = abiset(set(by_abi) | parse_abiset(e["abis"],
                                                              universe),
                                   universe)
            attr = ATTR[key[1]]
            by_abi = {a: v for a, v in by_abi.items() if v != ""}
            if not by_abi:
                continue
            old = parse_layout(e.get(attr, ""), universe)
            if any(old.get(a, v) != v for a, v in by_abi.items()):
                problems.append("%s %s changed: recorded %s=%s, now %s; the "
                                "manifest keeps the record" % (
                                    key[1], key[2], attr, e[attr],
                                    layout_text(by_abi, universe)))
                continue
            old.update(by_abi)
            e[attr] = layout_text(old, universe)
        write_manifest(entries, universe)
        for p in problems:
            print(p)
        print("manifest: %d entries" % len(entries))
        return 1 if problems else 0

    tap = Tap()
    for a, why in missing:
        tap.skip(a.label + ": manifest", why)
    tested = set(universe) - set(a.name for a, _ in missing)
    gone, moved, unrecorded, unknown, unpinned = [], [], [], [], []
    for key, e in sorted(entries.items()):
        want = parse_abiset(e["abis"], recorded) & tested
        have = set(state.get(key, {}))
        if want - have:
            gone.append("%s %s %s on %s" % (key + (abiset(want - have,
                                                          universe),)))
        if key in state:
            attr = ATTR[key[1]]
            old = parse_layout(e.get(attr, ""), recorded)
            now = {a: v for a, v in state[key].items() if v != ""}
            diff = sorted(a for a, v in now.items()
                          if a in old and old[a] != v)
            if diff:
                moved.append("%s %s on %s: recorded %s=%s, now %s" % (
                    key[1], key[2], ",".join(diff), attr, e[attr],
                    layout_text(now, universe)))
            if set(now) - set(old):
                unpinned.append("%s %s on %s" % (key[1], key[2], abiset(
                    set(now) - set(old), universe)))
        if e.get("since", "?") == "?":
            unknown.append(key[2])
    for key, by_abi in sorted(state.items()):
        rec = entries.get(key)
        extra = set(by_abi) - (parse_abiset(rec["abis"], recorded)
                               if rec else set())
        if extra:
            unrecorded.append("%s %s %s on %s" % (key[0], key[1], key[2],
                                                abiset(extra, universe)))
    news = news_sections()
    unlisted = sorted("%s (%s)" % (key[2], e["added"])
                      for key, e in entries.items() if key[1] != "member"
                      and key[2] not in news.get(e["added"], set()))
    n = len(entries)
    tap.ok(not unlisted, "NEWS lists every name under the release that "
           "added it (linuxabi_test.py news VERSION prints the list)",
           unlisted[:40])
    tap.ok(not gone, "every one of %d recorded names is still defined" % n,
           gone[:40])
    tap.ok(not moved, "no recorded value changed, and no struct or member "
           "changed size or offset", moved[:40])
    tap.ok(not unpinned, "every integer value, size and offset is recorded "
           "for every ABI (make update-manifest)", unpinned[:40])
    tap.ok(not unrecorded, "every name the headers define is recorded "
           "(make update-manifest)", unrecorded[:40])
    tap.ok(not unknown, "every recorded name has its kernel version",
           unknown[:40])
    tap.ok(not problems, "headers declare only struct linuxabi_* tags and "
           "define only macros: no typedefs, enumerators or objects",
           problems[:40])
    return tap.done()


# ---------------------------------------------------------- include cost

def cc1_instructions(argv_cc1, path):
    """Instructions cc1 executes on PATH, counted by callgrind."""
    p = subprocess.run(["valgrind", "--tool=callgrind",
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
    cc1 = subprocess.run(["gcc", "-print-prog-name=cc1"], capture_output=True,
                         text=True).stdout.strip()
    musl = "/usr/include/x86_64-linux-musl"
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
    libc_all = sorted(set(h for sp in specs.values() for h in sp.glibc))
    rows = [(t, {"linuxabi": [specs[t].header], "kernel": specs[t].kernel,
                 "glibc": specs[t].glibc, "musl": specs[t].glibc})
            for t in sorted(specs)]
    rows.append(("all", {"linuxabi": [sp.header for sp in specs.values()],
                         "kernel": sorted(set(h for sp in specs.values()
                                              for h in sp.kernel)),
                         "glibc": libc_all, "musl": libc_all}))

    def measure(flavour, hdrs, pre=()):
        flags = ["-std=gnu11"] + flavours[flavour]
        src = "".join("#include <%s>\n" % h for h in list(pre) + hdrs) + \
            "int linuxabi_bench;\n"
        with tempfile.NamedTemporaryFile("w", suffix=".c", delete=False,
                                         dir=workdir()) as f:
            f.write(src)
            path = f.name
        try:
            out = subprocess.run(["gcc", "-E", "-P"] + flags + [path],
                                 capture_output=True, text=True)
            if out.returncode:
                raise CompileError(out.stderr)
            nmac = len(macros(["gcc"] + flags, src))
            ins = cc1_instructions([cc1] + flags, path)
            return len(out.stdout.encode()), nmac, ins
        finally:
            os.unlink(path)

    jobs = {}
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
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
                cells.append("{:,}".format(res[key][idx] - res[base][idx]))
            print("| %s | %s | %s |" % (topic if i == 0 else "", what,
                                        " | ".join(cells)))
        for s_ in ("", "s"):
            add = {fl: res[(topic, fl) + ((s_,) if s_ else ())][2]
                   - res[("", fl) + ((s_,) if s_ else ())][2]
                   for fl in ("linuxabi", "kernel")}
            if add["linuxabi"] >= add["kernel"]:
                worse.append("%s%s" % (topic, " over <stdint.h>" if s_ else ""))
    print()
    print("Kernel counterparts: " + "; ".join(
        "%s: %s" % (t, " ".join(c["kernel"])) for t, c in rows))
    print("An empty translation unit costs cc1 %s instructions; one with "
          "<stdint.h> %s (glibc)." % ("{:,}".format(res[("", "glibc")][2]),
                                     "{:,}".format(res[("", "glibc", "s")][2])))
    print("linuxabi costs more than the kernel's headers: %s."
          % (", ".join(worse) or "nowhere"))
    return 0


# ------------------------------------------------------ syscall tables

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
        path = os.path.join(SRCDIR, "arch", d, "linuxabi-arch", "syscall.h")
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
    return os.path.relpath(path, SRCDIR), rows, bad


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


def cmd_names(args):
    abi = [a for a in read_abis() if a.name == args[0]][0]
    h = Header(abi, args[1])
    for n in h.names:
        print("%s %s" % (n, h.values[n]))
    for tag, mem in sorted(h.structs.items()):
        print("struct %s: %s" % (tag, " ".join(m[0] for m in mem)))
    return 0


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    return {"oracle": cmd_oracle, "standalone": cmd_standalone,
            "coexist": cmd_coexist, "manifest": cmd_manifest,
            "bench": cmd_bench, "news": cmd_news,
            "names": cmd_names, "syscalls": cmd_syscalls}[cmd](args)


if __name__ == "__main__":
    sys.exit(main())
