// Training throughput (forward + loss + backward + AdamW, one full step) at nanoGPT-style configs,
// batch 32, on the `text` task:
//   (a) V=65, T=64,  C=64,  H=4, L=2, d_ff=256      (b) V=65, T=128, C=128, H=4, L=4, d_ff=512
//   (c) V=65, T=256, C=256, H=8, L=6, d_ff=1024
// Counters: tokens/s and GFLOP/s (6·N + 12·L·T·C FLOPs per token, N = 12·L·C² + C·V), by wall time;
// BM_OptimizerUpdate: the step's closing update alone (gradient sum, norm, AdamW);
// BM_SgemmPeak: Eigen's single-thread sgemm (512³) as the core runs it (multiply_transposed, compiled
// into the core build the loader chose, not into this file's baseline x86-64), by wall time too. The
// context names that core build ("core").
// BM_TrainStepBlocks: config (b) with GPT-2's blocks (learned positions, LayerNorm, GELU) against the
// same size with today's (the mini-llama preset: rotary positions, RMSNorm, SwiGLU, 2 key/value heads
// for 4 query heads, no biases; d_ff 344 so that its three feed-forward matrices hold what two of 512 do).
// tests/bench/compare_training.sh runs this beside the PyTorch reference and prints the ratios;
// tests/bench/compare_blocks.sh compares the two blocks.
#include <benchmark/benchmark.h>

#include "core/base/allocator.h"
#include "core/kernels/parallel.h"
#include "core/model/ops.h"
#include "core/train/model_presets.h"
#include "core/train/trainer.h"
#include "tests/bench/benchmark_main.h"

namespace {

struct Shape {
    int T, C, L, F, H;
};
constexpr Shape kShapes[] = {{64, 64, 2, 256, 4}, {128, 128, 4, 512, 4}, {256, 256, 6, 1024, 8}};
constexpr int kVocab = 65, kBatch = 32;

al::ModelConfig config_of(const Shape& s) {
    al::ModelConfig c;
    c.vocab_size = kVocab, c.block_size = s.T, c.n_layer = s.L, c.n_head = s.H, c.n_embd = s.C, c.d_ff = s.F;
    return c;
}

double flops_per_token(const Shape& s) {
    const double N = 12.0 * s.L * s.C * s.C + double(s.C) * kVocab;
    return 6 * N + 12.0 * s.L * s.T * s.C;
}

void BM_SgemmPeak(benchmark::State& state) {
    const int n = 512;
    const al::Matrix<float> a = al::Matrix<float>::Random(n, n), b = al::Matrix<float>::Random(n, n);
    al::Matrix<float> c(n, n);
    const al::OnThisThreadOnly alone;
    for (auto _ : state) {
        al::multiply_transposed(a, b, c);
        benchmark::DoNotOptimize(c.data());
    }
    state.counters["GFLOP"] = benchmark::Counter(2.0 * n * n * n / 1e9, benchmark::Counter::kIsIterationInvariantRate);
}

// One full training step on `text` with batch 32, timed: tokens/s, and GFLOP/s of `flops` per token.
void train_steps(benchmark::State& state, const al::ModelConfig& c, int threads, double flops) {
    al::TaskOptions options;
    options.context = c.block_size;
    const auto task = al::make_task("text", options);
    auto model = al::Model<float>::random(c, 1);
    al::TrainSettings settings;
    settings.batch_size = kBatch;
    settings.threads = threads;
    settings.steps = 1'000'000;
    settings.eval_interval = 1'000'000;
    settings.eval_examples = 1;
    al::Trainer trainer(model, *task, settings);
    trainer.step();  // warm-up: allocations
    for (auto _ : state) benchmark::DoNotOptimize(trainer.step().loss);
    const double tokens = double(kBatch) * c.block_size;
    state.counters["tokens"] = benchmark::Counter(tokens, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["GFLOP"] = benchmark::Counter(tokens * flops / 1e9, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_TrainStep(benchmark::State& state) {
    const Shape& s = kShapes[state.range(0)];
    train_steps(state, config_of(s), static_cast<int>(state.range(1)), flops_per_token(s));
}

// blocks 0: config (b) as GPT-2 builds it; 1: the same size as Llama builds it. The FLOPs counted are
// (b)'s for both, so GFLOP/s compare as steps/s do.
void BM_TrainStepBlocks(benchmark::State& state) {
    const Shape& s = kShapes[1];
    al::ModelConfig c = config_of(s);
    if (state.range(0) == 1) {
        al::model_preset("mini-llama").apply(c);
        c.d_ff = 344;  // 3 · 128 · 344 ≈ 2 · 128 · 512 weights in the feed-forward
    }
    train_steps(state, c, static_cast<int>(state.range(1)), flops_per_token(s));
    state.counters["parameters"] = double(al::count_parameters(c));
}

// The update that ends a step and that every thread waits for: the second gradient buffer added
// into the first, the global norm (for clipping) and AdamW, over every parameter of the config.
void BM_OptimizerUpdate(benchmark::State& state) {
    const Shape& s = kShapes[state.range(0)];
    const int threads = static_cast<int>(state.range(1));
    const al::ModelConfig c = config_of(s);
    auto model = al::Model<float>::random(c, 1);
    auto grads = al::Model<float>::random(c, 2).params(), other = al::Model<float>::random(c, 3).params();
    al::AdamW adam(c, {});
    const al::KeepThreadsAwake awake;  // as a step on several threads does
    for (auto _ : state) {
        al::add_parameters(grads, other, threads);
        const double norm = al::gradient_norm(grads, threads);
        adam.step(model.params(), grads, 1e-4, al::clip_factor(norm, 1.0), threads);
    }
    state.counters["values"] = double(al::count_parameters(c));
}

}  // namespace

BENCHMARK(BM_SgemmPeak)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_TrainStep)->ArgsProduct({{0, 1, 2}, {1, 2}})->ArgNames({"config", "threads"})->Unit(benchmark::kMillisecond)->MinTime(2.0)->UseRealTime();
BENCHMARK(BM_TrainStepBlocks)->ArgsProduct({{0, 1}, {1, 2}})->ArgNames({"blocks", "threads"})->Unit(benchmark::kMillisecond)->MinTime(2.0)->UseRealTime();
BENCHMARK(BM_OptimizerUpdate)->ArgsProduct({{0, 1, 2}, {1, 2}})->ArgNames({"config", "threads"})->Unit(benchmark::kMicrosecond)->UseRealTime();
int main(int argc, char** argv) {
    al::keep_freed_memory();  // as the CLI and the GUI do
    return bench::benchmark_main(argc, argv);
}
