#include "core/io/model_io.h"

#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/io/json_depth.h"

namespace al {
namespace {

// Tensors that carry no weights of ours: PyTorch buffers and training checkpoints' optimizer state.
bool is_ignorable_buffer(const std::string& name) {
    const auto ends_with = [&](const std::string& s) {
        return name.size() >= s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0;
    };
    if (name.rfind("optimizer.", 0) == 0) return true;  // a training checkpoint's AdamW state
    return ends_with(".attn.bias") || ends_with(".attn.masked_bias") || ends_with(".num_batches_tracked");
}

std::string shape_string(const std::vector<int64_t>& shape) {
    std::string s = "(";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + ")";
}

void copy_tensor(const SafetensorsFile& file, const TensorInfo& info, const ParamRef<float>& ref) {
    if (info.shape != ref.shape)
        throw Error(file.source() + ": tensor '" + printable(info.name) + "' has shape " + shape_string(info.shape) +
                    " but the config needs " + shape_string(ref.shape) + " — is the config right for this file?");
    const auto values = file.floats(info);
    for (size_t i = 0; i < values.size(); ++i) {
        if (!std::isfinite(values[i]))
            throw Error(file.source() + ": tensor '" + printable(info.name) + "' holds a non-finite value (" +
                        std::to_string(values[i]) + ") at index " + std::to_string(i) + "; the model is corrupt");
        ref.data[i] = values[i];
    }
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

Model<float> load_model(const std::string& path, const std::optional<ModelConfig>& config_override) {
    return load_model(SafetensorsFile::read(path), config_override);
}

Model<float> load_model(const SafetensorsFile& file, const std::optional<ModelConfig>& config_override) {
    const auto& meta = file.metadata();
    ModelConfig config;
    if (config_override) {
        config = *config_override;
    } else if (const auto it = meta.find("config"); it != meta.end()) {
        try {
            config = ModelConfig::from_json(it->second);
        } catch (const Error& e) {
            throw Error(file.source() + ": the config stored in the file is invalid: " + e.what());
        }
    } else {
        throw Error(file.source() + ": the file carries no AttentionLab config (a plain PyTorch/nanoGPT export?); "
                    "pass --config cfg.json describing the model");
    }
    std::optional<Tokenizer> tokenizer;
    if (const auto it = meta.find("tokenizer"); it != meta.end()) {
        try {
            tokenizer = Tokenizer::from_json(it->second);
        } catch (const Error& e) {
            throw Error(file.source() + ": the tokenizer stored in the file is invalid: " + e.what());
        }
    }

    config.validate();
    uint64_t stored = 0;
    for (const auto& t : file.tensors()) stored += t.end - t.begin;
    // Refuse before allocating when the config is far larger than the file (a corrupt or hostile
    // config could ask for gigabytes); smaller mismatches get the precise per-tensor messages below.
    const auto needed = static_cast<uint64_t>(count_tensor_elements(config)) * sizeof(float);
    if (needed > 2 * stored + (16u << 20))
        throw Error(file.source() + ": the config needs " + std::to_string(needed) + " bytes of weights but the file "
                    "holds " + std::to_string(stored) + " — the config does not describe this file");

    auto params = allocate_parameters<float>(config);
    std::set<std::string> used;
    for (const auto& ref : named_parameters(params)) {
        const TensorInfo* info = file.find(ref.name);
        // A tied checkpoint saved with safetensors' save_model may keep only lm_head.weight.
        if (!info && ref.name == "transformer.wte.weight" && config.tie_embeddings) info = file.find("lm_head.weight");
        if (!info)
            throw Error(file.source() + ": missing tensor '" + ref.name + "' " + shape_string(ref.shape) +
                        " that the config requires — is the config right for this file?");
        copy_tensor(file, *info, ref);
        used.insert(info->name);
    }
    for (const auto& t : file.tensors()) {
        if (used.count(t.name) || is_ignorable_buffer(t.name)) continue;
        if (t.name == "lm_head.weight" && config.tie_embeddings) {
            if (t.shape != std::vector<int64_t>{params.wte.rows(), params.wte.cols()})
                throw Error(file.source() + ": lm_head.weight has shape " + shape_string(t.shape) +
                            " but the tied transformer.wte.weight is " +
                            shape_string({params.wte.rows(), params.wte.cols()}) + "; the file is inconsistent");
            const auto head = file.floats(t);
            const float* wte = params.wte.data();
            for (size_t i = 0; i < head.size(); ++i)
                if (head[i] != wte[i])
                    throw Error(file.source() + ": lm_head.weight differs from transformer.wte.weight but the config "
                                "says tie_embeddings = true; set it to false");
            continue;
        }
        throw Error(file.source() + ": unexpected tensor '" + printable(t.name) + "' — the config does not describe this file "
                    "(check n_layer, arch, bias, positional, norm and tie_embeddings)");
    }
    Model<float> model(config, std::move(params), std::move(tokenizer));
    model.set_task(trained_task(file));
    return model;
}

}  // namespace al
