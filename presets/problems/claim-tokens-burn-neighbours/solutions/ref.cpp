class Solution {
public:
    int maxScore(vector<int>& tokens) {
        int top = *max_element(tokens.begin(), tokens.end());
        vector<long long> worth(top + 1, 0);
        for (int t : tokens) worth[t] += t;
        long long take = 0, skip = 0;
        for (int v = 1; v <= top; ++v) {
            long long nt = skip + worth[v];
            skip = max(take, skip);
            take = nt;
        }
        return (int)max(take, skip);
    }
};
