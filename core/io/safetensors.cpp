#include "core/io/safetensors.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/error.h"
#include "core/base/json_depth.h"
#include "core/base/read_file.h"
#include "core/base/write_file.h"

namespace al {
namespace {

using Json = nlohmann::json;

// The reference implementation allows 100 MB; parsing that much JSON can take 12 s and 2.3 GB (33 million
// empty arrays). AttentionLab's largest headers (a GPT-2 model or trace, with its input) are well
// under 1 MB.
constexpr uint64_t kMaxHeader = 16'000'000;

int dtype_size(const std::string& dtype) {
    static const std::map<std::string, int> sizes = {{"F64", 8}, {"F32", 4}, {"F16", 2}, {"BF16", 2}, {"I64", 8},
                                                     {"I32", 4}, {"I16", 2}, {"I8", 1},  {"U8", 1},   {"BOOL", 1},
                                                     {"U16", 2}, {"U32", 4}, {"U64", 8}};
    const auto it = sizes.find(dtype);
    return it == sizes.end() ? 0 : it->second;
}

uint64_t read_u64_le(std::string_view b) {
    uint64_t v = 0;
    for (int i = 7; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(b[i]);
    return v;
}

// The 8-byte header length of a file of `size` bytes whose first bytes are `prefix`, checked.
uint64_t header_length(std::string_view prefix, uint64_t size, const std::string& source) {
    if (size < 8) throw Error(Message(AL_TEXT("%1: file is truncated (%2 bytes; a safetensors file starts with an 8-byte header length)"), source, std::to_string(size)));
    const uint64_t n = read_u64_le(prefix);
    if (n > kMaxHeader)
        throw Error(Message(AL_TEXT("%1: header length %2 is implausibly large (the limit is %3 bytes) — not a safetensors file, or corrupt"), source, std::to_string(n), std::to_string(kMaxHeader)));
    if (n > size - 8) throw Error(Message(AL_TEXT("%1: header length %2 exceeds the file (%3 bytes): the file is truncated or not safetensors"), source, std::to_string(n), std::to_string(size)));
    return n;
}

// Reads exactly n bytes at offset; false when the file ends first.
bool pread_all(int fd, uint64_t offset, char* out, uint64_t n) {
    while (n > 0) {
        const ssize_t got = ::pread(fd, out, n, static_cast<off_t>(offset));
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return false;
        out += got, offset += static_cast<uint64_t>(got), n -= static_cast<uint64_t>(got);
    }
    return true;
}

struct FileDescriptor {
    int fd;
    ~FileDescriptor() { if (fd >= 0) ::close(fd); }
};

// IEEE 754 half → float, subnormals, infinities and NaN included.
float half_to_float(uint16_t h) {
    const uint32_t sign = static_cast<uint32_t>(h & 0x8000) << 16;
    uint32_t exponent = (h >> 10) & 0x1F, mantissa = h & 0x3FF, bits;
    if (exponent == 0x1F) {
        bits = sign | 0x7F800000u | (mantissa << 13);
    } else if (exponent != 0) {
        bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
    } else if (mantissa == 0) {
        bits = sign;
    } else {  // subnormal: normalise
        int e = -1;
        do { ++e; mantissa <<= 1; } while ((mantissa & 0x400) == 0);
        bits = sign | (static_cast<uint32_t>(112 - e) << 23) | ((mantissa & 0x3FF) << 13);
    }
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

float bfloat16_to_float(uint16_t b) {
    const uint32_t bits = static_cast<uint32_t>(b) << 16;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

void convert(const std::string& dtype, const char* in, size_t count, float* out) {
    if (count == 0) return;  // an empty tensor: `out` may be null, which memcpy must not get
    if (dtype == "F32") {
        std::memcpy(out, in, count * 4);
    } else if (dtype == "F64") {
        for (size_t i = 0; i < count; ++i) {
            double d;
            std::memcpy(&d, in + 8 * i, 8);
            out[i] = static_cast<float>(d);
        }
    } else if (dtype == "F16") {
        for (size_t i = 0; i < count; ++i) {
            uint16_t v;
            std::memcpy(&v, in + 2 * i, 2);
            out[i] = half_to_float(v);
        }
    } else {  // BF16, the loop on its own: it vectorises (most of opening a published Llama or Qwen)
        for (size_t i = 0; i < count; ++i) {
            uint16_t v;
            std::memcpy(&v, in + 2 * i, 2);
            out[i] = bfloat16_to_float(v);
        }
    }
}

}  // namespace

int64_t TensorInfo::numel() const {
    int64_t n = 1;
    for (auto d : shape) n *= d;
    return n;
}

SafetensorsFile SafetensorsFile::read(const std::string& path) {
    const uint64_t size = regular_file_size(path, Message(AL_TEXT("the file")));
    const FileDescriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
    if (file.fd < 0) throw Error(Message(AL_TEXT("cannot open the file '%1': %2"), path, std::strerror(errno)));
    std::string prefix(std::min<uint64_t>(size, 8), '\0');
    if (!pread_all(file.fd, 0, prefix.data(), prefix.size())) throw Error(Message(AL_TEXT("'%1' changed while it was read; try again"), path));
    const uint64_t n = header_length(prefix, size, path);
    std::string header(n, '\0');
    if (!pread_all(file.fd, 8, header.data(), n)) throw Error(Message(AL_TEXT("'%1' changed while it was read; try again"), path));
    auto f = from_header(header, size, path);
    f.path_ = path;
    return f;
}

SafetensorsFile SafetensorsFile::read_sharded(const std::string& index_path) {
    namespace fs = std::filesystem;
    const std::string text = read_file(index_path, Message(AL_TEXT("the shard index")), kIndexFileLimit);
    require_shallow_json(text, Message::verbatim(index_path));
    Json index;
    try {
        index = Json::parse(text);
    } catch (const Json::exception& e) {
        throw Error(Message(AL_TEXT("%1 is not valid JSON: %2"), index_path, e.what()));
    }
    if (!index.is_object() || !index.contains("weight_map") || !index["weight_map"].is_object() || index["weight_map"].empty())
        throw Error(Message(AL_TEXT("%1 has no weight_map {\"tensor\": \"file\", …}"), index_path));
    const fs::path folder = fs::path(index_path).parent_path();
    SafetensorsFile f;
    f.source_ = index_path;
    std::map<std::string, int> shard_of_file;
    std::map<std::string, std::string> file_of_tensor;
    for (const auto& [tensor, file] : index["weight_map"].items()) {
        const std::string name = file.is_string() ? file.get<std::string>() : std::string();
        // a shard sits beside its index: a bare file name, never a path
        if (name.empty() || name.find('/') != std::string::npos || name.find('\\') != std::string::npos || name == "." || name == "..")
            throw Error(Message(AL_TEXT("%1: tensor '%2' is placed in \"%3\", which is not a file name beside the index"), index_path,
                                printable(tensor), printable(file.dump())));
        file_of_tensor[tensor] = name;
        if (shard_of_file.emplace(name, static_cast<int>(f.shards_.size())).second) {
            if (!fs::exists(folder / name))
                throw Error(Message(AL_TEXT("%1 names the shard '%2', which is not in its folder; download every file the index names"), index_path, name));
            f.shards_.push_back(read((folder / name).string()));
        }
    }
    std::set<std::string> seen;
    for (size_t s = 0; s < f.shards_.size(); ++s) {
        for (auto t : f.shards_[s].tensors()) {
            if (!seen.insert(t.name).second)
                throw Error(Message(AL_TEXT("%1: tensor '%2' is in two shards"), index_path, printable(t.name)));
            t.shard = static_cast<int>(s);
            f.tensors_.push_back(std::move(t));
        }
    }
    for (const auto& [tensor, file] : file_of_tensor) {
        const auto* t = f.find(tensor);
        if (!t || f.shards_[static_cast<size_t>(t->shard)].source() != (folder / file).string())
            throw Error(Message(AL_TEXT("%1 places tensor '%2' in '%3', which lacks it; the shards do not belong to this index"), index_path,
                                printable(tensor), file));
    }
    f.metadata_ = f.shards_.front().metadata();
    return f;
}

SafetensorsFile SafetensorsFile::read_any(const std::string& path) {
    constexpr std::string_view suffix = ".index.json";
    const bool index = path.size() >= suffix.size() && path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
    return index ? read_sharded(path) : read(path);
}

SafetensorsFile SafetensorsFile::parse(std::string bytes, const std::string& source) {
    const uint64_t n = header_length(bytes, bytes.size(), source);
    auto f = from_header(std::string_view(bytes).substr(8, n), bytes.size(), source);
    f.bytes_ = std::move(bytes);
    return f;
}

SafetensorsFile SafetensorsFile::from_header(std::string_view text, uint64_t file_size, const std::string& source) {
    const auto fail = [&](Message what) { return Error(Message(AL_TEXT("%1: %2"), source, std::move(what))); };
    SafetensorsFile f;
    f.source_ = source;
    f.file_size_ = file_size;
    require_shallow_json(text, Message(AL_TEXT("%1: the header"), source));
    Json header;
    std::set<std::string> names;  // a JSON object keeps only the last of two equal keys: refuse them instead
    const Json::parser_callback_t unique_names = [&](int depth, Json::parse_event_t event, Json& parsed) {
        if (depth == 1 && event == Json::parse_event_t::key && !names.insert(parsed.get<std::string>()).second)
            throw fail(Message(AL_TEXT("tensor '%1' appears twice in the header"), printable(parsed.get<std::string>())));
        return true;
    };
    try {
        header = Json::parse(text.begin(), text.end(), unique_names);
    } catch (const Json::exception& e) {
        throw fail(Message(AL_TEXT("header is not valid JSON: %1"), e.what()));
    }
    if (!header.is_object()) throw fail(Message(AL_TEXT("header must be a JSON object")));
    f.data_start_ = 8 + text.size();
    const uint64_t data_size = file_size - f.data_start_;

    for (const auto& [name, entry] : header.items()) {
        if (name == "__metadata__") {
            if (!entry.is_object()) throw fail(Message(AL_TEXT("__metadata__ must be an object of strings")));
            for (const auto& [k, v] : entry.items()) {
                if (!v.is_string()) throw fail(Message(AL_TEXT("__metadata__ value '%1' must be a string"), printable(k)));
                f.metadata_[k] = v.get<std::string>();
            }
            continue;
        }
        if (!entry.is_object()) throw fail(Message(AL_TEXT("entry for tensor '%1' must be an object"), printable(name)));
        TensorInfo t;
        t.name = name;
        const auto dtype = entry.find("dtype");
        const auto shape = entry.find("shape");
        const auto offsets = entry.find("data_offsets");
        if (dtype == entry.end() || !dtype->is_string()) throw fail(Message(AL_TEXT("tensor '%1' has no dtype"), printable(name)));
        t.dtype = dtype->get<std::string>();
        const int elem = dtype_size(t.dtype);
        if (elem == 0) throw fail(Message(AL_TEXT("tensor '%1' has unknown dtype '%2'"), printable(name), t.dtype));
        if (shape == entry.end() || !shape->is_array()) throw fail(Message(AL_TEXT("tensor '%1' has no shape"), printable(name)));
        uint64_t numel = 1;
        for (const auto& d : *shape) {
            if (!d.is_number_unsigned()) throw fail(Message(AL_TEXT("tensor '%1' has a negative or non-integer dimension"), printable(name)));
            const auto dim = d.get<uint64_t>();
            if (dim != 0 && numel > (data_size + 1) / dim) throw fail(Message(AL_TEXT("tensor '%1' is larger than the file"), printable(name)));
            numel *= dim;
            t.shape.push_back(static_cast<int64_t>(dim));
        }
        if (offsets == entry.end() || !offsets->is_array() || offsets->size() != 2 || !(*offsets)[0].is_number_unsigned() ||
            !(*offsets)[1].is_number_unsigned())
            throw fail(Message(AL_TEXT("tensor '%1' needs data_offsets [begin, end]"), printable(name)));
        t.begin = (*offsets)[0].get<uint64_t>();
        t.end = (*offsets)[1].get<uint64_t>();
        if (t.begin > t.end || t.end > data_size)
            throw fail(Message(AL_TEXT("tensor '%1' has data_offsets [%2, %3] outside the data (%4 bytes): the file is truncated or corrupt"), printable(name), std::to_string(t.begin), std::to_string(t.end), std::to_string(data_size)));
        if (t.end - t.begin != numel * static_cast<uint64_t>(elem))
            throw fail(Message(AL_TEXT("tensor '%1' has %2 bytes but its shape and dtype need %3"), printable(name), std::to_string(t.end - t.begin), std::to_string(numel * elem)));
        f.tensors_.push_back(std::move(t));
    }

    std::vector<const TensorInfo*> by_offset;
    for (const auto& t : f.tensors_) by_offset.push_back(&t);
    std::sort(by_offset.begin(), by_offset.end(), [](auto* a, auto* b) { return std::tie(a->begin, a->end) < std::tie(b->begin, b->end); });
    uint64_t covered = 0;
    for (const auto* t : by_offset) {
        if (t->begin < covered) throw fail(Message(AL_TEXT("tensor '%1' overlaps another tensor's data"), t->name));
        if (t->begin > covered) throw fail(Message(AL_TEXT("the data has a gap before tensor '%1': the file is corrupt"), t->name));
        covered = t->end;
    }
    if (covered != data_size)
        throw fail(Message(AL_TEXT("the data buffer has %1 bytes that belong to no tensor: the file is corrupt"), std::to_string(data_size - covered)));
    return f;
}

const TensorInfo* SafetensorsFile::find(const std::string& name) const {
    for (const auto& t : tensors_)
        if (t.name == name) return &t;
    return nullptr;
}

std::vector<float> SafetensorsFile::floats(const TensorInfo& info) const {
    std::vector<float> out(static_cast<size_t>(info.numel()));
    read_floats(info, out.data());
    return out;
}

void SafetensorsFile::read_floats(const TensorInfo& info, float* out) const {
    if (info.shard >= 0) {
        TensorInfo in_shard = info;  // as the shard itself lists it
        in_shard.shard = -1;
        shards_.at(static_cast<size_t>(info.shard)).read_floats(in_shard, out);
        return;
    }
    if (info.dtype != "F32" && info.dtype != "F16" && info.dtype != "BF16" && info.dtype != "F64")
        throw Error(Message(AL_TEXT("%1: tensor '%2' has dtype %3; model weights must be F32, F16, BF16 or F64"), source_, printable(info.name), info.dtype));
    const uint64_t elem = static_cast<uint64_t>(dtype_size(info.dtype));
    const uint64_t count = info.numel();
    if (path_.empty()) {
        convert(info.dtype, bytes_.data() + data_start_ + info.begin, count, out);
        return;
    }
    const FileDescriptor file{::open(path_.c_str(), O_RDONLY | O_CLOEXEC)};
    struct stat now {};
    if (file.fd < 0 || ::fstat(file.fd, &now) != 0 || static_cast<uint64_t>(now.st_size) != file_size_)
        throw Error(Message(AL_TEXT("%1: the file changed or disappeared while it was read; open it again"), source_));
    constexpr uint64_t kChunk = 1 << 18;  // elements per read: the only copy besides the destination
    std::vector<char> buffer(std::min(count, kChunk) * elem);
    for (uint64_t done = 0; done < count;) {
        const uint64_t n = std::min(count - done, kChunk);
        if (!pread_all(file.fd, data_start_ + info.begin + done * elem, buffer.data(), n * elem))
            throw Error(Message(AL_TEXT("%1: the file was truncated while it was read; open it again"), source_));
        convert(info.dtype, buffer.data(), n, out + done);
        done += n;
    }
}

void SafetensorsWriter::add(const std::string& name, std::vector<int64_t> shape, const float* data) {
    int64_t n = 1;
    for (auto d : shape) n *= d;
    add(name, std::move(shape), std::vector<float>(data, data + n));
}

void SafetensorsWriter::add(const std::string& name, std::vector<int64_t> shape, std::vector<float> data) {
    for (const auto& e : entries_)
        if (e.name == name) throw Error(Message(AL_TEXT("tensor '%1' added twice"), printable(name)));
    entries_.push_back({name, std::move(shape), std::move(data)});
}

std::string SafetensorsWriter::serialize() const {
    Json header = Json::object();
    uint64_t offset = 0;
    for (const auto& e : entries_) {
        const uint64_t size = e.data.size() * sizeof(float);
        header[e.name] = {{"dtype", "F32"}, {"shape", e.shape}, {"data_offsets", {offset, offset + size}}};
        offset += size;
    }
    if (!metadata_.empty()) header["__metadata__"] = metadata_;
    std::string text = header.dump();
    while ((8 + text.size()) % 8 != 0) text += ' ';  // keep the data 8-byte aligned
    std::string out(8, '\0');
    uint64_t n = text.size();
    for (int i = 0; i < 8; ++i) out[i] = static_cast<char>((n >> (8 * i)) & 0xFF);
    out += text;
    out.reserve(out.size() + offset);
    for (const auto& e : entries_) out.append(reinterpret_cast<const char*>(e.data.data()), e.data.size() * sizeof(float));
    return out;
}

void SafetensorsWriter::write(const std::string& path) const { write_file_atomically(path, serialize()); }

}  // namespace al
