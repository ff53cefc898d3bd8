#include "core/io/generate.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

#include "core/base/error.h"

using namespace al;

TEST(Sampling, GreedyPicksTheArgmax) {
    const float logits[] = {0.1f, 2.0f, -1.0f, 1.9f};
    std::mt19937_64 rng(1);
    EXPECT_EQ(sample_token(logits, 4, {0.0, 0, 1.0}, rng), 1);
    EXPECT_EQ(sample_token(logits, 4, {1.0, 1, 1.0}, rng), 1) << "top-k = 1 is greedy";
}

TEST(Sampling, DistributionFollowsTemperatureTopKAndTopP) {
    const float logits[] = {std::log(1.0f), std::log(2.0f), std::log(3.0f), std::log(4.0f)};
    auto p = sampling_distribution(logits, 4, {1.0, 0, 1.0});
    EXPECT_NEAR(p[0], 0.1, 1e-7);  // 1/10
    EXPECT_NEAR(p[3], 0.4, 1e-7);
    p = sampling_distribution(logits, 4, {1.0, 2, 1.0});  // keep 3 and 4: 3/7, 4/7
    EXPECT_NEAR(p[2], 3.0 / 7, 1e-7);
    EXPECT_EQ(p[1], 0.0);
    p = sampling_distribution(logits, 4, {1.0, 0, 0.6});  // 0.4 + 0.3 reaches 0.6: keep 4 and 3
    EXPECT_NEAR(p[3], 4.0 / 7, 1e-7);
    EXPECT_EQ(p[0], 0.0);
    p = sampling_distribution(logits, 4, {0.5, 0, 1.0});  // squares: 1, 4, 9, 16 over 30
    EXPECT_NEAR(p[3], 16.0 / 30, 1e-6);
    EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-12);
}

TEST(Sampling, SameSeedSameTokensAndFrequenciesMatchTheDistribution) {
    const float logits[] = {0.0f, std::log(3.0f)};
    std::mt19937_64 a(7), b(7);
    int ones = 0;
    for (int i = 0; i < 20000; ++i) {
        const int x = sample_token(logits, 2, {}, a);
        EXPECT_EQ(x, sample_token(logits, 2, {}, b));
        ones += x;
    }
    EXPECT_NEAR(ones / 20000.0, 0.75, 0.015);
}

TEST(Sampling, RejectsImpossibleSettings) {
    const float logits[] = {0.0f, 1.0f};
    EXPECT_THROW(sampling_distribution(logits, 2, {-1.0, 0, 1.0}), Error);
    EXPECT_THROW(sampling_distribution(logits, 2, {1.0, -2, 1.0}), Error);
    EXPECT_THROW(sampling_distribution(logits, 2, {1.0, 0, 0.0}), Error);
}

TEST(Generate, AppendsTokensReproduciblyAndSlidesTheContextWindow) {
    ModelConfig c;
    c.vocab_size = 9, c.block_size = 4, c.n_embd = 8, c.n_head = 2, c.d_ff = 8;
    const auto model = Model<float>::random(c, 3);
    const auto a = generate(model, {4, 5}, 6, {}, 11);
    const auto b = generate(model, {4, 5}, 6, {}, 11);
    EXPECT_EQ(a.size(), 8u);
    EXPECT_EQ(a, b);
    EXPECT_EQ(std::vector<int>(a.begin(), a.begin() + 2), (std::vector<int>{4, 5}));
}

TEST(Generate, StopsOnceItHasWrittenTheEndToken) {
    ModelConfig c;
    c.vocab_size = 9, c.block_size = 8, c.n_embd = 8, c.n_head = 2, c.d_ff = 8;
    const auto model = Model<float>::random(c, 3);
    const SamplingOptions greedy{0.0, 0, 1.0};
    const auto free = generate(model, {4, 5}, 5, greedy, 1);
    const auto ended = generate(model, {4, 5}, 5, greedy, 1, {8, free[3]});  // the second token written is an end
    const bool firstEndsToo = free[2] == free[3] || free[2] == 8;
    EXPECT_EQ(ended, std::vector<int>(free.begin(), free.begin() + (firstEndsToo ? 3 : 4)));
}

TEST(Sampling, NeverPicksAnEmbeddingRowBeyondTheTokenizer) {
    const float logits[5] = {0.f, 1.f, 2.f, 9.f, 9.f};  // rows 3 and 4 have no token (vocab_limit 3)
    SamplingOptions greedy{0.0, 0, 1.0, 3}, warm{1.0, 0, 1.0, 3};
    EXPECT_EQ(sampling_distribution(logits, 5, greedy), (std::vector<double>{0, 0, 1, 0, 0}));
    const auto p = sampling_distribution(logits, 5, warm);
    EXPECT_EQ(p[3] + p[4], 0.0);
    EXPECT_NEAR(p[2], std::exp(2.0) / (1 + std::exp(1.0) + std::exp(2.0)), 1e-12);
}
