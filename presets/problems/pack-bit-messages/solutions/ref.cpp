class Solution {
public:
    int maxMessages(vector<string>& messages, int zeros, int ones) {
        vector<vector<int>> best(zeros + 1, vector<int>(ones + 1, 0));
        for (auto& m : messages) {
            int c0 = count(m.begin(), m.end(), '0'), c1 = (int)m.size() - c0;
            for (int z = zeros; z >= c0; --z)
                for (int o = ones; o >= c1; --o)
                    best[z][o] = max(best[z][o], best[z - c0][o - c1] + 1);
        }
        return best[zeros][ones];
    }
};
