class Solution {
public:
    vector<double> medianSlidingWindow(vector<int>& nums, int k) {
        multiset<int> window(nums.begin(), nums.begin() + k);
        auto mid = next(window.begin(), k / 2);  // the upper middle element
        vector<double> out;
        for (int i = k;; ++i) {
            // as doubles: the sum of two 32-bit values may overflow an int
            out.push_back(((double)*mid + (double)*prev(mid, 1 - k % 2)) / 2.0);
            if (i == (int)nums.size()) break;
            window.insert(nums[i]);
            if (nums[i] < *mid) --mid;  // inserted before mid: step back to stay in the middle
            if (nums[i - k] <= *mid) ++mid;  // the leaving value is at or before mid
            window.erase(window.lower_bound(nums[i - k]));
        }
        return out;
    }
};
