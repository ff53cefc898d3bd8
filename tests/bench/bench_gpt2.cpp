// GPT-2 small's shape (V=50257, C=768, H=12, L=12, 1024 positions) with random weights: the figures
// of issue 15, printed one line per round so that tests/bench/compare_gpt2.sh can alternate rounds
// with the PyTorch reference and print medians and ranges.
//
//   bench_gpt2 forward THREADS T ROUNDS    forward() with the full trace of T tokens
//   bench_gpt2 append THREADS T ROUNDS     forward_reusing() from T−1 to T tokens, and the time to
//                                          read the weights' bytes once at this machine's bandwidth
//   bench_gpt2 write-hub DIR               a Hugging Face GPT-2 folder of that shape (F32)
//   bench_gpt2 open DIR                    open_model(DIR): seconds, peak RSS, the weights' bytes
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/base/allocator.h"
#include "core/io/open_model.h"
#include "core/io/safetensors.h"
#include "core/kernels/parallel.h"
#include "core/model/model.h"

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

al::ModelConfig gpt2_small() {
    al::ModelConfig c;
    c.vocab_size = 50257, c.block_size = 1024, c.n_layer = 12, c.n_head = 12, c.n_embd = 768, c.d_ff = 3072;
    c.activation = al::Activation::gelu_tanh;
    return c;
}

std::vector<int> tokens(int T) {
    std::vector<int> ids(T);
    for (int i = 0; i < T; ++i) ids[i] = (i * 977) % 50257;
    return ids;
}

// Reads `bytes` bytes of memory once, on the core's threads, the way a one-row product reads the weights.
double read_once_ms(const std::vector<float>& buffer) {
    const auto start = Clock::now();
    std::vector<double> sums(al::thread_count());
    al::parallel_for(static_cast<int64_t>(sums.size()), [&](int64_t first, int64_t last) {
        for (int64_t part = first; part < last; ++part) {
            const size_t begin = buffer.size() * part / sums.size(), end = buffer.size() * (part + 1) / sums.size();
            float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            size_t i = begin;
            for (; i + 4 <= end; i += 4) s0 += buffer[i], s1 += buffer[i + 1], s2 += buffer[i + 2], s3 += buffer[i + 3];
            for (; i < end; ++i) s0 += buffer[i];
            sums[part] = s0 + s1 + s2 + s3;
        }
    });
    const double ms = ms_since(start);
    if (sums[0] == 12345.0f) std::puts("");  // keeps the reads
    return ms;
}

int forward(int T, int rounds) {
    const auto model = al::Model<float>::random(gpt2_small(), 1);
    const auto batch = al::Batch::single(tokens(T));
    al::ForwardTrace<float> trace;
    model.forward(batch, {}, trace);  // warm-up, and the trace's buffers
    for (int r = 0; r < rounds; ++r) {
        const auto start = Clock::now();
        model.forward(batch, {}, trace);
        std::printf("attentionlab_forward_ms %.3f\n", ms_since(start));
        std::fflush(stdout);
    }
    return 0;
}

int append(int T, int rounds) {
    const auto model = al::Model<float>::random(gpt2_small(), 1);
    const auto ids = tokens(T);
    const auto prefix = al::Batch::single(std::vector<int>(ids.begin(), ids.end() - 1)), full = al::Batch::single(ids);
    const auto weights = static_cast<size_t>(al::count_parameters(gpt2_small()));
    std::vector<float> buffer(weights, 1.0f);
    al::ForwardTrace<float> trace;
    for (int r = 0; r < rounds; ++r) {
        model.forward(prefix, {}, trace);
        const auto start = Clock::now();
        if (!model.forward_reusing(full, {}, trace)) return std::fprintf(stderr, "the trace was not reused\n"), 1;
        const double append_ms = ms_since(start);
        std::printf("attentionlab_append_ms %.3f read_weights_ms %.3f\n", append_ms, read_once_ms(buffer));
        std::fflush(stdout);
    }
    return 0;
}

// Hugging Face's layout: GPT2LMHeadModel names, Conv1D weights (in, out), the attn.bias buffers.
int write_hub(const std::string& dir) {
    const auto model = al::Model<float>::random(gpt2_small(), 1);
    std::filesystem::create_directories(dir);
    {
        al::SafetensorsWriter w;
        for (const auto& ref : al::named_parameters(model.params())) {
            const bool conv1d = ref.name.find(".c_attn.weight") != std::string::npos || ref.name.find(".c_proj.weight") != std::string::npos ||
                                ref.name.find(".c_fc.weight") != std::string::npos;
            if (!conv1d) {
                w.add(ref.name, ref.shape, ref.data);
                continue;
            }
            const int64_t rows = ref.shape[0], cols = ref.shape[1];
            std::vector<float> transposed(static_cast<size_t>(rows * cols));
            for (int64_t r = 0; r < rows; ++r)
                for (int64_t c = 0; c < cols; ++c) transposed[c * rows + r] = ref.data[r * cols + c];
            w.add(ref.name, {cols, rows}, std::move(transposed));
        }
        w.set_metadata("format", "pt");
        w.write(dir + "/model.safetensors");
    }
    std::ofstream(dir + "/config.json") << R"({"model_type": "gpt2", "vocab_size": 50257, "n_positions": 1024, "n_embd": 768,
 "n_layer": 12, "n_head": 12, "n_inner": null, "activation_function": "gelu_new", "layer_norm_epsilon": 1e-05})";
    std::printf("wrote %s\n", dir.c_str());
    return 0;
}

int open(const std::string& dir) {
    const auto start = Clock::now();
    const auto model = al::open_model(dir);
    const double seconds = ms_since(start) / 1000;
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double weights = 4.0 * static_cast<double>(al::count_tensor_elements(model.config()));
    std::printf("open_s %.3f peak_rss_bytes %.0f weights_bytes %.0f\n", seconds, usage.ru_maxrss * 1024.0, weights);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    al::keep_freed_memory();  // as the GUI and the CLI do
    const std::string mode = argc > 1 ? argv[1] : "";
    if ((mode == "forward" || mode == "append") && argc == 5) {
        al::set_thread_count(std::atoi(argv[2]));
        return mode == "forward" ? forward(std::atoi(argv[3]), std::atoi(argv[4])) : append(std::atoi(argv[3]), std::atoi(argv[4]));
    }
    if (mode == "write-hub" && argc == 3) return write_hub(argv[2]);
    if (mode == "open" && argc == 3) return open(argv[2]);
    std::fprintf(stderr, "usage: bench_gpt2 forward|append THREADS T ROUNDS | write-hub DIR | open DIR\n");
    return 2;
}
