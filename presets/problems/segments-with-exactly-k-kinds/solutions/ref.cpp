class Solution {
    long long atMost(const vector<int>& s, int limit) {
        unordered_map<int, int> count;
        long long total = 0;
        int left = 0;
        for (int right = 0; right < (int)s.size(); ++right) {
            count[s[right]]++;
            while ((int)count.size() > limit) {
                auto it = count.find(s[left++]);
                if (--it->second == 0) count.erase(it);
            }
            total += right - left + 1;
        }
        return total;
    }

public:
    long long countRuns(vector<int>& stickers, int k) {
        return atMost(stickers, k) - atMost(stickers, k - 1);
    }
};
