// Matrices of small whole numbers for exact product tests: every sum of their products is exact in
// float, whatever its order, so a product must equal the double-precision one exactly, and any
// element read twice or missed shows.
#pragma once

#include <random>

#include "core/base/tensor.h"

namespace al::test {

template <class S = float>
Matrix<S> whole_numbers(Eigen::Index rows, Eigen::Index cols, unsigned seed) {
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> value(-4, 4);
    Matrix<S> m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = static_cast<S>(value(rng));
    return m;
}

}  // namespace al::test
