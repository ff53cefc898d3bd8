#include "cli_download.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iostream>

#include "core/hub/hub_download.h"

namespace cli {
namespace {

std::string megabytes(uint64_t bytes) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f MB", static_cast<double>(bytes) / 1e6);
    return text;
}

}  // namespace

CLI::App* add_download_command(CLI::App& app, DownloadArgs& args) {
    auto* c = app.add_subcommand("download", "Download a model from the Hugging Face Hub into the Hugging Face cache "
                                             "(config.json, the .safetensors weights, the tokenizer; never a pickle)");
    c->add_option("repo", args.repo_id, "Repo id, e.g. openai-community/gpt2 or HuggingFaceTB/SmolLM2-135M")->required();
    c->add_option("--revision", args.revision, "Branch, tag or commit")->capture_default_str();
    c->footer("Files go to $HF_HUB_CACHE, else $HF_HOME/hub, else ~/.cache/huggingface/hub, as huggingface_hub lays them out; "
              "an interrupted download resumes. HF_TOKEN (or `hf auth login`'s token file) opens gated repos, HF_ENDPOINT "
              "names another Hub, HF_HUB_OFFLINE=1 answers from the cache only. The last line printed is the folder to open.");
    return c;
}

int run_download(const DownloadArgs& args) {
    const al::HubSettings hub = al::HubSettings::from_environment();
    const bool terminal = isatty(STDERR_FILENO);
    std::string last_file;
    auto last_drawn = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    const auto result = al::download_model(hub, args.repo_id, args.revision, [&](const al::DownloadProgress& p) {
        if (terminal) {  // one line, redrawn ten times a second
            const auto now = std::chrono::steady_clock::now();
            if (now - last_drawn < std::chrono::milliseconds(100) && p.done != p.total) return true;
            last_drawn = now;
            const std::string speed = p.bytes_per_second > 0 ? megabytes(static_cast<uint64_t>(p.bytes_per_second)) + "/s" : "",
                              left = p.bytes_per_second > 0 ? std::to_string(static_cast<long>((p.total - p.done) / p.bytes_per_second)) + " s left" : "";
            std::fprintf(stderr, "\r%-28.28s %10s / %-10s %11s  %-10s", p.file.c_str(), megabytes(p.done).c_str(), megabytes(p.total).c_str(),
                         speed.c_str(), left.c_str());
        } else if (p.file != last_file) {
            std::fprintf(stderr, "%s (%s of %s done)\n", p.file.c_str(), megabytes(p.done).c_str(), megabytes(p.total).c_str());
        }
        last_file = p.file;
        return true;
    });
    if (terminal) std::fprintf(stderr, "\n");
    std::cerr << args.repo_id << " at commit " << result.commit << ": "
              << (result.fetched ? megabytes(result.fetched) + " downloaded" : std::string("everything was in the cache")) << "\n";
    std::cout << result.snapshot << "\n";
    return 0;
}

}  // namespace cli
