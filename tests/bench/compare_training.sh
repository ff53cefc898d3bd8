#!/usr/bin/env bash
# Training throughput of AttentionLab vs PyTorch in the same run, batch 32:
#   (a) V=65 T=64 C=64 H=4 L=2 d_ff=256   (b) V=65 T=128 C=128 H=4 L=4 d_ff=512   (c) V=65 T=256 C=256 H=8 L=6 d_ff=1024
# Both sides by wall time, PyTorch's threads pinned (tests/bench/harness.sh). Each round measures the
# single-thread sgemm peaks (Eigen's and PyTorch's OpenBLAS, 512³), then ours and PyTorch's on every config
# and thread count; medians and ranges over ROUNDS rounds are printed with the CPU, the core build loaded,
# the load average, the achieved GFLOP/s and their share of the best sgemm of the run.
#   tests/bench/compare_training.sh [--as-avx2] [path/to/bench_training] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/bench/harness.sh
as_avx2 "$@"
shift $shifted
bench=${1:-build/tests/bench/bench_training}
rounds=${2:-3}
[ -x "$bench" ] || { echo "error: no $bench; build it first (scripts/build.sh)" >&2; exit 1; }
need_torch
log=$(mktemp)
trap 'rm -f "$log"' EXIT
configs=abc

echo "load $(load)" >> "$log"
for round in $(seq "$rounds"); do
  "$bench" --benchmark_filter=BM_SgemmPeak --benchmark_format=json | bench_json '"eigen_sgemm", r["GFLOP"], j["context"]["core"]' >> "$log"
  echo "torch_sgemm $(pinned 1 /usr/bin/python3 tests/reference/bench_train.py sgemm 1 | awk '{print $2, $4}')" >> "$log"
  for c in 0 1 2; do
    cfg=${configs:c:1}
    for t in 1 2; do
      "$bench" --benchmark_filter="BM_TrainStep/config:$c/threads:$t/" --benchmark_format=json |
        bench_json "'ours_${cfg}_$t', r['tokens'], r['GFLOP']" >> "$log"
      echo "torch_${cfg}_$t $(pinned "$t" /usr/bin/python3 tests/reference/bench_train.py "$cfg" "$t" | awk '{print $2, $4}')" >> "$log"
    done
  done
done
echo "load $(load)" >> "$log"
python3 - "$log" "$(machine)" <<'PY'
import sys
sys.path.insert(0, "tests/bench")
from summary import columns, med, rng, verdict
log = columns(sys.argv[1])
first = lambda key, i=0: [float(f[i]) for f in log[key]]
eigen, blas = first("eigen_sgemm"), first("torch_sgemm")
if any(f[1] != "1" for f in log["torch_sgemm"]): sys.exit("error: PyTorch's sgemm ran on more than one thread")
peak = max(eigen + blas)
print(f"{sys.argv[2]}; our core: {log['eigen_sgemm'][0][1]}; load average before {' '.join(log['load'][0])}, after {' '.join(log['load'][-1])}")
print(f"single-thread sgemm 512³ by wall time, per round: Eigen {med(eigen):.1f} GFLOP/s ({rng(eigen, '{:.1f}')}), "
      f"PyTorch/OpenBLAS {med(blas):.1f} ({rng(blas, '{:.1f}')}); best {peak:.1f}; medians of {len(eigen)} alternating rounds")
print(f"{'config':8}{'threads':>8}{'ours tok/s':>13}{'PyTorch':>11}{'ratio':>8}{'(range)':>13}{'GFLOP/s':>10}{'of peak':>9}")
ratio, ours = {}, {}
for cfg in "abc":
    for t in (1, 2):
        o, gf = first(f"ours_{cfg}_{t}"), first(f"ours_{cfg}_{t}", 1)
        p = first(f"torch_{cfg}_{t}")
        if any(f[1] != str(t) for f in log[f"torch_{cfg}_{t}"]): sys.exit(f"error: PyTorch ran ({cfg}) on another thread count than {t}")
        ours[(cfg, t)] = o
        r = ratio[(cfg, t)] = [a / b for a, b in zip(o, p)]
        print(f"{cfg:8}{t:>8}{med(o):>13,.0f}{med(p):>11,.0f}{med(r):>7.2f}x  {rng(r):>11}{med(gf):>10.1f}{med(gf) / (peak * t):>8.0%}")
for cfg, target in (("a", 2.0), ("b", 1.5), ("c", 1.3)):
    r = ratio[(cfg, 1)]
    print(f"({cfg}) one thread: {med(r):.2f}x PyTorch (rounds {rng(r)}), target {target}x: {verdict(med(r) >= target)}")
    s = [a / b for a, b in zip(ours[(cfg, 2)], ours[(cfg, 1)])]
    print(f"({cfg}) two threads: {med(s):.2f}x our one-thread figure (rounds {rng(s)}), target 1.7x: {verdict(med(s) >= 1.7)}")
share = med(first("ours_b_1", 1)) / peak
print(f"(b) one thread at {share:.0%} of the best sgemm of this run, target 70%: {verdict(share >= 0.7)}")
PY

