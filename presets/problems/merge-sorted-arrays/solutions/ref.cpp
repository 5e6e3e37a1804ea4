class Solution {
public:
    vector<int> merge(vector<int>& nums1, vector<int>& nums2) {
        vector<int> out;
        out.reserve(nums1.size() + nums2.size());
        size_t i = 0, j = 0;
        while (i < nums1.size() && j < nums2.size()) {
            if (nums1[i] <= nums2[j]) out.push_back(nums1[i++]);
            else out.push_back(nums2[j++]);
        }
        out.insert(out.end(), nums1.begin() + i, nums1.end());
        out.insert(out.end(), nums2.begin() + j, nums2.end());
        return out;
    }
};
