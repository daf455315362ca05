"""Running programs (compilers, the built programs, valgrind) for at most
LINUXABI_TEST_TIMEOUT seconds, the limit tests/lib.sh's run_limited keeps
(Makefile.am sets it for make check; unset, there is none)."""

import os
import signal
import subprocess

from . import config

TIMED_OUT = 124     # the status, as timeout(1) has it


def run(argv, capture_output=False, text=False, check=False, input=None,
        **kwargs):
    """subprocess.run(ARGV, ...) in a process group of its own, killed
    whole (a compiler's cc1 with it) when it runs out of time: then the
    status is TIMED_OUT and stderr ends with a line that names ARGV."""
    if capture_output:
        kwargs["stdout"] = kwargs["stderr"] = subprocess.PIPE
    if input is not None:
        kwargs["stdin"] = subprocess.PIPE
    with subprocess.Popen(argv, text=text, start_new_session=True,
                          **kwargs) as p:
        try:
            out, err = p.communicate(input, timeout=config.TIMEOUT)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            out, err = p.communicate()
            rc = TIMED_OUT
            why = "timed out after %g s (LINUXABI_TEST_TIMEOUT): %s\n" % (
                config.TIMEOUT, " ".join(argv))
            if err is not None:
                err += why if text else why.encode()
    if check and rc:
        raise subprocess.CalledProcessError(rc, argv, out, err)
    return subprocess.CompletedProcess(argv, rc, out, err)
