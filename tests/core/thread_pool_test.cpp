// The core's threads on a busy machine: pieces are claimed by whichever thread is free, so a thread the
// scheduler holds back delays a region by its own claim only, and every result keeps its bits.
#include "core/kernels/parallel.h"

#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/model/ops.h"
#include "core/train/task.h"
#include "core/train/trainer.h"

using namespace al;

namespace {

using namespace std::chrono_literals;

// Restores the pool's size when a test ends.
struct PoolSize {
    explicit PoolSize(int n) : before(thread_count()) { set_thread_count(n); }
    ~PoolSize() { set_thread_count(before); }
    int before;
};

void busy_for(std::chrono::microseconds d) {
    const auto until = std::chrono::steady_clock::now() + d;
    while (std::chrono::steady_clock::now() < until) {
    }
}

pid_t this_thread_id() { return static_cast<pid_t>(syscall(SYS_gettid)); }

// A thread that receives SIGUSR1 stops where it is for 50 ms: the scheduler taking its core away.
void stop_50ms(int) {
    const timespec pause{0, 50'000'000};
    nanosleep(&pause, nullptr);
}

// While it lives, every other thread of this process but `spared` is stopped for 50 ms, again and again
// (every 100 ms): the pool's workers, whether waiting, claiming or inside a piece.
class StopOtherThreads {
public:
    explicit StopOtherThreads(pid_t spared) {
        struct sigaction action = {};
        action.sa_handler = stop_50ms;
        action.sa_flags = SA_RESTART;
        sigaction(SIGUSR1, &action, &previous_);
        stopper_ = std::thread([this, spared] {
            const pid_t self = this_thread_id();
            while (!done_) {
                for (const auto& task : std::filesystem::directory_iterator("/proc/self/task")) {
                    const pid_t tid = std::stoi(task.path().filename().string());
                    if (tid != spared && tid != self) {
                        syscall(SYS_tgkill, getpid(), tid, SIGUSR1);
                        ++stops_;
                    }
                }
                std::this_thread::sleep_for(100ms);
            }
        });
    }
    ~StopOtherThreads() {
        done_ = true;
        stopper_.join();
        std::this_thread::sleep_for(60ms);  // the last stops have ended
        sigaction(SIGUSR1, &previous_, nullptr);
    }
    int stops() const { return stops_; }

private:
    std::atomic<bool> done_ = false;
    std::atomic<int> stops_ = 0;
    struct sigaction previous_ = {};
    std::thread stopper_;
};

}  // namespace

TEST(ThreadPool, KeptAwakeItRunsEveryPieceOnceRegionAfterRegionAndStillStopsWhenItShrinks) {
    const PoolSize three(3);
    std::vector<std::atomic<int>> runs(300);
    {
        const KeepThreadsAwake awake;  // the threads wait between regions instead of sleeping
        for (int region = 0; region < 100; ++region)
            parallel_for(3, [&](int64_t from, int64_t to) {
                for (auto piece = from; piece < to; ++piece) ++runs[region * 3 + piece];
            });
        set_thread_count(2);  // stops the waiting threads: returns, as the test's end shows
        parallel_for(300, [&](int64_t from, int64_t to) {
            for (auto piece = from; piece < to; ++piece) ++runs[piece];
        });
    }
    for (size_t piece = 0; piece < runs.size(); ++piece) EXPECT_EQ(runs[piece], 2) << "piece " << piece;
}

// 64 pieces of 1 ms on two threads; the worker's first claim stops for 200 ms. The caller takes the
// other claims meanwhile (with halves assigned, it would run 32 and then wait for the worker's 32).
TEST(ThreadPool, AWorkerHeldBackInsideARegionHoldsItUpByItsOwnClaimOnly) {
    const PoolSize two(2);
    const auto caller = std::this_thread::get_id();
    std::vector<std::atomic<int>> runs(64);
    std::atomic<int> by_caller = 0;
    std::atomic<bool> stopped = false;
    parallel_for(64, [&](int64_t from, int64_t to) {
        if (std::this_thread::get_id() != caller && !stopped.exchange(true)) std::this_thread::sleep_for(200ms);
        for (auto piece = from; piece < to; ++piece) {
            busy_for(1ms);
            ++runs[piece];
            if (std::this_thread::get_id() == caller) ++by_caller;
        }
    });
    for (size_t piece = 0; piece < runs.size(); ++piece) EXPECT_EQ(runs[piece], 1) << "piece " << piece;
    // the worker's stopped claim is 64 / (2 · kClaimsPerThread) = 2 pieces; the caller may itself lose
    // its core for a while on a busy machine and leave the worker a few more at the end
    EXPECT_GE(by_caller, 48);
}

TEST(ThreadPool, ProductsKeepTheirBitsWhileTheWorkersAreStoppedFor50msAgainAndAgain) {
    // 32 rows of 768 (dot products of rows, row_dots.h) and 200 rows of 300 (Eigen's blocks)
    const Matrix<float> x1 = Matrix<float>::Random(32, 768), W1 = Matrix<float>::Random(3072, 768);
    const Matrix<float> x2 = Matrix<float>::Random(200, 300), W2 = Matrix<float>::Random(1000, 300);
    Matrix<float> one1, one2;
    {
        const PoolSize one(1);
        multiply_transposed(x1, W1, one1);
        multiply_transposed(x2, W2, one2);
    }
    const PoolSize two(2);
    const StopOtherThreads stops(this_thread_id());
    // at least six products and three stops, however slow the machine: counted, not timed
    int products = 0;
    while (products < 6 || stops.stops() < 3) {
        Matrix<float> out1, out2;
        multiply_transposed(x1, W1, out1);
        multiply_transposed(x2, W2, out2);
        ASSERT_EQ(out1, one1) << "product " << products;  // bit for bit
        ASSERT_EQ(out2, one2) << "product " << products;
        ++products;
    }
}

// A step's micro-batches are claimed by the free thread; a group's run in their order, so a step on two
// threads, with the workers stopped again and again, is the step on one.
TEST(ThreadPool, TrainingStepsKeepTheirBitsWhileTheWorkersAreStoppedFor50msAgainAndAgain) {
    const PoolSize two(2);
    const auto task = make_task("reverse", TaskOptions::with_length(6));
    ModelConfig c;
    c.vocab_size = task->tokenizer().size(), c.block_size = task->decoder_length(Arch::decoder);
    c.n_layer = 2, c.n_head = 2, c.n_embd = 32, c.d_ff = 64;
    TrainSettings s;
    s.steps = 6, s.batch_size = 16, s.micro_batch = 2, s.eval_interval = 1000, s.eval_examples = 16, s.warmup = 2;
    std::vector<double> losses[2];
    Matrix<float> wte[2];
    for (const int threads : {1, 2}) {
        auto model = Model<float>::random(c, 4);
        s.threads = threads;
        Trainer t(model, *task, s);
        std::optional<StopOtherThreads> stops;
        if (threads == 2) stops.emplace(this_thread_id());
        t.run([&](const StepReport& r) { losses[threads - 1].push_back(r.loss); });
        wte[threads - 1] = model.params().wte;
    }
    ASSERT_EQ(losses[0].size(), 6u);
    EXPECT_EQ(losses[0], losses[1]);
    EXPECT_TRUE((wte[0].array() == wte[1].array()).all());
}

// A process allowed on one CPU (taskset, a container's cpuset) counts one, and by default runs one
// thread: two would only take turns on it.
TEST(ThreadPool, AnAffinityOfOneCpuMeansOneUsableCpuAndOneThreadByDefault) {
    cpu_set_t all;
    ASSERT_EQ(sched_getaffinity(0, sizeof all, &all), 0);
    int first = 0;
    while (!CPU_ISSET(first, &all)) ++first;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(first, &one);
    ASSERT_EQ(sched_setaffinity(0, sizeof one, &one), 0);  // this thread, which asks
    const char* env = std::getenv("AL_THREADS");
    const std::string saved = env ? env : "";
    unsetenv("AL_THREADS");
    EXPECT_EQ(usable_cpus(), 1);
    EXPECT_EQ(default_thread_count(), 1);
    setenv("AL_THREADS", "3", 1);
    EXPECT_EQ(default_thread_count(), 3);  // asked for by name: taken as asked
    if (env) setenv("AL_THREADS", saved.c_str(), 1); else unsetenv("AL_THREADS");
    sched_setaffinity(0, sizeof all, &all);
    EXPECT_EQ(usable_cpus(), CPU_COUNT(&all));
}
