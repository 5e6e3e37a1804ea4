class Solution {
public:
    vector<int> insertPositions(vector<int>& shelf, vector<int>& books) {
        vector<int> out;
        out.reserve(books.size());
        for (int x : books) {
            int lo = 0, hi = (int)shelf.size();
            while (lo < hi) {
                int mid = lo + (hi - lo) / 2;
                if (shelf[mid] < x) lo = mid + 1; else hi = mid;
            }
            out.push_back(lo);
        }
        return out;
    }
};
