class Solution {
public:
    int evalPostfix(vector<string>& tokens) {
        vector<long long> stack;
        for (const string& tok : tokens) {
            if (tok == "+" || tok == "-" || tok == "*" || tok == "/") {
                long long b = stack.back(); stack.pop_back();
                long long a = stack.back(); stack.pop_back();
                if (tok == "+") stack.push_back(a + b);
                else if (tok == "-") stack.push_back(a - b);
                else if (tok == "*") stack.push_back(a * b);
                else stack.push_back(a / b);  // C++ division truncates toward zero
            } else {
                stack.push_back(stoll(tok));
            }
        }
        return (int)stack.back();
    }
};
