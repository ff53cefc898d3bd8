#include "core/model/packed_weights.h"
#include "core/model/ops.h"

#include <gtest/gtest.h>

#include "tests/core/whole_numbers.h"

using namespace al;
using al::test::whole_numbers;

namespace {

// One layer whose weights need several blocks of Eigen's kernel in every direction: c_fc (1100, 200)
// is packed in blocks of rows for x·Wᵀ and of depth for dy·W, mlp.c_proj (200, 1100) the other way.
ModelParams<float> whole_number_params() {
    ModelConfig c;
    c.n_layer = 1, c.n_head = 4, c.n_embd = 200, c.d_ff = 1100;
    auto params = allocate_parameters<float>(c);
    unsigned seed = 10;
    for (auto& ref : named_parameters(params)) {
        const Matrix<float> values = whole_numbers(1, ref.size(), seed++);
        std::copy(values.data(), values.data() + values.size(), ref.data);
    }
    return params;
}

Matrix<float> exact(const Matrix<double>& product) { return product.cast<float>(); }

// Rows of a pass: one, a few, a usual micro-batch and more than one block of the kernel's columns.
const Eigen::Index kRows[] = {1, 3, 257, 700};

}  // namespace

TEST(PackedWeights, ForwardProductsAreExactForEveryWeightAndNumberOfRows) {
    const auto params = whole_number_params();
    const PackedWeights packed(params);
    const UsePackedWeights use(packed);
    const auto& layer = params.transformer.h[0];
    for (const Matrix<float>* W : {&layer.attn.c_attn.weight, &layer.attn.c_proj.weight, &layer.mlp.c_fc.weight, &layer.mlp.c_proj.weight})
        for (const Eigen::Index N : kRows) {
            const Matrix<float> x = whole_numbers(N, W->cols(), 1);
            Matrix<float> out;
            ASSERT_TRUE(multiply_transposed_packed(x, *W, out, false));
            ASSERT_EQ(out, exact(x.cast<double>() * W->cast<double>().transpose())) << N << " rows times (" << W->rows() << "×" << W->cols() << ")ᵀ";
        }
}

TEST(PackedWeights, ForwardProductsAddOntoTheOutputWhenAskedTo) {
    const auto params = whole_number_params();
    const PackedWeights packed(params);
    const UsePackedWeights use(packed);
    const Matrix<float>& W = params.transformer.h[0].mlp.c_fc.weight;
    const Matrix<float> x = whole_numbers(5, W.cols(), 2);
    Matrix<float> out = Matrix<float>::Constant(5, W.rows(), 0.5f);
    multiply_transposed(x, W, out, true);
    EXPECT_EQ(out, exact(((x.cast<double>() * W.cast<double>().transpose()).array() + 0.5).matrix()));
}

TEST(PackedWeights, BackwardProductsAreExactForEveryWeightAndNumberOfRows) {
    const auto params = whole_number_params();
    const PackedWeights packed(params);
    const UsePackedWeights use(packed);
    const auto& layer = params.transformer.h[0];
    for (const Matrix<float>* W : {&layer.attn.c_attn.weight, &layer.mlp.c_fc.weight, &layer.mlp.c_proj.weight})
        for (const Eigen::Index N : kRows) {
            const Matrix<float> dy = whole_numbers(N, W->rows(), 3);
            Matrix<float> dx;
            multiply(dy, *W, dx);
            ASSERT_EQ(dx, exact(dy.cast<double>() * W->cast<double>())) << N << " rows times " << W->rows() << "×" << W->cols();
        }
}

TEST(PackedWeights, AreUsedOnlyInTheirScopeAndOnlyForTheWeightsTheyCopied) {
    const auto params = whole_number_params();
    const Matrix<float>& W = params.transformer.h[0].mlp.c_fc.weight;
    const Matrix<float> x = whole_numbers(4, W.cols(), 4);
    Matrix<float> out;
    EXPECT_FALSE(multiply_transposed_packed(x, W, out, false)) << "no scope";
    const PackedWeights packed(params);
    {
        const UsePackedWeights use(packed);
        EXPECT_TRUE(multiply_transposed_packed(x, W, out, false));
        const Matrix<float> copy = W;  // same values, another matrix
        EXPECT_FALSE(multiply_transposed_packed(x, copy, out, false));
        EXPECT_FALSE(multiply_transposed_packed(x, params.wte, out, false)) << "embeddings are not packed";
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
