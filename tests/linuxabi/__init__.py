"""linuxabi's test tooling, one module a concern; tests/linuxabi_test.py
is the command line.

  config      the environment make check sets (read when used)
  tap         TAP output
  proc        running programs under the suite's time limit
  abis        the ABI table (arch/abis) and the staged tree
  cc          compiling generated translation units
  headers     what one of our installed headers defines
  spec        the oracle specs (tests/oracle/*.spec)
  tu          generated translation units: static assertions, usage
  oracle      values and layouts against the kernel and glibc headers
  explain     failures in words that say what to fix
  release     what a newer oracle adds, and where to add it
  standalone  every header alone, host compilers, C and C++ standards
  coexist     each header with the libc headers it overlaps
  manifest    the append-only manifest, the namespace, NEWS
  syscalls    the syscall tables, offline
  bench       include cost
  lookup      liblinuxabi's tables against the manifest and the compilers
  command     the linuxabi command against the manifest and the compilers
"""
