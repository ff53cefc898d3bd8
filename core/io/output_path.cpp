#include "core/io/output_path.h"

#include <cstdint>
#include <filesystem>
#include <fstream>

#include "core/base/error.h"
#include "core/base/write_file.h"
#include "core/io/hub_cache.h"

namespace al {
namespace {

namespace fs = std::filesystem;

std::string first_bytes(const std::string& path, size_t n) {
    std::ifstream in(path, std::ios::binary);
    std::string head(n, '\0');
    in.read(head.data(), static_cast<std::streamsize>(n));
    head.resize(static_cast<size_t>(in.gcount()));
    return head;
}

// An 8-byte little-endian header length, then '{'.
bool looks_like_safetensors(const std::string& path) {
    const std::string head = first_bytes(path, 9);
    if (head.size() < 9) return false;
    uint64_t n = 0;
    for (int i = 7; i >= 0; --i) n = n << 8 | static_cast<unsigned char>(head[static_cast<size_t>(i)]);
    std::error_code ec;
    return head[8] == '{' && n > 1 && n + 8 <= fs::file_size(path, ec);
}

// PNG, JPEG or BMP by their first bytes.
bool looks_like_image(const std::string& path) {
    const std::string head = first_bytes(path, 8);
    return head.rfind("\x89PNG\r\n\x1a\n", 0) == 0 || head.rfind("\xff\xd8\xff", 0) == 0 || head.rfind("BM", 0) == 0;
}

// The same file: one inode when both exist, else one absolute path once the links are followed.
bool same_file(const std::string& a, const std::string& b) {
    std::error_code ec;
    if (fs::exists(a, ec) && fs::exists(b, ec)) return fs::equivalent(a, b, ec);
    const auto where = [](const std::string& p) {
        std::error_code e;
        return fs::weakly_canonical(fs::absolute(final_target(p), e), e).lexically_normal();
    };
    return where(a) == where(b);
}

// What opening a Hugging Face folder reads (open_model.h): its config, its weights (model.safetensors,
// or an index and the shards it names, "model-00001-of-00002.safetensors"), its tokenizer files. A
// trace or screenshot kept in the folder is not among them.
bool read_by_open_model(const fs::path& file) {
    const std::string name = file.filename().string();
    return name == "config.json" || name == "tokenizer.json" || name == "vocab.json" || name == "merges.txt" ||
           (name.rfind("model", 0) == 0 && (name.ends_with(".safetensors") || name.ends_with(".index.json")));
}

}  // namespace

std::vector<std::string> files_behind(const std::string& path) {
    if (path.empty()) return {};
    std::error_code ec;
    fs::path folder;
    std::vector<std::string> files;  // the path itself when it names a file
    if (fs::is_directory(path, ec)) {
        folder = path;
    } else if (!fs::exists(path, ec) && looks_like_repo_id(path)) {
        try {
            folder = find_cached_model(path).folder;
        } catch (const Error&) {
            return {};  // not in the cache: nothing there to replace
        }
    } else {
        // a model file beside a config.json, or the config.json itself, opens as the whole folder
        const fs::path p(path), beside = p.has_parent_path() ? p.parent_path() : fs::path(".");
        files.push_back(path);
        if (!read_by_open_model(p) || !fs::exists(beside / "config.json", ec)) return files;
        folder = beside;
    }
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
        if (read_by_open_model(it->path())) files.push_back(it->path().string());
    return files;
}

void check_output_path(const std::string& flag, const std::string& path, const std::vector<NamedPath>& inputs, bool force,
                       OutputKind kind, const std::vector<NamedPath>& other_outputs) {
    if (path.empty()) throw Error(Message(AL_TEXT("%1 is empty; name the file to write — nothing was written"), flag));
    for (const auto& other : other_outputs)
        if (!other.path.empty() && same_file(path, other.path))
            throw Error(Message(AL_TEXT("%1 %2 is also this command's %3; give each output its own file — nothing was written"), flag, path, other.flag));
    std::error_code ec;
    if (!fs::exists(path, ec)) return;
    for (const auto& input : inputs)
        for (const auto& file : files_behind(input.path))
            if (fs::equivalent(path, file, ec)) {
                if (file == input.path)
                    throw Error(Message(AL_TEXT("%1 %2 is also this command's %3; choose another file — nothing was written"), flag, path, input.flag));
                if (fs::path(path).lexically_normal() == fs::path(file).lexically_normal())
                    throw Error(Message(AL_TEXT("%1 %2 is a file this command reads (%3 %4); choose another file — nothing was written"),
                                        flag, path, input.flag, input.path));
                throw Error(Message(AL_TEXT("%1 %2 is the same file as %3, which this command reads (%4 %5); choose another file — nothing was written"),
                                    flag, path, file, input.flag, input.path));
            }
    if (!fs::is_regular_file(path, ec))
        throw Error(Message(AL_TEXT("%1 %2 exists and is not a regular file; choose a file name — nothing was written"), flag, path));
    if (force) return;
    if (kind == OutputKind::safetensors && !looks_like_safetensors(path))
        throw Error(Message(AL_TEXT("%1 %2 exists and is not a safetensors file; choose another name, or pass --force to replace it — nothing was written"), flag, path));
    if (kind == OutputKind::image && !looks_like_image(path))
        throw Error(Message(AL_TEXT("%1 %2 exists and is not an image; choose another name, or pass --force to replace it — nothing was written"), flag, path));
}

}  // namespace al
