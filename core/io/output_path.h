// Before a command writes, it checks where: it never replaces one of its own inputs, anything that is
// not a regular file, or (without force) an existing file that is not a safetensors file.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace al {

// inputs: (how the user named it, e.g. "--model", path). Throws al::Error naming the flag and the file,
// before anything is computed or written.
void check_output_path(const std::string& flag, const std::string& path,
                       const std::vector<std::pair<std::string, std::string>>& inputs, bool force);

}  // namespace al
