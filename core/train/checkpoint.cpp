// The training checkpoint format: a model file (model_io.h) plus AdamW's moments as optimizer.m.<name>
// and optimizer.v.<name>, and metadata "training": {"step", "task", "task_options", "settings"}.
// It loads as a plain model too (load_model ignores the optimizer tensors).
#include <cmath>

#include <nlohmann/json.hpp>

#include "core/base/json_depth.h"
#include "core/io/model_io.h"
#include "core/train/trainer.h"

namespace al {
namespace {

// read(j) on a checkpoint's parsed "training" metadata. Throws al::Error naming the file when it has
// none (a plain model), or when the metadata is not JSON or lacks what read() asks for.
template <class Read>
auto read_training_metadata(const SafetensorsFile& checkpoint, Read&& read) {
    const auto meta = checkpoint.metadata().find("training");
    if (meta == checkpoint.metadata().end()) throw Error(Message(AL_TEXT("%1: a model, not a training checkpoint"), checkpoint.source()));
    require_shallow_json(meta->second, Message(AL_TEXT("%1: the training metadata"), checkpoint.source()));
    try {
        return read(nlohmann::json::parse(meta->second));
    } catch (const nlohmann::json::exception& e) {
        throw Error(Message(AL_TEXT("%1: the training metadata is malformed: %2"), checkpoint.source(), e.what()));
    } catch (const Error& e) {  // a setting out of range or of the wrong type
        throw Error(Message(AL_TEXT("%1: the training metadata is malformed: %2"), checkpoint.source(), e.what()));
    }
}

}  // namespace

void Trainer::save_checkpoint(const std::string& path, const std::string& task_name, const TaskOptions& task_options) const {
    SafetensorsWriter w = model_writer(model_, tokenizer_after(task_, model_.config().arch), task_.name());
    for (auto& [prefix, moments] : {std::pair{"optimizer.m.", &optimizer_.first_moment()}, std::pair{"optimizer.v.", &optimizer_.second_moment()}})
        for (const auto& ref : named_parameters(*moments))
            if (ref.trainable()) w.add(prefix + ref.name, ref.shape, ref.data);
    w.set_metadata("training", nlohmann::json{{"step", optimizer_.steps()},
                                              {"task", task_name},
                                              {"task_options", {{"length", task_options.length},
                                                                {"shortest", task_options.shortest},
                                                                {"data_file", task_options.data_file},
                                                                {"context", task_options.context}}},
                                              {"settings", nlohmann::json::parse(settings_.to_json())}}
                                   .dump());
    w.write(path);
}

TrainSettings Trainer::checkpoint_settings(const SafetensorsFile& checkpoint) {
    return read_training_metadata(checkpoint, [](const nlohmann::json& j) { return TrainSettings::from_json(j.at("settings").dump()); });
}

std::pair<std::string, TaskOptions> Trainer::checkpoint_task(const SafetensorsFile& checkpoint) {
    return read_training_metadata(checkpoint, [](const nlohmann::json& j) {
        TaskOptions o;
        if (j.contains("task_options")) {
            const auto& t = j.at("task_options");
            o.length = t.value("length", o.length);
            o.shortest = t.value("shortest", o.shortest);
            o.data_file = t.value("data_file", o.data_file);
            o.context = t.value("context", o.context);
        }
        return std::pair{j.at("task").get<std::string>(), o};
    });
}

void Trainer::restore_optimizer(const SafetensorsFile& checkpoint) {
    const auto step = read_training_metadata(checkpoint, [](const nlohmann::json& j) {
        if (!j.at("step").is_number_integer()) throw Error(Message(AL_TEXT("\"step\" must be a whole number")));
        return j.at("step").get<int64_t>();
    });
    if (step < 0)
        throw Error(Message(AL_TEXT("%1: the checkpoint's step is %2; a step count is never negative — the checkpoint is corrupt"),
                            checkpoint.source(), std::to_string(step)));
    if (step > settings_.steps)
        throw Error(Message(AL_TEXT("%1: the checkpoint is at step %2, past the run's %3 steps; give --steps larger than %2 to continue it"),
                            checkpoint.source(), std::to_string(step), std::to_string(settings_.steps)));
    for (auto& [prefix, moments] : {std::pair{"optimizer.m.", &optimizer_.first_moment()}, std::pair{"optimizer.v.", &optimizer_.second_moment()}})
        for (const auto& ref : named_parameters(*moments)) {
            if (!ref.trainable()) continue;
            const auto* info = checkpoint.find(prefix + ref.name);
            if (!info || info->shape != ref.shape) throw Error(Message(AL_TEXT("%1: optimizer state for %2 is missing or mis-shaped"), checkpoint.source(), ref.name));
            const auto values = checkpoint.floats(*info);
            const bool squares = moments == &optimizer_.second_moment();  // v is a mean of squares: never negative
            for (const float v : values)  // not the model's fault: the file is damaged
                if (!std::isfinite(v) || (squares && v < 0))
                    throw Error(Message(AL_TEXT("%1: the optimizer state %2%3 holds %4; the checkpoint is corrupt — resume from an earlier one, or train the model file anew"), checkpoint.source(), prefix, ref.name, std::to_string(v)));
            std::copy(values.begin(), values.end(), ref.data);
        }
    optimizer_.set_steps(step);
}

}  // namespace al
