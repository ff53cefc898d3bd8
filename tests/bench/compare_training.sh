#!/usr/bin/env bash
# Training throughput of AttentionLab vs PyTorch in the same run, at the training issue's configs:
#   (a) V=65 T=64 C=64 H=4 L=2 d_ff=256,  (b) V=65 T=128 C=128 H=4 L=4 d_ff=512,  batch 32
# Prints tokens/s, ratios, GFLOP/s and the fraction of the single-thread sgemm peak.
# Needs Debian's python3-torch for the reference (apt-get install python3-torch).
set -euo pipefail
cd "$(dirname "$0")/../.."
bench=${1:-build/tests/bench/bench_training}
json=$(mktemp)
trap 'rm -f "$json"' EXIT
"$bench" --benchmark_format=json > "$json"
declare -A torch
for c in a b; do
  for t in 1 2; do
    torch[$c$t]=$(OMP_WAIT_POLICY=PASSIVE /usr/bin/python3 tests/reference/bench_train.py $c $t | awk '{print $2}')
  done
done
python3 - "$json" "${torch[a1]}" "${torch[a2]}" "${torch[b1]}" "${torch[b2]}" <<'PY'
import json, sys
runs = json.load(open(sys.argv[1]))["benchmarks"]
peak = [r for r in runs if r["name"].startswith("BM_SgemmPeak")][0]["GFLOP"]
torch = {("a", 1): float(sys.argv[2]), ("a", 2): float(sys.argv[3]), ("b", 1): float(sys.argv[4]), ("b", 2): float(sys.argv[5])}
ours = {}
for r in runs:
    if r["name"].startswith("BM_TrainStep"):
        cfg = "ab"[int(r["name"].split("config:")[1].split("/")[0])]
        threads = int(r["name"].split("threads:")[1].split("/")[0])
        ours[(cfg, threads)] = (r["tokens"], r["GFLOP"])
print(f"single-thread sgemm peak (Eigen, 512³): {peak:.1f} GFLOP/s")
print(f"{'config':8}{'threads':>8}{'ours tok/s':>13}{'PyTorch':>11}{'ratio':>8}{'GFLOP/s':>10}{'of peak':>9}")
for cfg in "ab":
    for t in (1, 2):
        tok, gf = ours[(cfg, t)]
        print(f"{cfg:8}{t:>8}{tok:>13,.0f}{torch[(cfg, t)]:>11,.0f}{tok / torch[(cfg, t)]:>7.2f}x{gf:>10.1f}{gf / (peak * t):>8.0%}")
for cfg, target in (("a", 1.5), ("b", 1.2)):
    r = ours[(cfg, 1)][0] / torch[(cfg, 1)]
    print(f"({cfg}) one thread: {r:.2f}x PyTorch, target {target}x: {'met' if r >= target else 'NOT met'}")
    s = ours[(cfg, 2)][0] / ours[(cfg, 1)][0]
    print(f"({cfg}) two threads: {s:.2f}x our one-thread figure, target 1.6x: {'met' if s >= 1.6 else 'NOT met'}")
PY
