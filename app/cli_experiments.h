// attentionlab-cli lens / patch / attribute: the interpretability experiments of core/explain, each
// printing one JSON object (docs/cli.md).
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "cli_model.h"

namespace cli {

struct ExperimentCommands {
    CLI::App *lens = nullptr, *patch = nullptr, *attribute = nullptr;
    ModelArgs model_lens, model_patch, model_attribute;
    std::string text, target, clean, corrupt, answer, wrong, site = "resid";
    int top = 5, position = -1;

    bool chosen() const { return *lens || *patch || *attribute; }
};

void add_experiment_commands(CLI::App& app, ExperimentCommands& commands);
// The exit code of the chosen experiment, or −1 when none was chosen. Throws al::Error.
int run_experiment(const ExperimentCommands& commands);

}  // namespace cli
