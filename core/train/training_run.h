// One training run, set up the same way for the CLI's `train` and the Train tab, so they cannot drift:
//   fresh:   task (text reads block_size characters when the config is taken as given) → config
//            fitted to the task → random model (the settings' seed) with the task's tokenizer → trainer
//   resumed: the checkpoint's task, options, settings and model → trainer → its optimizer state;
//            settings given explicitly replace the checkpoint's, and the run lists them
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/io/loaded_model.h"
#include "core/io/safetensors.h"
#include "core/train/task.h"
#include "core/train/trainer.h"

namespace al {

struct TrainingRun {
    std::string task_name;
    TaskOptions task_options;
    std::unique_ptr<Task> task;
    std::unique_ptr<LoadedModel> model;
    std::unique_ptr<Trainer> trainer;          // trains *model on *task
    std::vector<std::string> overridden;       // resumed: "lr 0.003 → 0.001" for each setting replaced

    // fit: vocab_size and block_size come from the task (false: a config file taken as given).
    // Throws al::Error naming what does not fit.
    static TrainingRun fresh(const std::string& task, TaskOptions options, const ModelConfig& config, bool fit,
                             const TrainSettings& settings);
    // `given` holds the settings named on the command line or in the form, by hyperparameter name.
    static TrainingRun resume(const SafetensorsFile& checkpoint, const std::vector<std::pair<std::string, double>>& given = {});
};

// Applies (name, value) pairs to settings; throws al::Error "--FLAG (value) must be …" for a bad one.
void apply_settings(TrainSettings& settings, const std::vector<std::pair<std::string, double>>& given);

}  // namespace al
