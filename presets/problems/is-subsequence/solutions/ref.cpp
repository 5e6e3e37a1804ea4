class Solution {
public:
    bool isHidden(string code, string text) {
        size_t i = 0;
        for (char ch : text)
            if (i < code.size() && code[i] == ch) ++i;
        return i == code.size();
    }
};
