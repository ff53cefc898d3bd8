#include "trace_bits.h"

#include "core/explain/self_check.h"
#include "core/io/model_input.h"
#include "core/io/model_io.h"
#include "core/io/open_model.h"
#include "core/kernels/packed_weights.h"
#include "core/train/loss.h"

namespace al::test {
namespace {

std::string fixture(const std::string& name) { return std::string(AL_FIXTURE_DIR) + "/" + name; }
std::string shipped(const std::string& name) { return std::string(AL_RESOURCE_DIR) + "/models/" + name; }

// The trace of sequence 0, then every parameter's gradient of the next-token loss on the same pass.
std::vector<TraceTensor> trace_and_gradients(const Model<float>& model, const Batch& batch, const ForwardOptions& options) {
    const auto trace = model.forward(batch, options);
    std::vector<TraceTensor> out = trace.tensors();
    std::vector<int> targets(batch.ids.size(), -1);  // ids[t + 1] of each sequence, the last ignored
    for (int b = 0; b < batch.B; ++b)
        for (int t = 0; t + 1 < batch.T; ++t) targets[b * batch.T + t] = batch.ids[b * batch.T + t + 1];
    if (batch.T < 2) return out;
    Matrix<float> dlogits;
    cross_entropy(trace.logits, trace.probs, targets, -1, &dlogits);
    auto grads = model.zero_gradients();
    model.backward(options, trace, dlogits, grads);
    for (const auto& p : named_parameters(std::as_const(grads)))
        out.push_back({"grad." + p.name, -1, p.shape, std::vector<float>(p.data, p.data + p.size())});
    return out;
}

// The input stored with a reference trace (fixture-relative path)
Batch batch_from(const std::string& trace) { return golden_batch(SafetensorsFile::read(fixture(trace))); }
Batch batch_from_golden(const std::string& name) { return batch_from(name + ".trace.safetensors"); }

// A case of a model file with the golden input stored beside it.
TraceBitsCase golden_case(const std::string& name, const std::string& suffix = "", ForwardOptions options = {}) {
    return {name + suffix, [=] {
                return trace_and_gradients(load_model(fixture(name + ".model.safetensors")), batch_from_golden(name), options);
            }};
}

TraceBitsCase folder_case(const std::string& name, const std::string& open_path) {
    return {"gpt2_tiny_" + name, [=] {
                return trace_and_gradients(open_model(fixture("gpt2_tiny/" + open_path)),
                                           batch_from("gpt2_tiny/" + name + "/trace.safetensors"), {});
            }};
}

// A shipped model reading a sentence as the window does; `reading` packs its weights as the window does.
TraceBitsCase shipped_case(const std::string& file, const std::string& text, bool reading = false) {
    return {file.substr(0, file.find('.')) + (reading ? "_packed" : ""), [=] {
                const auto model = load_model(shipped(file));
                const auto packed = reading ? PackedWeights::for_reading(linear_weights(model.params())) : PackedWeights();
                const UsePackedWeights use(packed);
                return trace_and_gradients(model, model_input(model, text).batch, {});
            }};
}

// A training pass of the default decoder: dropout on, only the weights kept, the trainer's packed copies.
TraceBitsCase training_case() {
    return {"pre_gelu_learned_tied_training", [] {
                const auto file = load_model(fixture("pre_gelu_learned_tied.model.safetensors"));
                ModelConfig config = file.config();
                config.dropout = 0.1;
                const Model<float> model(config, file.params());
                const PackedWeights packed(linear_weights(model.params()));
                const UsePackedWeights use(packed);
                ForwardOptions options;
                options.training = true;
                options.keep_scores = false;
                options.dropout_seed = 7;
                Batch batch = batch_from_golden("pre_gelu_learned_tied");
                const auto one = batch.ids;  // two sequences: the input and its reverse
                batch.ids.insert(batch.ids.end(), one.rbegin(), one.rend());
                batch.B = 2;
                return trace_and_gradients(model, batch, options);
            }};
}

std::vector<TraceBitsCase> make_cases() {
    std::vector<TraceBitsCase> cases;
    for (const char* name : {"pre_gelu_learned_tied", "post_relu_sinusoidal_untied", "rmsnorm_gelu_tanh", "no_bias",
                             "causal_padding", "batchnorm_encoder_padding", "encoder_decoder"})
        cases.push_back(golden_case(name));
    // the classroom's experiments, on a pre-norm and a post-norm decoder
    for (const char* name : {"pre_gelu_learned_tied", "post_relu_sinusoidal_untied"}) {
        ForwardOptions unscaled;
        unscaled.scale_by_sqrt_dk = false;
        unscaled.score_scale = 2.5;
        unscaled.ablated_heads = {{0, 1}, {1, 0}};
        cases.push_back(golden_case(name, "_unscaled_ablated", unscaled));
        ForwardOptions bypassed;
        bypassed.use_positional = false;
        bypassed.bypass_residual = true;
        bypassed.bypass_norm = true;
        cases.push_back(golden_case(name, "_bypassed", bypassed));
        ForwardOptions padded;
        padded.mask = MaskKind::padding;
        padded.row_valid_lens = {{1, 2, 2, 3, 5, 5, 6, 8}};
        cases.push_back(golden_case(name, "_row_padding", padded));
    }
    cases.push_back(training_case());
    cases.push_back(folder_case("folder_f32", "folder_f32"));
    cases.push_back(folder_case("lm_head_f16", "lm_head_f16/model.safetensors"));
    cases.push_back(folder_case("untied_bf16", "untied_bf16/model.safetensors"));
    cases.push_back(shipped_case("default.safetensors", "The Cat, said Alice, sat on the mat!"));
    cases.push_back(shipped_case("default.safetensors", "The Cat, said Alice, sat on the mat!", true));
    cases.push_back(shipped_case("coref.safetensors", "the animal didn't cross the street because it was too tired . it"));
    cases.push_back(shipped_case("reverse.safetensors", "314159=951413"));
    cases.push_back(shipped_case("reverse_encdec.safetensors", "3141592"));
    return cases;
}

}  // namespace

const std::vector<TraceBitsCase>& trace_bits_cases() {
    static const std::vector<TraceBitsCase> cases = make_cases();
    return cases;
}

std::string trace_bits_folder(const std::string& cpu_level) { return fixture("bits/" + cpu_level); }

}  // namespace al::test
