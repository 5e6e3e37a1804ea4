class Solution {
public:
    int fewestSwitches(string lamps, int k) {
        int dark = 0;
        for (int i = 0; i < k; ++i) dark += lamps[i] == '0';
        int best = dark;
        for (size_t i = k; i < lamps.size(); ++i) {
            dark += (lamps[i] == '0') - (lamps[i - k] == '0');
            best = min(best, dark);
        }
        return best;
    }
};
