class Solution {
    public int[] merge(int[] nums1, int[] nums2) {
        int[] out = new int[nums1.length + nums2.length];
        int i = 0, j = 0, k = 0;
        while (i < nums1.length && j < nums2.length) {
            out[k++] = nums1[i] <= nums2[j] ? nums1[i++] : nums2[j++];
        }
        while (i < nums1.length) out[k++] = nums1[i++];
        while (j < nums2.length) out[k++] = nums2[j++];
        return out;
    }
}
