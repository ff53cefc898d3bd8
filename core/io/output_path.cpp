#include "core/io/output_path.h"

#include <cstdint>
#include <filesystem>
#include <fstream>

#include "core/base/error.h"

namespace al {
namespace {

// The first bytes of a safetensors file: an 8-byte little-endian header length, then '{'.
bool looks_like_safetensors(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    unsigned char head[9] = {};
    if (!in.read(reinterpret_cast<char*>(head), sizeof head)) return false;
    uint64_t n = 0;
    for (int i = 7; i >= 0; --i) n = n << 8 | head[i];
    return head[8] == '{' && n > 1 && n + 8 <= std::filesystem::file_size(path);
}

}  // namespace

void check_output_path(const std::string& flag, const std::string& path,
                       const std::vector<std::pair<std::string, std::string>>& inputs, bool force) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::exists(path, ec)) return;
    for (const auto& [input_flag, input] : inputs)
        if (!input.empty() && fs::equivalent(path, input, ec))
            throw Error(Message(AL_TEXT("%1 %2 is also this command's %3; choose another file — nothing was written"), flag, path, input_flag));
    if (!fs::is_regular_file(path, ec))
        throw Error(Message(AL_TEXT("%1 %2 exists and is not a regular file; choose a file name — nothing was written"), flag, path));
    if (!force && !looks_like_safetensors(path))
        throw Error(Message(AL_TEXT("%1 %2 exists and is not a safetensors file; choose another name, or pass --force to replace it — nothing was written"), flag, path));
}

}  // namespace al
