#!/usr/bin/env bash
# Training throughput of AttentionLab vs PyTorch in the same run, at the training issue's configs:
#   (a) V=65 T=64 C=64 H=4 L=2 d_ff=256,  (b) V=65 T=128 C=128 H=4 L=4 d_ff=512,  batch 32
# Prints tokens/s, ratios, GFLOP/s and the fraction of the single-thread sgemm peak.
# The machine is shared and its speed drifts, so each measurement of ours is followed at once by
# PyTorch's on the same config, for ROUNDS rounds (default 3); the medians are reported.
# Needs Debian's python3-torch for the reference (apt-get install python3-torch).
#   tests/bench/compare_training.sh [path/to/bench_training] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
bench=${1:-build/tests/bench/bench_training}
rounds=${2:-3}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$bench" --benchmark_filter=BM_SgemmPeak --benchmark_format=json | python3 -c \
  'import json,sys; print("peak", json.load(sys.stdin)["benchmarks"][0]["GFLOP"])' >> "$log"
for round in $(seq "$rounds"); do
  for c in 0 1; do
    cfg=$([ "$c" = 0 ] && echo a || echo b)
    for t in 1 2; do
      "$bench" --benchmark_filter="BM_TrainStep/config:$c/threads:$t/" --benchmark_format=json | python3 -c \
        "import json,sys; r=json.load(sys.stdin)['benchmarks'][0]; print('ours $cfg $t', r['tokens'], r['GFLOP'])" >> "$log"
      echo "torch $cfg $t $(OMP_WAIT_POLICY=PASSIVE /usr/bin/python3 tests/reference/bench_train.py $cfg $t | awk '{print $2}')" >> "$log"
    done
  done
done
python3 - "$log" <<'PY'
import statistics, sys
peak, ours, torch = 0.0, {}, {}
for line in open(sys.argv[1]):
    f = line.split()
    if f[0] == "peak": peak = float(f[1])
    elif f[0] == "ours": ours.setdefault((f[1], int(f[2])), []).append((float(f[3]), float(f[4])))
    else: torch.setdefault((f[1], int(f[2])), []).append(float(f[3]))
med = statistics.median
print(f"single-thread sgemm peak (Eigen, 512³): {peak:.1f} GFLOP/s; medians of {len(torch[('a', 1)])} alternating rounds")
print(f"{'config':8}{'threads':>8}{'ours tok/s':>13}{'PyTorch':>11}{'ratio':>8}{'GFLOP/s':>10}{'of peak':>9}")
ratio = {}
for cfg in "ab":
    for t in (1, 2):
        o, p = ours[(cfg, t)], torch[(cfg, t)]
        ratio[(cfg, t)] = [a[0] / b for a, b in zip(o, p)]
        tok, gf = med(x[0] for x in o), med(x[1] for x in o)
        print(f"{cfg:8}{t:>8}{tok:>13,.0f}{med(p):>11,.0f}{med(ratio[(cfg, t)]):>7.2f}x{gf:>10.1f}{gf / (peak * t):>8.0%}")
for cfg, target in (("a", 1.5), ("b", 1.2)):
    r = ratio[(cfg, 1)]
    print(f"({cfg}) one thread: {med(r):.2f}x PyTorch (rounds {min(r):.2f}-{max(r):.2f}), target {target}x: "
          f"{'met' if med(r) >= target else 'NOT met'}")
    s = [a[0] / b[0] for a, b in zip(ours[(cfg, 2)], ours[(cfg, 1)])]
    print(f"({cfg}) two threads: {med(s):.2f}x our one-thread figure, target 1.6x: {'met' if med(s) >= 1.6 else 'NOT met'}")
PY
