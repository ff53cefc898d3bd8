#include "core/io/model_io.h"

#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/model/memory_budget.h"

namespace al {
namespace {

std::string shape_string(const std::vector<int64_t>& shape) {
    std::string s = "(";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + ")";
}

// The tensor the file keeps for one of our parameters, where the family says to look.
const TensorInfo* find_stored(const SafetensorsFile& file, const StoredTensor& stored) {
    for (const auto& name : stored.names)
        if (const auto* info = file.find(name)) return info;
    return nullptr;
}

// Reads the stored tensor into `out`, of our shape `shape` (transposing a (in, out) Conv1D weight), and
// checks every value is finite. `scratch` holds a transposed tensor as stored; kept between calls, it is
// allocated once.
void copy_tensor(const SafetensorsFile& file, const TensorInfo& info, float* out, const std::vector<int64_t>& shape,
                 bool transposed, std::vector<float>& scratch) {
    auto expected = shape;
    if (transposed) std::swap(expected[0], expected[1]);
    if (info.shape != expected)
        throw Error(Message(AL_TEXT("%1: tensor '%2' has shape %3 but the config needs %4 — is the config right for this file?"), file.source(), printable(info.name), shape_string(info.shape), shape_string(expected)));
    if (transposed) {
        scratch.resize(static_cast<size_t>(info.numel()));
        file.read_floats(info, scratch.data());  // (in, out) row-major = (out, in) column-major
        const int64_t rows = shape[0], cols = shape[1];
        for (int64_t r = 0; r < rows; ++r)
            for (int64_t c = 0; c < cols; ++c) out[r * cols + c] = scratch[c * rows + r];
    } else {
        file.read_floats(info, out);
    }
    const int64_t n = info.numel();
    if (Eigen::Map<const Eigen::ArrayXf>(out, n).allFinite()) return;  // vectorised: a Qwen3's 600 M values
    for (int64_t i = 0; i < n; ++i)
        if (!std::isfinite(out[i]))
            throw Error(Message(AL_TEXT("%1: tensor '%2' holds a non-finite value (%3) at index %4; the model is corrupt"), file.source(), printable(info.name), std::to_string(out[i]), std::to_string(i)));
}

// Reads our parameter `ref` from where the family keeps it: one tensor, or blocks of its rows in turn.
// Adds the names read to `used`.
void read_parameter(const SafetensorsFile& file, const ParamRef<float>& ref, const StoredTensor& where,
                    std::set<std::string>& used, std::vector<float>& scratch) {
    const auto missing = [&](const std::string& name) {
        return Error(Message(AL_TEXT("%1: missing tensor '%2' %3 that the config requires — is the config right for this file?"), file.source(), name, shape_string(ref.shape)));
    };
    if (where.row_blocks.empty()) {
        const TensorInfo* info = find_stored(file, where);
        if (!info) throw missing(ref.name);
        copy_tensor(file, *info, ref.data, ref.shape, where.transposed, scratch);
        used.insert(info->name);
        return;
    }
    const int64_t rows = ref.shape[0], row_size = ref.size() / rows;
    int64_t row = 0;
    for (const StoredTensor& block : where.row_blocks) {
        const TensorInfo* info = find_stored(file, block);
        if (!info) throw missing(block.names.empty() ? ref.name : block.names.front());
        auto shape = ref.shape;  // the block's rows as the file has them, the rest as ours
        if (info->shape.size() == shape.size()) shape[0] = block.transposed ? info->shape.back() : info->shape.front();
        if (row + shape[0] > rows)
            throw Error(Message(AL_TEXT("%1: tensor '%2' has shape %3 but only %4 rows of '%5' %6 are left for it — is the config right for this file?"), file.source(), printable(info->name), shape_string(info->shape), std::to_string(rows - row), ref.name, shape_string(ref.shape)));
        copy_tensor(file, *info, ref.data + row * row_size, shape, block.transposed, scratch);
        used.insert(info->name);
        row += shape[0];
    }
    if (row != rows)
        throw Error(Message(AL_TEXT("%1: the tensors that make '%2' %3 hold %4 of its rows — is the config right for this file?"), file.source(), ref.name, shape_string(ref.shape), std::to_string(row)));
}

}  // namespace

SafetensorsWriter model_writer(const Model<float>& model, const std::optional<Tokenizer>& tokenizer, const std::string& task) {
    SafetensorsWriter w;
    for (const auto& ref : named_parameters(model.params())) w.add(ref.name, ref.shape, ref.data);
    w.set_metadata("format", "attentionlab");
    w.set_metadata("config", model.config().to_json());
    if (tokenizer) w.set_metadata("tokenizer", tokenizer->to_json());
    if (!task.empty()) w.set_metadata("task", task);
    return w;
}

SafetensorsWriter model_writer(const LoadedModel& model) { return model_writer(model, model.tokenizer(), model.task()); }

std::string serialize_model(const Model<float>& model) { return model_writer(model).serialize(); }
std::string serialize_model(const LoadedModel& model) { return model_writer(model).serialize(); }
void save_model(const Model<float>& model, const std::string& path) { model_writer(model).write(path); }
void save_model(const LoadedModel& model, const std::string& path) { model_writer(model).write(path); }

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
    ModelConfig c;
    const auto find = [&](const std::string& name) { return find_stored(file, gpt2_family().stored("transformer." + name, c)); };
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
    else if (layers > 0)
        c.d_ff = 0;  // attention-only
    c.bias = find("h.0.attn.c_attn.bias") != nullptr;
    c.tie_embeddings = file.find("lm_head.weight") == nullptr;
    return c;
}

LoadedModel load_model(const std::string& path, const std::optional<ModelConfig>& config_override) {
    return load_model(SafetensorsFile::read(path), config_override);
}

LoadedModel load_model(const SafetensorsFile& file, const std::optional<ModelConfig>& config_override, const Family& family) {
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
    const std::string task = trained_task(file);
    std::optional<Tokenizer> tokenizer;
    if (const auto it = meta.find("tokenizer"); it != meta.end()) {
        bool states_bos = false;
        try {
            tokenizer = Tokenizer::from_json(it->second, &states_bos);
        } catch (const Error& e) {
            throw Error(Message(AL_TEXT("%1: the tokenizer stored in the file is invalid: %2"), file.source(), e.what()));
        }
        if (!states_bos) tokenizer->set_prepends_bos(starts_with_bos(task, config.arch));  // a file written before it said
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
        read_parameter(file, ref, family.stored(ref.name, config), used, scratch);
    }
    for (const auto& t : file.tensors()) {
        if (used.count(t.name) || family.ignorable(t.name)) continue;
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
    return LoadedModel(Model<float>(config, std::move(params)), std::move(tokenizer), task);
}

}  // namespace al
