// attentionlab-cli train / eval.
#pragma once

#include <CLI/CLI.hpp>

namespace cli {

struct TrainArgs {
    std::string task, data, config, arch, out, resume, checkpoint;
    int length = 8, batch_size = 32, threads = 2;
    int64_t steps = 0, warmup = -1, checkpoint_every = 200, eval_every = 100;
    double lr = 0;
    bool steps_given = false, lr_given = false;  // 0 and negatives given on the command line are errors
    uint64_t seed = 1;
};

struct EvalArgs {
    std::string model, task, data;
    int examples = 1000, length = 8;
    uint64_t seed = 7;
};

CLI::App* add_train_command(CLI::App& app, TrainArgs& args);
CLI::App* add_eval_command(CLI::App& app, EvalArgs& args);
int run_train(const TrainArgs& args);
int run_eval(const EvalArgs& args);

}  // namespace cli
