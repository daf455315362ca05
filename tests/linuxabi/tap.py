"""TAP output."""

import sys

from . import config


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def ok(self, good, text, diag=()):
        self.n += 1
        if not good:
            self.failed += 1
        print("%s %d - %s" % ("ok" if good else "not ok", self.n, text))
        for line in diag:
            print("# " + line)
        sys.stdout.flush()

    def skip(self, text, why):
        """A missing tool: SKIP, or a failure under CI=true."""
        if config.STRICT:
            self.ok(False, "%s (CI=true: a skip is a failure)" % text, [why])
        else:
            self.n += 1
            print("ok %d - %s # SKIP %s" % (self.n, text, why))

    def done(self):
        print("1..%d" % self.n)
        return 1 if self.failed else 0


class Record:
    """A Tap for a worker process: it keeps what it is told, for replay()
    into the real Tap in the parent, in the parent's order."""

    def __init__(self):
        self.calls = []

    def ok(self, good, text, diag=()):
        self.calls.append(("ok", bool(good), text, list(diag)))

    def skip(self, text, why):
        self.calls.append(("skip", text, why))


def replay(tap, calls):
    for c in calls:
        if c[0] == "ok":
            tap.ok(*c[1:])
        else:
            tap.skip(*c[1:])
