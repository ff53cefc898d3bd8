// GPT-2's byte-level BPE from vocab.json + merges.txt against fixtures made by an independent encoder
// (the npm package gpt-3-encoder; tests/reference/make_bpe_fixtures.js), and its handling of
// malformed files.
#include "core/text/hugging_face_tokenizer.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/read_file.h"
#include "core/text/unicode_pattern.h"
#include "core/text/tokenizer.h"

using namespace al;

namespace {

std::string fixture(const std::string& name) {
    return read_file(std::string(AL_FIXTURE_DIR) + "/gpt2_tokenizer/" + name, Message::verbatim("a fixture"));
}

const HuggingFaceTokenizer& gpt2() {
    static const auto bpe = HuggingFaceTokenizer::from_gpt2_files(fixture("vocab.json"), fixture("merges.txt"));
    return bpe;
}

std::string error_of(std::string_view vocab, std::string_view merges) {
    try {
        (void)HuggingFaceTokenizer::from_gpt2_files(vocab, merges);
    } catch (const Error& e) {
        return e.what();
    }
    return "no error";
}

// A vocabulary of the 256 byte tokens, then the given tokens.
std::string byte_vocab(std::initializer_list<std::string> more) {
    nlohmann::json j = nlohmann::json::parse(fixture("vocab.json"));
    nlohmann::json small = nlohmann::json::object();
    for (const auto& [token, id] : j.items())
        if (id.get<int>() < 256) small[token] = id;
    int next = 256;
    for (const auto& t : more) small[t] = next++;
    return small.dump();
}

std::vector<std::string> gpt2_split(const std::string& text) {
    std::vector<std::string> words;
    for (const auto& [begin, end] : gpt2_pattern().matches(text)) words.push_back(text.substr(begin, end - begin));
    return words;
}

}  // namespace

TEST(Gpt2Split, CutsContractionsWordsNumbersAndSpacesAsGpt2sPattern) {
    EXPECT_EQ(gpt2_split("I'll say it's 42!!  ok\n"),
              (std::vector<std::string>{"I", "'ll", " say", " it", "'s", " 42", "!!", " ", " ok", "\n"}));
    EXPECT_EQ(gpt2_split("a   b"), (std::vector<std::string>{"a", "  ", " b"}));  // the last space joins the word
    EXPECT_EQ(gpt2_split("café 中文 ٣٤"), (std::vector<std::string>{"café", " 中文", " ٣٤"}));
    // only an ASCII space joins the word after it; the ideographic space and U+0085 are \s (as in
    // Oniguruma; ICU's own \s lacks U+0085), so they are not "other characters" joining the "!"
    EXPECT_EQ(gpt2_split("a\u3000\u3000b"), (std::vector<std::string>{"a", "\u3000", "\u3000", "b"}));
    EXPECT_EQ(gpt2_split("a\u0085\u0085!"), (std::vector<std::string>{"a", "\u0085", "\u0085", "!"}));
    EXPECT_EQ(gpt2_split("🙂🙂 x"), (std::vector<std::string>{"🙂🙂", " x"}));
    // Kawi (Unicode 15.0): letters, so one word with the Latin letters around them
    EXPECT_EQ(gpt2_split("a\U00011F04\U00011F05b"), (std::vector<std::string>{"a\U00011F04\U00011F05b"}));
}

TEST(BytePairEncoding, GivesTheReferenceEncodersIdsOnEveryFixture) {
    const auto cases = nlohmann::json::parse(fixture("cases.json"));
    ASSERT_GE(cases.size(), 20u);
    for (const auto& c : cases) {
        const auto text = c["text"].get<std::string>();
        EXPECT_EQ(gpt2().encode(text), c["ids"].get<std::vector<int>>()) << text;
        EXPECT_EQ(gpt2().decode(c["ids"].get<std::vector<int>>()), text);
    }
}

TEST(BytePairEncoding, KnowsGpt2sVocabularyAndItsOneSpecialToken) {
    EXPECT_EQ(gpt2().size(), 50257);
    EXPECT_EQ(gpt2().special_ids(), std::vector<int>{50256});
    EXPECT_EQ(gpt2().encode("Hello world"), (std::vector<int>{15496, 995}));
    EXPECT_EQ(gpt2().token(995), "Ġworld");
    // <|endoftext|> in the text is the special token, never its 6 pieces
    EXPECT_EQ(gpt2().encode("Hi<|endoftext|> world"), (std::vector<int>{17250, 50256, 995}));
    EXPECT_EQ(gpt2().decode({17250, 50256, 995}), "Hi<|endoftext|> world");
}

TEST(BytePairEncoding, ReadableLabelsShowSpacesAndGroupASplitCharacter) {
    EXPECT_EQ(gpt2().readable(gpt2().encode("Hello world\n")), (std::vector<std::string>{"Hello", "␣world", "↵"}));
    const auto ids = gpt2().encode(" 🦙");  // F0 9F A6 99: "Ġ\xF0\x9F" + "\xA6" + "\x99"
    ASSERT_EQ(ids, (std::vector<int>{12520, 99, 247}));
    EXPECT_EQ(gpt2().readable(ids), (std::vector<std::string>{"␣🦙", "⋯", "⋯"}));
    EXPECT_EQ(gpt2().readable({ids[0]}), (std::vector<std::string>{"␣<0xF0><0x9F>"}));  // alone: its bytes
}

TEST(BytePairEncoding, TheTokenizerCarriesItAndRoundTripsThroughJson) {
    const auto t = Tokenizer::from_hugging_face(gpt2());
    EXPECT_EQ(t.kind(), TokenizerKind::hugging_face);
    EXPECT_EQ(t.size(), 50257);
    EXPECT_TRUE(t.is_special(50256));
    EXPECT_FALSE(t.is_special(0));
    const auto e = t.encode("Hello world");
    EXPECT_EQ(e.pieces, (std::vector<std::string>{"Hello", "␣world"}));
    EXPECT_EQ(t.label(995), "␣world");
    EXPECT_EQ(t.decode({12520}), " \xEF\xBF\xBD\xEF\xBF\xBD");  // half of " 🦙"
    const auto back = Tokenizer::from_json(t.to_json());
    EXPECT_EQ(back.encode("naïve café, 中文 🙂").ids, t.encode("naïve café, 中文 🙂").ids);
}

TEST(BytePairEncoding, MalformedFilesAreRefusedNamingTheFileAndLine) {
    const auto merges_ok = "#version: 0.2\nh e\n";
    EXPECT_NE(error_of(byte_vocab({"he"}), "#version: 0.2\nh e\nl l o\n").find("merges.txt line 3: expected two tokens"),
              std::string::npos);
    EXPECT_NE(error_of(byte_vocab({"he"}), "h e\nx y\n").find("merges.txt line 2: \"xy\" (the merged token) is not in vocab.json"),
              std::string::npos);
    EXPECT_NE(error_of(byte_vocab({}), merges_ok).find("\"he\" (the merged token) is not in vocab.json"), std::string::npos);
    auto gap = nlohmann::json::parse(byte_vocab({}));
    gap["he"] = 5000;
    EXPECT_NE(error_of(gap.dump(), merges_ok).find("vocab.json: token \"he\" has id 5000"), std::string::npos);
    EXPECT_NE(error_of("[1, 2]", merges_ok).find("vocab.json must be a JSON object"), std::string::npos);
    EXPECT_NE(error_of("{\"a\": 0}", merges_ok).find("lacks the token for byte <0x00>"), std::string::npos);
    EXPECT_EQ(error_of(byte_vocab({"he"}), "#version: 0.2\r\nh e\r\n"), "no error");  // Windows line ends
    // old Mac line ends and a byte order mark: the merges are read, not skipped as one "#version" line
    for (const auto* merges : {"#version: 0.2\rh e\r", "\xEF\xBB\xBF#version: 0.2\nh e\n", "\xEF\xBB\xBFh e"}) {
        const auto t = HuggingFaceTokenizer::from_gpt2_files(byte_vocab({"he"}), merges);
        EXPECT_EQ(t.encode("he"), (std::vector<int>{256})) << merges;
    }
    const auto small = HuggingFaceTokenizer::from_gpt2_files(byte_vocab({"he"}), merges_ok);
    EXPECT_EQ(small.encode("hehe"), (std::vector<int>{256, 256}));
    EXPECT_TRUE(small.special_ids().empty());
}
