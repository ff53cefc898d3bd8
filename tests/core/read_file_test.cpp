#include "core/base/read_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "core/base/error.h"

using namespace al;

namespace {

std::string read_error(const std::string& path) {
    try {
        read_file(path, Message::verbatim("the model file"));
    } catch (const Error& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(ReadFile, ReadsEveryByteOfARegularFile) {
    const auto path = (std::filesystem::temp_directory_path() / "al_read_file.bin").string();
    const std::string bytes("a\0b\xff", 4);
    std::ofstream(path, std::ios::binary) << bytes;
    EXPECT_EQ(read_file(path, Message::verbatim("the model file")), bytes);
    std::filesystem::remove(path);
}

TEST(ReadFile, RefusesWhatCannotBeReadToItsEnd) {
    EXPECT_EQ(read_error("/nonexistent/m.safetensors"), "cannot open the model file '/nonexistent/m.safetensors': No such file or directory");
    EXPECT_EQ(read_error("/tmp"), "the model file '/tmp' is a folder; give a file");
    EXPECT_EQ(read_error("/dev/zero"), "the model file '/dev/zero' is not a regular file (a device or a pipe cannot be read "
                                       "to its end); give a file");
    const auto fifo = (std::filesystem::temp_directory_path() / "al_read_file.fifo").string();
    std::filesystem::remove(fifo);
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_NE(read_error(fifo).find("is not a regular file"), std::string::npos);  // refused, not waited on
    std::filesystem::remove(fifo);
}
