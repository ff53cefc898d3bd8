#include "core/train/phase_change.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/train/task_defaults.h"
#include "core/train/training_run.h"

using namespace al;

namespace {

// A plateau at `high` until `at`, then a fall to `low` over `over` steps, with ±noise.
double loss_at(int step, double high, double low, int at, int over, double noise, std::mt19937& rng) {
    const double f = std::clamp((step - at) / double(over), 0.0, 1.0);
    return high + (low - high) * f + std::uniform_real_distribution<double>(-noise, noise)(rng);
}

}  // namespace

TEST(PhaseChange, IsNoticedSoonAfterANoisyPlateauFallsAndOnlyOnce) {
    std::mt19937 rng(1);
    PhaseChange change;
    int fired = 0;
    for (int step = 1; step <= 600; ++step) fired += change.add(step, loss_at(step, 3.0, 0.1, 300, 40, 0.05, rng));
    EXPECT_EQ(fired, 1);
    ASSERT_TRUE(change.step());
    EXPECT_GT(*change.step(), 300);
    EXPECT_LT(*change.step(), 330);  // within the fall, not after it
}

TEST(PhaseChange, AFallWithoutAPlateauOrASlowDeclineIsNoPhaseChange) {
    std::mt19937 rng(2);
    PhaseChange steady;  // a slow, steady decline: 1% per 20 steps
    for (int step = 1; step <= 2000; ++step) steady.add(step, 3.0 * std::pow(0.99, step / 20.0));
    EXPECT_FALSE(steady.step());
    PhaseChange flat;  // noise alone, ±2.5% (a batch of 32's losses vary by ~1%)
    for (int step = 1; step <= 5000; ++step) flat.add(step, loss_at(step, 2.0, 2.0, 0, 1, 0.05, rng));
    EXPECT_FALSE(flat.step());
    PhaseChange early;  // the first drop from ln V to a plateau slows down: no phase change
    for (int step = 1; step <= 400; ++step) early.add(step, 2.0 + 1.5 * std::exp(-step / 15.0) + loss_at(step, 0, 0, 0, 1, 0.03, rng));
    EXPECT_FALSE(early.step());
    PhaseChange broken;
    for (int step = 1; step <= 100; ++step) broken.add(step, NAN);
    EXPECT_FALSE(broken.step());
}

// A real run, stepped until the detector fires: the step, and the last evaluation before it (every 5 steps).
struct Noticed {
    int64_t step = -1;
    EvalReport eval;
};
static Noticed run_until_phase_change(const std::string& task) {
    TrainSettings settings = default_train_settings(task);
    settings.eval_interval = 5;
    auto run = TrainingRun::fresh(task, TaskOptions::with_length(8), default_model_config(task), true, settings);
    PhaseChange change;
    Noticed noticed;
    while (!change.step() && run.trainer->steps_done() < settings.steps) {
        const StepReport r = run.trainer->step();
        if (r.eval) noticed.eval = *r.eval;
        change.add(r.step, r.loss);
    }
    noticed.step = change.step().value_or(-1);
    return noticed;
}

// The induction task's loss sits at a guess for the repeat, then falls when the induction heads form:
// the detector stops the run there — the repeat's loss below a guess among 26 letters, not yet copied.
TEST(PhaseChange, StopsTheInductionRunWhereTheRepeatStartsToBeCopied) {
    const Noticed n = run_until_phase_change("induction");
    ASSERT_GT(n.step, 0);
    const double repeat = n.eval.part_losses.at(1);
    std::printf("induction: noticed at step %lld, the repeat's loss %.2f nats (a guess: %.2f)\n", static_cast<long long>(n.step), repeat, std::log(26.0));
    EXPECT_LT(repeat, std::log(26.0) - 0.3);
    EXPECT_GT(repeat, kInductionLossTarget);
}

// reverse: the loss falls from the start, then steeply as the anti-diagonal forms — noticed there,
// while no answer is yet exactly right.
TEST(PhaseChange, StopsTheReverseRunAsTheAntiDiagonalForms) {
    const Noticed n = run_until_phase_change("reverse");
    std::printf("reverse: noticed at step %lld, exact match %.0f%%, loss %.2f\n", static_cast<long long>(n.step), 100 * n.eval.accuracy, n.eval.loss);
    EXPECT_GT(n.step, 30);
    EXPECT_LT(n.step, 120);
    EXPECT_LT(n.eval.accuracy, 0.5);
}
