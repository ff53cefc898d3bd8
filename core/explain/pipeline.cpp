#include "core/explain/pipeline.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <numbers>
#include <numeric>
#include <set>

#include "core/base/error.h"

namespace al {
namespace {

Matrix<float> one_hot(const std::vector<int>& ids, int V) {
    Matrix<float> m = Matrix<float>::Zero(static_cast<Eigen::Index>(ids.size()), V);
    for (size_t i = 0; i < ids.size(); ++i) m(static_cast<Eigen::Index>(i), ids[i]) = 1;
    return m;
}

// A sublayer's steps: its op's, in the order it computes them (the first reads the sublayer's input),
// then its residual step ("add" in the traced tensors' lines, core/model/trace.h). What a step shows of
// the op is on those lines; what it shows of the wiring (the stream, the sum, a post-norm's output) is
// step_matrices'.
struct SublayerSteps {
    Sublayer kind;
    std::string section;             // "cross": cross-attention's steps carry "cross-"
    std::vector<std::string> steps;  // the op's
    std::string add;                 // the residual step
    const char* reads_post;          // the title of what the first step reads under post-norm: the stream
    const char* normed;              // the title of a post-norm's output, in the residual step
};

const std::vector<SublayerSteps>& sublayer_table() {
    static const std::vector<std::string> attention = {"qkv", "rotate", "scores", "scale", "mask", "softmax", "weighted", "concat", "projection"};
    static const std::vector<SublayerSteps> table = {
        {Sublayer::attention, "", attention, "addnorm1", AL_TEXT("layer input"), AL_TEXT("normalised")},
        {Sublayer::cross_attention, "cross", attention, "addnorm", AL_TEXT("decoder stream"), AL_TEXT("normalised")},
        {Sublayer::feed_forward, "", {"ffn"}, "addnorm2", AL_TEXT("stream"), AL_TEXT("normalised = layer output")},
    };
    return table;
}

// The sublayer a step belongs to: nullptr for a step outside the layers.
const SublayerSteps* sublayer_of(const std::string& step) {
    const std::string section = step_section(step) == "cross" ? "cross" : "", base = step_base(step);  // an encoder's sublayers are plain
    for (const auto& s : sublayer_table())
        if (section == s.section && (base == s.add || std::find(s.steps.begin(), s.steps.end(), base) != s.steps.end())) return &s;
    return nullptr;
}

std::vector<std::string> sublayer_steps(const SublayerSpec& sublayer) {
    const auto& table = sublayer_table();
    const auto& s = *std::find_if(table.begin(), table.end(), [&](const auto& x) { return x.kind == sublayer.kind; });
    std::vector<std::string> steps;
    const bool rotates = sublayer.kind == Sublayer::attention && sublayer.attention().positions.kind == PositionSpec::Kind::rotary;
    std::copy_if(s.steps.begin(), s.steps.end(), std::back_inserter(steps), [&](const std::string& step) { return step != "rotate" || rotates; });
    steps.push_back(s.add);
    if (!s.section.empty())
        for (auto& step : steps) step = s.section + "-" + step;
    return steps;
}

// One stack's steps: its input (tokens, embedding, the positions added to it), the steps of its first
// layer's sublayers (every layer of a stack has the same), then what follows its last layer.
void add_stack_steps(std::vector<std::string>& steps, const StackPlan& stack, const std::string& section,
                     const std::vector<std::string>& after_layers) {
    const auto add = [&](const std::string& step) { steps.push_back(section.empty() ? step : section + "-" + step); };
    add("tokens");
    add("embedding");
    if (stack.positions.kind != PositionSpec::Kind::rotary) add("positional");  // none shows the zero rows it adds
    if (!stack.layers.empty())
        for (const auto& sublayer : stack.layers.front().sublayers)
            for (const auto& step : sublayer_steps(sublayer)) add(step);
    for (const auto& step : after_layers) add(step);
}

// Head `block`'s D columns of a traced q or k, turned back to before the rotation when the trace turned them.
Matrix<float> unrotated_head(const Matrix<float>& m, const AttentionTrace<float>& a, int block) {
    Matrix<float> head = m.middleCols(block * a.D, a.D);
    if (a.rope.on()) rotate(head, a.D, a.T, 0, a.rope, -1);
    return head;
}

// (T, D/2) the angle of pair i at position p, p·f_i, in degrees within (−180, 180]: how far the turn went.
// (The trace's rows of one sequence; the window traces one.)
Matrix<float> rotation_angles(const AttentionTrace<float>& a) {
    Matrix<float> angles = Matrix<float>::Zero(a.T, a.D / 2);  // no turn (positions switched off): 0°
    if (!a.rope.on()) return angles;
    const std::vector<double> f = a.rope.frequencies(a.D);
    for (Eigen::Index p = 0; p < angles.rows(); ++p)
        for (Eigen::Index i = 0; i < angles.cols(); ++i) {
            const double degrees = std::remainder(static_cast<double>(p) * f[i], 2 * std::numbers::pi) * 180 / std::numbers::pi;
            angles(p, i) = static_cast<float>(degrees == -180 ? 180 : degrees);
        }
    return angles;
}

}  // namespace

std::vector<std::string> pipeline_steps(const Plan& plan) {
    std::vector<std::string> steps;
    if (plan.encoder) add_stack_steps(steps, *plan.encoder, "encoder", {"output"});
    add_stack_steps(steps, plan.main, "", {"logits", "probs"});
    return steps;
}

std::string step_section(const std::string& step) {
    if (step.rfind("encoder-", 0) == 0) return "encoder";
    if (step.rfind("cross-", 0) == 0) return "cross";
    return "";
}

std::string step_base(const std::string& step) {
    const std::string section = step_section(step);
    return section.empty() ? step : step.substr(section.size() + 1);
}

bool is_layer_step(const std::string& step) { return sublayer_of(step) != nullptr; }

namespace {

// The encoder's steps, or the decoder's (its cross-attention included): one stack of layers.
bool same_stack(const std::string& a, const std::string& b) { return (step_section(a) == "encoder") == (step_section(b) == "encoder"); }

int layers_of(const Plan& plan, const std::string& step) {
    const bool encoder = step_section(step) == "encoder" && plan.encoder;
    return static_cast<int>((encoder ? *plan.encoder : plan.main).layers.size());
}

// From the layer step at index i, the first (direction −1) or last (+1) layer step of its stack's run.
size_t run_end(const std::vector<std::string>& steps, size_t i, int direction) {
    while (true) {
        const size_t j = i + direction;
        if (j >= steps.size() || !is_layer_step(steps[j]) || !same_stack(steps[i], steps[j])) return i;
        i = j;
    }
}

StepPlace walk(const Plan& plan, const StepPlace& at, int direction) {
    const auto steps = pipeline_steps(plan);
    const auto it = std::find(steps.begin(), steps.end(), at.step);
    if (it == steps.end()) throw Error(Message(AL_TEXT("unknown step \"%1\" for this model"), at.step));
    const size_t i = static_cast<size_t>(it - steps.begin()), j = i + direction;
    if (j >= steps.size()) return at;
    const bool leaves_run = is_layer_step(at.step) && (!is_layer_step(steps[j]) || !same_stack(at.step, steps[j]));
    const int next_layer = at.layer + direction;
    if (leaves_run && next_layer >= 0 && next_layer < layers_of(plan, at.step)) return {steps[run_end(steps, i, -direction)], next_layer};
    if (!is_layer_step(steps[j])) return {steps[j], at.layer};  // the layer stays chosen for the other views
    if (is_layer_step(at.step) && same_stack(at.step, steps[j])) return {steps[j], at.layer};
    return {steps[j], direction > 0 ? 0 : layers_of(plan, steps[j]) - 1};  // entering a stack's layers
}

}  // namespace

StepPlace step_after(const Plan& plan, const StepPlace& at) { return walk(plan, at, +1); }
StepPlace step_before(const Plan& plan, const StepPlace& at) { return walk(plan, at, -1); }

bool is_head_step(const std::string& step) {
    // a step shows one head when an attention tensor kept per head, or as heads, is in it
    const auto* sublayer = sublayer_of(step);
    if (!sublayer || sublayer->kind == Sublayer::feed_forward) return false;
    const std::string base = step_base(step);
    for (const auto& t : attention_tensors<float>())
        if (t.as_heads || t.rows == AttentionTensor<float>::Rows::per_head)
            for (const auto& w : t.shown)
                if (w.step == base) return true;
    return false;
}

ValueEdit EditAddress::edit(int row, int col, double value) const {
    return weight ? ValueEdit{tensor, -1, -1, row_offset + col, row, value} : ValueEdit{tensor, layer, head, row, col, value};
}

std::pair<int, int> EditAddress::cell_of(const ValueEdit& e, int rows, int cols) const {
    if (tensor.empty() || e.tensor != tensor) return {-1, -1};
    const int r = weight ? e.col : e.row, c = weight ? e.row - row_offset : e.col;
    if ((!weight && (e.layer != layer || e.head != head)) || r < 0 || r >= rows || c < 0 || c >= cols) return {-1, -1};
    return {r, c};
}

std::vector<std::pair<int, int>> EditAddress::cells_of(const std::vector<ValueEdit>& edits, int rows, int cols) const {
    std::vector<std::pair<int, int>> cells;
    for (const auto& e : edits)
        if (const auto cell = cell_of(e, rows, cols); cell.first >= 0) cells.push_back(cell);
    return cells;
}

std::vector<StepMatrix> step_matrices(const ForwardTrace<float>& trace, const ModelConfig& c, const std::string& step,
                                      int layer, int head, const ModelParams<float>* weights) {
    const auto steps = pipeline_steps(make_plan(c));
    if (std::find(steps.begin(), steps.end(), step) == steps.end())
        throw Error(Message(AL_TEXT("unknown step \"%1\" for this model"), step));
    if (layer < 0 || layer >= c.n_layer) throw Error(Message(AL_TEXT("layer %1 does not exist"), std::to_string(layer)));
    // a trace is read with the config of the model that made it (its ids index the vocabulary, its
    // columns are the heads): anything else would read outside its matrices
    const auto made_by_this_model = [&](const StackTrace<float>& s) {
        return static_cast<int>(s.layers.size()) == c.n_layer && s.embed_token.cols() == c.n_embd &&
               std::all_of(s.ids.begin(), s.ids.end(), [&](int id) { return id >= 0 && id < c.vocab_size; });
    };
    if (!made_by_this_model(trace.main) || (trace.has_encoder && !made_by_this_model(trace.encoder)))
        throw Error(Message(AL_TEXT("this trace was made by another model")));
    if (head < 0 || head >= c.n_head) throw Error(Message(AL_TEXT("head %1 does not exist"), std::to_string(head)));
    const bool encoder = step_section(step) == "encoder", cross = step_section(step) == "cross";
    const std::string s = step_base(step);
    const auto& st = encoder ? trace.encoder : trace.main;
    const int D = c.head_size(), h = head;
    using A = Axis;
    const A rows = encoder ? A::source_tokens : A::tokens;  // the stack's own tokens

    std::vector<std::pair<int, StepMatrix>> shown;  // each at its slot
    // a title's values: %1 the head, %2 the feed-forward activation; in_unit_range: drawn from 0 to 1
    const auto show = [&](int slot, bool output, const char* title, Matrix<float> m, A r, A col, bool in_unit_range = false) {
        shown.push_back({slot, StepMatrix{Message(title, std::to_string(h), to_string(c.activation)), output, std::move(m), r, col, !in_unit_range, {}}});
    };

    // the stack's input, its embeddings, its final norm, the logits
    if (s == "tokens" || s == "embedding") show(0, s == "tokens", AL_TEXT("one-hot tokens"), one_hot(st.ids, c.vocab_size), rows, A::vocabulary, true);
    if (s == "output") show(0, false, AL_TEXT("last layer's output"), st.layer_input(c.n_layer), rows, A::features);
    for (const auto& t : stack_tensors<float>())
        for (const auto& w : t.shown)
            if (w.step == s) show(w.slot, w.output, w.title, st.*t.matrix, rows, A::features);
    for (const auto& t : output_tensors<float>())
        for (const auto& w : t.shown)
            if (w.step == s) show(w.slot, w.output, w.title, trace.*t.matrix, rows, A::vocabulary, t.probability);

    // a step of one sublayer of the chosen layer: its op's tensors, then its wiring
    if (const auto* sub = sublayer_of(step)) {
        const auto& L = st.layers[layer];
        const bool editable_here = !encoder && !cross;  // edits reach the main stack's self-attention
        const A keys = cross ? A::source_tokens : rows;
        const auto here = [&](const Shown& w) { return w.step == s || (w.step == std::string("add") && s == sub->add); };
        const auto title = [&](const Shown& w) { return cross && w.cross_title ? w.cross_title : w.title; };
        using R = AttentionTensor<float>::Rows;
        for (const auto& t : layer_tensors<float>()) {
            if (t.sublayer != sub->kind) continue;
            if (t.matrix) {
                for (const auto& w : t.shown)
                    if (here(w)) show(w.slot, w.output, title(w), L.*t.matrix, rows, t.hidden_width ? A::hidden : A::features);
                continue;
            }
            const auto& a = L.*t.attention;
            for (const auto& at : attention_tensors<float>())
                for (const auto& w : at.shown) {
                    if (!here(w)) continue;
                    if (at.rows != R::per_head) {
                        const Matrix<float>& m = a.*at.matrix;
                        const int block = at.rows == R::keys ? a.kv_head(h) : h;  // a key/value head serves several query heads
                        // the qkv step shows the projections; q and k were traced after their turn
                        const bool before_turn = s == "qkv" && at.turned;
                        show(w.slot, w.output, title(w),
                             before_turn ? unrotated_head(m, a, block) : at.as_heads ? Matrix<float>(m.middleCols(block * D, D)) : m,
                             at.rows == R::keys ? keys : rows, at.as_heads ? A::head_features : A::features);
                        if (at.as_heads && at.rows == R::keys && a.H_kv != a.H)  // grouped-query attention: say which it is
                            shown.back().second.name = Message(AL_TEXT("%1 = key/value head %2"), shown.back().second.name, std::to_string(block));
                        if (editable_here && at.as_heads && !at.view && !(before_turn && a.rope.on()))
                            shown.back().second.editable = {std::string("attn.") + at.name, layer, block};
                        continue;
                    }
                    const auto& per_head = a.*at.per_head;
                    if (per_head.empty() || per_head[h].size() == 0) throw Error(Message(AL_TEXT("this trace kept no scores (computed for training)")));
                    show(w.slot, w.output, title(w), per_head[h], rows, keys, at.probability);
                    if (editable_here && (at.name == std::string("scores") || at.name == std::string("weights")))
                        shown.back().second.editable = {std::string("attn.") + at.name, layer, h};
                    if (at.probability && !a.masked.empty() && a.masked[h].size() > 0) shown.back().second.masked = a.masked[h].array().isInf();
                }
        }
        if (s == "rotate") {  // what the turn read: q and k before it, and its angles
            const auto& a = L.attn;
            show(0, false, AL_TEXT("Q (head %1)"), unrotated_head(a.q, a, h), rows, A::head_features);
            show(1, false, AL_TEXT("K (head %1)"), unrotated_head(a.k, a, a.kv_head(h)), rows, A::head_features);
            show(2, false, AL_TEXT("angle p·fᵢ (°)"), rotation_angles(a), rows, A::rotary_pairs);
        }
        if (s == "qkv" && weights && editable_here) {  // the head's rows of W_q, W_k, W_v, transposed
            const auto& W = weights->transformer.h[layer].attn.c_attn.weight;
            const std::string name = "transformer.h." + std::to_string(layer) + ".attn.c_attn.weight";
            const int H = L.attn.H, g = L.attn.kv_head(h), kv_rows = L.attn.H_kv * D;
            const int offsets[] = {h * D, H * D + g * D, H * D + kv_rows + g * D};
            const char* titles[] = {AL_TEXT("W_Q of head %1, transposed"), AL_TEXT("W_K of head %1, transposed"),
                                    AL_TEXT("W_V of head %1, transposed")};
            for (int i = 0; i < 3; ++i) {
                show(1, false, titles[i], W.middleRows(offsets[i], D).transpose(), A::features, A::head_features);
                if (i > 0 && L.attn.H_kv != H)
                    shown.back().second.name = Message(AL_TEXT("%1 = key/value head %2"), shown.back().second.name, std::to_string(g));
                shown.back().second.editable = {name, -1, -1, true, offsets[i]};
            }
        }
        const auto wiring = st.sublayer(layer, sub->kind);
        if (s == sub->steps.front()) {
            show(0, false, st.pre_norm ? AL_TEXT("normalised input") : sub->reads_post, wiring.reads, rows, A::features);
            if (cross) show(1, false, AL_TEXT("encoder output"), trace.encoder.final_norm, A::source_tokens, A::features);
        }
        if (s == sub->add) {
            show(0, false, AL_TEXT("residual stream"), wiring.stream, rows, A::features);
            show(2, true, AL_TEXT("sum"), wiring.resid, rows, A::features);
            if (!st.pre_norm) show(3, true, sub->normed, wiring.normed, rows, A::features);
        }
        if (s == "scale")
            for (auto& m : shown) m.second.shared_scale = true;  // on one scale, the division shows as paler colours
    }

    std::stable_sort(shown.begin(), shown.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<StepMatrix> matrices;
    for (auto& m : shown) matrices.push_back(std::move(m.second));
    return matrices;
}

std::vector<int> columns_worth_showing(const Matrix<float>& values, int limit) {
    const int rows = static_cast<int>(values.rows()), cols = static_cast<int>(values.cols());
    std::vector<int> all(static_cast<size_t>(cols));
    std::iota(all.begin(), all.end(), 0);
    if (cols <= limit || rows == 0) return all;
    const int per_row = std::max(1, limit / rows);
    std::set<int> chosen;
    for (int r = 0; r < rows; ++r) {
        const auto row = values.row(r);
        std::vector<int> order = all;
        std::partial_sort(order.begin(), order.begin() + per_row, order.end(), [&](int a, int b) { return row(a) > row(b); });
        const float least = row.minCoeff();  // a one-hot row's zeros are not worth a column
        for (int k = 0; k < per_row; ++k)
            if (row(order[k]) > least || k == 0) chosen.insert(order[k]);
    }
    return {chosen.begin(), chosen.end()};
}

}  // namespace al
