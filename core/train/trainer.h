// The trainer: knows nothing of the model's insides beyond forward/backward, reports each step as
// a plain StepReport, and is reproducible — the batch and dropout masks of step n come from
// (seed, n), so the same seed gives bit-identical losses, and a resumed run continues exactly.
//
// The batch is cut into micro-batches of `micro_batch` sequences (small passes stay in the cache,
// and each thread reuses one trace for all its passes); they are dealt round-robin into
// max(2, threads) gradient buffers, one thread filling each, and the buffers are added in a fixed
// order, so the result depends neither on timing nor on the number of threads.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>

#include "core/base/error.h"
#include "core/io/safetensors.h"
#include "core/model/model.h"
#include "core/train/head_scores.h"
#include "core/train/optimizer.h"
#include "core/train/task.h"
#include "core/train/train_settings.h"

namespace al {

struct EvalReport {
    double loss = 0;
    double accuracy = 0;  // exact match of whole answers; per-token for text
    double token_accuracy = 0;  // the share of scored tokens predicted right (the same as accuracy for text)
    std::vector<double> part_losses;  // the loss over each of Task::loss_parts() (induction: first, repeat)
    std::optional<HeadScores> heads;  // Task::scores_heads(): every head's previous-token and induction score
};

struct StepReport {
    int64_t step = 0;  // steps completed
    double loss = 0, learning_rate = 0, grad_norm = 0, tokens_per_second = 0, elapsed_seconds = 0;
    std::optional<EvalReport> eval;
};

// Thrown when the loss or the gradient norm is not finite; the weights are those of the last good step.
struct TrainingDiverged : Error {
    using Error::Error;
};

class Trainer {
public:
    // Throws al::Error when the model cannot learn the task (block_size, vocabulary, architecture).
    Trainer(Model<float>& model, const Task& task, TrainSettings settings);

    StepReport step();
    EvalReport evaluate() const;
    int64_t steps_done() const { return optimizer_.steps(); }
    const TrainSettings& settings() const { return settings_; }

    // Runs until settings.steps, stop becomes true, or divergence (rethrown after the callback
    // has seen the last good report). The callback sees every step.
    void run(const std::function<void(const StepReport&)>& on_step, const std::atomic<bool>* stop = nullptr);

    // Model + optimiser state + step, in one safetensors file that also loads as a plain model
    // (the format: checkpoint.cpp).
    void save_checkpoint(const std::string& path, const std::string& task_name, const TaskOptions& task_options = {}) const;
    void restore_optimizer(const SafetensorsFile& checkpoint);
    static TrainSettings checkpoint_settings(const SafetensorsFile& checkpoint);
    // The task a checkpoint was training: its name and options (throws for a plain model file).
    static std::pair<std::string, TaskOptions> checkpoint_task(const SafetensorsFile& checkpoint);

    // Example batches for preview and tests.
    Batch make_batch(const std::vector<Example>& examples, std::vector<int>& targets) const;
    std::vector<Example> sample_examples(int n, uint64_t seed, Split split) const;

private:
    double micro_batch(const Batch& batch, const std::vector<int>& targets, uint64_t dropout_seed, int total_targets,
                       ForwardTrace<float>& trace, ModelParams<float>& grads) const;
    void check_divergence(int64_t step, double loss, double grad_norm) const;
    void update_running_statistics(const std::vector<ForwardTrace<float>>& traces);

    Model<float>& model_;
    const Task& task_;
    TrainSettings settings_;
    AdamW optimizer_;
    std::vector<Example> validation_;
    double elapsed_ = 0;
    std::vector<ForwardTrace<float>> traces_;
    std::vector<ModelParams<float>> grads_;
};

}  // namespace al
