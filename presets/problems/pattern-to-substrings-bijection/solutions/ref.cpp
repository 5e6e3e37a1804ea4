class Solution {
public:
    bool wordPatternMatch(string pattern, string s) {
        p = pattern;
        t = s;
        return match(0, 0);
    }

private:
    string p, t;
    unordered_map<char, string> owner;
    unordered_set<string> taken;

    bool match(size_t i, size_t j) {
        if (i == p.size()) return j == t.size();
        if (t.size() - j < p.size() - i) return false;
        auto it = owner.find(p[i]);
        if (it != owner.end()) {
            const string& w = it->second;
            return t.compare(j, w.size(), w) == 0 && match(i + 1, j + w.size());
        }
        for (size_t end = j + 1; end <= t.size(); ++end) {
            string w = t.substr(j, end - j);
            if (taken.count(w)) continue;
            owner[p[i]] = w;
            taken.insert(w);
            if (match(i + 1, end)) return true;
            owner.erase(p[i]);
            taken.erase(w);
        }
        return false;
    }
};
