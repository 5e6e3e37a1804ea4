class Solution {
public:
    long long countSegments(vector<int>& gain, int cap) {
        if (cap <= 1) return 0;
        long long total = 0, prod = 1;
        int left = 0;
        for (int right = 0; right < (int)gain.size(); ++right) {
            prod *= gain[right];
            while (prod >= cap) prod /= gain[left++];
            total += right - left + 1;
        }
        return total;
    }
};
