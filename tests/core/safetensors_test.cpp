#include "core/io/safetensors.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>

#include "core/base/error.h"

using namespace al;

namespace {

std::string with_header(const std::string& json, const std::string& data) {
    std::string out(8, '\0');
    const uint64_t n = json.size();
    std::memcpy(out.data(), &n, 8);
    return out + json + data;
}

std::string floats_bytes(std::initializer_list<float> values) {
    std::string s(values.size() * 4, '\0');
    std::memcpy(s.data(), std::data(values), s.size());
    return s;
}

std::string parse_error(const std::string& bytes) {
    try {
        SafetensorsFile::parse(bytes, "test.safetensors");
    } catch (const Error& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(Safetensors, RoundTripsTensorsAndMetadata) {
    SafetensorsWriter w;
    w.add("a", {2, 3}, std::vector<float>{1, 2, 3, 4, 5, 6});
    w.add("b.bias", {2}, std::vector<float>{-1.5f, std::numeric_limits<float>::infinity()});
    w.set_metadata("config", "{\"n_layer\": 1}");
    const auto bytes = w.serialize();
    EXPECT_EQ((bytes.size() - 24 - 8) % 8, 0u);
    const auto f = SafetensorsFile::parse(bytes);
    ASSERT_NE(f.find("a"), nullptr);
    EXPECT_EQ(f.find("a")->shape, (std::vector<int64_t>{2, 3}));
    EXPECT_EQ(f.floats(*f.find("a")), (std::vector<float>{1, 2, 3, 4, 5, 6}));
    EXPECT_EQ(f.floats(*f.find("b.bias"))[0], -1.5f);
    EXPECT_EQ(f.metadata().at("config"), "{\"n_layer\": 1}");
}

TEST(Safetensors, WritesAtomicallyLeavingNoTemporaryFile) {
    const auto dir = std::filesystem::temp_directory_path() / "al_safetensors_test";
    std::filesystem::create_directories(dir);
    const auto path = (dir / "x.safetensors").string();
    SafetensorsWriter w;
    w.add("x", {1}, std::vector<float>{42});
    w.write(path);
    w.write(path);  // overwrite
    int files = 0;
    for (auto& e : std::filesystem::directory_iterator(dir)) (void)e, ++files;
    EXPECT_EQ(files, 1);
    EXPECT_EQ(SafetensorsFile::read(path).floats(*SafetensorsFile::read(path).find("x"))[0], 42.0f);
    std::filesystem::remove_all(dir);
}

TEST(Safetensors, RejectsATruncatedFile) {
    EXPECT_NE(parse_error("abc").find("truncated"), std::string::npos);
    SafetensorsWriter w;
    w.add("a", {4}, std::vector<float>{1, 2, 3, 4});
    const auto good = w.serialize();
    EXPECT_NE(parse_error(good.substr(0, good.size() - 3)).find("outside the data"), std::string::npos);
}

TEST(Safetensors, RejectsAWrongHeaderLength) {
    std::string bytes = with_header(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}})", floats_bytes({1}));
    bytes[0] = static_cast<char>(bytes[0] + 40);  // claims more header than there is
    EXPECT_NE(parse_error(bytes).find("exceeds the file"), std::string::npos);
    bytes[0] = static_cast<char>(bytes[0] - 41);  // cuts the JSON short
    EXPECT_NE(parse_error(bytes).find("not valid JSON"), std::string::npos);
    std::string huge(16, '\xff');
    EXPECT_NE(parse_error(huge).find("implausibly large"), std::string::npos);
    std::string sixteen_mb(16'000'016, ' ');  // the length is checked before any JSON is read
    for (int i = 0; i < 8; ++i) sixteen_mb[i] = static_cast<char>((16'000'001ull >> (8 * i)) & 0xff);
    EXPECT_NE(parse_error(sixteen_mb).find("is implausibly large (the limit is 16000000 bytes)"), std::string::npos);
}

TEST(Safetensors, RejectsOffsetsOutOfRangeOrOverlapping) {
    EXPECT_NE(parse_error(with_header(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}})", floats_bytes({1, 2})))
                  .find("outside the data"),
              std::string::npos);
    EXPECT_NE(parse_error(with_header(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                                      R"("b":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}})",
                                      floats_bytes({1, 2, 3})))
                  .find("overlaps"),
              std::string::npos);
    EXPECT_NE(parse_error(with_header(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})", floats_bytes({1, 2})))
                  .find("gap"),
              std::string::npos);
    EXPECT_NE(parse_error(with_header(R"({"a":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}})", floats_bytes({1, 2})))
                  .find("need"),
              std::string::npos);
}

TEST(Safetensors, RejectsUnknownDtypesAndMalformedEntries) {
    EXPECT_NE(parse_error(with_header(R"({"a":{"dtype":"F31","shape":[1],"data_offsets":[0,4]}})", floats_bytes({1})))
                  .find("unknown dtype"),
              std::string::npos);
    EXPECT_NE(parse_error(with_header(R"({"a":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}})", floats_bytes({1})))
                  .find("negative"),
              std::string::npos);
    EXPECT_NE(parse_error(with_header(R"({"a":{"dtype":"F32","shape":[1]}})", floats_bytes({1}))).find("data_offsets"),
              std::string::npos);
    EXPECT_NE(parse_error(with_header(R"([1,2])", "")).find("JSON object"), std::string::npos);
    const auto ints = SafetensorsFile::parse(with_header(R"({"a":{"dtype":"I32","shape":[1],"data_offsets":[0,4]}})", "abcd"));
    EXPECT_THROW(ints.floats(*ints.find("a")), Error);
}

std::string halves_bytes(std::initializer_list<uint16_t> values) {
    std::string s(values.size() * 2, '\0');
    std::memcpy(s.data(), std::data(values), s.size());
    return s;
}

TEST(Safetensors, HalfPrecisionTensorsAreConvertedToFloat) {
    // F16: 1, -2, 65504 (largest), 2^-24 (smallest subnormal), 2^-14 (smallest normal), +inf
    const auto f16 = SafetensorsFile::parse(with_header(R"({"a":{"dtype":"F16","shape":[6],"data_offsets":[0,12]}})",
                                                        halves_bytes({0x3C00, 0xC000, 0x7BFF, 0x0001, 0x0400, 0x7C00})));
    EXPECT_EQ(f16.floats(*f16.find("a")), (std::vector<float>{1.0f, -2.0f, 65504.0f, std::ldexp(1.0f, -24),
                                                              std::ldexp(1.0f, -14), std::numeric_limits<float>::infinity()}));
    // BF16 is the high half of an F32: 1, -0.5, 3.140625
    const auto bf16 = SafetensorsFile::parse(with_header(R"({"b":{"dtype":"BF16","shape":[3],"data_offsets":[0,6]}})",
                                                         halves_bytes({0x3F80, 0xBF00, 0x4049})));
    EXPECT_EQ(bf16.floats(*bf16.find("b")), (std::vector<float>{1.0f, -0.5f, 3.140625f}));
}

TEST(Safetensors, AFileOnDiskIsReadOneTensorAtATimeAndATruncatedOneIsReported) {
    const auto path = (std::filesystem::temp_directory_path() / "al_streamed.safetensors").string();
    SafetensorsWriter w;
    w.add("x", {3}, std::vector<float>{1, 2, 3});
    w.add("y", {2}, std::vector<float>{4, 5});
    w.write(path);
    const auto f = SafetensorsFile::read(path);
    EXPECT_EQ(f.floats(*f.find("y")), (std::vector<float>{4, 5}));
    std::filesystem::resize_file(path, std::filesystem::file_size(path) - 4);  // changed behind the reader's back
    try {
        (void)f.floats(*f.find("x"));
        FAIL() << "a changed file was read";
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("changed"), std::string::npos) << e.what();
    }
}

// JSON keeps the last of two equal keys, so a second "w" would silently replace the first.
TEST(Safetensors, ATensorNamedTwiceIsRefused) {
    const std::string t = R"({"dtype": "F32", "shape": [1], "data_offsets": [0, 4]})";
    EXPECT_EQ(parse_error(with_header(R"({"w": )" + t + R"(, "w": )" + t + "}", floats_bytes({1}))),
              "test.safetensors: tensor 'w' appears twice in the header");
    EXPECT_EQ(parse_error(with_header(R"({"w": )" + t + "}", floats_bytes({1}))), "");
}

TEST(Safetensors, ANameWithControlCharactersIsPrintedEscaped) {
    const std::string name = R"(evil\u001b[2Jname)";  // in JSON: ESC [2J, which clears a terminal
    const std::string message = parse_error(with_header(R"({")" + name + R"(": {"dtype": "Q9"}})", ""));
    EXPECT_EQ(message.find('\x1b'), std::string::npos);
    EXPECT_NE(message.find("evil\\x1b[2Jname"), std::string::npos) << message;
}
