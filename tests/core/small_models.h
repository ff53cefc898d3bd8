// Two small configurations the explanation tests share: GPT-2's blocks and Llama's.
#pragma once

#include "core/model/config.h"

// LayerNorm before each sublayer, learned positions, GELU, biases, the head tied to the embeddings
inline al::ModelConfig gpt_shaped() {
    al::ModelConfig c;
    c.vocab_size = 13;
    c.block_size = 8;
    c.n_layer = 3;
    c.n_head = 2;
    c.n_embd = 8;
    c.d_ff = 16;
    return c;
}

// Llama's blocks: RMSNorm, rotary positions, SwiGLU, grouped-query attention, no biases, a head of its own
inline al::ModelConfig llama_shaped() {
    al::ModelConfig c = gpt_shaped();
    c.norm = al::NormKind::rmsnorm;
    c.positional = al::Positional::rotary;
    c.activation = al::Activation::silu;
    c.gated_ffn = true;
    c.n_head = 4;
    c.n_kv_head = 2;
    c.bias = false;
    c.tie_embeddings = false;
    c.ln_eps = 1e-6;
    return c;
}
