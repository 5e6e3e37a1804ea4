class Solution {
public:
    vector<int> daysUntilWarmer(vector<int>& temps) {
        int n = temps.size();
        vector<int> out(n, 0), waiting;  // waiting: indices, temperatures non-increasing
        for (int i = 0; i < n; ++i) {
            while (!waiting.empty() && temps[waiting.back()] < temps[i]) {
                out[waiting.back()] = i - waiting.back();
                waiting.pop_back();
            }
            waiting.push_back(i);
        }
        return out;
    }
};
