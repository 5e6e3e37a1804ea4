class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        vector<pair<int, int>> v;
        for (int i = 0; i < (int)nums.size(); i++) v.push_back({nums[i], i});
        sort(v.begin(), v.end());
        int l = 0, r = v.size() - 1;
        while (l < r) {
            int s = v[l].first + v[r].first;
            if (s == target) {
                int a = v[l].second, b = v[r].second;
                return {min(a, b), max(a, b)};
            } else if (s < target) {
                l++;
            } else {
                r--;
            }
        }
        return {-1, -1};
    }
};
