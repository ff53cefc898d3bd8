// Outputs: written all at once, never over a file the command reads, never anything but a file.
#include "core/base/write_file.h"

#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/base/error.h"
#include "core/io/output_path.h"
#include "tests/core/error_of.h"

using namespace al;
namespace fs = std::filesystem;

namespace {

// A fresh folder for one test, removed when it ends.
struct Folder {
    explicit Folder(const std::string& name) : path(fs::temp_directory_path() / name) {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~Folder() { fs::remove_all(path); }
    std::string operator/(const std::string& name) const { return (path / name).string(); }
    fs::path path;
};

std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

}  // namespace

TEST(AtomicWrite, ReplacingAFileKeepsItsPermissionsAndLeavesNoTemporaryFile) {
    const auto dir = std::filesystem::temp_directory_path() / "al_atomic_write";
    std::filesystem::create_directories(dir);
    const auto path = (dir / "kept.bin").string();
    write_file_atomically(path, "old");
    std::filesystem::permissions(path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
    write_file_atomically(path, "new contents");
    EXPECT_EQ(std::filesystem::status(path).permissions() & std::filesystem::perms::all,
              std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
    EXPECT_EQ(std::filesystem::file_size(path), 12u);
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()), 1);
    std::filesystem::remove_all(dir);
}

// As root, `trace --out /dev/full` replaced the device node with a file: only regular files are replaced.
TEST(AtomicWrite, SomethingThatIsNotARegularFileIsNeverReplaced) {
    const auto dir = std::filesystem::temp_directory_path() / "al_atomic_fifo";
    std::filesystem::create_directories(dir);
    const auto fifo = (dir / "pipe").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    try {
        write_file_atomically(fifo, "x");
        ADD_FAILURE() << "a FIFO was replaced";
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("is not a regular file; nothing was written"), std::string::npos);
    }
    EXPECT_TRUE(std::filesystem::is_fifo(fifo));
    EXPECT_THROW(write_file_atomically(dir.string(), "x"), Error) << "a directory is not replaced either";
    EXPECT_TRUE(std::filesystem::is_directory(dir));
    std::filesystem::remove_all(dir);
}

TEST(AtomicWrite, ThroughASymbolicLinkTheFileItPointsToIsReplacedAndTheLinkStays) {
    const Folder dir("al_write_link");
    write_file_atomically(dir / "real.bin", "old");
    fs::create_symlink("real.bin", dir / "link.bin");
    write_file_atomically(dir / "link.bin", "new");
    EXPECT_TRUE(fs::is_symlink(dir / "link.bin"));
    EXPECT_EQ(contents(dir / "real.bin"), "new");
    fs::create_symlink("not-yet.bin", dir / "dangling.bin");  // a dangling link: the file it names is made
    write_file_atomically(dir / "dangling.bin", "made");
    EXPECT_TRUE(fs::is_symlink(dir / "dangling.bin"));
    EXPECT_EQ(contents(dir / "not-yet.bin"), "made");
    fs::create_symlink("loop-b", dir / "loop-a");
    fs::create_symlink("loop-a", dir / "loop-b");
    EXPECT_NE(error_of([&] { write_file_atomically(dir / "loop-a", "x"); }).find("is a loop of symbolic links; nothing was written"),
              std::string::npos);
}

// As root (an administrator fixing a student's file) the replaced file stays the student's.
TEST(AtomicWrite, AsRootAReplacedFileKeepsItsOwner) {
    if (::geteuid() != 0) GTEST_SKIP() << "only root may give a file to another user";
    const Folder dir("al_write_owner");
    write_file_atomically(dir / "theirs.bin", "old");
    ASSERT_EQ(::chown((dir / "theirs.bin").c_str(), 65534, 65534), 0);
    write_file_atomically(dir / "theirs.bin", "new");
    struct stat info {};
    ASSERT_EQ(::stat((dir / "theirs.bin").c_str(), &info), 0);
    EXPECT_EQ(info.st_uid, 65534u);
    EXPECT_EQ(info.st_gid, 65534u);
}

// The temporary name does not grow with the target's: a name of 255 bytes (the longest a folder
// holds) is written.
TEST(AtomicWrite, ANameOfTheLongestLengthIsWrittenAndAnEmptyOneIsRefused) {
    const Folder dir("al_write_long");
    const std::string name(255, 'n');
    write_file_atomically(dir / name, "long");
    EXPECT_EQ(contents(dir / name), "long");
    EXPECT_EQ(error_of([] { write_file_atomically("", "x"); }), "the output file's name is empty; nothing was written — name a file");
}

TEST(OutputRule, AFileInsideAFolderTheCommandReadsIsNeverReplacedNorIsOneReachedByALink) {
    const Folder dir("al_output_folder");
    fs::create_directories(dir.path / "model");
    for (const char* file : {"model.safetensors", "config.json", "vocab.json"}) write_file_atomically((dir.path / "model" / file).string(), file);
    const std::vector<NamedPath> inputs = {{"--model", dir / "model"}};
    EXPECT_EQ(error_of([&] { check_output_path("--out", dir / "model/model.safetensors", inputs, false); }),
              "--out " + dir / "model/model.safetensors" + " is a file this command reads (--model " + dir / "model" +
                  "); choose another file — nothing was written");
    EXPECT_NE(error_of([&] { check_output_path("--out", dir / "model/config.json", inputs, true); }).find("is a file this command reads"),
              std::string::npos) << "--force does not make an input replaceable";
    fs::create_symlink("model/vocab.json", dir / "link.json");
    fs::create_hard_link(dir / "model/config.json", dir / "hard.json");
    for (const auto& other : {dir / "link.json", dir / "hard.json"})
        EXPECT_NE(error_of([&] { check_output_path("--out", other, inputs, true); }).find("is the same file as"), std::string::npos) << other;
    EXPECT_EQ(error_of([&] { check_output_path("--out", dir / "trace.safetensors", inputs, false); }), "");
    // the folder named by its config.json (which opens the whole folder) protects its weights too; a
    // trace kept in the folder is not something the model reads, and may be replaced
    write_file_atomically(dir / "model/trace.safetensors", std::string("\x02\0\0\0\0\0\0\0{}", 10));
    const std::vector<NamedPath> by_config = {{"--model", dir / "model/config.json"}};
    EXPECT_NE(error_of([&] { check_output_path("--out", dir / "model/model.safetensors", by_config, true); }).find("is a file this command reads"),
              std::string::npos);
    EXPECT_EQ(error_of([&] { check_output_path("--out", dir / "model/trace.safetensors", inputs, false); }), "");
}

TEST(OutputRule, TwoOutputsOfOneCommandNeverShareAFileEvenBeforeEitherExists) {
    const Folder dir("al_output_two");
    EXPECT_EQ(error_of([&] { check_output_path("--out", dir / "m.safetensors", {}, false, OutputKind::safetensors,
                                               {{"--checkpoint", dir / "./m.safetensors"}}); }),
              "--out " + dir / "m.safetensors" + " is also this command's --checkpoint; give each output its own file — nothing was written");
    EXPECT_NE(error_of([&] { check_output_path("--out", "", {}, false); }).find("--out is empty"), std::string::npos);
}

TEST(OutputRule, AnExistingFileOfAnotherKindIsReplacedOnlyWithForce) {
    const Folder dir("al_output_kind");
    write_file_atomically(dir / "notes.txt", "my notes");
    write_file_atomically(dir / "old.png", "\x89PNG\r\n\x1a\n....");
    EXPECT_NE(error_of([&] { check_output_path("--screenshot", dir / "notes.txt", {}, false, OutputKind::image); }).find("is not an image"),
              std::string::npos);
    EXPECT_EQ(error_of([&] { check_output_path("--screenshot", dir / "notes.txt", {}, true, OutputKind::image); }), "");
    EXPECT_EQ(error_of([&] { check_output_path("--screenshot", dir / "old.png", {}, false, OutputKind::image); }), "");
    EXPECT_NE(error_of([&] { check_output_path("--out", dir / "old.png", {}, false); }).find("is not a safetensors file"), std::string::npos);
}
