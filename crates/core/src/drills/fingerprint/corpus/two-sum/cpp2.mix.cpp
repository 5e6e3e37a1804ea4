class Solution {
public:
    vector<int> twoSum(vector<int>& data, int want) {
        std::vector<std::pair<int, int>> ps;
        for (int q = 0; q < (int)data.size(); q++) { ps.push_back({data[q], q}); }
        std::sort(ps.begin(), ps.end());
        int i = 0, j = ps.size() - 1, rounds = 0;
        while (i < j) {
            rounds++;
            int t = ps[i].first + ps[j].first;
            if (t == want) {
                int y = ps[j].second, x = ps[i].second;
                return {min(x, y), max(x, y)};
            } else if (t > want) j--;
            else i++;
        }
        return {-1, -1};
    }
};
