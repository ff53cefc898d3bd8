// The models in resources/models still do what the README says they do, on fresh validation examples.
#include <gtest/gtest.h>

#include "core/model_io.h"
#include "core/trainer.h"

using namespace al;

namespace {

EvalReport evaluate_shipped(const std::string& file, const std::string& task_name, int examples = 500) {
    auto model = load_model(std::string(AL_RESOURCE_DIR) + "/models/" + file);
    TaskOptions options;
    options.context = model.config().block_size;
    const auto task = make_task(task_name, options);
    EXPECT_EQ(model.tokenizer()->to_json(), task->tokenizer().to_json());
    TrainSettings s;
    s.seed = 12345;  // not the training seed: fresh examples
    s.eval_examples = examples;
    return Trainer(model, *task, s).evaluate();
}

}  // namespace

TEST(ShippedModels, ReverseReachesNinetyNinePercentExactMatch) {
    EXPECT_GE(evaluate_shipped("reverse.safetensors", "reverse").accuracy, 0.99);
}

TEST(ShippedModels, EncoderDecoderReverseReachesNinetyNinePercentExactMatch) {
    EXPECT_GE(evaluate_shipped("reverse_encdec.safetensors", "reverse").accuracy, 0.99);
}

TEST(ShippedModels, CorefResolvesItInNinetyFivePercentOfSentences) {
    EXPECT_GE(evaluate_shipped("coref.safetensors", "coref").accuracy, 0.95);
}

TEST(ShippedModels, TheDefaultTextModelIsWellBelowTheUnigramEntropy) {
    const double loss = evaluate_shipped("default.safetensors", "text", 200).loss;
    EXPECT_LT(loss, 0.75 * unigram_entropy(builtin_corpus())) << "validation loss " << loss << " nats/char";
}
