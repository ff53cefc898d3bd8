// Feeds arbitrary bytes to the safetensors parser and the model loader, and runs a model that loads
// on three tokens as `trace` does (overflow check, export). Every malformed input must end in
// al::Error; any other exception, crash, leak or undefined behaviour is a finding.
#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <string>
#include <vector>

#include "core/base/error.h"
#include "core/io/model_io.h"
#include "core/io/trace_export.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        const auto file = al::SafetensorsFile::parse(std::string(reinterpret_cast<const char*>(data), size), "fuzz");
        for (const auto& t : file.tensors())
            if (t.dtype == "F32" || t.dtype == "F16" || t.dtype == "BF16" || t.dtype == "F64") (void)file.floats(t);
        try {
            const auto model = al::load_model(file);  // with the file's own config, if any
            const auto& c = model.config();
            std::vector<int> ids(std::min(3, c.block_size));
            for (size_t i = 0; i < ids.size(); ++i) ids[i] = static_cast<int>(i) % c.vocab_size;
            const auto trace = model.forward(al::Batch::single(ids, c.arch == al::Arch::encoder_decoder ? ids : std::vector<int>{}));
            trace.require_finite(al::Message::verbatim("fuzz"));
            (void)al::trace_writer(trace, {}).serialize();
        } catch (const al::Error&) {
        }
        al::ModelConfig small;
        small.vocab_size = 13, small.block_size = 12, small.n_embd = 16, small.n_head = 4, small.d_ff = 40;
        try {
            (void)al::load_model(file, al::config_from_shapes(file), al::gpt2_family());
        } catch (const al::Error&) {
        }
        (void)al::load_model(file, small);
    } catch (const al::Error&) {
    }
    return 0;
}
