#include "core/kernels/attention_head.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

using namespace al;
using Eigen::Index;

namespace {

using Md = Matrix<double>;

Matrix<float> uniform(Index rows, Index cols, unsigned seed) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> value(-1.0f, 1.0f);
    Matrix<float> m(rows, cols);
    for (Index i = 0; i < m.size(); ++i) m.data()[i] = value(rng);
    return m;
}

// The formulas of attention_head.h on whole matrices, in double
struct Reference {
    Md weights, head, dq, dk, dv;
    Reference(const Md& q, const Md& k, const Md& v, const Md& dhead, const std::vector<int>& visible, double scale) {
        const Index T = q.rows(), S = k.rows();
        weights = Md::Zero(T, S);
        const Md scores = scale * q * k.transpose();
        for (Index t = 0; t < T; ++t) {
            const int m = visible[static_cast<size_t>(t)];
            if (m == 0) continue;
            const auto e = (scores.row(t).head(m).array() - scores.row(t).head(m).maxCoeff()).exp();
            weights.row(t).head(m) = e / e.sum();
        }
        head = weights * v;
        const Md dweights = dhead * v.transpose();
        const Eigen::VectorXd dot = (dweights.array() * weights.array()).rowwise().sum();
        const Md dscores = scale * (weights.array() * (dweights.array().colwise() - dot.array())).matrix();
        dq = dscores * k, dk = dscores.transpose() * q, dv = weights.transpose() * dhead;
    }
};

double relative_error(const Matrix<float>& got, const Md& want) {
    return (got.cast<double>() - want).cwiseAbs().maxCoeff() / std::max(1e-30, want.cwiseAbs().maxCoeff());
}

struct HeadCase {
    const char* name;
    int T, S, D;
    std::vector<int> visible;  // empty: causal
};

}  // namespace

// One head in float, against the whole-matrix formulas in double: the weights, the head and the three
// gradients, for masks that leave a row of keys a whole number of packets, a part of one, a few
// scalars or nothing, heads narrower and wider than a packet and not a whole number of them, and
// queries that see more keys than later ones (per-row valid lengths). Inputs lie in wider matrices,
// as in the trace (rows C apart).
TEST(AttentionHead, ForwardAndBackwardAreTheWholeMatrixFormulasForEveryMaskAndHeadWidth) {
    std::vector<int> uneven(30);
    for (int t = 0; t < 30; ++t) uneven[static_cast<size_t>(t)] = (t * 7) % 31;  // 0, 7, 14, …: up and down
    const std::vector<HeadCase> cases = {{"causal, 32 wide", 45, 45, 32, {}},
                                         {"causal, 20 wide", 37, 37, 20, {}},
                                         {"causal, 3 wide", 9, 9, 3, {}},
                                         {"cross, 12 wide, 41 keys", 37, 41, 12, std::vector<int>(37, 41)},
                                         {"padding to 23 of 41 keys", 37, 41, 17, std::vector<int>(37, 23)},
                                         {"uneven rows, 8 wide", 30, 31, 8, uneven},
                                         {"no key at all", 6, 6, 16, std::vector<int>(6, 0)}};
    for (const auto& c : cases) {
        std::vector<int> visible = c.visible;
        if (visible.empty())
            for (int t = 0; t < c.T; ++t) visible.push_back(t + 1);
        const Index C = c.D + 5;  // a row step wider than the head
        const Matrix<float> q = uniform(c.T, C, 1), k = uniform(c.S, C, 2), v = uniform(c.S, C, 3), dhead = uniform(c.T, C, 4);
        const float scale = 1.0f / std::sqrt(static_cast<float>(c.D));
        const HeadView<float> view{q.data(), k.data(), v.data(), C, C, c.T, c.S, c.D, visible.data(), scale};
        Matrix<float> weights, head(c.T, C), dq(c.T, C), dkv(c.S, 2 * C);
        head_forward(view, false, weights, head.data(), C);
        head_backward(view, weights, head.data(), dhead.data(), C, dq.data(), C, dkv.data(), dkv.data() + C, 2 * C);

        const auto D = c.D;
        const Reference want(q.leftCols(D).cast<double>(), k.leftCols(D).cast<double>(), v.leftCols(D).cast<double>(),
                             dhead.leftCols(D).cast<double>(), visible, scale);
        EXPECT_LT(relative_error(weights, want.weights), 1e-6) << c.name;
        EXPECT_LT(relative_error(head.leftCols(D), want.head), 1e-5) << c.name;
        if (want.dq.cwiseAbs().maxCoeff() > 0) {
            EXPECT_LT(relative_error(dq.leftCols(D), want.dq), 1e-5) << c.name;
            EXPECT_LT(relative_error(dkv.leftCols(D), want.dk), 1e-5) << c.name;
        } else {
            EXPECT_EQ(dq.leftCols(D).cwiseAbs().maxCoeff(), 0.0f) << c.name;
            EXPECT_EQ(dkv.leftCols(D).cwiseAbs().maxCoeff(), 0.0f) << c.name;
        }
        if (want.dv.cwiseAbs().maxCoeff() > 0)
            EXPECT_LT(relative_error(dkv.middleCols(C, D), want.dv), 1e-5) << c.name;
        else
            EXPECT_EQ(dkv.middleCols(C, D).cwiseAbs().maxCoeff(), 0.0f) << c.name;
        for (int t = 0; t < c.T; ++t)
            for (int s = visible[static_cast<size_t>(t)]; s < c.S; ++s) ASSERT_EQ(weights(t, s), 0.0f) << c.name << ", query " << t << " key " << s;
    }
}

TEST(AttentionHead, AnAblatedHeadKeepsItsWeightsAndOutputsZeros) {
    const int T = 20, D = 16;
    const Matrix<float> q = uniform(T, D, 5), k = uniform(T, D, 6), v = uniform(T, D, 7);
    std::vector<int> visible(T);
    for (int t = 0; t < T; ++t) visible[static_cast<size_t>(t)] = t + 1;
    const HeadView<float> view{q.data(), k.data(), v.data(), D, D, T, T, D, visible.data(), 0.25f};
    Matrix<float> weights, ablated_weights, head = Matrix<float>::Constant(T, D, 7.0f);
    head_forward(view, false, weights, head.data(), D);
    head_forward(view, true, ablated_weights, head.data(), D);
    EXPECT_EQ(ablated_weights, weights);
    EXPECT_EQ(head, Matrix<float>::Zero(T, D));
}
