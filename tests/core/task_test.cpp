#include "core/train/task.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include "core/base/error.h"

using namespace al;

TEST(ReverseTask, LaysOutPromptSeparatorAndAnswerWithPromptTargetsIgnored) {
    const auto task = make_task("reverse", TaskOptions::with_length(3));
    std::mt19937_64 rng(1);
    const auto e = task->sample(rng, Split::train, Arch::decoder);
    const auto& t = task->tokenizer();
    // ids = [BOS x1 x2 x3 = y1 y2 y3], targets = [PAD PAD PAD PAD y1 y2 y3 EOS], y = reverse(x)
    ASSERT_EQ(e.ids.size(), 8u);
    EXPECT_EQ(e.ids[0], Tokenizer::bos_id);
    EXPECT_EQ(t.piece(e.ids[4]), "=");
    for (int i = 0; i < 3; ++i) EXPECT_EQ(e.ids[5 + i], e.ids[3 - i]);
    EXPECT_EQ(e.targets, (std::vector<int>{0, 0, 0, 0, e.ids[3], e.ids[2], e.ids[1], Tokenizer::eos_id}));
    const auto ed = task->sample(rng, Split::train, Arch::encoder_decoder);
    ASSERT_EQ(ed.source.size(), 3u);
    EXPECT_EQ(ed.ids, (std::vector<int>{Tokenizer::bos_id, ed.source[2], ed.source[1], ed.source[0]}));
    EXPECT_EQ(ed.targets, (std::vector<int>{ed.source[2], ed.source[1], ed.source[0], Tokenizer::eos_id}));
}

TEST(SortTask, AnswersWithTheLettersInOrder) {
    const auto task = make_task("sort", TaskOptions::with_length(6));
    std::mt19937_64 rng(2);
    const auto e = task->sample(rng, Split::train, Arch::decoder);
    const std::vector<int> answer(e.ids.begin() + 8, e.ids.end());
    EXPECT_TRUE(std::is_sorted(answer.begin(), answer.end()));
    EXPECT_EQ(answer.size(), 6u);  // ids = [BOS x1..x6 = y1..y6]; EOS is only a target
}

TEST(Tasks, TrainAndValidationExamplesNeverOverlap) {
    for (const char* name : {"copy", "coref", "induction", "winograd"}) {
        const auto task = make_task(name, TaskOptions::with_length(3));
        const Arch arch = task_info(name).architectures.front();
        std::mt19937_64 rng(3);
        std::set<std::vector<int>> train, validation;
        for (int i = 0; i < 3000; ++i) train.insert(task->sample(rng, Split::train, arch).ids);
        for (int i = 0; i < 500; ++i) validation.insert(task->sample(rng, Split::validation, arch).ids);
        for (const auto& v : validation) EXPECT_EQ(train.count(v), 0u) << name;
        EXPECT_GT(validation.size(), 20u);
    }
}

// "It" is the actor (who didn't catch or cross) when the adjective says why an actor fails (tired,
// slow, …), and otherwise the animal or place acted on (too fast, too wide, …), in either voice.
TEST(CorefTask, TheAnswerIsTheNounTheAdjectiveFits) {
    const auto task = make_task("coref");
    const auto& t = task->tokenizer();
    const std::set<std::string> actor_fails = {"tired", "scared", "lazy", "old", "weak", "sleepy", "slow", "sick"};
    const std::set<std::string> fillers = {"big", "small", "brown", "grey", "other", "same"};
    std::mt19937_64 rng(4);
    for (int i = 0; i < 300; ++i) {
        const auto e = task->sample(rng, Split::train, Arch::decoder);
        // ids = [BOS the (filler) NOUN … the (filler) NOUN because it was too ADJ . it ANSWER]
        std::vector<std::string> w;
        for (int id : e.ids) w.push_back(t.piece(id));
        const auto noun_after = [&](size_t the) { return fillers.count(w[the + 1]) ? w[the + 2] : w[the + 1]; };
        const size_t second_the = static_cast<size_t>(std::find(w.begin() + 2, w.end(), "the") - w.begin());
        const std::string first = noun_after(1), second = noun_after(second_the);
        const bool passive = std::find(w.begin(), w.end(), "by") != w.end();
        const std::string actor = passive ? second : first, object = passive ? first : second;
        const std::string adjective = w[w.size() - 4], answer = t.piece(e.targets[e.targets.size() - 2]);
        ASSERT_EQ(w[w.size() - 2], "it") << task->describe(e);
        EXPECT_EQ(answer, actor_fails.count(adjective) ? actor : object) << task->describe(e);
    }
}

// winograd: an encoder's example is the sentence alone, scored at "it" only, where the answer is the
// actor when the adjective says why an actor fails, else the animal or place acted on — in every
// template (articles, negations, both voices, connectives, marks).
TEST(WinogradTask, ScoresTheReferentAtItAndOnlyThere) {
    const auto task = make_task("winograd");
    const auto& t = task->tokenizer();
    const std::set<std::string> actor_fails = {"tired", "scared", "lazy", "old", "weak", "sleepy",
                                               "slow", "sick", "young", "afraid", "nervous", "hungry"};
    const std::set<std::string> articles = {"the", "a", "my", "that", "this", "our", "your"};
    const std::set<std::string> fillers = {"big", "small", "brown", "grey", "little", "black", "white"};
    std::mt19937_64 rng(4);
    std::set<std::string> negations;
    for (int i = 0; i < 500; ++i) {
        const auto e = task->sample(rng, Split::train, Arch::encoder);
        ASSERT_EQ(e.ids.size(), e.targets.size());
        ASSERT_LE(static_cast<int>(e.ids.size()), task->decoder_length(Arch::encoder));
        std::vector<std::string> w;
        for (int id : e.ids) w.push_back(t.piece(id));
        const size_t it = static_cast<size_t>(std::find(w.begin(), w.end(), "it") - w.begin());
        for (size_t i = 0; i < e.targets.size(); ++i) ASSERT_EQ(e.targets[i] == Tokenizer::pad_id, i != it) << task->describe(e);
        // the nouns: the word after each article (and its filler)
        std::vector<std::string> nouns;
        std::vector<size_t> at;
        for (size_t i = 0; i < it; ++i)
            if (articles.count(w[i])) at.push_back(fillers.count(w[i + 1]) ? i + 2 : i + 1), nouns.push_back(w[at.back()]);
        ASSERT_EQ(nouns.size(), 2u) << task->describe(e);
        const bool passive = std::find(w.begin(), w.end(), "by") != w.end();
        const std::string actor = passive ? nouns[1] : nouns[0], object = passive ? nouns[0] : nouns[1];
        EXPECT_EQ(w[it + 1], "was");
        const std::string adjective = w[it + 3];
        EXPECT_EQ(t.piece(e.targets[it]), actor_fails.count(adjective) ? actor : object) << task->describe(e);
        negations.insert(w[at[0] + 1]);  // "didn't", "could", "failed", "wasn't", …
    }
    EXPECT_GE(negations.size(), 5u);  // the templates vary
}

TEST(WinogradTask, ReadsTheSentenceAsTypedWithTheCaseFolded) {
    const auto task = make_task("winograd");
    const Encoding e = task->tokenizer().encode("The Animal didn't cross the street, because it was too tired!");
    EXPECT_TRUE(e.unknown_pieces().empty());
    EXPECT_EQ(e.pieces[1], "animal");
    EXPECT_EQ(answer_position("winograd", e.pieces), 8u);  // "it", after the comma
    EXPECT_EQ(answer_position("coref", e.pieces), e.pieces.size() - 1);
    std::mt19937_64 rng(5);
    const auto example = task->sample(rng, Split::validation, Arch::encoder);
    EXPECT_EQ(task->tokenizer().encode(task->input_text(example)).ids, example.ids);  // the whole sentence, no <bos>
    EXPECT_NE(task->describe(example).find(" → "), std::string::npos);
    EXPECT_FALSE(task->supports(Arch::decoder));
}

TEST(TextTask, PredictsTheNextCharacterEverywhere) {
    const auto task = make_task("text", {8, "", 16});
    std::mt19937_64 rng(5);
    const auto e = task->sample(rng, Split::train, Arch::decoder);
    ASSERT_EQ(e.ids.size(), 16u);
    for (size_t i = 0; i + 1 < e.ids.size(); ++i) EXPECT_EQ(e.targets[i], e.ids[i + 1]);
    EXPECT_FALSE(task->exact_match());
}

TEST(Tasks, UnigramEntropyOfTwoEqualCharactersIsLnTwo) { EXPECT_NEAR(unigram_entropy("abab"), std::log(2.0), 1e-12); }

TEST(Tasks, BadInputGetsAClearError) {
    EXPECT_THROW(make_task("translate"), Error);
    EXPECT_THROW(make_task("text", {8, "/nonexistent/file.txt"}), Error);
    const auto dir = std::filesystem::temp_directory_path();
    const auto empty = (dir / "al_empty.txt").string(), binary = (dir / "al_binary.txt").string();
    std::ofstream(empty).close();
    std::ofstream(binary) << "ok \xff\xfe bad";
    try {
        make_task("text", {8, empty});
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("is empty"), std::string::npos);
    }
    try {
        make_task("text", {8, binary});
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("not valid UTF-8"), std::string::npos);
    }
    EXPECT_THROW(make_task("reverse", TaskOptions::with_length(0)), Error);
    std::filesystem::remove(empty), std::filesystem::remove(binary);
}

TEST(Tasks, AnExampleOpensInTheExplorerAsThePromptTheInputRuleReads) {
    const auto reverse = make_task("reverse", TaskOptions::with_length(3));
    std::mt19937_64 rng(6);
    const auto e = reverse->sample(rng, Split::validation, Arch::decoder);
    const auto& t = reverse->tokenizer();
    // ids = [BOS x1 x2 x3 = y1 y2 y3]: the rule adds BOS; the model's next token is y1
    EXPECT_EQ(reverse->input_text(e), t.piece(e.ids[1]) + t.piece(e.ids[2]) + t.piece(e.ids[3]) + "=");
    const auto ed = reverse->sample(rng, Split::validation, Arch::encoder_decoder);
    EXPECT_EQ(reverse->input_text(ed), t.piece(ed.source[0]) + t.piece(ed.source[1]) + t.piece(ed.source[2]));
    const auto coref = make_task("coref");
    const std::string sentence = coref->input_text(coref->sample(rng, Split::validation, Arch::decoder));
    EXPECT_EQ(sentence.substr(0, 4), "the ");
    EXPECT_EQ(sentence.substr(sentence.size() - 5), " . it");  // the answer is the model's to give
    const auto text = make_task("text", {8, "", 16});
    const auto window = text->sample(rng, Split::train, Arch::decoder);
    std::string all;
    for (int id : window.ids) all += text->tokenizer().piece(id);
    EXPECT_EQ(text->input_text(window), all);
}

TEST(Tasks, AModelsTaskGivesAnExampleOfTheSizeItWasMadeFor) {
    ModelConfig config;
    config = fit_to_task(config, *make_task("reverse", TaskOptions::with_length(8)));  // block_size 18
    const std::string reverse = task_example("reverse", config);
    ASSERT_EQ(reverse.size(), 9u);  // eight symbols and "=": the model answers from there
    EXPECT_EQ(reverse.back(), '=');
    EXPECT_EQ(reverse.find_first_not_of("0123456789abcdefghij"), 8u);
    config.arch = Arch::encoder_decoder;
    config = fit_to_task(config, *make_task("sort", TaskOptions::with_length(5)));  // block_size 6
    const std::string sort = task_example("sort", config);
    EXPECT_EQ(sort.size(), 5u);  // the source alone
    EXPECT_EQ(sort.find_first_not_of("abcdefghijklmnopqrstuvwxyz"), std::string::npos);
    config.arch = Arch::decoder, config.block_size = 12;
    EXPECT_EQ(task_example("copy", config).size(), 6u);  // 2·5 + 2 = 12
}

TEST(Tasks, NoExampleForAnUnknownTaskOrOneThatDoesNotFit) {
    ModelConfig config;
    config.block_size = 17;
    EXPECT_EQ(task_example("", config), "");
    EXPECT_EQ(task_example("poetry", config), "");
    EXPECT_EQ(task_example("text", config), "");  // any text is an input of its own
    EXPECT_EQ(task_example("coref", config), "");  // its sentences take 18
    config.block_size = 18;
    EXPECT_NE(task_example("coref", config), "");
    config.arch = Arch::encoder_decoder;
    EXPECT_EQ(task_example("coref", config), "");  // decoder-only
    config.block_size = 1;
    EXPECT_EQ(task_example("copy", config), "");  // one symbol needs 2 (source) and 2 (decoder)
}

// ids = [BOS, prefix…, s1 … sm, s1 … s(m−1)]: the prefix (1 … ⌈length/2⌉ letters) and the segment
// (⌈length/2⌉ … length) are distinct letters, and the targets are the ids shifted by one.
TEST(InductionTask, RepeatsASegmentOfDistinctLettersAfterARandomPrefix) {
    const auto task = make_task("induction", TaskOptions::with_length(8));
    EXPECT_EQ(task->decoder_length(Arch::decoder), 4 + 16);
    EXPECT_EQ(task->loss_parts(), (std::vector<std::string>{"first", "repeat"}));
    std::mt19937_64 rng(5);
    std::set<int> prefixes, segments;
    for (int i = 0; i < 400; ++i) {
        const auto e = task->sample(rng, Split::train, Arch::decoder);
        ASSERT_EQ(e.ids.size(), e.targets.size());
        EXPECT_EQ(e.ids[0], Tokenizer::bos_id);
        EXPECT_TRUE(std::equal(e.ids.begin() + 1, e.ids.end(), e.targets.begin()));
        std::vector<int> seq = e.ids;
        seq.push_back(e.targets.back());
        // the first letter seen twice starts the repeat; before it every letter is new
        size_t start = 1;
        while (std::find(seq.begin() + 1, seq.begin() + static_cast<long>(start), seq[start]) == seq.begin() + static_cast<long>(start)) ++start;
        const size_t first = static_cast<size_t>(std::find(seq.begin() + 1, seq.end(), seq[start]) - seq.begin());
        const int m = static_cast<int>(start - first), r = static_cast<int>(first) - 1;
        ASSERT_EQ(seq.size(), static_cast<size_t>(1 + r + 2 * m));
        EXPECT_TRUE(std::equal(seq.begin() + static_cast<long>(first), seq.begin() + static_cast<long>(start), seq.begin() + static_cast<long>(start)));
        prefixes.insert(r), segments.insert(m);
        // loss parts: targets before the repeat are "first" (0), its first letter neither, the rest "repeat" (1)
        for (size_t t = 0; t < e.targets.size(); ++t) {
            const int expected = t + 1 < start ? 0 : t + 1 == start ? -1 : 1;
            EXPECT_EQ(task->loss_part(e, t), expected) << "target " << t;
            EXPECT_EQ(task->in_accuracy(e, t), expected == 1);
        }
    }
    EXPECT_EQ(prefixes, (std::set<int>{1, 2, 3, 4}));
    EXPECT_EQ(segments, (std::set<int>{4, 5, 6, 7, 8}));
    for (const char* shown : {"a", "z"}) EXPECT_NO_THROW(task->tokenizer().encode(shown));
}

TEST(InductionTask, ALengthItsLettersCannotFillIsRefusedNamingTheRange) {
    for (const int length : {1, 17}) {
        try {
            make_task("induction", TaskOptions::with_length(length));
            ADD_FAILURE() << length;
        } catch (const Error& e) {
            EXPECT_NE(std::string(e.what()).find("induction length (" + std::to_string(length) + ") must be between 2 and 16"),
                      std::string::npos) << e.what();
        }
    }
}
