#include "core/hub/hub_download.h"

#include <curl/curl.h>
#include <openssl/evp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>

#include <nlohmann/json.hpp>

#include "core/base/build_info.h"
#include "core/base/error.h"
#include "core/base/write_file.h"
#include "core/io/hub_cache.h"
#include "core/io/safetensors.h"

namespace al {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

std::string environment(const char* name) {
    const char* v = std::getenv(name);
    return v ? v : "";
}

// Each part of a repo path percent-encoded, the slashes kept ("onnx/model.onnx").
std::string url_path(const std::string& path) {
    std::string out;
    for (unsigned char c : path) {
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~' || c == '/') out += static_cast<char>(c);
        else {
            char hex[4];
            std::snprintf(hex, sizeof hex, "%%%02X", c);
            out += hex;
        }
    }
    return out;
}

// One HTTP GET with libcurl: redirects followed (at most 10), the token sent to the Hub only (libcurl
// drops a custom Authorization header when a redirect leaves the host), the system proxy
// (http_proxy, https_proxy, no_proxy) as libcurl reads it. The body goes to `sink`; it returns false
// to stop the transfer.
struct Response {
    long status = 0;
    CURLcode code = CURLE_OK;
    std::string error;       // libcurl's words for a transfer that failed
    std::string error_code;  // the Hub's X-Error-Code of the last response: RepoNotFound, GatedRepo, …
    std::string error_message;
};

struct Transfer {
    std::function<bool(const char*, size_t)> sink;
    std::function<bool()> keep_going;  // polled during the transfer; false cancels
    Response response;
};

size_t on_body(char* data, size_t size, size_t n, void* user) {
    auto* t = static_cast<Transfer*>(user);
    return t->sink(data, size * n) ? size * n : 0;
}

size_t on_header(char* data, size_t size, size_t n, void* user) {
    auto* t = static_cast<Transfer*>(user);
    std::string line(data, size * n);
    if (line.rfind("HTTP/", 0) == 0) t->response.error_code.clear(), t->response.error_message.clear();  // a new response (after a redirect)
    const size_t colon = line.find(':');
    if (colon != std::string::npos) {
        std::string key = line.substr(0, colon), value = line.substr(colon + 1);
        std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return std::tolower(c); });
        value.erase(0, value.find_first_not_of(" \t"));
        value.erase(value.find_last_not_of(" \t\r\n") + 1);
        if (key == "x-error-code") t->response.error_code = value;
        if (key == "x-error-message") t->response.error_message = value;
    }
    return size * n;
}

int on_progress(void* user, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
    auto* t = static_cast<Transfer*>(user);
    return t->keep_going && !t->keep_going() ? 1 : 0;
}

void get(const HubSettings& hub, const std::string& url, uint64_t resume_from, Transfer& t) {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
    const std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
    if (!curl) throw Error(Message(AL_TEXT("cannot start an HTTP transfer (libcurl)")));
    curl_slist* headers = nullptr;
    if (!hub.token.empty()) headers = curl_slist_append(headers, ("Authorization: Bearer " + hub.token).c_str());
    const std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> free_headers(headers, curl_slist_free_all);
    char error[CURL_ERROR_SIZE] = "";
    const std::string agent = "attentionlab/" + version() + "; hf_hub-compatible";
    CURL* c = curl.get();
    curl_easy_setopt(c, CURLOPT_URL, url.c_str());
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(c, CURLOPT_USERAGENT, agent.c_str());
    curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(c, CURLOPT_MAXREDIRS, 10L);
    curl_easy_setopt(c, CURLOPT_FAILONERROR, 1L);  // an error page never lands in a file
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 30L);
    curl_easy_setopt(c, CURLOPT_LOW_SPEED_LIMIT, 1L);  // a stalled transfer ends after a minute
    curl_easy_setopt(c, CURLOPT_LOW_SPEED_TIME, 60L);
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, error);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, on_body);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &t);
    curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, on_header);
    curl_easy_setopt(c, CURLOPT_HEADERDATA, &t);
    // a Range request; libcurl refuses an answer that starts elsewhere (CURLE_RANGE_ERROR)
    curl_easy_setopt(c, CURLOPT_RESUME_FROM_LARGE, static_cast<curl_off_t>(resume_from));
    curl_easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, on_progress);
    curl_easy_setopt(c, CURLOPT_XFERINFODATA, &t);
    t.response.code = curl_easy_perform(c);
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &t.response.status);
    t.response.error = error[0] ? error : curl_easy_strerror(t.response.code);
}

// What an HTTP failure means for REPO, and what to do.
[[noreturn]] void refuse(const Response& r, const std::string& repo, const std::string& what, const HubSettings& hub) {
    if (r.code == CURLE_TOO_MANY_REDIRECTS)
        throw Error(Message(AL_TEXT("%1: %2: the server redirected more than 10 times (a redirect loop); check HF_ENDPOINT (%3) and the proxy"), repo, what, hub.endpoint));
    if (r.status == 401 || r.status == 403 || r.error_code == "GatedRepo") {
        if (r.error_code == "GatedRepo" || r.status == 403)
            throw Error(Message(AL_TEXT("%1 is gated: accept its conditions on its page (%2/%1) while logged in, make an access token (%2/settings/tokens) and set HF_TOKEN to it%3"),
                                repo, hub.endpoint, hub.token.empty() ? std::string() : " (the token given has no access yet)"));
        throw Error(Message(AL_TEXT("%1 was not found on %2, or it is private: check the repo id; for a private or gated repo set HF_TOKEN to an access token (%2/settings/tokens)"),
                            repo, hub.endpoint));
    }
    if (r.status == 404) {
        if (r.error_code == "RevisionNotFound") throw Error(Message(AL_TEXT("%1: %2: no such revision (branch, tag or commit)"), repo, what));
        throw Error(Message(AL_TEXT("%1: %2 was not found on %3: check the repo id"), repo, what, hub.endpoint));
    }
    if (r.status >= 400)
        throw Error(Message(AL_TEXT("%1: %2: the server answered HTTP %3%4; try again later"), repo, what, std::to_string(r.status),
                            r.error_message.empty() ? std::string() : " (" + r.error_message + ")"));
    throw Error(Message(AL_TEXT("%1: %2: %3; check the network connection and the proxy (https_proxy), then run again"), repo, what, r.error));
}

std::string hex(const unsigned char* bytes, size_t n) {
    std::string out;
    char two[3];
    for (size_t i = 0; i < n; ++i) std::snprintf(two, sizeof two, "%02x", bytes[i]), out += two;
    return out;
}

std::string sha256_of(const fs::path& file) {
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr);
    std::ifstream in(file, std::ios::binary);
    std::vector<char> buffer(1 << 20);
    while (in) {
        in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        EVP_DigestUpdate(ctx.get(), buffer.data(), static_cast<size_t>(in.gcount()));
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(ctx.get(), digest, &length);
    return hex(digest, length);
}

bool wanted(const std::string& path) {
    static const char* const exact[] = {"config.json", "model.safetensors", "model.safetensors.index.json", "tokenizer.json",
                                        "tokenizer_config.json", "special_tokens_map.json", "vocab.json", "merges.txt"};
    if (std::find(std::begin(exact), std::end(exact), path) != std::end(exact)) return true;
    // the shards: model-00001-of-00002.safetensors
    return path.find('/') == std::string::npos && path.rfind("model-", 0) == 0 && path.ends_with(".safetensors") &&
           path.find("-of-") != std::string::npos;
}

// snapshots/<commit>/<file> → ../../blobs/<etag> (deeper for a file in a folder); a copy where the file
// system has no symlinks. Made under a temporary name and renamed: never half there.
void link_into_snapshot(const fs::path& blob, const fs::path& link) {
    fs::create_directories(link.parent_path());
    const fs::path temporary = link.string() + ".linking";
    std::error_code ec;
    fs::remove(temporary, ec);
    fs::create_symlink(fs::relative(blob, link.parent_path()), temporary, ec);
    if (ec) fs::copy_file(blob, temporary, fs::copy_options::overwrite_existing);
    fs::rename(temporary, link);
}

}  // namespace

HubSettings HubSettings::from_environment() {
    HubSettings s;
    if (const std::string e = environment("HF_ENDPOINT"); !e.empty()) s.endpoint = e;
    while (!s.endpoint.empty() && s.endpoint.back() == '/') s.endpoint.pop_back();
    s.token = environment("HF_TOKEN");
    if (s.token.empty()) {  // huggingface_hub's token file: $HF_TOKEN_PATH, else its home's
        const std::string path = environment("HF_TOKEN_PATH");
        std::ifstream in(path.empty() ? hugging_face_home() + "/token" : path);
        std::getline(in, s.token);
        s.token.erase(s.token.find_last_not_of(" \t\r\n") + 1);
    }
    const std::string offline = environment("HF_HUB_OFFLINE");
    s.offline = offline == "1" || offline == "true" || offline == "TRUE" || offline == "yes" || offline == "on";
    s.cache = hub_cache_root();
    return s;
}

RepoListing fetch_listing(const HubSettings& hub, const std::string& repo, const std::string& revision) {
    if (!looks_like_repo_id(repo + "@" + revision))
        throw Error(Message(AL_TEXT("'%1' is not a Hugging Face repo id: an id is OWNER/NAME of letters, digits, '-', '_' and '.', with no '..' or '--'"),
                            printable(repo + (revision == "main" ? "" : "@" + revision))));
    if (hub.offline)
        throw Error(Message(AL_TEXT("%1: HF_HUB_OFFLINE is set, so nothing is downloaded; unset it to fetch the model"), repo));
    Transfer t;
    std::string body;
    t.sink = [&](const char* data, size_t n) {
        if (body.size() + n > 64u << 20) return false;  // a listing of 64 MB is not the Hub's
        body.append(data, n);
        return true;
    };
    get(hub, hub.endpoint + "/api/models/" + repo + "/revision/" + url_path(revision) + "?blobs=true", 0, t);
    if (t.response.code != CURLE_OK) refuse(t.response, repo, "the file list", hub);
    RepoListing listing{repo, revision, "", false, {}};
    try {
        const auto j = nlohmann::json::parse(body);
        listing.commit = j.at("sha").get<std::string>();
        listing.gated = j.contains("gated") && !(j["gated"].is_boolean() && !j["gated"].get<bool>());
        for (const auto& f : j.at("siblings")) {
            HubFile file;
            file.path = f.at("rfilename").get<std::string>();
            file.size = f.value("size", uint64_t{0});
            file.blob_id = f.value("blobId", std::string());
            if (f.contains("lfs") && f["lfs"].is_object()) {
                file.sha256 = f["lfs"].value("sha256", std::string());
                file.size = f["lfs"].value("size", file.size);
            }
            listing.files.push_back(std::move(file));
        }
    } catch (const nlohmann::json::exception& e) {
        throw Error(Message(AL_TEXT("%1: the Hub's file list could not be read (%2); is HF_ENDPOINT (%3) a Hugging Face Hub?"), repo, e.what(), hub.endpoint));
    }
    if (!is_commit_hash(listing.commit)) throw Error(Message(AL_TEXT("%1: the Hub named no commit for %2"), repo, printable(revision)));
    for (const auto& f : listing.files) {
        // names the cache will hold: no absolute paths, no way out of the snapshot
        const fs::path p(f.path);
        const bool escapes = p.is_absolute() || std::any_of(p.begin(), p.end(), [](const fs::path& part) { return part == ".." || part == "."; });
        if (f.path.empty() || escapes || f.etag().empty() || f.etag().find_first_of("/\\.") != std::string::npos)
            throw Error(Message(AL_TEXT("%1: the Hub's file list names '%2', which is not a file of a repo"), repo, printable(f.path)));
    }
    return listing;
}

std::vector<HubFile> files_to_fetch(const RepoListing& listing) {
    std::vector<HubFile> files;
    for (const auto& f : listing.files)
        if (wanted(f.path)) files.push_back(f);
    const auto has = [&](const std::string& name) { return std::any_of(files.begin(), files.end(), [&](const HubFile& f) { return f.path == name; }); };
    const bool weights = std::any_of(files.begin(), files.end(), [](const HubFile& f) { return f.path.ends_with(".safetensors"); });
    if (!has("config.json"))
        throw Error(Message(AL_TEXT("%1 has no config.json: it is not a transformers model AttentionLab can open"), listing.repo_id));
    if (!weights) {
        const bool pickle = std::any_of(listing.files.begin(), listing.files.end(), [](const HubFile& f) {
            return f.path.ends_with(".bin") || f.path.ends_with(".pt") || f.path.ends_with(".pth") || f.path.ends_with(".ckpt");
        });
        if (pickle)
            throw Error(Message(AL_TEXT("%1 has its weights only as PyTorch pickles (pytorch_model.bin), which AttentionLab never opens: loading a pickle can run any code. Look for a version of the model in .safetensors (the Hub's conversion bot often offers one as a pull request, refs/pr/N)"),
                                listing.repo_id));
        throw Error(Message(AL_TEXT("%1 has no model.safetensors: AttentionLab opens weights in safetensors only"), listing.repo_id));
    }
    std::stable_sort(files.begin(), files.end(), [](const HubFile& a, const HubFile& b) { return a.size < b.size; });
    return files;
}

DownloadResult download_model(const HubSettings& hub, const std::string& repo, const std::string& revision,
                              const ProgressCallback& progress) {
    if (hub.offline) {
        const auto cached = find_cached_model(repo + (revision == "main" ? "" : "@" + revision));
        return {cached.folder, cached.commit, 0};
    }
    const RepoListing listing = fetch_listing(hub, repo, revision);
    const std::vector<HubFile> files = files_to_fetch(listing);
    const fs::path root = fs::path(hub.cache) / hub_repo_folder(repo);
    const fs::path blobs = root / "blobs", snapshot = root / "snapshots" / listing.commit;
    std::error_code ec;
    fs::create_directories(blobs, ec);
    if (ec) throw Error(Message(AL_TEXT("%1: cannot make the cache folder %2: %3; set HF_HUB_CACHE to a folder you can write"), repo, blobs.string(), ec.message()));

    DownloadProgress shown;
    for (const auto& f : files) shown.total += f.size;
    DownloadResult result{snapshot.string(), listing.commit, 0};
    const auto started = Clock::now();
    const auto report = [&] {
        const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
        shown.bytes_per_second = seconds > 0.2 ? static_cast<double>(result.fetched) / seconds : 0;
        return !progress || progress(shown);
    };
    for (const auto& f : files) {
        shown.file = f.path;
        const fs::path link = snapshot / f.path, blob = blobs / f.etag();
        if (fs::exists(link, ec) && fs::file_size(link, ec) == f.size) {  // in the snapshot already (exists follows the link)
            shown.done += f.size;
            continue;
        }
        if (!fs::exists(blob, ec) || fs::file_size(blob, ec) != f.size) {
            const fs::path incomplete = blob.string() + ".incomplete";
            uint64_t have = fs::exists(incomplete, ec) ? fs::file_size(incomplete, ec) : 0;
            if (have > f.size) fs::remove(incomplete, ec), have = 0;  // not a prefix of this file
            std::FILE* out = std::fopen(incomplete.c_str(), have > 0 ? "ab" : "wb");
            if (!out) throw Error(Message(AL_TEXT("%1: cannot write %2: %3; set HF_HUB_CACHE to a folder you can write"), repo, incomplete.string(), std::strerror(errno)));
            const std::unique_ptr<std::FILE, decltype(&std::fclose)> close(out, std::fclose);
            const uint64_t base = shown.done;
            bool too_long = false, write_failed = false, cancelled = false;
            int write_errno = 0;
            Transfer t;
            t.sink = [&](const char* data, size_t n) {
                if (have + n > f.size) return too_long = true, false;
                if (std::fwrite(data, 1, n, out) != n) return write_errno = errno, write_failed = true, false;
                have += n, result.fetched += n, shown.done = base + have;
                return true;
            };
            t.keep_going = [&] { return !(cancelled = !report()); };
            const std::string url = hub.endpoint + "/" + repo + "/resolve/" + listing.commit + "/" + url_path(f.path);
            shown.done = base + have;
            if (have < f.size) get(hub, url, have, t);  // (an .incomplete already whole is only checked)
            if (t.response.code == CURLE_RANGE_ERROR && !cancelled) {  // the server cannot resume: from the start
                std::fflush(out);
                if (std::freopen(incomplete.c_str(), "wb", out) == nullptr)
                    throw Error(Message(AL_TEXT("%1: cannot write %2: %3"), repo, incomplete.string(), std::strerror(errno)));
                have = 0, shown.done = base;
                t.response = {};
                get(hub, url, 0, t);
            }
            if (std::fflush(out) != 0 && !write_failed) write_errno = errno, write_failed = true;
            if (cancelled) throw Error(Message(AL_TEXT("%1: cancelled during %2; download again to resume where it stopped"), repo, f.path));
            if (write_failed)
                throw Error(Message(AL_TEXT("%1: %2 could not be written: %3; free some space (it needs %4 bytes more) and download again to resume"),
                                    repo, f.path, std::strerror(write_errno), std::to_string(f.size - have)));
            if (too_long) {
                fs::remove(incomplete, ec);
                throw Error(Message(AL_TEXT("%1: %2: the server sent more than the %3 bytes the Hub announced; nothing was kept; try again later"),
                                    repo, f.path, std::to_string(f.size)));
            }
            if (t.response.code != CURLE_OK) refuse(t.response, repo, f.path, hub);
            if (have != f.size)
                throw Error(Message(AL_TEXT("%1: %2 stopped at %3 of %4 bytes; download again to resume"), repo, f.path, std::to_string(have), std::to_string(f.size)));
            if (!f.sha256.empty() && sha256_of(incomplete) != f.sha256) {
                fs::remove(incomplete, ec);
                throw Error(Message(AL_TEXT("%1: %2: the bytes received do not have the sha256 the Hub announced (%3); they were deleted and nothing entered the cache; download again"),
                                    repo, f.path, f.sha256));
            }
            fs::rename(incomplete, blob);
        } else {
            shown.done += f.size;
        }
        link_into_snapshot(blob, link);
        if (!report()) throw Error(Message(AL_TEXT("%1: cancelled after %2; download again to go on"), repo, f.path));
    }
    if (revision != listing.commit) {  // refs/<branch or tag> → the commit, as huggingface_hub keeps it
        fs::create_directories((root / "refs" / revision).parent_path());
        write_file_atomically((root / "refs" / revision).string(), listing.commit);
    }
    return result;
}

}  // namespace al
