#include "core/io/loaded_model.h"

#include "core/base/error.h"

namespace al {

LoadedModel::LoadedModel(Model<float> model, std::optional<Tokenizer> tokenizer, std::string task)
    : Model<float>(std::move(model)), task_(std::move(task)) {
    set_tokenizer(std::move(tokenizer));
}

void LoadedModel::set_tokenizer(std::optional<Tokenizer> tokenizer) {
    if (tokenizer && tokenizer->size() > config().vocab_size)
        throw Error(Message(AL_TEXT("the tokenizer has %1 tokens but vocab_size is %2"), std::to_string(tokenizer->size()),
                            std::to_string(config().vocab_size)));
    tokenizer_ = std::move(tokenizer);
}

bool starts_with_bos(const std::string& task, Arch arch) { return !task.empty() && task != "text" && arch == Arch::decoder; }

}  // namespace al
