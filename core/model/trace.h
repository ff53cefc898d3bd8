// ForwardTrace: the cache is the trace. One forward pass fills it with every intermediate; the
// backward pass reads it; the GUI draws it; `attentionlab-cli trace` exports it. No second path.
//
// Rows stack the batch: a (B·T, C) matrix holds sequence b in rows [b·T, (b+1)·T).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/message.h"
#include "core/model/attention.h"
#include "core/model/mask.h"
#include "core/model/ops.h"
#include "core/model/plan.h"

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
    Matrix<S> mlp_pre;          // (B·T, F) first linear (gated: the gate, x·W_gateᵀ)
    Matrix<S> mlp_up;           // (B·T, F) gated only: x·W_upᵀ
    Matrix<S> mlp_act;          // (B·T, F) activation (gated: act(gate) ⊙ up)
    Matrix<S> mlp_out;          // (B·T, C) second linear
    Matrix<S> resid2;           // (B·T, C) residual sum after the feed-forward
    Matrix<S> out;              // (B·T, C) the layer's output = next layer's input
    // training with dropout only: (B·T, C) masks of 0 or 1/(1−p), already applied to attn.out,
    // cross.out and mlp_out
    Matrix<S> attn_dropout, cross_dropout, mlp_dropout;

    // The sublayers as the layer's plan ran them, in order, and where each one's norm sat.
    struct Run {
        Sublayer kind;
        bool pre_norm;
    };
    std::vector<Run> sublayers;

    // Where sublayer s keeps its norm's output and statistics, its residual sum and its dropout mask.
    struct Parts {
        Matrix<S>* normed;
        NormCache<S>* norm_cache;
        Matrix<S>* resid;
        Matrix<S>* dropout;
    };
    Parts parts(Sublayer s);
    Parts parts(Sublayer s) const { return const_cast<LayerTrace*>(this)->parts(s); }
};

// Where the step-through shows a traced tensor (core/explain/pipeline.h): in `step` (its id without the
// section; "add" is its sublayer's residual step: addnorm1, cross-addnorm or addnorm2), as one of the
// step's inputs or outputs, `slot` places from the left, under `title` (an AL_TEXT; %1 the head, %2 the
// feed-forward's activation). A tensor kept as heads shows the chosen head's columns.
struct Shown {
    const char* step;
    int slot;
    bool output;
    const char* title;
    const char* cross_title = nullptr;  // its title in a cross-attention, where that differs
};

// The tensors a layer's trace keeps, each declared once, in the export's (pipeline) order: its name,
// whose sublayer it is, where it lives, what its columns count and the steps that show it. The export
// (ForwardTrace::tensors), the memory estimate (trace_bytes), forward_reusing and the step-through
// (step_matrices) walk these lists, so a traced tensor is its member, where it is computed and its line
// in trace.cpp, plus the texts of its titles.
template <class S>
struct LayerTensor {
    const char* name;                  // after "layers.l.": "norm1", "mlp.pre"; an attention's prefix: "attn", "cross"
    std::optional<Sublayer> sublayer;  // kept when the layer's plan has this sublayer; none: every layer
    Matrix<S> LayerTrace<S>::*matrix = nullptr;             // a (B·T, C or F) matrix, a row per position
    AttentionTrace<S> LayerTrace<S>::*attention = nullptr;  // or an attention's tensors (attention_tensors)
    bool hidden_width = false;         // F columns (the feed-forward's inside), else C
    bool gated_only = false;           // kept by a gated feed-forward only
    std::vector<Shown> shown;
};
template <class S>
const std::vector<LayerTensor<S>>& layer_tensors();

// The tensors of an attention, named after its prefix ("attn.q"), in the export's order.
template <class S>
struct AttentionTensor {
    enum class Rows { queries, keys, per_head };  // (B·T, H·D), (B·S, H_kv·D), or [b·H + h] (T, S) matrices
    const char* name;                             // "q", "scores", …
    Rows rows;
    Matrix<S> AttentionTrace<S>::*matrix = nullptr;                 // queries, keys
    std::vector<Matrix<S>> AttentionTrace<S>::*per_head = nullptr;  // per_head
    bool as_heads = false;  // exported (H, rows, D): each head's block of columns
    bool turned = false;    // after the rotary turn where the attention has one (AttentionTrace::rope)
    bool view = false;      // the numbers of another entry, shown another way: not stored twice
    bool kept_in_training = true;  // per_head: still kept with keep_scores = false (only the weights)
    bool probability = false;      // values in [0, 1], each row summing to 1
    bool stream_width = false;     // C columns (back on the residual stream), not the heads'
    std::vector<Shown> shown;
};
template <class S>
const std::vector<AttentionTensor<S>>& attention_tensors();

// One sublayer f of one layer as it was wired, read off the trace: the one place that knows which
// stored matrix is which sublayer's input, for the backward pass, the pipeline steps and the views.
//   pre-norm:  reads = normed = N(stream),  resid = keep·stream + f(reads),  after = resid
//   post-norm: reads = stream,  resid = keep·stream + f(reads),  normed = N(resid),  after = normed
template <class S>
struct SublayerTrace {
    const Matrix<S>& stream;      // (B·T, C) the residual stream it adds to
    const Matrix<S>& reads;       // (B·T, C) what f reads
    const Matrix<S>& resid;       // (B·T, C) stream + f's output
    const Matrix<S>& norm_input;  // (B·T, C) what its norm reads: stream (pre) or resid (post)
    const Matrix<S>& normed;      // (B·T, C) its norm's output
    const NormCache<S>& norm_cache;
    const Matrix<S>& after;       // (B·T, C) the stream the next sublayer reads
};

template <class S>
struct StackTrace {
    int B = 0, T = 0;
    bool pre_norm = true;        // the first sublayer's wiring (every family's sublayers share it): norm before, or after the sum
    std::vector<int> ids;        // (B·T) token ids fed to this stack
    AttentionMask mask;          // the self-attention mask used
    Matrix<S> embed_token;       // (B·T, C) rows of wte
    Matrix<S> embed_position;    // (B·T, C) positional rows (zero with positional=none or ablated)
    Matrix<S> embed_sum;         // (B·T, C), after dropout when training with dropout
    Matrix<S> embed_dropout;     // (B·T, C) training with dropout only
    std::vector<LayerTrace<S>> layers;
    Matrix<S> final_norm;        // (B·T, C) ln_f of the last layer's output
    NormCache<S> final_norm_cache;

    // What layer l reads: the embeddings for layer 0, else layer l − 1's output; l = layers.size()
    // gives the last layer's output (what ln_f reads).
    const Matrix<S>& layer_input(int l) const { return l == 0 ? embed_sum : layers[l - 1].out; }
    bool has_cross_attention() const { return !layers.empty() && has(0, Sublayer::cross_attention); }
    bool has(int l, Sublayer s) const;  // whether layer l's plan ran sublayer s
    SublayerTrace<S> sublayer(int l, Sublayer s) const;
};

// The matrices of a stack's trace outside its layers, a row per position and C columns, in the export's
// order: the embeddings before the layers, the final norm after them.
template <class S>
struct StackTensor {
    const char* name;  // "embed.token", …, "final.norm"
    Matrix<S> StackTrace<S>::*matrix;
    bool after_layers = false;
    std::vector<Shown> shown;
};
template <class S>
const std::vector<StackTensor<S>>& stack_tensors();

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

    // Every intermediate of sequence b, in pipeline order, with the names of the table in docs/models.md;
    // encoder_decoder traces carry "encoder." and "decoder." prefixes.
    std::vector<TraceTensor> tensors(int b = 0) const;

    // "" when every number is finite (−∞ in masked scores is by design), else "NAME of sequence b", the
    // first tensor in pipeline order that holds NaN or ±∞: where the computation overflowed.
    std::string first_non_finite() const;
    // Throws an Error naming that tensor; `consequence` says what was therefore not done.
    void require_finite(const Message& consequence) const;
};

// The model's output, (B·T, V) each, after the stacks in the export.
template <class S>
struct OutputTensor {
    const char* name;  // "logits", "probs"
    Matrix<S> ForwardTrace<S>::*matrix;
    bool probability = false;
    std::vector<Shown> shown;
};
template <class S>
const std::vector<OutputTensor<S>>& output_tensors();

}  // namespace al
