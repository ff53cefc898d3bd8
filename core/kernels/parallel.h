// The core's threads. Work is cut into pieces whose results do not depend on how the pieces are
// shared out (a large product: fixed blocks of its result's columns), so a result is the same on
// one thread or eight, and whether or not the pool was free. The pieces are claimed, not assigned:
// whichever thread is free, the caller included, takes the next, so a thread that the scheduler
// holds back (a busy laptop) delays a region by at most the claim it is in.
// One parallel region runs at a time; a thread that finds the pool busy does all pieces itself.
#pragma once

#include <cstdint>
#include <functional>

namespace al {

constexpr int kMaxThreads = 64;
// A region's pieces are handed out in up to this many claims per thread.
constexpr int kClaimsPerThread = 16;

// The CPUs this process may run on (its affinity mask: `taskset`, a container's cpuset), at least 1.
int usable_cpus();
// AL_THREADS from the environment (1 … kMaxThreads), else the usable CPUs, at most 8.
int default_thread_count();

// Threads for the core's products: 1 = the calling thread only, clamped to 1 … kMaxThreads.
void set_thread_count(int n);
int thread_count();

// Runs fn(begin, end) over [0, n) pieces, cut into contiguous claims of whole pieces, each claimed by
// the first free thread; returns when all have run.
void parallel_for(int64_t n, const std::function<void(int64_t, int64_t)>& fn);
// Whether an OnThisThreadOnly scope lives on this thread.
bool on_this_thread_only();

// Runs fn(begin, end) over the rows of a row-by-row job on rows × columns values: on the core's
// threads when it has at least 2^16 values (GPT-2's logits, 32 × 50257, a softmax of about a
// millisecond), else at once on this thread, where waking threads would cost more than it saves.
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

// While one lives, on any thread, the core's idle threads stay awake up to 2 ms, not 200 µs, before
// they sleep (spinning for the first 30 µs, then yielding their core to any other runnable thread).
// A training step on several threads holds one: its serial parts (a batch, packed weights, the
// optimizer, under a millisecond) would put them to sleep between steps, and a thread woken from
// sleep starts its part late. The window trains on one thread and holds none: a spinning thread would
// take the core that draws.
class KeepThreadsAwake {
public:
    KeepThreadsAwake();
    ~KeepThreadsAwake();
    KeepThreadsAwake(const KeepThreadsAwake&) = delete;
    KeepThreadsAwake& operator=(const KeepThreadsAwake&) = delete;
};

}  // namespace al
