class Solution {
public:
    int maxEqualAfterRaises(vector<int>& salaries, int budget) {
        vector<long long> s(salaries.begin(), salaries.end());
        sort(s.begin(), s.end());
        int best = 0, left = 0;
        long long window = 0;
        for (int right = 0; right < (int)s.size(); ++right) {
            window += s[right];
            while (s[right] * (right - left + 1) - window > budget) window -= s[left++];
            best = max(best, right - left + 1);
        }
        return best;
    }
};
