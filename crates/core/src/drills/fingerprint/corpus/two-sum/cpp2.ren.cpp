class Solution {
public:
    vector<int> twoSum(vector<int>& arr, int sum) {
        // pair every value with its index and sort
        vector<pair<int, int>> items;
        for (int k = 0; k < (int)arr.size(); k++) items.push_back({arr[k], k});
        sort(items.begin(), items.end());
        int lo = 0, hi = items.size() - 1;
        while (lo < hi) {
            int cur = items[lo].first + items[hi].first;
            if (cur == sum) {
                int x = items[lo].second, y = items[hi].second;
                return {min(x, y), max(x, y)};
            } else if (cur < sum) {
                lo++;   // too small
            } else {
                hi--;
            }
        }
        return {-1, -1};
    }
};
