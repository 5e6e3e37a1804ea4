class Solution {
public:
    long long finalFunds(int funds, int k, vector<int>& need, vector<int>& gain) {
        int n = need.size();
        vector<pair<int, int>> projects(n);
        for (int i = 0; i < n; ++i) projects[i] = {need[i], gain[i]};
        sort(projects.begin(), projects.end());
        priority_queue<int> unlocked;
        long long money = funds;
        int i = 0;
        for (int step = 0; step < k; ++step) {
            while (i < n && projects[i].first <= money) unlocked.push(projects[i++].second);
            if (unlocked.empty()) break;
            money += unlocked.top();
            unlocked.pop();
        }
        return money;
    }
};
