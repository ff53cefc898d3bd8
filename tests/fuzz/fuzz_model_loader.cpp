// Feeds arbitrary bytes to the safetensors parser and the model loader. Every malformed input must
// end in al::Error; any other exception, crash, leak or undefined behaviour is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/error.h"
#include "core/io/model_io.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        const auto file = al::SafetensorsFile::parse(std::string(reinterpret_cast<const char*>(data), size), "fuzz");
        for (const auto& t : file.tensors())
            if (t.dtype == "F32") (void)file.floats(t);
        try {
            (void)al::load_model(file);  // with the file's own config, if any
        } catch (const al::Error&) {
        }
        al::ModelConfig small;
        small.vocab_size = 13, small.block_size = 12, small.n_embd = 16, small.n_head = 4, small.d_ff = 40;
        (void)al::load_model(file, small);
    } catch (const al::Error&) {
    }
    return 0;
}
