#include "core/base/write_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>

#include "core/base/error.h"

namespace al {

std::string final_target(const std::string& path) {
    namespace fs = std::filesystem;
    fs::path at(path);
    for (int links = 0; links < 40; ++links) {  // the kernel's own limit (MAXSYMLINKS)
        struct stat info {};
        if (::lstat(at.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return at.string();
        std::error_code ec;
        const fs::path to = fs::read_symlink(at, ec);
        if (ec) return at.string();
        at = to.is_absolute() ? to : at.parent_path() / to;
    }
    throw Error(Message(AL_TEXT("'%1' is a loop of symbolic links; nothing was written — choose a file name"), path));
}

void write_file_atomically(const std::string& path, const std::string& bytes) {
    namespace fs = std::filesystem;
    if (path.empty()) throw Error(Message(AL_TEXT("the output file's name is empty; nothing was written — name a file")));
    const fs::path target(final_target(path));
    const auto reason = [] { return std::string(std::strerror(errno)); };
    struct stat existing {};
    const bool exists = ::stat(target.c_str(), &existing) == 0;
    if (exists && !S_ISREG(existing.st_mode))
        throw Error(Message(AL_TEXT("'%1' exists and is not a regular file; nothing was written — choose a file name"), path));
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    // a short hidden name of its own, so that a target name of 255 bytes still has a temporary one
    std::random_device rd;
    const fs::path temp = dir / (".attentionlab-" + std::to_string(rd() % 100000000) + ".tmp");
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? existing.st_mode & 07777 : 0666);
    if (fd < 0) throw Error(Message(AL_TEXT("cannot write into the folder of '%1': %2; nothing was changed"), path, reason()));
    const auto abandon = [&](const std::string& why) {
        ::close(fd);
        ::unlink(temp.c_str());
        throw Error(Message(AL_TEXT("writing '%1' failed: %2; nothing was changed"), path, why));
    };
    if (exists) {
        // the owner first (as root: the file's own; otherwise the group where we belong to it): a
        // change of owner clears the set-id bits, which fchmod then puts back
        if (::fchown(fd, existing.st_uid, existing.st_gid) != 0) (void)!::fchown(fd, static_cast<uid_t>(-1), existing.st_gid);
        if (::fchmod(fd, existing.st_mode & 07777) != 0) abandon(reason());  // the umask may have narrowed it
    }
    for (size_t done = 0; done < bytes.size();) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) abandon(reason());
        done += static_cast<size_t>(n);
    }
    if (::fsync(fd) != 0) abandon(reason());
    if (::close(fd) != 0) {
        const std::string why = reason();
        ::unlink(temp.c_str());
        throw Error(Message(AL_TEXT("writing '%1' failed: %2; nothing was changed"), path, why));
    }
    if (::rename(temp.c_str(), target.c_str()) != 0) {
        const std::string why = reason();  // before unlink can change errno
        ::unlink(temp.c_str());
        throw Error(Message(AL_TEXT("cannot move the new file into place at '%1': %2; nothing was changed"), path, why));
    }
    const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd < 0 || ::fsync(dfd) != 0) {
        const std::string why = reason();
        if (dfd >= 0) ::close(dfd);
        throw Error(Message(AL_TEXT("'%1' was written, but its folder could not be flushed to the disk: %2"), path, why));
    }
    ::close(dfd);
}

}  // namespace al
