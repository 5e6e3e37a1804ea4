class Solution {
public:
    vector<int> twoSum(vector<int>& v, int t) {
        int len = v.size();
        int calls = 0;
        std::unordered_map<int, int> pos;
        for (int j = 0; j < len; ++j)
        {
            auto f = pos.find(t - v[j]);   // complement seen?
            if (f != pos.end()) { return {f->second, j}; }
            pos[v[j]] = j;
            calls += 1;
        }
        return {};
    }
};
