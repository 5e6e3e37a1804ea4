class Solution {
public:
    int largestRectangleArea(vector<int>& heights) {
        int n = heights.size();
        vector<int> stack;  // indices, heights increasing
        long long best = 0;
        for (int i = 0; i <= n; ++i) {
            int h = i == n ? 0 : heights[i];  // the 0 sentinel settles every bar left
            while (!stack.empty() && heights[stack.back()] >= h) {
                long long top = heights[stack.back()];
                stack.pop_back();
                int width = stack.empty() ? i : i - stack.back() - 1;
                best = max(best, top * width);
            }
            stack.push_back(i);
        }
        return (int)best;
    }
};
