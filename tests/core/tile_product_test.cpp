#include "core/kernels/tile_product.h"

#include <gtest/gtest.h>

#include "tests/core/whole_numbers.h"

using namespace al;
using al::test::whole_numbers;
using Eigen::Index;
using Md = Matrix<double>;

// The tiles' driver with whole numbers, where every sum is exact whatever its order: each row tile
// with its own width and range of depth, tile heights with 1 to R−1 rows left over, widths of whole
// packets, a part of one and scalars, A read by rows and by columns, written and added to.
TEST(TileProduct, GivesTheExactProductOverEachRowTilesWidthAndDepth) {
    using namespace al::tiles;
    for (const Index rows : {1, 5, 13, 30})
        for (const Index columns : {1, 5, 8, 16, 37, 64, 100})
            for (const Index depth : {1, 7, 40})
                for (const bool transposed : {false, true})
                    for (const bool accumulate : {false, true}) {
                        const Matrix<float> A = whole_numbers(transposed ? depth : rows, transposed ? rows : depth, 1);
                        const Matrix<float> B = whole_numbers(depth, columns, 2), start = whole_numbers(rows, columns, 3);
                        // tile [r0, r1): its width shrinks and its depth starts later as r0 grows
                        const auto width = [&](Index r0, Index) { return std::max<Index>(1, columns - 3 * r0); };
                        const auto range = [&](Index r0, Index) { return std::pair<Index, Index>{std::min(depth, r0), depth}; };
                        Matrix<float> C = start;
                        const auto run = [&](auto a) {
                            by_columns<float>(columns, [&](auto R, auto P) {
                                if (accumulate)
                                    product<R(), P(), true>(a, Rows<float>{B.data(), columns}, rows, Out<float>{C.data(), columns}, 2.0f, width, range);
                                else
                                    product<R(), P(), false>(a, Rows<float>{B.data(), columns}, rows, Out<float>{C.data(), columns}, 2.0f, width, range);
                            });
                        };
                        if (transposed)
                            run(Transposed<float>{A.data(), A.cols()});
                        else
                            run(Broadcast<float>{A.data(), A.cols()});
                        const Md Ad = transposed ? Md(A.cast<double>().transpose()) : Md(A.cast<double>());
                        // the reference, tile by tile as the driver cuts the rows
                        Md want = start.cast<double>();
                        by_columns<float>(columns, [&](auto R, auto) {
                            const auto each = [&](Index r0, Index height) {
                                const auto [k0, k1] = range(r0, r0 + height);
                                const Index n = width(r0, r0 + height);
                                for (Index r = r0; r < r0 + height; ++r)
                                    for (Index j = 0; j < n; ++j) {
                                        double sum = 0;
                                        for (Index k = k0; k < k1; ++k) sum += Ad(r, k) * B(k, j);
                                        want(r, j) = (accumulate ? want(r, j) : 0.0) + 2.0 * sum;
                                    }
                            };
                            Index r = 0;
                            for (; r + R() <= rows; r += R()) each(r, R());
                            for (; r < rows; ++r) each(r, 1);
                        });
                        ASSERT_EQ(C, want.cast<float>()) << rows << "×" << columns << " over " << depth << (transposed ? ", Aᵀ" : "")
                                                         << (accumulate ? ", added" : ", written");
                    }
}

TEST(TileProduct, TransposesEveryShapeExactly) {
    for (const Index rows : {1, 3, 8, 17, 33})
        for (const Index columns : {1, 4, 16, 21}) {
            const Matrix<float> in = whole_numbers(rows, columns + 2, 4);
            Matrix<float> out = Matrix<float>::Constant(columns, rows + 1, 9.0f);
            tiles::transpose(in.data(), in.cols(), rows, columns, out.data(), out.cols());
            ASSERT_EQ(out.leftCols(rows), in.leftCols(columns).transpose()) << rows << "×" << columns;
            ASSERT_EQ(out.col(rows), Eigen::VectorXf::Constant(columns, 9.0f)) << "nothing beyond";
        }
}
