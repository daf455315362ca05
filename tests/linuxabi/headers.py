"""What one of our installed headers defines: its macros, their
expansions, its structs."""

import hashlib
import os
import pickle
import re
import shutil

from .abis import headers, read_abis, stage_include
from .cc import CompileError, Segments, defines, run_cc, workdir


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
# what an ioctl request number built with LINUXABI_IOR() and the like adds
# to PLAIN: character constants ('R'), sizeof (type-name) and the casts
# (unsigned int) of alpha's
CHARCONST = re.compile(r"'(?:[^'\\\n]|\\(?:[0-7]{1,3}|x[0-9a-fA-F]+|.))'")
TYPENAME = (r"(?:(?:unsigned|signed|char|short|int|long|void|"
            r"u?int(?:8|16|32|64)_t|struct \w+)\s*)+(?:\*\s*)*"
            r"(?:\[\s*\d+\s*\]\s*)*")
SIZEOF = re.compile(r"\bsizeof\s*\(\s*%s\)" % TYPENAME)
CAST = re.compile(r"\(\s*unsigned(?: int)?\s*\)")


def constant(value):
    """Whether an expansion is an integer constant expression the tests can
    check: PLAIN, or PLAIN once sizeof (type), character constants and
    (unsigned int) casts are taken out."""
    if PLAIN.match(value):
        return True
    rest = SIZEOF.sub("0", CHARCONST.sub("0", CAST.sub("", value)))
    return bool(PLAIN.match(rest))


def in_if(value):
    """Whether an expansion is also usable in #if: no sizeof, no cast (the
    kernel's ioctl numbers are not usable there either)."""
    return bool(PLAIN.match(CHARCONST.sub("0", value)))


class Header:
    """What one installed header defines, as ABI's compiler sees it.  READ:
    what read_headers() found of it in one compile of all headers, ((its
    macros, its function-like ones), its expansion with the @@@ lines of
    its names), or None: read it alone here."""

    def __init__(self, abi, header, own=None, read=None):
        inc = "#include <%s>\n" % header
        base, fbase = defines(abi.base(), "#include <stdint.h>\n")
        mine, fmine = read[0] if read else defines(abi.ours(), inc)
        own = guards() if own is None else own
        self.names = sorted(n for n in mine
                            if n not in base and n not in own)
        # function-like macros: {name: parameter list} (LINUXABI_IOR())
        self.functions = dict((n, p) for n, p in fmine.items()
                              if n not in fbase)
        if read:
            out = read[1]
        else:
            # each name's full expansion, so it can be checked without
            # our header
            rc, out, err = run_cc(abi.ours(), inc + expansions(self.names),
                                  extra=["-E", "-P"])
            if rc:
                raise CompileError(err)
        # the preprocessed header, for the manifest's declarations
        self.text = "\n".join(l for l in out.splitlines()
                              if not l.startswith("@@@ "))
        self.values = {}
        for line in out.splitlines():
            if line.startswith("@@@ "):
                _, i, v = line.split(" ", 2)
                self.values[self.names[int(i)]] = v.strip()
        self.structs = parse_structs(out)


def expansions(names):
    """Lines that expand to "@@@ i value" for each of NAMES."""
    return "".join("@@@ %d %s\n" % (i, n) for i, n in enumerate(names))


_read = {}


def read_headers(abi, hdrs=None):
    """{header: Header} of HDRS (all staged headers if None) on ABI, read in
    a few compiles for all of them (cc.Segments), remembered for the life
    of the process.  Where the headers do not preprocess together, each is
    read alone; the first that fails alone raises its CompileError."""
    hdrs = headers() if hdrs is None else list(hdrs)
    done = _read.setdefault(tuple(abi.ours()), {})
    todo = sorted(h for h in hdrs if h not in done)
    if len(todo) > 1:
        path = _saved(abi, todo)
        try:
            with open(path, "rb") as f:
                done.update(pickle.load(f))
        except (OSError, EOFError, pickle.PickleError):
            try:
                together = _read_together(abi, todo)
            except CompileError:
                together = {}
            if together:
                done.update(together)
                _save(path, together)
    return dict((h, header_of(abi, h)) for h in hdrs)


def _saved(abi, hdrs):
    """Where read_headers() keeps what it read of HDRS on ABI, for the
    other tests of the same make check: a file named by a hash of the
    compiler's arguments, the compiler, this code, and every staged file
    its include path reaches.  oracle.test and manifest.test read the
    same headers on every ABI: reading them was half of manifest.test's
    CPU time."""
    h = hashlib.sha256(repr((abi.ours(), hdrs)).encode())
    # and the code that reads them
    for src in (__file__, os.path.join(os.path.dirname(__file__), "cc.py")):
        with open(src, "rb") as f:
            h.update(f.read())
    cc = shutil.which(abi.cc[0])
    st = os.stat(cc) if cc else None
    h.update(repr((cc, st and (st.st_size, st.st_mtime_ns))).encode())
    top = stage_include()
    for d in ("linuxabi", "linuxabi-" + abi.name):
        base = os.path.join(top, d)
        for name in sorted(os.listdir(base)) if os.path.isdir(base) else []:
            with open(os.path.join(base, name), "rb") as f:
                h.update(("%s/%s\0" % (d, name)).encode() + f.read())
    return os.path.join(workdir(), "read", "%s-%s.pickle"
                        % (abi.label.replace("/", "_"), h.hexdigest()[:32]))


def _save(path, together):
    """Keep TOGETHER at PATH, in place of what an older tree left for the
    same ABI; written under another name first, so that a test reading
    it at the same time finds the whole file or none."""
    d, stem = os.path.split(path)
    os.makedirs(d, exist_ok=True)
    for old in os.listdir(d):
        if old.rsplit("-", 1)[0] == stem.rsplit("-", 1)[0] and old != stem:
            try:
                os.unlink(os.path.join(d, old))
            except OSError:
                pass
    tmp = "%s.%d" % (path, os.getpid())
    with open(tmp, "wb") as f:
        pickle.dump(together, f, pickle.HIGHEST_PROTOCOL)
    os.replace(tmp, path)


def header_of(abi, header):
    """Header(ABI, HEADER), as read_headers() read it, or read alone now
    (and its CompileError remembered and raised again)."""
    done = _read.setdefault(tuple(abi.ours()), {})
    if header not in done:
        try:
            done[header] = Header(abi, header)
        except CompileError as e:
            done[header] = e
    if isinstance(done[header], CompileError):
        raise done[header]
    return done[header]


def _read_together(abi, hdrs):
    incs = ["#include <%s>\n" % h for h in hdrs]
    seg = Segments(abi.ours(), incs)
    defs = seg.defines()
    base, _ = defines(abi.base(), "#include <stdint.h>\n")
    own = guards()
    names = [sorted(n for n in d[0] if n not in base and n not in own)
             for d in defs]
    rc, out, err = run_cc(abi.ours(), seg.source([expansions(n)
                                                  for n in names]),
                          extra=["-E", "-P"])
    if rc:
        raise CompileError(err)
    parts = re.split(r"^@@@SEG \d+\n", out, flags=re.M)[1:]
    if len(parts) != len(hdrs):
        raise CompileError("%d parts of %d" % (len(parts), len(hdrs)))
    return dict((h, Header(abi, h, own, (d, text)))
                for h, d, text in zip(hdrs, defs, parts))


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


def cmd_names(args):
    """names ABI HEADER...: each name the headers define, with its value."""
    abi = [a for a in read_abis() if a.name == args[0]][0]
    for header, h in read_headers(abi, args[1:]).items():
        for n in h.names:
            print("%s %s" % (n, h.values[n]))
        for tag, mem in sorted(h.structs.items()):
            print("struct %s: %s" % (tag, " ".join(m[0] for m in mem)))
    return 0
