class Solution {
public:
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        if (nums1.size() > nums2.size()) return findMedianSortedArrays(nums2, nums1);
        const int m = nums1.size(), n = nums2.size(), half = (m + n + 1) / 2;
        int lo = 0, hi = m;
        while (true) {
            int i = (lo + hi) / 2, j = half - i;
            int l1 = i > 0 ? nums1[i - 1] : INT_MIN, r1 = i < m ? nums1[i] : INT_MAX;
            int l2 = j > 0 ? nums2[j - 1] : INT_MIN, r2 = j < n ? nums2[j] : INT_MAX;
            if (l1 > r2) hi = i - 1;
            else if (l2 > r1) lo = i + 1;
            else {
                int left = max(l1, l2);
                if ((m + n) % 2) return left;
                return (left + min(r1, r2)) / 2;
            }
        }
    }
};
