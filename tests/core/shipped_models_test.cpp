// The models in resources/models still do what the README says they do, on fresh validation examples.
#include <gtest/gtest.h>

#include <set>

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

// Over 200 validation sentences, for one head: how often its strongest attention from the final "it"
// (the position that predicts the referent) falls on the noun "it" refers to, and on either noun.
struct ItAttention {
    double referent = 0, candidate = 0;
};

static ItAttention attention_from_it(const Model<float>& model, const Task& task, int layer, int head) {
    std::mt19937_64 rng(99);
    const auto& t = task.tokenizer();
    const std::set<std::string> nouns = {"animal", "dog", "cat", "horse", "cow", "fox", "goat", "sheep",
                                         "street", "road", "river", "bridge", "field", "hill", "track", "lane"};
    ItAttention r;
    const int n = 200;
    for (int i = 0; i < n; ++i) {
        const auto e = task.sample(rng, Split::validation, Arch::decoder);
        const int it = static_cast<int>(e.ids.size()) - 2;  // [BOS … . it ANSWER]
        const auto trace = model.forward(Batch::single(std::vector<int>(e.ids.begin(), e.ids.end() - 1)));
        Eigen::Index top;
        trace.main.layers[layer].attn.weights[head].row(it).maxCoeff(&top);
        r.referent += (e.ids[top] == e.targets[it]) / double(n);
        r.candidate += nouns.count(t.piece(e.ids[top])) / double(n);
    }
    return r;
}

// The hope is a head whose attention from "it" picks the right noun. The shipped model does
// not learn that: its layer-0 heads fetch the candidate nouns by content (asserted here), and the
// choice between them is made after the attention (the referent fractions are printed, ~50%).
TEST(ShippedModels, CorefAttentionFromItFindsTheCandidateNouns) {
    const char* path = std::getenv("AL_COREF_MODEL");
    const auto model = load_model(path ? path : std::string(AL_RESOURCE_DIR) + "/models/coref.safetensors");
    const auto task = make_task("coref");
    double best = 0;
    for (int l = 0; l < model.config().n_layer; ++l)
        for (int h = 0; h < model.config().n_head; ++h) {
            const auto r = attention_from_it(model, *task, l, h);
            std::printf("layer %d head %d: on a candidate noun %.0f%%, on the referent %.0f%%\n", l, h, 100 * r.candidate,
                        100 * r.referent);
            best = std::max(best, r.candidate);
        }
    EXPECT_GE(best, 0.9);
}
