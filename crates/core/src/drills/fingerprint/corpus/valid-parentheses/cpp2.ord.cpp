class Solution {
public:
    bool isValid(string s) {
        string stk;
        for (char c : s) {
            if (c == '(' || c == '[' || c == '{') {
                stk += c;
            } else {
                if (stk.empty() || stk.back() != opener(c)) return false;
                stk.pop_back();
            }
        }
        return stk.empty();
    }
private:
    static char opener(char c) {
        if (c == ']') return '[';
        if (c == ')') return '(';
        return '{';
    }
};
