// The core's threads. Work is cut into pieces whose results do not depend on how the pieces are
// shared out (a large product: fixed blocks of its result's columns), so a result is the same on
// one thread or eight, and whether or not the pool was free.
// One parallel region runs at a time; a thread that finds the pool busy does all pieces itself.
#pragma once

#include <cstdint>
#include <functional>

namespace al {

// Threads for the core's products: 1 = the calling thread only. Default: the CPU's threads
// (at most 8), or AL_THREADS from the environment.
void set_thread_count(int n);
int thread_count();

// Runs fn(begin, end) over [0, n) pieces, cut into one contiguous range per thread.
void parallel_for(int64_t n, const std::function<void(int64_t, int64_t)>& fn);
// Whether an OnThisThreadOnly scope lives on this thread.
bool on_this_thread_only();

// Runs fn(begin, end) over the rows of a row-by-row job on rows × columns values: on the core's
// threads when it has at least 2^16 values (GPT-2's logits, 32 × 50257: a softmax of 1.4 ms on one
// core), else at once on this thread.
void parallel_rows(int64_t rows, int64_t columns, const std::function<void(int64_t, int64_t)>& fn);

// While one lives, parallel_for on this thread runs every piece here: a trainer's workers are its
// threads already.
class OnThisThreadOnly {
public:
    OnThisThreadOnly();
    ~OnThisThreadOnly();
    OnThisThreadOnly(const OnThisThreadOnly&) = delete;
    OnThisThreadOnly& operator=(const OnThisThreadOnly&) = delete;

private:
    bool previous_;
};

// While one lives, on any thread, the core's idle threads spin up to 2 ms, not 200 µs, before they
// sleep. A training step on several threads holds one: its serial parts (a batch, packed weights, the
// optimizer: 0.3–1 ms) would put them to sleep between steps, and a thread woken from sleep starts its
// part late (Zen 3 VM, model (a) on 2 threads, 5 alternating pairs: 130k tokens/s (120–144k) against
// 124k (121–132k) before). The window trains on one thread and holds none: a spinning thread would
// take the core that draws.
class KeepThreadsAwake {
public:
    KeepThreadsAwake();
    ~KeepThreadsAwake();
    KeepThreadsAwake(const KeepThreadsAwake&) = delete;
    KeepThreadsAwake& operator=(const KeepThreadsAwake&) = delete;
};

}  // namespace al
