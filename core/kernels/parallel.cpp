#include "core/kernels/parallel.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace al {
namespace {

thread_local bool this_thread_only = false;

int default_threads() {
    if (const char* env = std::getenv("AL_THREADS")) {
        const int n = std::atoi(env);
        if (n >= 1) return std::min(n, 64);
    }
    return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, 8);
}

// KeepThreadsAwake scopes alive, on any thread
std::atomic<int> awake_scopes = 0;

// Waits up to 200 µs (2 ms while a KeepThreadsAwake lives) for `done()` on the core, then returns
// done(). Waking a sleeping thread costs tens of microseconds, more on a virtual machine, and a GPT-2
// forward has about 75 regions with short gaps between them (32 tokens, 2 threads, Zen 4: 48–54 ms
// when its threads slept at once, 43–44 ms now; spinning 1 ms instead of 200 µs made no difference).
template <class Done>
bool spin_until(const Done& done) {
    const auto spin = std::chrono::microseconds(awake_scopes.load(std::memory_order_relaxed) > 0 ? 2000 : 200);
    const auto deadline = std::chrono::steady_clock::now() + spin;
    for (int i = 1;; ++i) {
        if (done()) return true;
        if (i % 256 == 0 && std::chrono::steady_clock::now() > deadline) return done();
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }
}

// Workers that spin, then sleep, until a region starts; part 0 of each region runs on the caller.
class Pool {
public:
    explicit Pool(int threads) { resize(threads); }
    ~Pool() { stop(); }

    int size() const { return static_cast<int>(workers_.size()) + 1; }

    void resize(int threads) {
        std::lock_guard region(region_mutex_);
        stop();
        stopping_ = false;
        for (int i = 1; i < threads; ++i) workers_.emplace_back([this, i, now = generation_.load()] { work(i, now); });
    }

    // false when another thread holds the pool: the caller then does everything itself.
    bool run(int parts, const std::function<void(int)>& part) {
        std::unique_lock region(region_mutex_, std::try_to_lock);
        if (!region.owns_lock()) return false;
        {
            std::lock_guard lock(mutex_);
            job_ = &part;
            parts_ = parts;
            pending_ = parts - 1;
            ++generation_;
        }
        wake_.notify_all();
        try {
            part(0);
        } catch (...) {
            keep_first_failure();
        }
        spin_until([&] { return pending_.load(std::memory_order_acquire) == 0; });
        std::unique_lock lock(mutex_);
        done_.wait(lock, [&] { return pending_ == 0; });  // no part may outlive the region it reads
        job_ = nullptr;
        if (auto failure = std::exchange(failure_, nullptr)) std::rethrow_exception(failure);  // std::bad_alloc
        return true;
    }

private:
    // `seen`: the last region before this worker existed, which is not its to run
    void work(int index, uint64_t seen) {
        for (;;) {
            spin_until([&] { return stopping_.load(std::memory_order_relaxed) || generation_.load(std::memory_order_relaxed) != seen; });
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
            if (stopping_) return;
            seen = generation_;
            if (index >= parts_) continue;
            const auto* job = job_;
            lock.unlock();
            try {
                (*job)(index);
            } catch (...) {
                keep_first_failure();
            }
            lock.lock();
            if (--pending_ == 0) done_.notify_one();
        }
    }

    void keep_first_failure() {
        std::lock_guard lock(mutex_);
        if (!failure_) failure_ = std::current_exception();
    }

    void stop() {
        {
            std::lock_guard lock(mutex_);
            stopping_ = true;
        }
        wake_.notify_all();
        for (auto& t : workers_) t.join();
        workers_.clear();
    }

    std::mutex region_mutex_;  // one region at a time
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    std::vector<std::thread> workers_;
    const std::function<void(int)>* job_ = nullptr;
    int parts_ = 0;
    // written under mutex_, read also without it while spinning
    std::atomic<int> pending_ = 0;
    std::atomic<uint64_t> generation_ = 0;
    std::atomic<bool> stopping_ = false;
    std::exception_ptr failure_;
};

Pool& pool() {
    static Pool p(default_threads());
    return p;
}

}  // namespace

void set_thread_count(int n) { pool().resize(std::clamp(n, 1, 64)); }

int thread_count() { return pool().size(); }

bool on_this_thread_only() { return this_thread_only; }

void parallel_for(int64_t n, const std::function<void(int64_t, int64_t)>& fn) {
    const int threads = static_cast<int>(std::min<int64_t>(thread_count(), n));
    if (threads <= 1 || this_thread_only) return fn(0, n);
    const auto part = [&](int i) { fn(n * i / threads, n * (i + 1) / threads); };
    if (!pool().run(threads, part)) fn(0, n);
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
