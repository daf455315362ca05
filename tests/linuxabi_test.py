#!/usr/bin/env python3
"""Test tooling for linuxabi: reads the ABI table and the oracle specs,
compiles generated translation units, prints TAP.

  linuxabi_test.py oracle [ABI...]    values and layouts against the kernel
                                      (and glibc) headers of every ABI
  linuxabi_test.py manifest [ABI...]  the manifest against the headers of
                                      those ABIs (all if none)
  linuxabi_test.py manifest update VERSION  record what the headers add
  linuxabi_test.py standalone         every header alone, host compilers,
                                      glibc and musl, C89..C2x, C++98/17
  linuxabi_test.py names ABI HEADER...  the names the HEADERs define on ABI
  linuxabi_test.py syscalls           the syscall tables, offline: table
                                      form, kernel order, base + n
  linuxabi_test.py lookup DUMP         liblinuxabi's tables (tests/libtest
                                      dump) against the manifest and
                                      every ABI's compiler

Environment (set by make check): srcdir, STAGE, includedir, abs_builddir,
CI (true: a missing toolchain or oracle fails instead of skipping),
LINUXABI_TOPICS (the oracle, standalone and manifest: only these topics),
LINUXABI_UAPI (the oracle's directory).

The code is in tests/linuxabi/, one module a concern (its __init__.py
lists them); this file is the command line.
"""

import sys

# no __pycache__ in the source tree (read-only under distcheck)
sys.dont_write_bytecode = True

from linuxabi.bench import cmd_bench  # noqa: E402
from linuxabi.coexist import cmd_coexist  # noqa: E402
from linuxabi.headers import cmd_names  # noqa: E402
from linuxabi.lookup import cmd_lookup  # noqa: E402
from linuxabi.manifest import cmd_manifest, cmd_news  # noqa: E402
from linuxabi.oracle import cmd_oracle  # noqa: E402
from linuxabi.standalone import cmd_standalone  # noqa: E402
from linuxabi.syscalls import cmd_syscalls  # noqa: E402


COMMANDS = {"oracle": cmd_oracle, "standalone": cmd_standalone,
            "coexist": cmd_coexist, "manifest": cmd_manifest,
            "bench": cmd_bench, "news": cmd_news,
            "names": cmd_names, "syscalls": cmd_syscalls,
            "lookup": cmd_lookup}


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        got = "no command" if len(sys.argv) < 2 else \
            "unknown command '%s'" % sys.argv[1]
        sys.stderr.write("linuxabi_test.py: %s; one of: %s\n"
                         % (got, " ".join(sorted(COMMANDS))))
        return 2
    return COMMANDS[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
