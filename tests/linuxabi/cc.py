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
