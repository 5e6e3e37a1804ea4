class Solution {
public:
    int minimumSemesters(int n, vector<vector<int>>& relations) {
        vector<vector<int>> unlocks(n + 1);
        vector<int> indegree(n + 1, 0);
        for (auto& r : relations) {
            unlocks[r[0]].push_back(r[1]);
            ++indegree[r[1]];
        }
        vector<int> level;
        for (int c = 1; c <= n; ++c)
            if (indegree[c] == 0) level.push_back(c);
        int taken = 0, semesters = 0;
        while (!level.empty()) {
            ++semesters;
            taken += level.size();
            vector<int> next;
            for (int c : level)
                for (int d : unlocks[c])
                    if (--indegree[d] == 0) next.push_back(d);
            level.swap(next);
        }
        return taken == n ? semesters : -1;
    }
};
