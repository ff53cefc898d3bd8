#!/usr/bin/env bash
# Activation patching's resid grid on GPT-2 small's shape (random weights), 16 tokens, two texts that
# differ at position 2 (issue 52's target: within 5 s on 2 threads). Per round, quiet and beside one busy
# process (`yes`, paused with SIGSTOP for the quiet runs, so the two alternate), on 1 and 2 threads: the
# seconds, the GFLOP/s of the patched runs and the sgemm peak measured in the same run.
#   tests/bench/patching.sh [ROUNDS]     (3 by default)
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/bench/harness.sh
rounds=${1:-3}
bench=build/tests/bench/bench_gpt2
[ -x $bench ] || { echo "error: no $bench; build it first (scripts/build.sh)" >&2; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"; stop_busy' EXIT
start_busy 1
for r in $(seq "$rounds"); do
  for m in quiet busy; do
    [ $m = quiet ] && pause_busy || resume_busy
    for t in 1 2; do
      $bench patch $t 16 2 | tail -1 | awk -v k="${m}_$t" '{print k, $2 / 1000, $6, $8}' >> "$log"
    done
  done
done
stop_busy
machine
echo "load after the runs: $(load); $rounds rounds, 2 runs each, the second kept (the first warms the caches)"
python3 - "$log" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    k, s, g, peak = line.split()
    rows.setdefault(k, []).append((float(s), float(g), float(peak)))
for k in ("quiet_1", "quiet_2", "busy_1", "busy_2"):
    s, g, p = zip(*rows[k])
    print(f"{k.replace('_', ', ')} thread(s): {statistics.median(s):.2f} s ({min(s):.2f}–{max(s):.2f}), "
          f"{statistics.median(g):.0f} GFLOP/s = {statistics.median(g) / statistics.median(p):.0%} of the sgemm peak {statistics.median(p):.0f}")
q2 = statistics.median(x[0] for x in rows["quiet_2"])
b1, b2 = (statistics.median(x[0] for x in rows[k]) for k in ("busy_1", "busy_2"))
print(f"target: resid grid ≤ 5 s on 2 threads: {q2:.2f} s, {'met' if q2 <= 5 else 'MISSED'}; "
      f"beside a busy process 2 threads {'do not lose to' if b2 <= b1 * 1.02 else 'LOSE to'} 1 ({b2:.2f} s against {b1:.2f} s)")
PY
