"""The environment the tests run in, set by make check: srcdir, STAGE,
includedir, abs_builddir, CI, LINUXABI_STRICT, LINUXABI_UAPI,
LINUXABI_TEST_TIMEOUT.

Every module reads these as config.NAME when it uses them, so a caller
can change one at run time (doc/mkman sets BUILDDIR to a directory of
its own)."""

import os


SRCDIR = os.environ.get("srcdir", os.path.join(os.path.dirname(__file__),
                                               "..", ".."))
STAGE = os.environ.get("STAGE", "")
INCLUDEDIR = os.environ.get("includedir", "/usr/local/include")
BUILDDIR = os.environ.get("abs_builddir", os.getcwd())
STRICT = os.environ.get("CI") == "true" or os.environ.get("LINUXABI_STRICT") == "1"
# the seconds any one program may run (proc.run), or None: no limit
TIMEOUT = float(os.environ.get("LINUXABI_TEST_TIMEOUT") or 0) or None
JOBS = max(2, os.cpu_count() or 2)
# musl's headers (Debian's musl-dev), the second libc of the host's tests
MUSL = "/usr/include/x86_64-linux-musl"
# the kernel-header oracle: linux-libc-dev of Debian's development suite,
# unpacked by tests/fetch-uapi (sh tests/deps test)
UAPI = os.environ.get("LINUXABI_UAPI") or "/var/cache/linuxabi/uapi"
FETCH = "sh tests/fetch-uapi"
