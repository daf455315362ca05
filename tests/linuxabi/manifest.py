"""The manifest (every name, on which ABIs, its value or layout), the
namespace (nothing but macros and struct linuxabi_* tags), and NEWS."""

import concurrent.futures
import glob
import os
import re
import textwrap

from . import config
from .abis import headers, read_abis
from .cc import CompileError, run_cc
from .explain import OurFiles, manifest_text
from .headers import constant, read_headers
from .tap import Tap
from .tu import read_probes, value_probe


def manifest_path():
    return os.path.join(config.SRCDIR, "manifest")


# what the manifest pins of each kind of name, per group of ABIs
# (a function-like helper macro, LINUXABI_ only, its number of parameters)
ATTR = {"macro": "value", "struct": "layout", "union": "layout",
        "member": "layout", "function": "args"}


_stdint = {}


def declarations(abi, hd):
    """What the header of Header HD declares beyond <stdint.h>: ({tag:
    "struct" or "union"}, leaks), where leaks are typedefs, enumerators and
    other file-scope declarations."""
    key = tuple(abi.ours())
    if key not in _stdint:
        rc, std, err = run_cc(abi.ours(), "#include <stdint.h>\n",
                              extra=["-E", "-P"])
        if rc:
            raise CompileError(err)
        _stdint[key] = std
    std, out = _stdint[key], hd.text
    known = set(l.strip() for l in std.splitlines())
    text = " ".join(l for l in out.splitlines() if l.strip() not in known)
    tags = dict((t, k) for k, t in
                re.findall(r"\b(struct|union) (\w+) ?\{", text))
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


def layouts(abi, hdrs, structs, values, unions):
    """{tag: (size, align)}, {tag.member: (offset, size)}, {macro: value}
    on ABI: what the compiler makes of them, read back from its assembly,
    in one compile of all HDRS.  STRUCTS is {tag: members}, VALUES {name:
    expansion} (the macros whose integer values to read), UNIONS tags,
    whose size and alignment go with the structs'."""
    lines = ["#include <%s>" % h for h in hdrs]
    lines.append("void linuxabi_layout(void) {")
    # in an .ascii string, which clang's integrated assembler accepts too
    emit = ('__asm__ volatile (".ascii \\"@@LA %s %%0 %%1\\"" :: "i"(%s), '
            '"i"(%s));')
    for n, v in sorted(values.items()):
        if constant(v):
            lines.append(value_probe(n, v))
    for tag in sorted(unions):
        lines.append(emit % (tag, "sizeof(union %s)" % tag,
                             "_Alignof(union %s)" % tag))
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
    sizes, offsets = {}, {}
    for m in re.finditer(r"@@LA (\S+) [$#]?(\d+) [$#]?(\d+)", out):
        key, a, b = m.group(1), int(m.group(2)), int(m.group(3))
        (offsets if "." in key else sizes)[key] = (a, b)
    return sizes, offsets, read_probes(out)


def inventory(abi, hdrs):
    """Every name of the headers HDRS on ABI: {(header, kind, name):
    layout}."""
    inv, leaks = {}, []
    hds = read_headers(abi, hdrs)
    tags = {}
    structs, values = {}, {}
    for h, hd in hds.items():
        tags[h], lk = declarations(abi, hd)
        leaks += ["%s: %s" % (h, l) for l in lk]
        structs.update(hd.structs)
        values.update(hd.values)
    unions = set(t for h in tags for t, k in tags[h].items() if k == "union")
    sizes, offsets, vals = layouts(abi, sorted(hds), structs, values, unions)
    for h, hd in hds.items():
        for n in hd.names:
            # a macro's "layout" is its value (none for a non-integer one)
            inv[(h, "macro", n)] = str(vals[n]) if n in vals else ""
        for n, params in sorted(hd.functions.items()):
            # a function-like macro: a LINUXABI_ helper, and its arity
            if not n.startswith("LINUXABI_"):
                leaks.append("%s: function-like macro %s(%s) without the "
                             "LINUXABI_ prefix" % (h, n, params))
            inv[(h, "function", n)] = str(len(params.split(",")))
        for tag in sorted(tags[h]):
            if tags[h][tag] == "union":
                # a union is recorded as a struct is: size and alignment
                inv[(h, "union", tag)] = "%d:%d" % sizes.get(tag, (0, 0))
                continue
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


def current_state(rows, hdrs):
    """{(header, kind, name): {abi: layout}} of the headers HDRS over the
    ABIs ROWS, problems, and the ABIs that cannot be tested here."""
    missing = [(a, a.missing()) for a in rows if a.missing()]
    state, problems = {}, []
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
        futs = [(a, pool.submit(inventory, a, hdrs)) for a in rows
                if not a.missing()]
        for a, fut in futs:
            inv, leaks = fut.result()
            problems += ["%s: namespace leak: %s" % (a.label, l)
                         for l in leaks]
            for key, lay in inv.items():
                prev = state.setdefault(key, {}).get(a.name)
                if prev is not None and prev != lay:
                    # a value or member offset that follows the byte order
                    # (powerpc64's LINUXABI_AUDIT_ARCH, struct iocb's
                    # aio_key and aio_rw_flags) is pinned as the ABI's first
                    # row has it; the oracle checks every row against the
                    # kernel
                    if key[1] in ("macro", "member"):
                        continue
                    problems.append("%s: %s differs between the rows of %s"
                                    % (key[2], lay, a.name))
                state[key][a.name] = lay
    # a name absent on one row of an ABI but present on another
    return state, problems, missing


def manifest_universe(default):
    """The ABIs the manifest's "*" and "-a,b" sets were written against (its
    '# universe:' line): a new ABI must not join a recorded set unseen."""
    if os.path.exists(manifest_path()):
        with open(manifest_path()) as f:
            for line in f:
                if line.startswith("# universe:"):
                    return sorted(line.split(":", 1)[1].split())
    return default


def read_manifest():
    entries = {}
    if not os.path.exists(manifest_path()):
        return entries
    with open(manifest_path()) as f:
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
    with open(manifest_path(), "w") as f:
        f.write(MANIFEST_HEAD)
        f.write("# universe: %s\n" % " ".join(universe))
        for key in sorted(entries, key=lambda k: (k[0], k[1] != "macro",
                                                 k[2])):
            e = entries[key]
            attrs = " ".join("%s=%s" % (k, e[k]) for k in ("since", "added",
                                                           "value", "layout",
                                                           "args")
                             if k in e)
            f.write("%-22s %-6s %-*s %s %s\n" % (key[0], key[1], width,
                                                 key[2], e["abis"], attrs))


MANIFEST_HEAD = """\
# The linuxabi manifest: every name each header defines, on which ABIs,
# since which kernel (since=, per group of ABIs where they differ) and
# which linuxabi release (added=); for macros their integer value, for
# structs size:alignment and for members offset:size, per group of ABIs
# (value@ABIs;...).  An ABI with rows of both byte orders has the values
# of its first row in arch/abis.  Kind "function": a function-like helper
# macro (LINUXABI_IOR()), only LINUXABI_ ones, with its number of
# parameters (args=).
# Append-only: make check fails when a recorded name is gone, its value
# changed or its layout moved, and when a header defines a name not
# recorded here.  `make update-manifest` records deliberate additions
# (since=? until you fill in the kernel).
# ABIs: * all, a,b only these, -a,b all but these, of the universe below.
"""


def news_sections():
    """{release: set of words} from NEWS's '* ... release X' sections."""
    out, cur = {}, None
    with open(os.path.join(config.SRCDIR, "NEWS")) as f:
        for line in f:
            m = re.match(r"\* .*release (\S+)", line)
            if m:
                cur = out.setdefault(m.group(1), set())
            elif cur is not None:
                cur.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", line))
    return out


def defined_in(header, name):
    """Whether HEADER's own files (include/HEADER, and arch/*/linuxabi-arch/
    TOPIC.h or TOPIC-*.h) define or declare NAME, rather than a header it
    includes."""
    topic = header[len("linuxabi/"):-2]
    files = [os.path.join(config.SRCDIR, "include", header)]
    files += glob.glob(os.path.join(config.SRCDIR, "arch", "*",
                                    "linuxabi-arch", topic + ".h"))
    files += glob.glob(os.path.join(config.SRCDIR, "arch", "*",
                                    "linuxabi-arch", topic + "-*.h"))
    pat = re.compile(r"(#\s*define\s+|(struct|union)\s+)%s\b"
                     % re.escape(name))
    for f in files:
        with open(f) as fh:
            if pat.search(fh.read()):
                return True
    return False


def cmd_news(args):
    """The names a release adds, by header, for NEWS: each under the header
    that defines it, not again under those that include that one."""
    by_header, where = {}, {}
    entries = read_manifest()
    for key, e in entries.items():
        if key[1] != "member" and e["added"] == args[0]:
            where.setdefault((key[1], key[2]), []).append(key[0])
    for key, e in sorted(entries.items()):
        if key[1] != "member" and e["added"] == args[0]:
            hs = where[(key[1], key[2])]
            if len(hs) > 1 and not defined_in(key[0], key[2]) and \
                    any(defined_in(h, key[2]) for h in hs):
                continue
            by_header.setdefault(key[0], []).append(
                (key[1] + " " if key[1] in ("struct", "union") else "") + key[2]
                + ("()" if key[1] == "function" else ""))
    for h, names in sorted(by_header.items()):
        print("<%s> (%d):" % (h, len(names)))
        print(textwrap.fill(" ".join(names), 76, initial_indent="  ",
                            subsequent_indent="  ", break_on_hyphens=False))
    return 0


def cmd_manifest(args):
    """update, or check (TAP) on the ABIs ARGS (all if none) and the
    LINUXABI_TOPICS headers (all if unset)."""
    universe = sorted(set(a.name for a in read_abis()))
    recorded = manifest_universe(universe)
    entries = read_manifest()
    if args and args[0] == "update":
        return update_manifest(entries, universe, recorded,
                               args[1] if len(args) > 1 else "?")
    unknown = sorted(set(args) - set(universe))
    if unknown:
        print("manifest: no such ABI in arch/abis: " + " ".join(unknown))
        return 2
    return check_manifest(entries, universe, recorded, args)


def checked_headers():
    """Our headers, or those of the LINUXABI_TOPICS (space-separated)."""
    only = os.environ.get("LINUXABI_TOPICS", "").split()
    return [h for h in headers()
            if not only or h[len("linuxabi/"):-2] in only]


def update_manifest(entries, universe, recorded, version):
    """Record every name the headers define, and every ABI's value and
    layout (make update-manifest); a changed record stays as it was."""
    state, problems, _ = current_state(read_abis(), headers())
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


def by_headers(found):
    """FOUND, [(header, text)], as lines "h1, h2: text": a name of a
    header that others include is found once for each of them."""
    out = {}
    for h, text in found:
        out.setdefault(text, []).append(h)
    return ["%s: %s" % (", ".join(sorted(hs)), text)
            for text, hs in sorted(out.items(), key=lambda x: sorted(x[1]))]


def groups(pairs):
    """{value: [abi...]} of PAIRS (abi, value)."""
    out = {}
    for a, v in sorted(pairs):
        out.setdefault(v, []).append(a)
    return out


def gone_names(entries, state, recorded, tested, hdrs, files):
    """The recorded names no longer defined on an ABI they were on."""
    found = []
    for key, e in sorted(entries.items()):
        if key[0] not in hdrs:
            continue
        h, kind, name = key
        lost = (parse_abiset(e["abis"], recorded) & tested) - \
            set(state.get(key, {}))
        old = parse_layout(e.get(ATTR[kind], ""), recorded)
        for (value, where), abis in groups(
                (a, (old.get(a), tuple(files.topic(a, h)))) for a in lost
        ).items():
            found.append((h, "%s %s is gone on %s (recorded: %s): define it "
                          "again in %s; the manifest is append-only" % (
                              kind, name, ",".join(abis),
                              manifest_text(kind, value), " or ".join(where))))
    return by_headers(found)


def changed_names(entries, state, recorded, universe, files):
    """(moved, unpinned): the recorded values and layouts that changed,
    and the ABIs a name has no recorded value or layout on."""
    moved, unpinned = [], []
    for key, e in sorted(entries.items()):
        if key not in state:
            continue
        h, kind, name = key
        attr = ATTR[kind]
        old = parse_layout(e.get(attr, ""), recorded)
        now = {a: v for a, v in state[key].items() if v != ""}
        diff = [(a, (old[a], v, files.of(a, h, kind, name)))
                for a, v in now.items() if a in old and old[a] != v]
        for (was, new, where), abis in groups(diff).items():
            moved.append((h, "%s %s %s %s on %s, the manifest records %s; "
                          "edit %s: a recorded %s never changes" % (
                              kind, name, "is" if kind == "macro" else "has",
                              manifest_text(kind, new),
                              ",".join(abis), manifest_text(kind, was),
                              where, attr)))
        if set(now) - set(old):
            unpinned.append((h, "%s %s has no recorded %s on %s: make "
                             "update-manifest" % (kind, name, attr, abiset(
                                 set(now) - set(old), universe))))
    return by_headers(moved), by_headers(unpinned)


def unrecorded_names(entries, state, recorded, universe, files):
    """The names the headers define that the manifest does not record."""
    found = []
    for key, by_abi in sorted(state.items()):
        rec = entries.get(key)
        extra = set(by_abi) - (parse_abiset(rec["abis"], recorded)
                               if rec else set())
        h, kind, name = key
        for where, abis in groups((a, files.of(a, h, kind, name))
                                  for a in extra).items():
            found.append((h, "%s %s on %s (in %s) is not in the manifest: "
                          "make update-manifest records it (then fill in its "
                          "since=), or remove it if it is not meant" % (
                              kind, name, abiset(abis, universe), where)))
    return by_headers(found)


def check_manifest(entries, universe, recorded, only):
    rows = [a for a in read_abis() if not only or a.name in only]
    hdrs = checked_headers()
    state, problems, missing = current_state(rows, hdrs)
    tap = Tap()
    for a, why in missing:
        tap.skip(a.label + ": manifest", why)
    tested = set(a.name for a in rows) - set(a.name for a, _ in missing)
    files = OurFiles(rows)
    gone = gone_names(entries, state, recorded, tested, hdrs, files)
    moved, unpinned = changed_names(entries, state, recorded, universe, files)
    unrecorded = unrecorded_names(entries, state, recorded, universe, files)
    unknown = [key[2] for key, e in sorted(entries.items())
               if e.get("since", "?") == "?"]
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
           "define only macros (function-like ones LINUXABI_ only): no "
           "typedefs, enumerators or objects",
           problems[:40])
    return tap.done()
