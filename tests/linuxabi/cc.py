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
        _define(line, found, funcs)
    return found, funcs


DEFINE = re.compile(r"#define (\w+)(\(([^)]*)\))?\s?(.*)")


def _define(line, found, funcs):
    """Add the #define LINE (as -dM and -dD print it) to FOUND (object-like)
    or FUNCS (function-like); False if it is none."""
    m = DEFINE.match(line)
    if not m:
        return False
    found.pop(m.group(1), None)
    funcs.pop(m.group(1), None)
    if m.group(2):
        funcs[m.group(1)] = ", ".join(p.strip()
                                      for p in m.group(3).split(","))
    else:
        found[m.group(1)] = m.group(4)
    return True


MARKER = re.compile(r'# \d+ "([^"]+)"')
CONDITIONAL = re.compile(r"^\s*#\s*(?:if|ifdef|ifndef|elif|elifdef|elifndef|"
                         r"include|include_next)\b(.*)$", re.M)
WORD = re.compile(r"\b[A-Za-z_]\w*\b")


class Segments:
    """Many independent sources preprocessed as one: each a segment of one
    TU that starts from the state a TU of its own would (DESIGN: one
    compile per ABI, not one per name).  Before each segment every macro
    that any file read tests (in #if, #ifdef, #ifndef, #elif or a computed
    #include), include guards among them, and every macro such a test
    reaches through a body, is undefined, and the predefined macros that
    a file changed are put back, so that no segment sees what an earlier
    one defined where it could matter.  Raises CompileError when the
    sources do not preprocess together (or a file has #pragma once):
    then the caller runs them one by one."""

    def __init__(self, argv, sources):
        self.argv, self.sources = argv, list(sources)
        rc, out, err = run_cc(argv, "".join(self.sources),
                              extra=["-E", "-dD"])
        if rc:
            raise CompileError(err)
        files, builtin, defined, touched = set(), {}, {}, set()
        cur = None
        for line in out.splitlines():
            m = MARKER.match(line)
            if m:
                cur = m.group(1)
                files.add(cur)
                continue
            m = re.match(r"#(define|undef) (\w+)(.*)", line)
            if not m:
                continue
            if cur in ("<built-in>", "<command-line>"):
                builtin[m.group(2)] = line
            else:
                defined[m.group(2)] = m.group(3)
                if m.group(2) in builtin:
                    touched.add(m.group(2))
        tested = set()
        for f in files:
            if f.startswith("<") or not os.path.isfile(f):
                continue
            with open(f, errors="replace") as fh:
                text = re.sub(r"\\\n", " ", fh.read())
            if re.search(r"^\s*#\s*pragma\s+once", text, re.M):
                raise CompileError("%s has #pragma once" % f)
            for m in CONDITIONAL.finditer(text):
                tested.update(WORD.findall(m.group(1)))
        reset, todo = set(), [n for n in tested if n in defined]
        while todo:
            n = todo.pop()
            if n in reset or n in builtin:
                continue
            reset.add(n)
            todo += [w for w in WORD.findall(defined[n]) if w in defined]
        self.builtin = [builtin[n] for n in builtin]
        self.prologue = "".join("#undef %s\n" % n for n in sorted(reset)) + \
            "".join("#undef %s\n%s\n" % (n, builtin[n])
                    for n in sorted(touched))

    def source(self, extra=None):
        """The one TU: segment i is a line "@@@SEG i", the prologue (in a
        segment of its own, it undefines nothing), then source i and
        EXTRA[i] (more text for it, such as @@@ lines)."""
        return "".join("@@@SEG %d\n#define LINUXABI_SEGMENT_%d\n%s%s%s"
                       % (i, i, self.prologue, s, extra[i] if extra else "")
                       for i, s in enumerate(self.sources))

    def defines(self):
        """defines() of each source, in order, from one -E -dD compile."""
        rc, out, err = run_cc(self.argv, self.source(), extra=["-E", "-dD"])
        if rc:
            raise CompileError(err)
        bfound, bfuncs = {}, {}
        for b in self.builtin:
            _define(b, bfound, bfuncs)
        found, funcs, seg = [], [], -1
        for line in out.splitlines():
            if not line.startswith("#"):
                continue
            if line.startswith("#define LINUXABI_SEGMENT_"):
                seg = int(line.split("_")[2])
                found.append(dict(bfound))
                funcs.append(dict(bfuncs))
                continue
            if seg < 0:
                continue
            if line.startswith("#undef "):
                name = line[7:].strip()
                found[seg].pop(name, None)
                funcs[seg].pop(name, None)
            elif line.startswith("#define "):
                _define(line, found[seg], funcs[seg])
        if len(found) != len(self.sources):
            raise CompileError("%d segments of %d" % (len(found),
                                                      len(self.sources)))
        return list(zip(found, funcs))


def defines_many(argv, sources):
    """Read defines() of each of SOURCES in two compiles in all
    (Segments), remembered as defines() remembers them.  Where they do
    not preprocess together nothing is read: defines() then runs each
    alone, when its caller asks, and raises its own error."""
    todo = [s for s in dict.fromkeys(sources) if (tuple(argv), s) not in _defines]
    if len(todo) > 1:
        try:
            for s, d in zip(todo, Segments(argv, todo).defines()):
                _defines[(tuple(argv), s)] = d
        except CompileError:
            pass


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
