// Summaries of trace matrices for the activations and positional views: per-row norms, means and
// standard deviations, histograms, and the similarity P·Pᵀ of positional encodings.
#pragma once

#include <vector>

#include "core/base/tensor.h"

namespace al {

RowVector<float> row_norms(const Matrix<float>& m);  // (rows) L2 norm of each row
RowVector<float> row_means(const Matrix<float>& m);  // (rows)
RowVector<float> row_stds(const Matrix<float>& m);   // (rows) population standard deviation

struct Histogram {
    float low = 0, high = 0;      // range of the bins
    std::vector<int> counts;      // equal-width bins over [low, high]
    int exact_zeros = 0;          // entries exactly 0 (ReLU sparsity)
    int total = 0;
};
Histogram histogram(const Matrix<float>& m, int bins);

Matrix<float> gram(const Matrix<float>& p);  // (T, T) = P·Pᵀ

}  // namespace al
