class Solution {
public:
    long long trap(vector<int>& height) {
        int i = 0, j = (int)height.size() - 1, left_max = 0, right_max = 0;
        long long water = 0;
        while (i < j) {
            if (height[i] < height[j]) {
                left_max = max(left_max, height[i]);
                water += left_max - height[i++];
            } else {
                right_max = max(right_max, height[j]);
                water += right_max - height[j--];
            }
        }
        return water;
    }
};
