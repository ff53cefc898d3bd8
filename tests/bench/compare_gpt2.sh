#!/usr/bin/env bash
# Issue 15's figures at GPT-2 small's shape (random weights; V=50257 C=768 H=12 L=12), in one run:
#   1. forward with the full trace of 32 tokens on THREADS threads, against PyTorch's best no_grad
#      forward on 1 and on THREADS threads (tests/reference/bench_gpt2.py, OpenBLAS pinned with
#      OPENBLAS_NUM_THREADS); rounds alternate ours / theirs, each round keeps its best of 5 passes;
#   2. typing: forward_reusing from 31 to 32 tokens, against reading the weights' bytes once;
#   3. opening a Hugging Face GPT-2 folder of that shape (F32): seconds and peak RSS;
#   4. the window: keystroke → redrawn on that folder with GPT-2's tokenizer beside it (bench_typing,
#      offscreen, 29 → 33 tokens, every view), p95 per round.
# Prints medians and ranges over the rounds, the load before and after, and the CPU; PyTorch's threads
# are pinned and OpenBLAS is required (tests/bench/harness.sh).
#   tests/bench/compare_gpt2.sh [--as-avx2] [ROUNDS] [THREADS]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/bench/harness.sh
as_avx2 "$@"
shift $shifted
rounds=${1:-5} threads=${2:-2}
bench=build/tests/bench/bench_gpt2 typing=build/tests/bench/bench_typing
for b in "$bench" "$typing"; do [ -x "$b" ] || { echo "error: no $b; build it first (scripts/build.sh)" >&2; exit 1; }; done
need_torch
log=$(mktemp) hub=$(mktemp -d)
trap 'rm -rf "$log" "$hub"' EXIT
echo "load_before $(load)" >> "$log"
best() { sort -g | head -1; }
"$bench" write-hub "$hub" > /dev/null
cp tests/reference/fixtures/gpt2_tokenizer/{vocab.json,merges.txt} "$hub"/
for round in $(seq "$rounds"); do
  echo "ours $("$bench" forward "$threads" 32 5 | awk '{print $2}' | best)" >> "$log"
  for t in 1 "$threads"; do
    echo "torch$t $(pinned "$t" /usr/bin/python3 tests/reference/bench_gpt2.py "$t" 32 5 | awk '{print $2}' | best)" >> "$log"
  done
  "$bench" append "$threads" 32 5 | awk '{print "append", $2, $4}' | sort -k2 -g | head -1 >> "$log"
  QT_QPA_PLATFORM=offscreen "$typing" "$hub" | sed -n 's/^all views: p95 \([0-9.]*\) ms.*/typing \1/p' >> "$log"
done
"$bench" open "$hub" | awk '{print "open", $2, $4, $6}' >> "$log"
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
ours, t1, tn = col("ours"), col("torch1"), col("torch" + threads)
theirs = [min(a, b) for a, b in zip(t1, tn)]
ratios = [o / t for o, t in zip(ours, theirs)]
print(f"forward, full trace, 32 tokens, {threads} threads: {med(ours):.1f} ms (rounds {ms(ours)})")
print(f"PyTorch 1.13 no_grad forward:   1 thread {med(t1):.1f} ms ({ms(t1)}), {threads} threads {med(tn):.1f} ms ({ms(tn)})")
print(f"  ours / PyTorch's best = {med(ratios):.2f}× (rounds {rng(ratios)}); target ≤ 0.5×: {verdict(med(ratios) <= 0.5)}")
append, read = col("append"), col("append", 1)
ar = [a / r for a, r in zip(append, read)]
print(f"typing one more token (31 → 32, reusing the prefix): {med(append):.1f} ms ({ms(append)}); reading the weights once: "
      f"{med(read):.1f} ms ({ms(read)})")
print(f"  append / read = {med(ar):.2f}× (rounds {rng(ar)}); target ≤ 1.5×: {verdict(med(ar) <= 1.5)}")
typing = col("typing")
print(f"the window, keystroke → redrawn (29 → 33 tokens, every view, offscreen): p95 {med(typing):.1f} ms ({ms(typing)}); "
      f"target ≤ 100 ms: {verdict(med(typing) <= 100)}")
secs, rss, weights = (float(f) for f in log["open"][0])
print(f"opening a Hugging Face folder (124M parameters, F32): {secs:.2f} s; peak RSS {rss / 2**20:.0f} MiB = "
      f"{rss / weights:.2f}× the F32 weights ({weights / 2**20:.0f} MiB); target ≤ 1.3×: {verdict(rss / weights <= 1.3)}")
PY
