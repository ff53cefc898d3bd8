#!/usr/bin/env bash
# Issue 57's figures at the shapes of SmolLM2-135M and Qwen3-0.6B (random weights), in one run:
#   1. forward with the full trace of 32 tokens on THREADS threads, against PyTorch's best no_grad
#      forward on 1 and on THREADS threads (tests/reference/bench_llama.py, OpenBLAS pinned); rounds
#      alternate ours / theirs, each round keeps its best of 5 passes;
#   2. against this machine's limit for that pass, measured in the same rounds on the same threads:
#      the larger of its FLOPs at the sgemm peak and its weight bytes at the read bandwidth;
#   3. typing: forward_reusing from 31 to 32 tokens, against reading the weights' bytes once.
# Prints medians and ranges over the rounds, the load before and after, and the CPU.
#   tests/bench/compare_llama.sh [--as-avx2] [ROUNDS] [THREADS]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/bench/harness.sh
as_avx2 "$@"
shift $shifted
rounds=${1:-5} threads=${2:-2}
bench=build/tests/bench/bench_gpt2
[ -x "$bench" ] || { echo "error: no $bench; build it first (scripts/build.sh)" >&2; exit 1; }
need_torch
log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "load_before $(load)" >> "$log"
best() { sort -g | head -1; }
for round in $(seq "$rounds"); do
  for shape in smollm2 qwen3; do
    echo "${shape}_ours $("$bench" forward "$threads" 32 5 "$shape" | awk '{print $2}' | best)" >> "$log"
    for t in 1 "$threads"; do
      echo "${shape}_torch$t $(pinned "$t" /usr/bin/python3 tests/reference/bench_llama.py "$shape" "$t" 32 5 | awk '{print $2}' | best)" >> "$log"
    done
    "$bench" limits "$threads" 32 3 "$shape" | sort -k6 -g | tail -1 | awk -v s="$shape" '{print s "_limits", $2, $4, $6, $8}' >> "$log"
    "$bench" append "$threads" 32 5 "$shape" | awk -v s="$shape" '{print s "_append", $2, $4}' | sort -k2 -g | head -1 >> "$log"
  done
done
echo "load_after $(load)" >> "$log"
python3 - "$log" "$threads" "$rounds" "$(machine); our core: $(our_core)" <<'PY'
import sys
sys.path.insert(0, "tests/bench")
from summary import columns, med, rng, verdict
log = columns(sys.argv[1])
threads, rounds = sys.argv[2], sys.argv[3]
col = lambda key, i=0: [float(f[i]) for f in log[key]]
ms = lambda v: rng(v, "{:.1f}")
print(f"{sys.argv[4]}; load {' '.join(log['load_before'][0])} before, {' '.join(log['load_after'][0])} after; {rounds} alternating rounds, best of 5 passes each")
for shape, name in (("smollm2", "SmolLM2-135M"), ("qwen3", "Qwen3-0.6B")):
    ours, t1, tn = col(shape + "_ours"), col(shape + "_torch1"), col(shape + "_torch" + threads)
    theirs = [min(a, b) for a, b in zip(t1, tn)]
    ratios = [o / t for o, t in zip(ours, theirs)]
    flops, weight_bytes, peak, bandwidth = (col(shape + "_limits", i) for i in range(4))
    limit = [max(f / (p * 1e9), b / (w * 1e9)) * 1e3 for f, b, p, w in zip(flops, weight_bytes, peak, bandwidth)]
    of_limit = [o / l for o, l in zip(ours, limit)]
    print(f"\n{name} shape, forward with the full trace, 32 tokens, {threads} threads: {med(ours):.1f} ms (rounds {ms(ours)})")
    print(f"  PyTorch 1.13 no_grad forward: 1 thread {med(t1):.1f} ms ({ms(t1)}), {threads} threads {med(tn):.1f} ms ({ms(tn)})")
    print(f"  ours / PyTorch's best = {med(ratios):.2f}× (rounds {rng(ratios)}); target < 1×: {verdict(med(ratios) < 1)}")
    print(f"  the machine: {flops[0] / 1e9:.2f} GFLOP at the sgemm peak {med(peak):.1f} GFLOP/s ({rng(peak, '{:.1f}')}) = "
          f"{flops[0] / med(peak) / 1e6:.1f} ms; {weight_bytes[0] / 1e6:.0f} MB of weights at {med(bandwidth):.1f} GB/s "
          f"({rng(bandwidth, '{:.1f}')}) = {weight_bytes[0] / med(bandwidth) / 1e6:.1f} ms")
    print(f"  ours / the machine's limit = {med(of_limit):.2f}× (rounds {rng(of_limit)}); target ≤ 2×: {verdict(med(of_limit) <= 2)}")
    append, read = col(shape + "_append"), col(shape + "_append", 1)
    ar = [a / r for a, r in zip(append, read)]
    print(f"  one more token (31 → 32, the prefix reused): {med(append):.1f} ms ({ms(append)}); reading the weights once: "
          f"{med(read):.1f} ms ({ms(read)}); append / read = {med(ar):.2f}× (rounds {rng(ar)}); target ≤ 1.5×: {verdict(med(ar) <= 1.5)}")
PY
