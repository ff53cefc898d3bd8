// One head of one sequence, as training runs it: the scores, weights and head of attention.h
// without the intermediate matrices, each product skipping what the mask hides (tile_product.h).
// Query t sees keys [0, visible[t]); the weights are exactly 0 beyond, as in the full trace.
//
//   forward:  weights = softmax_rows(scale·q·kᵀ, masked)  (T, S)    head = weights·v  (T, D)
//   backward: dweights = dhead·vᵀ                          (T, S)
//             dscores = scale·weights ⊙ (dweights − δ),  δ_t = dhead_t·head_t  (Σ_j dweights_tj·weights_tj)
//             dq = dscores·k (T, D)    dk = dscoresᵀ·q (S, D)    dv = weightsᵀ·dhead (S, D)
#pragma once

#include "core/base/tensor.h"

namespace al {

template <class S>
struct HeadView {
    const S *q, *k, *v;                    // (T, D), (S, D), (S, D): rows q_step / kv_step apart
    Eigen::Index q_step = 0, kv_step = 0;
    int T = 0, S_keys = 0, D = 0;
    const int* visible = nullptr;          // (T)
    S scale = 1;
};

// weights (T, S) and head (T, D, rows head_step apart); head is 0 for an ablated head
template <class S>
void head_forward(const HeadView<S>& h, bool ablated, Matrix<S>& weights, S* head, Eigen::Index head_step);

// dq (T, D, rows dq_step apart), dk and dv (S, D, rows dkv_step apart) from the forward's weights
// and head and the gradient of head (rows head_step apart, as head)
template <class S>
void head_backward(const HeadView<S>& h, const Matrix<S>& weights, const S* head, const S* dhead, Eigen::Index head_step,
                   S* dq, Eigen::Index dq_step, S* dk, S* dv, Eigen::Index dkv_step);

}  // namespace al
