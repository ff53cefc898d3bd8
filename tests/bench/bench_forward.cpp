// One forward pass with the full trace (every intermediate kept), V=65, C=64, H=4, L=2, d_ff=256,
// 16 tokens — the shape the core issue's target (< 0.1 ms) is stated for. Run it beside the
// PyTorch reference with tests/bench/compare_forward.sh, which prints the ratio. The context names the
// core build the loader chose ("core").
#include <benchmark/benchmark.h>

#include "core/kernels/packed_weights.h"
#include "core/model/model.h"
#include "tests/bench/benchmark_main.h"

namespace {

al::ModelConfig bench_config() {
    al::ModelConfig c;
    c.vocab_size = 65, c.block_size = 64, c.n_layer = 2, c.n_head = 4, c.n_embd = 64, c.d_ff = 256;
    return c;
}

void BM_ForwardWithFullTrace(benchmark::State& state) {
    const auto model = al::Model<float>::random(bench_config(), 1);
    std::vector<int> ids(static_cast<size_t>(state.range(0)));
    for (size_t i = 0; i < ids.size(); ++i) ids[i] = static_cast<int>((i * 7 + 3) % 65);
    const auto batch = al::Batch::single(ids);
    al::ForwardTrace<float> trace;  // reused between passes, as the GUI does while you type
    const auto packed = al::PackedWeights::for_reading(al::linear_weights(model.params()));  // once per model, as the window does
    const al::UsePackedWeights use(packed);
    for (auto _ : state) {
        model.forward(batch, {}, trace);
        benchmark::DoNotOptimize(trace.probs.data());
    }
    state.counters["tokens/s"] = benchmark::Counter(static_cast<double>(ids.size()), benchmark::Counter::kIsIterationInvariantRate);
}

void BM_ForwardFreshTrace(benchmark::State& state) {
    const auto model = al::Model<float>::random(bench_config(), 1);
    std::vector<int> ids(static_cast<size_t>(state.range(0)), 5);
    const auto batch = al::Batch::single(ids);
    for (auto _ : state) {
        auto trace = model.forward(batch);
        benchmark::DoNotOptimize(trace.probs.data());
    }
}

}  // namespace

BENCHMARK(BM_ForwardWithFullTrace)->Arg(16)->Arg(32)->Arg(64)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ForwardFreshTrace)->Arg(16)->Unit(benchmark::kMicrosecond);
int main(int argc, char** argv) {
    return bench::benchmark_main(argc, argv);
}
