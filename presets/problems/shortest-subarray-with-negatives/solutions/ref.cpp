class Solution {
public:
    int shortestSubarray(vector<int>& nums, int k) {
        int n = nums.size(), best = n + 1;
        vector<long long> prefix(n + 1, 0);  // can exceed 32 bits
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + nums[i];
        deque<int> cand;  // start indices with strictly increasing prefix sums
        for (int j = 0; j <= n; ++j) {
            while (!cand.empty() && prefix[j] - prefix[cand.front()] >= k) {
                best = min(best, j - cand.front());  // later j's only make it longer
                cand.pop_front();
            }
            while (!cand.empty() && prefix[cand.back()] >= prefix[j]) cand.pop_back();
            cand.push_back(j);
        }
        return best <= n ? best : -1;
    }
};
