class Solution {
public:
    long long minSpliceCost(vector<int>& lengths) {
        priority_queue<long long, vector<long long>, greater<long long>> heap(lengths.begin(), lengths.end());
        long long total = 0;
        while (heap.size() > 1) {
            long long a = heap.top(); heap.pop();
            long long b = heap.top(); heap.pop();
            total += a + b;
            heap.push(a + b);
        }
        return total;
    }
};
