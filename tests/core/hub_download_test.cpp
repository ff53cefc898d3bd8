// The downloader against tests/reference/fake_hub.py, a stand-in for the Hub on 127.0.0.1 that
// answers as the Hub does: the API's file list, resolve with LFS files redirected to a CDN that
// honours Range, the Hub's error codes.
#include "core/hub/hub_download.h"

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/read_file.h"
#include "core/io/hub_cache.h"
#include "core/io/open_model.h"
#include "tests/core/error_of.h"

using namespace al;
namespace fs = std::filesystem;

namespace {

const fs::path kModel = fs::path(AL_FIXTURE_DIR) / "llama_tiny" / "llama_f32";
constexpr const char* kCommit = "0123456789abcdef0123456789abcdef01234567";

// The stand-in, started on a free port for the repos of `spec`, stopped with the test.
class FakeHub {
public:
    explicit FakeHub(const std::map<std::string, nlohmann::json>& repos)
        : dir_(fs::temp_directory_path() / ("al_fake_hub_" + std::to_string(::getpid()))) {
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        std::ofstream(dir_ / "spec.json") << nlohmann::json(repos).dump();
        int out[2];
        if (::pipe(out) != 0) throw std::runtime_error("pipe");
        pid_ = ::fork();
        if (pid_ == 0) {
            ::dup2(out[1], 1);
            ::close(out[0]);
            const std::string script = AL_SOURCE_DIR "/tests/reference/fake_hub.py", spec_path = (dir_ / "spec.json").string(),
                              log = (dir_ / "ranges.txt").string();
            ::execlp("python3", "python3", script.c_str(), spec_path.c_str(), log.c_str(), nullptr);
            ::_exit(127);
        }
        ::close(out[1]);
        std::string port;
        char c;
        while (::read(out[0], &c, 1) == 1 && c != '\n') port += c;
        ::close(out[0]);
        if (port.empty()) throw std::runtime_error("fake_hub.py did not start (python3 needed)");
        settings.endpoint = "http://127.0.0.1:" + port;
        settings.cache = (dir_ / "cache").string();
    }
    FakeHub(const FakeHub&) = delete;
    ~FakeHub() {
        ::kill(pid_, SIGTERM);
        ::waitpid(pid_, nullptr, 0);
        fs::remove_all(dir_);
    }
    // The Range headers the CDN has seen, in order ("-" for a request without one).
    std::vector<std::string> ranges() const {
        std::vector<std::string> lines;
        std::ifstream in(dir_ / "ranges.txt");
        for (std::string line; std::getline(in, line);) lines.push_back(line);
        return lines;
    }
    fs::path repo_folder(const std::string& repo) const { return fs::path(settings.cache) / hub_repo_folder(repo); }

    HubSettings settings;

private:
    fs::path dir_;
    pid_t pid_ = -1;
};

nlohmann::json repo(nlohmann::json extra = nlohmann::json::object()) {
    nlohmann::json r = {{"files", {{"config.json", (kModel / "config.json").string()},
                                   {"model.safetensors", (kModel / "model.safetensors").string()},
                                   {"tokenizer.json", (kModel / "tokenizer.json").string()},
                                   {"README.md", (kModel / "config.json").string()},
                                   {"pytorch_model.bin", (kModel / "config.json").string()}}}};
    r.update(extra);
    return r;
}

}  // namespace

TEST(HubDownload, AModelLandsInTheCacheAsHuggingFaceHubLaysItOutAndOpensByItsRepoId) {
    FakeHub hub({{"tiny/llama", repo()}});
    std::vector<std::string> seen;
    const auto result = download_model(hub.settings, "tiny/llama", "main", [&](const DownloadProgress& p) {
        if (seen.empty() || seen.back() != p.file) seen.push_back(p.file);
        EXPECT_LE(p.done, p.total);
        return true;
    });
    const fs::path root = hub.repo_folder("tiny/llama");
    EXPECT_EQ(result.commit, kCommit);
    EXPECT_EQ(fs::path(result.snapshot), root / "snapshots" / kCommit);
    EXPECT_EQ(read_file((root / "refs" / "main").string(), Message("ref")), kCommit);
    // only what AttentionLab reads: no README, no pickle; small files first
    EXPECT_EQ(seen, (std::vector<std::string>{"config.json", "tokenizer.json", "model.safetensors"}));
    EXPECT_FALSE(fs::exists(root / "snapshots" / kCommit / "pytorch_model.bin"));
    // each file a relative link to its blob, named by its sha256 (LFS) or git blob id
    const fs::path link = root / "snapshots" / kCommit / "model.safetensors";
    ASSERT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(fs::read_symlink(link).string().substr(0, 12), "../../blobs/");
    EXPECT_EQ(fs::read_symlink(link).filename().string().size(), 64u);
    EXPECT_EQ(read_file(link.string(), Message("")), read_file((kModel / "model.safetensors").string(), Message("")));
    EXPECT_EQ(fs::read_symlink(root / "snapshots" / kCommit / "config.json").filename().string().size(), 40u);
    EXPECT_EQ(result.fetched, fs::file_size(kModel / "config.json") + fs::file_size(kModel / "tokenizer.json") + fs::file_size(kModel / "model.safetensors"));

    // a second time, everything is there; offline, the cache answers by repo id
    EXPECT_EQ(download_model(hub.settings, "tiny/llama").fetched, 0u);
    ::setenv("HF_HUB_CACHE", hub.settings.cache.c_str(), 1);
    HubSettings offline = hub.settings;
    offline.offline = true;
    EXPECT_EQ(download_model(offline, "tiny/llama").snapshot, result.snapshot);
    EXPECT_EQ(open_model("tiny/llama").config().n_layer, open_model(kModel.string()).config().n_layer);
    EXPECT_NE(error_of([&] { download_model(offline, "tiny/other"); }).find("tiny/other is not in the Hugging Face cache"), std::string::npos);
    ::unsetenv("HF_HUB_CACHE");
}

TEST(HubDownload, ATransferCutPartWayIsResumedWithARangeRequest) {
    FakeHub hub({{"tiny/llama", repo({{"cut_after", 1000}})}});
    const std::string first = error_of([&] { download_model(hub.settings, "tiny/llama"); });
    EXPECT_NE(first.find("model.safetensors"), std::string::npos) << first;
    const fs::path blobs = hub.repo_folder("tiny/llama") / "blobs";
    uint64_t kept = 0;
    for (const auto& e : fs::directory_iterator(blobs))
        if (e.path().extension() == ".incomplete") kept = fs::file_size(e.path());
    EXPECT_EQ(kept, 1000u);  // what arrived is kept for the resume
    EXPECT_FALSE(fs::exists(hub.repo_folder("tiny/llama") / "snapshots" / kCommit / "model.safetensors"));
    const auto result = download_model(hub.settings, "tiny/llama");
    EXPECT_EQ(result.fetched, fs::file_size(kModel / "model.safetensors") - 1000);  // only the rest
    EXPECT_EQ(hub.ranges(), (std::vector<std::string>{"-", "bytes=1000-"}));
    EXPECT_EQ(read_file((fs::path(result.snapshot) / "model.safetensors").string(), Message("")),
              read_file((kModel / "model.safetensors").string(), Message("")));
}

TEST(HubDownload, BytesThatAreNotTheAdvertisedOnesNeverEnterTheSnapshot) {
    FakeHub hub({{"tiny/corrupt", repo({{"corrupt", true}})}, {"tiny/long", repo({{"extra", 10}})}});
    const std::string corrupt = error_of([&] { download_model(hub.settings, "tiny/corrupt"); });
    EXPECT_NE(corrupt.find("do not have the sha256 the Hub announced"), std::string::npos) << corrupt;
    const std::string long_ = error_of([&] { download_model(hub.settings, "tiny/long"); });
    EXPECT_NE(long_.find("more than the"), std::string::npos) << long_;
    for (const char* r : {"tiny/corrupt", "tiny/long"}) {
        EXPECT_FALSE(fs::exists(hub.repo_folder(r) / "snapshots" / kCommit / "model.safetensors")) << r;
        for (const auto& e : fs::directory_iterator(hub.repo_folder(r) / "blobs"))
            EXPECT_LT(fs::file_size(e.path()), 100000u) << r << ": " << e.path();  // only the small files
    }
}

TEST(HubDownload, AGatedRepoSaysHowToGetAccessAndOpensWithAToken) {
    FakeHub hub({{"meta/gated", repo({{"gated", true}, {"token", "hf_good"}})}});
    const std::string without = error_of([&] { download_model(hub.settings, "meta/gated"); });
    EXPECT_NE(without.find("meta/gated is gated"), std::string::npos) << without;
    EXPECT_NE(without.find("HF_TOKEN"), std::string::npos);
    HubSettings wrong = hub.settings;
    wrong.token = "hf_bad";
    EXPECT_NE(error_of([&] { download_model(wrong, "meta/gated"); }).find("has no access yet"), std::string::npos);
    HubSettings with = hub.settings;
    with.token = "hf_good";
    EXPECT_TRUE(fs::exists(fs::path(download_model(with, "meta/gated").snapshot) / "model.safetensors"));
}

TEST(HubDownload, WhatCannotBeFetchedIsRefusedByName) {
    nlohmann::json pickle_only = {{"files", {{"config.json", (kModel / "config.json").string()},
                                             {"pytorch_model.bin", (kModel / "config.json").string()}}}};
    FakeHub hub({{"tiny/llama", repo()}, {"old/pickle", pickle_only}, {"tiny/loop", repo({{"redirect_loop", true}})}});
    EXPECT_NE(error_of([&] { download_model(hub.settings, "nobody/nothing"); }).find("nobody/nothing was not found"), std::string::npos);
    EXPECT_NE(error_of([&] { download_model(hub.settings, "tiny/llama", "v9"); }).find("no such revision"), std::string::npos);
    EXPECT_NE(error_of([&] { download_model(hub.settings, "../etc/passwd"); }).find("is not a Hugging Face repo id"), std::string::npos);
    const std::string pickle = error_of([&] { download_model(hub.settings, "old/pickle"); });
    EXPECT_NE(pickle.find("only as PyTorch pickles"), std::string::npos) << pickle;
    EXPECT_NE(error_of([&] { download_model(hub.settings, "tiny/loop"); }).find("redirect loop"), std::string::npos);
    HubSettings nowhere = hub.settings;
    nowhere.endpoint = "http://127.0.0.1:1";  // nothing listens there
    EXPECT_NE(error_of([&] { download_model(nowhere, "tiny/llama"); }).find("check the network connection"), std::string::npos);
    EXPECT_FALSE(fs::exists(hub.repo_folder("old/pickle") / "snapshots"));
}

TEST(HubDownload, CancellingKeepsWhatArrivedForTheNextRun) {
    FakeHub hub({{"tiny/llama", repo()}});
    const std::string cancelled = error_of([&] {
        download_model(hub.settings, "tiny/llama", "main", [](const DownloadProgress& p) { return p.file != "model.safetensors"; });
    });
    EXPECT_NE(cancelled.find("cancelled"), std::string::npos) << cancelled;
    EXPECT_FALSE(fs::exists(hub.repo_folder("tiny/llama") / "snapshots" / kCommit / "model.safetensors"));
    EXPECT_TRUE(fs::exists(hub.repo_folder("tiny/llama") / "snapshots" / kCommit / "config.json"));
    const auto result = download_model(hub.settings, "tiny/llama");
    EXPECT_NO_THROW(open_model(result.snapshot));
}

TEST(HubDownload, AFullDiskPartWayKeepsWhatArrivedAndSaysHowMuchMoreItNeeds) {
    FakeHub hub({{"tiny/llama", repo()}});
    // a disk that fills after 20,000 bytes: a child whose files may not grow past that (RLIMIT_FSIZE;
    // the write fails with EFBIG instead of ENOSPC, through the same path)
    const pid_t child = ::fork();
    if (child == 0) {
        ::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{20000, 20000};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        const std::string e = error_of([&] { download_model(hub.settings, "tiny/llama"); });
        ::_exit(e.find("model.safetensors could not be written") != std::string::npos && e.find("bytes more) and download again to resume") != std::string::npos ? 0 : 1);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
    EXPECT_FALSE(fs::exists(hub.repo_folder("tiny/llama") / "snapshots" / kCommit / "model.safetensors"));
    uint64_t kept = 0;
    for (const auto& e : fs::directory_iterator(hub.repo_folder("tiny/llama") / "blobs"))
        if (e.path().extension() == ".incomplete") kept = fs::file_size(e.path());
    EXPECT_EQ(kept, 20000u);
    // with room again, the rest
    EXPECT_EQ(download_model(hub.settings, "tiny/llama").fetched, fs::file_size(kModel / "model.safetensors") - 20000);
}
