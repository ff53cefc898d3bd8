// What each task trains with unless told otherwise: a model and settings small enough to learn the
// task within a minute on two cores. The CLI's `train` and the GUI's Train tab both start from these.
#pragma once

#include <string>

#include "core/model/config.h"
#include "core/train/train_settings.h"

namespace al {

// The architecture for the task named `task`; vocab_size and block_size come from fit_to_task.
ModelConfig default_model_config(const std::string& task, Arch arch = Arch::decoder);

// Steps, learning rate, warm-up and weight decay for the task named `task`.
TrainSettings default_train_settings(const std::string& task);

}  // namespace al
