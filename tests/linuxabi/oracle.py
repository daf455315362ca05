"""The oracle: values and layouts against the kernel's UAPI headers (and
glibc's) of every ABI, and the oracle's version."""

import concurrent.futures
import os
import re

from . import config
from .abis import read_abis, stage_include, view
from .cc import (WARN, CompileError, Origins, defines_many, first_lines,
                 macros, run_cc)
from .explain import (describe, glibc_roots, kernel_roots, message,
                      short_path, source_file, spec_file)
from .headers import INTEGER, constant, header_of, read_headers
from .release import report
from .spec import read_specs
from .tap import Tap
from .tu import (SAME, Check, check_probes, failed_asserts, other_errors,
                 probed_sides, usage_tu)


def own_names(abi, kinc, files):
    """The macros (object-like and function-like) that the kernel headers
    FILES define themselves, not what they include, as ABI's compiler
    reads them: {file: set of names}.  Include guards are not names."""
    rc, out, err = run_cc(abi.kernel(), kinc, extra=["-E", "-dD"])
    if rc:
        raise CompileError(err)
    own, cur, prev = {}, None, None
    for line in out.splitlines():
        m = re.match(r'# \d+ "([^"]+)"', line)
        if m:
            path = m.group(1)
            cur = re.sub(r"^.*/usr/lib/linux/uapi/[^/]+/|^.*/usr/include/", "",
                         path)
            continue
        m = re.match(r"#define (\w+)(\(?)\s*(.*)", line)
        if not m or cur not in files:
            prev = line
            continue
        name, body = m.group(1), m.group(3)
        guard = (not body and prev is not None
                 and prev.strip() == "#ifndef " + name) or \
            (not body and re.search(r"_H_*$", name))
        if not guard:
            own.setdefault(cur, set()).add(name)
        prev = line
    return own


def includes(headers):
    return "".join("#include <%s>\n" % h for h in headers)


# the glibc comparisons: as most programs see it, and with the 64-bit off_t
# and time_t of 32-bit ABIs
GLIBC_MODES = ("", "#define _FILE_OFFSET_BITS 64\n#define _TIME_BITS 64\n")
# what the compiles of the checks add to their arguments (the batched ones
# too): nothing but the diagnostics is wanted
TO_NULL = ["-S", "-o", os.devnull]


class TopicResult:
    """GOOD, a SUMMARY, the DIAGnostics, the COUNTS of what was compared,
    and NEW: the kernel names the headers lack, [(name, kernel header, our
    file to add it to, kernel value)], for the report of what to add."""

    def __init__(self, good, summary, diag, counts, new=()):
        self.good, self.summary, self.diag = good, summary, diag
        self.counts, self.new = counts, list(new)


def check_topic(abi, spec, defer=None, own_all=None):
    """The checks of SPEC's topic on ABI: a TopicResult.  With DEFER, a
    dict, the compiles that can be batched (the strict C89 and C11 ones,
    the kernel and the glibc comparisons) are not run but put in it, by
    kind, as (argv, parts), and count as passed: check_abi() runs each
    kind once for all topics of the ABI, and the topics again one by one
    only if that fails.  OWN_ALL: own_names() of every covered header,
    computed once."""
    return TopicCheck(abi, spec, defer, own_all).run()


class TopicCheck:
    """check_topic(), one step a method; each adds what it finds to
    self.diag (failures) or self.notes (what is only listed)."""

    def __init__(self, abi, spec, defer, own_all):
        self.abi, self.spec, self.defer, self.own_all = abi, spec, defer, own_all
        self.where = "%s %s" % (abi.label, spec.topic)
        self.diag, self.notes = [], []
        self.counts = {"values": 0, "glibc": 0, "members": 0, "structs": 0}
        self.kinc = includes(spec.kernel)
        self.aliases = spec.pairs("alias", abi.name)
        self.missing, self.newer, self.uncovered = [], [], {}
        self.kernel_bad = set()
        self._origins = {}

    def run(self):
        try:
            self.ours = header_of(self.abi, self.spec.header)
        except CompileError as e:
            return TopicResult(False, "does not preprocess",
                               first_lines(str(e)), self.counts)
        self.strict_compiles()
        try:
            self.kern = macros(self.abi.kernel(), self.kinc)
        except CompileError as e:
            return TopicResult(False, "kernel headers do not preprocess",
                               first_lines(str(e)), self.counts)
        for n in self.spec.enums:
            self.kern[n] = n
        self.read_renames()
        self.completeness()
        self.coverage()
        self.stale_omits()
        refs, structs = self.struct_checks()
        self.kernel_compare(self.value_checks() + self.expr_checks()
                            + structs, refs)
        if self.spec.glibc and not self.abi.freestanding:
            for i, extra in enumerate(GLIBC_MODES):
                self.glibc_compare(i, extra)
        return TopicResult(not self.diag, self.summary(),
                           self.diag + self.notes, self.counts,
                           self.new_names())

    def strict_compiles(self):
        """The header compiles, strictly, in C89 and C11 with this ABI's
        compiler."""
        for std in ("c89", "c11"):
            argv = self.abi.ours() + WARN + ["-std=" + std]
            src = usage_tu(self.spec.header, self.ours,
                           longlong=std != "c89", tag=self.spec.topic + "_")
            if self.defer is not None:
                self.defer[std] = (argv, src)
                continue
            rc, _, err = run_cc(argv, src, extra=TO_NULL)
            if rc:
                self.diag += ["-std=%s strict compile fails:" % std] + \
                    first_lines(err)

    def read_renames(self):
        """Kernel names that ours spell with another prefix ('prefix'
        rules): self.renamed {kernel: ours}, self.kname {ours: kernel}."""
        self.renamed = self.spec.prefixed("prefix", self.abi.name, self.kern)
        self.kname = {}
        for k, o in sorted(self.renamed.items()):
            if o in self.kname:
                self.diag.append("%s is both %s and %s" % (o, self.kname[o], k))
            self.kname[o] = k

    def completeness(self):
        """Every kernel name of the topic is ours or omitted."""
        values = self.ours.values
        missing = sorted(n for n in self.kern if self.spec.in_topic(n)
                         and n not in values
                         and not self.spec.omits(self.abi.name, n)
                         and self.renamed.get(n) not in values)
        if missing and oracle_newer():
            # completeness holds at the recorded version; what a newer
            # oracle adds is listed, for the next release, and does not fail
            self.newer = missing
        elif missing:
            self.missing = missing
            self.diag.append("kernel names missing here (add them where the "
                             "oracle's last line says, or 'omit' them with a "
                             "reason in %s): %s" % (spec_file(self.spec),
                                                    " ".join(missing)))

    def coverage(self):
        """The names the topic's own kernel headers define, each ours
        (under its name, a LINUXABI_ one or an alias) or left out with a
        reason."""
        spec, abi = self.spec, self.abi
        if not spec.cover:
            return
        try:
            byfile = self.own_all if self.own_all is not None else \
                own_names(abi, self.kinc, set(spec.cover))
            own = dict((n, f) for f in spec.cover for n in byfile.get(f, ()))
        except CompileError as e:
            own = {}
            self.diag += ["kernel headers do not preprocess:"] + \
                first_lines(str(e))
        mine = set(self.ours.values) | set(self.ours.functions)
        aliased = set(re.findall(r"\b[A-Za-z_]\w*\b",
                                 " ".join(self.aliases.values())))
        uncovered = sorted(
            n for n in own
            if n not in mine and n not in aliased and not spec.omits(abi.name, n)
            and self.renamed.get(n) not in mine
            and "LINUXABI_" + n.lstrip("_") not in mine)
        self.counts["own"] = len(own)
        self.counts["covered"] = len(own) - len(uncovered)
        self.uncovered = dict((n, own[n]) for n in uncovered)
        if uncovered:
            self.notes.append("of %s's own names, neither defined nor left "
                              "out with a reason: %s" % (" ".join(spec.cover),
                                                         " ".join(uncovered)))

    def stale_omits(self):
        stale = sorted(n for n in self.spec.words("omit", self.abi.name)
                       if n in self.ours.values)
        if stale:
            self.diag.append("names both defined and omitted (drop them from "
                             "the 'omit' lines of %s): %s"
                             % (spec_file(self.spec), " ".join(stale)))

    def value_checks(self):
        """Each of our names against the kernel's (its alias, its name, or
        the name a 'prefix' rule gives)."""
        extra = self.spec.words("extra", self.abi.name)
        width = self.spec.words("width", self.abi.name)
        checks = []
        for n in self.ours.names:
            v = self.ours.values[n]
            if not constant(v):
                self.diag.append("%s is not an integer constant expression: %s"
                                 % (n, v))
                continue
            if n in self.aliases:
                k = self.aliases[n]
            elif n in self.kern:
                k = n
            elif n in self.kname:
                k = self.kname[n]
            elif n in extra:
                continue
            else:
                o = self.our_origins()
                self.diag.append("%s is not defined by the kernel headers on "
                                 "%s ('alias' or 'extra' it in %s, or remove "
                                 "it from %s)"
                                 % (n, self.abi.name, spec_file(self.spec),
                                    o and source_file(self.abi, o.of(n))))
                continue
            same = "LA_EQUAL" if n in width else "LA_SAME"
            checks.append(Check("value", n, k, "%s(%s, (%s))" % (same, k, v),
                                "(%s)" % v, "(%s)" % k,
                                widths=same == "LA_SAME"))
            self.counts["values"] += 1
        return checks

    def expr_checks(self):
        """'expr' rules: an expression of our function-like macros
        (expanded here, while our macros are defined) against the kernel's
        expression."""
        exprs = [rest.split("=", 1)
                 for rest, _ in self.spec.rules_for("expr", self.abi.name)]
        if not exprs:
            return []
        out = _exprs.get((tuple(self.abi.ours()), self.spec.topic))
        if out is None:
            src = "#include <%s>\n" % self.spec.header + "".join(
                "@@@ %d %s\n" % (i, left) for i, (left, _) in enumerate(exprs))
            rc, out, err = run_cc(self.abi.ours(), src, extra=["-E", "-P"])
            if rc:
                self.diag += ["'expr' left sides do not preprocess:"] + \
                    first_lines(err)
                return []
        checks = []
        for line in out.splitlines():
            if line.startswith("@@@ "):
                _, i, v = line.split(" ", 2)
                left, right = (s.strip() for s in exprs[int(i)])
                checks.append(Check("expr", left, right, "LA_SAME((%s), (%s))"
                                    % (right, v.strip()), "(%s)" % v.strip(),
                                    "(%s)" % right, widths=True))
                self.counts["values"] += 1
        return checks

    def struct_checks(self):
        """Each struct's size and alignment, each member's offset, size and
        (an integer's) signedness against the kernel struct's: (the
        reference layouts of 'ref' lines, the checks)."""
        members = self.spec.pairs("member", self.abi.name)
        kstruct = self.spec.pairs("struct", self.abi.name)
        refs, checks = [], []
        for rest, _ in self.spec.rules_for("ref", self.abi.name):
            tag, decl = rest.split(None, 1)
            refs.append("struct la_ref_%s %s;\n" % (tag, decl))
            kstruct[tag] = "struct la_ref_" + tag
        for tag, mem in sorted(self.ours.structs.items()):
            if tag not in kstruct:
                self.diag.append("struct %s has no 'struct' line in %s"
                                 % (tag, spec_file(self.spec)))
                continue
            k = kstruct[tag]
            self.counts["structs"] += 1
            ours = "struct " + tag
            for kind, op in (("size", "sizeof"), ("align", "_Alignof")):
                checks.append(Check(kind, tag, k, "%s(%s) == %s(%s)"
                                    % (op, ours, op, k), "%s(%s)" % (op, ours),
                                    "%s(%s)" % (op, k)))
            for name, mtype, array in mem:
                if name.startswith("__pad"):
                    continue
                km = members.get("%s.%s" % (tag, name), name)
                checks += member_checks(tag, name, k, km,
                                        INTEGER.match(mtype) and not array)
                self.counts["members"] += 1
        return refs, checks

    def kernel_compare(self, checks, refs):
        """Ours first (its macros then undefined), the kernel's after."""
        argv = self.abi.ours() + self.abi.kernel_include() + ["-std=gnu11", "-w"]
        head = ([self.spec.header], self.ours.names, self.spec.kernel, refs)
        parts = head + ([SAME] + [c.line() for c in checks],)
        if self.defer is not None:
            self.defer["kernel"] = (argv, parts)
            return
        rc, _, err = run_cc(argv, kernel_tu([parts]), extra=TO_NULL)
        if not rc:
            return
        bad = failed_asserts(err)
        if not bad:
            self.diag += ["oracle TU fails:"] + first_lines(err)
            return
        self.kernel_bad = set(bad)
        self.diag += first_lines("\n".join(other_errors(err)))
        self.diag += self.explain(
            checks, bad, argv,
            lambda probe: kernel_tu([head + ([SAME, probe],)]),
            "kernel", self.where, self.kernel_header)

    def glibc_compare(self, i, extra):
        """glibc, a second oracle, wherever it defines the same name, in
        the Ith of GLIBC_MODES."""
        abi, spec = self.abi, self.spec
        mode = " (_FILE_OFFSET_BITS=64)" if extra else ""
        feature = glibc_feature(extra)
        # every topic's glibc headers at once (read_all()) where the check
        # joins the batch that includes them all; alone (a topic checked
        # again after its batch failed), only this topic's: a name only
        # another topic's header defines is not there
        ginc = (self.defer is not None and
                _glibc_all.get((tuple(abi.glibc()), extra))) or \
            glibc_source(spec, extra)
        try:
            g = macros(abi.glibc(), ginc)
        except CompileError as e:
            self.diag += ["glibc%s headers do not preprocess:" % mode] + \
                first_lines(str(e))
            return
        gomit = spec.words("glibc-omit", abi.name)
        gname = dict((o, n) for n, o in
                     spec.prefixed("glibc-prefix", abi.name, g).items())
        checks = []
        for n in self.ours.names:
            gn = n if n in g else gname.get(n)
            v = self.ours.values[n]
            # ioctl numbers too: glibc_tu() includes our header first
            if gn and n not in gomit and gn not in gomit and constant(v):
                checks.append(Check("glibc", n, gn, "LA_EQUAL(%s, (%s))"
                                    % (gn, v), "(%s)" % v, gn))
                self.counts["glibc"] += 1
        argv = abi.glibc() + ["-std=gnu11", "-w", "-I", view(abi.name),
                              "-I", stage_include()]
        ours = ([spec.header], self.ours.names)
        parts = (feature, spec.glibc, [SAME] + [c.line() for c in checks]) \
            + ours
        if self.defer is not None:
            self.defer["glibc%d" % i] = (argv, parts)
            return
        rc, _, err = run_cc(argv, glibc_tu([parts]), extra=TO_NULL)
        if not rc:
            return
        bad = failed_asserts(err)
        if not bad:
            self.diag += ["glibc%s TU fails:" % mode] + first_lines(err)
            return
        self.diag += first_lines("\n".join(other_errors(err)))
        self.diag += self.explain(
            checks, bad, argv,
            lambda probe: glibc_tu([(feature, spec.glibc, [SAME, probe])
                                    + ours]),
            "glibc", self.where + mode,
            lambda c: self.glibc_header(c, ginc))

    def explain(self, checks, bad, argv, tu_of, who, where, header_of):
        """A message for each of the CHECKS whose label is in BAD: both
        sides, read back by a second compile of TU_OF(probe function) (only
        when the comparison failed), the reference's header
        (HEADER_OF(check)) and our file to edit.  WHO: kernel or glibc."""
        whose = {"kernel": "the kernel's", "glibc": "glibc's"}[who]
        failing = [c for c in checks if c.label in bad]
        rc, asm, _ = run_cc(argv, tu_of(check_probes(failing)),
                            extra=["-S", "-o", "-"])
        sides = probed_sides(failing, asm) if not rc else {}
        known = set(sides)
        # what cannot be read back keeps the assertion's label
        out = ["%s: %s mismatch: %s" % (where, who, b) for b in bad
               if b not in known]
        for c in failing:
            if c.label not in known:
                continue
            hint = ""
            if c.kind == "glibc" and "value " + c.name not in self.kernel_bad:
                hint = ("; or, if glibc differs from the kernel on purpose, "
                        "'glibc-omit' it with a reason in %s"
                        % spec_file(self.spec))
            out.append(message(where, describe(c, sides[c.label], whose),
                               header_of(c), self.our_file(c), hint))
        return out

    def origins(self, key, argv, source):
        if key not in self._origins:
            try:
                self._origins[key] = Origins(argv, source)
            except CompileError:
                self._origins[key] = None
        return self._origins[key]

    def kernel_origins(self):
        return self.origins("kernel", self.abi.kernel(), self.kinc)

    def our_origins(self):
        return self.origins("ours", self.abi.ours(),
                            "#include <%s>\n" % self.spec.header)

    def kernel_header(self, check):
        """The exported kernel header that defines CHECK's reference."""
        ref = check.ref
        if check.kind in ("offset", "msize", "sign"):
            ref = ref.rsplit(".", 1)[0]
        if ref.startswith("struct la_ref_"):
            return "the 'ref' layout in " + spec_file(self.spec)
        o = self.kernel_origins()
        return o and short_path(o.of_expr(ref), kernel_roots(self.abi))

    def glibc_header(self, check, ginc):
        o = self.origins(ginc, self.abi.glibc(), ginc)
        return o and short_path(o.of_expr(check.ref), glibc_roots(self.abi))

    def our_file(self, check):
        """The file of ours to edit for CHECK: the first on the ABI's
        search path that defines its name."""
        o = self.our_origins()
        if o is None:
            return None
        name = check.name
        if check.kind in ("size", "align"):
            name = "struct " + name
        elif check.kind in ("offset", "msize", "sign"):
            name = "struct " + name.split(".")[0]
        return source_file(self.abi, o.of_expr(name))

    def new_names(self):
        """[(name, kernel header, our file, kernel value)] of the names the
        headers lack: the topic's kernel names missing here, and the
        covered headers' names no spec line accounts for."""
        names = self.missing + self.newer + sorted(set(self.uncovered)
                                                   - set(self.missing)
                                                   - set(self.newer))
        if not names:
            return []
        kern = self.kernel_origins()
        ours = self.our_origins()
        out = []
        for n in names:
            kfile = kern.of(n) if kern else None
            out.append((n, short_path(kfile, kernel_roots(self.abi))
                        or self.uncovered.get(n), self.file_for(n, kfile, ours),
                        self.kern.get(n, "")))
        return out

    def file_for(self, name, kfile, ours):
        """Where to add the kernel's NAME: the file of ours that defines
        its nearest neighbour in the kernel header KFILE, else our
        header."""
        fallback = "include/" + self.spec.header
        order = self._origins["kernel"].order.get(kfile, []) \
            if self._origins.get("kernel") else []
        if name not in order or ours is None:
            return fallback
        i = order.index(name)
        by_distance = sorted(range(len(order)), key=lambda j: (abs(j - i), j))
        for j in by_distance:
            for mine in self.our_names_for(order[j]):
                if mine in ours.macros:
                    return source_file(self.abi, ours.macros[mine])
        return fallback

    def our_names_for(self, k):
        """Our spellings of the kernel's name K."""
        out = [k, "LINUXABI_" + k.lstrip("_")]
        if k in self.renamed:
            out.append(self.renamed[k])
        out += [o for o, e in self.aliases.items() if e.strip() == k]
        return out

    def summary(self):
        counts = self.counts
        summary = "%d values, %d glibc values, %d structs, %d members" % (
            counts["values"], counts["glibc"], counts["structs"],
            counts["members"])
        if self.spec.cover:
            summary += "; %d of %d own names of %s accounted for" % (
                counts["covered"], counts["own"], " ".join(self.spec.cover))
        if self.newer:
            summary += "; Linux %s adds %d name%s (listed)" % (
                oracle_version()[0], len(self.newer),
                "" if len(self.newer) == 1 else "s")
            self.notes.append("only in Linux %s, for the next release: %s"
                              % (oracle_version()[0], " ".join(self.newer)))
        return summary


def member_checks(tag, name, k, km, integer):
    """Member NAME of struct TAG against member KM of the kernel's K: its
    offset, its size and, an INTEGER whose kernel counterpart is an
    integer too, its signedness."""
    ours = "((struct %s *)0)->%s" % (tag, name)
    kexpr = "((%s *)0)->%s" % (k, km)
    key, ref = "%s.%s" % (tag, name), "%s.%s" % (k, km)
    out = [Check("offset", key, ref, "__builtin_offsetof(struct %s, %s) == "
                 "__builtin_offsetof(%s, %s)" % (tag, name, k, km),
                 "__builtin_offsetof(struct %s, %s)" % (tag, name),
                 "__builtin_offsetof(%s, %s)" % (k, km)),
           Check("msize", key, ref, "sizeof(%s) == sizeof(%s)" % (ours, kexpr),
                 "sizeof(%s)" % ours, "sizeof(%s)" % kexpr)]
    if integer:
        out.append(Check("sign", key, ref, "!LA_INTEGER(%s) || LA_SIGNED(%s) "
                         "== LA_SIGNED(%s)" % (kexpr, kexpr, ours),
                         "LA_SIGNED(%s)" % ours, "LA_SIGNED(%s)" % kexpr))
    return out


def union(lists):
    """The items of LISTS, each once, in the order first seen."""
    return list(dict.fromkeys(i for items in lists for i in items))


def kernel_tu(parts):
    """The kernel comparison of the topics whose PARTS are given, as one
    TU: every header of ours first, then every name of ours undefined, so
    that no kernel header, included after, sees our macros; then the
    kernel's headers (the word size first: mips' <asm/fcntl.h> tests it
    before anything defines it), the reference layouts and the
    assertions."""
    kernel = union(p[2] for p in parts)
    kernel.sort(key=lambda h: h != "asm/bitsperlong.h")
    return (includes(union(p[0] for p in parts))
            + "".join("#undef %s\n" % n for n in union(p[1] for p in parts))
            + includes(kernel) + "".join(union(p[3] for p in parts))
            + "".join("".join(p[4]) for p in parts))


def glibc_tu(parts):
    """The glibc comparison of the topics whose PARTS are given (the
    feature macros, the glibc headers, the assertions, our headers and
    their names), as one TU: our headers first, for the structs whose
    sizes ioctl numbers encode, their names undefined before glibc's."""
    return (parts[0][0] + includes(union(p[3:4] and p[3] for p in parts))
            + "".join("#undef %s\n" % n
                      for n in union(p[4:5] and p[4] for p in parts))
            + includes(union(p[1] for p in parts))
            + "".join("".join(p[2]) for p in parts))


def glibc_feature(extra):
    return "#define _GNU_SOURCE 1\n" + extra


def glibc_source(spec, extra):
    """The TU whose macros are glibc's side of SPEC's topic, in the mode
    EXTRA (one of GLIBC_MODES)."""
    return glibc_tu([(glibc_feature(extra), spec.glibc, [])])


# {(glibc's compiler, mode): the TU of every topic's glibc headers}, where
# they preprocess together
_glibc_all = {}

# the expansions of the 'expr' rules' left sides: {(our compiler, topic):
# the preprocessor's output, its "@@@ i value" lines}
_exprs = {}


def read_exprs(abi, specs):
    """The 'expr' left sides of every topic on ABI in one run of the
    preprocessor (our macros expand alike whatever else is included);
    where that fails, expr_checks() runs each topic's alone."""
    todo = [(s, [r.split("=", 1)[0] for r, _ in s.rules_for("expr",
                                                            abi.name)])
            for s in specs]
    todo = [(s, lefts) for s, lefts in todo if lefts]
    if not todo:
        return
    src = includes(union([s.header] for s, _ in todo)) + "".join(
        "@@@SEG %s\n" % s.topic + "".join("@@@ %d %s\n" % (i, left)
                                         for i, left in enumerate(lefts))
        for s, lefts in todo)
    rc, out, _ = run_cc(abi.ours(), src, extra=["-E", "-P"])
    if rc:
        return
    for part in re.split(r"^@@@SEG ", out, flags=re.M)[1:]:
        topic, _, rest = part.partition("\n")
        _exprs[(tuple(abi.ours()), topic)] = rest


def read_all(abi, specs):
    """What the checks of SPECS on ABI preprocess, read for all topics at
    once (cc.Segments: a few compiles, not some 250): our headers, the
    kernel's macros topic by topic, glibc's of every topic's headers
    together.  What does not preprocess together is read again topic by
    topic, and fails there with its own message."""
    try:
        read_headers(abi, union([s.header] for s in specs))
    except CompileError:
        pass
    defines_many(abi.kernel(), [includes(s.kernel) for s in specs])
    read_exprs(abi, specs)
    if not abi.freestanding:
        # glibc is compared wherever it defines one of our names, so one
        # run of every topic's glibc headers serves all topics
        hs = union(s.glibc for s in specs)
        for extra in GLIBC_MODES:
            src = glibc_tu([(glibc_feature(extra), hs, [])])
            try:
                macros(abi.glibc(), src)
                _glibc_all[(tuple(abi.glibc()), extra)] = src
            except CompileError:
                pass


def batch_source(kind, parts):
    """The one TU that runs the deferred compiles PARTS of KIND."""
    if kind in ("c89", "c11"):
        return "".join(parts)
    if kind == "kernel":
        return kernel_tu(parts)
    return glibc_tu(parts)


def check_abi(abi, specs):
    """check_topic() of every spec on ABI, [(spec, result)], with the
    compiles that can be batched run once for all topics: the topics of a
    kind whose one compile fails are checked again one by one, which finds
    the topic and gives its own diagnostics."""
    own_all = None
    covers = [s for s in specs if s.cover]
    if covers:
        try:
            own_all = own_names(abi, includes(union(s.kernel for s in covers)),
                                set(f for s in covers for f in s.cover))
        except CompileError:
            own_all = None
    read_all(abi, specs)
    results, deferred = {}, {}
    for spec in specs:
        d = {}
        results[spec.topic] = check_topic(abi, spec, defer=d, own_all=own_all)
        for kind, (argv, parts) in d.items():
            deferred.setdefault((kind, tuple(argv)), []).append((spec, parts))
    redo = set()
    for (kind, argv), entries in sorted(deferred.items()):
        rc, _, _ = run_cc(list(argv), batch_source(kind, [p for _, p in entries]),
                          extra=TO_NULL)
        if rc:
            redo.update(spec.topic for spec, _ in entries)
    for spec in specs:
        if spec.topic in redo:
            results[spec.topic] = check_topic(abi, spec, own_all=own_all)
    return [(spec, results[spec.topic]) for spec in specs]


def check_abi_labelled(label):
    """check_abi() of the ABI of LABEL and every spec, [(topic, result)],
    in a worker process: what crosses to it and back is plain data."""
    abi = [a for a in read_abis() if a.label == label][0]
    return [(spec.topic, res) for spec, res in check_abi(abi, read_specs())]


def recorded_version():
    """The UAPI the headers are complete for (tests/oracle/uapi-version)."""
    with open(os.path.join(config.SRCDIR, "tests", "oracle", "uapi-version")) as f:
        return tuple(int(x) for x in f.read().split(".")[:2])


_oracle = []


def oracle_version():
    """("7.2.13", (7, 2)) of the unpacked oracle, or (None, None)."""
    if not _oracle:
        path = os.path.join(config.UAPI, "usr", "include", "linux", "version.h")
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


def cmd_oracle(args):
    tap = Tap()
    abis = [a for a in read_abis() if not args or a.name in args]
    specs = read_specs()
    todo = []
    full, have = oracle_version()
    want = "%d.%d" % recorded_version()
    if have is None:
        tap.skip("the kernel-header oracle", "no UAPI in %s: %s" % (config.UAPI, config.FETCH))
        return tap.done()
    tap.ok(have >= recorded_version(), "the oracle is Linux %s's UAPI (%s), "
           "the headers are complete for Linux %s%s" % (
               full, config.UAPI, want, "" if have <= recorded_version() else
               ": names only the newer oracle has are listed, not failed"),
           [] if have >= recorded_version() else
           ["an older oracle than the recorded version: %s" % config.FETCH])
    for abi in abis:
        why = abi.missing()
        if why:
            tap.skip(abi.label + ": every topic", why)
            continue
        todo.append(abi)
    totals = {}
    # an ABI a process: the checks are as much Python as compiler, and
    # threads would share one interpreter
    with concurrent.futures.ProcessPoolExecutor(config.JOBS) as pool:
        futures = [(a, pool.submit(check_abi_labelled, a.label))
                   for a in todo]
        bytopic = dict((s.topic, s) for s in specs)
        results = [(abi, bytopic[topic], res) for abi, fut in futures
                   for topic, res in fut.result()]
        for abi, spec, res in results:
            good, diag, counts = res.good, res.diag, res.counts
            t = totals.setdefault(abi.label, {"values": 0, "glibc": 0,
                                              "members": 0, "structs": 0,
                                              "bad": 0, "own": 0,
                                              "covered": 0})
            for k in counts:
                t[k] += counts[k]
            t["bad"] += 0 if good else len(diag)
            tap.ok(good, "%s %s: %s" % (abi.label, spec.topic, res.summary),
                   diag)
    # of the kernel headers' own names (the topics with 'cover' lines), 97 %
    # or more are ours or left out with a reason, on every ABI (at the
    # recorded version: a newer oracle's additions are only listed)
    for label, t in totals.items():
        if not t["own"]:
            continue
        share = 100.0 * t["covered"] / t["own"]
        tap.ok(share >= 97.0 or oracle_newer(),
               "%s: %d of the %d names the covered kernel headers define "
               "are ours or left out with a reason (%.1f %%; 97 %% needed)"
               % (label, t["covered"], t["own"], share))
    free = set(a.label for a in abis if a.freestanding)
    for label, t in totals.items():
        tap.ok(t["bad"] == 0, "%s: %d values compared with the kernel, %d with "
               "glibc (as is and with _FILE_OFFSET_BITS=64)%s, %d structs, "
               "%d struct members, %d mismatches or problems"
               % (label, t["values"], t["glibc"],
                  " (no cross glibc: a freestanding clang row)"
                  if label in free else "", t["structs"], t["members"],
                  t["bad"]))
    if todo:
        tap.ok(*report(results, [a.label for a in todo], oracle_newer(),
                       full, want))
    return tap.done()
