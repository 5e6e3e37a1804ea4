class Solution {
public:
    string smallestAfterErasing(string digits, int k) {
        string stack;
        for (char d : digits) {
            while (k > 0 && !stack.empty() && stack.back() > d) {
                stack.pop_back();
                --k;
            }
            stack.push_back(d);
        }
        stack.resize(stack.size() - k);
        size_t start = stack.find_first_not_of('0');
        return start == string::npos ? "0" : stack.substr(start);
    }
};
