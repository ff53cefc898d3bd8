// How one cell of an attention step is made, from the trace's own numbers: the terms that add up to
// it (a Q·Kᵀ score is Σ_d q_d·k_d; a ×V output is Σ_j w_j·v_j), or the few numbers it is computed
// from (÷√d_k, the mask, the softmax's exp and row sum). The recipe recomputes the cell in double
// and keeps the trace's value beside it: they agree to float rounding.
#pragma once

#include <string>
#include <vector>

#include "core/explain/pipeline.h"

namespace al {

struct CellRecipe {
    std::string step;                 // scores, scale, mask, softmax or weighted (with its section)
    int row = 0, col = 0;             // the cell: query row; key (or head feature, for weighted) column
    Axis row_axis = Axis::tokens, col_axis = Axis::tokens;  // what the cell matrix's rows and columns are
    std::string formula;              // e.g. "score = Σ_d Q[i,d]·K[j,d]"
    Axis term_axis = Axis::head_features;  // what the terms are: head features d, or key tokens j
    std::vector<std::string> columns; // the terms' quantities, e.g. {"Q[i,d]", "K[j,d]", "product"}
    std::vector<std::vector<double>> terms;  // (terms, columns) one row per d or j
    int highlighted = -1;             // the term that is this cell's own (softmax: key j), −1 none
    std::vector<std::pair<std::string, double>> results;  // named intermediate numbers, last = the cell
    double recomputed = 0;            // = results.back().second
    float traced = 0;                 // the trace's value of the cell
};

// Steps whose output cells have a recipe.
bool has_cell_recipe(const std::string& step);
// Throws al::Error for another step, a layer, head or cell out of range, or a trace without scores.
CellRecipe cell_recipe(const ForwardTrace<float>& trace, const ModelConfig& config, const std::string& step, int layer,
                       int head, int row, int col);

}  // namespace al
