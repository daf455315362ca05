# Shared by the tests/*.test scripts (POSIX sh). make check sets srcdir,
# abs_builddir, STAGE, includedir, LINUXABI_ABI, CC, LINUXABI_TEST_TIMEOUT;
# CI=true makes skips fail.

work=$abs_builddir/tests/work
mkdir -p "$work"
tap_n=0
tap_failed=0

ok() {        # ok CONDITION-STATUS DESCRIPTION
  tap_n=$((tap_n + 1))
  if [ "$1" -eq 0 ]; then
    echo "ok $tap_n - $2"
  else
    tap_failed=$((tap_failed + 1))
    echo "not ok $tap_n - $2"
  fi
}

skip() {      # skip DESCRIPTION REASON: a failure under CI=true
  if [ "${CI:-}" = true ] || [ "${LINUXABI_STRICT:-}" = 1 ]; then
    ok 1 "$1 (CI=true: a skip is a failure: $2)"
  else
    tap_n=$((tap_n + 1))
    echo "ok $tap_n - $1 # SKIP $2"
  fi
}

diag() {      # diag FILE: show a file as TAP diagnostics
  sed 's/^/# /' "$1"
}

# number FILE: turn the unnumbered "ok - ...", "not ok - ..." and
# "ok - ... # SKIP reason" lines a test program printed into TAP; other
# lines pass through
number() {
  while IFS= read -r line; do
    case $line in
      "ok - "*" # SKIP "*)
        desc=${line#ok - }
        skip "${desc%% \# SKIP *}" "${desc#* \# SKIP }" ;;
      "ok - "*) ok 0 "${line#ok - }" ;;
      "not ok - "*) ok 1 "${line#not ok - }" ;;
      *) echo "$line" ;;
    esac
  done < "$1"
}

# run_limited COMMAND...: COMMAND for LINUXABI_TEST_TIMEOUT seconds at most
# (Makefile.am sets it), in a process group of its own that timeout(1)
# ends with SIGTERM, and with SIGKILL 10 s later if that did not; the
# status is COMMAND's, or 124 if it ran out of time, and then a line
# "not ok - COMMAND: timed out after N s" is on stdout
run_limited() {
  timeout -k 10 "${LINUXABI_TEST_TIMEOUT:?make check sets it (Makefile.am)}" "$@"
  rl_st=$?
  case $rl_st in
    124) echo "not ok - $*: timed out after $LINUXABI_TEST_TIMEOUT s" ;;
    137) echo "not ok - $*: timed out after $LINUXABI_TEST_TIMEOUT s and" \
      "ignored SIGTERM (or SIGKILL came from elsewhere)" ;;
    *) return $rl_st ;;
  esac
  return 124
}

done_testing() {
  echo "1..$tap_n"
  [ "$tap_failed" -eq 0 ]
}

# view ABI: a directory whose linuxabi-arch links to the staged linuxabi-ABI,
# so that -I "$(view ABI)" -I "$STAGE$includedir" is the installed tree
view() {
  d=$work/view/$1
  mkdir -p "$d"
  [ "$(readlink "$d/linuxabi-arch")" = "$STAGE$includedir/linuxabi-$1" ] || {
    rm -f "$d/linuxabi-arch"
    ln -s "$STAGE$includedir/linuxabi-$1" "$d/linuxabi-arch"
  }
  echo "$d"
}

# abis [-u] [-a ABI] COLUMN...: those columns of each row of arch/abis (the
# compiler, the rest of the line, last), by arch/abi-table
abis() {
  sh "$srcdir/arch/abi-table" "$@"
}
