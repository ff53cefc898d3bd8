// Feeds arbitrary bytes to a Hugging Face model folder's side files — config.json and the tokenizer
// (tokenizer.json, or vocab.json with merges.txt) — beside a fixed tiny model.safetensors, opens the
// folder as `attentionlab-cli info` does and tokenizes a text with what opened. The input is the
// files' texts separated by a line "=====": config, then tokenizer.json, or config, vocab, merges.
// Every malformed folder must end in al::Error; any other exception, crash, leak or undefined
// behaviour is a finding.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

#include "core/base/error.h"
#include "core/io/open_model.h"
#include "core/io/trace_export.h"

namespace {

namespace fs = std::filesystem;

fs::path folder;

void put(const char* name, std::string_view text) {
    std::ofstream(folder / name, std::ios::binary | std::ios::trunc).write(text.data(), static_cast<std::streamsize>(text.size()));
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    folder = fs::temp_directory_path() / ("al_fuzz_hf_" + std::to_string(::getpid()));
    fs::create_directories(folder);
    // GPT-2's tiny weights: a GPT-2 config opens them; a Llama or Qwen config's tokenizer.json is read
    // (and exercised) before its weights are refused
    fs::copy_file(fs::path(AL_FIXTURE_DIR) / "gpt2_tiny/folder_f32/model.safetensors", folder / "model.safetensors",
                  fs::copy_options::overwrite_existing);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string_view> parts;
    for (size_t at = 0;;) {
        const size_t cut = input.find("\n=====\n", at);
        parts.push_back(input.substr(at, cut == std::string_view::npos ? std::string_view::npos : cut - at));
        if (cut == std::string_view::npos || parts.size() == 3) break;
        at = cut + 7;
    }
    for (const char* name : {"config.json", "tokenizer.json", "vocab.json", "merges.txt"}) fs::remove(folder / name);
    put("config.json", parts[0]);
    if (parts.size() == 2) put("tokenizer.json", parts[1]);
    if (parts.size() == 3) put("vocab.json", parts[1]), put("merges.txt", parts[2]);
    try {
        const auto model = al::open_model(folder.string());
        if (model.tokenizer()) (void)model.tokenizer()->encode("Hello, world! 123 héllo\n  <|endoftext|>");
        (void)al::describe_model(model);
    } catch (const al::Error&) {
    }
    return 0;
}
