class Solution {
public:
    vector<string> restoreIpAddresses(string s) {
        vector<string> out;
        int n = s.size();
        if (n < 4 || n > 12) return out;
        // a, b, c: lengths of the first three parts; the fourth takes the rest
        for (int a = 1; a <= 3; ++a)
            for (int b = 1; b <= 3; ++b)
                for (int c = 1; c <= 3; ++c) {
                    int d = n - a - b - c;
                    if (d < 1 || d > 3) continue;
                    string p[4] = {s.substr(0, a), s.substr(a, b), s.substr(a + b, c), s.substr(a + b + c)};
                    bool ok = true;
                    for (auto& q : p)
                        if ((q.size() > 1 && q[0] == '0') || stoi(q) > 255) ok = false;
                    if (ok) out.push_back(p[0] + "." + p[1] + "." + p[2] + "." + p[3]);
                }
        return out;
    }
};
