// What the commands that read a model share: the --model and --config options, and telling the user
// about the text as the model reads it.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "core/io/loaded_model.h"
#include "core/text/text_input.h"

namespace cli {

// A model: a local path, or a Hub repo id that opens from the Hugging Face cache (core/io/hub_cache.h).
extern const CLI::Validator kModelPath;

struct ModelArgs {
    std::string model, config;
    void add(CLI::App* cmd);
    al::LoadedModel load() const;
};

// Throws al::Error saying where a tokenizer comes from, for a model without one.
void require_tokenizer(const al::LoadedModel& model);

// Tells the user about unknown pieces and truncation, on stderr.
const al::TextInput& noted(const al::TextInput& in);

}  // namespace cli
