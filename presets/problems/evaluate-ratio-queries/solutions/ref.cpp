class Solution {
public:
    vector<double> calcEquation(vector<vector<string>>& equations, vector<double>& values,
                                vector<vector<string>>& queries) {
        unordered_map<string, int> id;
        auto get = [&](const string& s) {
            auto it = id.find(s);
            if (it != id.end()) return it->second;
            int k = parent.size();
            id.emplace(s, k);
            parent.push_back(k);
            weight.push_back(1.0);
            rank_.push_back(0);
            return k;
        };
        for (size_t i = 0; i < equations.size(); ++i) {
            int a = get(equations[i][0]), b = get(equations[i][1]);
            int ra = find(a), rb = find(b);
            if (ra == rb) continue;
            double w = values[i] * weight[b] / weight[a];  // ra / rb
            if (rank_[ra] > rank_[rb]) {  // union by rank: hang rb under ra with rb / ra = 1 / w
                parent[rb] = ra;
                weight[rb] = 1.0 / w;
            } else {
                parent[ra] = rb;
                weight[ra] = w;
                if (rank_[ra] == rank_[rb]) ++rank_[rb];
            }
        }
        vector<double> out;
        for (auto& q : queries) {
            auto ic = id.find(q[0]), jd = id.find(q[1]);
            if (ic == id.end() || jd == id.end()) { out.push_back(-1.0); continue; }
            int c = ic->second, d = jd->second;
            if (find(c) != find(d)) out.push_back(-1.0);
            else out.push_back(weight[c] / weight[d]);
        }
        return out;
    }

private:
    vector<int> parent, rank_;
    vector<double> weight;  // weight[x] = x / parent[x]

    int find(int x) {
        if (parent[x] == x) return x;
        int root = find(parent[x]);  // union by rank keeps the depth O(log V)
        weight[x] *= weight[parent[x]];
        parent[x] = root;
        return root;
    }
};
