#!/usr/bin/env bash
# The window's two targets, ROUNDS alternating rounds, offscreen (no X server needed):
#   bench_typing        keystroke → every visible view redrawn, 32-token sentence: p95 < 16 ms, with the
#                       whole window repainted after each key (stricter than the app); beside it the
#                       figure as the app paints (what the key changed, every visible plot painted)
#   bench_training_gui  GUI frame time while training, typing, switching tabs, resizing: p99 < 33 ms
# Prints each round's figure, the medians and ranges, the CPU, the core build and the load.
# Offscreen by default; --x11 runs on an X server (Xvfb, 1920×1200), whose backing store is shared
# memory made anew on every resize, as a projector's would be.
#   tests/bench/window_benches.sh [--as-avx2] [--x11] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
source tests/bench/harness.sh
as_avx2 "$@"
shift $shifted
platform=offscreen
if [ "${1:-}" = "--x11" ]; then
  shift
  command -v xvfb-run > /dev/null || { echo "error: --x11 needs Xvfb: sudo apt-get install xvfb" >&2; exit 1; }
  [ -n "${DISPLAY:-}" ] || exec xvfb-run -a -s "-screen 0 1920x1200x24" "$0" ${GLIBC_TUNABLES:+--as-avx2} --x11 "$@"
  platform=xcb
fi
rounds=${1:-3}
for b in bench_typing bench_training_gui; do
  [ -x "build/tests/bench/$b" ] || { echo "error: no build/tests/bench/$b; build the GUI first (scripts/build.sh)" >&2; exit 1; }
done
log=$(mktemp)
trap 'rm -f "$log" "$log.out" "$log.err" "$log.machine"' EXIT
# Qt's offscreen plugin warns on every resize; its messages are shown only if a benchmark fails
run() { "build/tests/bench/$1" "${@:2}" > "$log.out" 2> "$log.err" || { cat "$log.err" >&2; exit 1; }; }
export QT_QPA_PLATFORM=$platform
for round in $(seq "$rounds"); do
  run bench_typing
  [ "$round" = 1 ] && head -1 "$log.out" > "$log.machine"
  echo "typing $(sed -n 's/^all views: p95 \([0-9.]*\) ms.*/\1/p' "$log.out")" >> "$log"
  echo "changed $(sed -n 's/^as the app paints.*: p95 \([0-9.]*\) ms.*/\1/p' "$log.out")" >> "$log"
  run bench_training_gui 8
  echo "frames $(sed -n 's/.*p95 \([0-9.]*\) ms   p99 \([0-9.]*\) ms.*/\1 \2/p' "$log.out")" >> "$log"
done
echo "load $(load)" >> "$log"
python3 - "$log" "$(cat "$log.machine")" "$platform" <<'PY'
import sys
sys.path.insert(0, "tests/bench")
from summary import columns, med, rng, verdict
log = columns(sys.argv[1])
typing = [float(f[0]) for f in log["typing"]]
changed = [float(f[0]) for f in log["changed"]]
p95, p99 = [float(f[0]) for f in log["frames"]], [float(f[1]) for f in log["frames"]]
print(f"{sys.argv[2]} (before); after {' '.join(log['load'][-1])}; medians of {len(typing)} alternating rounds, window 1600×1000, Qt platform {sys.argv[3]}")
print(f"keystroke → all views redrawn, whole window repainted, p95: {med(typing):.1f} ms (rounds {rng(typing, '{:.1f}')}); target < 16 ms: {verdict(med(typing) < 16)}")
print(f"  as the app paints (what the key changed), p95: {med(changed):.1f} ms (rounds {rng(changed, '{:.1f}')})")
print(f"frame time while training, p95 {med(p95):.1f} ms ({rng(p95, '{:.1f}')}), p99: {med(p99):.1f} ms (rounds {rng(p99, '{:.1f}')}); "
      f"target < 33 ms: {verdict(med(p99) < 33)}")
PY
