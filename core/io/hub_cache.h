// The Hugging Face cache as huggingface_hub lays it out, read so that a model downloaded by Python
// tools (or by AttentionLab) opens by its repo id, offline:
//
//   <cache>/models--OWNER--NAME/refs/main              the commit "main" points at (40 hex digits)
//                              /snapshots/<commit>/FILE  the files, relative symlinks into blobs/
//                              /blobs/<etag>             the bytes
//
// <cache> is $HF_HUB_CACHE, else $HF_HOME/hub, else ~/.cache/huggingface/hub (huggingface_hub's
// constants.py).
#pragma once

#include <string>
#include <vector>

namespace al {

// Hugging Face's own folder: $HF_HOME, else $XDG_CACHE_HOME/huggingface, else ~/.cache/huggingface
// (the token file lives there).
std::string hugging_face_home();
// The cache: $HF_HUB_CACHE, else hugging_face_home()/hub.
std::string hub_cache_root();

// 40 lower-case hex digits: a git commit as the Hub and the cache name it.
bool is_commit_hash(const std::string& text);

// Whether `text` has the form of a Hub repo id ("gpt2", "Qwen/Qwen3-0.6B", optionally "@revision"):
// letters, digits, '-', '_', '.', one '/', no "--" or "..", not starting or ending with '-' or '.'.
bool looks_like_repo_id(const std::string& text);

// "Qwen/Qwen3-0.6B" → "models--Qwen--Qwen3-0.6B", the repo's folder in the cache.
std::string hub_repo_folder(const std::string& repo_id);

struct CachedModel {
    std::string repo_id;   // "Qwen/Qwen3-0.6B"
    std::string revision;  // "main", or the commit asked for
    std::string commit;
    std::string folder;    // the snapshot folder, to open as a model folder
};

// The snapshot of `repo_id` ("OWNER/NAME" or "OWNER/NAME@REVISION"; the revision a ref such as
// "main" or a commit) in the cache. Throws al::Error naming the repo and what to do: an id the Hub
// does not allow, a repo or revision not downloaded, a corrupt ref, a snapshot missing config.json or
// whose file points to a blob that is not there.
CachedModel find_cached_model(const std::string& repo_id);

// "OWNER/NAME@COMMIT" when `path` is a snapshot folder of a Hugging Face cache (…/models--OWNER--NAME/
// snapshots/COMMIT) or a file in one, or a repo id in this cache (resolved to its commit); "" otherwise.
// What a session records so that it opens that exact model again, or can offer to download it.
std::string hub_snapshot_id(const std::string& path);

// Every repo in the cache whose main snapshot holds config.json, by repo id.
std::vector<CachedModel> cached_models();

}  // namespace al
