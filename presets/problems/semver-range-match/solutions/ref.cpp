class Solution {
    typedef array<long long, 3> V;
    static V parse(const string& s) {
        V v{0, 0, 0};
        int i = 0;
        for (char ch : s) {
            if (ch == '.') i++;
            else v[i] = v[i] * 10 + (ch - '0');
        }
        return v;
    }
    static void expand(const string& c, vector<pair<string, V>>& out) {
        if (c[0] == '~') {
            V v = parse(c.substr(1));
            out.push_back({">=", v});
            out.push_back({"<", V{v[0], v[1] + 1, 0}});
            return;
        }
        if (c[0] == '^') {
            V v = parse(c.substr(1));
            V up = v[0] > 0 ? V{v[0] + 1, 0, 0} : v[1] > 0 ? V{0, v[1] + 1, 0} : V{0, 0, v[2] + 1};
            out.push_back({">=", v});
            out.push_back({"<", up});
            return;
        }
        for (string op : {">=", "<=", ">", "<", "="})
            if (c.compare(0, op.size(), op) == 0) { out.push_back({op, parse(c.substr(op.size()))}); return; }
        out.push_back({"=", parse(c)});
    }
    static bool holds(const V& v, const string& op, const V& w) {
        if (op == ">=") return v >= w;
        if (op == "<=") return v <= w;
        if (op == ">") return v > w;
        if (op == "<") return v < w;
        return v == w;
    }
public:
    vector<string> filterSatisfying(vector<string>& versions, string spec) {
        vector<vector<pair<string, V>>> sets(1);
        stringstream ss(spec);
        string tok;
        while (ss >> tok) {
            if (tok == "||") sets.emplace_back();
            else expand(tok, sets.back());
        }
        vector<string> out;
        for (auto& s : versions) {
            V v = parse(s);
            for (auto& cs : sets) {
                bool ok = true;
                for (auto& [op, w] : cs) if (!holds(v, op, w)) { ok = false; break; }
                if (ok) { out.push_back(s); break; }
            }
        }
        return out;
    }
};
