#!/usr/bin/env bash
# README command 2: install what is missing, build everything, and run every test.
#   scripts/test.sh             all tests (core, CLI, GUI under the offscreen platform)
#   scripts/test.sh --sanitize  core tests built with AddressSanitizer + UBSan, in build-asan/
#   scripts/test.sh --fuzz SEC  the fuzzers (clang libFuzzer): model files, then JSON inputs, SEC seconds in all
#   scripts/test.sh --portable [MARCH]  core tests built for MARCH (default plain x86-64) instead of
#                               -march=native, in build-MARCH/: a result that holds only with one
#                               instruction set (AVX-512, AVX2, FMA) fails here on any machine
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
case "${1:-}" in
  --sanitize)
    scripts/install-deps.sh
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DAL_SANITIZE=ON -DAL_BUILD_GUI=OFF \
      -DAL_BUILD_BENCH=OFF >/dev/null
    cmake --build build-asan --parallel "$(nproc)" --target core_tests
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ctest --test-dir build-asan --output-on-failure -R '^core\.' -j "$(nproc)"
    ;;
  --fuzz)
    seconds=${2:-60}
    scripts/install-deps.sh --ci
    cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DAL_FUZZ=ON \
      -DAL_BUILD_GUI=OFF -DAL_BUILD_BENCH=OFF -DAL_NATIVE=OFF >/dev/null
    cmake --build build-fuzz --parallel "$(nproc)" --target fuzz_model_loader fuzz_json_inputs
    mkdir -p build-fuzz/corpus build-fuzz/json-corpus
    cp tests/reference/fixtures/*.model.safetensors build-fuzz/corpus/ 2>/dev/null || true
    cp tests/fuzz/json_seeds/* build-fuzz/json-corpus/
    # the seconds are shared: two thirds for model files, one third for the JSON inputs
    ./build-fuzz/tests/fuzz/fuzz_model_loader -max_total_time="$((seconds * 2 / 3))" -max_len=65536 -rss_limit_mb=2048 \
      -print_final_stats=1 build-fuzz/corpus
    ./build-fuzz/tests/fuzz/fuzz_json_inputs -max_total_time="$((seconds / 3))" -max_len=65536 -rss_limit_mb=2048 \
      -print_final_stats=1 build-fuzz/json-corpus
    ;;
  --portable)
    march=${2:-x86-64}
    scripts/install-deps.sh
    cmake -S . -B "build-$march" -G Ninja -DCMAKE_BUILD_TYPE=Release -DAL_NATIVE=OFF -DCMAKE_CXX_FLAGS="-march=$march" \
      -DAL_BUILD_GUI=OFF -DAL_BUILD_BENCH=OFF >/dev/null
    cmake --build "build-$march" --parallel "$(nproc)" --target core_tests
    ctest --test-dir "build-$march" --output-on-failure -R '^core\.' -j "$(nproc)"
    ;;
  "")
    scripts/install-deps.sh
    scripts/build.sh
    ctest --test-dir build --output-on-failure -j "$(nproc)"
    ;;
  *) echo "usage: scripts/test.sh [--sanitize | --fuzz SECONDS | --portable [MARCH]]" >&2; exit 2;;
esac
