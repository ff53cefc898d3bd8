#include "core/model/packed_weights.h"
#include "core/model/ops.h"

#include <gtest/gtest.h>

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
