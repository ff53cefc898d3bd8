#!/usr/bin/env python3
"""Writes tiny random GPT-2 models in Hugging Face's exact layouts, each with the trace of an
independent forward pass written from Hugging Face's definition (transformers' modeling_gpt2:
Conv1D = x @ W + b with W stored (in, out), the causal `attn.bias` buffer, gelu_new), computed in
float64 from exactly the weights the file holds (F16/BF16 rounded), stored as F32.

tests/reference/fixtures/gpt2_tiny/NAME/: config.json, model.safetensors, trace.safetensors, and for
the folder case the tokenizer's vocab.json + merges.txt (a byte-level vocabulary of 256 bytes, a few
merges and <|endoftext|>).

Run with Debian's PyTorch:  /usr/bin/python3 tests/reference/make_gpt2_fixtures.py
"""
import json
import math
import os
import shutil

import torch

from reference_model import TORCH_DTYPES, write_safetensors

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures", "gpt2_tiny")

MERGES = [("Ġ", "t"), ("h", "e"), ("Ġt", "he"), ("Ġ", "a"), ("i", "t")]

# name: (GPT2Config fields beyond the base, dtype, "transformer." prefix, lm_head.weight stored, tokenizer files)
CASES = {
    "folder_f32": (dict(), "F32", False, False, True),
    "lm_head_f16": (dict(n_inner=40, layer_norm_epsilon=1e-6), "F16", True, True, False),
    "untied_bf16": (dict(tie_word_embeddings=False, activation_function="gelu_pytorch_tanh"), "BF16", True, True, False),
}
BASE = dict(model_type="gpt2", architectures=["GPT2LMHeadModel"], vocab_size=256 + len(MERGES) + 1, n_positions=24,
            n_ctx=24, n_embd=16, n_layer=2, n_head=4, n_inner=None, activation_function="gelu_new",
            resid_pdrop=0.1, embd_pdrop=0.1, attn_pdrop=0.1, layer_norm_epsilon=1e-5, initializer_range=0.02,
            scale_attn_weights=True, use_cache=True, bos_token_id=256 + len(MERGES), eos_token_id=256 + len(MERGES))


def bytes_to_unicode():
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    cs, n = bs[:], 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, map(chr, cs)))


def write_tokenizer(folder):
    vocab = {ch: i for i, ch in enumerate(bytes_to_unicode().values())}
    for a, b in MERGES:
        vocab[a + b] = len(vocab)
    vocab["<|endoftext|>"] = len(vocab)
    with open(os.path.join(folder, "vocab.json"), "w", encoding="utf-8") as f:
        json.dump(vocab, f, ensure_ascii=False)
    with open(os.path.join(folder, "merges.txt"), "w", encoding="utf-8") as f:
        f.write("#version: 0.2\n" + "".join(f"{a} {b}\n" for a, b in MERGES))


def random_weights(cfg, g):
    """GPT2LMHeadModel's state_dict names without the prefix; Conv1D weights (in, out)."""
    C, Fd, V, P = cfg["n_embd"], cfg["n_inner"] or 4 * cfg["n_embd"], cfg["vocab_size"], cfg["n_positions"]
    rnd = lambda *shape: 0.3 * torch.randn(*shape, generator=g, dtype=torch.float64)
    ln = lambda: (1.0 + 0.1 * torch.randn(C, generator=g, dtype=torch.float64), rnd(C))
    w = {"wte.weight": rnd(V, C), "wpe.weight": rnd(P, C)}
    for l in range(cfg["n_layer"]):
        p = f"h.{l}."
        w[p + "ln_1.weight"], w[p + "ln_1.bias"] = ln()
        w[p + "attn.c_attn.weight"], w[p + "attn.c_attn.bias"] = rnd(C, 3 * C), rnd(3 * C)
        w[p + "attn.c_proj.weight"], w[p + "attn.c_proj.bias"] = rnd(C, C), rnd(C)
        w[p + "ln_2.weight"], w[p + "ln_2.bias"] = ln()
        w[p + "mlp.c_fc.weight"], w[p + "mlp.c_fc.bias"] = rnd(C, Fd), rnd(Fd)
        w[p + "mlp.c_proj.weight"], w[p + "mlp.c_proj.bias"] = rnd(Fd, C), rnd(C)
    w["ln_f.weight"], w["ln_f.bias"] = ln()
    if not cfg.get("tie_word_embeddings", True):
        w["lm_head.weight"] = rnd(V, C)
    return w


def layer_norm(x, weight, bias, eps):
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(var + eps) * weight + bias


def gelu_new(x):
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


def conv1d(x, w, b):
    return torch.addmm(b, x, w)  # transformers.pytorch_utils.Conv1D


def forward(w, cfg, ids):
    """GPT2LMHeadModel.forward, eval mode, one sequence; records AttentionLab's trace names."""
    rec, T = {}, len(ids)
    C, H, eps = cfg["n_embd"], cfg["n_head"], cfg["layer_norm_epsilon"]
    D = C // H
    bias = torch.tril(torch.ones(cfg["n_positions"], cfg["n_positions"], dtype=torch.bool))  # the attn.bias buffer
    tok, pos = w["wte.weight"][ids], w["wpe.weight"][:T]
    h = tok + pos
    rec["embed.token"], rec["embed.position"], rec["embed.sum"] = tok, pos, h
    split = lambda t: t.view(T, H, D).permute(1, 0, 2)  # GPT2Attention._split_heads → (H, T, D)
    for l in range(cfg["n_layer"]):
        p, r = f"h.{l}.", f"layers.{l}."
        n1 = layer_norm(h, w[p + "ln_1.weight"], w[p + "ln_1.bias"], eps)
        q, k, v = conv1d(n1, w[p + "attn.c_attn.weight"], w[p + "attn.c_attn.bias"]).split(C, dim=1)
        q, k, v = split(q), split(k), split(v)
        scores = q @ k.transpose(-1, -2)
        scaled = scores / (v.size(-1) ** 0.5)
        causal = bias[:T, :T]
        weights = torch.softmax(torch.where(causal, scaled, torch.finfo(scaled.dtype).min), dim=-1)
        heads = weights @ v
        concat = heads.permute(1, 0, 2).reshape(T, C)  # _merge_heads
        attn_out = conv1d(concat, w[p + "attn.c_proj.weight"], w[p + "attn.c_proj.bias"])
        resid1 = h + attn_out
        n2 = layer_norm(resid1, w[p + "ln_2.weight"], w[p + "ln_2.bias"], eps)
        pre = conv1d(n2, w[p + "mlp.c_fc.weight"], w[p + "mlp.c_fc.bias"])
        act = gelu_new(pre)  # every case uses a tanh form: gelu_new or gelu_pytorch_tanh
        mlp_out = conv1d(act, w[p + "mlp.c_proj.weight"], w[p + "mlp.c_proj.bias"])
        h = resid1 + mlp_out
        masked = scaled.masked_fill(~causal, float("-inf"))  # AttentionLab shows a masked score as −∞
        for name, t in [("attn.q", q), ("attn.k", k), ("attn.v", v), ("attn.scores", scores), ("attn.scaled", scaled),
                        ("attn.masked", masked), ("attn.weights", weights), ("attn.heads", heads),
                        ("attn.concat", concat), ("attn.out", attn_out), ("norm1", n1), ("resid1", resid1),
                        ("mlp.pre", pre), ("mlp.act", act), ("mlp.out", mlp_out), ("norm2", n2), ("resid2", h),
                        ("out", h)]:
            rec[r + name] = t
    final = layer_norm(h, w["ln_f.weight"], w["ln_f.bias"], eps)
    head = w.get("lm_head.weight", w["wte.weight"])
    logits = final @ head.T
    rec["final.norm"], rec["logits"], rec["probs"] = final, logits, torch.softmax(logits, dim=-1)
    return rec


def main():
    shutil.rmtree(OUT, ignore_errors=True)
    for seed, (name, (extra, dtype, prefixed, with_lm_head, tokenizer)) in enumerate(CASES.items()):
        folder = os.path.join(OUT, name)
        os.makedirs(folder)
        cfg = dict(BASE, **extra)
        g = torch.Generator().manual_seed(3000 + seed)
        w = random_weights(cfg, g)
        # the trace is computed from exactly the weights the file holds
        w = {k: t.to(TORCH_DTYPES[dtype]).double() for k, t in w.items()}
        stored = {}
        for k, t in w.items():
            stored[("transformer." if prefixed and k != "lm_head.weight" else "") + k] = t
        P = cfg["n_positions"]
        for l in range(cfg["n_layer"]):
            pre = ("transformer." if prefixed else "") + f"h.{l}.attn."
            stored[pre + "bias"] = torch.tril(torch.ones(P, P, dtype=torch.bool)).view(1, 1, P, P)
            stored[pre + "masked_bias"] = torch.tensor(-1e4)
        if with_lm_head and "lm_head.weight" not in stored:
            stored["lm_head.weight"] = w["wte.weight"]  # tied: the same values twice
        write_safetensors(os.path.join(folder, "model.safetensors"), stored, {"format": "pt"}, dtype)
        with open(os.path.join(folder, "config.json"), "w") as f:
            json.dump(cfg, f, indent=2)
        if tokenizer:
            write_tokenizer(folder)
        ids = torch.randint(0, cfg["vocab_size"], (10,), generator=g)
        with torch.no_grad():
            rec = forward(w, cfg, ids)
        write_safetensors(os.path.join(folder, "trace.safetensors"), rec, {"input": json.dumps({"ids": ids.tolist()})})
        print("wrote", name, dtype, "with", len(rec), "trace tensors")


if __name__ == "__main__":
    main()
