#!/usr/bin/env bash
# Training throughput of AttentionLab vs PyTorch in the same run, batch 32:
#   (a) V=65 T=64 C=64 H=4 L=2 d_ff=256   (b) V=65 T=128 C=128 H=4 L=4 d_ff=512   (c) V=65 T=256 C=256 H=8 L=6 d_ff=1024
# Both sides by wall time, PyTorch's threads pinned (torch.set_num_threads and OPENBLAS_NUM_THREADS /
# OMP_NUM_THREADS: Debian's OpenBLAS ignores the first). Each round measures ours, then PyTorch's, on
# every config and thread count; the medians and the ranges of ROUNDS rounds are printed with the CPU,
# its vector extensions, the core build loaded, the load average, the achieved GFLOP/s and their share
# of the best single-thread sgemm of the run (Eigen's and PyTorch's OpenBLAS, both 512³, wall time).
#   tests/bench/compare_training.sh [--as-avx2] [path/to/bench_training] [ROUNDS]
# --as-avx2 on an AVX-512 machine: both sides as on an AVX2 laptop (our x86-64-v3 core, chosen by the
# loader with AVX-512 hidden; PyTorch's AVX2 kernels and OpenBLAS's Haswell ones). Same instructions,
# not the same caches and ports: a real AVX2 CPU still has the last word.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "${1:-}" = "--as-avx2" ]; then
  shift
  export GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F ATEN_CPU_CAPABILITY=avx2 OPENBLAS_CORETYPE=Haswell
fi
bench=${1:-build/tests/bench/bench_training}
rounds=${2:-3}
[ -x "$bench" ] || { echo "error: no $bench; build it first (scripts/build.sh)" >&2; exit 1; }
if ! /usr/bin/python3 -c "import torch" 2>/dev/null; then
  echo "error: the PyTorch reference needs Debian's PyTorch and OpenBLAS: sudo apt-get install python3-torch libopenblas0" >&2
  exit 1
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
pinned() { local t=$1; shift; OPENBLAS_NUM_THREADS=$t OMP_NUM_THREADS=$t MKL_NUM_THREADS=$t OMP_WAIT_POLICY=PASSIVE "$@"; }

echo "load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$log"
"$bench" --benchmark_filter=BM_SgemmPeak --benchmark_format=json | python3 -c \
  'import json,sys; j=json.load(sys.stdin); print("eigen_sgemm", j["benchmarks"][0]["GFLOP"]); print("core", j["context"]["core"])' >> "$log"
echo "torch_sgemm $(pinned 1 /usr/bin/python3 tests/reference/bench_train.py sgemm 1 | awk '{print $2, $4}')" >> "$log"
for round in $(seq "$rounds"); do
  for c in 0 1 2; do
    cfg=$(echo abc | cut -c$((c + 1)))
    for t in 1 2; do
      "$bench" --benchmark_filter="BM_TrainStep/config:$c/threads:$t/" --benchmark_format=json | python3 -c \
        "import json,sys; r=json.load(sys.stdin)['benchmarks'][0]; print('ours $cfg $t', r['tokens'], r['GFLOP'])" >> "$log"
      echo "torch $cfg $t $(pinned "$t" /usr/bin/python3 tests/reference/bench_train.py "$cfg" "$t" | awk '{print $2, $4}')" >> "$log"
    done
  done
done
echo "load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$log"
cpu=$(lscpu | sed -n 's/^Model name: *//p' | head -1)
vec=$(grep -m1 -ow -E 'avx2|fma|avx512f|avx512bw|avx512vl' /proc/cpuinfo | sort -u | tr '\n' ' ')
python3 - "$log" "$cpu" "$vec" <<'PY'
import statistics, sys
log, cpu, vec = sys.argv[1:4]
ours, torch, load = {}, {}, []
for line in open(log):
    f = line.split()
    if f[0] == "load": load.append(" ".join(f[1:]))
    elif f[0] == "eigen_sgemm": eigen = float(f[1])
    elif f[0] == "core": core = f[1]
    elif f[0] == "torch_sgemm": blas, blas_threads = float(f[1]), f[2]
    elif f[0] == "ours": ours.setdefault((f[1], int(f[2])), []).append((float(f[3]), float(f[4])))
    else:
        torch.setdefault((f[1], int(f[2])), []).append(float(f[3]))
        if f[4] != f[2]: sys.exit(f"error: PyTorch ran with {f[4]} threads instead of {f[2]}")
med = statistics.median
peak = max(eigen, blas)
print(f"CPU: {cpu}; vector extensions: {vec}; our core: {core}; load average before {load[0]}, after {load[-1]}")
print(f"single-thread sgemm 512³, wall time: Eigen {eigen:.1f} GFLOP/s, PyTorch/OpenBLAS {blas:.1f} GFLOP/s; "
      f"medians of {len(torch[('a', 1)])} alternating rounds")
print(f"{'config':8}{'threads':>8}{'ours tok/s':>13}{'PyTorch':>11}{'ratio':>8}{'(range)':>13}{'GFLOP/s':>10}{'of peak':>9}")
ratio = {}
for cfg in "abc":
    for t in (1, 2):
        o, p = ours[(cfg, t)], torch[(cfg, t)]
        r = ratio[(cfg, t)] = [a[0] / b for a, b in zip(o, p)]
        tok, gf = med(x[0] for x in o), med(x[1] for x in o)
        print(f"{cfg:8}{t:>8}{tok:>13,.0f}{med(p):>11,.0f}{med(r):>7.2f}x  {min(r):.2f}-{max(r):.2f}{gf:>10.1f}{gf / (peak * t):>8.0%}")
verdict = lambda ok: "met" if ok else "NOT met"
for cfg, target in (("a", 2.0), ("b", 1.5), ("c", 1.3)):
    r = ratio[(cfg, 1)]
    print(f"({cfg}) one thread: {med(r):.2f}x PyTorch (rounds {min(r):.2f}-{max(r):.2f}), target {target}x: {verdict(med(r) >= target)}")
    s = [a[0] / b[0] for a, b in zip(ours[(cfg, 2)], ours[(cfg, 1)])]
    print(f"({cfg}) two threads: {med(s):.2f}x our one-thread figure, target 1.7x: {verdict(med(s) >= 1.7)}")
share = med(x[1] for x in ours[("b", 1)]) / peak
print(f"(b) one thread at {share:.0%} of the best sgemm of this run, target 70%: {verdict(share >= 0.7)}")
PY
