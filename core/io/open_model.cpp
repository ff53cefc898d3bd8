#include "core/io/open_model.h"

#include <filesystem>

#include "core/base/error.h"
#include "core/base/read_file.h"
#include "core/io/hub_cache.h"
#include "core/io/hugging_face.h"
#include "core/io/model_io.h"

namespace al {
namespace {

namespace fs = std::filesystem;

// A name in the folder, whatever it is: a file, or something that is not one (a folder, a FIFO, a
// dangling or looping link, a name we may not look at) — reading it then reports what is wrong
// (read_file.h) instead of "there is no such file".
bool present(const fs::path& p) {
    std::error_code ec;
    const auto status = fs::symlink_status(p, ec);
    return ec ? ec != std::errc::no_such_file_or_directory : status.type() != fs::file_type::not_found;
}

// A Hugging Face folder's weights: model.safetensors, else a sharded checkpoint's index (which may be
// missing too: the caller says so).
std::string weights_in(const fs::path& folder) {
    const fs::path index = folder / "model.safetensors.index.json";
    return (!present(folder / "model.safetensors") && present(index) ? index : folder / "model.safetensors").string();
}

}  // namespace

ModelFiles find_model_files(const std::string& path_or_repo) {
    std::error_code ec;
    // a repo id that is not a local path opens from the Hugging Face cache
    const bool from_cache = !fs::exists(path_or_repo, ec) && looks_like_repo_id(path_or_repo) && path_or_repo.find('/') != std::string::npos;
    const std::string path = from_cache ? find_cached_model(path_or_repo).folder : path_or_repo;
    if (!fs::exists(path, ec)) throw Error(Message(AL_TEXT("cannot open the model file '%1': No such file or directory"), path));
    fs::path folder;
    ModelFiles files;
    if (fs::is_directory(path, ec)) {
        folder = path;
        files.weights = weights_in(folder);
        if (!present(files.weights))
            throw Error(present(folder / "pytorch_model.bin")
                            ? Message(AL_TEXT("the folder '%1' has no model.safetensors (only pytorch_model.bin, which AttentionLab does not read: download model.safetensors from the same page)"), path)
                            : Message(AL_TEXT("the folder '%1' has no model.safetensors; give a Hugging Face model folder or a .safetensors file"), path));
        if (!present(folder / "config.json"))
            throw Error(Message(AL_TEXT("the folder '%1' has no config.json; download it with model.safetensors from the same page"), path));
    } else {
        const fs::path p(path);
        folder = p.has_parent_path() ? p.parent_path() : fs::path(".");
        // config.json names its folder's model
        files.weights = p.filename() == "config.json" ? weights_in(folder) : path;
        if (!present(folder / "config.json")) return files;
        if (!present(files.weights)) throw Error(Message(AL_TEXT("'%1' does not exist; config.json needs its model.safetensors beside it"), files.weights));
    }
    files.hugging_face_config = (folder / "config.json").string();
    if (present(folder / "tokenizer.json")) {
        files.tokenizer_json = (folder / "tokenizer.json").string();
        return files;
    }
    const bool vocab = present(folder / "vocab.json"), merges = present(folder / "merges.txt");
    if (vocab != merges)
        throw Error(vocab ? Message(AL_TEXT("the folder '%1' has vocab.json but no merges.txt; GPT-2's tokenizer needs both files"), folder.string())
                          : Message(AL_TEXT("the folder '%1' has merges.txt but no vocab.json; GPT-2's tokenizer needs both files"), folder.string()));
    if (vocab) files.vocab = (folder / "vocab.json").string(), files.merges = (folder / "merges.txt").string();
    return files;
}

LoadedModel open_model(const std::string& path, const std::optional<ModelConfig>& config_override) {
    const auto files = find_model_files(path);
    const auto weights = SafetensorsFile::read_any(files.weights);
    // A file with its own config (or an explicit one) is ours even when a config.json sits beside it.
    if (config_override || weights.metadata().count("config") || files.hugging_face_config.empty())
        return load_model(weights, config_override);
    const auto [family, config, end_ids] = read_hub_config(read_file(files.hugging_face_config, Message(AL_TEXT("the config")), kConfigFileLimit), files.hugging_face_config);
    std::optional<Tokenizer> tokenizer;
    if (!files.tokenizer_json.empty()) tokenizer = read_tokenizer_json(files.tokenizer_json);
    else if (!files.vocab.empty()) tokenizer = read_gpt2_tokenizer(files.vocab, files.merges);
    // GPT-2's vocab.json is its embedding; Qwen's embedding has rows to spare beyond its tokenizer.json
    const auto& tokenizer_file = files.tokenizer_json.empty() ? files.vocab : files.tokenizer_json;
    if (tokenizer && (tokenizer->size() > config.vocab_size || (files.tokenizer_json.empty() && tokenizer->size() != config.vocab_size)))
        throw Error(Message(AL_TEXT("%1 has %2 tokens but %3 says vocab_size %4; the tokenizer belongs to another model"), tokenizer_file, std::to_string(tokenizer->size()), files.hugging_face_config, std::to_string(config.vocab_size)));
    auto model = load_model(weights, config, *family);
    model.set_tokenizer(std::move(tokenizer));
    model.set_end_ids(end_ids);
    return model;
}

}  // namespace al
