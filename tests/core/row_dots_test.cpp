#include "core/kernels/row_dots.h"
#include "core/kernels/parallel.h"

#include <gtest/gtest.h>

#include "tests/core/whole_numbers.h"

using namespace al;
using al::test::whole_numbers;

namespace {

template <class S>
Matrix<S> exact_product(const Matrix<S>& x, const Matrix<S>& W) {
    return (x.template cast<double>() * W.template cast<double>().transpose()).template cast<S>();
}

}  // namespace

TEST(RowDots, IsTheExactProductForEveryShapeOfTileAndSpan) {
    // rows: whole tiles of 4 and 1–3 left over; K: shorter than a packet, not a whole number of
    // packets, one span, a span and a bit, two spans 4 KiB apart (the padded copy); W's rows: whole
    // tiles of 3 and 4 and left-overs, one block of 96 columns and more
    for (const Eigen::Index M : {1, 2, 3, 4, 5, 7, 9})
        for (const Eigen::Index K : {5, 37, 1024, 1100, 2048})
            for (const Eigen::Index N : {1, 5, 12, 97}) {
                const Matrix<float> x = whole_numbers(M, K, 1), W = whole_numbers(N, K, 2);
                Matrix<float> out;
                row_dots(x, W, out, false);
                ASSERT_EQ(out, exact_product(x, W)) << M << "×" << K << " times (" << N << "×" << K << ")ᵀ";
            }
}

TEST(RowDots, IsTheExactProductInDoublePrecisionToo) {
    // doubles take packets of half as many lanes, and 512 of them are 4 KiB (the padded copy)
    for (const Eigen::Index K : {7, 512, 1500}) {
        const Matrix<double> x = whole_numbers<double>(6, K, 5), W = whole_numbers<double>(14, K, 6);
        Matrix<double> out;
        row_dots(x, W, out, false);
        EXPECT_EQ(out, exact_product(x, W)) << "K = " << K;
    }
}

TEST(RowDots, AddsOntoTheOutputWhenAskedTo) {
    const Matrix<float> x = whole_numbers(6, 1100, 3), W = whole_numbers(13, 1100, 4);
    Matrix<float> out = Matrix<float>::Constant(6, 13, 0.5f);
    row_dots(x, W, out, true);
    const Matrix<float> expected = exact_product(x, W).array() + 0.5f;
    EXPECT_EQ(out, expected);
}

TEST(RowDots, ARowIsTheSameAloneAmongOthersAndOnAnyNumberOfThreads) {
    // what typing relies on: the row of a new token equals that row of the whole sentence, bit for bit
    const Matrix<float> x = Matrix<float>::Random(32, 3072), W = Matrix<float>::Random(200, 3072);
    const int threads = thread_count();
    set_thread_count(1);
    Matrix<float> all, alone;
    row_dots(x, W, all, false);
    set_thread_count(3);
    Matrix<float> on_three;
    row_dots(x, W, on_three, false);
    row_dots(Matrix<float>(x.row(29)), W, alone, false);
    set_thread_count(threads);
    EXPECT_EQ(all, on_three);
    EXPECT_EQ(alone, all.row(29));
    EXPECT_TRUE(all.isApprox(x * W.transpose(), 1e-5f));
}
