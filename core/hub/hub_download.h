// Downloading a model from the Hugging Face Hub into the Hugging Face cache, as huggingface_hub does,
// so that Python tools find what AttentionLab fetched and the other way round (core/io/hub_cache.h):
//
//   GET {endpoint}/api/models/REPO/revision/REV?blobs=true   the commit and every file with its size,
//                                                            git blob id and, for LFS files, sha256
//   GET {endpoint}/REPO/resolve/COMMIT/FILE                  the bytes (redirects followed: LFS files
//                                                            live on a CDN), resumed with Range
//   blobs/<etag>.incomplete → blobs/<etag>                   etag: the LFS sha256, else the git blob id;
//                                                            an LFS file's sha256 checked before it enters
//   snapshots/<commit>/FILE → ../../blobs/<etag>             a relative symlink (a copy where links fail)
//   refs/<REV>                                               the commit, when REV is a branch or tag
//
// Only what AttentionLab reads is fetched: config.json, the .safetensors files (one, or the shards the
// index names), tokenizer.json, vocab.json, merges.txt and the tokenizer's small configs; never a pickle
// (.bin, .pt, .pth, .ckpt) or another format. Built once, not per CPU level: it links libcurl and OpenSSL
// and none of the maths.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace al {

struct HubSettings {
    std::string endpoint = "https://huggingface.co";  // HF_ENDPOINT
    std::string token;    // HF_TOKEN, else the file $HF_HOME/token (~/.cache/huggingface/token); empty: none
    bool offline = false;  // HF_HUB_OFFLINE=1: nothing is fetched, the cache answers
    std::string cache;     // hub_cache_root()
    // Read from the environment as huggingface_hub reads it.
    static HubSettings from_environment();
};

struct HubFile {
    std::string path;    // in the repo: "model.safetensors", "onnx/model.onnx"
    uint64_t size = 0;
    std::string blob_id;  // git's object id
    std::string sha256;   // LFS files only
    std::string etag() const { return sha256.empty() ? blob_id : sha256; }  // its name in blobs/
};

struct RepoListing {
    std::string repo_id, revision, commit;
    bool gated = false;
    std::vector<HubFile> files;
};

// What the Hub says of REPO at REV. Throws al::Error naming the repo: not found, gated without a token
// that has access (and how to get one), offline, no connection, an answer that is not the Hub's.
RepoListing fetch_listing(const HubSettings& hub, const std::string& repo_id, const std::string& revision = "main");

// The files of a listing AttentionLab needs, in the order to fetch them (small ones first). Throws
// al::Error when the repo has no config.json or no .safetensors weights (a pickle-only repo says so).
std::vector<HubFile> files_to_fetch(const RepoListing& listing);

struct DownloadProgress {
    std::string file;        // the one being fetched
    uint64_t done = 0;       // bytes of all the files, those already in the cache included
    uint64_t total = 0;
    double bytes_per_second = 0;  // of this run, over the last seconds
};
// Returns false to cancel: the download stops, its .incomplete file kept for a resume.
using ProgressCallback = std::function<bool(const DownloadProgress&)>;

struct DownloadResult {
    std::string snapshot;  // the folder to open
    std::string commit;
    uint64_t fetched = 0;  // bytes transferred this time (0: everything was in the cache)
};

// Downloads what files_to_fetch names into the cache and returns the snapshot folder. Offline, the
// cache answers (find_cached_model). Files already in the snapshot are kept; a blob.incomplete is
// resumed. Throws al::Error naming the repo and file: cancelled, a checksum that differs (the bytes are
// deleted, nothing enters snapshots/), more bytes than announced, a full disk (the .incomplete kept), an
// HTTP error.
DownloadResult download_model(const HubSettings& hub, const std::string& repo_id, const std::string& revision = "main",
                              const ProgressCallback& progress = {});

}  // namespace al
