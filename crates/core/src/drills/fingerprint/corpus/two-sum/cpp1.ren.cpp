class Solution {
public:
    // single pass with a hash map
    vector<int> twoSum(vector<int>& a, int goal) {
        unordered_map<int, int> where; /* value -> index */
        for (int k = 0; k < (int)a.size(); ++k) {
            auto hit = where.find(goal - a[k]);
            if (hit != where.end()) return {hit->second, k};
            where[a[k]] = k;
        }
        return {};
    }
};
