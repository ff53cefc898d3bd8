#include "cli_model.h"

#include <filesystem>
#include <iostream>
#include <optional>

#include "core/base/error.h"
#include "core/io/hub_cache.h"
#include "core/io/open_model.h"

namespace cli {

using namespace al;

const CLI::Validator kModelPath(
    [](std::string& s) {
        return std::filesystem::exists(s) || (s.find('/') != std::string::npos && looks_like_repo_id(s))
                   ? std::string()
                   : "no such file or folder, and not a Hub repo id (OWNER/NAME): " + s;
    },
    "PATH|OWNER/NAME");

void ModelArgs::add(CLI::App* cmd) {
    cmd->add_option("--model,-m", model, "Model: a .safetensors file, a Hugging Face folder (GPT-2, Llama, Qwen2, Qwen3) or a repo id in the Hugging Face cache")
        ->required()
        ->check(kModelPath);
    cmd->add_option("--config", config, "ModelConfig JSON for files without AttentionLab metadata")->check(CLI::ExistingFile);
}

LoadedModel ModelArgs::load() const {
    std::optional<ModelConfig> c;
    if (!config.empty()) c = ModelConfig::from_file(config);
    return open_model(model, c);
}

void require_tokenizer(const LoadedModel& model) {
    if (!model.tokenizer())
        throw Error("this model has no tokenizer: a model file made by AttentionLab carries its own, and a Hugging Face "
                    "folder's (tokenizer.json, or vocab.json with merges.txt) is read only for a model_type in its "
                    "config.json; pass token ids with --ids, or make a model with one (`init --tokenizer-from FILE`)");
}

const TextInput& noted(const TextInput& in) {
    for (const auto& n : in.notices) std::cerr << "note: " << n.str() << "\n";
    return in;
}

}  // namespace cli
