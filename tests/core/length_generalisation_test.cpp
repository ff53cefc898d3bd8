#include "core/train/length_generalisation.h"

#include <gtest/gtest.h>

#include <set>

#include "core/base/error.h"
#include "core/train/task.h"

using namespace al;

TEST(CopyTask, AShortestLengthGivesStringsOfEveryLengthUpToTheLongest) {
    TaskOptions o = TaskOptions::with_length(5);
    o.shortest = 2;
    const auto task = make_task("copy", o);
    EXPECT_EQ(task->decoder_length(Arch::decoder), 12);  // the longest: [BOS] x1 … x5 = y1 … y5
    std::mt19937_64 rng(3);
    std::set<size_t> lengths;
    for (int i = 0; i < 200; ++i) {
        const auto e = task->sample(rng, Split::train, Arch::decoder);
        const size_t n = (e.ids.size() - 2) / 2;  // ids = [BOS x1 … xn = y1 … yn] (EOS only a target)
        lengths.insert(n);
        EXPECT_EQ(e.ids.size(), 2 * n + 2);
    }
    EXPECT_EQ(lengths, (std::set<size_t>{2, 3, 4, 5}));
    o.shortest = 6;
    EXPECT_THROW(make_task("copy", o), Error);
}

// Trained on strings of 1 … 3 symbols, every model copies those; on longer ones a learned table has
// rows it never trained and gets no whole answer right, while rotary positions still get more of the
// tokens of a 4-symbol string right than the learned table does.
TEST(LengthExperiment, ModelsCopyTheLengthsTheyTrainedOnAndRotaryReachesFurtherThanALearnedTable) {
    LengthExperiment e;
    e.train_length = 3, e.steps = 300, e.examples = 100;
    e.positionals = {Positional::learned, Positional::rotary};
    int reports = 0;
    const auto curves = run_length_experiment(e, [&](const LengthProgress&, const std::vector<LengthCurve>&) { ++reports; });
    EXPECT_EQ(e.lengths(), (std::vector<int>{2, 3, 4, 5, 6}));
    ASSERT_EQ(curves.size(), 2u);
    EXPECT_EQ(reports, 2 * 300 + 2);  // every step, and each finished curve
    const auto& learned = curves[0];
    const auto& rotary = curves[1];
    ASSERT_EQ(learned.accuracy.size(), 5u);
    EXPECT_EQ(learned.accuracy[0], 1.0);
    EXPECT_EQ(learned.accuracy[1], 1.0);
    EXPECT_EQ(rotary.accuracy[1], 1.0);
    for (size_t i = 2; i < 5; ++i) EXPECT_EQ(learned.accuracy[i], 0.0) << "length " << e.lengths()[i];
    EXPECT_GT(rotary.token_accuracy[2], learned.token_accuracy[2] + 0.2);
}

TEST(LengthExperiment, ABadSetupIsRefusedNamingTheField) {
    LengthExperiment e;
    e.task = "sort";
    EXPECT_THROW(e.validate(), Error);
    e.task = "reverse", e.train_length = 40;
    try {
        e.validate();
        FAIL();
    } catch (const Error& error) {
        EXPECT_STREQ(error.what(), "the training length (40) must be between 2 and 32 (it is scored up to twice that)");
    }
}

TEST(LengthExperiment, AStopEndsTheRunWithTheCurvesFinished) {
    LengthExperiment e;
    e.train_length = 2, e.steps = 50, e.examples = 10;
    std::atomic<bool> stop{false};
    const auto curves = run_length_experiment(e, [&](const LengthProgress& p, const std::vector<LengthCurve>&) {
        if (p.model == 1 && p.step == 10) stop = true;
    }, &stop);
    EXPECT_EQ(curves.size(), 1u);  // the first model's; the second stopped during its training
}
