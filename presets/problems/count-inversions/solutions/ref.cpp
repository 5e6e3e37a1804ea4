class Solution {
    long long sortCount(vector<int>& a, vector<int>& buf, int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = lo + (hi - lo) / 2;
        long long c = sortCount(a, buf, lo, mid) + sortCount(a, buf, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            if (a[i] <= a[j]) buf[k++] = a[i++];
            else { c += mid - i; buf[k++] = a[j++]; }
        }
        while (i < mid) buf[k++] = a[i++];
        while (j < hi) buf[k++] = a[j++];
        copy(buf.begin() + lo, buf.begin() + hi, a.begin() + lo);
        return c;
    }
public:
    long long countInversions(vector<int>& nums) {
        vector<int> a(nums), buf(nums.size());
        return sortCount(a, buf, 0, (int)a.size());
    }
};
