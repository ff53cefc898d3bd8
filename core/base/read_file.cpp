#include "core/base/read_file.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include "core/base/error.h"
#include "core/base/memory.h"

namespace al {

uint64_t regular_file_size(const std::string& path, const Message& what) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) throw Error(Message(AL_TEXT("cannot open %1 '%2': %3"), what, path, std::strerror(errno)));
    if (S_ISDIR(info.st_mode)) throw Error(Message(AL_TEXT("%1 '%2' is a folder; give a file"), what, path));
    if (!S_ISREG(info.st_mode))
        throw Error(Message(AL_TEXT("%1 '%2' is not a regular file (a device or a pipe cannot be read to its end); give a file"), what, path));
    return static_cast<uint64_t>(info.st_size);
}

std::string read_file(const std::string& path, const Message& what) { return read_file(path, what, UINT64_MAX); }

std::string read_file(const std::string& path, const Message& what, uint64_t limit) {
    const uint64_t size = regular_file_size(path, what);
    if (size > limit)
        throw Error(Message(AL_TEXT("%1 '%2' has %3, more than such a file ever has (%4); is it the right file?"), what, path,
                            format_bytes(size), format_bytes(limit)));
    require_memory(size, Message(AL_TEXT("reading %1 '%2'"), what, path), Message(AL_TEXT("is it the right file?")));
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(Message(AL_TEXT("cannot open %1 '%2': %3"), what, path, std::strerror(errno)));
    std::string bytes(size, '\0');
    if (!in.read(bytes.data(), static_cast<std::streamsize>(size)) || in.peek() != std::ifstream::traits_type::eof())
        throw Error(Message(AL_TEXT("%1 '%2' changed while it was read; try again"), what, path));
    return bytes;
}

}  // namespace al
