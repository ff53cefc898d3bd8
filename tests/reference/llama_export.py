#!/usr/bin/env python3
"""Checks `attentionlab-cli export` against Hugging Face's definitions, in pure-Python float64.

For three small models — Llama (grouped-query attention, untied output), Qwen2 (q, k, v biases, tied) and
Qwen3 (QK-norm) — it makes random weights with `attentionlab-cli init`, writes each as a Hugging Face
folder with `export`, and runs the folder's forward pass here, written from transformers' modeling_llama,
modeling_qwen2 and modeling_qwen3 (LlamaRMSNorm, rotate_half / apply_rotary_pos_emb, repeat_kv, the
SwiGLU LlamaMLP, Qwen3's q_norm / k_norm over each head before the rotation), reading only config.json and
model.safetensors. Its logits must equal the trace of the original file (`attentionlab-cli trace`), and
the app must read the folder back to the same logits.

  llama_export.py CLI             exit 0 when every logit agrees (relative 1e-4)
  llama_export.py CLI --mutate    the same with the rotation turned the wrong way: must disagree (exit 1)

No numpy or torch: Debian's CI image has neither.
"""
import json
import math
import os
import struct
import subprocess
import sys
import tempfile

CONFIGS = {
    "llama": dict(n_layer=2, n_head=4, n_kv_head=2, n_embd=32, d_ff=48, vocab_size=40, block_size=16, norm="rmsnorm",
                  activation="silu", gated_ffn=True, positional="rotary", rope_theta=500.0, bias=False,
                  tie_embeddings=False, ln_eps=1e-6),
    "qwen2": dict(n_layer=1, n_head=2, n_embd=16, d_ff=24, vocab_size=30, block_size=16, norm="rmsnorm",
                  activation="silu", gated_ffn=True, positional="rotary", bias=False, qkv_bias=True,
                  tie_embeddings=True),
    "qwen3": dict(n_layer=2, n_head=4, n_kv_head=1, head_dim=6, n_embd=16, d_ff=24, vocab_size=30, block_size=16,
                  norm="rmsnorm", activation="silu", gated_ffn=True, positional="rotary", bias=False, qk_norm=True,
                  tie_embeddings=True),
}
IDS = [1, 7, 3, 12, 9, 4, 15, 2, 11]


def read_safetensors(path):
    raw = open(path, "rb").read()
    n = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8:8 + n])
    header.pop("__metadata__", None)
    tensors = {}
    for name, t in header.items():
        assert t["dtype"] == "F32", f"{name}: {t['dtype']}"
        a, b = t["data_offsets"]
        values = list(struct.unpack(f"<{(b - a) // 4}f", raw[8 + n + a:8 + n + b]))
        shape = t["shape"]
        if len(shape) == 2:
            values = [values[r * shape[1]:(r + 1) * shape[1]] for r in range(shape[0])]
        elif len(shape) == 3:
            rows = shape[1] * shape[2]
            values = [[values[i * rows + r * shape[2]:i * rows + (r + 1) * shape[2]] for r in range(shape[1])]
                      for i in range(shape[0])]
        tensors[name] = values
    return tensors


def linear(x, w, b=None):  # x·wᵀ + b, x a vector, w (out, in)
    return [sum(wi * xi for wi, xi in zip(row, x)) + (b[o] if b else 0.0) for o, row in enumerate(w)]


def rms_norm(x, weight, eps):  # LlamaRMSNorm
    scale = 1.0 / math.sqrt(sum(v * v for v in x) / len(x) + eps)
    return [v * scale * g for v, g in zip(x, weight)]


def rotate(x, position, theta, mutate):  # apply_rotary_pos_emb with rotate_half on one head's vector
    half = len(x) // 2
    out = list(x)
    for i in range(half):
        angle = position / theta ** (2 * i / len(x))
        cos, sin = math.cos(angle), math.sin(angle) * (-1 if mutate else 1)
        out[i] = x[i] * cos - x[i + half] * sin
        out[i + half] = x[i + half] * cos + x[i] * sin
    return out


def silu(v):
    return v / (1 + math.exp(-v))


def forward(folder, ids, mutate=False):
    cfg = json.load(open(os.path.join(folder, "config.json")))
    w = read_safetensors(os.path.join(folder, "model.safetensors"))
    H, Hkv, D = cfg["num_attention_heads"], cfg["num_key_value_heads"], cfg["head_dim"]
    eps, theta, qwen3 = cfg["rms_norm_eps"], cfg.get("rope_theta", 10000.0), cfg["model_type"] == "qwen3"
    x = [list(w["model.embed_tokens.weight"][i]) for i in ids]
    for l in range(cfg["num_hidden_layers"]):
        p = lambda name: w.get(f"model.layers.{l}.{name}")
        normed = [rms_norm(row, p("input_layernorm.weight"), eps) for row in x]
        q = [linear(r, p("self_attn.q_proj.weight"), p("self_attn.q_proj.bias")) for r in normed]
        k = [linear(r, p("self_attn.k_proj.weight"), p("self_attn.k_proj.bias")) for r in normed]
        v = [linear(r, p("self_attn.v_proj.weight"), p("self_attn.v_proj.bias")) for r in normed]
        heads = lambda rows, n: [[r[h * D:(h + 1) * D] for h in range(n)] for r in rows]  # [t][h] → D
        q, k, v = heads(q, H), heads(k, Hkv), heads(v, Hkv)
        if qwen3:  # Qwen3's q_norm and k_norm: RMSNorm over each head's D features, before the rotation
            q = [[rms_norm(h, p("self_attn.q_norm.weight"), eps) for h in r] for r in q]
            k = [[rms_norm(h, p("self_attn.k_norm.weight"), eps) for h in r] for r in k]
        q = [[rotate(h, t, theta, mutate) for h in r] for t, r in enumerate(q)]
        k = [[rotate(h, t, theta, mutate) for h in r] for t, r in enumerate(k)]
        attended = []
        for t in range(len(ids)):
            row = []
            for h in range(H):
                g = h // (H // Hkv)  # repeat_kv
                scores = [sum(a * b for a, b in zip(q[t][h], k[s][g])) / math.sqrt(D) for s in range(t + 1)]
                top = max(scores)
                e = [math.exp(s - top) for s in scores]
                z = sum(e)
                row += [sum(e[s] / z * v[s][g][d] for s in range(t + 1)) for d in range(D)]
            attended.append(row)
        x = [[a + b for a, b in zip(xr, linear(ar, p("self_attn.o_proj.weight")))] for xr, ar in zip(x, attended)]
        normed = [rms_norm(row, p("post_attention_layernorm.weight"), eps) for row in x]
        for t, r in enumerate(normed):
            gate, up = linear(r, p("mlp.gate_proj.weight")), linear(r, p("mlp.up_proj.weight"))
            down = linear([silu(a) * b for a, b in zip(gate, up)], p("mlp.down_proj.weight"))
            x[t] = [a + b for a, b in zip(x[t], down)]
    head = w["model.embed_tokens.weight"] if cfg["tie_word_embeddings"] else w["lm_head.weight"]
    return [linear(rms_norm(r, w["model.norm.weight"], eps), head) for r in x]


def run(*command):
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def main():
    cli, mutate = sys.argv[1], "--mutate" in sys.argv
    disagreements = 0
    with tempfile.TemporaryDirectory() as tmp:
        for family, config in CONFIGS.items():
            cfg_path, model, folder = (os.path.join(tmp, family + suffix) for suffix in (".json", ".safetensors", "_hf"))
            json.dump(config, open(cfg_path, "w"))
            run(cli, "init", "--config", cfg_path, "--seed", "3", "--out", model)
            run(cli, "export", "--model", model, "--out", folder)
            written = json.load(open(os.path.join(folder, "config.json")))
            if written["model_type"] != family:
                print(f"{family}: exported as model_type {written['model_type']}")
                disagreements += 1
            ids = IDS[:config["block_size"]]
            want = forward(folder, ids, mutate)
            for source, name in ((model, "the original file"), (folder, "the folder read back")):
                trace = os.path.join(tmp, family + "_trace.safetensors")
                run(cli, "trace", "--model", source, "--ids", ",".join(map(str, ids)), "--out", trace, "--force")
                got = read_safetensors(trace)["logits"]
                got = got[0] if isinstance(got[0][0], list) else got  # (1, T, V) or (T, V)
                worst = max(abs(g - r) / max(1.0, abs(r)) for gr, wr in zip(got, want) for g, r in zip(gr, wr))
                bad = worst > 1e-4
                disagreements += bad
                print(f"{family}: {name}: largest relative difference {worst:.2e} over {len(ids)}×{len(want[0])} logits"
                      + ("  DISAGREES" if bad else ""))
    print(f"{disagreements} disagreement(s)")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
