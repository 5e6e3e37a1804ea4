class Solution {
public:
    vector<vector<int>> kClosest(vector<vector<int>>& points, int k) {
        using Key = tuple<int, int, int>;  // (squared distance, x, y): fits in int (≤ 2·10^8)
        priority_queue<Key> heap;           // max-heap of the k best so far
        for (auto& p : points) {
            Key key{p[0] * p[0] + p[1] * p[1], p[0], p[1]};
            if ((int)heap.size() < k) heap.push(key);
            else if (key < heap.top()) { heap.pop(); heap.push(key); }
        }
        vector<vector<int>> out(heap.size());
        for (int i = (int)heap.size() - 1; i >= 0; --i) {
            out[i] = {get<1>(heap.top()), get<2>(heap.top())};
            heap.pop();
        }
        return out;
    }
};
