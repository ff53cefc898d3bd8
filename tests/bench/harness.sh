# Sourced by the compare_*.sh scripts: what every comparison with PyTorch does the same way.
#   as_avx2 "$@"      a first argument --as-avx2 makes both sides run as on an AVX2 laptop (our
#                     x86-64-v3 core, chosen by the loader with AVX-512 hidden; PyTorch's AVX2 kernels
#                     and OpenBLAS's Haswell ones); sets shifted=1 when it took the argument
#   need_torch        stops with how to install Debian's PyTorch and OpenBLAS when either is missing
#   pinned T CMD...   runs CMD with every BLAS/OpenMP thread pool pinned to T threads
#   machine           "CPU: model; vector extensions: …; N cores" for the printed table
#   load              the 1-, 5- and 15-minute load averages
#   bench_json EXPR   reads a Google Benchmark JSON report and prints EXPR of its first benchmark `r`
#   our_core          the core build the loader chose for attentionlab-cli (x86-64, x86-64-v3, …)
#   start_busy N      starts N busy processes (yes > /dev/null) beside the benchmark; pause_busy and
#                     resume_busy stop and continue them (SIGSTOP, SIGCONT), stop_busy ends them (call it
#                     from the script's EXIT trap)
# Same instructions is not the same CPU: a real AVX2 machine still has the last word on --as-avx2.

shifted=0
as_avx2() {
  if [ "${1:-}" = "--as-avx2" ]; then
    export GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F ATEN_CPU_CAPABILITY=avx2 OPENBLAS_CORETYPE=Haswell
    shifted=1
  fi
}

need_torch() {
  if ! /usr/bin/python3 -c "import torch" 2>/dev/null; then
    echo "error: the PyTorch reference needs Debian's PyTorch and OpenBLAS: sudo apt-get install python3-torch libopenblas0-pthread" >&2
    exit 1
  fi
  if [ ! -e /usr/lib/x86_64-linux-gnu/openblas-pthread/libblas.so.3 ]; then
    echo "error: without OpenBLAS, PyTorch 1.13 runs on the reference BLAS, ten times slower: sudo apt-get install libopenblas0-pthread" >&2
    exit 1
  fi
}

pinned() {
  local t=$1
  shift
  OPENBLAS_NUM_THREADS=$t OMP_NUM_THREADS=$t MKL_NUM_THREADS=$t OMP_WAIT_POLICY=PASSIVE "$@"
}

machine() {
  local cpu vec
  field() { lscpu | sed -n "s/^$1: *//p" | head -1; }
  cpu="$(field 'Model name') (family $(field 'CPU family'), model $(field Model))"
  vec=$(grep -m1 -ow -E 'avx2|fma|avx512f|avx512bw|avx512vl' /proc/cpuinfo | sort -u | tr '\n' ' ')
  echo "CPU: $cpu; vector extensions: ${vec% }; $(nproc) cores${GLIBC_TUNABLES:+; run as AVX2 ($GLIBC_TUNABLES)}"
}

load() { cut -d' ' -f1-3 /proc/loadavg; }

bench_json() { python3 -c "import json,sys; j=json.load(sys.stdin); r=j['benchmarks'][0]; print($1)"; }

our_core() { build/app/attentionlab-cli --version | sed -n 's/.*core built for \(.*\))/\1/p'; }

busy_pids=()
start_busy() {
  local i
  for i in $(seq "$1"); do
    yes > /dev/null &
    busy_pids+=($!)
  done
}
pause_busy() { [ ${#busy_pids[@]} -eq 0 ] || kill -STOP "${busy_pids[@]}"; sleep 0.5; }
resume_busy() { [ ${#busy_pids[@]} -eq 0 ] || kill -CONT "${busy_pids[@]}"; sleep 0.5; }
stop_busy() { [ ${#busy_pids[@]} -eq 0 ] || { kill -CONT "${busy_pids[@]}"; kill "${busy_pids[@]}"; } 2>/dev/null || true; }
