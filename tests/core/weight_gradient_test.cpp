#include "core/kernels/weight_gradient.h"

#include <gtest/gtest.h>

#include "tests/core/whole_numbers.h"

using namespace al;
using al::test::whole_numbers;

namespace {

// dW + dyᵀ·x in double: with whole numbers every sum is exact in float, whatever its order
template <class S>
Matrix<S> exact(const Matrix<S>& dW, const Matrix<S>& dy, const Matrix<S>& x) {
    return (dW.template cast<double>() + dy.template cast<double>().transpose() * x.template cast<double>()).template cast<S>();
}

}  // namespace

TEST(WeightGradient, AddsTheExactProductForEveryShapeOfTileAndLeftOver) {
    // rows of dW: whole tiles of 6 and each of 1–5 left over (65: the text task's vocabulary); columns:
    // shorter than a packet, whole packets, 4 packets and a bit, not a whole number of packets, 128, and
    // wider than a run of rows (65 × 520 is still a small dW for AVX2); token rows: 1 to 256, and a run
    // of 64 (AVX2) and a part of one
    for (const Eigen::Index O : {1, 2, 3, 4, 5, 6, 7, 13, 65})
        for (const Eigen::Index K : {5, 16, 37, 64, 100, 128, 520})
            for (const Eigen::Index N : {1, 3, 100, 256}) {
                const Matrix<float> dy = whole_numbers(N, O, 1), x = whole_numbers(N, K, 2);
                Matrix<float> dW = whole_numbers(O, K, 3);
                const Matrix<float> expected = exact(dW, dy, x);
                add_weight_gradient(dy, x, dW);
                ASSERT_EQ(dW, expected) << "dW (" << O << "×" << K << ") += dyᵀ·x over " << N << " rows";
            }
}

TEST(WeightGradient, AddsTheExactProductInDoublePrecisionToo) {
    const Matrix<double> dy = whole_numbers<double>(40, 13, 4), x = whole_numbers<double>(40, 37, 5);
    Matrix<double> dW = whole_numbers<double>(13, 37, 6);
    const Matrix<double> expected = exact(dW, dy, x);
    add_weight_gradient(dy, x, dW);
    EXPECT_EQ(dW, expected);
}
