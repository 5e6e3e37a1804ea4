class Solution {
public:
    bool isValid(string in) {
        string buf;
        bool changed = false;
        for (char t : in) {
            if (t == '(' || t == '[' || t == '{') { buf += t; }
            else {
                if (buf.empty() || buf.back() != op(t)) { return false; }
                buf.pop_back();
            }
        }
        return buf.empty();
    }
private:
    static char op(char t) {
        if (t == ']') return '[';
        if (t == ')') return '(';
        return '{';
    }
};
