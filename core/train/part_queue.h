// The micro-batches ("parts") of one training step, claimed one at a time by the step's threads.
// Part p belongs to group p mod groups, whose gradient buffer adds up its parts in their order
// (p = g, g + groups, …): a group's next part is handed out only when its previous one is done, so the
// sums are the same bits whichever thread runs which part, and a thread the scheduler holds back holds
// up the step by at most the one part it is in.
#pragma once

#include <condition_variable>
#include <mutex>
#include <vector>

namespace al {

class PartQueue {
public:
    PartQueue(int parts, int groups);

    // The next part for a thread that prefers group `home` (its gradients and trace stay in that
    // thread's cache); waits while the only parts left belong to groups running one; −1 when no part is
    // left to hand out.
    int claim(int home);
    // Part `part` has finished: its group's next part may be claimed.
    void done(int part);

private:
    std::mutex mutex_;
    std::condition_variable changed_;
    const int parts_, groups_;
    std::vector<int> next_;       // per group: the next part to hand out (≥ parts_ when none is left)
    std::vector<char> running_;   // per group: one of its parts is running
};

}  // namespace al
