class Solution {
public:
    int countDistinctOrs(vector<int>& grants) {
        unordered_set<int> seen;
        vector<int> cur, next;
        for (int g : grants) {
            next.clear();
            next.push_back(g);
            for (int x : cur) {
                int y = x | g;
                if (y != next.back()) next.push_back(y);  // cur is increasing, so repeats are adjacent
            }
            cur.swap(next);
            for (int x : cur) seen.insert(x);
        }
        return seen.size();
    }
};
