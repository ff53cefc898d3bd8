#include "core/explain/cell_recipe.h"

#include <cmath>
#include <limits>

#include "core/error.h"

namespace al {

bool has_cell_recipe(const std::string& step) {
    const std::string s = step_base(step);
    return s == "scores" || s == "scale" || s == "mask" || s == "softmax" || s == "weighted";
}

CellRecipe cell_recipe(const ForwardTrace<float>& trace, const ModelConfig& c, const std::string& step, int layer,
                       int head, int row, int col) {
    if (!has_cell_recipe(step)) throw Error("step \"" + step + "\" has no cell recipe");
    // step_matrices checks the step, layer and head against the model and the trace
    const auto matrices = step_matrices(trace, c, step, layer, head);
    const Matrix<float>& cell_matrix = matrices.back().values;
    if (row < 0 || row >= cell_matrix.rows() || col < 0 || col >= cell_matrix.cols())
        throw Error("cell (" + std::to_string(row) + ", " + std::to_string(col) + ") is outside the " +
                    std::to_string(cell_matrix.rows()) + " × " + std::to_string(cell_matrix.cols()) + " matrix");
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
        r.formula = "score(i, j) = Σ_d Q[i, d] · K[j, d]";
        r.columns = {"Q[i, d]", "K[j, d]", "Q[i, d] · K[j, d]"};
        double sum = 0;
        for (int d = 0; d < D; ++d) {
            const double q = a.q(row, h * D + d), k = a.k(col, h * D + d);
            r.terms.push_back({q, k, q * k});
            sum += q * k;
        }
        r.results = {{"sum", sum}};
    } else if (s == "scale") {
        const double score = a.scores[h](row, col);
        r.formula = "scaled(i, j) = score(i, j) × " + std::string(std::abs(a.scale * std::sqrt(double(D)) - 1) < 1e-6 ? "1/√d_k" : "factor");
        r.results = {{"score", score}, {"factor (1/√d_k with the experiments' scale)", a.scale}, {"scaled", score * a.scale}};
    } else if (s == "mask") {
        const double scaled = a.scaled[h](row, col);
        const bool hidden = std::isinf(a.masked[h](row, col));
        r.formula = "masked(i, j) = scaled(i, j) where key j is visible to query i, else −∞";
        r.results = {{"scaled", scaled}, {"visible (1) or hidden (0)", hidden ? 0.0 : 1.0},
                     {"masked", hidden ? -std::numeric_limits<double>::infinity() : scaled}};
    } else if (s == "softmax") {
        const auto& m = a.masked[h];
        r.formula = "weight(i, j) = exp(m[i, j] − max) / Σ_k exp(m[i, k] − max)";
        r.term_axis = matrices.front().cols;  // the keys (the step reads the masked scores or the weights)
        r.columns = {"masked score m[i, k]", "exp(m[i, k] − max)"};
        double largest = -std::numeric_limits<double>::infinity();
        for (int k = 0; k < m.cols(); ++k) largest = std::max(largest, double(m(row, k)));
        double sum = 0;
        for (int k = 0; k < m.cols(); ++k) {
            const double e = std::isinf(m(row, k)) ? 0.0 : std::exp(double(m(row, k)) - largest);
            r.terms.push_back({m(row, k), e});
            sum += e;
        }
        r.highlighted = col;
        r.results = {{"row maximum", largest}, {"exp of this key", r.terms[col][1]}, {"row sum of exp", sum},
                     {"weight = exp / sum", r.terms[col][1] / sum}};
    } else {  // weighted: head output (i, d) = Σ_j w[i, j] · V[j, d]
        const auto& w = a.weights[h];
        r.formula = "output(i, d) = Σ_j weight(i, j) · V[j, d]";
        r.term_axis = matrices.front().cols;  // the keys (the step reads the masked scores or the weights)
        r.columns = {"weight(i, j)", "V[j, d]", "weight · V"};
        double sum = 0;
        for (int j = 0; j < w.cols(); ++j) {
            const double wj = w(row, j), v = a.v(j, h * D + col);
            r.terms.push_back({wj, v, wj * v});
            sum += wj * v;
        }
        r.results = {{"sum", sum}};
    }
    r.recomputed = r.results.back().second;
    return r;
}

}  // namespace al
