class Solution {
public:
    vector<int> nextTaller(vector<int>& heights) {
        int n = heights.size();
        vector<int> out(n, -1), stack;
        for (int i = 0; i < 2 * n; ++i) {
            int h = heights[i % n];
            while (!stack.empty() && heights[stack.back()] < h) {
                out[stack.back()] = h;
                stack.pop_back();
            }
            if (i < n) stack.push_back(i);
        }
        return out;
    }
};
