// Feeds arbitrary text to every JSON the app reads from a user's files: a model config, a checkpoint's
// training settings, a tokenizer, a checkpoint's "training" metadata, and Hugging Face's config.json
// and vocab.json. Every malformed input must
// end in al::Error; any other exception, crash, leak or undefined behaviour is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/base/error.h"
#include "core/io/hugging_face.h"
#include "core/io/model_io.h"
#include "core/model/config.h"
#include "core/text/hugging_face_tokenizer.h"
#include "core/text/tokenizer.h"
#include "core/train/trainer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto attempt = [](auto&& f) {
        try {
            f();
        } catch (const al::Error&) {
        }
    };
    attempt([&] { (void)al::ModelConfig::from_json(text); });
    attempt([&] { (void)al::TrainSettings::from_json(text); });
    attempt([&] { (void)al::Tokenizer::from_json(text); });
    attempt([&] { (void)al::config_from_hugging_face(text); });
    attempt([&] { (void)al::HuggingFaceTokenizer::from_gpt2_files(text, "#version: 0.2\n"); });  // the text as vocab.json
    attempt([&] { (void)al::HuggingFaceTokenizer::from_tokenizer_json(text); });
    std::string checkpoint;  // the same text as a checkpoint's training metadata
    try {
        al::SafetensorsWriter w;
        w.set_metadata("training", text);
        checkpoint = w.serialize();
    } catch (...) {
        return 0;  // not storable as metadata (invalid UTF-8): not an input a file can hold
    }
    attempt([&] {
        const auto file = al::SafetensorsFile::parse(checkpoint, "fuzz");
        (void)al::trained_task(file);
        (void)al::Trainer::checkpoint_settings(file);
        (void)al::Trainer::checkpoint_task(file);
    });
    return 0;
}
