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
    end_ids_.clear();
    if (tokenizer_ && !tokenizer_->hugging_face()) end_ids_ = {Tokenizer::eos_id};
}

void LoadedModel::set_end_ids(const std::vector<int>& ids) {
    end_ids_.clear();
    const int known = tokenizer_ ? tokenizer_->size() : config().vocab_size;
    for (int id : ids)
        if (id >= 0 && id < known) end_ids_.push_back(id);
}

bool starts_with_bos(const std::string& task, Arch arch) { return !task.empty() && task != "text" && arch == Arch::decoder; }

}  // namespace al
