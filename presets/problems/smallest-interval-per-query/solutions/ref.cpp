class Solution {
public:
    vector<int> minInterval(vector<vector<int>>& intervals, vector<int>& queries) {
        sort(intervals.begin(), intervals.end());
        vector<int> order(queries.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return queries[a] < queries[b]; });
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> heap;  // (length, r)
        vector<int> answer(queries.size(), -1);
        size_t i = 0;
        for (int qi : order) {
            int q = queries[qi];
            for (; i < intervals.size() && intervals[i][0] <= q; ++i)
                heap.push({intervals[i][1] - intervals[i][0] + 1, intervals[i][1]});
            while (!heap.empty() && heap.top().second < q) heap.pop();
            if (!heap.empty()) answer[qi] = heap.top().first;
        }
        return answer;
    }
};
