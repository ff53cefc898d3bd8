#include "core/explain/trace_stats.h"

#include <algorithm>
#include <cmath>

namespace al {

RowVector<float> row_norms(const Matrix<float>& m) { return m.rowwise().norm().transpose(); }
RowVector<float> row_means(const Matrix<float>& m) { return m.rowwise().mean().transpose(); }

RowVector<float> row_stds(const Matrix<float>& m) {
    const auto centred = m.colwise() - m.rowwise().mean();
    return (centred.array().square().rowwise().mean()).sqrt().matrix().transpose();
}

Histogram histogram(const Matrix<float>& m, int bins) {
    Histogram h;
    h.counts.assign(std::max(bins, 1), 0);
    h.total = static_cast<int>(m.size());
    if (m.size() == 0) return h;
    h.low = m.minCoeff(), h.high = m.maxCoeff();
    const float width = (h.high - h.low) / static_cast<float>(h.counts.size());
    for (Eigen::Index i = 0; i < m.size(); ++i) {
        const float v = m.data()[i];
        h.exact_zeros += v == 0.0f;
        const int bin = width > 0 ? static_cast<int>((v - h.low) / width) : 0;
        ++h.counts[std::clamp(bin, 0, static_cast<int>(h.counts.size()) - 1)];
    }
    return h;
}

Matrix<float> gram(const Matrix<float>& p) { return p * p.transpose(); }

}  // namespace al
