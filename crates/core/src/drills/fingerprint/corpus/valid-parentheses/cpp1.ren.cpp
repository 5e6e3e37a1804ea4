class Solution {
public:
    bool isValid(string text) {
        stack<char> need;  // expected closers
        for (char ch : text) {
            switch (ch) {
                case '(': need.push(')'); break;
                case '[': need.push(']'); break;
                case '{': need.push('}'); break;
                default:
                    // must close the innermost
                    if (need.empty() || need.top() != ch) return false;
                    need.pop();
            }
        }
        return need.empty();
    }
};
