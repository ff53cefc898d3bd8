// An unknown command or option is named with the closest valid one ("did you mean tokenize?"), before
// CLI11 reads the line: CLI11 alone says "A subcommand is required" for "tokenise" and lists a
// mistyped option among "arguments not expected".
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace cli {

// Empty when every command and --option in `args` (argv without the program) is one `app` knows;
// else "unknown command 'tokenise'; did you mean 'tokenize'? …" or "trace has no option --outt; did
// you mean --out?".
std::string unknown_name(const CLI::App& app, const std::vector<std::string>& args);

}  // namespace cli
