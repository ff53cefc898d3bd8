#!/usr/bin/env python3
"""PyTorch reference timing at GPT-2 small's shape (V=50257, C=768, H=12, L=12, n_positions=1024),
random weights, one forward pass of T tokens under torch.no_grad(), written as Hugging Face's GPT-2
computes it (Conv1D = addmm, causal buffer, gelu_new, tied head).

Usage: bench_gpt2.py THREADS T ROUNDS   — prints one line per round: "pytorch_forward_ms <ms>"
(the harness, tests/bench/compare_gpt2.sh, alternates these rounds with AttentionLab's).
"""
import math
import sys
import time

import torch

threads, T, rounds = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
torch.set_num_threads(threads)
V, P, C, H, L = 50257, 1024, 768, 12, 12
D = C // H
g = torch.Generator().manual_seed(1)
rnd = lambda *s: 0.02 * torch.randn(*s, generator=g)
wte, wpe = rnd(V, C), rnd(P, C)
layers = [dict(ln1=(torch.ones(C), torch.zeros(C)), attn_w=rnd(C, 3 * C), attn_b=torch.zeros(3 * C),
               proj_w=rnd(C, C), proj_b=torch.zeros(C), ln2=(torch.ones(C), torch.zeros(C)),
               fc_w=rnd(C, 4 * C), fc_b=torch.zeros(4 * C), fc2_w=rnd(4 * C, C), fc2_b=torch.zeros(C)) for _ in range(L)]
lnf = (torch.ones(C), torch.zeros(C))
bias = torch.tril(torch.ones(P, P, dtype=torch.bool))


def gelu_new(x):
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


def forward(ids):
    t = ids.shape[0]
    h = wte[ids] + wpe[:t]
    for p in layers:
        a = torch.nn.functional.layer_norm(h, (C,), *p["ln1"])
        q, k, v = torch.addmm(p["attn_b"], a, p["attn_w"]).split(C, dim=1)
        q, k, v = (z.view(t, H, D).transpose(0, 1) for z in (q, k, v))
        w = (q @ k.transpose(-1, -2)) / math.sqrt(D)
        w = torch.where(bias[:t, :t], w, torch.finfo(w.dtype).min).softmax(-1)
        h = h + torch.addmm(p["proj_b"], (w @ v).transpose(0, 1).reshape(t, C), p["proj_w"])
        m = torch.nn.functional.layer_norm(h, (C,), *p["ln2"])
        h = h + torch.addmm(p["fc2_b"], gelu_new(torch.addmm(p["fc_b"], m, p["fc_w"])), p["fc2_w"])
    h = torch.nn.functional.layer_norm(h, (C,), *lnf)
    return (h @ wte.T).softmax(-1)


ids = torch.arange(T) * 977 % V
with torch.no_grad():
    forward(ids)  # warm-up
    for _ in range(rounds):
        start = time.perf_counter()
        forward(ids)
        print(f"pytorch_forward_ms {(time.perf_counter() - start) * 1e3:.3f}", flush=True)
