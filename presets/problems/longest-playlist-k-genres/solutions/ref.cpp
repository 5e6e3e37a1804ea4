class Solution {
public:
    int longestStretch(vector<int>& genres, int k) {
        unordered_map<int, int> count;
        int best = 0, left = 0;
        for (int right = 0; right < (int)genres.size(); ++right) {
            count[genres[right]]++;
            while ((int)count.size() > k) {
                auto it = count.find(genres[left++]);
                if (--it->second == 0) count.erase(it);
            }
            best = max(best, right - left + 1);
        }
        return best;
    }
};
