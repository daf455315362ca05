"""tests/library.test: liblinuxabi's tables against the manifest.

  linuxabi_test.py lookup DUMP

DUMP is the output of `tests/libtest dump` (every name on every ABI with
its value, since=, header, added=; every set; every struct layout).  For
every ABI and every manifest macro: the library's value equals the
manifest's, and the name is present on exactly the manifest's ABIs, with
its since= and added=.  Struct and member layouts equal the manifest;
every set's names come from its header and the set's name patterns in
lib/sets.  In the same make check, manifest.test holds the manifest to
what each ABI's own cross compiler reads from the headers, and oracle.test
the headers to the kernel's: the library is the kernel's ABI link by link,
with no compiler run here (it was 19, each growing with the names)."""

import fnmatch
import os
import re

from . import config
from .abis import read_abis
from .manifest import parse_abiset, parse_layout, read_manifest
from .tap import Tap


def read_dump(path):
    names, sets, structs, members, abis = {}, {}, {}, {}, {}
    with open(path) as f:
        for line in f:
            w = line.rstrip("\n").split("\t")
            if w[0] == "name":
                names.setdefault(w[1], {})[w[2]] = {
                    "value": w[3], "since": w[4], "header": w[5],
                    "added": w[6]}
            elif w[0] == "set":
                sets[w[1]] = (w[2], w[3].split(","))
            elif w[0] == "struct":
                structs.setdefault(w[1], {})[w[2]] = (w[3], w[4], w[5])
            elif w[0] == "member":
                members.setdefault(w[1], {})[w[2]] = w[3]
            elif w[0] == "abi":
                abis[w[1]] = w[2:]
    return names, sets, structs, members, abis


def read_sets():
    """{set: (kind, header or *, globs, field masks, uses=)} and the setless
    groups [(header or *, globs, reason)] of lib/sets."""
    out, setless = {}, []
    with open(os.path.join(config.SRCDIR, "lib", "sets")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                head, _, reason = line.partition(" -- ")
                w = head.split()
                h = w[2] if w[2] == "*" else "linuxabi/" + w[2]
                if w[0] == "setless":
                    setless.append((w[1] if w[1] == "*" else
                                    "linuxabi/" + w[1], w[2].split(","),
                                    reason.strip()))
                    continue
                masks, uses = set(), []
                for o in w[4:]:
                    if o.startswith("field="):
                        m = o[6:].split(":")[0]
                        masks |= set(m.split("<<"))
                    elif o.startswith("uses="):
                        uses = o[5:].split(",")
                out[w[0]] = (w[1], h, w[3].split(","), masks, uses)
    return out, setless


def header_callers(macros):
    """The names some header of the tree (any ABI's) defines as a call of
    one of the function-like MACROS, and their aliases: read from the
    headers' text, apart from lib/mktables' reading."""
    call = re.compile(r"^\s*#\s*define\s+(\w+)\s+(.*)$")
    uses = re.compile(r"\b(?:%s)\s*\(" % "|".join(macros))
    bodies = {}
    for top in ("include", "arch"):
        for d, _, files in os.walk(os.path.join(config.SRCDIR, top)):
            for fn in files:
                if fn.endswith(".h"):
                    with open(os.path.join(d, fn)) as f:
                        for line in f:
                            m = call.match(line)
                            if m:
                                bodies.setdefault(m.group(1), set()).add(
                                    m.group(2).split("/*")[0].strip())
    out = set(n for n, bs in bodies.items() if any(uses.search(b) for b in bs))
    grown = True
    while grown:
        more = set(n for n, bs in bodies.items() if n not in out and
                   any(b.strip("() ") in out for b in bs))
        out |= more
        grown = bool(more)
    return out


_glob_res = {}


def matches(name, globs):
    """NAME matches one of GLOBS and none of its !-globs: two regular
    expressions a list of globs, made once (the sets are checked against
    every name)."""
    key = tuple(globs)
    if key not in _glob_res:
        def one(gs):
            return re.compile("|".join(fnmatch.translate(g) for g in gs)) \
                if gs else None
        _glob_res[key] = (
            one([g for g in globs if not g.startswith("!")]),
            one([g[1:] for g in globs if g.startswith("!")]))
    yes, no = _glob_res[key]
    return bool(yes and yes.match(name)) and not (no and no.match(name))


def merged_macros(entries, universe):
    """The manifest's macros by name: a name several headers define is one
    name, the first header's, on the ABIs of all of them."""
    macros = {}
    for k in sorted(entries, key=lambda k: (k[2], k[0])):
        if k[1] != "macro":
            continue
        e = entries[k]
        if k[2] not in macros:
            macros[k[2]] = (k[0], e)
            continue
        h, first = macros[k[2]]
        merged = dict(first)
        old = parse_abiset(first["abis"], universe)
        new = parse_abiset(e["abis"], universe) - old
        since = parse_layout(first["since"], universe) \
            if "@" in first["since"] else dict.fromkeys(old, first["since"])
        since.update(dict.fromkeys(new, e["since"]) if "@" not in e["since"]
                     else dict((a, v) for a, v in parse_layout(
                         e["since"], universe).items() if a in new))
        val = parse_layout(first.get("value", ""), universe)
        val.update((a, v) for a, v in parse_layout(
            e.get("value", ""), universe).items() if a in new)
        merged["abis"] = ",".join(sorted(old | new))
        merged["since"] = ";".join("%s@%s" % (v, a) for a, v in since.items())
        merged["value"] = ";".join("%s@%s" % (v, a) for a, v in val.items())
        macros[k[2]] = (h, merged)
    return macros


def check_presence(tap, names, macros, universe):
    """Presence, since= and added= of every name, against the manifest."""
    wrong = []
    for n, (h, e) in sorted(macros.items()):
        want = parse_abiset(e["abis"], universe)
        got = set(names.get(n, {}))
        if got != want:
            wrong.append("%s: on %s, the manifest says %s" % (
                n, ",".join(sorted(got)) or "none", e["abis"]))
            continue
        since = e.get("since", "?")
        per_abi = parse_layout(since, universe) if "@" in since else None
        for a in sorted(want):
            s = per_abi.get(a) if per_abi is not None else since
            d = names[n][a]
            if d["since"] != s or d["header"] != h or d["added"] != e["added"]:
                wrong.append("%s on %s: since=%s header %s added=%s, the "
                             "manifest says %s %s %s" % (
                                 n, a, d["since"], d["header"], d["added"],
                                 s, h, e["added"]))
    extra = sorted(set(names) - set(macros))
    tap.ok(not wrong and not extra,
           "every manifest name (%d) is on exactly its ABIs, with its since= "
           "and added=" % len(macros),
           (wrong + ["not in the manifest: " + n for n in extra])[:30])


def check_values(tap, names, macros, universe):
    """Every value is the manifest's, on every ABI."""
    wrong = []
    for n, (h, e) in sorted(macros.items()):
        want = parse_layout(e.get("value", ""), universe)
        for a, d in sorted(names.get(n, {}).items()):
            if d["value"] != want.get(a, ""):
                wrong.append("%s on %s: %s, the manifest says %s" % (
                    n, a, d["value"], want.get(a)))
    tap.ok(not wrong, "every value equals the manifest's, on every ABI",
           wrong[:30])


def check_layouts(tap, entries, structs, members, universe):
    """Struct and member layouts, against the manifest.  A tag two headers
    define (each on its own ABIs: <linuxabi/ptrace.h>'s register set, which
    aarch64's and riscv64's <linuxabi/kvm.h> include) is one struct to the
    library: its entries are joined, and must agree where they meet."""
    wrong = []
    want = {"struct": {}, "member": {}}
    for (h, kind, tag), e in sorted(entries.items()):
        if kind not in want:
            continue
        for a, v in parse_layout(e.get("layout", ""), universe).items():
            prev = want[kind].setdefault(tag, {}).setdefault(a, v)
            if prev != v:
                wrong.append("%s %s on %s: %s in one header, %s in %s" % (
                    kind, tag, a, prev, v, h))
    for tag, lay in sorted(want["struct"].items()):
        got = dict((a, v[0]) for a, v in structs.get(tag, {}).items())
        if got != lay:
            wrong.append("struct %s: %s, the manifest says %s" % (
                tag, got, lay))
    for tag, lay in sorted(want["member"].items()):
        got = members.get(tag, {})
        if got != lay:
            wrong.append("%s: %s, the manifest says %s" % (tag, got, lay))
    tags = set(k[2] for k in entries if k[1] == "struct")
    nst = len(tags)
    wrong += ["struct %s: not in the library" % s
              for s in sorted(tags - set(structs))]
    wrong += ["struct %s: not in the manifest" % s
              for s in sorted(set(structs) - tags)]
    tap.ok(not wrong,
           "struct and member layouts (%d structs) equal the manifest" % nst,
           wrong[:30])


def check_sets(tap, entries, sets, spec):
    """Each set holds exactly the names lib/sets selects, from their header."""
    wrong = []
    in_header = {"*": set()}
    for (hh, kind, n) in entries:
        if kind == "macro":
            in_header.setdefault(hh, set()).add(n)
            in_header["*"].add(n)
    for s, (kind, h, globs, masks, uses) in sorted(spec.items()):
        nots = ["*"] + [g for g in globs if g.startswith("!")]
        callers = header_callers(uses) if uses else set()
        want = sorted(n for n in in_header.get(h, ()) if n not in masks and
                      (matches(n, globs) or
                       (n in callers and matches(n, nots))))
        got = sets.get(s)
        if got is None or got[0] != kind or sorted(got[1]) != want:
            wrong.append("%s: %s, lib/sets selects %s" % (
                s, got and " ".join(sorted(set(got[1]) ^ set(want))),
                " ".join(want)[:300]))
    tap.ok(not wrong and sorted(sets) == sorted(spec),
           "the %d sets hold the names lib/sets selects" % len(spec),
           wrong[:30])


def check_setless(tap, entries, sets, macros, setless):
    """Every name is in a set, or in lib/sets' setless groups with a
    reason."""
    inset = set(n for _, members in sets.values() for n in members)
    headers_of = {}
    for (hh, kind, nn) in entries:
        if kind == "macro":
            headers_of.setdefault(nn, set()).add(hh)
    reasons, lost = {}, []
    for n, (h, _) in sorted(macros.items()):
        if n in inset:
            continue
        hs = headers_of.get(n, set())
        why = [r for g, globs, r in setless
               if (g == "*" or g in hs) and matches(n, globs)]
        if why:
            reasons.setdefault(why[0], []).append(n)
        else:
            lost.append("%s (%s): in no set of lib/sets and not setless"
                        % (n, h))
    stale = ["setless %s %s: matches no name outside the sets" % (g, r[:40])
             for g, _, r in setless if r not in reasons]
    tap.ok(not lost and not stale,
           "every name (%d) is in one of the %d sets (%d names) or setless "
           "with a reason (%d names, %d reasons)" % (
               len(macros), len(sets), len(inset & set(macros)),
               sum(len(v) for v in reasons.values()), len(reasons)),
           (lost + stale)[:40] + ["setless: %d: %s" % (len(ns), r[:100])
                                  for r, ns in sorted(reasons.items(),
                                                      key=lambda x: -len(x[1]))])


def check_ioctl(tap, sets, macros):
    """The ioctl set has every request some header makes with
    LINUXABI_IO*()."""
    reqs = header_callers(["LINUXABI_IO", "LINUXABI_IOR", "LINUXABI_IOW",
                           "LINUXABI_IOWR", "LINUXABI_IOC"]) & set(macros)
    got = set(sets.get("ioctl", ("", []))[1])
    tap.ok(reqs and reqs <= got, "set ioctl: the %d requests the headers "
           "make with LINUXABI_IO*() and %d plain numbers" % (
               len(reqs), len(got - reqs)), sorted(reqs - got)[:30])


def check_abis(tap, dabis, rows):
    """The ABIs, with their first row's Debian architecture, triplet and
    kernel architecture."""
    want = {}
    for a in rows:
        want.setdefault(a.name, [a.debarch, a.triplet, a.karch])
    got = dict((a, v[:3]) for a, v in dabis.items())
    tap.ok(got == want, "the %d ABIs with their first row's Debian "
           "architecture, triplet and kernel architecture" % len(want),
           ["%s: %s, arch/abis says %s" % (a, got.get(a), want.get(a))
            for a in sorted(set(got) | set(want)) if got.get(a) != want.get(a)])


def cmd_lookup(args):
    tap = Tap()
    names, sets, structs, members, dabis = read_dump(args[0])
    entries = read_manifest()
    rows = read_abis()
    universe = sorted(set(a.name for a in rows))
    macros = merged_macros(entries, universe)
    check_presence(tap, names, macros, universe)
    check_values(tap, names, macros, universe)
    check_layouts(tap, entries, structs, members, universe)
    spec, setless = read_sets()
    check_sets(tap, entries, sets, spec)
    check_setless(tap, entries, sets, macros, setless)
    check_ioctl(tap, sets, macros)
    check_abis(tap, dabis, rows)
    return tap.done()
