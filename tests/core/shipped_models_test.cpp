// The models in resources/models still do what docs/training.md says they do, on fresh validation examples.
#include <gtest/gtest.h>

#include "core/io/generate.h"
#include "core/io/model_input.h"
#include "core/io/model_io.h"
#include "core/train/trainer.h"

using namespace al;

namespace {

EvalReport evaluate_shipped(const std::string& file, const std::string& task_name, int examples = 500, int length = 8) {
    auto model = load_model(std::string(AL_RESOURCE_DIR) + "/models/" + file);
    TaskOptions options;
    options.context = model.config().block_size;
    options.length = length;
    const auto task = make_task(task_name, options);
    EXPECT_EQ(model.tokenizer()->to_json(), tokenizer_after(*task, model.config().arch).to_json());  // its vocabulary, and <bos> first
    TrainSettings s;
    s.seed = 12345;  // not the training seed: fresh examples
    s.eval_examples = examples;
    return Trainer(model, *task, s).evaluate();
}

}  // namespace

TEST(ShippedModels, ReverseOfSixSymbolsReachesNinetyNinePercentExactMatch) {
    EXPECT_GE(evaluate_shipped("reverse.safetensors", "reverse", 500, 6).accuracy, 0.99);
}

// What Generate shows after the prompt: the answer, then <eos>, where generating stops.
TEST(ShippedModels, ReverseWritesItsAnswerThenEndsWithEos) {
    const auto model = load_model(std::string(AL_RESOURCE_DIR) + "/models/reverse.safetensors");
    const auto& tokenizer = *model.tokenizer();
    const auto prompt = model_input(model, "3a7c91=").batch.ids;
    EXPECT_EQ(model.end_ids(), std::vector<int>{Tokenizer::eos_id});
    const auto out = generate(model, prompt, 20, {0.0, 0, 1.0}, 1, model.end_ids());
    ASSERT_EQ(out.size(), prompt.size() + 7);
    EXPECT_EQ(out.back(), Tokenizer::eos_id);
    EXPECT_EQ(tokenizer.decode(out), "3a7c91=19c7a3");
}

TEST(ShippedModels, EncoderDecoderReverseReachesNinetyNinePercentExactMatch) {
    EXPECT_GE(evaluate_shipped("reverse_encdec.safetensors", "reverse").accuracy, 0.99);
}

TEST(ShippedModels, CorefResolvesItInNinetyFivePercentOfSentences) {
    EXPECT_GE(evaluate_shipped("coref.safetensors", "coref").accuracy, 0.95);
}

// The induction model copies every repeat (its loss there near 0, a guess among 26 letters before it)
// with the two-layer circuit the lesson walks: layer 0's head 3 reads the previous token, and every
// head of layer 1 looks at the letter after the current one's earlier occurrence.
TEST(ShippedModels, InductionCopiesTheRepeatWithAPreviousTokenHeadAndInductionHeads) {
    const EvalReport r = evaluate_shipped("induction.safetensors", "induction");
    EXPECT_GE(r.accuracy, 0.99);
    EXPECT_LT(r.part_losses[1], kInductionLossTarget);
    EXPECT_GT(r.part_losses[0], 3.0);
    ASSERT_TRUE(r.heads);
    EXPECT_GT(r.heads->previous_token[0][3], 0.7);
    for (const double induction : r.heads->induction[1]) EXPECT_GT(induction, 0.8);
    for (const double induction : r.heads->induction[0]) EXPECT_LT(induction, 0.1);
}

TEST(ShippedModels, TheDefaultTextModelIsWellBelowTheUnigramEntropy) {
    const double loss = evaluate_shipped("default.safetensors", "text", 200).loss;
    EXPECT_LT(loss, 0.75 * unigram_entropy(builtin_corpus())) << "validation loss " << loss << " nats/char";
}

// Over 200 validation sentences, for one head: how often its strongest attention from "it" (the
// position whose target is the referent: the final "it" of coref, the "it" of winograd) falls on the
// noun "it" refers to.
static double attention_from_it_on_referent(const Model<float>& model, const Task& task, int layer, int head) {
    std::mt19937_64 rng(99);
    const int n = 200;
    int hits = 0;
    for (int i = 0; i < n; ++i) {
        const auto e = task.sample(rng, Split::validation, model.config().arch);
        const auto it = std::find_if(e.targets.begin(), e.targets.end(), [](int t) { return t != Tokenizer::pad_id; }) - e.targets.begin();
        const auto trace = model.forward(Batch::single(e.ids));  // a causal row never sees what follows it
        Eigen::Index top;
        trace.main.layers[layer].attn.weights[head].row(it).maxCoeff(&top);
        hits += e.ids[top] == e.targets[it];
    }
    return hits / double(n);
}

// The shipped model resolves "it" with attention: a layer-0 head brings the adjective to the final
// "it", and a layer-1 head from there lands on the right one of two animals ("the dog didn't catch
// the cat because it was too fast" → cat). Not every training run finds this circuit; see docs/training.md.
TEST(ShippedModels, CorefAttentionFromItLandsOnTheReferent) {
    const char* path = std::getenv("AL_COREF_MODEL");
    const auto model = load_model(path ? path : std::string(AL_RESOURCE_DIR) + "/models/coref.safetensors");
    const auto task = make_task("coref");
    double best = 0;
    for (int l = 0; l < model.config().n_layer; ++l)
        for (int h = 0; h < model.config().n_head; ++h) {
            const double r = attention_from_it_on_referent(model, *task, l, h);
            std::printf("layer %d head %d: strongest attention on the referent in %.0f%% of sentences\n", l, h, 100 * r);
            if (l == model.config().n_layer - 1) best = std::max(best, r);
        }
    EXPECT_GE(best, 0.9);
}

// --- winograd: the first screen's model, an encoder that reads the sentence both ways ---------------

namespace {

LoadedModel winograd_model() {
    const char* path = std::getenv("AL_WINOGRAD_MODEL");  // a candidate, before it is shipped
    return load_model(path ? path : std::string(AL_RESOURCE_DIR) + "/models/winograd.safetensors");
}

// The model's answer for a sentence as typed: the most likely token at "it" (answer_position).
std::string answer_of(const LoadedModel& model, const std::string& sentence) {
    const Encoding e = model.tokenizer()->encode(sentence);
    const auto trace = model.forward(Batch::single(e.ids));
    Eigen::Index top;
    trace.logits.row(static_cast<Eigen::Index>(answer_position("winograd", e.pieces))).maxCoeff(&top);
    return model.tokenizer()->piece(static_cast<int>(top));
}

}  // namespace

TEST(ShippedModels, WinogradResolvesItInNinetyNinePercentOfSentences) {
    EXPECT_GE(evaluate_shipped("winograd.safetensors", "winograd").accuracy, 0.99);
}

// Sentences as a teacher types them — capitals, commas, "!", "it" in the middle, the adjective after
// it — in pairs that differ in the adjective alone, so the answer flips with it.
TEST(ShippedModels, WinogradAnswersTheSentencePairsATeacherTypes) {
    const auto model = winograd_model();
    struct Pair {
        std::string start, first_adjective, first_answer, second_adjective, second_answer, end;
    };
    const std::vector<Pair> pairs = {
        {"The animal didn't cross the street because it was too ", "tired", "animal", "wide", "street", "."},
        {"The dog didn't chase the cat because it was too ", "lazy", "dog", "fast", "cat", "."},
        {"The horse couldn't cross the river because it was too ", "old", "horse", "deep", "river", "."},
        {"The fox did not catch the rabbit, because it was so ", "slow", "fox", "quick", "rabbit", "!"},
        {"A cow wouldn't use the bridge as it was too ", "scared", "cow", "icy", "bridge", ""},
        {"The wolf failed to follow the deer because it was too ", "weak", "wolf", "far", "deer", "."},
        {"The bridge wasn't crossed by the sheep because it was too ", "sleepy", "sheep", "busy", "bridge", "."},
        {"My dog refused to enter the lake since it was very ", "sick", "dog", "dark", "lake", "."},
        {"The little duck couldn't reach the hill because it was too ", "young", "duck", "steep", "hill", "."},
        {"The tiger didn't catch the monkey because it was too ", "hungry", "tiger", "clever", "monkey", "."},
        {"THE CAMEL DIDN'T PASS THE ZEBRA BECAUSE IT WAS TOO ", "TIRED", "camel", "FAST", "zebra", "!"},
        {"The goat was not chased by the bear, as it was too ", "slow", "bear", "strong", "goat", "."},
    };
    for (const Pair& p : pairs) {
        EXPECT_EQ(answer_of(model, p.start + p.first_adjective + p.end), p.first_answer) << p.start << p.first_adjective;
        EXPECT_EQ(answer_of(model, p.start + p.second_adjective + p.end), p.second_answer) << p.start << p.second_adjective;
    }
}

// A word the model never learned is named, not guessed: the chip and the notice say "elephant".
TEST(ShippedModels, WinogradNamesAWordItDoesNotKnow) {
    const auto model = winograd_model();
    const Encoding e = model.tokenizer()->encode("The elephant didn't cross the road because it was too tired.");
    EXPECT_EQ(e.unknown_pieces(), std::vector<std::string>{"elephant"});
    EXPECT_EQ(e.pieces[0], "the");  // folded: "The" is the word it knows
}

// The best head of the last layer lands on the referent nearly always.
TEST(ShippedModels, WinogradAttentionFromItLandsOnTheReferent) {
    const auto model = winograd_model();
    const auto task = make_task("winograd");
    const int last = model.config().n_layer - 1;
    double best = 0;
    for (int h = 0; h < model.config().n_head; ++h) {
        const double r = attention_from_it_on_referent(model, *task, last, h);
        std::printf("layer %d head %d: strongest attention on the referent in %.0f%% of sentences\n", last, h, 100 * r);
        best = std::max(best, r);
    }
    EXPECT_GE(best, 0.9);
}
