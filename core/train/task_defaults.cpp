#include "core/train/task_defaults.h"

#include "core/train/model_presets.h"

namespace al {

ModelConfig default_model_config(const std::string& task, Arch arch) {
    ModelConfig c;
    c.arch = arch;
    c.n_layer = 2, c.n_head = 4, c.n_embd = 64, c.d_ff = 256;
    c.causal = arch != Arch::encoder;  // an encoder reads both ways
    if (task == "text") c.n_embd = 48, c.d_ff = 192, c.dropout = 0.2;  // a small corpus is otherwise memorised
    // A narrow feed-forward cannot memorise which of two animals each adjective picks, so the model
    // learns to choose the referent with attention: layer 0 brings the adjective to the final "it",
    // and a layer-1 head from "it" lands on the right noun.
    if (task == "coref") c.d_ff = 64;
    // Two attention-only layers: the smallest model with an induction circuit (a previous-token head in
    // layer 0 whose output an induction head in layer 1 matches its query against). Rotary positions
    // and an untied output: with learned positions and a tied one, 6000 steps still leave 40% of the
    // repeats wrong (its layer-0 heads look back by position); this way every repeat is copied by ~600.
    if (task == "induction") model_preset("attention-only").apply(c);
    // Read both ways, with a feed-forward layer the model resolves "it" in features no head shows;
    // attention-only, the referent's identity can reach "it" through attention alone: every layer-1 head
    // from "it" lands on the referent (layer 0 brings the adjective and each noun's role).
    if (task == "winograd") model_preset("attention-only").apply(c);
    return c;
}

TrainSettings default_train_settings(const std::string& task) {
    TrainSettings s;
    s.learning_rate = task == "text" ? 2e-3 : 3e-3;
    s.steps = task == "text" ? 1000 : task == "coref" ? 8000 : task == "induction" || task == "winograd" ? 1000 : 2000;
    s.warmup = 100;
    s.weight_decay = 0.01;
    if (task == "induction") s.eval_interval = 25;  // the phase change takes ~100 steps: drawn with a point every 25
    return s;
}

}  // namespace al
