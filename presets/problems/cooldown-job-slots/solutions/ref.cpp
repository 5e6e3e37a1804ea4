class Solution {
public:
    long long fewestSlots(vector<int>& jobs, int cooldown) {
        unordered_map<int, long long> count;
        long long top = 0;
        for (int j : jobs) top = max(top, ++count[j]);
        long long atTop = 0;
        for (auto& [kind, c] : count) atTop += c == top;
        long long skeleton = (top - 1) * (cooldown + 1LL) + atTop;
        return max(skeleton, (long long)jobs.size());
    }
};
