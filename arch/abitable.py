"""The one reader of the ABI table (arch/abis) for Python; arch/abi-table
is the shell's.  Import it with bytecode writing off (no arch/__pycache__
beside the ABI directories):

    rows = abitable.read(SRCDIR)     # [Row], in table order

A Row's columns are attributes: row.abi, row.triplet, ... as written
("-" for none); row.list(column) splits a comma list ([] for "-");
row.cc is the compiler as a list of words.
"""

import os


class TableError(Exception):
    pass


class Row:
    def __init__(self, cells):
        self.__dict__.update(cells)
        self.cc = cells["compiler"].split()

    def list(self, column):
        v = getattr(self, column)
        return [] if v == "-" else v.split(",")

    def get(self, column):
        """The column's value, None for "-"."""
        v = getattr(self, column)
        return None if v == "-" else v


def read(srcdir):
    path = os.path.join(srcdir, "arch", "abis")
    names, rows = None, []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            if line.startswith("#:"):
                names = line[2:].split()
                continue
            w = line.split("#", 1)[0].split()
            if not w:
                continue
            where = "%s:%d" % (path, lineno)
            if names is None:
                raise TableError("%s: a row before the #: line naming the "
                                 "columns" % where)
            if len(w) < len(names):
                raise TableError("%s: %d fields, but the #: line names %d "
                                 "columns" % (where, len(w), len(names)))
            last = len(names) - 1
            rows.append(Row(dict(zip(names, w[:last] + [" ".join(w[last:])]))))
    return rows
