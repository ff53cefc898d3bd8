#include "core/io/model_io.h"

#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/model/memory_budget.h"

namespace al {
namespace {

bool ends_with(const std::string& name, const std::string& suffix) {
    return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Tensors that carry no weights of ours: PyTorch buffers and training checkpoints' optimizer state.
bool is_ignorable_buffer(const std::string& name) {
    if (name.rfind("optimizer.", 0) == 0) return true;  // a training checkpoint's AdamW state
    return ends_with(name, ".attn.bias") || ends_with(name, ".attn.masked_bias") || ends_with(name, ".num_batches_tracked");
}

std::string shape_string(const std::vector<int64_t>& shape) {
    std::string s = "(";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + ")";
}

// Hugging Face's GPT-2 stores these (in, out); ours are (out, in).
bool is_conv1d_weight(const std::string& name) {
    return ends_with(name, ".attn.c_attn.weight") || ends_with(name, ".attn.c_proj.weight") ||
           ends_with(name, ".mlp.c_fc.weight") || ends_with(name, ".mlp.c_proj.weight");
}

// The stored tensor for one of our names: Hugging Face's GPT2Model saves "h.0.…" for "transformer.h.0.…".
const TensorInfo* find_stored(const SafetensorsFile& file, const std::string& name, WeightLayout layout) {
    if (const auto* info = file.find(name)) return info;
    const std::string prefix = "transformer.";
    if (layout == WeightLayout::hugging_face && name.rfind(prefix, 0) == 0) return file.find(name.substr(prefix.size()));
    return nullptr;
}

// Reads the tensor into ref (transposing a (in, out) Conv1D weight) and checks every value is finite.
// `scratch` holds a transposed tensor as stored; kept between calls, it is allocated once.
void copy_tensor(const SafetensorsFile& file, const TensorInfo& info, const ParamRef<float>& ref, bool transposed,
                 std::vector<float>& scratch) {
    auto expected = ref.shape;
    if (transposed) std::swap(expected[0], expected[1]);
    if (info.shape != expected)
        throw Error(Message(AL_TEXT("%1: tensor '%2' has shape %3 but the config needs %4 — is the config right for this file?"), file.source(), printable(info.name), shape_string(info.shape), shape_string(expected)));
    if (transposed) {
        scratch.resize(static_cast<size_t>(info.numel()));
        file.read_floats(info, scratch.data());  // (in, out) row-major = (out, in) column-major
        const int64_t rows = ref.shape[0], cols = ref.shape[1];
        for (int64_t r = 0; r < rows; ++r)
            for (int64_t c = 0; c < cols; ++c) ref.data[r * cols + c] = scratch[c * rows + r];
    } else {
        file.read_floats(info, ref.data);
    }
    for (int64_t i = 0; i < ref.size(); ++i)
        if (!std::isfinite(ref.data[i]))
            throw Error(Message(AL_TEXT("%1: tensor '%2' holds a non-finite value (%3) at index %4; the model is corrupt"), file.source(), printable(info.name), std::to_string(ref.data[i]), std::to_string(i)));
}

}  // namespace

SafetensorsWriter model_writer(const Model<float>& model) {
    SafetensorsWriter w;
    for (const auto& ref : named_parameters(model.params())) w.add(ref.name, ref.shape, ref.data);
    w.set_metadata("format", "attentionlab");
    w.set_metadata("config", model.config().to_json());
    if (model.tokenizer()) w.set_metadata("tokenizer", model.tokenizer()->to_json());
    if (!model.task().empty()) w.set_metadata("task", model.task());
    return w;
}

std::string serialize_model(const Model<float>& model) { return model_writer(model).serialize(); }

void save_model(const Model<float>& model, const std::string& path) { model_writer(model).write(path); }

std::string trained_task(const SafetensorsFile& file) {
    const auto& meta = file.metadata();
    if (const auto it = meta.find("task"); it != meta.end()) return it->second;
    if (const auto it = meta.find("training"); it != meta.end()) {
        if (json_depth(it->second) > kMaxJsonDepth) return "";  // a viewer's guess: no task
        const auto j = nlohmann::json::parse(it->second, nullptr, false);
        if (j.is_object() && j.contains("task") && j["task"].is_string()) return j["task"].get<std::string>();
    }
    return "";
}

ModelConfig config_from_shapes(const SafetensorsFile& file) {
    const auto find = [&](const std::string& name) { return find_stored(file, "transformer." + name, WeightLayout::hugging_face); };
    ModelConfig c;
    if (const auto* wte = find("wte.weight"); wte && wte->shape.size() == 2) {
        c.vocab_size = static_cast<int>(wte->shape[0]);
        c.n_embd = static_cast<int>(wte->shape[1]);
    }
    if (const auto* wpe = find("wpe.weight"); wpe && wpe->shape.size() == 2) c.block_size = static_cast<int>(wpe->shape[0]);
    else c.positional = Positional::none;
    c.n_head = c.n_embd % 64 == 0 ? c.n_embd / 64 : 1;
    int layers = 0;
    while (find("h." + std::to_string(layers) + ".attn.c_attn.weight")) ++layers;
    c.n_layer = std::max(layers, 1);
    if (const auto* fc = find("h.0.mlp.c_fc.weight"); fc && fc->shape.size() == 2)
        c.d_ff = static_cast<int>(fc->shape[0] == c.n_embd ? fc->shape[1] : fc->shape[0]);  // Conv1D (C, F) or Linear (F, C)
    c.bias = find("h.0.attn.c_attn.bias") != nullptr;
    c.tie_embeddings = file.find("lm_head.weight") == nullptr;
    return c;
}

Model<float> load_model(const std::string& path, const std::optional<ModelConfig>& config_override) {
    return load_model(SafetensorsFile::read(path), config_override);
}

Model<float> load_model(const SafetensorsFile& file, const std::optional<ModelConfig>& config_override, WeightLayout layout) {
    const auto& meta = file.metadata();
    ModelConfig config;
    if (config_override) {
        config = *config_override;
    } else if (const auto it = meta.find("config"); it != meta.end()) {
        try {
            config = ModelConfig::from_json(it->second);
        } catch (const Error& e) {
            throw Error(Message(AL_TEXT("%1: the config stored in the file is invalid: %2"), file.source(), e.what()));
        }
    } else {
        throw Error(Message(AL_TEXT("%1: the file carries no AttentionLab config (a plain PyTorch/nanoGPT export?); pass --config cfg.json describing the model"), file.source()));
    }
    std::optional<Tokenizer> tokenizer;
    if (const auto it = meta.find("tokenizer"); it != meta.end()) {
        try {
            tokenizer = Tokenizer::from_json(it->second);
        } catch (const Error& e) {
            throw Error(Message(AL_TEXT("%1: the tokenizer stored in the file is invalid: %2"), file.source(), e.what()));
        }
    }

    config.validate();
    uint64_t stored = 0;
    for (const auto& t : file.tensors()) stored += t.end - t.begin;
    // Refuse before allocating when the config is far larger than the file (a corrupt or hostile
    // config could ask for gigabytes); smaller mismatches get the precise per-tensor messages below.
    const auto needed = static_cast<uint64_t>(count_tensor_elements(config)) * sizeof(float);
    if (needed > 2 * stored + (16u << 20))
        throw Error(Message(AL_TEXT("%1: the config needs %2 bytes of weights but the file holds %3 — the config does not describe this file"), file.source(), std::to_string(needed), std::to_string(stored)));
    require_memory(needed, Message(AL_TEXT("the model's weights")), Message(AL_TEXT("open a smaller model")));

    auto params = allocate_parameters<float>(config);
    std::set<std::string> used;
    std::vector<float> scratch;
    for (const auto& ref : named_parameters(params)) {
        const TensorInfo* info = find_stored(file, ref.name, layout);
        // A tied checkpoint saved with safetensors' save_model may keep only lm_head.weight.
        if (!info && ref.name == "transformer.wte.weight" && config.tie_embeddings) info = file.find("lm_head.weight");
        if (!info)
            throw Error(Message(AL_TEXT("%1: missing tensor '%2' %3 that the config requires — is the config right for this file?"), file.source(), ref.name, shape_string(ref.shape)));
        copy_tensor(file, *info, ref, layout == WeightLayout::hugging_face && is_conv1d_weight(ref.name), scratch);
        used.insert(info->name);
    }
    for (const auto& t : file.tensors()) {
        if (used.count(t.name) || is_ignorable_buffer(t.name)) continue;
        if (t.name == "lm_head.weight" && config.tie_embeddings) {
            if (t.shape != std::vector<int64_t>{params.wte.rows(), params.wte.cols()})
                throw Error(Message(AL_TEXT("%1: lm_head.weight has shape %2 but the tied transformer.wte.weight is %3; the file is inconsistent"), file.source(), shape_string(t.shape), shape_string({params.wte.rows(), params.wte.cols()})));
            const auto head = file.floats(t);
            const float* wte = params.wte.data();
            for (size_t i = 0; i < head.size(); ++i)
                if (head[i] != wte[i])
                    throw Error(Message(AL_TEXT("%1: lm_head.weight differs from transformer.wte.weight but the config says tie_embeddings = true; set it to false"), file.source()));
            continue;
        }
        throw Error(Message(AL_TEXT("%1: unexpected tensor '%2' — the config does not describe this file (check n_layer, arch, bias, positional, norm and tie_embeddings)"), file.source(), printable(t.name)));
    }
    Model<float> model(config, std::move(params), std::move(tokenizer));
    model.set_task(trained_task(file));
    return model;
}

}  // namespace al
