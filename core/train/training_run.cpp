#include "core/train/training_run.h"

#include "core/io/model_io.h"

namespace al {

void apply_settings(TrainSettings& settings, const std::vector<std::pair<std::string, double>>& given) {
    for (const auto& [name, value] : given) {
        const Hyperparameter& h = hyperparameter(name);
        h.require(value, "--" + h.flag);
        h.set(settings, value);
    }
}

TrainingRun TrainingRun::fresh(const std::string& task, TaskOptions options, const ModelConfig& config, bool fit,
                               const TrainSettings& settings) {
    settings.validate();
    TrainingRun run;
    run.task_name = task;
    if (task == "text" && !fit) options.context = config.block_size;  // the windows must fit the model
    run.task_options = options;
    run.task = make_task(task, options);
    const ModelConfig c = fit ? fit_to_task(config, *run.task) : config;
    c.validate();
    run.model = std::make_unique<LoadedModel>(Model<float>::random(c, settings.seed), tokenizer_after(*run.task, c.arch), task);
    run.trainer = std::make_unique<Trainer>(*run.model, *run.task, settings);
    return run;
}

TrainingRun TrainingRun::resume(const SafetensorsFile& checkpoint, const std::vector<std::pair<std::string, double>>& given) {
    TrainingRun run;
    std::tie(run.task_name, run.task_options) = Trainer::checkpoint_task(checkpoint);
    TrainSettings settings = Trainer::checkpoint_settings(checkpoint);
    const TrainSettings saved = settings;
    apply_settings(settings, given);
    for (const auto& [name, value] : given) {
        const Hyperparameter& h = hyperparameter(name);
        if (h.get(saved) != h.get(settings)) run.overridden.push_back("--" + h.flag + " " + Hyperparameter::format(h.get(saved)) + " → " + Hyperparameter::format(h.get(settings)));
    }
    run.task = make_task(run.task_name, run.task_options);
    run.model = std::make_unique<LoadedModel>(load_model(checkpoint));
    run.trainer = std::make_unique<Trainer>(*run.model, *run.task, settings);
    run.trainer->restore_optimizer(checkpoint);
    return run;
}

}  // namespace al
