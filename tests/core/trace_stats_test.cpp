#include "core/explain/trace_stats.h"

#include <gtest/gtest.h>

#include "core/model/ops.h"

using namespace al;

TEST(TraceStats, RowNormsMeansAndStandardDeviations) {
    // rows [3, 4] and [1, 1, …]: norm 5, mean 3.5, std 0.5;  [−1, 1]: norm √2, mean 0, std 1
    Matrix<float> m(2, 2);
    m << 3, 4, -1, 1;
    EXPECT_FLOAT_EQ(row_norms(m)[0], 5.0f);
    EXPECT_FLOAT_EQ(row_norms(m)[1], std::sqrt(2.0f));
    EXPECT_FLOAT_EQ(row_means(m)[0], 3.5f);
    EXPECT_FLOAT_EQ(row_stds(m)[0], 0.5f);
    EXPECT_FLOAT_EQ(row_stds(m)[1], 1.0f);
}

TEST(TraceStats, HistogramCountsEveryEntryAndExactZeros) {
    Matrix<float> m(1, 6);
    m << 0, 0, 0, 1, 2, 4;  // 4 equal bins over [0, 4]: [0,1) 3, [1,2) 1, [2,3) 1, [3,4] 1
    const auto h = histogram(m, 4);
    EXPECT_EQ(h.counts, (std::vector<int>{3, 1, 1, 1}));
    EXPECT_EQ(h.exact_zeros, 3);
    EXPECT_EQ(h.total, 6);
}

TEST(TraceStats, SinusoidalSimilarityDependsOnlyOnTheDistanceBetweenPositions) {
    // (P·Pᵀ)[i, j] = Σ cos(ω(i − j)): the same for every pair at the same distance
    const auto P = sinusoidal_encoding<float>(20, 16);
    const auto G = gram(P);
    EXPECT_NEAR(G(3, 7), G(10, 14), 1e-4);
    EXPECT_NEAR(G(5, 5), 8.0f, 1e-4);  // Σ (sin² + cos²) over 8 pairs
}
