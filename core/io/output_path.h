// The output rule: before a command writes, it checks where. An output never replaces a file the
// command reads — named directly, inside a folder it reads, behind a Hub repo id, through a symbolic or
// a hard link —, never another of its own outputs, never anything but a regular file, and (without
// force) never an existing file of another kind. The write itself is all or nothing
// (base/write_file.h).
#pragma once

#include <string>
#include <vector>

namespace al {

// A file, folder or repo id a command reads or writes, with the flag that named it ("--model").
struct NamedPath {
    std::string flag, path;
};

// What an output may replace without force: a file of its own kind.
enum class OutputKind { safetensors, image };

// The files a command reads when it is given `path`: the file itself; for a Hugging Face model folder,
// the folder's config.json, weights (model*.safetensors, model.safetensors.index.json) and tokenizer
// files — given as the folder, as a Hub repo id (its snapshot in the cache), or as its config.json or
// weights file. Paths as found; comparisons follow their links.
std::vector<std::string> files_behind(const std::string& path);

// Throws al::Error naming the flag and the file, before anything is computed or written, when `path`
// is empty; is one of the files behind `inputs`; is the same file as one of `other_outputs`; exists
// and is not a regular file; or, without `force`, exists and is not a file of `kind`.
void check_output_path(const std::string& flag, const std::string& path, const std::vector<NamedPath>& inputs, bool force,
                       OutputKind kind = OutputKind::safetensors, const std::vector<NamedPath>& other_outputs = {});

}  // namespace al
