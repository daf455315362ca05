"""Coexistence: each of our headers with each libc header it overlaps."""

import concurrent.futures
import os
import re
import subprocess

from . import config
from .abis import headers, read_abis, stage_include, view
from .cc import first_lines, macros, run_cc
from .headers import PLAIN, Header
from .tap import Tap
from .tu import SAME, assert_line, failed_asserts


# libc headers that share names or types with ours; a pair is tested when
# they define a name in common, or when listed here
LIBC_HEADERS = ["errno.h", "fcntl.h", "sys/stat.h", "signal.h", "sys/mman.h",
                "sys/mount.h", "sys/file.h", "unistd.h", "sys/syscall.h",
                "asm/unistd.h", "time.h", "sys/time.h", "sys/timex.h",
                "sys/wait.h", "sched.h", "sys/resource.h", "sys/prctl.h",
                "sys/statfs.h", "sys/vfs.h", "sys/ioctl.h", "sys/random.h",
                "sys/reboot.h", "sys/personality.h", "sys/utsname.h",
                "sys/sysinfo.h", "sys/uio.h", "sys/xattr.h", "limits.h",
                "dirent.h", "sys/auxv.h",
                "sys/ptrace.h", "termios.h", "sys/socket.h", "netinet/in.h",
                "netinet/tcp.h", "netinet/udp.h", "sys/un.h", "poll.h",
                "sys/epoll.h", "sys/inotify.h", "sys/fanotify.h",
                "sys/eventfd.h", "sys/signalfd.h", "sys/timerfd.h",
                "sys/pidfd.h"]
# libc headers only one libc has (musl 1.2.3 has no <sys/pidfd.h>)
ONLY = {"sys/pidfd.h": "glibc"}
LIBC_PAIRS = {"errno": ["errno.h"],
              "fcntl": ["fcntl.h", "sys/file.h", "sys/stat.h", "unistd.h"],
              "signal": ["signal.h"], "mman": ["sys/mman.h"],
              "mount": ["sys/mount.h"], "mountflags": ["sys/mount.h"],
              "syscall": ["sys/syscall.h", "unistd.h", "asm/unistd.h"],
              "time": ["time.h", "sys/time.h", "sys/timex.h"],
              "wait": ["sys/wait.h", "signal.h"], "sched": ["sched.h"],
              "resource": ["sys/resource.h"], "prctl": ["sys/prctl.h"],
              "stat": ["sys/stat.h", "fcntl.h"],
              "statfs": ["sys/statfs.h", "sys/vfs.h"],
              "ioctl": ["sys/ioctl.h"], "random": ["sys/random.h"],
              "reboot": ["sys/reboot.h"],
              "personality": ["sys/personality.h"],
              "utsname": ["sys/utsname.h"], "sysinfo": ["sys/sysinfo.h"],
              "uio": ["sys/uio.h"], "xattr": ["sys/xattr.h"],
              "limits": ["limits.h"], "dirent": ["dirent.h"],
              "close_range": ["unistd.h"], "falloc": ["fcntl.h"],
              "auxv": ["sys/auxv.h"], "ptrace": ["sys/ptrace.h"],
              "termios": ["termios.h", "sys/ioctl.h"],
              "tty": ["sys/ioctl.h", "termios.h"],
              "socket": ["sys/socket.h", "sys/ioctl.h", "netinet/in.h",
                         "netinet/tcp.h", "netinet/udp.h"],
              "in": ["netinet/in.h", "sys/socket.h"],
              "in6": ["netinet/in.h"],
              "tcp": ["netinet/tcp.h", "netinet/in.h", "sys/socket.h"],
              "udp": ["netinet/udp.h"], "un": ["sys/un.h"],
              "netlink": ["sys/socket.h"], "poll": ["poll.h"],
              "epoll": ["sys/epoll.h", "sys/ioctl.h"],
              "inotify": ["sys/inotify.h"], "fanotify": ["sys/fanotify.h"],
              "eventfd": ["sys/eventfd.h"], "signalfd": ["sys/signalfd.h"],
              "timerfd": ["sys/timerfd.h"],
              "pidfd": ["sys/pidfd.h", "sys/ioctl.h"],
              "userfaultfd": ["sys/ioctl.h"]}


def read_expect():
    """tests/coexist.expect: cells that cannot pass, with the reason."""
    expect = {}
    with open(os.path.join(config.SRCDIR, "tests", "coexist.expect")) as f:
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
    musl = config.MUSL
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
                if ONLY.get(lh, libc) == libc:
                    libc_names[lh] = macros(base, "#include <%s>\n" % lh)
            for h in sorted(ours):
                topic = h[len("linuxabi/"):-2]
                for lh in LIBC_HEADERS:
                    if lh not in libc_names:
                        continue
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
    with concurrent.futures.ThreadPoolExecutor(config.JOBS) as pool:
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
    with open(os.path.join(config.SRCDIR, "README")) as f:
        rows = [l for l in f if l.startswith("| ")]
    undocumented = [" ".join(k) for k in sorted(expect) if not any(
        "`%s`" % k[2] in r and "`%s`" % k[3] in r and k[0] in r and
        (k[1] == "*" or k[1] in r) for r in rows)]
    tap.ok(not undocumented, "the README lists every cell that cannot pass "
           "(linuxabi(7) is generated from the same list)", undocumented)
    return tap.done()
