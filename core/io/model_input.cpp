#include "core/io/model_input.h"

#include <algorithm>

#include "core/base/error.h"
#include "core/io/generate.h"

namespace al {

TextInput model_text(const LoadedModel& model, std::string_view text) {
    const auto& tokenizer = model.tokenizer();
    if (!tokenizer) {
        try {
            return prepare_ids(model.config().vocab_size, model.config().block_size, text);
        } catch (const Error& e) {
            throw Error(Message(AL_TEXT("this model has no tokenizer, so its input is token ids: %1"), e.what()));
        }
    }
    const int bos = tokenizer->prepends_bos() ? 1 : 0;
    TextInput in = prepare_text(*tokenizer, model.config().block_size - bos, text);
    if (bos) {  // the model was trained on sequences that start with <bos>
        in.ids.insert(in.ids.begin(), Tokenizer::bos_id);
        in.pieces.insert(in.pieces.begin(), tokenizer->piece(Tokenizer::bos_id));
        in.unknown.insert(in.unknown.begin(), false);
    }
    return in;
}

ModelInput model_input(const LoadedModel& model, std::string_view text) {
    const auto& c = model.config();
    ModelInput in{model_text(model, text), {}};
    if (c.arch != Arch::encoder_decoder) {
        in.batch = Batch::single(in.text.ids);
        return in;
    }
    const auto& source = in.text.ids;
    const int decoded = std::min<int>(static_cast<int>(source.size()) + 1, c.block_size - 1);
    in.batch = Batch::single(generate(model, source, decoded, {0.0, 0, 1.0}, 1), source);
    return in;
}

}  // namespace al
