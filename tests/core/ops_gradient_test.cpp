// Every op's backward against central differences in double: L = Σ out ⊙ R for a fixed random R,
// so dL/dout = R; relative error < 1e-6 for the input and every parameter.
#include <gtest/gtest.h>

#include <cmath>

#include "core/model/attention.h"
#include "core/explain/gradient_check.h"

using namespace al;
using al::gradient_error;

namespace {

constexpr double kTolerance = 1e-6;

Matrix<double> random(int r, int c, unsigned seed) {
    std::srand(seed);
    return Matrix<double>::Random(r, c);
}

double weighted_sum(const Matrix<double>& out, const Matrix<double>& R) { return (out.array() * R.array()).sum(); }

}  // namespace

TEST(LinearBackward, MatchesFiniteDifferences) {
    Matrix<double> x = random(5, 4, 1);
    Linear<double> p{random(3, 4, 2), random(1, 3, 3)}, g{Matrix<double>::Zero(3, 4), RowVector<double>::Zero(3)};
    const Matrix<double> R = random(5, 3, 4);
    Matrix<double> out, dx;
    linear_backward(x, p, R, &dx, g);
    const auto loss = [&] { linear_forward(x, p, out); return weighted_sum(out, R); };
    EXPECT_LT(gradient_error(x.data(), dx.data(), x.size(), loss), kTolerance);
    EXPECT_LT(gradient_error(p.weight.data(), g.weight.data(), p.weight.size(), loss), kTolerance);
    EXPECT_LT(gradient_error(p.bias.data(), g.bias.data(), p.bias.size(), loss), kTolerance);
}

class NormBackward : public ::testing::TestWithParam<std::tuple<NormKind, bool>> {};

TEST_P(NormBackward, MatchesFiniteDifferences) {
    const auto [kind, batch_statistics] = GetParam();
    Matrix<double> x = random(6, 5, 5) * 2;
    Norm<double> p{random(1, 5, 6), kind == NormKind::rmsnorm ? RowVector<double>() : RowVector<double>(random(1, 5, 7)), {}, {}};
    if (kind == NormKind::batchnorm) {
        p.running_mean = random(1, 5, 8);
        p.running_var = random(1, 5, 9).array().abs() + 0.5;
    }
    Norm<double> g{RowVector<double>::Zero(5), p.bias.size() ? RowVector<double>::Zero(5) : RowVector<double>(), {}, {}};
    const Matrix<double> R = random(6, 5, 10);
    Matrix<double> out, dx;
    NormCache<double> cache;
    norm_forward(kind, x, p, 1e-5, out, cache, batch_statistics);
    norm_backward(kind, x, p, cache, R, dx, g);
    const auto loss = [&] {
        NormCache<double> c;
        norm_forward(kind, x, p, 1e-5, out, c, batch_statistics);
        return weighted_sum(out, R);
    };
    EXPECT_LT(gradient_error(x.data(), dx.data(), x.size(), loss), kTolerance);
    EXPECT_LT(gradient_error(p.weight.data(), g.weight.data(), 5, loss), kTolerance);
    if (p.bias.size()) {
        EXPECT_LT(gradient_error(p.bias.data(), g.bias.data(), 5, loss), kTolerance);
    }
}

INSTANTIATE_TEST_SUITE_P(AllNorms, NormBackward,
                         ::testing::Values(std::make_tuple(NormKind::layernorm, false),
                                           std::make_tuple(NormKind::rmsnorm, false),
                                           std::make_tuple(NormKind::batchnorm, true),
                                           std::make_tuple(NormKind::batchnorm, false)));

class ActivationBackward : public ::testing::TestWithParam<Activation> {};

TEST_P(ActivationBackward, MatchesFiniteDifferences) {
    Matrix<double> x = random(4, 7, 11) * 3;
    const Matrix<double> R = random(4, 7, 12);
    Matrix<double> out, y, dx;
    activation_forward(GetParam(), x, y);
    activation_backward(GetParam(), x, y, R, dx);
    const auto loss = [&] { activation_forward(GetParam(), x, out); return weighted_sum(out, R); };
    EXPECT_LT(gradient_error(x.data(), dx.data(), x.size(), loss), kTolerance);
}

INSTANTIATE_TEST_SUITE_P(AllActivations, ActivationBackward,
                         ::testing::Values(Activation::gelu, Activation::gelu_tanh, Activation::relu, Activation::silu));

// In float, as training runs it: GELU's backward reads Φ = y/x off the forward's output, so check it
// against Φ(x) + x·φ(x) in double across the range, at x = 0 (where y/x is 0/0), at tiny and huge x,
// in whole packets and in the scalar tail (29 values: 3 packets of 8 and 5 more).
TEST(GeluBackward, IsPhiPlusXTimesTheDensityEverywhereIncludingZeroAndTheTail) {
    Matrix<float> x(1, 29);
    for (int i = 0; i < 27; ++i) x(0, i) = -6.5f + 0.5f * static_cast<float>(i);  // … −0.5, 0 (i = 13), 0.5 …
    x(0, 27) = 0.0f, x(0, 28) = 1e-30f;
    x(0, 3) = 1e30f, x(0, 4) = -1e30f;
    const Matrix<float> ones = Matrix<float>::Ones(1, 29);
    Matrix<float> y, dx;
    activation_forward(Activation::gelu, x, y);
    activation_backward(Activation::gelu, x, y, ones, dx);
    for (int i = 0; i < 29; ++i) {
        const double a = x(0, i);
        const double expected = 0.5 * (1 + std::erf(a / std::sqrt(2.0))) + a * std::exp(-a * a / 2) / std::sqrt(2 * M_PI);
        EXPECT_NEAR(dx(0, i), expected, 2e-6) << "x = " << a;
    }
    EXPECT_EQ(dx(0, 13), 0.5f);
    EXPECT_EQ(dx(0, 27), 0.5f);
}

TEST(SoftmaxBackward, MatchesFiniteDifferencesAndPassesNothingToMaskedEntries) {
    Matrix<double> x = random(3, 5, 13);
    x(1, 4) = -std::numeric_limits<double>::infinity();
    const Matrix<double> R = random(3, 5, 14);
    Matrix<double> y, dx;
    softmax_rows(x, y);
    softmax_rows_backward<double>(y, R, dx);
    EXPECT_EQ(dx(1, 4), 0.0);
    x(1, 4) = -1e300;  // finite stand-in so differences can be taken around the other entries
    const auto loss = [&] { softmax_rows(x, y); return weighted_sum(y, R); };
    EXPECT_LT(gradient_error(x.data(), dx.data(), x.size(), loss), kTolerance);
}

struct AttentionCase {
    const char* name;
    MaskKind mask;
    std::vector<int> valid_lens;
    bool cross;
    std::vector<int> ablated;
    int T = 4;  // the long case, 37: many tiles of queries and keys, a part of a packet
};

class AttentionBackward : public ::testing::TestWithParam<AttentionCase> {};

TEST_P(AttentionBackward, MatchesFiniteDifferencesForInputsAndWeights) {
    const auto& c = GetParam();
    const int B = 2, T = c.T, S = c.cross ? 5 : T, C = 6, H = 2;
    Matrix<double> x = random(B * T, C, 15), memory = random(B * S, C, 16);
    AttentionParams<double> p{{random(3 * C, C, 17), random(1, 3 * C, 18)}, {random(C, C, 19), random(1, C, 20)}};
    AttentionParams<double> g{{Matrix<double>::Zero(3 * C, C), RowVector<double>::Zero(3 * C)},
                              {Matrix<double>::Zero(C, C), RowVector<double>::Zero(C)}};
    AttentionMask mask{c.mask, c.valid_lens, {}};
    AttentionOptions options;
    options.ablated_heads = c.ablated;
    const Matrix<double> R = random(B * T, C, 21);
    const Matrix<double>* mem = c.cross ? &memory : nullptr;
    AttentionTrace<double> tr;
    attention_forward(x, mem, p, B, H, mask, options, tr);
    Matrix<double> dx, dmemory;
    attention_backward(x, mem, p, options, tr, R, dx, c.cross ? &dmemory : nullptr, g);
    const auto loss = [&] {
        AttentionTrace<double> t;
        attention_forward(x, mem, p, B, H, mask, options, t);
        return weighted_sum(t.out, R);
    };
    EXPECT_LT(gradient_error(x.data(), dx.data(), x.size(), loss), kTolerance);
    if (c.cross) {
        EXPECT_LT(gradient_error(memory.data(), dmemory.data(), memory.size(), loss), kTolerance);
    }
    EXPECT_LT(gradient_error(p.c_attn.weight.data(), g.c_attn.weight.data(), p.c_attn.weight.size(), loss), kTolerance);
    EXPECT_LT(gradient_error(p.c_attn.bias.data(), g.c_attn.bias.data(), p.c_attn.bias.size(), loss), kTolerance);
    EXPECT_LT(gradient_error(p.c_proj.weight.data(), g.c_proj.weight.data(), p.c_proj.weight.size(), loss), kTolerance);
    EXPECT_LT(gradient_error(p.c_proj.bias.data(), g.c_proj.bias.data(), p.c_proj.bias.size(), loss), kTolerance);
}

INSTANTIATE_TEST_SUITE_P(
    EveryMask, AttentionBackward,
    ::testing::Values(AttentionCase{"none", MaskKind::none, {}, false, {}},
                      AttentionCase{"causal", MaskKind::causal, {}, false, {}},
                      AttentionCase{"padding", MaskKind::padding, {3, 2}, false, {}},
                      AttentionCase{"causal_padding", MaskKind::causal_padding, {4, 3}, false, {}},
                      AttentionCase{"cross_padding", MaskKind::padding, {5, 3}, true, {}},
                      AttentionCase{"ablated_head", MaskKind::causal, {}, false, {1}},
                      AttentionCase{"causal_padding_long", MaskKind::causal_padding, {37, 0}, false, {}, 37}),
    [](const auto& info) { return std::string(info.param.name); });
