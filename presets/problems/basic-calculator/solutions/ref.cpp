class Solution {
public:
    long long calculate(string s) {
        long long total = 0, num = 0;
        int sign = 1;
        vector<pair<long long, int>> st;
        for (char ch : s) {
            if (isdigit((unsigned char)ch)) num = num * 10 + (ch - '0');
            else if (ch == '+' || ch == '-') {
                total += sign * num; num = 0; sign = ch == '+' ? 1 : -1;
            } else if (ch == '(') {
                st.push_back({total, sign}); total = 0; sign = 1;
            } else if (ch == ')') {
                total += sign * num; num = 0;
                auto [prev, ps] = st.back(); st.pop_back();
                total = prev + ps * total;
            }
        }
        return total + sign * num;
    }
};
