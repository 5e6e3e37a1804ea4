class Solution {
public:
    vector<int> commonItems(vector<int>& a, vector<int>& b) {
        unordered_map<int, int> left;
        left.reserve(a.size() * 2);
        for (int x : a) ++left[x];
        vector<int> out;
        for (int x : b) {
            auto it = left.find(x);
            if (it != left.end() && it->second > 0) {
                --it->second;
                out.push_back(x);
            }
        }
        return out;
    }
};
