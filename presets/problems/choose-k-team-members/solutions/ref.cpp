class Solution {
    vector<vector<int>> out;
    vector<int> team;
    void pick(int start, int n, int k) {
        if ((int)team.size() == k) { out.push_back(team); return; }
        for (int x = start; x <= n - (k - (int)team.size()) + 1; ++x) {
            team.push_back(x);
            pick(x + 1, n, k);
            team.pop_back();
        }
    }
public:
    vector<vector<int>> allTeams(int n, int k) {
        out.clear();
        team.clear();
        pick(1, n, k);
        return out;
    }
};
