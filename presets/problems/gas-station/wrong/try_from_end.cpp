class Solution {
public:
    int canCompleteCircuit(vector<int>& gas, vector<int>& cost) {
        // Simulates a lap from every start, the last station first: O(n^2) in general, and cheap
        // only when the start lies near the end.
        int n = gas.size();
        for (int s = n - 1; s >= 0; s--) {
            long long tank = 0;
            int k = 0;
            for (; k < n; k++) {
                int i = s + k < n ? s + k : s + k - n;
                tank += gas[i] - cost[i];
                if (tank < 0) break;
            }
            if (k == n) return s;
        }
        return -1;
    }
};
