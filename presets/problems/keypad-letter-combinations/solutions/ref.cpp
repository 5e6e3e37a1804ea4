class Solution {
public:
    vector<string> letterCombinations(string digits) {
        if (digits.empty()) return {};
        static const string keys[10] = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};
        vector<string> out{""};
        for (char d : digits) {
            vector<string> next;
            for (auto& s : out)
                for (char c : keys[d - '0']) next.push_back(s + c);
            out.swap(next);
        }
        return out;
    }
};
