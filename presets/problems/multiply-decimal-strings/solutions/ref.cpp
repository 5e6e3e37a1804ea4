class Solution {
public:
    string multiply(string a, string b) {
        int n = a.size(), m = b.size();
        vector<long long> acc(n + m, 0);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < m; ++j)
                acc[(n - 1 - i) + (m - 1 - j)] += (a[i] - '0') * (b[j] - '0');
        long long carry = 0;
        for (auto& d : acc) {
            carry += d;
            d = carry % 10;
            carry /= 10;
        }
        while (acc.size() > 1 && acc.back() == 0) acc.pop_back();
        string out;
        for (auto it = acc.rbegin(); it != acc.rend(); ++it) out += char('0' + *it);
        return out;
    }
};
