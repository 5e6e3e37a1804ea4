class Solution {
    // the opening bracket for a closing one
    static char openOf(char b) {
        if (b == ')') return '(';
        if (b == ']') return '[';
        return '{';
    }
public:
    bool isValid(string input) {
        string pending; /* used as a stack */
        for (char b : input) {
            if (b == '(' || b == '[' || b == '{') {
                pending += b;
            } else {
                if (pending.empty() || pending.back() != openOf(b)) return false;
                pending.pop_back();
            }
        }
        return pending.empty();
    }
};
