// Multi-head scaled dot-product attention, self- or cross-, with every intermediate kept.
//
//   q = x·W_qᵀ + b_q (B·T, H·D),  k = m·W_kᵀ + b_k (B·S, H_kv·D),  v = m·W_vᵀ + b_v (B·S, H_kv·D)
//   (m = x for self-attention, the encoder output for cross-attention; W_q, W_k, W_v are the
//   stacked row blocks of c_attn.weight, in that order, as in nanoGPT; H_kv = H and D = C/H but
//   for grouped-query attention and an explicit head size)
//   QK-norm: each head's D features of q and k RMS-normalised (γ of q_norm, k_norm).
//   Rotary positions (self-attention): in each head of q and k, the pair of features (i, i + D/2) of
//   the token at position p turned by the angle p·θ^(−2i/D) (Llama's rotate_half layout):
//     (a, b) ← (a·cos − b·sin, b·cos + a·sin)
//   so that q_m·k_n depends on the positions through m − n only. q and k below are after both.
//   per sequence b and head h, with q_h the columns [h·D, (h+1)·D) and k_h, v_h those of the
//   key/value head h / (H/H_kv) that h shares:
//     scores  = q_h · k_hᵀ                      (T, S)
//     scaled  = scores · (1/√D) · score_scale   (T, S)
//     masked  = scaled, −∞ where the mask forbids  (T, S)
//     weights = softmax_rows(masked)            (T, S)
//     head    = weights · v_h                   (T, D) → columns [h·D, (h+1)·D) of concat
//   out = concat · W_Oᵀ + b_O (B·T, C)
#pragma once

#include <vector>

#include "core/model/mask.h"
#include "core/model/ops.h"
#include "core/model/rotary.h"

namespace al {

template <class S>
struct AttentionParams {
    Linear<S> c_attn;  // ((H + 2·H_kv)·D, C): the rows of W_q, W_k, W_v stacked
    Linear<S> c_proj;  // (C, H·D): W_O
    Norm<S> q_norm = {}, k_norm = {};  // (D) RMSNorm γ over each head's queries and keys (QK-norm), else empty
};

// A typed value over one cell of sequence 0 of a self-attention's tensor (core/model/edit.h): q (T, D)
// of query head `head`, k or v (T, D) of key/value head `head`, scores or weights (T, T) of `head`.
struct AttentionEdit {
    enum class Tensor { q, k, v, scores, weights } tensor;
    int head = 0, row = 0, col = 0;
    double value = 0;
    bool operator==(const AttentionEdit&) const = default;
};

struct AttentionOptions {
    bool scale_by_sqrt_dk = true;    // the ÷√d_k step; off shows how the softmax saturates
    double score_scale = 1.0;        // extra temperature-style factor on the scores
    std::vector<int> ablated_heads;  // heads whose output is zeroed before W_O
    bool keep_scores = true;         // false: scores/scaled/masked are not stored (training)
    bool hide_first_key = false;     // key 0 masked for every query that sees another key (attention sinks)
    // The attention's form beyond its H query heads (core/model/plan.h's AttentionSpec):
    int kv_heads = 0;                // H_kv; 0: H
    int head_size = 0;               // D; 0: C/H
    double qk_norm_eps = 0;          // > 0: QK-norm, RMSNorm with this ε over each head of q and k
    RotarySpec rope{0.0};            // theta > 0: rotary positions (self-attention)
    std::vector<AttentionEdit> edits = {};  // written right after their tensor is computed (keeps the scores)
};

template <class Sc>
struct AttentionTrace {
    int B = 0, T = 0, S = 0, H = 0, H_kv = 0, D = 0;
    Matrix<Sc> q;                     // (B·T, H·D)
    Matrix<Sc> k, v;                  // (B·S, H_kv·D)
    std::vector<Matrix<Sc>> scores;   // [b·H + h] (T, S)
    std::vector<Matrix<Sc>> scaled;   // [b·H + h] (T, S)
    std::vector<Matrix<Sc>> masked;   // [b·H + h] (T, S), −∞ where masked
    std::vector<Matrix<Sc>> weights;  // [b·H + h] (T, S), rows sum to 1
    Matrix<Sc> concat;                // (B·T, H·D) the heads side by side
    Matrix<Sc> out;                   // (B·T, C)
    Sc scale = 1;                     // the factor applied to scores (cached for backward)
    std::vector<int> visible;         // (B·T) query row r sees keys [0, visible[r]) (the mask, cached)
    RotarySpec rope{0.0};             // the turn q and k were given, row r at position r mod T; theta 0: none

    int kv_head(int h) const { return h / (H / H_kv); }  // the key/value head query head h reads
};

// One fused projection: qkv = x·c_attnᵀ (self) or q from x and k, v from memory (cross).
// `past`'s keys were turned at their own positions; x's rows continue from past->S.
// memory == nullptr means self-attention (S = T). `past` (self-attention of one sequence only): the
// trace of the positions before x's rows, whose keys and values come first (S = past.S + T); the
// mask then says which of all S keys each of x's rows sees.
template <class S>
void attention_forward(const Matrix<S>& x, const Matrix<S>* memory, const AttentionParams<S>& p, int B, int H,
                       const AttentionMask& mask, const AttentionOptions& options, AttentionTrace<S>& trace,
                       const AttentionTrace<S>* past = nullptr);

// The same computation with a separate projection per head (q_h = x·W_q,hᵀ); the fused version
// must agree with it. Slower; kept as the textbook form and as a test oracle, for the classic form
// (H_kv = H, D = C/H, no QK-norm, no rotation).
template <class S>
void attention_forward_per_head(const Matrix<S>& x, const Matrix<S>* memory, const AttentionParams<S>& p, int B,
                                int H, const AttentionMask& mask, const AttentionOptions& options,
                                AttentionTrace<S>& trace);

// The mirror of attention_forward, reading its trace (q, k, v, weights, concat). Per (b, h):
//   dhead = dconcat[:, h]         dweights = dhead·v_hᵀ        dv_h = weightsᵀ·dhead
//   dmasked = softmax_backward(weights, dweights)   (0 where masked: the weight is 0 there)
//   dscores = dmasked·scale       dq_h = dscores·k_h           dk_h = dscoresᵀ·q_h
// then back through the projections. Sets dx; for cross-attention also sets *dmemory; accumulates
// into grad. An ablated head passes no gradient. Grouped-query attention: a key/value head's gradient is
// the sum over the query heads that share it. Then back through the rotation (the turn by the opposite
// angle) and QK-norm (from the projection recomputed) to the projections. Not for a trace with `past`.
template <class S>
void attention_backward(const Matrix<S>& x, const Matrix<S>* memory, const AttentionParams<S>& p,
                        const AttentionOptions& options, const AttentionTrace<S>& trace, const Matrix<S>& dout,
                        Matrix<S>& dx, Matrix<S>* dmemory, AttentionParams<S>& grad);

}  // namespace al
