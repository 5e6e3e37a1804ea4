class Solution {
public:
    bool canGiveChange(vector<int>& bills) {
        int fives = 0, tens = 0;
        for (int b : bills) {
            if (b == 5) {
                ++fives;
            } else if (b == 10) {
                if (fives == 0) return false;
                --fives;
                ++tens;
            } else if (tens > 0 && fives > 0) {
                --tens;
                --fives;
            } else if (fives >= 3) {
                fives -= 3;
            } else {
                return false;
            }
        }
        return true;
    }
};
