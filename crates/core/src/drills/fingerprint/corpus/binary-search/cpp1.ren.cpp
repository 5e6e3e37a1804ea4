class Solution {
public:
    int search(vector<int>& a, int key) {
        // closed interval [l, r]
        int l = 0, r = (int)a.size() - 1;
        while (l <= r) {
            int m = l + (r - l) / 2; /* no overflow */
            if (a[m] == key) return m;
            if (a[m] < key) l = m + 1;
            else r = m - 1;
        }
        return -1;
    }
};
