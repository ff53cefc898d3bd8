#include "core/model/memory_budget.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/base/error.h"
#include "core/base/write_file.h"
#include "core/model/model.h"
#include "core/train/task.h"
#include "core/train/trainer.h"
#include "tests/core/error_of.h"

using namespace al;

namespace {

ModelConfig config(Arch arch, int block_size) {
    ModelConfig c;
    c.arch = arch;
    c.vocab_size = 40;
    c.block_size = block_size;
    c.n_layer = 4;
    c.n_head = 4;
    c.n_embd = 16;
    c.d_ff = 32;
    c.causal = arch != Arch::encoder;
    return c;
}

// Bytes of every tensor a trace lists (heads and concat hold the same numbers, as do q and its heads).
uint64_t listed_bytes(const ForwardTrace<float>& trace) {
    uint64_t bytes = 0;
    for (const auto& t : trace.tensors(0)) bytes += t.data.size() * sizeof(float);
    return bytes;
}

}  // namespace

TEST(MemoryBudget, TheEstimateIsCloseToWhatATraceHolds) {
    for (const Arch arch : {Arch::decoder, Arch::encoder_decoder}) {
        const auto c = config(arch, 64);
        const auto model = Model<float>::random(c, 3);
        std::vector<int> ids(50, 5);
        const auto batch = Batch::single(ids, arch == Arch::encoder_decoder ? std::vector<int>(30, 7) : std::vector<int>{});
        const double estimate = static_cast<double>(trace_bytes(c, 1, 50, batch.S, true, sizeof(float)));
        const double listed = static_cast<double>(listed_bytes(model.forward(batch)));
        EXPECT_GT(estimate, 0.8 * listed) << to_string(arch);
        EXPECT_LT(estimate, 1.25 * listed) << to_string(arch);
    }
}

TEST(MemoryBudget, AttentionScoresGrowWithTheSquareOfTheLength) {
    const auto c = config(Arch::decoder, 65536);
    const uint64_t scores = 4ull * 4 * 4 * 20000 * 20000 * sizeof(float);  // layers · heads · 4 kept · T²
    EXPECT_GT(trace_bytes(c, 1, 20000, 0, true, sizeof(float)), scores);
    EXPECT_LT(trace_bytes(c, 1, 20000, 0, true, sizeof(float)), scores * 101 / 100);
    EXPECT_LT(trace_bytes(c, 1, 20000, 0, false, sizeof(float)), scores / 3);  // training keeps only the weights
}

TEST(MemoryBudget, ARequestBeyondTheBudgetSaysTheSizeAndTheLimit) {
    EXPECT_NO_THROW(require_memory(1000, Message::verbatim("it"), Message::verbatim("wait"), {1000, Message::verbatim("a test")}));
    try {
        require_memory(25'600'000'000, Message(AL_TEXT("the trace of these %1 tokens"), "20000"), Message(AL_TEXT("use a shorter input")),
                       {12'000'000'000, Message(AL_TEXT("half of this computer's memory"))});
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(std::string(e.what()), "the trace of these 20000 tokens needs about 25.6 GB of memory; the limit is "
                                         "12.0 GB (half of this computer's memory); use a shorter input");
    }
}

TEST(MemoryBudget, AForwardPassTooLargeForAnyComputerIsRefusedBeforeItAllocates) {
    const auto model = Model<float>::random(config(Arch::decoder, 65536), 1);  // about a terabyte for 65536 tokens
    try {
        model.forward(Batch::single(std::vector<int>(65536, 3)));
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("the trace of these 65536 tokens needs about 1.1 TB of memory"), std::string::npos)
            << e.what();
    }
}

// A lesson or `init --config` naming a model of ~206 GB: refused with its size before any weight is
// allocated (it took the machine down).
TEST(MemoryBudget, ARandomModelTooLargeForThisComputerIsRefusedBeforeItAllocates) {
    ModelConfig c;
    c.n_layer = 256, c.n_embd = 4096, c.n_head = 64, c.d_ff = 16384;
    const std::string error = error_of([&] { (void)Model<float>::random(c, 1); });
    EXPECT_NE(error.find("a random model of 51553775616 parameters needs about 206.2 GB of memory"), std::string::npos) << error;
}

// Training keeps, beside the model, AdamW's two moments, a gradient buffer per group and a whole
// batch's activations: a batch of 4096 texts of 8192 characters is refused before any is allocated.
TEST(MemoryBudget, TrainingABatchTooLargeForThisComputerIsRefusedBeforeItAllocates) {
    ModelConfig c;
    c.n_layer = 1, c.n_embd = 16, c.n_head = 2, c.d_ff = 32, c.vocab_size = 40, c.block_size = 8192;
    auto model = Model<float>::random(c, 1);
    const auto data = std::filesystem::temp_directory_path() / "al_memory_budget_text.txt";
    write_file_atomically(data.string(), std::string(100'000, 'a') + "bcdefgh");
    TaskOptions o;
    o.context = 8192, o.data_file = data.string();
    const auto task = make_task("text", o);
    std::filesystem::remove(data);
    TrainSettings s;
    s.batch_size = 4096;
    const std::string error = error_of([&] { Trainer t(model, *task, s); });
    EXPECT_NE(error.find("training this model (" + std::to_string(count_parameters(c)) + " parameters, batches of 4096) needs about"),
              std::string::npos) << error;
}
