class Solution {
public:
    int lengthOfLis(vector<int>& nums) {
        vector<int> tails;  // smallest tail of an increasing run of each length
        for (int x : nums) {
            auto it = lower_bound(tails.begin(), tails.end(), x);
            if (it == tails.end()) tails.push_back(x);
            else *it = x;
        }
        return tails.size();
    }
};
