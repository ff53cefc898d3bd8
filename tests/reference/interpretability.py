#!/usr/bin/env python3
"""The logit lens, activation patching and direct logit attribution in float64, written from their
definitions (docs/experiments.md), checked against what `attentionlab-cli lens`, `patch` and
`attribute` print.

Pure Python, no libraries: it reads the model's safetensors itself and runs a GPT-2 block — pre-norm
LayerNorm, learned positions, GELU (exact, or GPT-2's tanh form as config.json names it), biases, the
head tied to the embeddings — so it checks a Hugging Face GPT-2 folder (Conv1D weights, stored
(in, out)) and a model file made by AttentionLab (nanoGPT's names, Linear weights (out, in)).

usage: interpretability.py CLI MODEL --text T --target X --clean A --corrupt B --answer Y --wrong Z
"""
import argparse
import json
import math
import os
import struct
import subprocess
import sys


def read_safetensors(path):
    raw = open(path, "rb").read()
    n = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8:8 + n])
    meta = header.pop("__metadata__", {})
    tensors = {}
    for name, t in header.items():
        if name.endswith((".attn.bias", ".attn.masked_bias")):  # GPT-2's causal-mask buffers, not weights
            continue
        assert t["dtype"] == "F32", f"{name}: this script reads F32 files only"
        a, b = t["data_offsets"]
        values = struct.unpack(f"<{(b - a) // 4}f", raw[8 + n + a:8 + n + b])
        shape = t["shape"]
        if len(shape) == 2:
            values = [list(values[r * shape[1]:(r + 1) * shape[1]]) for r in range(shape[0])]
        tensors[name] = values
    return tensors, meta


def transpose(m):
    return [list(col) for col in zip(*m)]


class Model:
    def __init__(self, path):
        if os.path.isdir(path):  # Hugging Face GPT-2: Conv1D weights are (in, out)
            cfg = json.load(open(os.path.join(path, "config.json")))
            w, _ = read_safetensors(os.path.join(path, "model.safetensors"))
            w = {k if k.startswith("transformer.") or k.startswith("lm_head") else "transformer." + k: v for k, v in w.items()}
            for k in list(w):
                if k.endswith(("c_attn.weight", "c_proj.weight", "c_fc.weight")):
                    w[k] = transpose(w[k])
            self.L, self.H, self.eps = cfg["n_layer"], cfg["n_head"], cfg.get("layer_norm_epsilon", 1e-5)
            self.tanh_gelu = cfg.get("activation_function", "gelu_new") in ("gelu_new", "gelu_pytorch_tanh")
        else:  # AttentionLab: nanoGPT's state_dict, Linear weights (out, in)
            w, meta = read_safetensors(path)
            cfg = json.loads(meta["config"])
            assert cfg["norm"] == "layernorm" and cfg["norm_position"] == "pre" and cfg["positional"] == "learned"
            assert not cfg.get("gated_ffn") and cfg["arch"] == "decoder"
            self.L, self.H, self.eps = cfg["n_layer"], cfg["n_head"], cfg["ln_eps"]
            self.tanh_gelu = cfg["activation"] == "gelu_tanh"
            assert cfg["activation"] in ("gelu", "gelu_tanh")
        self.w = w
        self.wte = w["transformer.wte.weight"]
        self.W_U = w.get("lm_head.weight", self.wte)
        self.C = len(self.wte[0])
        self.D = self.C // self.H

    def p(self, name):
        return self.w.get("transformer." + name)

    # ops on lists of rows
    def linear(self, X, name):
        W, b = self.p(name + ".weight"), self.p(name + ".bias")
        return [[sum(xi * wi for xi, wi in zip(x, row)) + (b[o] if b else 0.0) for o, row in enumerate(W)] for x in X]

    def layernorm(self, x, name):
        mean = sum(x) / len(x)
        var = sum((v - mean) ** 2 for v in x) / len(x)
        rstd = 1 / math.sqrt(var + self.eps)
        g, b = self.p(name + ".weight"), self.p(name + ".bias")
        return [(v - mean) * rstd * g[i] + (b[i] if b else 0.0) for i, v in enumerate(x)], mean, rstd

    def gelu(self, v):
        if self.tanh_gelu:
            return 0.5 * v * (1 + math.tanh(math.sqrt(2 / math.pi) * (v + 0.044715 * v ** 3)))
        return 0.5 * v * (1 + math.erf(v / math.sqrt(2)))

    def forward(self, ids, patch=None):
        """Every activation the experiments read; `patch` = (site, layer, index, values) writes values
        (a row, or a head's T rows) over the run's own."""
        T, C, D = len(ids), self.C, self.D
        wpe = self.p("wpe.weight")
        x = [[a + b for a, b in zip(self.wte[i], wpe[t])] for t, i in enumerate(ids)]
        rec = {"token": [self.wte[i] for i in ids], "position": [wpe[t] for t in range(T)], "resid": [], "attn": [], "mlp": [], "heads": []}

        def write(site, layer, rows):
            if patch and patch[0] == site and patch[1] == layer:
                rows[patch[2]] = list(patch[3])

        for l in range(self.L):
            write("resid", l, x)
            rec["resid"].append([list(r) for r in x])
            h = [self.layernorm(r, f"h.{l}.ln_1")[0] for r in x]
            qkv = self.linear(h, f"h.{l}.attn.c_attn")
            heads = []
            for hd in range(self.H):
                q = [r[hd * D:(hd + 1) * D] for r in qkv]
                k = [r[C + hd * D:C + (hd + 1) * D] for r in qkv]
                v = [r[2 * C + hd * D:2 * C + (hd + 1) * D] for r in qkv]
                out = []
                for t in range(T):  # causal: query t reads keys 0 … t
                    s = [sum(a * b for a, b in zip(q[t], k[j])) / math.sqrt(D) for j in range(t + 1)]
                    m = max(s)
                    e = [math.exp(z - m) for z in s]
                    z = sum(e)
                    out.append([sum(e[j] / z * v[j][d] for j in range(t + 1)) for d in range(D)])
                if patch and patch[0] == "head" and patch[1] == l and patch[2] == hd:
                    out = [list(patch[3][t]) for t in range(T)]
                heads.append(out)
            rec["heads"].append(heads)
            concat = [[heads[hd][t][d] for hd in range(self.H) for d in range(D)] for t in range(T)]
            a = self.linear(concat, f"h.{l}.attn.c_proj")
            write("attn", l, a)
            rec["attn"].append(a)
            x = [[u + v for u, v in zip(r, s)] for r, s in zip(x, a)]
            h = [self.layernorm(r, f"h.{l}.ln_2")[0] for r in x]
            f = [[self.gelu(v) for v in r] for r in self.linear(h, f"h.{l}.mlp.c_fc")]
            mo = self.linear(f, f"h.{l}.mlp.c_proj")
            write("mlp", l, mo)
            rec["mlp"].append(mo)
            x = [[u + v for u, v in zip(r, s)] for r, s in zip(x, mo)]
        rec["resid"].append(x)
        rec["final"] = [self.layernorm(r, "ln_f") for r in x]
        return rec

    def logits(self, normed):
        return [sum(a * b for a, b in zip(normed, row)) for row in self.W_U]

    def metric(self, rec, answer, wrong):
        normed = rec["final"][-1][0]
        return sum(n * (a - b) for n, a, b in zip(normed, self.W_U[answer], self.W_U[wrong]))


def softmax(z):
    m = max(z)
    e = [math.exp(v - m) for v in z]
    s = sum(e)
    return [v / s for v in e]


def cli(args, *command):
    return json.loads(subprocess.run([args.cli, *command, "--model", args.model], check=True, capture_output=True, text=True).stdout)


class Check:
    def __init__(self):
        self.failures = 0

    def near(self, what, got, want, tol):
        if not abs(got - want) <= tol:
            print(f"FAIL {what}: attentionlab {got!r}, float64 reference {want!r} (tolerance {tol})")
            self.failures += 1


def check_lens(args, model, check):
    out = cli(args, "lens", "--text", args.text, "--target", args.target)
    rec = model.forward(out["ids"])
    target = out["target_id"]
    rows = rec["resid"]
    assert len(out["target_prob"]) == model.L + 1
    for l, stream in enumerate(rows):
        for t, x in enumerate(stream):
            probs = softmax(model.logits(model.layernorm(x, "ln_f")[0]))
            check.near(f"lens target_prob[{l}][{t}]", out["target_prob"][l][t], probs[target], 2e-5)
            check.near(f"lens top_prob[{l}][{t}]", out["top_prob"][l][t], max(probs), 2e-5)
    print(f"lens: {model.L + 1} boundaries × {len(out['ids'])} positions agree")


def check_patch(args, model, check):
    for site in ("resid", "attn", "mlp", "head"):
        out = cli(args, "patch", "--clean", args.clean, "--corrupt", args.corrupt, "--answer", args.answer, "--wrong", args.wrong, "--site", site)
        a, w = out["answer_id"], out["wrong_id"]
        clean, corrupt = model.forward(out["clean_ids"]), model.forward(out["corrupt_ids"])
        m_clean, m_corrupt = model.metric(clean, a, w), model.metric(corrupt, a, w)
        scale = 1 + abs(m_clean) + abs(m_corrupt)
        check.near(f"patch {site} clean_metric", out["clean_metric"], m_clean, 1e-5 * scale)
        check.near(f"patch {site} corrupt_metric", out["corrupt_metric"], m_corrupt, 1e-5 * scale)
        T = len(out["clean_ids"])
        assert len(out["effect"]) == model.L
        for l in range(model.L):
            cells = model.H if site == "head" else T
            assert len(out["effect"][l]) == cells
            for i in range(cells):
                values = clean["heads"][l][i] if site == "head" else clean[site][l][i]
                m = model.metric(model.forward(out["corrupt_ids"], (site, l, i, values)), a, w)
                effect = (m - m_corrupt) / (m_clean - m_corrupt)
                check.near(f"patch {site} effect[{l}][{i}]", out["effect"][l][i], effect, 1e-4 * scale / abs(m_clean - m_corrupt))
        # the whole clean residual entering layer 0 is the clean run; nothing patched is the corrupted one
        if site == "resid":
            whole = model.forward(out["corrupt_ids"])
            check.near("patching nothing", model.metric(whole, a, w), m_corrupt, 0)
        print(f"patch {site}: {model.L} × {cells} cells agree (clean {m_clean:.6f}, corrupted {m_corrupt:.6f})")


def check_attribution(args, model, check):
    out = cli(args, "attribute", "--text", args.text, "--answer", args.answer, "--wrong", args.wrong)
    a, w, t = out["answer_id"], out["wrong_id"], out["position"]
    rec = model.forward(out["ids"])
    _, mean, rstd = rec["final"][t]
    g, beta = model.p("ln_f.weight"), model.p("ln_f.bias")
    u = [x - y for x, y in zip(model.W_U[a], model.W_U[w])]

    def part(c):  # through ln_f with its mean and 1/σ frozen at this run's: centre the part, scale, γ, then u
        mc = sum(c) / len(c)
        return sum((ci - mc) * rstd * g[i] * u[i] for i, ci in enumerate(c))

    logits = model.logits(rec["final"][t][0])
    total = logits[a] - logits[w]
    tol = 1e-5 * (1 + abs(total))
    check.near("attribute total", out["total"], total, tol)
    check.near("attribute token_embedding", out["token_embedding"], part(rec["token"][t]), tol)
    check.near("attribute position_embedding", out["position_embedding"], part(rec["position"][t]), tol)
    parts = part(rec["token"][t]) + part(rec["position"][t]) + sum(b * ui for b, ui in zip(beta, u))
    check.near("attribute final_norm_bias", out["final_norm_bias"], sum(b * ui for b, ui in zip(beta, u)), tol)
    D = model.D
    for l in range(model.L):
        W_O = model.p(f"h.{l}.attn.c_proj.weight")  # (C, C)
        for h in range(model.H):
            head = rec["heads"][l][h][t]
            c = [sum(head[d] * W_O[o][h * D + d] for d in range(D)) for o in range(model.C)]
            check.near(f"attribute heads[{l}][{h}]", out["heads"][l][h], part(c), tol)
            parts += part(c)
        bias = model.p(f"h.{l}.attn.c_proj.bias")
        check.near(f"attribute attention_bias[{l}]", out["attention_bias"][l], part(bias) if bias else 0.0, tol)
        check.near(f"attribute mlp[{l}]", out["mlp"][l], part(rec["mlp"][l][t]), tol)
        parts += (part(bias) if bias else 0.0) + part(rec["mlp"][l][t])
    check.near("the parts add up to the total", parts, total, 1e-9 * (1 + abs(total)))
    check.near("attribute sum", out["sum"], total, tol)
    print(f"attribute: {model.L} × {model.H} heads, {model.L} blocks, embeddings and biases agree; they add up to {total:.6f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cli")
    ap.add_argument("model")
    for name in ("text", "target", "clean", "corrupt", "answer", "wrong"):
        ap.add_argument("--" + name, required=True)
    args = ap.parse_args()
    model = Model(args.model)
    check = Check()
    check_lens(args, model, check)
    check_patch(args, model, check)
    check_attribution(args, model, check)
    print("float64 reference:", "agrees" if check.failures == 0 else f"{check.failures} disagreements")
    return 1 if check.failures else 0


if __name__ == "__main__":
    sys.exit(main())
