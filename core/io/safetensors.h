// safetensors: an 8-byte little-endian header length N, N bytes of JSON
//   {"name": {"dtype": "F32", "shape": [..], "data_offsets": [begin, end]}, ..., "__metadata__": {str: str}}
// then the data buffer (offsets relative to its start, row-major, little-endian).
// Reading validates everything a corrupt or hostile file can get wrong and throws al::Error
// saying what; writing goes to a temporary file that is renamed into place.
// A file read from disk keeps only its header in memory: tensors are read (and converted to F32)
// one at a time, so that loading a model holds its weights once, not twice.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace al {

struct TensorInfo {
    std::string name;
    std::string dtype;  // "F32", "F64", "F16", "BF16", "I64", "I32", "I16", "I8", "U8", "BOOL"
    std::vector<int64_t> shape;
    uint64_t begin = 0, end = 0;  // byte range in the data buffer
    int shard = -1;               // in a sharded checkpoint: which file holds it
    int64_t numel() const;
};

class SafetensorsFile {
public:
    // Reads and checks the header; the data stays on disk until a tensor is asked for.
    static SafetensorsFile read(const std::string& path);
    // `source` names the bytes in error messages (a path, or "<memory>").
    static SafetensorsFile parse(std::string bytes, const std::string& source = "<memory>");
    // A sharded checkpoint: model.safetensors.index.json ({"weight_map": {tensor: file}}) and the files
    // beside it that it names, read as one. Throws al::Error naming the index and the file or tensor:
    // a shard missing or outside the folder, a tensor in two shards, one the index places in a shard
    // that lacks it.
    static SafetensorsFile read_sharded(const std::string& index_path);
    // read_sharded for a path ending in .index.json, read otherwise.
    static SafetensorsFile read_any(const std::string& path);

    const std::map<std::string, std::string>& metadata() const { return metadata_; }
    const std::vector<TensorInfo>& tensors() const { return tensors_; }
    const TensorInfo* find(const std::string& name) const;

    // The values of a floating-point tensor (F32, F16, BF16 or F64), converted to F32. Throws for
    // integer dtypes, and when the file changed on disk since read().
    std::vector<float> floats(const TensorInfo& info) const;
    void read_floats(const TensorInfo& info, float* out) const;  // out holds info.numel() values
    const std::string& source() const { return source_; }

private:
    static SafetensorsFile from_header(std::string_view header, uint64_t file_size, const std::string& source);

    std::string source_;
    std::string path_;   // set by read(): the data is on disk
    std::string bytes_;  // set by parse(): the whole file
    uint64_t file_size_ = 0;
    uint64_t data_start_ = 0;
    std::vector<TensorInfo> tensors_;
    std::map<std::string, std::string> metadata_;
    std::vector<SafetensorsFile> shards_;  // read_sharded: the files, each reading its own tensors
};

class SafetensorsWriter {
public:
    void add(const std::string& name, std::vector<int64_t> shape, const float* data);
    void add(const std::string& name, std::vector<int64_t> shape, std::vector<float> data);
    void set_metadata(const std::string& key, const std::string& value) { metadata_[key] = value; }

    std::string serialize() const;
    // Writes `path` atomically: a crash leaves either the old file or the complete new one.
    void write(const std::string& path) const;

private:
    struct Entry {
        std::string name;
        std::vector<int64_t> shape;
        std::vector<float> data;
    };
    std::vector<Entry> entries_;
    std::map<std::string, std::string> metadata_;
};

}  // namespace al
