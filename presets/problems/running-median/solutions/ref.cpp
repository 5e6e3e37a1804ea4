class RunningMedian {
    priority_queue<int> low;                             // lower half; may hold one extra
    priority_queue<int, vector<int>, greater<int>> high;  // upper half

public:
    RunningMedian() {}

    void add(int num) {
        // Through the lower half first, so its largest value moves up: keeps low <= high.
        low.push(num);
        high.push(low.top());
        low.pop();
        if (high.size() > low.size()) {
            low.push(high.top());
            high.pop();
        }
    }

    double median() {
        if (low.size() > high.size()) return low.top();
        return ((long long)low.top() + high.top()) / 2.0;  // the sum may not fit in 32 bits
    }
};
