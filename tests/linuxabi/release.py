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
            diag.append("%s: system calls %s: add to %s with arch/add-syscall"
                        % (label, ", ".join("%s %s" % (n, v) for n, v in new),
                           f))
    n_names = sum(len(v) for v in names.values())
    n_calls = len(set(n for v in calls.values() for f in v.values()
                      for n, _ in f))
    if not diag:
        return True, "no new names or system calls: the oracle is Linux %s, " \
            "the headers have every name of its covered headers" % version, []
    if newer:
        text = ("Linux %s adds %d names in %d topics and %d system calls "
                "to the recorded %s: the next release's work, listed with "
                "the files to add them to (not a failure)"
                % (version, n_names, len(names), n_calls, recorded))
    else:
        text = ("Linux %s, the recorded version, has %d names and %d system "
                "calls the headers lack: add them, or 'omit' them with a "
                "reason" % (version, n_names, n_calls))
    return not failing, text, diag
