// The one rule from a user's text to what a model reads. The window, the CLI (trace, generate) and
// the trainer share it, so the numbers a student exports are the ones on the screen.
//   - the text is tokenised: unknown pieces and truncation at block_size become notices; a model
//     without a tokenizer reads the text as token ids ("3 1 4", see prepare_ids), exactly as typed;
//   - text starts with <bos> where the tokenizer says so (Tokenizer::prepends_bos: a decoder trained
//     here on a toy sequence task);
//   - an encoder–decoder reads the text as its source, and its decoder reads its own greedy output,
//     starting from <bos>.
#pragma once

#include <string>
#include <string_view>

#include "core/io/loaded_model.h"
#include "core/text/text_input.h"

namespace al {

struct ModelInput {
    TextInput text;  // decoder-only: the pieces read (with <bos> first where the rule adds it);
                     // encoder–decoder: the source's pieces
    Batch batch;     // one sequence: ids (B = 1, T); for an encoder–decoder also source_ids (S)
};

// The text as the model reads it: tokenised, with <bos> first where the rule adds it. Throws al::Error:
// empty text, invalid UTF-8, or (no tokenizer) text that is not token ids of the vocabulary.
TextInput model_text(const LoadedModel& model, std::string_view text);
// model_text and the batch the model reads; for an encoder–decoder this runs its greedy decoding.
ModelInput model_input(const LoadedModel& model, std::string_view text);

}  // namespace al
