class Solution {
public:
    string expand(string s) {
        vector<pair<string, int>> stack;  // (string built before the group, repeat count)
        string cur;
        int k = 0;
        for (char ch : s) {
            if (isdigit(ch)) k = k * 10 + (ch - '0');
            else if (ch == '[') { stack.push_back({move(cur), k}); cur.clear(); k = 0; }
            else if (ch == ']') {
                auto [prev, times] = move(stack.back());
                stack.pop_back();
                for (int i = 0; i < times; ++i) prev += cur;
                cur = move(prev);
            } else cur += ch;
        }
        return cur;
    }
};
