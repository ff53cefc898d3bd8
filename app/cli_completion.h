// Shell completion for attentionlab-cli, written from the same CLI11 definitions as --help, so a new
// command or option completes without anyone editing a script. `attentionlab-cli --completion bash`
// (or zsh) prints the script; the build writes both and the package installs them.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace cli {

// The completion script for `shell` ("bash" or "zsh"): commands, each command's --options, an
// option's fixed values ({char,word}), files and folders for every other value. Empty for another shell.
std::string completion_script(const CLI::App& app, const std::string& shell);

}  // namespace cli
