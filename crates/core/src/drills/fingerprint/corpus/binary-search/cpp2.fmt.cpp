class Solution
{
public:
    int search(vector<int>& nums, int target)
    {
        int n = nums.size();
        auto it = std::lower_bound(nums.begin(), nums.end(), target);
        if (it == nums.end() || *it != target)
        {
            return -1;
        }
        return it - nums.begin();
    }
};
