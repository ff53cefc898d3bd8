// Real models' shapes with random weights — GPT-2 small (V=50257, C=768, H=12, L=12), SmolLM2-135M
// (V=49152, C=576, 9 query / 3 key-value heads, L=30, SwiGLU 1536) and Qwen3-0.6B (V=151936, C=1024,
// 16 / 8 heads of 128, QK-norm, L=28, SwiGLU 3072): one line per round, so that the harnesses
// (tests/bench/compare_gpt2.sh, compare_llama.sh) alternate rounds with the PyTorch reference.
//
//   bench_gpt2 forward THREADS T ROUNDS [SHAPE]  forward() with the full trace of T tokens
//   bench_gpt2 append THREADS T ROUNDS [SHAPE]   forward_reusing() from T−1 to T tokens, and the time
//                                                to read the weights' bytes once at this machine's bandwidth
//   bench_gpt2 limits THREADS T ROUNDS [SHAPE]   the machine's limits for that forward on THREADS threads:
//                                                its FLOPs and weight bytes, the sgemm peak (one 512³
//                                                product per thread at once) and the read bandwidth
//   bench_gpt2 patch THREADS T ROUNDS [SHAPE]    activation patching's resid grid (layers × T positions) between
//                                                two texts that differ at position 2, its GFLOP/s, and the
//                                                sgemm peak of the same round
//   bench_gpt2 write-hub DIR                     a Hugging Face GPT-2 folder of GPT-2's shape (F32)
//   bench_gpt2 write-hub DIR SHAPE TOKENIZER     smollm2 or qwen3: a Hugging Face Llama / Qwen3 folder in BF16
//                                                as those models are published, with TOKENIZER (a tokenizer.json)
//   bench_gpt2 open DIR                          open_model(DIR): seconds, peak RSS, the weights' bytes
// SHAPE is gpt2 (the default), smollm2 or qwen3.
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/base/allocator.h"
#include "core/explain/patching.h"
#include "core/io/family.h"
#include "core/io/open_model.h"
#include "core/io/safetensors.h"
#include "core/kernels/parallel.h"
#include "core/model/model.h"
#include "core/model/ops.h"

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

al::ModelConfig gpt2_small() {
    al::ModelConfig c;
    c.vocab_size = 50257, c.block_size = 1024, c.n_layer = 12, c.n_head = 12, c.n_embd = 768, c.d_ff = 3072;
    c.activation = al::Activation::gelu_tanh;
    return c;
}

// Llama-shaped: pre-RMSNorm, rotary, grouped-query attention, SwiGLU, no biases, tied head.
al::ModelConfig llama_shaped(int V, int C, int L, int H, int H_kv, int D, int F, double theta, bool qk_norm) {
    al::ModelConfig c;
    c.vocab_size = V, c.block_size = 2048, c.n_layer = L, c.n_head = H, c.n_kv_head = H_kv, c.n_embd = C, c.d_ff = F;
    c.head_dim = D * H == C ? 0 : D;
    c.norm = al::NormKind::rmsnorm, c.activation = al::Activation::silu, c.positional = al::Positional::rotary;
    c.rope_theta = theta, c.gated_ffn = true, c.qk_norm = qk_norm, c.bias = false, c.tie_embeddings = true, c.ln_eps = 1e-6;
    return c;
}

al::ModelConfig shape(const std::string& name) {
    if (name == "smollm2") return llama_shaped(49152, 576, 30, 9, 3, 64, 1536, 1e5, false);
    if (name == "qwen3") return llama_shaped(151936, 1024, 28, 16, 8, 128, 3072, 1e6, true);
    if (name != "gpt2") std::fprintf(stderr, "unknown shape %s: gpt2, smollm2 or qwen3\n", name.c_str()), std::exit(2);
    return gpt2_small();
}

std::vector<int> tokens(int T, int V) {
    std::vector<int> ids(T);
    for (int i = 0; i < T; ++i) ids[i] = (i * 977) % V;
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

int forward(const al::ModelConfig& config, int T, int rounds) {
    const auto model = al::Model<float>::random(config, 1);
    const auto batch = al::Batch::single(tokens(T, config.vocab_size));
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

int append(const al::ModelConfig& config, int T, int rounds) {
    const auto model = al::Model<float>::random(config, 1);
    const auto ids = tokens(T, config.vocab_size);
    const auto prefix = al::Batch::single(std::vector<int>(ids.begin(), ids.end() - 1)), full = al::Batch::single(ids);
    const auto weights = static_cast<size_t>(al::count_parameters(config));
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

// The FLOPs of a forward of T tokens: 2 per weight per token in every product (the tied head's
// embedding included, the lookup not), and the attention's QKᵀ and ×V (causal: half of T² rows·keys).
double forward_flops(const al::ModelConfig& c, int T) {
    const double D = c.head_size(), H = c.n_head, H_kv = c.kv_heads(), C = c.n_embd, F = c.d_ff;
    const double qkv = C * (H + 2 * H_kv) * D, out = H * D * C, ffn = (c.gated_ffn ? 3 : 2) * C * F;
    const double per_layer = 2.0 * T * (qkv + out + ffn) + 2.0 * 2 * H * D * T * (T + 1) / 2;
    return c.n_layer * per_layer + 2.0 * T * C * c.vocab_size;
}

// The sgemm peak on the core's threads, measured now: each thread multiplying its own 512³ pair at once,
// as the core's products run.
double sgemm_gflops() {
    const int n = 512, threads = al::thread_count();
    static std::vector<al::Matrix<float>> a(threads, al::Matrix<float>::Random(n, n)), b(threads, al::Matrix<float>::Random(n, n)),
        c(threads, al::Matrix<float>(n, n));
    const auto start = Clock::now();
    constexpr int kProducts = 4;
    al::parallel_for(threads, [&](int64_t first, int64_t last) {
        for (int64_t t = first; t < last; ++t) {
            const al::OnThisThreadOnly alone;
            for (int k = 0; k < kProducts; ++k) al::multiply_transposed(a[t], b[t], c[t]);
        }
    });
    return kProducts * threads * 2.0 * n * n * n / (ms_since(start) / 1e3) / 1e9;
}

// This machine's limits on `threads` threads, measured now: the sgemm peak and read GB/s over a buffer
// the size of the weights.
int limits(const al::ModelConfig& config, int T, int rounds) {
    std::vector<float> buffer(static_cast<size_t>(al::count_parameters(config)), 1.0f);
    const double weight_bytes = 4.0 * static_cast<double>(buffer.size());
    for (int r = 0; r < rounds; ++r) {
        const double gflops = sgemm_gflops();
        const double read_ms = read_once_ms(buffer);
        std::printf("flops %.4g weight_bytes %.4g sgemm_gflops %.2f read_gbs %.2f\n", forward_flops(config, T), weight_bytes, gflops,
                    weight_bytes / (read_ms / 1e3) / 1e9);
        std::fflush(stdout);
    }
    return 0;
}

// The resid grid of activation patching (core/explain/patching.h): the clean and corrupted runs, then a
// batch per layer l of one sequence per position after the shared prefix, through layers l … L−1. Its
// FLOPs are those batches' layers (the metric reads two rows of the head, not all of it).
int patch(const al::ModelConfig& config, int T, int rounds) {
    const auto model = al::Model<float>::random(config, 1);
    const auto clean_ids = tokens(T, config.vocab_size);
    auto corrupt_ids = clean_ids;
    corrupt_ids[2] = (corrupt_ids[2] + 1) % config.vocab_size;
    const double C = config.n_embd, F = config.d_ff, D = config.head_size(), H = config.n_head, H_kv = config.kv_heads();
    const double sequences = T - 2, layer_flops = 2.0 * sequences * T * (C * (H + 2 * H_kv) * D + H * D * C + (config.gated_ffn ? 3 : 2) * C * F) +
                                                  2.0 * 2 * sequences * H * D * T * (T + 1) / 2;
    double flops = 2 * (config.n_layer * layer_flops / sequences + 2.0 * T * C * config.vocab_size);  // the two whole runs
    for (int l = 0; l < config.n_layer; ++l) flops += (config.n_layer - l) * layer_flops;
    for (int r = 0; r < rounds; ++r) {
        const auto start = Clock::now();
        const auto clean = model.forward(al::Batch::single(clean_ids));
        const auto corrupt = model.forward(al::Batch::single(corrupt_ids));
        const auto grid = al::patching_grid(model, clean, corrupt, al::PatchSite::resid, 1, 2);
        const double ms = ms_since(start);
        std::printf("patch_resid_ms %.1f cells %d gflops %.2f sgemm_gflops %.2f\n", ms, config.n_layer * T, flops / (ms / 1e3) / 1e9,
                    sgemm_gflops());
        std::fflush(stdout);
        if (grid.effect.size() != static_cast<size_t>(config.n_layer)) return 1;
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

// A Llama-shaped model in its family's Hugging Face layout, each tensor in BF16 (rounded to nearest even),
// the file streamed out tensor by tensor.
int write_llama_hub(const std::string& dir, const std::string& shape_name, const std::string& tokenizer) {
    const auto config = shape(shape_name);
    const bool qwen3 = shape_name == "qwen3";
    const al::Family& family = qwen3 ? al::qwen3_family() : al::llama_family();
    const auto model = al::Model<float>::random(config, 1);
    const int H = config.n_head, H_kv = config.kv_heads(), D = config.head_size();
    struct Out {
        std::string name;
        int64_t rows, cols;
        const float* data;
    };
    std::vector<Out> out;
    for (const auto& ref : al::named_parameters(model.params())) {
        const auto stored = family.stored(ref.name, config);
        const int64_t cols = ref.shape.size() > 1 ? ref.shape[1] : 1;
        if (stored.row_blocks.empty()) {
            out.push_back({stored.names.front(), ref.shape[0], ref.shape.size() > 1 ? cols : -1, ref.data});
            continue;
        }
        int64_t row = 0;
        for (const auto& block : stored.row_blocks) {
            const std::string& name = block.names.front();
            const int64_t rows = name.find("q_proj") != std::string::npos ? int64_t{H} * D
                                 : name.find("_proj") != std::string::npos && name.find("self_attn") != std::string::npos ? int64_t{H_kv} * D
                                                                                                                         : config.d_ff;
            out.push_back({name, rows, cols, ref.data + row * cols});
            row += rows;
        }
    }
    nlohmann::json header;
    uint64_t offset = 0;
    for (const auto& t : out) {
        const uint64_t bytes = 2 * static_cast<uint64_t>(t.rows) * static_cast<uint64_t>(std::max<int64_t>(t.cols, 1));
        header[t.name] = {{"dtype", "BF16"}, {"shape", t.cols < 0 ? std::vector<int64_t>{t.rows} : std::vector<int64_t>{t.rows, t.cols}},
                          {"data_offsets", {offset, offset + bytes}}};
        offset += bytes;
    }
    header["__metadata__"] = {{"format", "pt"}};
    const std::string text = header.dump();
    std::filesystem::create_directories(dir);
    std::ofstream file(dir + "/model.safetensors", std::ios::binary);
    const uint64_t length = text.size();
    file.write(reinterpret_cast<const char*>(&length), 8);
    file << text;
    std::vector<uint16_t> bf16;
    for (const auto& t : out) {
        const size_t n = static_cast<size_t>(t.rows) * static_cast<size_t>(std::max<int64_t>(t.cols, 1));
        bf16.resize(n);
        for (size_t i = 0; i < n; ++i) {
            uint32_t bits;
            std::memcpy(&bits, t.data + i, 4);
            bf16[i] = static_cast<uint16_t>((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16);
        }
        file.write(reinterpret_cast<const char*>(bf16.data()), static_cast<std::streamsize>(2 * n));
    }
    nlohmann::json c = {{"model_type", qwen3 ? "qwen3" : "llama"}, {"vocab_size", config.vocab_size}, {"hidden_size", config.n_embd},
                        {"intermediate_size", config.d_ff}, {"num_hidden_layers", config.n_layer}, {"num_attention_heads", H},
                        {"num_key_value_heads", H_kv}, {"head_dim", D}, {"max_position_embeddings", qwen3 ? 40960 : 8192},
                        {"rms_norm_eps", config.ln_eps}, {"rope_theta", config.rope_theta}, {"hidden_act", "silu"},
                        {"tie_word_embeddings", true}, {"attention_bias", false}, {"torch_dtype", "bfloat16"}};
    std::ofstream(dir + "/config.json") << c.dump(1);
    std::filesystem::copy_file(tokenizer, dir + "/tokenizer.json", std::filesystem::copy_options::overwrite_existing);
    std::printf("wrote %s (%s's shape, BF16, %.0f MB)\n", dir.c_str(), shape_name.c_str(), offset / 1e6);
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
    if ((mode == "forward" || mode == "append" || mode == "limits" || mode == "patch") && (argc == 5 || argc == 6)) {
        al::set_thread_count(std::atoi(argv[2]));
        const auto config = shape(argc == 6 ? argv[5] : "gpt2");
        const int T = std::atoi(argv[3]), rounds = std::atoi(argv[4]);
        if (mode == "patch") return patch(config, T, rounds);
        return mode == "forward" ? forward(config, T, rounds) : mode == "append" ? append(config, T, rounds) : limits(config, T, rounds);
    }
    if (mode == "write-hub" && argc == 3) return write_hub(argv[2]);
    if (mode == "write-hub" && argc == 5) return write_llama_hub(argv[2], argv[3], argv[4]);
    if (mode == "open" && argc == 3) return open(argv[2]);
    std::fprintf(stderr, "usage: bench_gpt2 forward|append|limits|patch THREADS T ROUNDS [gpt2|smollm2|qwen3] | write-hub DIR [smollm2|qwen3 TOKENIZER_JSON] | open DIR\n");
    return 2;
}
