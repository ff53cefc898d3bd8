// attentionlab-cli download: a model from the Hugging Face Hub into the Hugging Face cache.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace cli {

struct DownloadArgs {
    std::string repo_id, revision = "main";
};

CLI::App* add_download_command(CLI::App& app, DownloadArgs& args);
// Progress on stderr (a bar that redraws itself when stderr is a terminal, a line per file otherwise);
// the last line on stdout is the snapshot folder.
int run_download(const DownloadArgs& args);

}  // namespace cli
