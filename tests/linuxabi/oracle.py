"""The oracle: values and layouts against the kernel's UAPI headers (and
glibc's) of every ABI, and the oracle's version."""

import concurrent.futures
import os
import re

from . import config
from .abis import read_abis
from .cc import WARN, CompileError, first_lines, macros, run_cc
from .headers import INTEGER, Header, constant
from .spec import read_specs
from .tap import Tap
from .tu import SAME, assert_line, failed_asserts, usage_tu


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


def check_topic(abi, spec, defer=None, own_all=None):
    """Returns (good, summary, diagnostics, counts).  With DEFER, a dict,
    the compiles that can be batched (the strict C89 and C11 ones, the
    kernel and the glibc comparisons) are not run but put in it, by kind,
    as (argv, parts), and count as passed: check_abi() runs each kind once
    for all topics of the ABI, and the topics again one by one only if that
    fails.  OWN_ALL: own_names() of every covered header, computed once."""
    diag = []
    counts = {"values": 0, "glibc": 0, "members": 0, "structs": 0}
    try:
        ours = Header(abi, spec.header)
    except CompileError as e:
        return False, "does not preprocess", first_lines(str(e)), counts

    # the header compiles, strictly, in C89 and C11 with this ABI's compiler
    for std in ("c89", "c11"):
        argv = abi.ours() + WARN + ["-std=" + std, "-S", "-o", os.devnull]
        src = usage_tu(spec.header, ours, longlong=std != "c89",
                       tag=spec.topic + "_")
        if defer is not None:
            defer[std] = (argv, src)
            continue
        rc, _, err = run_cc(argv, src)
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
                     and n not in ours.values and not spec.omits(abi.name, n)
                     and renamed.get(n) not in ours.values)
    newer = []
    if missing and oracle_newer():
        # completeness holds at the recorded version; what a newer oracle
        # adds is listed, for the next release, and does not fail
        newer, missing = missing, []
    if missing:
        diag.append("kernel names missing here (add, or 'omit' with a reason): "
                    + " ".join(missing))
    # coverage: the names the topic's own kernel headers define, each ours
    # (under its name, a LINUXABI_ one or an alias) or left out with a reason
    if spec.cover:
        try:
            byfile = own_all if own_all is not None else \
                own_names(abi, kinc, set(spec.cover))
            own = dict((n, f) for f in spec.cover for n in byfile.get(f, ()))
        except CompileError as e:
            own = {}
            diag += ["kernel headers do not preprocess:"] + first_lines(str(e))
        mine = set(ours.values) | set(getattr(ours, "functions", {}))
        aliased = set(re.findall(r"\b[A-Za-z_]\w*\b",
                                 " ".join(aliases.values())))
        uncovered = sorted(
            n for n in own
            if n not in mine and n not in aliased and not spec.omits(abi.name, n)
            and renamed.get(n) not in mine
            and "LINUXABI_" + n.lstrip("_") not in mine)
        counts["own"] = len(own)
        counts["covered"] = len(own) - len(uncovered)
        if uncovered:
            notes_cover = ["of %s's own names, neither defined nor left out "
                           "with a reason: %s" % (" ".join(spec.cover),
                                                  " ".join(uncovered))]
        else:
            notes_cover = []
    else:
        notes_cover = []
    stale = sorted(n for n in omitted if n in ours.values)
    if stale:
        diag.append("names both defined and omitted: " + " ".join(stale))

    body = [SAME]
    for n in ours.names:
        v = ours.values[n]
        if not constant(v):
            diag.append("%s is not an integer constant expression: %s"
                        % (n, v))
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

    # 'expr' rules: an expression of our function-like macros (expanded
    # here, while our macros are defined) against the kernel's expression
    exprs = [rest.split("=", 1) for rest, _ in spec.rules_for("expr", abi.name)]
    if exprs:
        src = "#include <%s>\n" % spec.header + "".join(
            "@@@ %d %s\n" % (i, left) for i, (left, _) in enumerate(exprs))
        rc, out, err = run_cc(abi.ours(), src, extra=["-E", "-P"])
        if rc:
            diag += ["'expr' left sides do not preprocess:"] + first_lines(err)
        else:
            for line in out.splitlines():
                if line.startswith("@@@ "):
                    _, i, v = line.split(" ", 2)
                    left, right = exprs[int(i)]
                    body.append(assert_line("LA_SAME((%s), (%s))"
                                            % (right.strip(), v.strip()),
                                            "expr " + left.strip()))
                    counts["values"] += 1

    # structures: ours first (its macros then undefined), the kernel's after
    members = spec.pairs("member", abi.name)
    kstruct = spec.pairs("struct", abi.name)
    refs = []
    for rest, _ in spec.rules_for("ref", abi.name):
        tag, decl = rest.split(None, 1)
        refs.append("struct la_ref_%s %s;\n" % (tag, decl))
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
    argv = abi.ours() + abi.kernel_include() + ["-std=gnu11", "-w", "-S",
                                                "-o", os.devnull]
    parts = ([spec.header], ours.names, spec.kernel, refs, body)
    if defer is not None:
        defer["kernel"] = (argv, parts)
        rc = 0
    else:
        rc, _, err = run_cc(argv, kernel_tu([parts]))
    if rc:
        bad = failed_asserts(err)
        diag += (["kernel mismatch: " + b for b in bad] if bad
                 else ["oracle TU fails:"] + first_lines(err))

    # glibc, a second oracle, wherever it defines the same name: as most
    # programs see it, and with the 64-bit off_t and time_t of 32-bit ABIs
    for i, extra in enumerate(("", "#define _FILE_OFFSET_BITS 64\n"
                                   "#define _TIME_BITS 64\n")):
        if not spec.glibc or abi.freestanding:
            break
        mode = " (_FILE_OFFSET_BITS=64)" if extra else ""
        feature = "#define _GNU_SOURCE 1\n" + extra
        ginc = glibc_tu([(feature, spec.glibc, [])])
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
            # (a sizeof of our own struct needs our header: not here)
            if gn and n not in gomit and gn not in gomit \
                    and constant(ours.values[n]) \
                    and "linuxabi_" not in ours.values[n]:
                body.append(assert_line("LA_EQUAL(%s, (%s))"
                                        % (gn, ours.values[n]), "glibc " + n))
                counts["glibc"] += 1
        argv = abi.glibc() + ["-std=gnu11", "-w", "-S", "-o", os.devnull]
        parts = (feature, spec.glibc, body)
        if defer is not None:
            defer["glibc%d" % i] = (argv, parts)
            continue
        rc, _, err = run_cc(argv, glibc_tu([parts]))
        if rc:
            bad = failed_asserts(err)
            diag += (["glibc%s mismatch: %s" % (mode, b) for b in bad] if bad
                     else ["glibc%s TU fails:" % mode] + first_lines(err))

    summary = "%d values, %d glibc values, %d structs, %d members" % (
        counts["values"], counts["glibc"], counts["structs"],
        counts["members"])
    notes = list(notes_cover)
    if spec.cover:
        summary += "; %d of %d own names of %s accounted for" % (
            counts["covered"], counts["own"], " ".join(spec.cover))
    if newer:
        summary += "; Linux %s adds %d names (listed)" % (
            oracle_version()[0], len(newer))
        notes.append("only in Linux %s, for the next release: %s"
                     % (oracle_version()[0], " ".join(newer)))
    return not diag, summary, diag + notes, counts


def union(lists):
    """The items of LISTS, each once, in the order first seen."""
    out = []
    for items in lists:
        out += [i for i in items if i not in out]
    return out


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
    feature macros, the glibc headers, the assertions), as one TU."""
    return (parts[0][0] + includes(union(p[1] for p in parts))
            + "".join("".join(p[2]) for p in parts))


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
    results, deferred = {}, {}
    for spec in specs:
        d = {}
        results[spec.topic] = check_topic(abi, spec, defer=d, own_all=own_all)
        for kind, (argv, parts) in d.items():
            deferred.setdefault((kind, tuple(argv)), []).append((spec, parts))
    redo = set()
    for (kind, argv), entries in sorted(deferred.items()):
        rc, _, _ = run_cc(list(argv), batch_source(kind, [p for _, p in entries]))
        if rc:
            redo.update(spec.topic for spec, _ in entries)
    for spec in specs:
        if spec.topic in redo:
            results[spec.topic] = check_topic(abi, spec, own_all=own_all)
    return [(spec, results[spec.topic]) for spec in specs]


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
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        futures = [(a, pool.submit(check_abi, a, specs)) for a in todo]
        results = [(abi, spec, res) for abi, fut in futures
                   for spec, res in fut.result()]
        for abi, spec, (good, summary, diag, counts) in results:
            t = totals.setdefault(abi.label, {"values": 0, "glibc": 0,
                                              "members": 0, "structs": 0,
                                              "bad": 0, "own": 0,
                                              "covered": 0})
            for k in counts:
                t[k] += counts[k]
            t["bad"] += 0 if good else len(diag)
            tap.ok(good, "%s %s: %s" % (abi.label, spec.topic, summary), diag)
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
    return tap.done()
