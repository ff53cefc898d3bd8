#include "core/train/loss.h"

#include <cmath>

#include "core/base/error.h"

namespace al {

template <class S>
double token_loss(const Matrix<S>& logits, Eigen::Index row, int target) {
    const S max = logits.row(row).maxCoeff();
    const double lse = max + std::log((logits.row(row).array() - max).exp().sum());
    return lse - logits(row, target);
}

template <class S>
S cross_entropy(const Matrix<S>& logits, const Matrix<S>& probs, const std::vector<int>& targets, int ignore_index,
                Matrix<S>* dlogits) {
    const auto N = logits.rows(), V = logits.cols();
    if (static_cast<Eigen::Index>(targets.size()) != N) throw Error(Message(AL_TEXT("cross_entropy: one target per row is needed")));
    int counted = 0;
    for (int t : targets) {
        if (t == ignore_index) continue;
        if (t < 0 || t >= V) throw Error(Message(AL_TEXT("target id %1 is outside the vocabulary"), std::to_string(t)));
        ++counted;
    }
    if (counted == 0) throw Error(Message(AL_TEXT("every target is ignored: nothing to learn from this batch")));
    double loss = 0;
    for (Eigen::Index i = 0; i < N; ++i)
        if (targets[i] != ignore_index) loss += token_loss(logits, i, targets[i]);
    if (dlogits) {
        const S inv = S(1) / static_cast<S>(counted);
        *dlogits = probs * inv;
        for (Eigen::Index i = 0; i < N; ++i) {
            if (targets[i] == ignore_index) dlogits->row(i).setZero();
            else (*dlogits)(i, targets[i]) -= inv;
        }
    }
    return static_cast<S>(loss / counted);
}

template double token_loss<float>(const Matrix<float>&, Eigen::Index, int);
template double token_loss<double>(const Matrix<double>&, Eigen::Index, int);
template float cross_entropy<float>(const Matrix<float>&, const Matrix<float>&, const std::vector<int>&, int, Matrix<float>*);
template double cross_entropy<double>(const Matrix<double>&, const Matrix<double>&, const std::vector<int>&, int, Matrix<double>*);

}  // namespace al
