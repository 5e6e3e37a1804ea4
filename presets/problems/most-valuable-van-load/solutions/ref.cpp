class Solution {
public:
    long long bestLoad(vector<vector<int>>& crates, int capacity) {
        sort(crates.begin(), crates.end(),
             [](const vector<int>& a, const vector<int>& b) { return a[1] > b[1]; });
        long long total = 0, left = capacity;
        for (auto& c : crates) {
            long long take = min<long long>(c[0], left);
            total += take * c[1];
            left -= take;
            if (left == 0) break;
        }
        return total;
    }
};
