// Rotary positions (RoPE): the pair of features (i, i + D/2) of each query and key head turned by the
// angle position · f_i, where f_i = θ^(−2i/D) — the faster pairs tell near positions apart, the slower
// ones far positions.
//
// Llama 3.1's "llama3" scaling (factor > 0) stretches the model to a longer context than it was trained
// on (original_max_positions): a pair whose wavelength 2π/f_i is longer than original/low_freq_factor
// turns `factor` times slower; one shorter than original/high_freq_factor keeps its speed; in between,
// f_i blends the two by s = (original/wavelength − low_freq_factor)/(high_freq_factor − low_freq_factor):
// (1 − s)·f_i/factor + s·f_i (transformers' _compute_llama3_parameters).
#pragma once

#include <vector>

#include "core/base/tensor.h"

namespace al {

struct RotarySpec {
    double theta = 10000.0;  // 0: no rotation
    double factor = 0;       // > 0: Llama 3.1's scaling
    double low_freq_factor = 1.0, high_freq_factor = 4.0;
    int original_max_positions = 8192;

    bool on() const { return theta > 0; }
    // f_i for each pair i < D/2.
    std::vector<double> frequencies(int D) const;
};

// In every head of m (D columns each; rows of T positions per sequence, the first at `first`), the
// features (i, i + D/2) of the token at position p turned by p·f_i (Llama's rotate_half layout):
//   (a, b) ← (a·cos − b·sin, b·cos + a·sin)
// direction −1 turns back: the rotation is orthogonal, its inverse and its backward are the turn by the
// opposite angle.
template <class S>
void rotate(Matrix<S>& m, int D, int T, int first, const RotarySpec& rope, int direction = 1);

}  // namespace al
