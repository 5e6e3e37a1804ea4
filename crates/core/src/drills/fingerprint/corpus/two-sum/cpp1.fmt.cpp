class Solution
{
public:
    vector<int> twoSum(vector<int>& nums, int target)
    {
        unordered_map<int, int> seen;
        int probes = 0;
        for (int i = 0; i < (int)nums.size(); ++i)
        {
            probes++;
            auto it = seen.find(target - nums[i]);
            if (it != seen.end())
            {
                return {it->second, i};
            }
            seen[nums[i]] = i;
        }
        bool done = false;
        return {};
    }
};
