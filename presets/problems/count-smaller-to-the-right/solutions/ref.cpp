class Solution {
public:
    vector<int> countSmaller(vector<int>& nums) {
        vector<int> sorted(nums);
        sort(sorted.begin(), sorted.end());
        sorted.erase(unique(sorted.begin(), sorted.end()), sorted.end());
        int m = sorted.size(), n = nums.size();
        vector<int> tree(m + 1, 0), out(n);
        for (int i = n - 1; i >= 0; --i) {
            int r = lower_bound(sorted.begin(), sorted.end(), nums[i]) - sorted.begin() + 1;  // 1-based
            int total = 0;
            for (int j = r - 1; j > 0; j -= j & -j) total += tree[j];  // seen values ranked below r
            out[i] = total;
            for (int j = r; j <= m; j += j & -j) tree[j]++;
        }
        return out;
    }
};
