// A model as a file gives it: the maths (Model, which knows nothing of text), the tokenizer its input
// is read with, and the toy task it was trained on. What the window, the CLI and a training run hold; it
// is a Model wherever only the maths is needed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/model.h"
#include "core/text/tokenizer.h"

namespace al {

class LoadedModel : public Model<float> {
public:
    // Throws al::Error when the tokenizer has more tokens than the model's vocabulary.
    explicit LoadedModel(Model<float> model, std::optional<Tokenizer> tokenizer = std::nullopt, std::string task = {});

    // none: the model reads token ids ("3 1 4"); whether its text starts with <bos> is the
    // tokenizer's (Tokenizer::prepends_bos)
    const std::optional<Tokenizer>& tokenizer() const { return tokenizer_; }
    void set_tokenizer(std::optional<Tokenizer> tokenizer);
    // The ids that end a text the model writes (generation stops after one): <eos> for a character or
    // word tokenizer, whose toy tasks end every answer with it; a Hugging Face model's eos_token_id from
    // its config.json (open_model; Llama 3's instruct models list three); none without a tokenizer.
    const std::vector<int>& end_ids() const { return end_ids_; }
    // Keeps those of the tokenizer's vocabulary: one beyond it is never written.
    void set_end_ids(const std::vector<int>& ids);
    // The toy task the model was trained on ("" when unknown), saved with it: a viewer offers its examples.
    const std::string& task() const { return task_; }
    void set_task(std::string task) { task_ = std::move(task); }

private:
    std::optional<Tokenizer> tokenizer_;
    std::vector<int> end_ids_;
    std::string task_;
};

// Whether a model of architecture `arch` trained on the task reads text that starts with <bos> (the toy
// tasks, decoder-only) or not (text, an encoder's source, or "" for unknown): what a trained model's
// tokenizer records (Tokenizer::prepends_bos), and what a file written before it recorded that is read as.
bool starts_with_bos(const std::string& task, Arch arch);

}  // namespace al
