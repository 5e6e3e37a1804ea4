class Solution {
public:
    int longestStable(vector<int>& readings, int tolerance) {
        deque<int> hi, lo;
        int left = 0, best = 0;
        for (int right = 0; right < (int)readings.size(); ++right) {
            int x = readings[right];
            while (!hi.empty() && readings[hi.back()] <= x) hi.pop_back();
            hi.push_back(right);
            while (!lo.empty() && readings[lo.back()] >= x) lo.pop_back();
            lo.push_back(right);
            while ((long long)readings[hi.front()] - readings[lo.front()] > tolerance) {
                ++left;
                if (hi.front() < left) hi.pop_front();
                if (lo.front() < left) lo.pop_front();
            }
            best = max(best, right - left + 1);
        }
        return best;
    }
};
