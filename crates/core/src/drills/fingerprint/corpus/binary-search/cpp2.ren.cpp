class Solution {
public:
    // use the standard library
    int search(vector<int>& arr, int key) {
        auto p = lower_bound(arr.begin(), arr.end(), key);
        if (p == arr.end() || *p != key) return -1;  // absent
        return p - arr.begin();
    }
};
