#!/usr/bin/env bash
# The core's threads on a busy machine: every figure on 1 and 2 threads with N busy processes
# (`yes > /dev/null`) started here, and the same figures with those processes paused (SIGSTOP) in the
# same round, so quiet and loaded alternate. Per round:
#   the machine's limits on 1 and 2 threads (one 512³ sgemm per thread at once, the best of 3; the read
#   bandwidth)
#   training steps (a), (b), (c) (bench_training: tokens/s, GFLOP/s as a share of that peak)
#   the GPT-2-shape forward, 32 tokens, full trace (bench_gpt2; share of its roofline: the larger of
#   FLOPs / peak and weight bytes / bandwidth)
#   `attentionlab-cli train --task reverse --steps 300`, the whole process
#   the window's keystroke p95 (bench_typing: the shipped model, and GPT-2's shape) and the Train tab's
#   frame p99 while a model trains (bench_training_gui)
# Prints medians and ranges over the rounds, the load, the CPU, and the issue's targets.
#   tests/bench/busy_laptop.sh [--as-avx2] [--load N] [ROUNDS]     (N = 1, ROUNDS = 3 by default)
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/bench/harness.sh
as_avx2 "$@"
shift $shifted
busy=1
if [ "${1:-}" = "--load" ]; then busy=${2:?--load needs a number of busy processes}; shift 2; fi
rounds=${1:-3}
bench=build/tests/bench
for b in bench_gpt2 bench_training bench_typing bench_training_gui; do
  [ -x "$bench/$b" ] || { echo "error: no $bench/$b; build it first (scripts/build.sh)" >&2; exit 1; }
done
gpt2=build/bench-models/gpt2
if [ ! -f $gpt2/merges.txt ]; then
  $bench/bench_gpt2 write-hub $gpt2 > /dev/null
  cp tests/reference/fixtures/gpt2_tokenizer/{vocab.json,merges.txt} $gpt2/
fi
log=$(mktemp)
out=$(mktemp -d)
trap 'rm -rf "$log" "$out"; stop_busy' EXIT
start_busy "$busy"
export QT_QPA_PLATFORM=offscreen
median() { python3 -c 'import statistics,sys; print(statistics.median(float(x) for x in sys.stdin.read().split()))'; }
run() { "$@" > "$out/stdout" 2> "$out/stderr" || { cat "$out/stderr" >&2; exit 1; }; }

measure() {  # $1 = quiet | busy
  local m=$1 t c
  for t in 1 2; do
    $bench/bench_gpt2 limits $t 32 3 | sort -t' ' -k6 -g | tail -1 | sed "s/^/${m}_limits_$t /" >> "$log"  # the best of 3
    for c in 0 1 2; do
      $bench/bench_training --benchmark_filter="BM_TrainStep/config:$c/threads:$t/" --benchmark_format=json |
        bench_json "'${m}_train${c}_$t', r['tokens'], r['GFLOP']" >> "$log"
    done
    echo "${m}_forward_$t $($bench/bench_gpt2 forward $t 32 5 | awk '{print $2}' | median)" >> "$log"
    local start=$EPOCHREALTIME
    run build/app/attentionlab-cli train --task reverse --steps 300 --threads $t --out "$out/reverse.safetensors" --force
    echo "${m}_reverse_$t $(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN {print b - a}')" >> "$log"
  done
  run $bench/bench_typing
  echo "${m}_typing $(sed -n 's/^all views: p95 \([0-9.]*\) ms.*/\1/p' "$out/stdout")" >> "$log"
  run $bench/bench_typing $gpt2
  echo "${m}_typing_gpt2 $(sed -n 's/^all views: p95 \([0-9.]*\) ms.*/\1/p' "$out/stdout")" >> "$log"
  run $bench/bench_training_gui 8
  echo "${m}_frames $(sed -n 's/.*p95 \([0-9.]*\) ms   p99 \([0-9.]*\) ms.*/\2/p' "$out/stdout")" >> "$log"
}

echo "load_before $(load)" >> "$log"
for round in $(seq "$rounds"); do
  pause_busy
  measure quiet
  resume_busy
  [ "$busy" = 0 ] || measure busy
done
echo "load_after $(load)" >> "$log"
python3 - "$log" "$(machine); our core: $(our_core)" "$busy" <<'PY'
import sys
sys.path.insert(0, "tests/bench")
from summary import columns, med, rng, verdict
log = columns(sys.argv[1])
busy = int(sys.argv[3])
col = lambda key, i=0: [float(f[i]) for f in log[key]]
print(f"{sys.argv[2]}; load {' '.join(log['load_before'][0])} before, {' '.join(log['load_after'][0])} after; "
      f"medians of {len(log['quiet_forward_1'])} rounds, quiet and beside {busy} busy process(es) (yes > /dev/null) alternating")
modes = ["quiet"] + (["busy"] if busy else [])
# the machine's best of the run, per mode and thread count: sgemm GFLOP/s, read GB/s
peak = {(m, t): max(float(f[5]) for f in log[f"{m}_limits_{t}"]) for m in modes for t in (1, 2)}
bandwidth = {(m, t): max(float(f[7]) for f in log[f"{m}_limits_{t}"]) for m in modes for t in (1, 2)}
flops, weight_bytes = (float(x) for x in log["quiet_limits_1"][0][1:4:2])
roofline = lambda m, t: max(flops / peak[(m, t)], weight_bytes / bandwidth[(m, t)]) / 1e6  # ms
for m in modes:
    for t in (1, 2):
        print(f"{m}, {t} thread(s): sgemm 512³ best {peak[(m, t)]:.1f} GFLOP/s in all, read bandwidth best {bandwidth[(m, t)]:.1f} GB/s; "
              f"the GPT-2-shape forward's roofline {roofline(m, t):.1f} ms")
print()
print(f"{'work':40}{'mode':>7}{'1 thread':>12}{'2 threads':>12}{'2 / 1':>8}{'(range)':>13}{'share 1':>9}{'share 2':>9}")
share = {}
for m in modes:
    for c, name in enumerate("abc"):
        one, two = col(f"{m}_train{c}_1"), col(f"{m}_train{c}_2")
        s = [b / a for a, b in zip(one, two)]
        sh = share[(m, name)] = {t: med(col(f"{m}_train{c}_{t}", 1)) / peak[(m, t)] for t in (1, 2)}
        print(f"{'training (' + name + '), tokens/s':40}{m:>7}{med(one):>12,.0f}{med(two):>12,.0f}{med(s):>7.2f}x{rng(s):>13}{sh[1]:>9.0%}{sh[2]:>9.0%}")
    one, two = col(f"{m}_forward_1"), col(f"{m}_forward_2")
    s = [a / b for a, b in zip(one, two)]
    print(f"{'GPT-2-shape forward, 32 tokens, ms':40}{m:>7}{med(one):>12.1f}{med(two):>12.1f}{med(s):>7.2f}x{rng(s):>13}"
          f"{med(one) / roofline(m, 1):>8.2f}R{med(two) / roofline(m, 2):>8.2f}R")
    one, two = col(f"{m}_reverse_1"), col(f"{m}_reverse_2")
    s = [a / b for a, b in zip(one, two)]
    print(f"{'train --task reverse --steps 300, s':40}{m:>7}{med(one):>12.2f}{med(two):>12.2f}{med(s):>7.2f}x{rng(s):>13}")
print("(2 / 1: the speed on two threads over one; share: GFLOP/s of the best sgemm of the run on as many threads; R: time over the roofline)")
print()
for m in modes:
    t, g, f = col(f"{m}_typing"), col(f"{m}_typing_gpt2"), col(f"{m}_frames")
    print(f"{m}: keystroke p95 {med(t):.1f} ms ({rng(t, '{:.1f}')}), GPT-2 shape {med(g):.1f} ms ({rng(g, '{:.1f}')}); "
          f"Train tab frame p99 {med(f):.1f} ms ({rng(f, '{:.1f}')})")
print()
for m in modes:
    for i, c in enumerate("abc"):
        s = [b / a for a, b in zip(col(f"{m}_train{i}_1"), col(f"{m}_train{i}_2"))]
        goal = 1.0 if m == "busy" else (1.7 if c in "bc" else None)
        if goal: print(f"({c}) {m}: two threads {med(s):.2f}x one, target ≥ {goal}x: {verdict(med(s) >= goal)}")
    s = [a / b for a, b in zip(col(f"{m}_forward_1"), col(f"{m}_forward_2"))]
    if m == "busy": print(f"GPT-2-shape forward busy: two threads {med(s):.2f}x one, target ≥ 1.0x: {verdict(med(s) >= 1.0)}")
for c in "bc":
    sh = share[("quiet", c)][1]
    print(f"({c}) quiet, one thread at {sh:.0%} of the one-thread sgemm peak, target 70%: {verdict(sh >= 0.7)}")
r = med(col("quiet_forward_2")) / roofline("quiet", 2)
print(f"GPT-2-shape forward quiet, 2 threads: {r:.2f}x its roofline, target ≤ 1.6x: {verdict(r <= 1.6)}")
if busy:
    for key, name in (("typing", "keystroke p95, shipped model"), ("typing_gpt2", "keystroke p95, GPT-2 shape")):
        q, b = med(col(f"quiet_{key}")), med(col(f"busy_{key}"))
        print(f"{name}: busy {b:.1f} ms = {b / q:.2f}x quiet {q:.1f} ms, target ≤ 1.5x: {verdict(b <= 1.5 * q)}")
    f = med(col("busy_frames"))
    print(f"Train tab frame p99 busy: {f:.1f} ms, target < 33 ms: {verdict(f < 33)}")
PY
