// ForwardTrace: the cache is the trace. One forward pass fills it with every intermediate; the
// backward pass reads it; the GUI draws it; `attentionlab-cli trace` exports it. No second path.
//
// Rows stack the batch: a (B·T, C) matrix holds sequence b in rows [b·T, (b+1)·T).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "attention.h"
#include "mask.h"
#include "ops.h"

namespace al {

template <class S>
struct LayerTrace {
    Matrix<S> norm1;            // (B·T, C) pre-norm: norm(input); post-norm: norm(resid1)
    NormCache<S> norm1_cache;
    AttentionTrace<S> attn;     // self-attention
    Matrix<S> resid1;           // (B·T, C) input + attn.out
    Matrix<S> cross_norm;       // (B·T, C) decoder of encoder_decoder: as norm1, around cross-attention
    NormCache<S> cross_norm_cache;
    AttentionTrace<S> cross;    // queries from the decoder, keys and values from the encoder output
    Matrix<S> cross_resid;      // (B·T, C)
    Matrix<S> norm2;            // (B·T, C) as norm1, around the feed-forward
    NormCache<S> norm2_cache;
    Matrix<S> mlp_pre;          // (B·T, F) first linear
    Matrix<S> mlp_act;          // (B·T, F) activation
    Matrix<S> mlp_out;          // (B·T, C) second linear
    Matrix<S> resid2;           // (B·T, C) residual sum after the feed-forward
    Matrix<S> out;              // (B·T, C) the layer's output = next layer's input
    // training with dropout only: (B·T, C) masks of 0 or 1/(1−p), already applied to attn.out,
    // cross.out and mlp_out
    Matrix<S> attn_dropout, cross_dropout, mlp_dropout;
};

template <class S>
struct StackTrace {
    int B = 0, T = 0;
    std::vector<int> ids;        // (B·T) token ids fed to this stack
    AttentionMask mask;          // the self-attention mask used
    Matrix<S> embed_token;       // (B·T, C) rows of wte
    Matrix<S> embed_position;    // (B·T, C) positional rows (zero with positional=none or ablated)
    Matrix<S> embed_sum;         // (B·T, C), after dropout when training with dropout
    Matrix<S> embed_dropout;     // (B·T, C) training with dropout only
    std::vector<LayerTrace<S>> layers;
    Matrix<S> final_norm;        // (B·T, C) ln_f of the last layer's output
    NormCache<S> final_norm_cache;
};

// One named tensor of one sequence of the trace, row-major.
struct TraceTensor {
    std::string name;            // e.g. "layers.0.attn.weights"
    int layer = -1;              // -1 outside the layers
    std::vector<int64_t> shape;  // (H, T, T), (T, C), ...
    std::vector<float> data;
};

template <class S>
struct ForwardTrace {
    bool has_encoder = false;
    StackTrace<S> encoder;       // encoder_decoder only
    StackTrace<S> main;          // the decoder, or the only stack
    Matrix<S> logits;            // (B·T, V)
    Matrix<S> probs;             // (B·T, V) softmax of logits

    int batch() const { return main.B; }
    int tokens() const { return main.T; }

    // Every intermediate of sequence b, in pipeline order, with the names of the README's table;
    // encoder_decoder traces carry "encoder." and "decoder." prefixes.
    std::vector<TraceTensor> tensors(int b = 0) const;
};

}  // namespace al
