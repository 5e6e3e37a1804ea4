class Solution {
    vector<int> parent;
    int find(int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    }

public:
    vector<vector<string>> accountsMerge(vector<vector<string>>& accounts) {
        int n = accounts.size();
        parent.resize(n);
        iota(parent.begin(), parent.end(), 0);
        unordered_map<string, int> owner;
        for (int i = 0; i < n; ++i)
            for (size_t j = 1; j < accounts[i].size(); ++j) {
                auto [it, fresh] = owner.emplace(accounts[i][j], i);
                if (!fresh) parent[find(i)] = find(it->second);
            }
        map<int, vector<string>> groups;
        for (auto& [email, i] : owner) groups[find(i)].push_back(email);
        vector<vector<string>> out;
        for (auto& [root, emails] : groups) {
            sort(emails.begin(), emails.end());
            vector<string> acc = {accounts[root][0]};
            acc.insert(acc.end(), emails.begin(), emails.end());
            out.push_back(acc);
        }
        return out;
    }
};
