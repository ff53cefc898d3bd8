#include "core/model/model.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/base/error.h"

using namespace al;

namespace {

ModelConfig tiny(Arch arch = Arch::decoder) {
    ModelConfig c;
    c.arch = arch;
    c.vocab_size = 17;
    c.block_size = 10;
    c.n_layer = 2;
    c.n_head = 2;
    c.n_embd = 8;
    c.d_ff = 12;
    c.causal = arch != Arch::encoder;
    return c;
}

std::vector<std::string> names(const std::vector<TraceTensor>& ts) {
    std::vector<std::string> out;
    for (const auto& t : ts) out.push_back(t.name);
    return out;
}

const TraceTensor& find(const std::vector<TraceTensor>& ts, const std::string& name) {
    for (const auto& t : ts)
        if (t.name == name) return t;
    throw std::runtime_error("no " + name);
}

}  // namespace

TEST(ForwardTrace, EnumeratesEveryIntermediateWithTheDocumentedNamesAndShapes) {
    const auto model = Model<float>::random(tiny(), 1);
    const auto ts = model.forward(Batch::single({5, 6, 7, 8, 9})).tensors();
    const std::vector<std::string> layer0 = {"layers.0.norm1",       "layers.0.attn.q",      "layers.0.attn.k",
                                             "layers.0.attn.v",      "layers.0.attn.scores", "layers.0.attn.scaled",
                                             "layers.0.attn.masked", "layers.0.attn.weights", "layers.0.attn.heads",
                                             "layers.0.attn.concat", "layers.0.attn.out",    "layers.0.resid1",
                                             "layers.0.norm2",       "layers.0.mlp.pre",     "layers.0.mlp.act",
                                             "layers.0.mlp.out",     "layers.0.resid2",      "layers.0.out"};
    auto n = names(ts);
    EXPECT_EQ(std::vector<std::string>(n.begin(), n.begin() + 3),
              (std::vector<std::string>{"embed.token", "embed.position", "embed.sum"}));
    EXPECT_EQ(std::vector<std::string>(n.begin() + 3, n.begin() + 3 + layer0.size()), layer0);
    EXPECT_EQ(std::vector<std::string>(n.end() - 3, n.end()), (std::vector<std::string>{"final.norm", "logits", "probs"}));
    EXPECT_EQ(n.size(), 3 + 2 * layer0.size() + 3);

    EXPECT_EQ(find(ts, "layers.1.attn.q").shape, (std::vector<int64_t>{2, 5, 4}));
    EXPECT_EQ(find(ts, "layers.1.attn.weights").shape, (std::vector<int64_t>{2, 5, 5}));
    EXPECT_EQ(find(ts, "layers.1.mlp.act").shape, (std::vector<int64_t>{5, 12}));
    EXPECT_EQ(find(ts, "logits").shape, (std::vector<int64_t>{5, 17}));
    EXPECT_EQ(find(ts, "layers.0.attn.q").layer, 0);
}

TEST(ForwardTrace, HeadsAreTheColumnBlocksOfConcat) {
    const auto model = Model<double>::random(tiny(), 2);
    const auto ts = model.forward(Batch::single({1, 2, 3})).tensors();
    const auto& heads = find(ts, "layers.0.attn.heads");
    const auto& concat = find(ts, "layers.0.attn.concat");
    // heads (H=2, T=3, D=4); concat (T=3, C=8): concat[t, h·4 + d] = heads[h, t, d]
    for (int h = 0; h < 2; ++h)
        for (int t = 0; t < 3; ++t)
            for (int d = 0; d < 4; ++d) EXPECT_EQ(heads.data[(h * 3 + t) * 4 + d], concat.data[t * 8 + h * 4 + d]);
}

TEST(ForwardTrace, EncoderDecoderUsesPrefixesAndShowsCrossAttention) {
    const auto model = Model<float>::random(tiny(Arch::encoder_decoder), 3);
    Batch b = Batch::single({1, 5, 6});
    b.S = 4;
    b.source_ids = {7, 8, 9, 10};
    const auto ts = model.forward(b).tensors();
    EXPECT_EQ(find(ts, "encoder.layers.1.attn.weights").shape, (std::vector<int64_t>{2, 4, 4}));
    EXPECT_EQ(find(ts, "decoder.layers.0.cross.weights").shape, (std::vector<int64_t>{2, 3, 4}));
    EXPECT_EQ(find(ts, "decoder.layers.0.cross.k").shape, (std::vector<int64_t>{2, 4, 4}));
    EXPECT_EQ(find(ts, "decoder.layers.0.cross.norm").shape, (std::vector<int64_t>{3, 8}));
    EXPECT_EQ(find(ts, "decoder.layers.0.cross.resid").shape, (std::vector<int64_t>{3, 8}));
    EXPECT_EQ(find(ts, "logits").shape, (std::vector<int64_t>{3, 17}));
    const auto& self = find(ts, "decoder.layers.0.attn.weights");
    EXPECT_EQ(self.data[1], 0.0f) << "decoder self-attention is causal";
}

TEST(Model, LaterTokensNeverChangeEarlierPredictionsOfACausalModel) {
    const auto model = Model<float>::random(tiny(), 4);
    const auto a = model.forward(Batch::single({1, 2, 3, 4, 5}));
    const auto b = model.forward(Batch::single({1, 2, 3, 9, 16}));
    EXPECT_TRUE(a.logits.topRows(3).isApprox(b.logits.topRows(3), 1e-6f));
    EXPECT_FALSE(a.logits.row(3).isApprox(b.logits.row(3), 1e-3f));
}

TEST(Model, ABatchComputesEachSequenceAsIfAlone) {
    const auto model = Model<double>::random(tiny(), 5);
    Batch batch;
    batch.B = 2, batch.T = 3, batch.ids = {1, 2, 3, 4, 5, 6};
    const auto both = model.forward(batch);
    const auto second = model.forward(Batch::single({4, 5, 6}));
    EXPECT_TRUE(both.logits.bottomRows(3).isApprox(second.logits, 1e-12));
    EXPECT_EQ(both.tensors(1).back().data, second.tensors(0).back().data);
}

TEST(Model, WithoutPositionalEncodingPermutingWordsPermutesTheAttention) {
    auto c = tiny(Arch::encoder);
    const auto model = Model<double>::random(c, 6);
    ForwardOptions no_pos;
    no_pos.use_positional = false;
    const std::vector<int> ids = {3, 7, 11, 5}, perm = {2, 0, 3, 1};
    std::vector<int> permuted(4);
    for (int i = 0; i < 4; ++i) permuted[i] = ids[perm[i]];
    const auto a = model.forward(Batch::single(ids), no_pos);
    const auto b = model.forward(Batch::single(permuted), no_pos);
    const auto& wa = a.main.layers[1].attn.weights[1];
    const auto& wb = b.main.layers[1].attn.weights[1];
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) EXPECT_NEAR(wb(i, j), wa(perm[i], perm[j]), 1e-12);
    // with the positional encoding the same permutation does not simply permute
    const auto c1 = model.forward(Batch::single(ids));
    const auto c2 = model.forward(Batch::single(permuted));
    EXPECT_GT(std::abs(c2.main.layers[1].attn.weights[1](0, 1) - c1.main.layers[1].attn.weights[1](perm[0], perm[1])), 1e-6);
}

TEST(Model, AblationsChangeThePrediction) {
    const auto model = Model<double>::random(tiny(), 7);
    const auto batch = Batch::single({1, 2, 3, 4});
    const auto base = model.forward(batch);
    ForwardOptions zero_head, no_residual, no_norm;
    zero_head.ablated_heads = {{0, 1}};
    no_residual.bypass_residual = true;
    no_norm.bypass_norm = true;
    for (const auto* o : {&zero_head, &no_residual, &no_norm}) {
        const auto t = model.forward(batch, *o);
        EXPECT_FALSE(t.logits.isApprox(base.logits, 1e-9));
    }
    const auto t = model.forward(batch, zero_head);
    EXPECT_TRUE((t.main.layers[0].attn.concat.rightCols(4).array() == 0.0).all());
    EXPECT_TRUE(t.main.layers[0].resid1.isApprox(t.main.embed_sum + t.main.layers[0].attn.out));
    const auto r = model.forward(batch, no_residual);
    EXPECT_TRUE(r.main.layers[0].resid1.isApprox(r.main.layers[0].attn.out));
}

TEST(Model, PostNormAppliesTheNormAfterEachResidualSum) {
    auto c = tiny();
    c.norm_position = NormPosition::post;
    const auto model = Model<double>::random(c, 8);
    const auto t = model.forward(Batch::single({1, 2, 3}));
    const auto& L = t.main.layers[0];
    EXPECT_TRUE(L.resid1.isApprox(t.main.embed_sum + L.attn.out));
    EXPECT_NEAR(L.norm1.row(0).mean(), 0.0, 1e-9);
    EXPECT_TRUE(L.resid2.isApprox(L.norm1 + L.mlp_out));
    EXPECT_TRUE(L.out.isApprox(L.norm2));
}

TEST(Model, RejectsBadInputWithClearMessages) {
    const auto model = Model<float>::random(tiny(), 9);
    EXPECT_THROW(model.forward(Batch::single({})), Error);
    EXPECT_THROW(model.forward(Batch::single({1, 17})), Error);
    EXPECT_THROW(model.forward(Batch::single({-1})), Error);
    try {
        model.forward(Batch::single(std::vector<int>(11, 1)));
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(std::string(e.what()), "the input has 11 tokens but the model's block_size is 10; shorten it");
    }
    auto c = tiny();
    c.n_head = 3;
    EXPECT_THROW(Model<float>::random(c, 1), Error);
}

TEST(ForwardTrace, AnOverflowIsNamedByTheFirstTensorThatHoldsIt) {
    auto model = Model<float>::random(tiny(), 9);
    const auto batch = Batch::single({1, 2, 3});
    EXPECT_EQ(model.forward(batch).first_non_finite(), "");  // −∞ in the causal mask's scores is by design
    model.params().transformer.h[1].mlp.c_fc.weight.setConstant(3e38f);  // finite, but not their products
    const auto trace = model.forward(batch);
    EXPECT_EQ(trace.first_non_finite(), "layers.1.mlp.pre of sequence 0");
    try {
        trace.require_finite(Message::verbatim("nothing was written"));
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(std::string(e.what()), "the computation overflowed: layers.1.mlp.pre of sequence 0 holds values that are "
                                         "not finite numbers (the model's weights are too large for this input); nothing "
                                         "was written");
    }
}

TEST(Model, SameSeedGivesTheSameWeights) {
    const auto a = Model<float>::random(tiny(), 42), b = Model<float>::random(tiny(), 42), c = Model<float>::random(tiny(), 43);
    EXPECT_TRUE(a.params().wte.isApprox(b.params().wte, 0));
    EXPECT_FALSE(a.params().wte.isApprox(c.params().wte, 1e-3f));
}
