#include "core/kernels/parallel.h"

#include <sched.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace al {
namespace {

thread_local bool this_thread_only = false;

// KeepThreadsAwake scopes alive, on any thread
std::atomic<int> awake_scopes = 0;

// How a thread waits for another: spinning (the answer comes in microseconds: the next region of a
// forward, the last pieces of this one), then giving its core to any other runnable thread between
// looks (on a busy machine that may be the very thread it waits for, or the program the user runs),
// then asleep on the word until woken. Waking a sleeping thread costs tens of microseconds, more on a
// virtual machine, and a GPT-2 forward has about 75 regions with short gaps between them.
constexpr auto kSpin = std::chrono::microseconds(30);
constexpr auto kYield = std::chrono::microseconds(200);
constexpr auto kYieldAwake = std::chrono::microseconds(2000);  // while a KeepThreadsAwake lives

// Waits until done() is true; `word` changes (and is notified through `sleepers`) whenever it may be.
template <class Done, class Word>
void wait_for(const Done& done, std::atomic<Word>& word, std::atomic<int>& sleepers) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const auto yield_until = start + (awake_scopes.load(std::memory_order_relaxed) > 0 ? kYieldAwake : kYield);
    for (int i = 1; !done(); ++i) {
        if (i % 64 != 0) {
#if defined(__x86_64__) || defined(__i386__)
            __builtin_ia32_pause();
#endif
            continue;
        }
        const auto now = Clock::now();
        if (now < start + kSpin) continue;
        if (now < yield_until) {
            sched_yield();
            continue;
        }
        const Word seen = word.load();
        sleepers.fetch_add(1);  // seq_cst with the waker's store and load of sleepers: one of us sees the other
        if (!done()) word.wait(seen);
        sleepers.fetch_sub(1);
    }
}

// Wakes whoever sleeps on `word` after the change that made its done() true.
template <class Word>
void wake(std::atomic<Word>& word, const std::atomic<int>& sleepers) {
    if (sleepers.load() > 0) word.notify_all();
}

// The pool's regions. A region is cut into claims; every thread of the pool, the caller included, takes
// the next unclaimed one until none is left, so a thread the scheduler holds back takes fewer and
// never holds the region up by more than the one claim it is in. `state_` holds the region's number
// (high 32 bits) and its unclaimed claims (low 32): a claim is one compare-and-swap, which fails for a
// region that has ended, so a thread that wakes late cannot take a piece of the next one.
class Pool {
public:
    explicit Pool(int threads) { resize(threads); }
    ~Pool() { stop(); }

    int size() const { return size_.load(std::memory_order_relaxed); }

    void resize(int threads) {
        std::lock_guard region(region_mutex_);
        stop();
        stopping_ = false;
        for (int i = 1; i < threads; ++i) workers_.emplace_back([this, now = generation_.load()] { work(now); });
        size_.store(threads, std::memory_order_relaxed);
    }

    // Runs piece(0 … claims−1), each once; false when another thread holds the pool: the caller then
    // does everything itself.
    bool run(int64_t claims, const std::function<void(int64_t)>& piece) {
        std::unique_lock region(region_mutex_, std::try_to_lock);
        if (!region.owns_lock()) return false;
        job_ = &piece;
        claims_ = claims;
        finished_.store(0);
        const uint32_t number = generation_.load() + 1;
        state_.store(uint64_t{number} << 32 | static_cast<uint64_t>(claims));
        generation_.store(number);
        wake(generation_, idle_sleepers_);
        take_claims(number);
        const auto claims32 = static_cast<uint32_t>(claims);
        wait_for([&] { return finished_.load(std::memory_order_acquire) == claims32; }, finished_, caller_sleeps_);
        job_ = nullptr;
        if (auto failure = std::exchange(failure_, nullptr)) std::rethrow_exception(failure);  // std::bad_alloc
        return true;
    }

private:
    // Runs claims of region `number` until none is left unclaimed.
    void take_claims(uint32_t number) {
        for (;;) {
            uint64_t s = state_.load(std::memory_order_acquire);
            do {
                if (s >> 32 != number || static_cast<uint32_t>(s) == 0) return;
            } while (!state_.compare_exchange_weak(s, s - 1, std::memory_order_acq_rel));
            // The region cannot end before this claim finishes: job_ and claims_ are still its own.
            const int64_t claims = claims_;
            try {
                (*job_)(claims - static_cast<int64_t>(static_cast<uint32_t>(s)));
            } catch (...) {
                keep_first_failure();
            }
            if (finished_.fetch_add(1) + 1 == static_cast<uint32_t>(claims)) wake(finished_, caller_sleeps_);
        }
    }

    // `seen`: the last region before this worker existed, which is not its to run
    void work(uint32_t seen) {
        for (;;) {
            wait_for([&] { return stopping_.load(std::memory_order_relaxed) || generation_.load(std::memory_order_acquire) != seen; },
                     generation_, idle_sleepers_);
            if (stopping_) return;
            seen = generation_.load(std::memory_order_acquire);
            take_claims(seen);
        }
    }

    void keep_first_failure() {
        std::lock_guard lock(failure_mutex_);
        if (!failure_) failure_ = std::current_exception();
    }

    void stop() {
        stopping_ = true;
        generation_.fetch_add(1);  // a new number wakes the workers, which see stopping_ and end
        generation_.notify_all();
        for (auto& t : workers_) t.join();
        workers_.clear();
    }

    std::mutex region_mutex_;  // one region at a time
    std::vector<std::thread> workers_;
    std::atomic<int> size_ = 1;
    // the region's, written by the caller before it publishes state_ and generation_
    const std::function<void(int64_t)>* job_ = nullptr;
    int64_t claims_ = 0;
    std::atomic<uint64_t> state_ = 0;       // region number << 32 | unclaimed claims
    std::atomic<uint32_t> generation_ = 0;  // the last region's number: idle workers wait on it
    std::atomic<uint32_t> finished_ = 0;    // claims run to the end: the caller waits on it
    std::atomic<int> idle_sleepers_ = 0, caller_sleeps_ = 0;
    std::atomic<bool> stopping_ = false;
    std::mutex failure_mutex_;
    std::exception_ptr failure_;
};

Pool& pool() {
    static Pool p(default_thread_count());
    return p;
}

}  // namespace

int usable_cpus() {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(CPU_COUNT(&set), 1);
    return std::max(static_cast<int>(std::thread::hardware_concurrency()), 1);
}

int default_thread_count() {
    if (const char* env = std::getenv("AL_THREADS")) {
        const int n = std::atoi(env);
        if (n >= 1) return std::min(n, kMaxThreads);
    }
    return std::min(usable_cpus(), 8);
}

void set_thread_count(int n) { pool().resize(std::clamp(n, 1, kMaxThreads)); }

int thread_count() { return pool().size(); }

bool on_this_thread_only() { return this_thread_only; }

void parallel_for(int64_t n, const std::function<void(int64_t, int64_t)>& fn) {
    const int threads = static_cast<int>(std::min<int64_t>(thread_count(), n));
    if (threads <= 1 || this_thread_only) return fn(0, n);
    // Claims small enough that the last one is a small part of the wait, few enough that claiming
    // costs nothing beside them.
    const int64_t claims = std::min<int64_t>(n, int64_t{kClaimsPerThread} * threads);
    const auto claim = [&](int64_t c) { fn(n * c / claims, n * (c + 1) / claims); };
    if (!pool().run(claims, claim)) fn(0, n);
}

void parallel_rows(int64_t rows, int64_t columns, const std::function<void(int64_t, int64_t)>& fn) {
    constexpr int64_t kManyValues = int64_t{1} << 16;
    if (rows * columns < kManyValues) return fn(0, rows);
    parallel_for(rows, fn);
}

OnThisThreadOnly::OnThisThreadOnly() : previous_(this_thread_only) { this_thread_only = true; }
OnThisThreadOnly::~OnThisThreadOnly() { this_thread_only = previous_; }

KeepThreadsAwake::KeepThreadsAwake() { awake_scopes.fetch_add(1, std::memory_order_relaxed); }
KeepThreadsAwake::~KeepThreadsAwake() { awake_scopes.fetch_sub(1, std::memory_order_relaxed); }

}  // namespace al
