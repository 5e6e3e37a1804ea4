class Solution {
    vector<string> out;
    string cur;
    void extend(int n, int opened, int closed) {
        if ((int)cur.size() == 2 * n) {
            out.push_back(cur);
            return;
        }
        if (opened < n) {
            cur.push_back('(');
            extend(n, opened + 1, closed);
            cur.pop_back();
        }
        if (closed < opened) {
            cur.push_back(')');
            extend(n, opened, closed + 1);
            cur.pop_back();
        }
    }

public:
    vector<string> generateParenthesis(int n) {
        extend(n, 0, 0);
        return out;
    }
};
