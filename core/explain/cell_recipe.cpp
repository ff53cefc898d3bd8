#include "core/explain/cell_recipe.h"

#include <cmath>
#include <limits>

#include "core/base/error.h"

namespace al {

bool has_cell_recipe(const std::string& step) {
    const std::string s = step_base(step);
    return s == "scores" || s == "scale" || s == "mask" || s == "softmax" || s == "weighted";
}

CellRecipe cell_recipe(const ForwardTrace<float>& trace, const ModelConfig& c, const std::string& step, int layer,
                       int head, int row, int col) {
    if (!has_cell_recipe(step)) throw Error(Message(AL_TEXT("step \"%1\" has no cell recipe"), step));
    // step_matrices checks the step, layer and head against the model and the trace
    const auto matrices = step_matrices(trace, c, step, layer, head);
    const Matrix<float>& cell_matrix = matrices.back().values;
    if (row < 0 || row >= cell_matrix.rows() || col < 0 || col >= cell_matrix.cols())
        throw Error(Message(AL_TEXT("cell (%1, %2) is outside the %3 × %4 matrix"), std::to_string(row), std::to_string(col), std::to_string(cell_matrix.rows()), std::to_string(cell_matrix.cols())));
    const bool encoder = step_section(step) == "encoder", cross = step_section(step) == "cross";
    const auto& L = (encoder ? trace.encoder : trace.main).layers[layer];
    const auto& a = cross ? L.cross : L.attn;
    const int D = c.head_size(), h = head;
    const std::string s = step_base(step);
    CellRecipe r;
    r.step = step, r.row = row, r.col = col;
    r.row_axis = matrices.back().rows, r.col_axis = matrices.back().cols;
    r.traced = cell_matrix(row, col);

    if (s == "scores") {
        r.formula = AL_TEXT("score(i, j) = Σ_d Q[i, d] · K[j, d]");
        r.columns = {AL_TEXT("Q[i, d]"), AL_TEXT("K[j, d]"), AL_TEXT("Q[i, d] · K[j, d]")};
        double sum = 0;
        for (int d = 0; d < D; ++d) {
            const double q = a.q(row, h * D + d), k = a.k(col, a.kv_head(h) * D + d);
            r.terms.push_back({q, k, q * k});
            sum += q * k;
        }
        r.results = {{AL_TEXT("sum"), sum}};
    } else if (s == "scale") {
        const double score = a.scores[h](row, col);
        r.formula = std::abs(a.scale * std::sqrt(double(D)) - 1) < 1e-6 ? AL_TEXT("scaled(i, j) = score(i, j) × 1/√d_k")
                                                                     : AL_TEXT("scaled(i, j) = score(i, j) × factor");
        r.results = {{AL_TEXT("score"), score}, {AL_TEXT("factor (1/√d_k with the experiments' scale)"), a.scale}, {AL_TEXT("scaled"), score * a.scale}};
    } else if (s == "mask") {
        const double scaled = a.scaled[h](row, col);
        const bool hidden = std::isinf(a.masked[h](row, col));
        r.formula = AL_TEXT("masked(i, j) = scaled(i, j) where key j is visible to query i, else −∞");
        r.results = {{AL_TEXT("scaled"), scaled}, {AL_TEXT("visible (1) or hidden (0)"), hidden ? 0.0 : 1.0},
                     {AL_TEXT("masked"), hidden ? -std::numeric_limits<double>::infinity() : scaled}};
    } else if (s == "softmax") {
        const auto& m = a.masked[h];
        r.formula = AL_TEXT("weight(i, j) = exp(m[i, j] − max) / Σ_k exp(m[i, k] − max)");
        r.term_axis = matrices.front().cols;  // the keys (the step reads the masked scores or the weights)
        r.columns = {AL_TEXT("masked score m[i, k]"), AL_TEXT("exp(m[i, k] − max)")};
        double largest = -std::numeric_limits<double>::infinity();
        for (int k = 0; k < m.cols(); ++k) largest = std::max(largest, double(m(row, k)));
        double sum = 0;
        for (int k = 0; k < m.cols(); ++k) {
            const double e = std::isinf(m(row, k)) ? 0.0 : std::exp(double(m(row, k)) - largest);
            r.terms.push_back({m(row, k), e});
            sum += e;
        }
        r.highlighted = col;
        r.results = {{AL_TEXT("row maximum"), largest}, {AL_TEXT("exp of this key"), r.terms[col][1]}, {AL_TEXT("row sum of exp"), sum},
                     {AL_TEXT("weight = exp / sum"), r.terms[col][1] / sum}};
    } else {  // weighted: head output (i, d) = Σ_j w[i, j] · V[j, d]
        const auto& w = a.weights[h];
        r.formula = AL_TEXT("output(i, d) = Σ_j weight(i, j) · V[j, d]");
        r.term_axis = matrices.front().cols;  // the keys (the step reads the masked scores or the weights)
        r.columns = {AL_TEXT("weight(i, j)"), AL_TEXT("V[j, d]"), AL_TEXT("weight · V")};
        double sum = 0;
        for (int j = 0; j < w.cols(); ++j) {
            const double wj = w(row, j), v = a.v(j, a.kv_head(h) * D + col);
            r.terms.push_back({wj, v, wj * v});
            sum += wj * v;
        }
        r.results = {{AL_TEXT("sum"), sum}};
    }
    r.recomputed = r.results.back().second;
    return r;
}

}  // namespace al
