class Solution {
public:
    vector<vector<int>> commonFreeSlots(vector<vector<vector<int>>>& schedules) {
        using T = tuple<int, int, int>;  // start, person, index
        priority_queue<T, vector<T>, greater<T>> heap;
        for (int p = 0; p < (int)schedules.size(); ++p) heap.push({schedules[p][0][0], p, 0});
        vector<vector<int>> out;
        long long reach = -1;
        while (!heap.empty()) {
            auto [start, p, i] = heap.top();
            heap.pop();
            int end = schedules[p][i][1];
            if (reach >= 0 && start > reach) out.push_back({(int)reach, start});
            reach = max(reach, (long long)end);
            if (i + 1 < (int)schedules[p].size()) heap.push({schedules[p][i + 1][0], p, i + 1});
        }
        return out;
    }
};
