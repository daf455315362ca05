"""A new kernel release, step by step: the names and system calls the
oracle has that the headers lack, per topic and per ABI, and the files to
add them to."""


def abi_list(labels, every):
    """LABELS as few words as say them: "every ABI", "all but x32", "a,b"."""
    labels, every = sorted(set(labels)), sorted(set(every))
    if labels == every:
        return "every ABI"
    rest = [a for a in every if a not in labels]
    if len(rest) < len(labels) and len(rest) <= 3:
        return "all but " + ",".join(rest)
    return ",".join(labels)


def plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def call_name(name):
    """newcall (__NR_newcall 472): the call and the kernel's name."""
    return name[len("__NR_"):] if name.startswith("__NR_") else name


def report(results, tested, newer, version, recorded):
    """(good, text, diag) of the TAP line that lists what to add.  RESULTS:
    [(abi, spec, TopicResult)]; TESTED: the labels of the ABIs checked;
    NEWER: the oracle is newer than the RECORDED version ("7.2"), whose
    additions are the next release's work and no failure; at the recorded
    version a topic's missing kernel name fails (as the topic's own line
    does), and the names of covered headers no spec accounts for, which the
    coverage line judges, are only listed."""
    names, calls, failing = {}, {}, False
    for abi, spec, res in results:
        for name, kheader, ours, value in res.new:
            if spec.topic == "syscall" and not name.startswith("__X32"):
                calls.setdefault(abi.label, {}).setdefault(ours, []).append(
                    (name, value))
            else:
                by = names.setdefault(spec.topic, {}).setdefault(
                    (name, kheader), {})
                by.setdefault(ours, []).append(abi.label)
            failing |= not newer and spec.in_topic(name)
    diag = []
    for topic, by_name in sorted(names.items()):
        for (name, kheader), by_file in sorted(by_name.items()):
            where = "; ".join("%s on %s" % (f, abi_list(a, tested))
                              for f, a in sorted(by_file.items()))
            diag.append("%s: %s (%s): add to %s" % (topic, name, kheader,
                                                    where))
    for label, by_file in sorted(calls.items()):
        for f, new in sorted(by_file.items()):
            diag.append("%s: new system %s %s: add to %s with arch/add-syscall"
                        % (label, "call" if len(new) == 1 else "calls",
                           ", ".join("%s (%s %s)" % (call_name(n), n, v)
                                     for n, v in new), f))
    n_names = sum(len(v) for v in names.values())
    n_calls = len(set(n for v in calls.values() for f in v.values()
                      for n, _ in f))
    if not diag:
        return True, "no new names or system calls: the oracle is Linux %s, " \
            "the headers have every name of its covered headers" % version, []
    if newer:
        text = ("Linux %s adds %s in %s and %s to the recorded %s: the "
                "next release's work, listed with the files to add them to "
                "(not a failure)" % (version, plural(n_names, "name"),
                                     plural(len(names), "topic"),
                                     plural(n_calls, "system call"), recorded))
    else:
        text = ("Linux %s, the recorded version, has %s and %s the headers "
                "lack: add them, or 'omit' them with a reason"
                % (version, plural(n_names, "name"),
                   plural(n_calls, "system call")))
    return not failing, text, diag
