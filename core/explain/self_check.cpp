#include "core/explain/self_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/explain/gradient_check.h"
#include "core/io/model_io.h"
#include "core/model/ops.h"
#include "core/train/loss.h"

namespace al {
namespace {

using Outcome = Check::Outcome;

std::string number(double x, const char* format = "%.3g") {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, x);
    return buffer;
}

Check verdict(const char* name, bool passed, Message numbers) {
    return {Message(name), passed ? Outcome::pass : Outcome::fail, std::move(numbers)};
}

Check not_applicable(const char* name, const char* why) { return {Message(name), Outcome::not_applicable, Message(why)}; }

// "N not exactly 0", with the largest when there are any
Message nonzero_count(long nonzero, double largest) {
    return nonzero ? Message(AL_TEXT("%1 not exactly 0 (largest %2)"), std::to_string(nonzero), number(largest))
                   : Message(AL_TEXT("%1 not exactly 0"), std::to_string(nonzero));
}

// Calls f(attention trace, is cross-attention, stack name, layer) for every attention of the trace.
template <class F>
void each_attention(const ForwardTrace<float>& trace, F&& f) {
    const auto stack = [&](const StackTrace<float>& st, const char* name) {
        for (size_t l = 0; l < st.layers.size(); ++l) {
            f(st.layers[l].attn, false, name, static_cast<int>(l));
            if (st.layers[l].cross.H > 0) f(st.layers[l].cross, true, name, static_cast<int>(l));
        }
    };
    if (trace.has_encoder) stack(trace.encoder, "encoder");
    stack(trace.main, trace.has_encoder ? "decoder" : "model");
}

}  // namespace

Check check_softmax_rows(const ForwardTrace<float>& trace) {
    double worst = 0;
    long rows = 0;
    each_attention(trace, [&](const AttentionTrace<float>& a, bool, const char*, int) {
        for (const auto& w : a.weights)
            for (Eigen::Index r = 0; r < w.rows(); ++r, ++rows) worst = std::max(worst, std::abs(w.row(r).cast<double>().sum() - 1.0));
    });
    return verdict(AL_TEXT("Softmax rows sum to 1"), worst <= 1e-5,
                   Message(AL_TEXT("largest |row sum − 1| over %1 rows: %2 (bound 1e-5)"), std::to_string(rows), number(worst)));
}

Check check_masked_weights_zero(const ForwardTrace<float>& trace) {
    long masked = 0, nonzero = 0;
    double largest = 0;
    each_attention(trace, [&](const AttentionTrace<float>& a, bool, const char*, int) {
        for (size_t i = 0; i < a.masked.size() && i < a.weights.size(); ++i)
            for (Eigen::Index r = 0; r < a.masked[i].rows(); ++r)
                for (Eigen::Index c = 0; c < a.masked[i].cols(); ++c)
                    if (std::isinf(a.masked[i](r, c))) {
                        ++masked;
                        if (a.weights[i](r, c) != 0.0f) ++nonzero, largest = std::max(largest, double(std::abs(a.weights[i](r, c))));
                    }
    });
    const char* name = AL_TEXT("Masked weights are exactly 0");
    if (masked == 0) return not_applicable(name, AL_TEXT("nothing is masked in this trace"));
    return verdict(name, nonzero == 0, Message(AL_TEXT("%1 masked cells, %2"), std::to_string(masked), nonzero_count(nonzero, largest)));
}

Check check_causal_upper_triangle(const ForwardTrace<float>& trace, bool causal) {
    const char* name = AL_TEXT("Causal attention: no token sees a later one");
    if (!causal) return not_applicable(name, AL_TEXT("this self-attention is not causal (the model's, or the chosen mask)"));
    long cells = 0, nonzero = 0;
    double largest = 0;
    for (const auto& layer : trace.main.layers)
        for (const auto& w : layer.attn.weights)
            for (Eigen::Index r = 0; r < w.rows(); ++r)
                for (Eigen::Index c = r + 1; c < w.cols(); ++c, ++cells)
                    if (w(r, c) != 0.0f) ++nonzero, largest = std::max(largest, double(std::abs(w(r, c))));
    return verdict(name, nonzero == 0,
                   Message(AL_TEXT("%1 weights above the diagonal, %2"), std::to_string(cells), nonzero_count(nonzero, largest)));
}

Check check_per_head_projections(const Model<float>& model, const ForwardTrace<float>& trace) {
    const char* name = AL_TEXT("Each head's own projection equals its columns of the fused one");
    const ModelConfig& c = model.config();
    if (c.qk_norm || c.positional == Positional::rotary)
        return not_applicable(name, AL_TEXT("this model normalises or turns q and k after the projection"));
    const int D = c.head_size(), Q = c.n_head * D, K = c.kv_heads() * D;
    double worst = 0;
    int heads = 0;
    const auto stack = [&](const StackParams<float>& params, const StackTrace<float>& st) {
        for (int l = 0; l < static_cast<int>(st.layers.size()); ++l)
            for (const Sublayer kind : {Sublayer::attention, Sublayer::cross_attention}) {
                const bool cross = kind == Sublayer::cross_attention;
                if (cross && !st.has_cross_attention()) continue;
                const auto& a = cross ? st.layers[l].cross : st.layers[l].attn;
                const auto& p = cross ? params.h[l].cross_attn : params.h[l].attn;
                const Matrix<float>& x = st.sublayer(l, kind).reads;
                const Matrix<float>& memory = cross ? trace.encoder.final_norm : x;
                for (int h = 0; h < c.n_head; ++h, ++heads)
                    for (int part = 0; part < 3; ++part) {  // q, k, v: rows h·D, Q + g·D, Q + K + g·D of c_attn (g: h's key/value head)
                        const Matrix<float>& in = part == 0 ? x : memory;
                        const int block = part == 0 ? h : a.kv_head(h), row = (part == 0 ? 0 : part == 1 ? Q : Q + K) + block * D;
                        Matrix<double> own = in.cast<double>() * p.c_attn.weight.middleRows(row, D).transpose().cast<double>();
                        if (p.c_attn.bias.size() > 0) own.rowwise() += p.c_attn.bias.segment(row, D).cast<double>();
                        const Matrix<float>& fused = part == 0 ? a.q : part == 1 ? a.k : a.v;
                        const Matrix<double> column = fused.middleCols(block * D, D).cast<double>();
                        worst = std::max(worst, (own - column).cwiseAbs().maxCoeff() / std::max(1.0, own.cwiseAbs().maxCoeff()));
                    }
            }
    };
    if (trace.has_encoder) stack(model.params().encoder, trace.encoder);
    stack(model.params().transformer, trace.main);
    return verdict(name, worst <= 1e-5,
                   Message(AL_TEXT("largest difference of Q, K, V over %1 heads: %2 of their scale (bound 1e-5)"),
                           std::to_string(heads), number(worst)));
}

Check check_relative_positions(const Matrix<float>& table, bool models_own) {
    const Eigen::Index T = table.rows(), C = table.cols();
    double worst = 0;
    for (Eigen::Index i = 0; 2 * i + 1 < C; ++i) {
        const double omega = std::pow(10000.0, -2.0 * double(i) / double(C));
        for (Eigen::Index k = 1; k < T; ++k) {
            const double cos_k = std::cos(omega * double(k)), sin_k = std::sin(omega * double(k));
            for (Eigen::Index p = 0; p + k < T; ++p) {
                const double s = table(p, 2 * i), co = table(p, 2 * i + 1);
                worst = std::max({worst, std::abs(cos_k * s + sin_k * co - table(p + k, 2 * i)),
                                  std::abs(-sin_k * s + cos_k * co - table(p + k, 2 * i + 1))});
            }
        }
    }
    return verdict(AL_TEXT("Sinusoidal positions: PE(p + k) is PE(p) turned by a fixed angle"), worst <= 1e-5,
                   Message(AL_TEXT("%1, %2 positions × %3: largest difference %4 (bound 1e-5)"),
                           Message(models_own ? AL_TEXT("this model's table")
                                              : AL_TEXT("the core's table at this size (this model learns its positions)")),
                           std::to_string(T), std::to_string(C), number(worst)));
}

namespace {

std::vector<int> next_token_targets(const Batch& batch) {
    std::vector<int> targets(batch.ids.size(), Tokenizer::pad_id);
    for (int b = 0; b < batch.B; ++b)
        for (int t = 0; t + 1 < batch.T; ++t) targets[size_t(b * batch.T + t)] = batch.ids[size_t(b * batch.T + t + 1)];
    return targets;
}

}  // namespace

double next_token_loss(const Model<double>& model, const Batch& batch) {
    const auto trace = model.forward(batch);
    return cross_entropy(trace.logits, trace.probs, next_token_targets(batch), Tokenizer::pad_id, static_cast<Matrix<double>*>(nullptr));
}

ModelParams<double> next_token_gradients(const Model<double>& model, const Batch& batch) {
    const auto trace = model.forward(batch);
    Matrix<double> dlogits;
    cross_entropy(trace.logits, trace.probs, next_token_targets(batch), Tokenizer::pad_id, &dlogits);
    ModelParams<double> grads = model.zero_gradients();
    model.backward({}, trace, dlogits, grads);
    return grads;
}

Check check_gradients(const Model<double>& model, const Batch& batch, const ModelParams<double>& analytic) {
    const char* name = AL_TEXT("Backward pass agrees with finite differences");
    if (batch.T < 2) return not_applicable(name, AL_TEXT("needs at least two tokens (a next token to predict)"));
    Model<double> probe = model;
    auto params = named_parameters(probe.params());
    const auto grads = named_parameters(analytic);
    GradientComparison comparison;
    int entries = 0;
    std::string which;
    for (size_t i = 0; i < params.size(); ++i) {
        const std::string& n = params[i].name;
        const bool chosen = n == "transformer.wte.weight" || n == "transformer.h.0.attn.c_attn.weight" ||
                            n == "transformer.h.0.mlp.c_fc.weight" || n == "transformer.ln_f.weight";
        if (!chosen || !params[i].trainable()) continue;
        which += (which.empty() ? "" : ", ") + n;
        const int64_t size = params[i].size();
        for (int e = 0; e < 3; ++e, ++entries) {
            const int64_t at = (size * (2 * e + 1)) / 6;  // spread over the tensor
            comparison.add(grads[i].data[at], numeric_derivative(params[i].data[at], [&] { return next_token_loss(probe, batch); }));
        }
    }
    const double error = comparison.relative_error();
    return verdict(name, error <= 1e-6,
                   Message(AL_TEXT("%1 entries of %2: relative error %3 (bound 1e-6)"), std::to_string(entries), which, number(error)));
}

Batch golden_batch(const SafetensorsFile& trace) {
    const auto in = nlohmann::json::parse(trace.metadata().at("input"));
    Batch b = Batch::single(in.at("ids").get<std::vector<int>>());
    if (in.contains("valid_len")) b.valid_lens = {in.at("valid_len").get<int>()};
    if (in.contains("source_ids")) {
        b.source_ids = in.at("source_ids").get<std::vector<int>>();
        b.S = static_cast<int>(b.source_ids.size());
    }
    if (in.contains("source_valid_len")) b.source_valid_lens = {in.at("source_valid_len").get<int>()};
    return b;
}

template <class S>
double golden_difference(const Golden& reference, std::string* worst_tensor) {
    return trace_difference<S>(load_model(reference.model), reference.trace, reference.name, worst_tensor);
}
template double golden_difference<float>(const Golden&, std::string*);
template double golden_difference<double>(const Golden&, std::string*);

template <class S>
double trace_difference(const Model<float>& file_model, const SafetensorsFile& trace, const std::string& name,
                        std::string* worst_tensor) {
    const Model<S> model(file_model.config(), cast_parameters<S>(file_model.params(), file_model.config()));
    const auto ours = model.forward(golden_batch(trace)).tensors();
    if (ours.size() != trace.tensors().size())
        throw Error(Message(AL_TEXT("%1: the trace holds %2 tensors, the reference %3"), name, std::to_string(ours.size()), std::to_string(trace.tensors().size())));
    double worst = 0;
    for (const auto& t : ours) {
        const auto* g = trace.find(t.name);
        if (!g || g->shape != t.shape) throw Error(Message(AL_TEXT("%1: the reference has no %2 of this shape"), name, t.name));
        const auto expected = trace.floats(*g);
        for (size_t i = 0; i < expected.size(); ++i) {
            // a masked score must be −∞ on both sides: anything else is an infinite difference
            const double d = std::isinf(expected[i]) ? (t.data[i] == expected[i] ? 0.0 : std::numeric_limits<double>::infinity())
                                                     : std::abs(t.data[i] - expected[i]) / std::max(1.0, std::abs(double(expected[i])));
            if (d > worst || std::isnan(d)) {
                worst = std::isnan(d) ? std::numeric_limits<double>::infinity() : d;
                if (worst_tensor) *worst_tensor = t.name;
            }
        }
    }
    return worst;
}
template double trace_difference<float>(const Model<float>&, const SafetensorsFile&, const std::string&, std::string*);
template double trace_difference<double>(const Model<float>&, const SafetensorsFile&, const std::string&, std::string*);

Check check_golden(const std::vector<Golden>& references, double tolerance) {
    const char* name = AL_TEXT("Agrees with PyTorch on the reference models");
    if (references.empty()) return not_applicable(name, AL_TEXT("no reference traces are available"));
    double worst = 0;
    std::string where;
    for (const auto& r : references) {
        std::string tensor;
        const double d = golden_difference<float>(r, &tensor);
        if (d >= worst) worst = d, where = r.name + " " + tensor;
    }
    return verdict(name, worst <= tolerance,
                   Message(AL_TEXT("%1 models, every intermediate: largest relative difference %2 (%3, bound %4)"),
                           std::to_string(references.size()), number(worst), where, number(tolerance)));
}

std::vector<Check> self_check(const Model<float>& model, const Batch& batch, const ForwardOptions& options,
                              const std::vector<Golden>& references, const CheckProgress& progress) {
    const ModelConfig& c = model.config();
    const auto trace = model.forward(batch, options);
    const Model<double> exact(c, cast_parameters<double>(model.params(), c));
    const bool sinusoidal = c.positional == Positional::sinusoidal;
    const bool causal = options.mask ? *options.mask == MaskKind::causal || *options.mask == MaskKind::causal_padding
                                     : c.causal && c.arch != Arch::encoder;
    std::vector<Check> out;
    const auto done = [&](Check check) {
        out.push_back(std::move(check));
        if (progress) progress(out.size(), kSelfChecks, out.back());
    };
    done(check_softmax_rows(trace));
    done(check_masked_weights_zero(trace));
    done(check_causal_upper_triangle(trace, causal));
    done(check_per_head_projections(model, trace));
    done(check_relative_positions(sinusoidal_encoding<float>(c.block_size, c.n_embd), sinusoidal));
    done(batch.T < 2 ? check_gradients(exact, batch, {}) : check_gradients(exact, batch, next_token_gradients(exact, batch)));
    done(check_golden(references));
    return out;
}

}  // namespace al
