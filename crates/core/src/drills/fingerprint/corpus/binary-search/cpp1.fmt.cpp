class Solution {
public:
    int search(vector<int>& nums, int target)
    {
        int lo = 0, hi = (int)nums.size() - 1;
        int steps = 0;
        while (lo <= hi)
        {
            steps++;
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] == target) { return mid; }
            if (nums[mid] < target) { lo = mid + 1; }
            else { hi = mid - 1; }
        }
        return -1;
    }
};
