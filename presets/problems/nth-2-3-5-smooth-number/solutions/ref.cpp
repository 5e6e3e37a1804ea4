class Solution {
public:
    int nthSmooth(int n) {
        // a set as an ordered, deduplicating frontier
        set<long long> frontier{1};
        long long x = 1;
        for (int k = 0; k < n; ++k) {
            x = *frontier.begin();
            frontier.erase(frontier.begin());
            frontier.insert(x * 2);
            frontier.insert(x * 3);
            frontier.insert(x * 5);
        }
        return (int)x;
    }
};
