class Solution {
public:
    vector<vector<string>> suggestedProducts(vector<string>& products, string word) {
        sort(products.begin(), products.end());
        vector<vector<string>> out;
        auto lo = products.begin();
        string prefix;
        for (char c : word) {
            prefix += c;
            lo = lower_bound(lo, products.end(), prefix);
            vector<string> picks;
            for (auto it = lo; it != products.end() && picks.size() < 3; ++it) {
                if (it->compare(0, prefix.size(), prefix) != 0) break;
                picks.push_back(*it);
            }
            out.push_back(picks);
        }
        return out;
    }
};
