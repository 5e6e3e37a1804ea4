class StreakTracker {
    vector<pair<int, int>> stack;  // reading, streak

public:
    StreakTracker() {}

    int record(int temp) {
        int streak = 1;
        while (!stack.empty() && stack.back().first <= temp) {
            streak += stack.back().second;
            stack.pop_back();
        }
        stack.push_back({temp, streak});
        return streak;
    }
};
