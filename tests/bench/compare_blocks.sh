#!/usr/bin/env bash
# Today's blocks against GPT-2's, one training step at config (b) (V=65 T=128 C=128 H=4 L=4, batch 32):
# GPT-2's (learned positions, LayerNorm, GELU, d_ff 512) and the mini-llama preset of the same size
# (rotary positions, RMSNorm, SwiGLU with d_ff 344, 2 key/value heads, no biases). Rounds alternate the
# two, on one and two threads; medians and ranges are printed with the CPU, the core build and the load.
# With --busy a `yes > /dev/null` runs beside it the whole time (a classroom laptop is never idle).
# Target: the modern step within 1.25× of the classic one.
#   tests/bench/compare_blocks.sh [--busy] [path/to/bench_training] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/bench/harness.sh
busy=0
if [ "${1:-}" = --busy ]; then busy=1; shift; fi
bench=${1:-build/tests/bench/bench_training}
rounds=${2:-5}
[ -x "$bench" ] || { echo "error: no $bench; build it first (scripts/build.sh)" >&2; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"; stop_busy' EXIT
[ "$busy" = 0 ] || start_busy 1
echo "load $(load)" >> "$log"
for round in $(seq "$rounds"); do
  for t in 1 2; do
    for b in 0 1; do
      "$bench" --benchmark_filter="BM_TrainStepBlocks/blocks:$b/threads:$t/" --benchmark_format=json |
        bench_json "'blocks_${b}_$t', r['real_time'], r['GFLOP'], int(r['parameters']), j['context']['core']" >> "$log"
    done
  done
done
echo "load $(load)" >> "$log"
python3 - "$log" "$(machine)" "$busy" <<'PY'
import sys
sys.path.insert(0, "tests/bench")
from summary import columns, med, rng, verdict
log = columns(sys.argv[1])
col = lambda key, i=0: [float(f[i]) for f in log[key]]
print(f"{sys.argv[2]}; our core: {log['blocks_0_1'][0][3]}; {'beside a busy process (yes > /dev/null); ' if sys.argv[3] == '1' else ''}"
      f"load average before {' '.join(log['load'][0])}, after {' '.join(log['load'][-1])}")
print(f"config (b), batch 32, one training step; medians of {len(log['blocks_0_1'])} alternating rounds")
print(f"{'threads':>7}  {'GPT-2 blocks ms':>16} {'(range)':>13}  {'mini-llama ms':>14} {'(range)':>13}  {'ratio':>6} {'(range)':>11}")
for t in (1, 2):
    a, b = col(f"blocks_0_{t}"), col(f"blocks_1_{t}")
    r = [y / x for x, y in zip(a, b)]
    print(f"{t:>7}  {med(a):>16.1f} {rng(a, '{:.1f}'):>13}  {med(b):>14.1f} {rng(b, '{:.1f}'):>13}  {med(r):>5.2f}x {rng(r):>11}"
          f"   target ≤ 1.25x: {verdict(med(r) <= 1.25)}")
print(f"parameters: GPT-2 blocks {int(col('blocks_0_1', 2)[0]):,}, mini-llama {int(col('blocks_1_1', 2)[0]):,}")
PY
