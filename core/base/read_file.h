// Reading a whole file a user named: only a regular file (a device such as /dev/zero never ends, a
// pipe blocks until someone writes), only as many bytes as memory allows, and every byte or an error.
#pragma once

#include <cstdint>
#include <string>

#include "core/base/message.h"

namespace al {

// Throws al::Error naming the file and `what` it is ("the model file", "the config file", …): it
// cannot be opened, is not a regular file, is larger than half of this computer's memory, or
// could not be read to the end.
std::string read_file(const std::string& path, const Message& what);
// The same for a file of a kind that is never larger than `limit` bytes (a config, a tokenizer, an
// index): a larger one is refused before it is read, with both sizes.
std::string read_file(const std::string& path, const Message& what, uint64_t limit);

// Limits far above any real file of the kind: GPT-2's config.json has 1 KB, Gemma 3's tokenizer.json
// 33 MB, a 70B model's shard index 100 KB.
constexpr uint64_t kConfigFileLimit = 1u << 20;
constexpr uint64_t kTokenizerFileLimit = 64u << 20;
constexpr uint64_t kIndexFileLimit = 16u << 20;

// The size of the regular file at `path`, checked as read_file checks it (it exists, is not a folder,
// a device or a pipe), for readers that take only part of a file. Throws al::Error naming `what`.
uint64_t regular_file_size(const std::string& path, const Message& what);

}  // namespace al
