"""tests/command.test: the linuxabi command against the headers.

  list --format tsv on every ABI equals the values and since= the manifest
  records and the values the ABI's own compiler reads from our headers;
  layout likewise; every manifest name on exactly its ABIs; decode and
  encode round-trip; translate equals name-wise lookup; JSON has the shape
  linuxabi(1) documents; export equals the manifest and list, in the
  documented schema; ioctl requests by name and by fields; the issue's
  examples; exit codes; bad input under valgrind.

Run as: PYTHONPATH=$srcdir/tests python3 -m linuxabi.command PROGRAM,
the built program itself (not libtool's wrapper script)."""

import concurrent.futures
import json
import os
import shutil
import sys

from . import config, proc
from .abis import read_abis
from .manifest import parse_layout, read_manifest
from .tap import Record, Tap, replay

CMD = []        # the command, set by main()
VALGRIND = []   # libtool --mode=execute valgrind ..., or [] without one
SANITIZED = os.environ.get("LINUXABI_SANITIZED") == "yes"


def run(*args, tool=()):
    p = proc.run(list(tool or CMD) + list(args), capture_output=True)
    return (p.returncode, p.stdout.decode("utf-8", "replace"),
            p.stderr.decode("utf-8", "replace"))


def tsv(*args):
    """(header, [row dict]) of a command run with --format tsv."""
    rc, out, err = run(*(list(args) + ["--format", "tsv"]))
    lines = out.splitlines()
    if not lines:
        return [], [], rc, err
    head = lines[0].split("\t")
    return head, [dict(zip(head, l.split("\t"))) for l in lines[1:]], rc, err


def universe():
    with open(config.SRCDIR + "/manifest") as f:
        for line in f:
            if line.startswith("# universe:"):
                return sorted(line.split(":", 1)[1].split())
    return []


def manifest_state():
    """{abi: {name: (value, since)}}, {abi: {key: layout}} from the manifest."""
    uni = universe()
    macros, layouts = {a: {} for a in uni}, {a: {} for a in uni}
    man = read_manifest()
    # liblinuxabi's layouts are the structs' (unions are not in its tables)
    unions = set(k[2] for k in man if k[1] == "union")
    for (h, kind, name), e in man.items():
        if kind == "union" or name.split(".")[0] in unions:
            continue
        abis = parse_layout("x@" + e["abis"], uni)
        since = e.get("since", "")
        since = parse_layout(since, uni) if "@" in since else \
            {a: since for a in abis}
        if kind == "macro":
            vals = parse_layout(e.get("value", ""), uni)
            for a in abis:
                macros[a][name] = (vals.get(a, ""), since.get(a, ""))
        else:
            for a, lay in parse_layout(e.get("layout", ""), uni).items():
                layouts[a][name] = lay
    return macros, layouts


def check_lists(tap):
    """list and layout on every ABI against the manifest.  In the same make
    check, manifest.test holds the manifest to what each ABI's own compiler
    reads from the headers, and oracle.test the headers to the kernel's:
    so the command is the kernel's ABI, link by link."""
    macros, mlayouts = manifest_state()
    rows = {}
    for r in read_abis():
        rows.setdefault(r.name, r)
    # list --abi all, parsed once; list --abi X is its lines for X, as text
    rc, out, err = run("list", "--abi", "all", "--format", "tsv")
    lines = out.splitlines()
    head = lines[0].split("\t") if lines else []
    text, lists, seen = {}, {}, {}
    for line in lines[1:]:
        row = dict(zip(head, line.split("\t")))
        text.setdefault(row["abi"], []).append(line)
        lists.setdefault(row["abi"], []).append(row)
        seen.setdefault(row["name"], set()).add(row["abi"])
    tap.ok(rc == 0 and head[:1] == ["abi"], "list --abi all --format tsv",
           err.splitlines())
    for abi in sorted(rows):
        got = lists.setdefault(abi, [])
        mine = {r["name"]: (r["value"], r["since"]) for r in got}
        want = macros.get(abi, {})
        bad = ["%s: list says %s, manifest %s" % (n, mine.get(n), want.get(n))
               for n in sorted(set(mine) | set(want))
               if mine.get(n) != want.get(n)]
        rc, out, err = run("list", "--abi", abi, "--format", "tsv")
        if out.splitlines()[1:] != text.get(abi):
            bad.insert(0, "list --abi %s is not list --abi all's lines for "
                       "%s" % (abi, abi))
        tap.ok(rc == 0 and not bad and got,
               "%s: list --format tsv is the manifest's %d names, values "
               "and since=" % (abi, len(want)), bad[:20] + err.splitlines())
        # struct layouts: the layout command against the manifest
        tags = sorted(k for k in mlayouts.get(abi, {}) if "." not in k)
        _, lay, rc, err = tsv(*(["layout", "--abi", abi] + tags))
        got = {}
        for r in lay:
            if r["member"]:
                got[r["struct"] + "." + r["member"]] = "%s:%s" % (
                    r["offset"], r["size"])
            else:
                got[r["struct"]] = "%s:%s" % (r["size"], r["align"])
        man = mlayouts.get(abi, {})
        bad = ["%s: layout says %s, manifest %s" % (k, got.get(k), man.get(k))
               for k in sorted(set(got) | set(man))
               if got.get(k) != man.get(k)]
        tap.ok(rc == 0 and not bad, "%s: layout of %d structs is the "
               "manifest's" % (abi, len(tags)), bad[:20] + err.splitlines())
    want = {}
    for a, names in macros.items():
        for n in names:
            want.setdefault(n, set()).add(a)
    bad = ["%s: on %s, manifest: %s" % (n, ",".join(sorted(seen.get(n, ()))),
                                        ",".join(sorted(want.get(n, ()))))
           for n in sorted(set(seen) | set(want)) if seen.get(n) != want.get(n)]
    tap.ok(not bad, "list --abi all: each of %d manifest names on exactly "
           "the manifest's ABIs" % len(want), bad[:20])
    check_export(tap, lists, macros, mlayouts)


# export's JSON schema as linuxabi(1) documents it: each object's keys
EXPORT_KEYS = {
    "top": "schema linuxabi uapi abis sets names structs",
    "abi": "abi debian triplet kernel_arch bits",
    "set": "set kind prefix description",
    "name": "name header comment added unsigned sets abis",
    "name_abi": "value since",
    "struct": "struct header abis",
    "struct_abi": "size align since members",
    "member": "member offset size",
}


def export_shape(doc):
    """Where DOC departs from EXPORT_KEYS, as messages."""
    bad = []

    def keys(obj, kind, where):
        want = EXPORT_KEYS[kind].split()
        if not isinstance(obj, dict) or list(obj) != want:
            bad.append("%s: keys %s, documented %s" % (
                where, list(obj) if isinstance(obj, dict) else obj, want))
            return False
        return True
    if not keys(doc, "top", "top") or doc["schema"] != 1:
        return bad or ["schema %r, documented 1" % doc.get("schema")]
    for a in doc["abis"]:
        keys(a, "abi", "abi")
    for st in doc["sets"]:
        keys(st, "set", "set")
    for n in doc["names"]:
        if keys(n, "name", "name") and isinstance(n["sets"], list):
            for a, v in n["abis"].items():
                keys(v, "name_abi", "%s on %s" % (n["name"], a))
    for st in doc["structs"]:
        if keys(st, "struct", "struct"):
            for a, v in st["abis"].items():
                if keys(v, "struct_abi", "%s on %s" % (st["struct"], a)):
                    for m in v["members"]:
                        keys(m, "member", "%s member" % st["struct"])
    return bad[:10]


def check_export(tap, lists, macros, mlayouts):
    """export --format tsv of every ABI against the manifest (names, ABIs,
    since=, values, layouts) and against list's records of the same names,
    which check_lists held to the manifest: no compiler again.  The JSON,
    the same records through another printer, in the documented schema
    and equal to the TSV's, on two ABIs that differ in width and byte
    order (all of them would parse 40 MB for one printer's sake)."""
    abis = sorted(lists)
    setnames = set(r["set"] for r in sets())
    head, rows, rc, err = tsv("export", "--abi", "all")
    cols = ("record abi name member value size align offset sets since "
            "header comment").split()
    tap.ok(rc == 0 and head == cols, "export --format tsv --abi all: the "
           "documented columns (%d records)" % len(rows),
           ["header %s" % head] + err.splitlines()[:5])
    if head != cols:
        return
    got = {a: {} for a in abis}
    gotl = {a: {} for a in abis}
    named = {}
    bad = []
    for r in rows:
        a = r["abi"]
        if r["record"] == "name":
            got.setdefault(a, {})[r["name"]] = (r["value"], r["since"])
            named[(a, r["name"])] = r
            if not set(filter(None, r["sets"].split(","))) <= setnames:
                bad.append("%s: sets %s" % (r["name"], r["sets"]))
        elif r["record"] == "struct":
            gotl.setdefault(a, {})[r["name"]] = "%s:%s" % (r["size"],
                                                           r["align"])
        elif r["record"] == "member":
            gotl.setdefault(a, {})[r["name"] + "." + r["member"]] = \
                "%s:%s" % (r["offset"], r["size"])
    for a in abis:
        want = macros.get(a, {})
        bad += ["%s on %s: export %s, manifest %s" % (n, a, got[a].get(n),
                                                      want.get(n))
                for n in sorted(set(got[a]) | set(want))
                if got[a].get(n) != want.get(n)]
        for r in lists[a]:
            n = named.get((a, r["name"]))
            if n and (r["header"] != n["header"] or
                      r["comment"] != n["comment"] or
                      (r["set"] and r["set"] not in n["sets"].split(","))):
                bad.append("%s on %s: header, comment or set unlike list's"
                           % (r["name"], a))
    tap.ok(not bad and sorted(got) == abis,
           "export: every name's value and since= on each of %d ABIs is the "
           "manifest's; header, comment and set list's" % len(abis), bad[:20])
    bad = ["%s on %s: export %s, manifest %s" % (k, a, gotl[a].get(k),
                                                 mlayouts[a].get(k))
           for a in abis for k in sorted(set(gotl[a]) | set(mlayouts[a]))
           if gotl[a].get(k) != mlayouts[a].get(k)]
    tap.ok(not bad, "export: struct and member layouts on every ABI are the "
           "manifest's", bad[:20])
    # JSON: the schema, and the TSV's records of the same two ABIs
    two = ["mips", "x86_64"]
    rc, out, err = run("export", "--format", "json", "--abi", ",".join(two))
    try:
        doc = json.loads(out)
    except ValueError as e:
        tap.ok(False, "export --format json --abi mips,x86_64 parses as JSON",
               [str(e)] + err.splitlines()[:5])
        return
    bad = export_shape(doc)
    tap.ok(rc == 0 and not bad, "export --format json --abi mips,x86_64: "
           "JSON of the documented schema 1 (%d names, %d structs)" % (
               len(doc.get("names", ())), len(doc.get("structs", ()))),
           bad + err.splitlines()[:5])
    if bad:
        return
    tap.ok([x["abi"] for x in doc["abis"]] == two and
           all(set(n["abis"]) <= set(two) for n in doc["names"]),
           "export --abi mips,x86_64: those two ABIs only")
    bad = []
    jn = {a: {} for a in two}
    for n in doc["names"]:
        for a, v in n["abis"].items():
            jn[a][n["name"]] = (
                "" if v["value"] is None else str(v["value"]), v["since"])
            t = named.get((a, n["name"]), {})
            if (t.get("header"), unescape(t.get("comment", ""))) != \
                    (n["header"], n["comment"]) or \
                    sorted(filter(None, t.get("sets", "").split(","))) != \
                    sorted(n["sets"]):
                bad.append("%s on %s: header, comment or sets unlike the "
                           "TSV's" % (n["name"], a))
    jl = {a: {} for a in two}
    for st in doc["structs"]:
        for a, v in st["abis"].items():
            jl[a][st["struct"]] = "%d:%d" % (v["size"], v["align"])
            for m in v["members"]:
                jl[a][st["struct"] + "." + m["member"]] = "%d:%d" % (
                    m["offset"], m["size"])
    bad += ["%s: the JSON's names or layouts are not the TSV's" % a
            for a in two if jn[a] != got[a] or jl[a] != gotl[a]]
    tap.ok(not bad, "export --format json: the TSV's names, values, since=, "
           "headers, comments, sets and layouts of mips and x86_64", bad[:20])


def sets():
    _, rows, _, _ = tsv("sets")
    return rows


ROUNDTRIP_SETS = 16


def check_roundtrip(tap):
    """decode then encode gives the value back, for a spread of the flags
    sets (ROUNDTRIP_SETS, half as many under ASan), on the ABIs whose
    flags differ most (alpha, hppa, MIPS, powerpc, sparc64) and x86_64,
    for three of its names' values, all of them ORed, and stray bits (the
    library test goes through every name on every ABI in-process: here,
    the command's path)."""
    abis = [r["abi"] for r in tsv("abis")[1] if r["abi"] in (
        "alpha", "hppa", "mips", "powerpc", "sparc64", "x86_64")]
    if SANITIZED:
        # the same code on every ABI, and an ASan run costs ten plain ones:
        # 64-bit little-endian x86_64 and 32-bit big-endian mips
        abis = [a for a in abis if a in ("x86_64", "mips")]
    flagsets = [s["set"] for s in sets() if s["kind"] == "flags"]
    tap.ok(len(flagsets) >= 10, "sets: %d flags sets" % len(flagsets))
    # the command's path is the same for every set: ROUNDTRIP_SETS of them,
    # spread over the list, and open's, so that the runs stay as many
    # however many topics add sets (library.test decodes every name of
    # every set on every ABI, in-process)
    want = ROUNDTRIP_SETS // 2 if SANITIZED else ROUNDTRIP_SETS
    step = max(1, len(flagsets) // want)
    flagsets = sorted(set(flagsets[::step][:want] + ["open"]))

    def one(job):
        s, abi = job
        _, rows, _, _ = tsv("list", "--set", s, "--abi", abi)
        vals = sorted(set(int(r["value"]) for r in rows if r["value"]))
        allbits = 0
        for v in vals:
            allbits |= v
        bad = []
        # the lowest, middle and highest values (each name's own decoding
        # is the library test's, in-process)
        sample = sorted(set(vals[:1] + vals[len(vals) // 2:][:1] + vals[-1:]))
        for v in sample + [allbits, allbits | (1 << 62), 0]:
            v &= (1 << 64) - 1
            rc, out, err = run("decode", s, hex(v), "--abi", abi)
            text = out.strip()
            rc2, out2, err2 = run("encode", s, text, "--abi", abi)
            if rc2 or out2.strip() != hex(v):
                bad.append("%s %s: decode %s, encode %s %s" % (
                    abi, hex(v), text, out2.strip(), err2.strip()))
        return bad

    jobs = [(s, a) for s in flagsets for a in abis]
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        results = list(pool.map(one, jobs))
    for s in flagsets:
        bad = sum((r for (js, _), r in zip(jobs, results) if js == s), [])
        tap.ok(not bad, "decode/encode %s round-trips on %d ABIs" % (
            s, len(abis)), bad[:10])


def check_translate(tap):
    """translate SET V --from A --to all equals V's preferred name on A
    looked up on each ABI: every errno, signal and syscall of a few ABIs.
    The preferred names come from one run of SET with every value, their
    values on every ABI from one lookup of them all; translate itself runs
    once a value."""
    for s, froms in (("errno", ["x86_64", "mips", "alpha"]),
                     ("signal", ["x86_64", "sparc64", "mips"]),
                     ("syscall", ["x86_64", "i386"])):
        for a in froms:
            _, rows, _, _ = tsv("list", "--set", s, "--abi", a)
            values = sorted(set(r["value"] for r in rows), key=int)
            _, byval, _, _ = tsv(*([s] + values + ["--abi", a]))
            name = {}
            for r in byval:
                name.setdefault(r["value"], r["name"])
            _, lk, _, _ = tsv(*(["lookup"] + sorted(set(name.values()))
                                + ["--abi", "all"]))
            want = {}
            for r in lk:
                if r["value"]:
                    want.setdefault(r["name"], {})[r["abi"]] = r["value"]

            if SANITIZED:
                # an ASan run starts ten times slower: every tenth value
                # and the last (the plain build checks them all)
                values = sorted(set(values[::10] + values[-1:]), key=int)

            def one(v):
                _, tr, _, _ = tsv("translate", s, v, "--from", a, "--to",
                                  "all")
                return {r["to"]: r["result"] for r in tr}
            with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
                got = dict(zip(values, pool.map(one, values)))
            bad = []
            for v in values:
                n = name.get(v)
                w = want.get(n, {})
                if n is None or got[v] != w:
                    bad.append("%s %s (%s): translate %s, lookup %s" % (
                        a, v, n, sorted(set(got[v].items()) - set(w.items())),
                        sorted(set(w.items()) - set(got[v].items()))))
            tap.ok(not bad, "translate %s from %s equals lookup of the name "
                   "on every ABI (%d values)" % (s, a, len(values)), bad[:10])
    # flags: names mapped, the others' bits dropped
    expr = "O_WRONLY|O_CREAT|O_DIRECTORY|O_CLOEXEC"
    _, enc, _, _ = tsv("encode", "open", expr, "--abi", "all")
    want = {r["abi"]: r["value"] for r in enc}
    _, tr, _, _ = tsv("translate", "open", expr, "--from", "alpha", "--to",
                      "all")
    got = {r["to"]: r["result"] for r in tr}
    tap.ok(got == want and len(got) == len(tsv("abis")[1]),
           "translate open %s from alpha equals encode on each ABI" % expr,
           ["%s: %s, %s" % (a, got.get(a), want.get(a)) for a in sorted(want)
            if got.get(a) != want.get(a)])


# the columns linuxabi(1) documents, numbers marked with '#'
SHAPES = {
    "abis": "abi debian triplet kernel_arch #bits #host",
    "sets": "set kind prefix #size description",
    "names": "abi set name #value since header comment",
    "decode": "abi set #value names #rest",
    "encode": "abi set expr #value",
    "translate": "set from to #value #result names",
    "diff": "set name abi1 #value1 abi2 #value2",
    "layout": "abi struct member #offset #size #align",
    "version": "version uapi host",
    "decode-ioctl": "abi #value name dir #type #nr #size",
}


def unescape(cell):
    if "\\" not in cell:
        return cell
    out, i = "", 0
    while i < len(cell):
        if cell[i] == "\\" and i + 1 < len(cell):
            out += {"t": "\t", "n": "\n", "r": "\r"}.get(cell[i + 1],
                                                       cell[i + 1])
            i += 2
        else:
            out += cell[i]
            i += 1
    return out


def check_json(tap):
    cases = [
        ("abis", ["abis"]), ("sets", ["sets"]),
        ("names", ["lookup", "O_CREAT", "EAGAIN", "--abi", "all"]),
        ("names", ["errno", "11", "EWOULDBLOCK", "--abi", "alpha,x86_64"]),
        ("names", ["signal", "USR1", "--abi", "all"]),
        ("names", ["syscall", "clone3", "--abi", "all"]),
        ("names", ["list", "--set", "mmap-flags", "--abi", "all"]),
        ("names", ["list", "--since", "6.8", "--abi", "all"]),
        ("names", ["search", "*SYNC*", "--abi", "all"]),
        ("names", ["lookup", "LSMT_ROOT"]),
        ("decode", ["decode", "open", "0x80241", "--abi", "all"]),
        ("decode", ["decode", "errno", "95", "--abi", "all"]),
        ("encode", ["encode", "mmap-flags", "MAP_SHARED|MAP_FIXED",
                    "--abi", "all"]),
        ("encode", ["encode", "open", "O_WRONLY|\t0x4", "--abi", "all"]),
        ("translate", ["translate", "signal", "SIGUSR1", "--from", "mips",
                       "--to", "all"]),
        ("diff", ["diff", "x86_64", "x32"]),
        ("layout", ["layout", "flock", "--abi", "all"]),
        ("version", ["version"]),
        ("names", ["ioctl", "LINUXABI_TCGETS", "0x541b", "--abi", "all"]),
        ("decode-ioctl", ["decode", "ioctl", "0x80085401", "--abi", "all"]),
        ("translate", ["translate", "ioctl", "LINUXABI_TCGETS", "--from", "x86_64",
                       "--to", "all"]),
        ("translate", ["translate", "ioctl", "0x80085499", "--from",
                       "x86_64", "--to", "all"]),
    ]
    for shape, args in cases:
        cols = SHAPES[shape].split()
        names = [c.lstrip("#") for c in cols]
        rc, out, err = run(*(args + ["--format", "json"]))
        problems = []
        try:
            doc = json.loads(out)
        except ValueError as e:
            doc = None
            problems.append("not JSON: %s" % e)
        head, rows, rc2, _ = tsv(*args)
        if head != names:
            problems.append("tsv header %s, documented %s" % (head, names))
        if doc is not None:
            if not isinstance(doc, list) or not doc:
                problems.append("not a non-empty array")
            elif len(doc) != len(rows):
                problems.append("%d objects, %d tsv records" % (len(doc),
                                                                len(rows)))
            else:
                for obj, row in zip(doc, rows):
                    if list(obj) != names:
                        problems.append("keys %s" % list(obj))
                        break
                    for c in cols:
                        n = c.lstrip("#")
                        cell = unescape(row[n])
                        want = None if cell == "" else \
                            int(cell) if c[0] == "#" else cell
                        if obj[n] != want:
                            problems.append("%s: json %r, tsv %r" % (
                                n, obj[n], row[n]))
        tap.ok(not problems and rc == rc2, "JSON of %s: %d records of the "
               "documented shape, as tsv" % (" ".join(args), len(rows)),
               problems[:10] + err.splitlines()[:3])


def check_examples(tap):
    rc, out, err = run("translate", "errno", "95", "--from", "x86_64", "--to",
                       "mips")
    tap.ok(rc == 0 and out == "122 EOPNOTSUPP\n",
           "translate errno 95 --from x86_64 --to mips: 122 EOPNOTSUPP",
           [repr(out), err])
    # decode open on mips: each name's bits as mips gives them; 0x40 is
    # O_CREAT on x86_64 and nothing on mips
    rc, out, err = run("decode", "open", "0x80241", "--abi", "mips")
    _, rows, _, _ = tsv("list", "--set", "open", "--abi", "mips")
    val = {r["name"]: int(r["value"]) for r in rows}
    parts = out.strip().split("|")
    total = 0
    for p in parts:
        total |= val[p] if p in val else int(p, 16)
    tap.ok(rc == 1 and total == 0x80241 and
           out == "O_WRONLY|O_TRUNC|O_CLOEXEC|0x40\n" and
           "0x40 has no name on mips" in err,
           "decode open 0x80241 --abi mips: %s, exit 1" % out.strip(), [err])
    rc, out, err = run("syscall", "clone3", "--abi", "all")
    lines = out.splitlines()
    nabi = len(tsv("abis")[1])
    tap.ok(rc == 1 and len(lines) == nabi and
           "clone3: not on sh (present on %d ABIs)" % (nabi - 1) in err and
           any(l.split() == ["x86_64", "435", "clone3"] for l in lines) and
           any(l.split() == ["sh", "-", "clone3"] for l in lines),
           "syscall clone3 --abi all: %d ABIs, sh lacks it, exit 1" % nabi,
           lines + err.splitlines())
    rc, out, err = run("syscall", "opnat")
    tap.ok(rc == 1 and "opnat: no such syscall name; did you mean openat?"
           in err, "syscall opnat: exit 1, did you mean openat?", [err])
    check_ioctl_examples(tap)
    rc, out, err = run("search", "open")
    rc2, out2, _ = run("search", "open*")
    tap.ok(rc == 0 and len(out.splitlines()) == 1 and
           len(out2.splitlines()) > 3,
           "search: a plain word matches only itself, a glob more",
           [out, out2])


def check_ioctl_examples(tap):
    """LINUXABI_TCGETS on every ABI; a nameless request's fields by each ABI's
    encoding; translate by name and by fields."""
    head, rows, rc, err = tsv("ioctl", "LINUXABI_TCGETS", "--abi", "all")
    val = {r["abi"]: int(r["value"]) for r in rows}
    tap.ok(rc == 0 and val.get("x86_64") == 0x5401 and
           val.get("mips") == 0x540d and val.get("powerpc") == 0x402c7413 and
           val.get("sparc64") == 0x40245408 and len(val) == len(tsv("abis")[1]),
           "ioctl LINUXABI_TCGETS --abi all: 0x5401, on mips 0x540d, on powerpc "
           "0x402c7413, on sparc64 0x40245408", err.splitlines())
    head, rows, rc, err = tsv("ioctl", "0x5401", "--from", "x86_64",
                              "--abi", "all")
    val2 = {r["abi"]: int(r["value"]) for r in rows}
    tap.ok(rc == 0 and val2 == val and
           set(r["name"] for r in rows) == {"LINUXABI_TCGETS"},
           "ioctl 0x5401 --from x86_64 --abi all: LINUXABI_TCGETS, with its number "
           "on each ABI", err.splitlines())
    rc, out, err = run("ioctl", "0x5401", "--from", "mips", "--abi", "x86_64")
    tap.ok(rc == 0 and out.split()[:2] == ["0x5405", "TCGETA"],
           "ioctl 0x5401 --from mips --abi x86_64: mips' TCGETA, 0x5405 "
           "on x86_64", [out, err])
    rc, out, err = run("ioctl", "0x541b", "--abi", "x86_64")
    tap.ok(rc == 0 and out.split()[:2] == ["0x541b", "FIONREAD"] and
           "TIOCINQ" in out, "ioctl 0x541b: FIONREAD first, its aliases "
           "after", [out])
    # 0x80085401: READ on the generic encoding, WRITE on MIPS' and others'
    head, rows, rc, err = tsv("decode", "ioctl", "0x80085401", "--abi", "all")
    dirs = {r["abi"]: r["dir"] for r in rows}
    fields = set((r["type"], r["nr"], r["size"]) for r in rows)
    tap.ok(rc == 1 and fields == {("84", "1", "8")} and
           dirs.get("x86_64") == "read" and dirs.get("mips") == "write" and
           dirs.get("hppa") == "write" and dirs.get("powerpc") == "write" and
           "no ioctl name on mips" in err,
           "decode ioctl 0x80085401: no name; 'T' 1 size 8, read on x86_64, "
           "write on mips, powerpc and hppa", [str(dirs)] + err.splitlines()[:3])
    rc, out, err = run("decode", "ioctl", "0x40245408", "--abi", "sparc64")
    tap.ok(rc == 0 and out == "LINUXABI_TCGETS\n", "decode ioctl 0x40245408 --abi "
           "sparc64: LINUXABI_TCGETS", [out, err])
    rc, out, err = run("translate", "ioctl", "LINUXABI_TCGETS", "--from", "x86_64",
                       "--to", "powerpc")
    tap.ok(rc == 0 and out == "0x402c7413 LINUXABI_TCGETS\n", "translate ioctl "
           "LINUXABI_TCGETS --from x86_64 --to powerpc: 0x402c7413", [out, err])
    _, rows, rc, err = tsv("translate", "ioctl", "0x80085499", "--from",
                           "x86_64", "--to", "mips,hppa,riscv64")
    got = {r["to"]: int(r["result"]) for r in rows}
    tap.ok(rc == 0 and got == {"mips": 0x40085499, "hppa": 0x40085499,
                               "riscv64": 0x80085499},
           "translate ioctl 0x80085499 (nameless): its fields re-encoded",
           [str(got)] + err.splitlines())
    rc, out, err = run("translate", "ioctl", "0xbfff5499", "--from",
                       "x86_64", "--to", "mips")
    tap.ok(rc == 1 and "do not fit mips's encoding" in err, "translate "
           "ioctl: a size of 16383 does not fit MIPS' 13 bits", [out, err])


# (arguments, exit status) for bad and borderline input
# Linux takes at most 128 KiB in one argument: 1 MB is nine of these
BIG = "A" * 120000
NASTY = [
    (["lookup", ""], 1),
    (["lookup", BIG], 1),
    (["lookup"] + [BIG] * 9, 1),
    (["lookup", "\xff\xfe"], 1),
    (["errno", "0x"], 2),
    (["errno", "12abc"], 2),
    (["syscall", "99999999999999999999999"], 2),
    (["signal", "-"], 2),
    (["errno", "-1"], 1),
    (["decode", "open", "-1", "--abi", "all"], 1),
    (["decode", "open", "0xffffffffffffffff", "--abi", "all", "--format",
      "json"], 1),
    (["encode", "open", "O_WRONLY||O_CREAT"], 2),
    (["encode", "open", ""], 2),
    (["encode", "open", "O_CREAT|" + BIG], 1),
    (["encode", "open", "0x" + "f" * 30], 2),
    (["translate", "open", "0xffffffffffffffff", "--from", "x86_64", "--to",
      "all"], 1),
    (["translate", "errno", "4095", "--from", "x86_64", "--to", "mips"], 1),
    (["--abi", "x86_64,,mips", "lookup", "EPERM"], 2),
    (["--abi", "vax", "lookup", "EPERM"], 1),
    (["--abi", BIG, "lookup", "EPERM"], 1),
    (["decode", "nosuchset", "1"], 1),
    (["search", "["], 1),
    (["search", "*" * 120000], 0),
    (["search", "?" * 120000], 1),
    (["search", "[" + BIG + "]"], 1),
    (["layout", ""], 1),
    (["layout", "flock", "--abi", "all", "--format", "tsv"], 0),
    (["list", "--since", "abc"], 2),
    (["list", "--common", "--only", "x86_64"], 2),
    (["diff", "x86_64"], 2),
    (["nosuchcommand"], 2),
    ([], 2),
    (["--format", "xml", "abis"], 2),
    (["--abi"], 2),
    (["translate", "errno", "95", "--from", "x86_64"], 0),
    (["lookup", "ECANCELLED", "--abi", "hppa"], 0),
    (["lookup", "ECANCELLED"], 1),
    (["ioctl", "0x5401", "--abi", "all"], 0),
    (["ioctl", "0x1234", "--from", "x86_64", "--abi", "all"], 1),
    (["ioctl", "0x5401", "--from", "nosuchabi"], 1),
    (["errno", "95", "--from", "mips"], 2),
    (["ioctl", "TCGETZ"], 1),
    (["ioctl", "0xffffffffffffffff", "--abi", "all"], 1),
    (["ioctl", "-1"], 1),
    (["ioctl", "0x"], 2),
    (["decode", "ioctl", "0xffffffffffffffff", "--abi", "all"], 1),
    (["decode", "ioctl", "0xe0005401", "--abi", "mips", "--format",
      "json"], 1),
    (["decode", "ioctl", "-0x80000000", "--abi", "all"], 1),
    (["decode", "ioctl", "12abc"], 2),
    (["translate", "ioctl", "0x123456789", "--from", "x86_64", "--to",
      "all"], 1),
    (["translate", "ioctl", "0xbfff5499", "--from", "x86_64", "--to",
      "all", "--format", "json"], 1),
    (["translate", "ioctl", "LINUXABI_TCGETS|LINUXABI_TCSETS", "--from", "x86_64"], 2),
    (["translate", "ioctl", "TIOCSER_TEMT", "--from", "x86_64"], 1),
    (["export"], 2),
    (["export", "--format", "text", "--abi", "all"], 2),
    (["export", "--format", "xml"], 2),
    (["export", "--format", "json", "--abi", "vax"], 1),
    (["export", "--format", "tsv", "--abi", "x86_64,"], 2),
    (["export", "names", "--format", "json"], 2),
    (["export", "--format", "json", "--abi", "mips,x86_64"], 0),
]


# run without valgrind: each walks every name (export prints them all, a
# 1 MB name is held against each for a suggestion), which under valgrind
# costs seconds that grow with every topic; check-sanitize runs them, like
# every input here, under ASan and UBSan
UNVALGRINDED = (["lookup"] + [BIG] * 9,
                ["export", "--format", "json", "--abi", "mips,x86_64"])


def check_bad_input(tap):
    """Each nasty input: its exit status and a message, no memory error
    under valgrind (the runs in parallel: valgrind starts slowly)."""
    def one(args):
        if VALGRIND and args not in UNVALGRINDED:
            return run(*args, tool=VALGRIND)
        return run(*args)

    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        results = list(pool.map(one, [args for args, _ in NASTY]))
    for (args, want), (rc, out, err) in zip(NASTY, results):
        label = " ".join(a if len(a) < 40 else "%s...(%d bytes)" % (a[:8],
                                                                    len(a))
                         for a in args) or "(no arguments)"
        label = label.encode("ascii", "backslashreplace").decode()
        msg = [l for l in err.splitlines() if not l.startswith("==")][:3]
        tap.ok(rc == want and (want == 0 or msg),
               "%s: exit %d%s" % (label, want, ", a message" if want else ""),
               ["exit %d" % rc] + msg + [l for l in err.splitlines()
                                          if l.startswith("==")][:20])
    if not VALGRIND and not SANITIZED:
        tap.skip("bad input under valgrind", "no valgrind: apt-get install "
                 "valgrind")


def main():
    global CMD, VALGRIND
    CMD = sys.argv[1:]
    tap = Tap()
    # make check-sanitize's ASan build checks each run itself: valgrind
    # cannot run it
    if shutil.which("valgrind") and not SANITIZED:
        # inline frames only refine an error's stack: reading them is a
        # quarter of each run's start-up
        VALGRIND = ["valgrind", "-q", "--error-exitcode=99",
                    "--leak-check=no", "--read-inline-info=no"] + CMD
    # the checks that mostly wait for the command (valgrind's runs above
    # all) in a thread of their own while this one compares lists, which
    # is Python's work: what they report is replayed in this order
    waiting = (check_examples, check_bad_input, check_json, check_translate,
               check_roundtrip)
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        def record():
            rec = Record()
            for check in waiting:
                check(rec)
            return rec.calls
        fut = pool.submit(record)
        lists = Record()
        check_lists(lists)
        replay(tap, fut.result())
        replay(tap, lists.calls)
    return tap.done()


if __name__ == "__main__":
    sys.exit(main())
