#include "core/kernels/packed_weights.h"
#include "core/model/model.h"
#include "core/model/ops.h"
#include "core/kernels/parallel.h"

#include <gtest/gtest.h>

#include <limits>

#include "tests/core/whole_numbers.h"

using namespace al;
using al::test::whole_numbers;

namespace {

// The weights of one layer of width 200 and d_ff 1100, each needing several blocks of Eigen's kernel
// in some direction: c_fc (1100, 200) is packed in blocks of rows for x·Wᵀ and of depth for dy·W,
// its projection (200, 1100) the other way round.
struct Layer {
    Matrix<float> c_attn = whole_numbers(600, 200, 10), c_proj = whole_numbers(200, 200, 11);
    Matrix<float> c_fc = whole_numbers(1100, 200, 12), mlp_proj = whole_numbers(200, 1100, 13);

    std::vector<const Matrix<float>*> all() const { return {&c_attn, &c_proj, &c_fc, &mlp_proj}; }
    PackedWeights packed() const {
        std::vector<WeightRef> refs;
        for (const Matrix<float>* W : all()) refs.push_back({W->data(), W->rows(), W->cols()});
        return PackedWeights(refs);
    }
};

Matrix<float> exact(const Matrix<double>& product) { return product.cast<float>(); }

// Rows of a pass: one, a few, a usual micro-batch and more than one block of the kernel's columns.
const Eigen::Index kRows[] = {1, 3, 257, 700};

}  // namespace

TEST(PackedWeights, ForwardProductsAreExactForEveryWeightAndNumberOfRows) {
    const Layer layer;
    const PackedWeights packed = layer.packed();
    const UsePackedWeights use(packed);
    for (const Matrix<float>* W : layer.all())
        for (const Eigen::Index N : kRows) {
            const Matrix<float> x = whole_numbers(N, W->cols(), 1);
            Matrix<float> out;
            ASSERT_TRUE(multiply_transposed_packed(x, *W, out, false));
            ASSERT_EQ(out, exact(x.cast<double>() * W->cast<double>().transpose())) << N << " rows times (" << W->rows() << "×" << W->cols() << ")ᵀ";
        }
}

TEST(PackedWeights, ForwardProductsAddOntoTheOutputWhenAskedTo) {
    const Layer layer;
    const PackedWeights packed = layer.packed();
    const UsePackedWeights use(packed);
    const Matrix<float>& W = layer.c_fc;
    const Matrix<float> x = whole_numbers(5, W.cols(), 2);
    Matrix<float> out = Matrix<float>::Constant(5, W.rows(), 0.5f);
    multiply_transposed(x, W, out, true);
    EXPECT_EQ(out, exact(((x.cast<double>() * W.cast<double>().transpose()).array() + 0.5).matrix()));
}

TEST(PackedWeights, BackwardProductsAreExactForEveryWeightAndNumberOfRows) {
    const Layer layer;
    const PackedWeights packed = layer.packed();
    const UsePackedWeights use(packed);
    for (const Matrix<float>* W : layer.all())
        for (const Eigen::Index N : kRows) {
            const Matrix<float> dy = whole_numbers(N, W->rows(), 3);
            Matrix<float> dx;
            multiply(dy, *W, dx);
            ASSERT_EQ(dx, exact(dy.cast<double>() * W->cast<double>())) << N << " rows times " << W->rows() << "×" << W->cols();
        }
}

TEST(PackedWeights, ProductsStartFromTheBiasOrZeroAndNeverReadWhatTheOutputHeldBefore) {
    // out and dx hold NaN before: a product that read them (a fill left out, a block of depth added
    // twice) would give NaN. The layer's weights and a head of 65 outputs, whose last one the kernel
    // finishes one value at a time.
    const Layer layer;
    const Matrix<float> head = whole_numbers(65, 200, 14);
    auto weights = layer.all();
    weights.push_back(&head);
    const OnThisThreadOnly alone;  // as a trainer's worker: large products read the packed copies too
    const float nan = std::numeric_limits<float>::quiet_NaN();
    for (const Matrix<float>* W : weights) {
        Linear<float> linear{*W, whole_numbers(1, W->rows(), 6).row(0)};
        const PackedWeights packed({{linear.weight.data(), W->rows(), W->cols()}});
        const UsePackedWeights use(packed);
        for (const Eigen::Index N : kRows) {
            const Matrix<float> x = whole_numbers(N, W->cols(), 7), dy = whole_numbers(N, W->rows(), 8);
            Matrix<float> out = Matrix<float>::Constant(N, W->rows(), nan), dx = Matrix<float>::Constant(N, W->cols(), nan);
            linear_forward(x, linear, out);
            ASSERT_EQ(out, exact((x.cast<double>() * W->cast<double>().transpose()).rowwise() + linear.bias.cast<double>()))
                << N << " rows times (" << W->rows() << "×" << W->cols() << ")ᵀ + b";
            multiply(dy, linear.weight, dx);
            ASSERT_EQ(dx, exact(dy.cast<double>() * W->cast<double>())) << N << " rows times " << W->rows() << "×" << W->cols();
        }
    }
}

TEST(PackedWeights, AreUsedOnlyInTheirScopeAndOnlyForTheWeightsTheyCopied) {
    const Layer layer;
    const Matrix<float>& W = layer.c_fc;
    const Matrix<float> x = whole_numbers(4, W.cols(), 4);
    Matrix<float> out;
    EXPECT_FALSE(multiply_transposed_packed(x, W, out, false)) << "no scope";
    const PackedWeights packed = layer.packed();
    {
        const UsePackedWeights use(packed);
        EXPECT_TRUE(multiply_transposed_packed(x, W, out, false));
        const Matrix<float> copy = W;  // same values, another matrix
        EXPECT_FALSE(multiply_transposed_packed(x, copy, out, false));
        const Matrix<float> other = whole_numbers(7, W.cols(), 5);
        EXPECT_FALSE(multiply_transposed_packed(x, other, out, false)) << "a matrix it was not given";
        {
            const PackedWeights none;
            const UsePackedWeights inner(none);
            EXPECT_FALSE(multiply_transposed_packed(x, W, out, false));
        }
        EXPECT_TRUE(multiply_transposed_packed(x, W, out, false)) << "the outer scope is back";
    }
    EXPECT_FALSE(multiply_transposed_packed(x, W, out, false));
    multiply_transposed(x, W, out);  // Eigen's own product, the same numbers
    EXPECT_EQ(out, exact(x.cast<double>() * W.cast<double>().transpose()));
}

namespace {

// Model (a) of the benchmarks, whose forward passes the window packs its weights for.
ModelConfig small_model() {
    ModelConfig c;
    c.vocab_size = 65, c.block_size = 64, c.n_layer = 2, c.n_head = 4, c.n_embd = 64, c.d_ff = 256;
    return c;
}

std::vector<int> tokens(int T) {
    std::vector<int> ids(static_cast<size_t>(T));
    for (int i = 0; i < T; ++i) ids[static_cast<size_t>(i)] = (i * 7 + 3) % 65;
    return ids;
}

}  // namespace

TEST(PackedWeights, ForReadingAModelHoldOnlyTheForwardLayoutOfEachLinearWeight) {
    const auto model = Model<float>::random(small_model(), 1);
    const PackedWeights packed = PackedWeights::for_reading(linear_weights(model.params()));
    const auto& block = model.params().transformer.h[1];
    EXPECT_NE(packed.for_forward(block.mlp.c_fc.weight), nullptr);
    EXPECT_NE(packed.for_forward(block.attn.c_proj.weight), nullptr);
    EXPECT_EQ(packed.for_backward(block.mlp.c_fc.weight), nullptr) << "a model that is read has no backward pass";
    EXPECT_EQ(packed.for_forward(model.params().wte), nullptr) << "the embedding is looked up, not multiplied";
}

TEST(PackedWeights, ForReadingAModelLargerThan64MBHoldNothing) {
    ModelConfig c;
    c.vocab_size = 16, c.block_size = 8, c.n_layer = 2, c.n_head = 8, c.n_embd = 1024, c.d_ff = 4096;  // 2 × 12.6M weights: 100 MB
    const auto model = Model<float>::random(c, 1);
    const PackedWeights packed = PackedWeights::for_reading(linear_weights(model.params()));
    EXPECT_EQ(packed.for_forward(model.params().transformer.h[0].mlp.c_fc.weight), nullptr);
}

TEST(PackedWeights, AModelReadWithItsWeightsPackedGivesEveryTensorOfItsTraceToTheBit) {
    // 1 and 2 tokens (matrix–vector products), 16 (the window's typing) and 64 (products large enough
    // to be cut into blocks of columns, which then multiply unpacked), on one thread and on two; and a
    // model of width 8, whose products Eigen sums coefficient by coefficient
    ModelConfig tiny = small_model();
    tiny.n_head = 2, tiny.n_embd = 8, tiny.d_ff = 12;
    for (const auto& config : {small_model(), tiny}) {
        const auto model = Model<float>::random(config, 2);
        const PackedWeights packed = PackedWeights::for_reading(linear_weights(model.params()));
        for (const int threads : {1, 2}) {
            set_thread_count(threads);
            for (const int T : {1, 2, 3, 16, 64}) {
                const auto batch = Batch::single(tokens(T));
                const auto plain = model.forward(batch).tensors();
                const UsePackedWeights use(packed);
                const auto read = model.forward(batch).tensors();
                ASSERT_EQ(read.size(), plain.size());
                for (size_t i = 0; i < plain.size(); ++i)
                    ASSERT_EQ(read[i].data, plain[i].data)
                        << plain[i].name << ", width " << config.n_embd << ", " << T << " tokens, " << threads << " threads";
            }
        }
    }
}
