// Writing a whole file: all of it or nothing. The bytes go to a temporary file beside the target,
// are flushed to the disk and renamed over it, so success means the file survives a power cut and
// failure leaves the old file as it was — never a truncated one.
#pragma once

#include <string>

namespace al {

// Writes `bytes` to `path`. Replacing a file keeps its permissions, its owner and group where this
// process may set them (as root: always), and a symbolic link (the file it points to is replaced, the
// link stays). Only regular files are replaced: a folder, a device or a pipe is refused. Throws
// al::Error naming the file, with nothing changed.
void write_file_atomically(const std::string& path, const std::string& bytes);

// The file a write to `path` lands on: `path` itself, or where its chain of symbolic links ends
// (relative links read from their own folder; a dangling link's target, which the write creates).
// Throws al::Error for a loop of links.
std::string final_target(const std::string& path);

}  // namespace al
