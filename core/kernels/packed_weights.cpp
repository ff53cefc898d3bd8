#include "core/kernels/packed_weights.h"

#include <algorithm>

namespace al {

using Eigen::Index;
namespace ei = Eigen::internal;

namespace {

using Traits = ei::gebp_traits<float, float>;
using ResMapper = ei::blas_data_mapper<float, Index, Eigen::ColMajor, Eigen::Unaligned, 1>;
using RhsMapper = ei::const_blas_data_mapper<float, Index, Eigen::ColMajor>;

constexpr Index kAlign = 16;  // floats: each block starts on 64 bytes, as the kernel's aligned loads need

Index round_up(Index n, Index to) { return (n + to - 1) / to * to; }

// Packed blocks of B for this thread's products, kept from call to call.
float* rhs_buffer(Index floats) {
    thread_local Eigen::Matrix<float, Eigen::Dynamic, 1> buffer;
    if (buffer.size() < floats) buffer.resize(floats);
    return buffer.data();
}

thread_local const PackedWeights* in_scope = nullptr;

}  // namespace

struct PackedOperand {
    Index M = 0, K = 0, kc = 0, mc = 0;
    std::vector<Index> offsets;                   // block (k2 / kc, i2 / mc) at offsets[k · blocks_m + i]
    Eigen::Matrix<float, Eigen::Dynamic, 1> data;  // aligned

    Index blocks_m() const { return (M + mc - 1) / mc; }
};

namespace {

// A (M, K) = the matrix at `a` with leading dimension lda, read in storage order Order.
template <int Order>
PackedOperand pack(const float* a, Index lda, Index M, Index K) {
    PackedOperand p;
    p.M = M, p.K = K, p.kc = K, p.mc = M;
    Index nc = kPassRows;
    ei::computeProductBlockingSizes<float, float, 1>(p.kc, p.mc, nc, Index(1));
    Index size = 0;
    for (Index k2 = 0; k2 < K; k2 += p.kc)
        for (Index i2 = 0; i2 < M; i2 += p.mc) {
            p.offsets.push_back(size);
            size += round_up((std::min(k2 + p.kc, K) - k2) * (std::min(i2 + p.mc, M) - i2), kAlign);
        }
    p.data.resize(size);
    using LhsMapper = ei::const_blas_data_mapper<float, Index, Order>;
    ei::gemm_pack_lhs<float, Index, LhsMapper, Traits::mr, Traits::LhsProgress, typename Traits::LhsPacket4Packing, Order> pack_lhs;
    const LhsMapper lhs(a, lda);
    size_t block = 0;
    for (Index k2 = 0; k2 < K; k2 += p.kc)
        for (Index i2 = 0; i2 < M; i2 += p.mc)
            pack_lhs(p.data.data() + p.offsets[block++], lhs.getSubMapper(i2, k2), std::min(k2 + p.kc, K) - k2,
                     std::min(i2 + p.mc, M) - i2);
    return p;
}

// C as the first block of depth sees it: gebp's kernel reads what C starts from through this instead
// of from C — the row's start value in every column (a bias: start[i] for row i of the column-major
// C, a column of the row-major output), or 0 without one — adds its sums to it and writes C. So C is
// neither filled before nor read. The same additions as filling C first, so the same bits. (Filling
// took 1.6% of a (b) step as AVX2; whole steps +1.2–1.8% without it, every config and core.)
class StartingC {
public:
    StartingC(float* c, Index ldc, const float* start) : c_(c), ldc_(ldc), start_(start) {}

    class LinearMapper {  // C(i.., j)
    public:
        LinearMapper(float* c, const float* start) : c_(c), start_(start) {}
        void prefetch(int i) const { ei::prefetch(c_ + i); }
        template <class P>
        P loadPacket(Index i) const { return start_ ? ei::ploadu<P>(start_ + i) : ei::pset1<P>(0.0f); }
        template <class P>
        void storePacket(Index i, const P& p) const { ei::pstoreu(c_ + i, p); }

    private:
        float* c_;
        const float* start_;
    };

    StartingC getSubMapper(Index i, Index j) const { return {at(i, j), ldc_, start_ ? start_ + i : nullptr}; }
    LinearMapper getLinearMapper(Index i, Index j) const { return {at(i, j), start_ ? start_ + i : nullptr}; }
    // the kernel's last rows, one value at a time: C(i, j) += …, so C(i, j) is set to its start first
    float& operator()(Index i, Index j) const { return *at(i, j) = start(i); }
    template <class P>  // C(i, j..), along a row
    P gatherPacket(Index i, Index) const { return ei::pset1<P>(start(i)); }
    template <class P>
    void scatterPacket(Index i, Index j, const P& p) const { ei::pscatter<float, P>(at(i, j), p, ldc_); }

private:
    float* at(Index i, Index j) const { return c_ + i + j * ldc_; }
    float start(Index i) const { return start_ ? start_[i] : 0.0f; }
    float* c_;
    Index ldc_;
    const float* start_;
};

// C (A.M, N) += A·B with onto_c, else C = A·B + start (start[i] in row i; none: 0), column-major;
// B (A.K, N) at b with leading dimension ldb, C at c with ldc. Eigen's own kernel and rhs packing, in
// the loop order k2 → j2 → i2 (B packed once per block).
void gemm(const PackedOperand& A, const float* b, Index ldb, Index N, float* c, Index ldc, bool onto_c, const float* start) {
    const Index nc = std::max<Index>(Traits::nr, std::min<Index>(N, Eigen::l2CacheSize() / (2 * A.kc * Index(sizeof(float)))) / Traits::nr * Traits::nr);
    float* blockB = rhs_buffer(A.kc * nc);
    ei::gemm_pack_rhs<float, Index, RhsMapper, Traits::nr, Eigen::ColMajor> pack_rhs;
    ei::gebp_kernel<float, float, Index, ResMapper, Traits::mr, Traits::nr, false, false> gebp;
    ei::gebp_kernel<float, float, Index, StartingC, Traits::mr, Traits::nr, false, false> gebp_first;
    const RhsMapper rhs(b, ldb);
    const ResMapper res(c, ldc);
    const StartingC starting(c, ldc, start);
    if (A.K == 0 && !onto_c)
        for (Index j = 0; j < N; ++j)
            for (Index i = 0; i < A.M; ++i) starting(i, j);
    for (Index k2 = 0, kb = 0; k2 < A.K; k2 += A.kc, ++kb) {
        const Index kc = std::min(k2 + A.kc, A.K) - k2;
        for (Index j2 = 0; j2 < N; j2 += nc) {
            const Index ncols = std::min(j2 + nc, N) - j2;
            pack_rhs(blockB, rhs.getSubMapper(k2, j2), kc, ncols);
            for (Index i2 = 0, ib = 0; i2 < A.M; i2 += A.mc, ++ib) {
                const float* block = A.data.data() + A.offsets[kb * A.blocks_m() + ib];
                const Index rows = std::min(i2 + A.mc, A.M) - i2;
                if (kb == 0 && !onto_c)
                    gebp_first(starting.getSubMapper(i2, j2), block, blockB, rows, kc, ncols, 1.0f);
                else
                    gebp(res.getSubMapper(i2, j2), block, blockB, rows, kc, ncols, 1.0f);
            }
        }
    }
}

}  // namespace

struct PackedWeights::Entry {
    const float* address;
    Index rows, cols;
    PackedOperand forward;   // A = W (O, I): row-major W read as it lies
    PackedOperand backward;  // A = Wᵀ (I, O): W's rows are Wᵀ's columns; empty (M = 0) for Layouts::forward
};

PackedWeights::PackedWeights() = default;
PackedWeights::~PackedWeights() = default;
PackedWeights::PackedWeights(PackedWeights&&) noexcept = default;
PackedWeights& PackedWeights::operator=(PackedWeights&&) noexcept = default;

PackedWeights::PackedWeights(const std::vector<WeightRef>& weights, Layouts layouts) {
    for (const auto& [data, O, I] : weights)
        entries_.push_back({data, O, I, pack<Eigen::RowMajor>(data, I, O, I),
                            layouts == Layouts::forward_and_backward ? pack<Eigen::ColMajor>(data, I, I, O) : PackedOperand{}});
    std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) { return a.address < b.address; });
}

PackedWeights PackedWeights::for_reading(const std::vector<WeightRef>& weights) {
    return bytes_for(weights, Layouts::forward) <= kReadingBytes ? PackedWeights(weights, Layouts::forward) : PackedWeights();
}

uint64_t PackedWeights::bytes_for(const std::vector<WeightRef>& weights, Layouts layouts) {
    const uint64_t copies = layouts == Layouts::forward_and_backward ? 2 : 1;
    uint64_t bytes = 0;
    for (const auto& w : weights) bytes += copies * (static_cast<uint64_t>(w.rows * w.cols) + 2 * kAlign) * sizeof(float);
    return bytes;
}

const PackedWeights::Entry* PackedWeights::find(const Matrix<float>& W) const {
    const auto it = std::lower_bound(entries_.begin(), entries_.end(), W.data(),
                                     [](const Entry& e, const float* address) { return e.address < address; });
    if (it == entries_.end() || it->address != W.data() || it->rows != W.rows() || it->cols != W.cols()) return nullptr;
    return &*it;
}

const PackedOperand* PackedWeights::for_forward(const Matrix<float>& W) const {
    const Entry* e = find(W);
    return e ? &e->forward : nullptr;
}

const PackedOperand* PackedWeights::for_backward(const Matrix<float>& W) const {
    const Entry* e = find(W);
    return e && e->backward.M > 0 ? &e->backward : nullptr;
}

UsePackedWeights::UsePackedWeights(const PackedWeights& packed) : previous_(in_scope) { in_scope = &packed; }
UsePackedWeights::~UsePackedWeights() { in_scope = previous_; }

// outᵀ (O, N) = W (O, I) · xᵀ (I, N), column-major: out's and x's rows are their columns.
bool multiply_transposed_packed(const Matrix<float>& x, const Matrix<float>& W, Matrix<float>& out, bool accumulate,
                                const float* bias) {
    const PackedOperand* A = in_scope ? in_scope->for_forward(W) : nullptr;
    if (!A || x.cols() != W.cols() || (accumulate && (out.rows() != x.rows() || out.cols() != W.rows()))) return false;
    if (!accumulate) out.resize(x.rows(), W.rows());
    gemm(*A, x.data(), x.cols(), x.rows(), out.data(), out.cols(), accumulate, bias);
    return true;
}

// dxᵀ (I, N) = Wᵀ (I, O) · dyᵀ (O, N), column-major.
bool multiply_packed(const Matrix<float>& dy, const Matrix<float>& W, Matrix<float>& dx) {
    const PackedOperand* A = in_scope ? in_scope->for_backward(W) : nullptr;
    if (!A || dy.cols() != W.rows()) return false;
    dx.resize(dy.rows(), W.cols());
    gemm(*A, dy.data(), dy.cols(), dy.rows(), dx.data(), dx.cols(), false, nullptr);
    return true;
}

}  // namespace al
