class Solution {
public:
    int maxCardScore(vector<int>& cards, int k) {
        int n = cards.size(), keep = n - k;
        long long total = 0, window = 0;
        for (int x : cards) total += x;
        for (int i = 0; i < keep; ++i) window += cards[i];
        long long smallest = window;
        for (int r = keep; r < n; ++r) {
            window += cards[r] - cards[r - keep];
            smallest = min(smallest, window);
        }
        return (int)(total - smallest);
    }
};
