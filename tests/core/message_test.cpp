#include <gtest/gtest.h>

#include "core/base/error.h"
#include "core/base/message.h"

using namespace al;

TEST(Message, FillsEachValueInOnePass) {
    EXPECT_EQ(fill_in("layer %1 of %2", {"3", "12"}), "layer 3 of 12");
    EXPECT_EQ(fill_in("%2 before %1", {"a", "b"}), "b before a");
    EXPECT_EQ(fill_in("a value that says %1", {"%2"}), "a value that says %2");  // not filled again
    EXPECT_EQ(fill_in("%1 and %3", {"x"}), "x and %3");                          // no value: stays
    EXPECT_EQ(fill_in("100% of %1", {"it"}), "100% of it");
}

TEST(Message, ASentenceMayBeTheValueOfAnother) {
    const Message m(AL_TEXT("reading %1 '%2'"), Message(AL_TEXT("the config file")), "/tmp/c.json");
    EXPECT_EQ(m.str(), "reading the config file '/tmp/c.json'");
    ASSERT_EQ(m.args.size(), 2u);
    EXPECT_STREQ(m.args[0].english, "the config file");  // translated on its own
    EXPECT_EQ(m.args[1].english, nullptr);               // a path: verbatim
}

TEST(Message, AnErrorKeepsItsTemplateAndSaysTheSentence) {
    const Error e(Message(AL_TEXT("head %1 does not exist"), "9"));
    EXPECT_STREQ(e.what(), "head 9 does not exist");
    EXPECT_STREQ(e.message().english, "head %1 does not exist");
    EXPECT_EQ(message_of(Error("plain English")).str(), "plain English");
    EXPECT_EQ(message_of(std::bad_alloc()).str().rfind("there was not enough memory", 0), 0u);
}

// A name read from a file or typed reaches the terminal as text, never as an escape sequence that
// clears the screen or retitles the window.
TEST(Message, EveryValueReachesTheTerminalWithoutControlCharacters) {
    const Message m(AL_TEXT("tensor '%1' has no dtype"), std::string("w\x1b]0;owned\x07\x1b[2J") + "\xc2\x9b" + "1m\n");
    EXPECT_EQ(m.str(), "tensor 'w\\x1b]0;owned\\x07\\x1b[2J\\u009b1m\\x0a' has no dtype");
    EXPECT_EQ(printable("Grüße, 你好"), "Grüße, 你好");  // letters of every script stay
}
