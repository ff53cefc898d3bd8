#!/usr/bin/env bash
# Forward pass with the full trace (bench_forward, the trace reused as the window does) vs PyTorch's
# no-trace inference forward (tests/reference/bench_forward.py), V=65 C=64 H=4 L=2 d_ff=256, 16 tokens,
# one thread on both sides, by wall time, PyTorch's threads pinned (tests/bench/harness.sh). Rounds
# alternate ours / theirs; medians and ranges are printed with the CPU, the core build and the load.
#   tests/bench/compare_forward.sh [--as-avx2] [path/to/bench_forward] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/bench/harness.sh
as_avx2 "$@"
shift $shifted
bench=${1:-build/tests/bench/bench_forward}
rounds=${2:-5}
[ -x "$bench" ] || { echo "error: no $bench; build it first (scripts/build.sh)" >&2; exit 1; }
need_torch
log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "load $(load)" >> "$log"
for round in $(seq "$rounds"); do
  "$bench" --benchmark_filter='BM_ForwardWithFullTrace/16$' --benchmark_min_time=1 --benchmark_format=json |
    python3 -c 'import json,sys; j=json.load(sys.stdin); print("ours", j["benchmarks"][0]["real_time"], j["context"]["core"])' >> "$log"
  echo "torch $(pinned 1 /usr/bin/python3 tests/reference/bench_forward.py 16 | awk '{print $2, $4}')" >> "$log"
done
echo "load $(load)" >> "$log"
python3 - "$log" "$(machine)" <<'PY'
import sys
sys.path.insert(0, "tests/bench")
from summary import columns, med, rng, verdict
log = columns(sys.argv[1])
ours = [float(f[0]) for f in log["ours"]]
theirs = [float(f[0]) for f in log["torch"]]
if any(f[1] != "1" for f in log["torch"]): sys.exit("error: PyTorch ran on more than one thread")
ratio = [t / o for o, t in zip(ours, theirs)]
print(f"{sys.argv[2]}; our core: {log['ours'][0][1]}; load average before {' '.join(log['load'][0])}, after {' '.join(log['load'][-1])}")
print(f"forward, V=65 C=64 H=4 L=2 d_ff=256, 16 tokens, one thread; medians of {len(ours)} alternating rounds")
print(f"  AttentionLab, full trace : {med(ours):7.1f} µs (rounds {rng(ours, '{:.1f}')})   target < 100 µs: {verdict(med(ours) < 100)}")
print(f"  PyTorch 1.13, no trace   : {med(theirs):7.1f} µs (rounds {rng(theirs, '{:.1f}')})")
print(f"  PyTorch / AttentionLab   : {med(ratio):7.2f}× (rounds {rng(ratio)})")
PY
