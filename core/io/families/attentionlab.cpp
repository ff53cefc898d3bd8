// AttentionLab's own files, and nanoGPT checkpoints saved from PyTorch: the parameters under the names
// of params.h, in our (out, in) layout; the ModelConfig, tokenizer and task in the safetensors metadata
// (model_io.h). A tied head may be kept as lm_head.weight only (safetensors' save_model does that).
#include "core/io/family.h"

namespace al {
namespace {

StoredTensor stored(const std::string& name, const ModelConfig& config) {
    StoredTensor t{{name}, false};
    if (name == "transformer.wte.weight" && config.tie_embeddings) t.names.push_back("lm_head.weight");
    return t;
}

}  // namespace

const Family& attentionlab_family() {
    static const Family family{"attentionlab", "", AL_TEXT("AttentionLab's own .safetensors files"), nullptr, {}, stored,
                               is_pytorch_buffer};
    return family;
}

}  // namespace al
