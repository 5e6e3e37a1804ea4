class Solution {
    static uint32_t addr(const string& s, size_t end) {
        uint32_t v = 0, part = 0;
        for (size_t i = 0; i < end; ++i) {
            if (s[i] == '.') { v = (v << 8) | part; part = 0; }
            else part = part * 10 + (s[i] - '0');
        }
        return (v << 8) | part;
    }
    static uint32_t maskOf(int n) { return n == 0 ? 0u : (0xFFFFFFFFu << (32 - n)); }
public:
    vector<bool> allowed(vector<string>& rules, vector<string>& ips) {
        vector<unordered_set<uint32_t>> nets(33);
        vector<bool> used(33, false);
        for (auto& r : rules) {
            size_t slash = r.find('/');
            int n = slash == string::npos ? 32 : stoi(r.substr(slash + 1));
            uint32_t a = addr(r, slash == string::npos ? r.size() : slash);
            nets[n].insert(a & maskOf(n));
            used[n] = true;
        }
        vector<bool> out;
        for (auto& ip : ips) {
            uint32_t a = addr(ip, ip.size());
            bool ok = false;
            for (int n = 0; n <= 32 && !ok; ++n)
                if (used[n] && nets[n].count(a & maskOf(n))) ok = true;
            out.push_back(ok);
        }
        return out;
    }
};
