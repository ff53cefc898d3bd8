"""An independent PyTorch implementation of AttentionLab's transformer, written from the formulas.

Its module tree reproduces the safetensors names of AttentionLab model files (nanoGPT's
state_dict), and every forward records the intermediates under the trace names of docs/models.md.
Used by make_golden.py; shared by later reference scripts (gradients, benchmarks).
"""
import json
import math
import struct

import torch
import torch.nn as nn
import torch.nn.functional as F


class Norm(nn.Module):
    """layernorm | rmsnorm | batchnorm (inference: running statistics)."""

    def __init__(self, kind, C, bias, eps):
        super().__init__()
        self.kind, self.eps = kind, eps
        self.weight = nn.Parameter(torch.ones(C))
        self.bias = nn.Parameter(torch.zeros(C)) if bias and kind != "rmsnorm" else None
        if kind == "batchnorm":
            self.register_buffer("running_mean", torch.zeros(C))
            self.register_buffer("running_var", torch.ones(C))

    def forward(self, x):  # (T, C)
        if self.kind == "layernorm":
            return F.layer_norm(x, (x.shape[-1],), self.weight, self.bias, self.eps)
        if self.kind == "rmsnorm":
            return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight
        y = (x - self.running_mean) / torch.sqrt(self.running_var + self.eps) * self.weight
        return y + self.bias if self.bias is not None else y


def rotate(x, theta):
    """Rotary positions on (H, T, D): the pair (i, i + D/2) of row t turned by t·θ^(−2i/D) (rotate_half)."""
    H, T, D = x.shape
    inv = theta ** (-torch.arange(0, D // 2, dtype=torch.float64) * 2 / D)
    angle = torch.arange(T, dtype=torch.float64)[:, None] * inv[None, :]  # (T, D/2)
    cos, sin = torch.cos(angle).to(x.dtype), torch.sin(angle).to(x.dtype)
    a, b = x[..., :D // 2], x[..., D // 2:]
    return torch.cat([a * cos - b * sin, b * cos + a * sin], dim=-1)


class Attention(nn.Module):
    """Multi-head attention with H query heads over H_kv key/value heads of D features (grouped-query
    when H_kv < H), optional q, k, v biases, QK-norm (RMSNorm over each head's D features before the
    rotation) and rotary positions (self-attention)."""

    def __init__(self, C, H, bias, H_kv=None, D=None, qkv_bias=None, qk_norm=False, eps=1e-5, rope_theta=0.0):
        super().__init__()
        self.H, self.H_kv, self.D = H, H_kv or H, D or C // H
        self.eps, self.rope_theta = eps, rope_theta
        qkv_bias = bias if qkv_bias is None else qkv_bias
        self.c_attn = nn.Linear(C, (self.H + 2 * self.H_kv) * self.D, bias=qkv_bias)
        self.c_proj = nn.Linear(self.H * self.D, C, bias=bias)
        if qk_norm:
            self.q_norm = Norm("rmsnorm", self.D, False, eps)
            self.k_norm = Norm("rmsnorm", self.D, False, eps)
        self.qk_norm = qk_norm

    def forward(self, x, memory, allowed, rec, prefix, opts):
        """x (T, C); memory (S, C) or None; allowed (T, S) bool."""
        H, H_kv, D = self.H, self.H_kv, self.D
        W, b = self.c_attn.weight, self.c_attn.bias
        src = x if memory is None else memory
        rows = lambda lo, hi: (W[lo:hi], None if b is None else b[lo:hi])
        q = F.linear(x, *rows(0, H * D))
        k = F.linear(src, *rows(H * D, (H + H_kv) * D))
        v = F.linear(src, *rows((H + H_kv) * D, (H + 2 * H_kv) * D))
        T, S = x.shape[0], src.shape[0]
        qh = q.view(T, H, D).transpose(0, 1)  # (H, T, D)
        kh = k.view(S, H_kv, D).transpose(0, 1)
        vh = v.view(S, H_kv, D).transpose(0, 1)
        if self.qk_norm:
            qh, kh = self.q_norm(qh), self.k_norm(kh)
        if self.rope_theta > 0 and memory is None:
            qh, kh = rotate(qh, self.rope_theta), rotate(kh, self.rope_theta)
        kh_all, vh_all = kh.repeat_interleave(H // H_kv, 0), vh.repeat_interleave(H // H_kv, 0)
        scores = qh @ kh_all.transpose(1, 2)  # (H, T, S)
        scaled = scores / math.sqrt(D)
        masked = scaled.masked_fill(~allowed, float("-inf"))
        weights = torch.softmax(masked, dim=-1)
        weights = torch.nan_to_num(weights, nan=0.0)  # rows with no allowed key
        heads = weights @ vh_all  # (H, T, D)
        concat = heads.transpose(0, 1).reshape(T, H * D)
        out = self.c_proj(concat)
        for name, t in [("q", qh), ("k", kh), ("v", vh), ("scores", scores), ("scaled", scaled),
                        ("masked", masked), ("weights", weights), ("heads", heads),
                        ("concat", concat), ("out", out)]:
            rec[prefix + "." + name] = t
        return out


class MLP(nn.Module):
    """W₂·act(W₁·x); gated: W₂·(act(x·W_gateᵀ) ⊙ x·W_upᵀ), W_gate and W_up the rows of c_fc in that order."""

    def __init__(self, C, Fd, bias, activation, gated=False):
        super().__init__()
        self.c_fc = nn.Linear(C, 2 * Fd if gated else Fd, bias=bias)
        self.c_proj = nn.Linear(Fd, C, bias=bias)
        self.activation, self.gated, self.Fd = activation, gated, Fd

    def forward(self, x, rec, prefix):
        pre = self.c_fc(x)
        if self.gated:
            pre, up = pre[:, :self.Fd], pre[:, self.Fd:]
        if self.activation == "gelu":
            act = F.gelu(pre)
        elif self.activation == "gelu_tanh":
            act = F.gelu(pre, approximate="tanh")
        elif self.activation == "silu":
            act = F.silu(pre)
        else:
            act = F.relu(pre)
        if self.gated:
            act = act * up
        out = self.c_proj(act)
        rec[prefix + ".mlp.pre"], rec[prefix + ".mlp.act"], rec[prefix + ".mlp.out"] = pre, act, out
        return out


class Block(nn.Module):
    def __init__(self, cfg, cross):
        super().__init__()
        C, norm, bias, eps = cfg["n_embd"], cfg["norm"], cfg["bias"], cfg["ln_eps"]
        self.pre = cfg["norm_position"] == "pre"
        H_kv, D = cfg.get("n_kv_head") or cfg["n_head"], cfg.get("head_dim") or C // cfg["n_head"]
        qkv_bias = bias or cfg.get("qkv_bias", False)
        theta = cfg.get("rope_theta", 10000.0) if cfg["positional"] == "rotary" else 0.0
        attention = lambda: Attention(C, cfg["n_head"], bias, H_kv, D, qkv_bias, cfg.get("qk_norm", False), eps, theta)
        self.ln_1 = Norm(norm, C, bias, eps)
        self.attn = attention()
        if cross:
            self.ln_cross = Norm(norm, C, bias, eps)
            self.cross_attn = attention()
        self.has_mlp = cfg["d_ff"] > 0  # 0: an attention-only layer
        if self.has_mlp:
            self.ln_2 = Norm(norm, C, bias, eps)
            self.mlp = MLP(C, cfg["d_ff"], bias, cfg["activation"], cfg.get("gated_ffn", False))

    def sublayer(self, x, norm, fn, rec, norm_name, resid_name):
        if self.pre:
            n = norm(x)
            r = x + fn(n)
            rec[norm_name], rec[resid_name] = n, r
            return r
        r = x + fn(x)
        n = norm(r)
        rec[norm_name], rec[resid_name] = n, r
        return n

    def forward(self, x, allowed, memory, memory_allowed, rec, p, opts):
        x = self.sublayer(x, self.ln_1, lambda h: self.attn(h, None, allowed, rec, p + ".attn", opts),
                          rec, p + ".norm1", p + ".resid1")
        if memory is not None:
            x = self.sublayer(x, self.ln_cross,
                              lambda h: self.cross_attn(h, memory, memory_allowed, rec, p + ".cross", opts),
                              rec, p + ".cross.norm", p + ".cross.resid")
        if self.has_mlp:
            x = self.sublayer(x, self.ln_2, lambda h: self.mlp(h, rec, p), rec, p + ".norm2", p + ".resid2")
        rec[p + ".out"] = x
        return x


def sinusoidal(T, C):
    P = torch.zeros(T, C, dtype=torch.float64)
    for pos in range(T):
        for j in range(C):
            angle = pos / 10000 ** ((j - j % 2) / C)
            P[pos, j] = math.sin(angle) if j % 2 == 0 else math.cos(angle)
    return P


def stack_modules(cfg, cross):
    d = {}
    if cfg["positional"] == "learned":
        d["wpe"] = nn.Embedding(cfg["block_size"], cfg["n_embd"])
    d["h"] = nn.ModuleList([Block(cfg, cross) for _ in range(cfg["n_layer"])])
    d["ln_f"] = Norm(cfg["norm"], cfg["n_embd"], cfg["bias"], cfg["ln_eps"])
    return nn.ModuleDict(d)


class Transformer(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        seq2seq = cfg["arch"] == "encoder_decoder"
        self.transformer = stack_modules(cfg, cross=seq2seq)
        self.transformer["wte"] = nn.Embedding(cfg["vocab_size"], cfg["n_embd"])
        if seq2seq:
            self.encoder = stack_modules(cfg, cross=False)
        self.lm_head = nn.Linear(cfg["n_embd"], cfg["vocab_size"], bias=False)
        if cfg["tie_embeddings"]:
            self.lm_head.weight = self.transformer["wte"].weight

    def run_stack(self, stack, ids, allowed, memory, memory_allowed, rec, prefix):
        T, C = len(ids), self.cfg["n_embd"]
        tok = self.transformer["wte"].weight[ids]
        if self.cfg["positional"] == "learned":
            pos = stack["wpe"].weight[:T]
        elif self.cfg["positional"] == "sinusoidal":
            pos = sinusoidal(T, C).to(tok.dtype)
        else:
            pos = torch.zeros(T, C, dtype=tok.dtype)
        x = tok + pos
        rec[prefix + "embed.token"], rec[prefix + "embed.position"], rec[prefix + "embed.sum"] = tok, pos, x
        for l, block in enumerate(stack["h"]):
            x = block(x, allowed, memory, memory_allowed, rec, prefix + "layers.%d" % l, None)
        x = stack["ln_f"](x)
        rec[prefix + "final.norm"] = x
        return x

    def forward(self, ids, valid_len=None, source_ids=None, source_valid_len=None):
        rec = {}
        T = len(ids)
        causal = self.cfg["arch"] != "encoder" and self.cfg["causal"]
        allowed = torch.ones(T, T, dtype=torch.bool)
        if causal:
            allowed &= torch.tril(torch.ones(T, T, dtype=torch.bool))
        if valid_len is not None:
            allowed[:, valid_len:] = False
        memory = memory_allowed = None
        prefix = ""
        if self.cfg["arch"] == "encoder_decoder":
            S = len(source_ids)
            enc_allowed = torch.ones(S, S, dtype=torch.bool)
            memory_allowed = torch.ones(T, S, dtype=torch.bool)
            if source_valid_len is not None:
                enc_allowed[:, source_valid_len:] = False
                memory_allowed[:, source_valid_len:] = False
            memory = self.run_stack(self.encoder, source_ids, enc_allowed, None, None, rec, "encoder.")
            prefix = "decoder."
        x = self.run_stack(self.transformer, ids, allowed, memory, memory_allowed, rec, prefix)
        logits = self.lm_head(x)
        rec["logits"], rec["probs"] = logits, torch.softmax(logits, dim=-1)
        return rec

    def state_dict_for_file(self):
        sd = self.state_dict()
        if self.cfg["tie_embeddings"]:
            sd.pop("lm_head.weight")
        return sd


TORCH_DTYPES = {"F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16}


def write_safetensors(path, tensors, metadata=None, dtype="F32"):
    """Minimal safetensors writer (floats as F32, F16 or BF16; bool tensors as BOOL): Debian ships no
    python3-safetensors."""
    header, blobs, offset = {}, [], 0
    for name, t in tensors.items():
        kind = "BOOL" if t.dtype == torch.bool else dtype
        t = t.detach().to(TORCH_DTYPES.get(kind, torch.bool)).contiguous()
        data = (t.view(torch.int16) if kind in ("F16", "BF16") else t).numpy().tobytes()
        header[name] = {"dtype": kind, "shape": list(t.shape), "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    if metadata:
        header["__metadata__"] = metadata
    text = json.dumps(header, separators=(",", ":"))
    text += " " * ((8 - (8 + len(text)) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text.encode())
        for b in blobs:
            f.write(b)
