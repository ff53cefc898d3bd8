#!/usr/bin/env bash
# Writes tests/reference/fixtures/bits/<level>/ for each build of the core this CPU runs (x86-64,
# x86-64-v3, and x86-64-v4 where it has AVX-512): the traces TraceBits holds every later build to, bit
# for bit. Run it on the commit *before* a change that must not move a number, then commit the files.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d build/lib/glibc-hwcaps ] || { echo "error: build/ is not a portable build; run scripts/test.sh first" >&2; exit 1; }
cmake --build build --target write_trace_bits >/dev/null
out=tests/reference/fixtures/bits
levels="x86-64:-AVX2"
grep -qw avx2 /proc/cpuinfo && grep -qw fma /proc/cpuinfo && levels="$levels x86-64-v3:-AVX512F"
grep -qw avx512f /proc/cpuinfo && levels="$levels x86-64-v4:"
for level_and_mask in $levels; do
  level=${level_and_mask%%:*} mask=${level_and_mask#*:}
  rm -rf "$out/$level"
  GLIBC_TUNABLES=${mask:+glibc.cpu.hwcaps=$mask} ./build/tests/core/write_trace_bits "$out"
  [ -d "$out/$level" ] || { echo "error: the loader did not pick the $level core" >&2; exit 1; }
done
