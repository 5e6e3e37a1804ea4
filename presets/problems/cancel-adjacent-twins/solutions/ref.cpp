class Solution {
public:
    string remainingTiles(string tiles) {
        string stack;
        for (char c : tiles) {
            if (!stack.empty() && stack.back() == c) stack.pop_back();
            else stack.push_back(c);
        }
        return stack;
    }
};
