// What the model asks of the kernels: the one header of core/kernels/ that core/model/ includes (a test,
// layers.TheModelIncludesTheKernelsThroughOneHeader, holds it). Each call computes what a plain Eigen
// expression in its header's comment computes — faster, on the core's threads — and is tested against
// that expression, to the bit where it says so.
//   products.h        out = x·Wᵀ + b and dx = dy·W, each by the fastest path with the same bits
//   weight_gradient.h dW += dyᵀ·x
//   attention_head.h  one head of training's attention, forward and backward, kept in registers
//   elementwise.h     exp(x − max) with exact zeros, GELU's backward
//   parallel.h        the thread pool: rows, heads and blocks shared over the core's threads
//   packed_weights.h  WeightRef: the weights a pass multiplies with, packed once for Eigen's GEMM
#pragma once

#include "core/kernels/attention_head.h"
#include "core/kernels/elementwise.h"
#include "core/kernels/packed_weights.h"
#include "core/kernels/parallel.h"
#include "core/kernels/products.h"
#include "core/kernels/weight_gradient.h"
