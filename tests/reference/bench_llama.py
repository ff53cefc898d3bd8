#!/usr/bin/env python3
"""PyTorch reference timing at the shapes of SmolLM2-135M and Qwen3-0.6B (random weights), one forward
pass of T tokens under torch.no_grad(), written as transformers' modeling_llama / modeling_qwen3
compute it: RMSNorm, q/k/v/o projections (nn.Linear: x @ W.T), Qwen3's q_norm/k_norm over each head,
rotate_half rotary positions, repeat_kv for grouped-query attention, a causal softmax, the SwiGLU MLP,
the final norm and the tied head.

Usage: bench_llama.py SHAPE THREADS T ROUNDS   — SHAPE smollm2 or qwen3; prints one line per round:
"pytorch_forward_ms <ms>" (tests/bench/compare_llama.sh alternates these rounds with AttentionLab's).
"""
import math
import sys
import time

import torch

SHAPES = {  # V, C, L, H, H_kv, D, F, θ, QK-norm
    "smollm2": (49152, 576, 30, 9, 3, 64, 1536, 1e5, False),
    "qwen3": (151936, 1024, 28, 16, 8, 128, 3072, 1e6, True),
}
shape, threads, T, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
V, C, L, H, Hkv, D, F, theta, qk_norm = SHAPES[shape]
torch.set_num_threads(threads)
g = torch.Generator().manual_seed(1)
rnd = lambda *s: 0.02 * torch.randn(*s, generator=g)
wte = rnd(V, C)
layers = [dict(ln1=torch.ones(C), q=rnd(H * D, C), k=rnd(Hkv * D, C), v=rnd(Hkv * D, C), o=rnd(C, H * D),
               qn=torch.ones(D), kn=torch.ones(D), ln2=torch.ones(C), gate=rnd(F, C), up=rnd(F, C), down=rnd(C, F))
          for _ in range(L)]
lnf = torch.ones(C)
inv_freq = 1.0 / (theta ** (torch.arange(0, D, 2, dtype=torch.float32) / D))


def rms(x, w, eps=1e-6):
    return w * (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps))


def rotate_half(x):
    return torch.cat((-x[..., D // 2:], x[..., : D // 2]), dim=-1)


def forward(ids):
    t = ids.shape[0]
    freqs = torch.outer(torch.arange(t, dtype=torch.float32), inv_freq)
    emb = torch.cat((freqs, freqs), dim=-1)
    cos, sin = emb.cos(), emb.sin()
    causal = torch.full((t, t), float("-inf")).triu(1)
    h = wte[ids]
    for p in layers:
        a = rms(h, p["ln1"])
        q = (a @ p["q"].T).view(t, H, D).transpose(0, 1)
        k = (a @ p["k"].T).view(t, Hkv, D).transpose(0, 1)
        v = (a @ p["v"].T).view(t, Hkv, D).transpose(0, 1)
        if qk_norm:
            q, k = rms(q, p["qn"]), rms(k, p["kn"])
        q, k = q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
        k, v = k.repeat_interleave(H // Hkv, dim=0), v.repeat_interleave(H // Hkv, dim=0)
        w = ((q @ k.transpose(-1, -2)) / math.sqrt(D) + causal).softmax(-1)
        h = h + (w @ v).transpose(0, 1).reshape(t, H * D) @ p["o"].T
        m = rms(h, p["ln2"])
        h = h + (torch.nn.functional.silu(m @ p["gate"].T) * (m @ p["up"].T)) @ p["down"].T
    return (rms(h, lnf) @ wte.T).softmax(-1)


ids = torch.arange(T) * 977 % V
with torch.no_grad():
    forward(ids)  # warm-up
    for _ in range(rounds):
        start = time.perf_counter()
        forward(ids)
        print(f"pytorch_forward_ms {(time.perf_counter() - start) * 1e3:.3f}", flush=True)
