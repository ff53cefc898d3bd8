// attentionlab-cli train / eval.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <utility>
#include <vector>

namespace cli {

struct TrainArgs {
    std::string task, data, config, arch, preset, out, resume, checkpoint;
    int length = 8;
    int64_t checkpoint_every = 200;
    bool force = false, data_named = false;  // data_named: --data given, even as ""
    std::vector<std::pair<std::string, double>> settings;  // hyperparameters given as flags, by name
};

struct EvalArgs {
    std::string model, task, data;
    int examples = 1000, length = 8;
    uint64_t seed = 7;
    bool json = false;
};

struct LengthsArgs {
    std::string task = "copy";
    int length = 8, examples = 200;
    int64_t steps = 3000;
    uint64_t seed = 1;
    bool json = false;
};

CLI::App* add_train_command(CLI::App& app, TrainArgs& args);
CLI::App* add_lengths_command(CLI::App& app, LengthsArgs& args);
int run_lengths(const LengthsArgs& args);
CLI::App* add_eval_command(CLI::App& app, EvalArgs& args);
int run_train(const TrainArgs& args);
int run_eval(const EvalArgs& args);

}  // namespace cli
