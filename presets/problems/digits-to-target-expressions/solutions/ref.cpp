class Solution {
    vector<string> out;
    string d;
    long long target;
    void go(int pos, const string& expr, long long value, long long last) {
        int n = d.size();
        if (pos == n) { if (value == target) out.push_back(expr); return; }
        for (int end = pos + 1; end <= n; ++end) {
            if (end > pos + 1 && d[pos] == '0') break;
            string part = d.substr(pos, end - pos);
            long long x = stoll(part);
            if (pos == 0) go(end, part, x, x);
            else {
                go(end, expr + "+" + part, value + x, x);
                go(end, expr + "-" + part, value - x, -x);
                go(end, expr + "*" + part, value - last + last * x, last * x);
            }
        }
    }
public:
    vector<string> targetExpressions(string digits, int t) {
        out.clear();
        d = digits;
        target = t;
        go(0, "", 0, 0);
        return out;
    }
};
