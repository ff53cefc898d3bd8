"""Shared by the compare_*.sh summaries: a log of "key value…" lines, one or more per round, read back
as columns; medians, ranges and verdicts over the rounds."""
import statistics

med = statistics.median


def columns(path):
    """{key: [[field, …] per line]} in the order the lines were written."""
    out = {}
    for line in open(path):
        key, *fields = line.split()
        out.setdefault(key, []).append(fields)
    return out


def rng(values, fmt="{:.2f}"):
    return f"{fmt.format(min(values))}–{fmt.format(max(values))}"


def verdict(ok):
    return "met" if ok else "NOT met"
