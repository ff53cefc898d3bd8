#include "core/text/tokenizer.h"

#include <gtest/gtest.h>

#include "core/base/error.h"
#include "core/text/text_input.h"
#include "core/text/utf8.h"

using namespace al;

TEST(Utf8, CountsCharactersNotBytes) {
    const std::string text = "café 🙂";
    EXPECT_EQ(text.size(), 10u);  // c a f é(2) space 🙂(4)
    EXPECT_EQ(decode_utf8(text).size(), 6u);
    EXPECT_EQ(encode_utf8(decode_utf8(text)), text);
}

TEST(Utf8, RejectsInvalidSequencesWithTheirOffset) {
    EXPECT_THROW(decode_utf8("ab\xC3"), Error);        // truncated
    EXPECT_THROW(decode_utf8("\xC0\xAF"), Error);      // overlong
    EXPECT_THROW(decode_utf8("\xED\xA0\x80"), Error);  // surrogate
    try {
        decode_utf8("ok\xFFno");
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("offset 2"), std::string::npos);
    }
}

TEST(CharacterTokenizer, BuildsAVocabularyAfterTheSpecialTokens) {
    const auto t = Tokenizer::build(TokenizerKind::character, "café 🙂 cab");
    // specials 0..3, then by code point: ' ' a b c f é 🙂
    EXPECT_EQ(t.size(), 4 + 7);
    EXPECT_EQ(t.piece(0), "<pad>");
    EXPECT_EQ(t.piece(3), "<unk>");
    EXPECT_EQ(t.piece(4), " ");
    EXPECT_EQ(t.piece(9), "é");
    EXPECT_EQ(t.piece(10), "🙂");
    const auto e = t.encode("café 🙂");
    EXPECT_EQ(e.ids, (std::vector<int>{7, 5, 8, 9, 4, 10}));
    EXPECT_EQ(t.decode(e.ids), "café 🙂");
}

TEST(CharacterTokenizer, MapsUnknownCharactersToUnkAndSaysWhich) {
    const auto t = Tokenizer::build(TokenizerKind::character, "abc");
    const auto e = t.encode("abz!z");
    EXPECT_EQ(e.ids, (std::vector<int>{4, 5, Tokenizer::unk_id, Tokenizer::unk_id, Tokenizer::unk_id}));
    EXPECT_EQ(e.unknown_pieces(), (std::vector<std::string>{"z", "!"}));
}

TEST(WordTokenizer, SplitsWordsAndPunctuationAndKeepsApostrophes) {
    EXPECT_EQ(Tokenizer::split(TokenizerKind::word, "The animal didn't cross, because it was tired."),
              (std::vector<std::string>{"The", "animal", "didn't", "cross", ",", "because", "it", "was", "tired", "."}));
    const auto t = Tokenizer::build(TokenizerKind::word, "the cat the dog the end");
    EXPECT_EQ(t.piece(4), "the") << "most frequent word first";
    EXPECT_EQ(t.decode(t.encode("the dog , the cat .").ids), "the dog <unk> the cat <unk>");
}

TEST(Tokenizer, RoundTripsThroughJson) {
    const auto t = Tokenizer::build(TokenizerKind::word, "hello world, hello café");
    const auto u = Tokenizer::from_json(t.to_json());
    EXPECT_EQ(u.size(), t.size());
    EXPECT_EQ(u.kind(), TokenizerKind::word);
    for (int i = 0; i < t.size(); ++i) EXPECT_EQ(u.piece(i), t.piece(i));
    EXPECT_THROW(Tokenizer::from_json(R"({"type":"bpe","pieces":[]})"), Error);
    EXPECT_THROW(Tokenizer::from_json(R"({"type":"char","pieces":["a","a"]})"), Error);
}

// An uncased tokenizer folds the text before it splits it, for every script ICU knows, and keeps
// saying so through its JSON; a cased one (every file written before) reads "The" as unknown.
TEST(Tokenizer, AnUncasedTokenizerFoldsTheCaseAndSaysSoInItsJson) {
    auto t = Tokenizer::from_pieces(TokenizerKind::word, {"the", "über", "straße", "."});
    EXPECT_EQ(t.encode("The ÜBER straße.").unknown_pieces(), (std::vector<std::string>{"The", "ÜBER"}));
    EXPECT_EQ(t.to_json().find("lowercase"), std::string::npos);
    t.set_lowercases(true);
    const Encoding e = t.encode("The ÜBER straße.");
    EXPECT_TRUE(e.unknown_pieces().empty());
    EXPECT_EQ(e.pieces, (std::vector<std::string>{"the", "über", "straße", "."}));
    EXPECT_EQ(t.encode_ids("THE"), t.encode("the").ids);
    const auto u = Tokenizer::from_json(t.to_json());
    EXPECT_TRUE(u.lowercases());
    EXPECT_EQ(u.encode("THE").ids, e.ids.front() == u.encode("the").ids.front() ? u.encode("the").ids : std::vector<int>{});
    EXPECT_THROW(Tokenizer::from_json(R"({"type":"word","pieces":["a"],"lowercase":"yes"})"), Error);
    EXPECT_THROW(t.encode("bad \xff"), Error);
}

TEST(TextInput, FlagsUnknownCharactersAndTruncationInsteadOfDroppingSilently) {
    const auto t = Tokenizer::build(TokenizerKind::character, "abcdef");
    const auto in = prepare_text(t, 4, "abxdef");
    EXPECT_EQ(in.total_tokens, 6);
    EXPECT_EQ(in.dropped_tokens, 2);
    EXPECT_EQ(in.ids.size(), 4u);
    EXPECT_TRUE(in.unknown[2]);
    ASSERT_EQ(in.notices.size(), 2u);
    EXPECT_NE(in.notices[0].str().find("\"x\""), std::string::npos);
    EXPECT_NE(in.notices[1].str().find("only the first 4"), std::string::npos);
    EXPECT_THROW(prepare_text(t, 4, ""), Error);
}

// A megabyte pasted into the window: tokenized only as far as the model reads, with the same first
// tokens as the whole text gives, the first cut-off ones to show, and a notice that says so.
TEST(TextInput, AFarLongerTextIsTokenizedOnlyAsFarAsTheModelReads) {
    const auto t = Tokenizer::build(TokenizerKind::word, "the cat sat on a mat .");
    std::string text;
    while (text.size() < 1'000'000) text += "the cat sat on a mat. ";
    const auto in = prepare_text(t, 64, text);
    const auto whole = t.encode_ids(text);
    ASSERT_EQ(in.ids.size(), 64u);
    EXPECT_EQ(in.ids, std::vector<int>(whole.begin(), whole.begin() + 64));
    EXPECT_FALSE(in.counted_all);
    EXPECT_LT(in.total_tokens, 10'000) << "the whole text has " << whole.size();
    EXPECT_EQ(in.dropped_pieces, (std::vector<std::string>{"cat", "sat", "on", "a", "mat", ".", "the", "cat", "sat", "on", "a", "mat"}));
    ASSERT_EQ(in.notices.size(), 1u);
    EXPECT_NE(in.notices[0].str().find("far longer than the model reads, at most 64 tokens"), std::string::npos);
    const auto shorter = prepare_text(t, 64, "the cat sat on a mat.");  // all of it: counted
    EXPECT_TRUE(shorter.counted_all);
    EXPECT_EQ(shorter.dropped_tokens, 0);
}

// encode_ids is encode's ids without a string per piece (a training text takes 4 bytes a character).
TEST(Tokenizer, EncodeIdsGivesEncodesIds) {
    const auto chars = Tokenizer::build(TokenizerKind::character, "hello, wörld");
    const auto words = Tokenizer::build(TokenizerKind::word, "hello, world didn't");
    for (const auto* text : {"hello wörld!", "didn't hello,world"}) {
        EXPECT_EQ(chars.encode_ids(text), chars.encode(text).ids) << text;
        EXPECT_EQ(words.encode_ids(text), words.encode(text).ids) << text;
    }
    EXPECT_THROW((void)chars.encode_ids("ok\xFF"), Error);
}

TEST(TextInput, TokenIdsAreReadWithCommasOrSpaces) {
    EXPECT_EQ(parse_token_ids("3,1,4"), (std::vector<int>{3, 1, 4}));
    EXPECT_EQ(parse_token_ids(" 3 1, 4 "), (std::vector<int>{3, 1, 4}));
    try {
        parse_token_ids("3 one 4");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(std::string(e.what()), "token ids are integers separated by commas or spaces, like 3,1,4; got \"one\"");
    }
    EXPECT_THROW(parse_token_ids(" , "), Error);
    EXPECT_THROW(parse_token_ids("99999999999"), Error);  // not an int
}

TEST(TextInput, TypedIdsAreCheckedAgainstTheVocabularyAndTruncatedAloud) {
    const auto in = prepare_ids(10, 3, "1 2 3 4 5");
    EXPECT_EQ(in.ids, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(in.pieces, (std::vector<std::string>{"1", "2", "3"}));
    EXPECT_EQ(in.dropped_tokens, 2);
    ASSERT_EQ(in.notices.size(), 1u);
    EXPECT_NE(in.notices[0].str().find("only the first 3"), std::string::npos);
    try {
        prepare_ids(10, 3, "1 10");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(std::string(e.what()), "token id 10 is outside the vocabulary (0..9)");
    }
}
