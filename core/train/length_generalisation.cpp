#include "core/train/length_generalisation.h"

#include <chrono>

#include "core/base/error.h"
#include "core/train/task_defaults.h"
#include "core/train/trainer.h"
#include "core/train/training_run.h"

namespace al {

std::vector<int> LengthExperiment::lengths() const {
    std::vector<int> out;
    for (int l = (train_length + 1) / 2; l <= 2 * train_length; ++l) out.push_back(l);
    return out;
}

void LengthExperiment::validate() const {
    if (task != "copy" && task != "reverse")
        throw Error(Message(AL_TEXT("the length experiment trains copy or reverse, not \"%1\""), task));
    if (train_length < 2 || train_length > 32)
        throw Error(Message(AL_TEXT("the training length (%1) must be between 2 and 32 (it is scored up to twice that)"),
                            std::to_string(train_length)));
    if (examples < 1) throw Error(Message(AL_TEXT("examples (%1) must be positive"), std::to_string(examples)));
    if (positionals.empty()) throw Error(Message(AL_TEXT("the length experiment needs at least one kind of position")));
}

std::vector<LengthCurve> run_length_experiment(const LengthExperiment& e,
                                               const std::function<void(const LengthProgress&, const std::vector<LengthCurve>&)>& on_progress,
                                               const std::atomic<bool>* stop) {
    e.validate();
    std::vector<LengthCurve> curves;
    const auto longest = make_task(e.task, TaskOptions::with_length(2 * e.train_length));
    for (size_t m = 0; m < e.positionals.size(); ++m) {
        const auto start = std::chrono::steady_clock::now();
        ModelConfig c = default_model_config(e.task);
        c.positional = e.positionals[m];
        c.vocab_size = longest->tokenizer().size();
        c.block_size = longest->decoder_length(c.arch);  // room for the longest string scored
        TaskOptions trained = TaskOptions::with_length(e.train_length);
        trained.shortest = 1;
        TrainSettings s = default_train_settings(e.task);
        s.steps = e.steps, s.seed = e.seed, s.threads = e.threads, s.eval_interval = e.steps, s.eval_examples = 1;
        auto run = TrainingRun::fresh(e.task, trained, c, false, s);
        run.trainer->run([&](const StepReport& r) {
            if (on_progress) on_progress({static_cast<int>(m), r.step}, curves);
        }, stop);
        if (stop && stop->load()) break;
        LengthCurve curve{e.positionals[m], {}, {}, 0};
        for (const int length : e.lengths()) {
            const auto task = make_task(e.task, TaskOptions::with_length(length));
            TrainSettings scoring;
            scoring.seed = e.seed + 1000, scoring.eval_examples = e.examples, scoring.threads = e.threads;
            const EvalReport r = Trainer(*run.model, *task, scoring).evaluate();
            curve.accuracy.push_back(r.accuracy);
            curve.token_accuracy.push_back(r.token_accuracy);
        }
        curve.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        curves.push_back(std::move(curve));
        if (on_progress) on_progress({static_cast<int>(m), e.steps}, curves);
    }
    return curves;
}

}  // namespace al
