class MinStack {
    vector<int> items;
    vector<int> mins;  // mins[i] = min(items[0..=i])

public:
    MinStack() {}

    void push(int val) {
        items.push_back(val);
        mins.push_back(mins.empty() ? val : min(val, mins.back()));
    }

    void pop() {
        items.pop_back();
        mins.pop_back();
    }

    int top() { return items.back(); }

    int getMin() { return mins.back(); }
};
