// Linear weights packed once for Eigen's GEMM kernel. Eigen packs both operands of every product
// into the kernel's panel layout; in a training step each weight meets every micro-batch twice
// (y = x·Wᵀ forward, dx = dy·W backward) and was packed each time, from memory that the rest of the
// pass had pushed out of the cache. The trainer packs each weight once per step, in both layouts,
// and its workers' products read the packed copies (the activations are still packed per product).
// A model that is only read (the window's, a generated text's) packs its weights once, forward only:
// at 16 tokens of model (a), packing W took a fifth of a forward pass.
#pragma once

#include <cstdint>
#include <vector>

#include "core/base/tensor.h"

namespace al {

// Token rows of a training pass: the trainer sizes its automatic micro-batches to it, and the packed
// blocks are chosen for it (once per weight, so every sum's order is the same whatever a pass's rows).
inline constexpr Eigen::Index kPassRows = 256;

// One weight in the panel layout of the left operand of C (M, N) += A (M, K) · B (K, N), all
// column-major: blocks of kc × mc, k-blocks outside, each block as Eigen's gemm_pack_lhs writes it.
struct PackedOperand;

// A row-major weight W (rows, cols) at data: y = x·Wᵀ maps cols inputs to rows outputs.
struct WeightRef {
    const float* data;
    Eigen::Index rows, cols;
};

class PackedWeights {
public:
    // The products the copies serve: x·Wᵀ only (a model that is read), or dy·W as well (training).
    enum class Layouts { forward, forward_and_backward };

    PackedWeights();
    explicit PackedWeights(const std::vector<WeightRef>& weights, Layouts layouts = Layouts::forward_and_backward);
    ~PackedWeights();
    PackedWeights(PackedWeights&&) noexcept;
    PackedWeights& operator=(PackedWeights&&) noexcept;

    // A model's linear weights (params.h's linear_weights), forward only, for passes that only read
    // them; none when the copies would take more than kReadingBytes. The weights must not change while
    // these are used.
    static PackedWeights for_reading(const std::vector<WeightRef>& weights);
    // 64 MB, 16 million weights: the models made and trained here (config (c): 19 MB), not GPT-2 (340
    // MB of linear weights, whose few rows of text row_dots.h multiplies straight from memory).
    static constexpr uint64_t kReadingBytes = uint64_t{64} << 20;

    // The copies of W (by its address and shape), or null: for x·Wᵀ (A = W) and for dy·W (A = Wᵀ).
    const PackedOperand* for_forward(const Matrix<float>& W) const;
    const PackedOperand* for_backward(const Matrix<float>& W) const;

    // Bytes the copies of these weights would take (a float per weight element and layout, and alignment).
    static uint64_t bytes_for(const std::vector<WeightRef>& weights, Layouts layouts = Layouts::forward_and_backward);

private:
    struct Entry;
    std::vector<Entry> entries_;  // sorted by the weight's address
    const Entry* find(const Matrix<float>& W) const;
};

// While one lives, this thread's products with a weight that `packed` holds use its copies:
// multiply_transposed (y = x·Wᵀ) and multiply (dx = dy·W) of ops.h. The weights must not change
// meanwhile (Trainer::step: packed after the last step's update, used until this step's).
class UsePackedWeights {
public:
    explicit UsePackedWeights(const PackedWeights& packed);
    ~UsePackedWeights();
    UsePackedWeights(const UsePackedWeights&) = delete;
    UsePackedWeights& operator=(const UsePackedWeights&) = delete;

private:
    const PackedWeights* previous_;
};

// With W packed in this thread's scope: out = x·Wᵀ (+ bias, O values, in every row), or out += x·Wᵀ
// with accumulate; x (N, I), W (O, I), out (N, O). out is not filled first: the product's first block
// of depth starts from the bias (or 0) in place of out. Returns false, and does nothing, when W has
// no packed copy here. The blocks of k are Eigen's own (kc depends on I and the caches only), and its
// row panels start where one Eigen product of x·Wᵀ starts them: the same result as Eigen's product
// onto a filled out (products.cpp says where the copy serves).
bool multiply_transposed_packed(const Matrix<float>& x, const Matrix<float>& W, Matrix<float>& out, bool accumulate,
                                const float* bias = nullptr);
// With W packed in this thread's scope: dx = dy·W (from 0, not filled first); dy (N, O), W (O, I),
// dx (N, I). False when not.
bool multiply_packed(const Matrix<float>& dy, const Matrix<float>& W, Matrix<float>& dx);

}  // namespace al
