#include "core/io/hub_cache.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "core/base/error.h"
#include "core/base/read_file.h"

namespace al {
namespace {

namespace fs = std::filesystem;

// huggingface_hub's validate_repo_id: [\w\-.]{1,96} per part, at most one '/', no "--" or "..",
// not starting or ending with '-' or '.'.
bool valid_part(const std::string& part) {
    if (part.empty() || part.size() > 96) return false;
    for (char c : part)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.')) return false;
    return part.front() != '-' && part.front() != '.' && part.back() != '-' && part.back() != '.';
}

bool valid_repo(const std::string& repo) {
    if (repo.find("--") != std::string::npos || repo.find("..") != std::string::npos) return false;
    const size_t slash = repo.find('/');
    if (slash == std::string::npos) return valid_part(repo);
    return valid_part(repo.substr(0, slash)) && valid_part(repo.substr(slash + 1));
}

// A revision is a branch or tag name, or a commit: no "..", no leading '/', nothing outside refs/.
bool valid_revision(const std::string& rev) {
    if (rev.empty() || rev.size() > 256 || rev.find("..") != std::string::npos || rev.front() == '/' || rev.back() == '/') return false;
    return std::all_of(rev.begin(), rev.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' || c == '/'; });
}

}  // namespace

std::string hub_repo_folder(const std::string& repo) {
    std::string name = "models--" + repo;
    for (size_t at = name.find('/'); at != std::string::npos; at = name.find('/', at)) name.replace(at, 1, "--");
    return name;
}

namespace {

std::string repo_of_folder(const std::string& name) {  // "models--Qwen--Qwen3-0.6B" → "Qwen/Qwen3-0.6B"
    std::string repo = name.substr(8);
    if (const size_t at = repo.find("--"); at != std::string::npos) repo.replace(at, 2, "/");
    return repo;
}

}  // namespace

bool is_commit_hash(const std::string& s) {
    return s.size() == 40 && std::all_of(s.begin(), s.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) && !std::isupper(static_cast<unsigned char>(c)); });
}

std::string hugging_face_home() {
    if (const char* h = std::getenv("HF_HOME"); h && *h) return h;
    if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return (fs::path(x) / "huggingface").string();
    const char* home = std::getenv("HOME");
    return (fs::path(home && *home ? home : ".") / ".cache" / "huggingface").string();
}

std::string hub_cache_root() {
    if (const char* c = std::getenv("HF_HUB_CACHE"); c && *c) return c;
    return (fs::path(hugging_face_home()) / "hub").string();
}

bool looks_like_repo_id(const std::string& text) {
    const size_t at = text.find('@');
    const std::string repo = text.substr(0, at);
    return valid_repo(repo) && (at == std::string::npos || valid_revision(text.substr(at + 1)));
}

CachedModel find_cached_model(const std::string& id) {
    CachedModel m;
    const size_t at = id.find('@');
    m.repo_id = id.substr(0, at);
    m.revision = at == std::string::npos ? "main" : id.substr(at + 1);
    if (!valid_repo(m.repo_id) || !valid_revision(m.revision))
        throw Error(Message(AL_TEXT("'%1' is not a Hugging Face repo id: an id is OWNER/NAME of letters, digits, '-', '_' and '.', with no '..' or '--'"), printable(id)));
    const fs::path repo = fs::path(hub_cache_root()) / hub_repo_folder(m.repo_id);
    std::error_code ec;
    if (!fs::is_directory(repo, ec))
        throw Error(Message(AL_TEXT("%1 is not in the Hugging Face cache (%2); download it with File → Get a model from Hugging Face…, or attentionlab-cli download %1"),
                            m.repo_id, hub_cache_root()));
    if (is_commit_hash(m.revision)) {
        m.commit = m.revision;
    } else {
        const fs::path ref = repo / "refs" / m.revision;
        if (!fs::is_regular_file(ref, ec))
            throw Error(Message(AL_TEXT("%1: the revision '%2' is not in the cache; download it first, e.g. with hf download %1 --revision %2"),
                                m.repo_id, m.revision));
        std::string commit = read_file(ref.string(), Message(AL_TEXT("the cached ref")), 4096);
        while (!commit.empty() && (commit.back() == '\n' || commit.back() == '\r' || commit.back() == ' ')) commit.pop_back();
        if (!is_commit_hash(commit))
            throw Error(Message(AL_TEXT("%1: %2 does not hold a commit hash; the cache is damaged: download the model again"), m.repo_id, ref.string()));
        m.commit = commit;
    }
    const fs::path snapshot = repo / "snapshots" / m.commit;
    if (!fs::is_directory(snapshot, ec))
        throw Error(Message(AL_TEXT("%1: the snapshot of commit %2 is not in the cache; download the model again"), m.repo_id, m.commit));
    for (const auto& entry : fs::directory_iterator(snapshot, ec)) {
        // a link whose blob is gone (a cleaned cache, a download cut short)
        if (fs::is_symlink(entry.symlink_status(ec)) && !fs::exists(entry.path(), ec))
            throw Error(Message(AL_TEXT("%1: %2 in the cached snapshot points to a file that is not there; download the model again"),
                                m.repo_id, entry.path().filename().string()));
    }
    if (!fs::exists(snapshot / "config.json", ec))
        throw Error(Message(AL_TEXT("%1: the cached snapshot has no config.json; download it first, e.g. with hf download %1 config.json"), m.repo_id));
    m.folder = snapshot.string();
    return m;
}

std::string hub_snapshot_id(const std::string& path) {
    std::error_code ec;
    if (!fs::exists(path, ec) && looks_like_repo_id(path)) {
        try {
            const CachedModel m = find_cached_model(path);
            return m.repo_id + "@" + m.commit;
        } catch (const Error&) {
            return "";
        }
    }
    fs::path p = fs::path(path).lexically_normal();
    if (p.filename().empty()) p = p.parent_path();  // a trailing slash
    for (; p.has_parent_path() && p != p.parent_path(); p = p.parent_path()) {
        const fs::path snapshots = p.parent_path(), repo = snapshots.parent_path();
        const std::string name = repo.filename().string();
        if (is_commit_hash(p.filename().string()) && snapshots.filename() == "snapshots" && name.rfind("models--", 0) == 0) {
            const std::string id = repo_of_folder(name);
            return looks_like_repo_id(id) ? id + "@" + p.filename().string() : "";
        }
    }
    return "";
}

std::vector<CachedModel> cached_models() {
    std::vector<CachedModel> out;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(hub_cache_root(), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("models--", 0) != 0 || !entry.is_directory(ec)) continue;
        try {
            out.push_back(find_cached_model(repo_of_folder(name)));
        } catch (const Error&) {
            // a repo without main or without a usable snapshot is not listed
        }
    }
    std::sort(out.begin(), out.end(), [](const CachedModel& a, const CachedModel& b) { return a.repo_id < b.repo_id; });
    return out;
}

}  // namespace al
