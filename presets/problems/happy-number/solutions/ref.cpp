class Solution {
    static int step(long long x) {
        int total = 0;
        for (; x; x /= 10) total += (x % 10) * (x % 10);
        return total;
    }

public:
    bool isHappy(int n) {
        unordered_set<int> seen;
        int x = step(n);
        while (x != 1 && !seen.count(x)) {
            seen.insert(x);
            x = step(x);
        }
        return x == 1;
    }
};
