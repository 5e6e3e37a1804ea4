class Solution {
public:
    vector<int> batchSizes(vector<int>& owners) {
        unordered_map<int, int> last;
        int n = owners.size();
        for (int i = 0; i < n; ++i) last[owners[i]] = i;
        vector<int> out;
        int start = 0, end = 0;
        for (int i = 0; i < n; ++i) {
            end = max(end, last[owners[i]]);
            if (i == end) {
                out.push_back(end - start + 1);
                start = end = i + 1;
            }
        }
        return out;
    }
};
