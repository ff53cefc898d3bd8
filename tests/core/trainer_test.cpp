#include "core/train/trainer.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <limits>
#include <tuple>

#include "core/train/loss.h"
#include "core/io/model_io.h"
#include "core/train/task_defaults.h"
#include "core/train/training_run.h"
#include "tests/core/error_of.h"

using namespace al;

namespace {

ModelConfig small_for(const Task& task) {
    ModelConfig c;
    c.vocab_size = task.tokenizer().size();
    c.block_size = task.decoder_length(Arch::decoder);
    c.n_layer = 1, c.n_head = 2, c.n_embd = 16, c.d_ff = 32;
    return c;
}

TrainSettings quick(int64_t steps, int threads = 2) {
    TrainSettings s;
    s.steps = steps, s.batch_size = 8, s.threads = threads, s.eval_interval = 1000, s.eval_examples = 16, s.warmup = 2;
    return s;
}

}  // namespace

TEST(AdamW, FirstStepMovesEachWeightByTheLearningRateAgainstItsGradientSign) {
    // step 1: m̂ = g, v̂ = g², so the update is lr·g/(|g| + ε) ≈ lr·sign(g); decay: θ·(1 − lr·wd)
    ModelConfig c;
    c.vocab_size = 5, c.block_size = 2, c.n_layer = 1, c.n_head = 1, c.n_embd = 2, c.d_ff = 2;
    auto params = allocate_parameters<float>(c);
    auto grads = allocate_parameters<float>(c);
    zero_parameters(grads);
    params.wte(0, 0) = 1.0f, grads.wte(0, 0) = 0.5f;
    params.wte(0, 1) = -2.0f, grads.wte(0, 1) = -3.0f;
    grads.transformer.ln_f.bias[0] = 2.0f;  // a bias: no decay
    AdamW adam(c, {0.9, 0.99, 1e-8, 0.1});
    adam.step(params, grads, 0.01);
    EXPECT_NEAR(params.wte(0, 0), 1.0f * (1 - 0.001f) - 0.01f, 1e-6);
    EXPECT_NEAR(params.wte(0, 1), -2.0f * (1 - 0.001f) + 0.01f, 1e-6);
    EXPECT_NEAR(params.transformer.ln_f.bias[0], -0.01f, 1e-6);
    EXPECT_FLOAT_EQ(params.transformer.ln_f.weight[1], 1.0f) << "no gradient, no decay on norms: unchanged";
}

TEST(LearningRate, WarmsUpLinearlyThenDecaysAlongACosineToTheMinimum) {
    EXPECT_DOUBLE_EQ(learning_rate(0, 10, 110, 1.0, 0.1), 0.1);
    EXPECT_DOUBLE_EQ(learning_rate(9, 10, 110, 1.0, 0.1), 1.0);
    EXPECT_DOUBLE_EQ(learning_rate(10, 10, 110, 1.0, 0.1), 1.0);
    EXPECT_NEAR(learning_rate(60, 10, 110, 1.0, 0.1), 0.55, 1e-12);  // halfway: (1 + 0.1)/2
    EXPECT_DOUBLE_EQ(learning_rate(110, 10, 110, 1.0, 0.1), 0.1);
}

TEST(ClipGradients, ScalesTheGlobalNormDownToTheLimitBeforeTheUpdate) {
    ModelConfig c;
    c.vocab_size = 5, c.block_size = 2, c.n_layer = 1, c.n_head = 1, c.n_embd = 2, c.d_ff = 2;
    auto params = allocate_parameters<float>(c);
    auto grads = allocate_parameters<float>(c);
    zero_parameters(grads);
    grads.wte(0, 0) = 3, grads.wte(1, 1) = 4;  // norm 5
    EXPECT_DOUBLE_EQ(gradient_norm(grads), 5.0);
    EXPECT_FLOAT_EQ(clip_factor(5.0, 1.0), 0.2f);
    EXPECT_FLOAT_EQ(clip_factor(5.0, 0.0), 1.0f) << "0 turns clipping off";
    EXPECT_FLOAT_EQ(clip_factor(0.5, 1.0), 1.0f) << "a norm below the limit is left alone";
    AdamW adam(c, {});
    adam.step(params, grads, 0.01, clip_factor(5.0, 1.0));
    EXPECT_FLOAT_EQ(grads.wte(0, 0), 0.6f);
    EXPECT_FLOAT_EQ(grads.wte(1, 1), 0.8f);
    EXPECT_FLOAT_EQ(adam.first_moment().wte(1, 1), 0.1f * 0.8f) << "the moments see the clipped gradient";
}

TEST(AdamW, GivesTheSameBitsOnOneThreadAndTwoWhenTensorsSpanManyPieces) {
    ModelConfig c;
    c.vocab_size = 65, c.block_size = 64, c.n_layer = 2, c.n_head = 4, c.n_embd = 64, c.d_ff = 256;  // tensors of 64–16,384 values
    auto one = Model<float>::random(c, 1), two = Model<float>::random(c, 1);
    auto grads = allocate_parameters<float>(c);
    init_parameters(grads, c, 2);
    auto grads_two = grads;
    AdamW adam_one(c, {}), adam_two(c, {});
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(gradient_norm(grads, 1), gradient_norm(grads, 2));
        adam_one.step(one.params(), grads, 1e-2, 0.5f, 1);
        adam_two.step(two.params(), grads_two, 1e-2, 0.5f, 2);
    }
    const auto a = named_parameters(one.params()), b = named_parameters(two.params());
    for (size_t i = 0; i < a.size(); ++i)
        EXPECT_TRUE(std::equal(a[i].data, a[i].data + a[i].size(), b[i].data)) << a[i].name;
    const auto start = Model<float>::random(c, 1);
    EXPECT_NE(one.params().transformer.h[1].mlp.c_fc.weight(255, 63), start.params().transformer.h[1].mlp.c_fc.weight(255, 63))
        << "the last span of the largest tensor moved too";
}

TEST(Training, OverfitsOneBatchUntilTheLossIsNearZero) {
    const auto task = make_task("reverse", TaskOptions::with_length(4));
    auto model = Model<float>::random(small_for(*task), 1);
    Trainer trainer(model, *task, quick(1));
    std::vector<int> targets;
    const Batch batch = trainer.make_batch(trainer.sample_examples(4, 5, Split::train), targets);
    AdamW adam(model.config(), {});
    auto grads = model.zero_gradients();
    ForwardTrace<float> trace;
    Matrix<float> dlogits;
    double first = 0, last = 0;
    for (int i = 0; i < 300; ++i) {
        model.forward(batch, {}, trace);
        last = cross_entropy(trace.logits, trace.probs, targets, Tokenizer::pad_id, &dlogits);
        if (i == 0) first = last;
        zero_parameters(grads);
        model.backward({}, trace, dlogits, grads);
        adam.step(model.params(), grads, 1e-2);
    }
    EXPECT_GT(first, 2.0);
    EXPECT_LT(last, 0.01);
}

TEST(Training, TheSameSeedGivesBitIdenticalLosses) {
    const auto task = make_task("copy", TaskOptions::with_length(4));
    std::vector<double> a, b, c;
    for (auto* losses : {&a, &b}) {
        auto model = Model<float>::random(small_for(*task), 3);
        Trainer t(model, *task, quick(15));
        t.run([&](const StepReport& r) { losses->push_back(r.loss); });
    }
    EXPECT_EQ(a, b);
    auto model = Model<float>::random(small_for(*task), 3);
    auto s = quick(15);
    s.seed = 2;
    Trainer t(model, *task, s);
    t.run([&](const StepReport& r) { c.push_back(r.loss); });
    EXPECT_NE(a, c);
}

TEST(Training, AResumedRunContinuesExactlyAsIfUninterrupted) {
    const auto task = make_task("reverse", TaskOptions::with_length(4));
    auto config = small_for(*task);
    config.dropout = 0.1;
    std::vector<double> straight, resumed;
    {
        auto model = Model<float>::random(config, 4);
        Trainer t(model, *task, quick(20));
        t.run([&](const StepReport& r) { straight.push_back(r.loss); });
    }
    const auto path = (std::filesystem::temp_directory_path() / "al_resume_test.safetensors").string();
    {
        auto model = Model<float>::random(config, 4);
        Trainer t(model, *task, quick(20));
        for (int i = 0; i < 8; ++i) resumed.push_back(t.step().loss);
        t.save_checkpoint(path, "reverse");
    }
    const auto file = SafetensorsFile::read(path);
    auto model = load_model(file);  // a checkpoint also loads as a plain model, with the task's tokenizer
    EXPECT_EQ(model.task(), "reverse");
    EXPECT_TRUE(model.tokenizer()->prepends_bos());  // a decoder trained on reverse saw <bos> first
    Trainer t(model, *task, Trainer::checkpoint_settings(file));
    t.restore_optimizer(file);
    EXPECT_EQ(t.steps_done(), 8);
    t.run([&](const StepReport& r) { resumed.push_back(r.loss); });
    EXPECT_EQ(straight, resumed);
    std::filesystem::remove(path);
}

TEST(Training, ANonFiniteLossStopsBeforeTheWeightsChange) {
    const auto task = make_task("copy", TaskOptions::with_length(4));
    auto model = Model<float>::random(small_for(*task), 5);
    Trainer t(model, *task, quick(10));
    t.step();
    model.params().transformer.h[0].mlp.c_fc.weight(0, 0) = std::numeric_limits<float>::infinity();
    const Matrix<float> before = model.params().wte;
    EXPECT_THROW(t.step(), TrainingDiverged);
    EXPECT_EQ(t.steps_done(), 1);
    EXPECT_TRUE(model.params().wte.isApprox(before, 0));
}

TEST(Training, RefusesSettingsAndModelsThatCannotTrain) {
    const auto task = make_task("reverse", TaskOptions::with_length(8));
    auto c = small_for(*task);
    c.block_size = 10;  // reverse of 8 needs 18
    auto model = Model<float>::random(c, 1);
    EXPECT_THROW(Trainer(model, *task, quick(5)), Error);
    auto model2 = Model<float>::random(small_for(*task), 1);
    auto s = quick(5);
    s.learning_rate = 0;
    EXPECT_THROW(Trainer(model2, *task, s), Error);
    s = quick(5);
    s.steps = 0;
    EXPECT_THROW(Trainer(model2, *task, s), Error);
    auto c3 = small_for(*task);
    c3.vocab_size = 10;
    auto model3 = Model<float>::random(c3, 1);
    EXPECT_THROW(Trainer(model3, *task, quick(5)), Error);
}

// A task that understates its longest example: the error raised inside a worker thread must come
// back to the caller as an al::Error (it used to end the program).
class UnderstatedCopy : public Task {
public:
    UnderstatedCopy() : copy_(make_task("copy", TaskOptions::with_length(4))) {}
    std::string name() const override { return "copy"; }
    const Tokenizer& tokenizer() const override { return copy_->tokenizer(); }
    int decoder_length(Arch) const override { return 6; }  // really 10
    Example sample(std::mt19937_64& rng, Split split, Arch arch) const override { return copy_->sample(rng, split, arch); }

private:
    std::unique_ptr<Task> copy_;
};

TEST(Training, AnErrorInsideAWorkerThreadReachesTheCaller) {
    const UnderstatedCopy task;
    auto model = Model<float>::random(small_for(task), 2);
    Trainer t(model, task, quick(5, 2));
    EXPECT_THROW(t.step(), Error);
    EXPECT_EQ(t.steps_done(), 0);
}

// One, two and four threads cut the batch into the same micro-batches and add the same four gradient
// groups in the same order, so a run on one thread (the GUI's) is the run on two (the CLI's default).
TEST(Training, OneTwoAndFourThreadsTakeBitIdenticalSteps) {
    const auto task = make_task("copy", TaskOptions::with_length(4));
    std::vector<double> losses[3];
    Matrix<float> wte[3];
    for (const int i : {0, 1, 2}) {
        auto model = Model<float>::random(small_for(*task), 6);
        Trainer t(model, *task, quick(5, 1 << i));
        t.run([&](const StepReport& r) { losses[i].push_back(r.loss); });
        wte[i] = model.params().wte;
    }
    ASSERT_EQ(losses[0].size(), 5u);
    for (const int i : {1, 2}) {
        EXPECT_EQ(losses[0], losses[i]) << (1 << i) << " threads";
        EXPECT_TRUE((wte[0].array() == wte[i].array()).all()) << (1 << i) << " threads";
    }
}

// --resume alone continues the checkpointed run: a seed-7, batch-16 run resumed with no settings given
// keeps seed 7 and batch 16 (and so takes the uninterrupted run's steps); a setting given replaces the
// checkpoint's and is listed.
TEST(TrainingRun, ResumingWithoutFlagsKeepsEveryCheckpointedSettingAndAFlagGivenReplacesIt) {
    TrainSettings s = quick(12);
    s.seed = 7, s.batch_size = 16, s.eval_interval = 4;
    const auto config = default_model_config("reverse");
    std::vector<double> straight, resumed;
    TrainingRun::fresh("reverse", TaskOptions::with_length(4), config, true, s).trainer->run([&](const StepReport& r) {
        straight.push_back(r.loss);
    });
    const auto path = (std::filesystem::temp_directory_path() / "al_training_run_resume.safetensors").string();
    {
        auto run = TrainingRun::fresh("reverse", TaskOptions::with_length(4), config, true, s);
        for (int i = 0; i < 5; ++i) resumed.push_back(run.trainer->step().loss);
        run.trainer->save_checkpoint(path, run.task_name, run.task_options);
    }
    const auto file = SafetensorsFile::read(path);
    auto run = TrainingRun::resume(file);
    EXPECT_EQ(run.trainer->settings().seed, 7u);
    EXPECT_EQ(run.trainer->settings().batch_size, 16);
    EXPECT_EQ(run.task_options.length, 4);
    EXPECT_TRUE(run.overridden.empty());
    run.trainer->run([&](const StepReport& r) { resumed.push_back(r.loss); });
    EXPECT_EQ(straight, resumed);

    const auto longer = TrainingRun::resume(file, {{"steps", 20}, {"seed", 7}});
    EXPECT_EQ(longer.trainer->settings().steps, 20);
    EXPECT_EQ(longer.overridden, std::vector<std::string>{"--steps 12 → 20"}) << "the same seed replaces nothing";
    EXPECT_THROW(TrainingRun::resume(file, {{"batch_size", 0}}), Error);
    std::filesystem::remove(path);
}

TEST(TrainSettings, AnOutOfRangeOrMistypedSettingIsRefusedWithItsNameNeverCast) {
    const auto settings_error = [](const std::string& json) { return error_of([&] { TrainSettings::from_json(json); }); };
    EXPECT_EQ(settings_error(R"({"steps": 1e30})"), "steps (1e+30) must be at most 1e+09");
    EXPECT_EQ(settings_error(R"({"batch_size": 2.5})"), "batch_size (2.5) must be a whole number");
    EXPECT_EQ(settings_error(R"({"learning_rate": 0})"), "learning_rate (0) must be positive");
    EXPECT_EQ(settings_error(R"({"beta2": 1})"), "beta2 (1) must be less than 1");
    EXPECT_EQ(settings_error(R"({"seed": "seven"})"), "training setting seed must be a number, not string");
    EXPECT_EQ(settings_error(R"({"steps": 300, "seed": 9})"), "");
    EXPECT_EQ(TrainSettings::from_json(R"({"steps": 300, "seed": 9})").seed, 9u);
    TrainSettings s;
    s.threads = 65;
    EXPECT_THROW(s.validate(), Error);
}

TEST(TrainSettings, EveryHyperparameterRoundTripsThroughJsonUnderItsName) {
    TrainSettings s;
    for (const auto& h : hyperparameters()) h.set(s, h.integer() ? h.min + 1 : (h.min + std::min(h.max, 1.0)) / 2);
    const TrainSettings back = TrainSettings::from_json(s.to_json());
    for (const auto& h : hyperparameters()) EXPECT_EQ(h.get(back), h.get(s)) << h.name;
}

// A damaged checkpoint is called damaged, not a reason to lower the learning rate.
TEST(Training, CorruptOptimizerStateInACheckpointIsReportedAsSuch) {
    TrainSettings s = quick(4);
    auto run = TrainingRun::fresh("copy", TaskOptions::with_length(3), default_model_config("copy"), true, s);
    run.trainer->step();
    const auto path = (std::filesystem::temp_directory_path() / "al_corrupt_optimizer.safetensors").string();
    run.trainer->save_checkpoint(path, run.task_name, run.task_options);
    const auto file = SafetensorsFile::read(path);
    SafetensorsWriter w;
    for (const auto& t : file.tensors()) {
        auto values = file.floats(t);
        if (t.name.rfind("optimizer.v.", 0) == 0) values[0] = std::numeric_limits<float>::quiet_NaN();
        w.add(t.name, t.shape, values);
    }
    for (const auto& [k, v] : file.metadata()) w.set_metadata(k, v);
    w.write(path);
    try {
        TrainingRun::resume(SafetensorsFile::read(path));
        ADD_FAILURE() << "resumed from a corrupt optimizer state";
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("the checkpoint is corrupt"), std::string::npos) << e.what();
    }
    std::filesystem::remove(path);
}

// A checkpoint's step is a whole number within its run: -5 is a damaged file (it used to report
// divergence), 10^18 a run that cannot continue (it used to run no step and succeed).
TEST(Training, ACheckpointWhoseStepIsNegativeOrPastItsRunIsRefusedSayingWhich) {
    TrainSettings s = quick(4);
    auto run = TrainingRun::fresh("copy", TaskOptions::with_length(3), default_model_config("copy"), true, s);
    run.trainer->step();
    const auto path = (std::filesystem::temp_directory_path() / "al_checkpoint_step.safetensors").string();
    run.trainer->save_checkpoint(path, run.task_name, run.task_options);
    const auto with_step = [&](const std::string& step) {
        const auto file = SafetensorsFile::read(path);
        SafetensorsWriter w;
        for (const auto& t : file.tensors()) w.add(t.name, t.shape, file.floats(t));
        for (const auto& [k, v] : file.metadata()) {
            if (k != "training") {
                w.set_metadata(k, v);
                continue;
            }
            auto training = nlohmann::json::parse(v);
            training["step"] = nlohmann::json::parse(step);
            w.set_metadata(k, training.dump());
        }
        const auto changed = path + ".changed.safetensors";
        w.write(changed);
        return error_of([&] { TrainingRun::resume(SafetensorsFile::read(changed)); });
    };
    EXPECT_NE(with_step("-5").find("the checkpoint's step is -5; a step count is never negative — the checkpoint is corrupt"), std::string::npos);
    EXPECT_NE(with_step("1000000000000000000").find("the checkpoint is at step 1000000000000000000, past the run's 4 steps; give --steps larger"),
              std::string::npos);
    EXPECT_NE(with_step("2.5").find("\"step\" must be a whole number"), std::string::npos);
    EXPECT_EQ(with_step("4"), "") << "a finished run resumes (and has nothing left to do)";
    std::filesystem::remove(path);
    std::filesystem::remove(path + ".changed.safetensors");
}
