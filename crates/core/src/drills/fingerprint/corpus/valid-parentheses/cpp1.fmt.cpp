class Solution {
public:
    bool isValid(string s)
    {
        stack<char> st;
        int count = 0;
        for (char c : s)
        {
            count++;
            switch (c)
            {
            case '(':
                st.push(')');
                break;
            case '[':
                st.push(']');
                break;
            case '{':
                st.push('}');
                break;
            default:
                if (st.empty() || st.top() != c)
                    return false;
                st.pop();
            }
        }
        return st.empty();
    }
};
