#include "core/model/ops.h"
#include "core/kernels/elementwise.h"
#include "core/kernels/parallel.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

using namespace al;

TEST(Softmax, MatchesHandComputedValues) {
    // row [0, ln 2, ln 3]: exp = [1, 2, 3], sum 6 → [1/6, 2/6, 3/6]
    Matrix<double> x(1, 3);
    x << 0.0, std::log(2.0), std::log(3.0);
    Matrix<double> y;
    softmax_rows(x, y);
    EXPECT_NEAR(y(0, 0), 1.0 / 6, 1e-15);
    EXPECT_NEAR(y(0, 1), 2.0 / 6, 1e-15);
    EXPECT_NEAR(y(0, 2), 3.0 / 6, 1e-15);
}

TEST(Softmax, RowsSumToOneAndNegativeInfinityGetsExactlyZero) {
    const float inf = std::numeric_limits<float>::infinity();
    Matrix<float> x(3, 4);
    x << 1, 2, -inf, 3,  //
        100, -100, 50, -inf,  //
        -inf, -inf, -inf, -inf;
    Matrix<float> y;
    softmax_rows(x, y);
    EXPECT_NEAR(y.row(0).sum(), 1.0f, 1e-6f);
    EXPECT_NEAR(y.row(1).sum(), 1.0f, 1e-6f);
    EXPECT_EQ(y(0, 2), 0.0f);
    EXPECT_EQ(y(1, 3), 0.0f);
    EXPECT_TRUE((y.row(2).array() == 0.0f).all()) << "a fully masked row attends to nothing instead of NaN";
}

// Rows as wide as several SIMD packets, so the vectorised exp handles the masked entries (a row of 4
// goes through the scalar tail, where exp(−∞) is 0 on every CPU). Eigen's packet exp returns a
// denormal for −∞ on AVX2 and SSE2; the softmax must not.
template <class S>
Matrix<S> oneVisibleScoreAmong(int width, S far_below) {
    Matrix<S> x(2, width);
    for (int j = 0; j < width; ++j) {
        x(0, j) = j % 2 ? -std::numeric_limits<S>::infinity() : far_below;
        x(1, j) = -std::numeric_limits<S>::infinity();
    }
    x(0, 5) = S(3);  // the one score that counts: weight exp(0)/exp(0) = 1
    return x;
}

TEST(Softmax, MaskedAndUnderflowingWeightsAreExactlyZeroOnAnyInstructionSet) {
    // float: exp(−200) ≈ 1.4e-87 is below the smallest float, exp(−∞) = 0; both must be exactly 0
    Matrix<float> yf;
    softmax_rows(oneVisibleScoreAmong<float>(37, -200.0f), yf);
    EXPECT_EQ(yf(0, 5), 1.0f);
    for (int j = 0; j < 37; ++j) {
        if (j == 5) continue;
        EXPECT_EQ(yf(0, j), 0.0f) << "column " << j;
    }
    EXPECT_TRUE((yf.row(1).array() == 0.0f).all()) << "a fully masked row is all 0";
    // double: the same with −∞ and −2000 (exp(−2003) ≈ 1e-870 is far below the smallest double)
    Matrix<double> yd;
    softmax_rows(oneVisibleScoreAmong<double>(37, -2000.0), yd);
    EXPECT_EQ(yd(0, 5), 1.0);
    for (int j = 0; j < 37; ++j) {
        if (j == 5) continue;
        EXPECT_EQ(yd(0, j), 0.0) << "column " << j;
    }
}

TEST(Softmax, AWeightBelowTheSmallestNormalFloatIsZeroButNotInDouble) {
    // scores [0, −100]: exp(−100) = 3.72e-44 is a float denormal (flushed to 0) but a normal double
    Matrix<float> xf(1, 2);
    xf << 0.0f, -100.0f;
    Matrix<float> yf;
    softmax_rows(xf, yf);
    EXPECT_EQ(yf(0, 1), 0.0f);
    EXPECT_EQ(yf(0, 0), 1.0f);
    Matrix<double> yd;
    softmax_rows(Matrix<double>(xf.cast<double>()), yd);
    EXPECT_NEAR(yd(0, 1), std::exp(-100.0), 1e-56);
}

// The softmax's exp, over the range a shifted score takes (x − max ≤ 0): within 3 ulp of the exact
// exponential wherever the result is a normal float, exactly 0 below, NaN for NaN; and a value gets
// the same result at every place in a row of any length (the last values of a row are part of a packet).
TEST(Softmax, ItsExpIsWithinThreeUlpAndTheSameAtEveryPlaceInARow) {
    std::vector<float> xs;
    for (float x = -90.0f; x <= 0.0f; x += 0.0137f) xs.push_back(x);
    std::vector<float> e = xs;
    exp_shifted_flush(e.data(), static_cast<Eigen::Index>(e.size()), 0.0f);
    for (size_t i = 0; i < xs.size(); ++i) {
        const double exact = std::exp(static_cast<double>(xs[i]));
        if (exact < std::numeric_limits<float>::min())
            ASSERT_EQ(e[i], 0.0f) << "exp(" << xs[i] << ")";
        else
            ASSERT_NEAR(e[i], exact, 3.6e-7 * exact) << "exp(" << xs[i] << ")";
    }
    std::vector<float> values(48), in_whole_packets(48);  // 48: whole packets of 4, 8 or 16
    for (size_t v = 0; v < values.size(); ++v) values[v] = in_whole_packets[v] = -0.43f * static_cast<float>(v) - 0.011f;
    exp_shifted_flush(in_whole_packets.data(), 48, 0.0f);
    for (Eigen::Index n = 1; n <= 20; ++n)
        for (Eigen::Index at = 0; at < n; ++at)
            for (size_t v = 0; v < values.size(); ++v) {
                std::vector<float> row(static_cast<size_t>(n), -1.0f);
                row[static_cast<size_t>(at)] = values[v];
                exp_shifted_flush(row.data(), n, 0.0f);
                ASSERT_EQ(row[static_cast<size_t>(at)], in_whole_packets[v]) << "exp(" << values[v] << ") at place " << at << " of " << n;
            }
    float nan = std::numeric_limits<float>::quiet_NaN(), minus_infinity = -std::numeric_limits<float>::infinity();
    exp_shifted_flush(&nan, 1, 0.0f);
    exp_shifted_flush(&minus_infinity, 1, 0.0f);
    EXPECT_TRUE(std::isnan(nan));
    EXPECT_EQ(minus_infinity, 0.0f);
}

TEST(LayerNorm, MatchesHandComputedValuesAndHasMeanZeroVarianceOne) {
    // x = [1, 2, 3, 4]: mean 2.5, var = (2.25+0.25+0.25+2.25)/4 = 1.25, rstd = 1/√(1.25+ε)
    // with γ = [1, 1, 2, 1], β = [0, 0, 0, 1]: y = [(−1.5)r, (−0.5)r, 2·(0.5)r, (1.5)r + 1]
    Matrix<double> x(1, 4);
    x << 1, 2, 3, 4;
    Norm<double> p;
    p.weight = RowVector<double>::Ones(4);
    p.weight[2] = 2;
    p.bias = RowVector<double>::Zero(4);
    p.bias[3] = 1;
    Matrix<double> y;
    NormCache<double> cache;
    norm_forward(NormKind::layernorm, x, p, 1e-5, y, cache);
    const double r = 1 / std::sqrt(1.25 + 1e-5);
    EXPECT_NEAR(y(0, 0), -1.5 * r, 1e-12);
    EXPECT_NEAR(y(0, 1), -0.5 * r, 1e-12);
    EXPECT_NEAR(y(0, 2), 1.0 * r, 1e-12);
    EXPECT_NEAR(y(0, 3), 1.5 * r + 1, 1e-12);
    EXPECT_NEAR(cache.mean[0], 2.5, 1e-12);

    Matrix<double> z = Matrix<double>::Random(5, 16) * 3;
    p.weight = RowVector<double>::Ones(16);
    p.bias = RowVector<double>::Zero(16);
    norm_forward(NormKind::layernorm, z, p, 1e-12, y, cache);
    for (int t = 0; t < 5; ++t) {
        EXPECT_NEAR(y.row(t).mean(), 0.0, 1e-12);
        EXPECT_NEAR(y.row(t).array().square().mean(), 1.0, 1e-9);
    }
}

TEST(RmsNorm, DividesByRootMeanSquare) {
    // x = [3, 4]: mean(x²) = 12.5, y = x / √12.5 (ε → 0)
    Matrix<double> x(1, 2);
    x << 3, 4;
    Norm<double> p;
    p.weight = RowVector<double>::Ones(2);
    Matrix<double> y;
    NormCache<double> cache;
    norm_forward(NormKind::rmsnorm, x, p, 1e-12, y, cache);
    EXPECT_NEAR(y(0, 0), 3 / std::sqrt(12.5), 1e-9);
    EXPECT_NEAR(y(0, 1), 4 / std::sqrt(12.5), 1e-9);
}

TEST(BatchNorm, UsesRunningStatisticsPerFeatureAtInference) {
    // feature 0: (x − 1)/√(4 + ε); feature 1: (x + 2)/√(1 + ε) · 3 + 0.5
    Matrix<double> x(2, 2);
    x << 5, 0, 1, -2;
    Norm<double> p;
    p.weight = RowVector<double>::Ones(2);
    p.weight[1] = 3;
    p.bias = RowVector<double>::Zero(2);
    p.bias[1] = 0.5;
    p.running_mean = RowVector<double>(2);
    p.running_mean << 1, -2;
    p.running_var = RowVector<double>(2);
    p.running_var << 4, 1;
    Matrix<double> y;
    NormCache<double> cache;
    norm_forward(NormKind::batchnorm, x, p, 0.0 + 1e-12, y, cache);
    EXPECT_NEAR(y(0, 0), 2.0, 1e-9);
    EXPECT_NEAR(y(1, 0), 0.0, 1e-9);
    EXPECT_NEAR(y(0, 1), 2 * 3 + 0.5, 1e-9);
    EXPECT_NEAR(y(1, 1), 0.5, 1e-9);
}

TEST(Activation, GeluIsTheExactErfFormAndReluClipsNegatives) {
    Matrix<double> x(1, 4);
    x << -1, 0, 1, 2;
    Matrix<double> y;
    activation_forward(Activation::gelu, x, y);
    // gelu(1) = ½(1 + erf(1/√2)) = 0.8413447460685429; gelu(−1) = −1 + gelu(1)
    EXPECT_NEAR(y(0, 2), 0.8413447460685429, 1e-12);
    EXPECT_NEAR(y(0, 0), -0.15865525393145707, 1e-12);
    EXPECT_NEAR(y(0, 3), 1.9544997361036416, 1e-12);
    activation_forward(Activation::gelu_tanh, x, y);
    EXPECT_NEAR(y(0, 2), 0.8411919906082768, 1e-12);  // ½(1 + tanh(√(2/π)(1 + 0.044715)))
    activation_forward(Activation::relu, x, y);
    EXPECT_EQ(y(0, 0), 0);
    EXPECT_EQ(y(0, 3), 2);

    Matrix<float> xf(1, 3);
    xf << -3.5f, 0.3f, 2.5f;
    Matrix<float> yf;
    activation_forward(Activation::gelu, xf, yf);
    for (int i = 0; i < 3; ++i)
        EXPECT_NEAR(yf(0, i), 0.5 * xf(0, i) * (1 + std::erf(xf(0, i) / std::sqrt(2.0))), 2e-6);
}

TEST(Sinusoidal, FollowsTheSinCosFormula) {
    const auto P = sinusoidal_encoding<double>(10, 8);
    EXPECT_EQ(P(0, 0), 0.0);
    EXPECT_EQ(P(0, 1), 1.0);
    EXPECT_NEAR(P(3, 0), std::sin(3.0), 1e-15);
    EXPECT_NEAR(P(3, 1), std::cos(3.0), 1e-15);
    EXPECT_NEAR(P(5, 4), std::sin(5 / std::pow(10000.0, 4.0 / 8)), 1e-15);  // i = 2: 2i/d = 4/8
    EXPECT_NEAR(P(5, 5), std::cos(5 / std::pow(10000.0, 4.0 / 8)), 1e-15);
}

TEST(Sinusoidal, EncodingAtPosPlusKIsAFixedRotationOfEncodingAtPos) {
    // For each pair (2i, 2i+1) with ω = 10000^(−2i/d):
    // [sin ω(p+k), cos ω(p+k)] = [[cos ωk, sin ωk], [−sin ωk, cos ωk]] · [sin ωp, cos ωp]
    const int T = 40, C = 16, k = 7;
    const auto P = sinusoidal_encoding<double>(T, C);
    for (int i = 0; i < C / 2; ++i) {
        const double w = 1 / std::pow(10000.0, 2.0 * i / C);
        Eigen::Matrix2d R;
        R << std::cos(w * k), std::sin(w * k), -std::sin(w * k), std::cos(w * k);
        for (int pos = 0; pos + k < T; ++pos) {
            const Eigen::Vector2d at(P(pos, 2 * i), P(pos, 2 * i + 1));
            const Eigen::Vector2d shifted = R * at;  // the same R for every pos
            EXPECT_NEAR(shifted[0], P(pos + k, 2 * i), 1e-12);
            EXPECT_NEAR(shifted[1], P(pos + k, 2 * i + 1), 1e-12);
        }
    }
}

TEST(Linear, ComputesXTimesWeightTransposePlusBias) {
    // x = [1, 2], W = [[1, 0], [2, 3], [−1, 1]], b = [0.5, 0, 1] → [1.5, 8, 2]
    Matrix<double> x(1, 2);
    x << 1, 2;
    Linear<double> p;
    p.weight = Matrix<double>(3, 2);
    p.weight << 1, 0, 2, 3, -1, 1;
    p.bias = RowVector<double>(3);
    p.bias << 0.5, 0, 1;
    Matrix<double> y;
    linear_forward(x, p, y);
    EXPECT_DOUBLE_EQ(y(0, 0), 1.5);
    EXPECT_DOUBLE_EQ(y(0, 1), 8.0);
    EXPECT_DOUBLE_EQ(y(0, 2), 2.0);
}

TEST(MultiplyTransposed, ALargeProductIsTheSameOnOneThreadAndOnThree) {
    const Matrix<float> x = Matrix<float>::Random(32, 300), W = Matrix<float>::Random(1000, 300);  // 9.6M multiply-adds: blocked
    Matrix<float> one, three;
    set_thread_count(1);
    multiply_transposed(x, W, one);
    set_thread_count(3);
    multiply_transposed(x, W, three);
    set_thread_count(thread_count() == 3 ? 2 : thread_count());
    EXPECT_EQ(one, three);  // bit for bit
    EXPECT_TRUE(one.isApprox(x * W.transpose(), 1e-5f));
    Matrix<float> row;
    multiply_transposed(Matrix<float>(x.topRows(1)), W, row);  // one row: the same dot products (row_dots.h)
    EXPECT_EQ(row, one.topRows(1));
}

TEST(MultiplyTransposed, ALargeProductAddsOntoTheOutputWithFewRowsAndWithMany) {
    // fewer rows than a block has columns are dot products of rows (row_dots.h); more, Eigen's product
    for (const int rows : {32, 200}) {
        const Matrix<float> x = Matrix<float>::Random(rows, 300), W = Matrix<float>::Random(1000, 300);
        Matrix<float> out = Matrix<float>::Constant(rows, 1000, 2.0f);
        multiply_transposed(x, W, out, true);
        const Matrix<float> expected = (x * W.transpose()).array() + 2.0f;
        EXPECT_TRUE(out.isApprox(expected, 1e-5f)) << rows << " rows";
    }
}

TEST(RowWiseOps, ALargeSoftmaxAndActivationAreTheSameOnOneThreadAndOnThreeAndRowByRow) {
    // 40 × 2000 values: shared out over the core's threads (GPT-2's logits are 32 × 50257)
    const Matrix<float> x = Matrix<float>::Random(40, 2000) * 8.0f;
    Matrix<float> masked = x;
    masked.row(7).setConstant(-std::numeric_limits<float>::infinity());  // a row masked out entirely
    Matrix<float> soft_one, soft_three, gelu_one, gelu_three;
    set_thread_count(1);
    softmax_rows(masked, soft_one);
    activation_forward(Activation::gelu_tanh, x, gelu_one);
    set_thread_count(3);
    softmax_rows(masked, soft_three);
    activation_forward(Activation::gelu_tanh, x, gelu_three);
    set_thread_count(thread_count() == 3 ? 2 : thread_count());
    EXPECT_EQ(soft_one, soft_three);  // bit for bit
    EXPECT_EQ(gelu_one, gelu_three);
    EXPECT_TRUE(soft_one.row(7).isZero(0.0f));
    Matrix<float> row_soft, row_gelu;  // a single row is below the threshold: computed at once
    softmax_rows(Matrix<float>(masked.row(31)), row_soft);
    activation_forward(Activation::gelu_tanh, Matrix<float>(x.row(31)), row_gelu);
    EXPECT_EQ(row_soft, soft_one.row(31));
    EXPECT_EQ(row_gelu, gelu_one.row(31));
    EXPECT_NEAR(soft_one.row(31).sum(), 1.0f, 1e-5f);
    const float v = x(31, 5);
    EXPECT_NEAR(gelu_one(31, 5), 0.5f * v * (1 + std::tanh(0.7978845608f * (v + 0.044715f * v * v * v))), 1e-5f);
}
