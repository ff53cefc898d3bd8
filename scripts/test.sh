#!/usr/bin/env bash
# README command 2: install what is missing, build everything, and run every test.
#   scripts/test.sh             all tests (core, CLI, GUI under the offscreen platform)
#   scripts/test.sh --sanitize  core tests built with AddressSanitizer + UBSan, in build-asan/
#   scripts/test.sh --fuzz SEC  the fuzzers (clang libFuzzer): model files, JSON inputs, sessions; SEC seconds in all
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
      -DAL_BUILD_BENCH=OFF -DAL_NATIVE=OFF >/dev/null
    cmake --build build-fuzz --parallel "$(nproc)" --target fuzz_model_loader fuzz_json_inputs fuzz_session
    mkdir -p build-fuzz/corpus build-fuzz/json-corpus build-fuzz/session-corpus
    cp tests/reference/fixtures/*.model.safetensors tests/fuzz/model_seeds/* build-fuzz/corpus/
    cp tests/fuzz/json_seeds/* build-fuzz/json-corpus/
    cp tests/fuzz/session_seeds/* build-fuzz/session-corpus/
    # the seconds are shared: half for model files, a quarter each for the JSON inputs and sessions
    ./build-fuzz/tests/fuzz/fuzz_model_loader -max_total_time="$((seconds / 2))" -max_len=65536 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix=build-fuzz/ build-fuzz/corpus
    ./build-fuzz/tests/fuzz/fuzz_json_inputs -max_total_time="$((seconds / 4))" -max_len=65536 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix=build-fuzz/ build-fuzz/json-corpus
    # Qt and fontconfig keep caches for the life of the process: leaks are checked by the other two targets
    QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0 ./build-fuzz/tests/fuzz/fuzz_session \
      -max_total_time="$((seconds / 4))" -max_len=65536 -rss_limit_mb=4096 -detect_leaks=0 -timeout=30 \
      -print_final_stats=1 -artifact_prefix=build-fuzz/ build-fuzz/session-corpus
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
