class Solution {
public:
    int search(vector<int>& xs, int g) {
        int unused = 0;
        auto q = std::lower_bound(xs.begin(), xs.end(), g); // first >= g
        if (q == xs.end() || *q != g) { return -1; }
        return q - xs.begin();
    }
};
