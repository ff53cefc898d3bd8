#include "core/train/task_defaults.h"

namespace al {

ModelConfig default_model_config(const std::string& task, Arch arch) {
    ModelConfig c;
    c.arch = arch;
    c.n_layer = 2, c.n_head = 4, c.n_embd = 64, c.d_ff = 256;
    c.causal = true;
    if (task == "text") c.n_embd = 48, c.d_ff = 192, c.dropout = 0.2;  // a small corpus is otherwise memorised
    // A narrow feed-forward cannot memorise which of two animals each adjective picks, so the model
    // learns to choose the referent with attention: layer 0 brings the adjective to the final "it",
    // and a layer-1 head from "it" lands on the right noun.
    if (task == "coref") c.d_ff = 64;
    return c;
}

TrainSettings default_train_settings(const std::string& task) {
    TrainSettings s;
    s.learning_rate = task == "text" ? 2e-3 : 3e-3;
    s.steps = task == "text" ? 1000 : task == "coref" ? 8000 : 2000;
    s.warmup = 100;
    s.weight_decay = 0.01;
    return s;
}

}  // namespace al
