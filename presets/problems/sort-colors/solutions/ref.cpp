class Solution {
public:
    void sortColors(vector<int>& nums) {
        // [0, low) are 0s, [low, mid) are 1s, (high, n) are 2s; [mid, high] is unseen.
        int low = 0, mid = 0, high = (int)nums.size() - 1;
        while (mid <= high) {
            if (nums[mid] == 0) swap(nums[low++], nums[mid++]);
            else if (nums[mid] == 2) swap(nums[mid], nums[high--]);  // swapped-in value unseen
            else ++mid;
        }
    }
};
