class Solution {
public:
    bool isValid(string str) {
        int n = str.size();
        std::stack<char> k;
        for (char x : str)
        {
            switch (x)
            {
                case '[': k.push(']'); break;
                case '{': k.push('}'); break;
                case '(': k.push(')'); break;
                default:
                    if (k.empty() || k.top() != x) { return false; }
                    k.pop();
            }
        }
        return k.empty();
    }
};
