#!/usr/bin/env bash
# Forward pass with full trace vs PyTorch (one thread, no trace), same shape, same run; prints the ratio.
# Needs Debian's python3-torch for the reference (apt-get install python3-torch).
set -euo pipefail
cd "$(dirname "$0")/../.."
bench=${1:-build/tests/bench/bench_forward}
ours=$("$bench" --benchmark_filter='BM_ForwardWithFullTrace/16$' --benchmark_repetitions=5 \
        --benchmark_report_aggregates_only=true --benchmark_format=json |
       python3 -c 'import json,sys; d=json.load(sys.stdin); print([b for b in d["benchmarks"] if b["aggregate_name"]=="median"][0]["real_time"])')
theirs=$(OMP_NUM_THREADS=1 /usr/bin/python3 tests/reference/bench_forward.py 16 | awk '{print $2}')
python3 - "$ours" "$theirs" <<'PY'
import sys
ours, theirs = float(sys.argv[1]), float(sys.argv[2])
print(f"forward, V=65 C=64 H=4 L=2 d_ff=256 T=16")
print(f"  AttentionLab (full trace): {ours:8.1f} us   target < 100 us: {'met' if ours < 100 else 'NOT met'}")
print(f"  PyTorch (no trace, 1 thr): {theirs:8.1f} us")
print(f"  PyTorch / AttentionLab   : {theirs / ours:8.2f}x")
PY
