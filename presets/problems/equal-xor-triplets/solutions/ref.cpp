class Solution {
public:
    long long countTriplets(vector<int>& arr) {
        unordered_map<int, pair<long long, long long>> seen;  // prefix -> (count, index sum)
        seen[0] = {1, 0};
        int prefix = 0;
        long long total = 0;
        for (int k = 0; k < (int)arr.size(); ++k) {
            prefix ^= arr[k];
            auto& [c, s] = seen[prefix];
            total += c * k - s;
            c += 1;
            s += k + 1;
        }
        return total;
    }
};
