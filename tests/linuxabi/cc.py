"""Compiling generated translation units."""

import os
import re
import tempfile

from . import config, proc


# LINUXABI_PEDANTIC: the headers do not mark themselves as system headers,
# so that every diagnostic in them shows
WARN = ["-DLINUXABI_PEDANTIC", "-Wall", "-Wextra", "-Werror", "-Wpedantic",
        "-pedantic-errors", "-Wundef"]


def run_cc(argv, source, suffix=".c", extra=()):
    """Compile SOURCE; return (returncode, stdout, stderr)."""
    with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False,
                                     dir=workdir()) as f:
        f.write(source)
        name = f.name
    try:
        p = proc.run(argv + list(extra) + [name], capture_output=True,
                     text=True)
        return p.returncode, p.stdout, p.stderr
    finally:
        os.unlink(name)


def workdir():
    d = os.path.join(config.BUILDDIR, "tests", "work")
    os.makedirs(d, exist_ok=True)
    return d


def macros(argv, source):
    """Object-like macros defined after preprocessing SOURCE: name -> body."""
    return defines(argv, source)[0]


_defines = {}


def defines(argv, source):
    """The macros defined after preprocessing SOURCE: ({name: body} of the
    object-like ones, {name: "a, b"} of the function-like ones with their
    parameter lists).  Remembered for the life of the process: the files a
    test reads do not change under it, and every header asks for the same
    <stdint.h> baseline on each ABI."""
    key = (tuple(argv), source)
    if key not in _defines:
        _defines[key] = _run_defines(argv, source)
    found, funcs = _defines[key]
    return dict(found), dict(funcs)   # the caller's to change


def _run_defines(argv, source):
    rc, out, err = run_cc(argv, source, extra=["-E", "-dM"])
    if rc:
        raise CompileError(err)
    found, funcs = {}, {}
    for line in out.splitlines():
        m = re.match(r"#define (\w+)(\(([^)]*)\))?\s?(.*)", line)
        if m and m.group(2):
            funcs[m.group(1)] = ", ".join(p.strip()
                                          for p in m.group(3).split(","))
        elif m:
            found[m.group(1)] = m.group(4)
    return found, funcs


class CompileError(Exception):
    pass


def first_lines(text, n=12):
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[:n] + (["... (%d more lines)" % (len(lines) - n)]
                        if len(lines) > n else [])


class Origins:
    """Where the names of a preprocessed source come from, read from the
    line markers of `-E -dD`: each macro's file (its last definition),
    each struct and union tag's, and each file's lines, in order."""

    def __init__(self, argv, source):
        rc, out, err = run_cc(argv, source, extra=["-E", "-dD"])
        if rc:
            raise CompileError(err)
        self.macros, self.tags, self.order, self.lines = {}, {}, {}, []
        cur = None
        for line in out.splitlines():
            m = re.match(r'# \d+ "([^"]+)"', line)
            if m:
                cur = m.group(1)
                continue
            m = re.match(r"#\s*(define|undef) (\w+)", line)
            if m and m.group(1) == "define":
                self.macros[m.group(2)] = cur
                self.order.setdefault(cur, []).append(m.group(2))
            elif m:
                self.macros.pop(m.group(2), None)
            elif not line.startswith("#"):
                self.lines.append((cur, line))
                for kind, tag in re.findall(r"\b(struct|union)\s+(\w+)\s*\{",
                                            line):
                    self.tags.setdefault(tag, cur)

    def of(self, name):
        """The file that defines NAME: a macro, "struct x", or else the
        first file that mentions it (an enumerator), or None."""
        m = re.match(r"(?:struct|union)\s+(\w+)$", name)
        if m:
            return self.tags.get(m.group(1))
        if name in self.macros:
            return self.macros[name]
        word = re.compile(r"\b%s\b" % re.escape(name))
        return next((f for f, l in self.lines if word.search(l)), None)

    def of_expr(self, expr):
        """The file of the first macro or tag in EXPR, or, where EXPR is
        one name, of() it."""
        if re.match(r"\s*\w+\s*$", expr):
            return self.of(expr.strip())
        for w in re.findall(r"(?:struct\s+|union\s+)?[A-Za-z_]\w*", expr):
            f = self.tags.get(w.split()[-1]) if " " in w else \
                self.macros.get(w)
            if f:
                return f
        return None
