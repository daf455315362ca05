# Shared by tests/sanitize-*.test (POSIX sh, after tests/lib.sh): a test
# of make check run again on make check-sanitize's build with AddressSanitizer
# and UndefinedBehaviorSanitizer in tests/work/sanitize.

san=$abs_builddir/tests/work/sanitize

# sanitized TEST WHAT PROGRAM...: TEST (tests/library.test, ...) with
# abs_builddir at the sanitized build, which holds each PROGRAM, and
# without valgrind (LINUXABI_SANITIZED=yes); its TAP passes through, and
# one more test holds that no sanitizer wrote a report
sanitized() {
  test=$1 what=$2
  shift 2
  if [ "${LINUXABI_LOOKUP:-no}" != yes ]; then
    skip "$what with ASan and UBSan" "configured without --enable-lookup"
    return 0
  fi
  if [ -f "$san/skip" ]; then
    skip "$what with ASan and UBSan" "$(cat "$san/skip")"
    return 0
  fi
  for p; do
    if [ ! -x "$san/$p" ]; then
      ok 1 "$what with ASan and UBSan: $san/$p is built (by make check-sanitize)"
      return 0
    fi
  done
  reports=$san/reports/$(basename "$test" .test)
  rm -rf "$reports"
  mkdir -p "$reports"
  # a report goes to a file: a test that expects a failure exit status
  # cannot take a sanitizer's for it
  ASAN_OPTIONS=log_path=$reports/asan:detect_leaks=1 \
  UBSAN_OPTIONS=log_path=$reports/ubsan:print_stacktrace=1 \
  LINUXABI_SANITIZED=yes abs_builddir=$san \
    sh "$srcdir/$test" > "$reports.tap" 2> "$reports.err"
  rc=$?
  # its plan goes: ours counts one test more
  sed '/^1\.\.[0-9]*$/d' "$reports.tap"
  tap_n=$(sed -n 's/^1\.\.\([0-9][0-9]*\)$/\1/p' "$reports.tap")
  tap_n=${tap_n:-0}
  [ $rc -eq 0 ] || tap_failed=$((tap_failed + 1))
  set -- "$reports"/*
  [ ! -e "$1" ]
  ok $? "$what with ASan and UBSan: no sanitizer report"
  for f; do
    [ -e "$f" ] && diag "$f"
  done
  [ -s "$reports.err" ] && diag "$reports.err"
  return 0
}
