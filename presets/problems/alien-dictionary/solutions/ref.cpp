class Solution {
public:
    string alienOrder(vector<string>& words) {
        bool present[26] = {false};
        for (auto& w : words)
            for (char ch : w) present[ch - 'a'] = true;
        bool edge[26][26] = {{false}};
        int indegree[26] = {0};
        for (size_t i = 0; i + 1 < words.size(); ++i) {
            const string &a = words[i], &b = words[i + 1];
            size_t j = 0;
            while (j < a.size() && j < b.size() && a[j] == b[j]) ++j;
            if (j == a.size() || j == b.size()) {
                if (a.size() > b.size()) return "";
                continue;
            }
            int x = a[j] - 'a', y = b[j] - 'a';
            if (!edge[x][y]) {
                edge[x][y] = true;
                ++indegree[y];
            }
        }
        priority_queue<int, vector<int>, greater<int>> ready;
        int total = 0;
        for (int c = 0; c < 26; ++c)
            if (present[c]) {
                ++total;
                if (indegree[c] == 0) ready.push(c);
            }
        string out;
        while (!ready.empty()) {
            int c = ready.top();
            ready.pop();
            out += char('a' + c);
            for (int d = 0; d < 26; ++d)
                if (edge[c][d] && --indegree[d] == 0) ready.push(d);
        }
        return (int)out.size() == total ? out : "";
    }
};
