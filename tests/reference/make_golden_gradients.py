#!/usr/bin/env python3
"""Writes golden gradients for the C++ backward pass (tests/reference/fixtures/NAME.grads.safetensors).

For each case it reuses NAME.model.safetensors from make_golden.py, runs a batch of two sequences
(the second padded) through the independent reference model in float64, takes the mean
cross-entropy over non-PAD targets, and stores every parameter's gradient as "grad.<name>", with
the batch and the loss in __metadata__.

Run with Debian's PyTorch:  /usr/bin/python3 tests/reference/make_golden_gradients.py
"""
import json
import os
import struct

import torch
import torch.nn.functional as F

from reference_model import Transformer, write_safetensors

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.join(HERE, "fixtures")
CASES = ["pre_gelu_learned_tied", "post_relu_sinusoidal_untied"]
# Made here, weights and all: today's blocks (grouped-query attention with its own head size, q, k, v
# biases, QK-norm, rotary positions, RMSNorm, SwiGLU, an untied head) and two attention-only layers
# with rotary positions (the induction preset)
COMMON = dict(arch="decoder", vocab_size=20, block_size=8, n_layer=2, causal=True, norm_position="pre", ln_eps=1e-5,
              dropout=0.0, tie_embeddings=False)
MADE_HERE = {
    "llama_shaped": dict(COMMON, n_head=4, n_kv_head=2, head_dim=6, n_embd=12, d_ff=16, norm="rmsnorm", activation="silu",
                         gated_ffn=True, positional="rotary", rope_theta=100.0, qk_norm=True, bias=False, qkv_bias=True),
    "attention_only_rotary": dict(COMMON, n_head=2, n_embd=12, d_ff=0, norm="layernorm", activation="gelu",
                                  positional="rotary", rope_theta=100.0, bias=True),
}
PAD = 0


def read_safetensors(path):
    raw = open(path, "rb").read()
    n = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8:8 + n])
    meta = header.pop("__metadata__", {})
    tensors = {}
    for name, info in header.items():
        b, e = info["data_offsets"]
        t = torch.frombuffer(bytearray(raw[8 + n + b:8 + n + e]), dtype=torch.float32).reshape(info["shape"])
        tensors[name] = t.double()
    return tensors, meta


def make_model(case, cfg):
    """Random weights (norms near 1), rounded to float32 as the file keeps them; writes NAME.model.safetensors."""
    torch.manual_seed(5)
    model = Transformer(cfg).double()
    with torch.no_grad():
        for name, p in model.named_parameters():
            p.copy_((1 + 0.1 * torch.randn_like(p)) if "ln" in name or "norm" in name else 0.3 * torch.randn_like(p))
            p.copy_(p.float().double())
    write_safetensors(os.path.join(FIX, case + ".model.safetensors"), model.state_dict_for_file(),
                      {"format": "attentionlab", "config": json.dumps(cfg)})
    return model


def main():
    for case in CASES + list(MADE_HERE):
        if case in MADE_HERE:
            cfg = MADE_HERE[case]
            model = make_model(case, cfg)
        else:
            weights, meta = read_safetensors(os.path.join(FIX, case + ".model.safetensors"))
            cfg = json.loads(meta["config"])
            model = Transformer(cfg).double()
            model.load_state_dict(weights, strict=False)  # lm_head is tied when absent
        g = torch.Generator().manual_seed(77)
        B, T = 2, 8
        ids = torch.randint(4, cfg["vocab_size"], (B, T), generator=g)
        targets = torch.randint(4, cfg["vocab_size"], (B, T), generator=g)
        valid = [8, 6]
        ids[1, valid[1]:] = PAD
        targets[1, valid[1]:] = PAD
        targets[0, :2] = PAD  # prompt positions are not scored
        total = int((targets != PAD).sum())
        loss = 0
        for b in range(B):
            rec = model(ids[b], valid[b] if valid[b] < T else None)
            keep = targets[b] != PAD
            loss = loss + F.cross_entropy(rec["logits"][keep], targets[b][keep], reduction="sum")
        loss = loss / total
        model.zero_grad()
        loss.backward()
        grads = {"grad." + name: p.grad for name, p in model.named_parameters()}
        batch = {"B": B, "T": T, "ids": ids.flatten().tolist(), "targets": targets.flatten().tolist(),
                 "valid_lens": valid, "loss": loss.item()}
        write_safetensors(os.path.join(FIX, case + ".grads.safetensors"), grads, {"batch": json.dumps(batch)})
        print("wrote", case, "gradients of", len(grads), "tensors, loss", loss.item())


if __name__ == "__main__":
    main()
