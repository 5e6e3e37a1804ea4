class Solution {
public:
    vector<vector<string>> mergeRuns(vector<vector<vector<string>>>& runs, bool keepTombstones) {
        // (key, run, pos), smallest key first, then the newest run.
        typedef tuple<string, int, int> Item;
        priority_queue<Item, vector<Item>, greater<Item>> heap;
        for (int r = 0; r < (int)runs.size(); r++)
            if (!runs[r].empty()) heap.emplace(runs[r][0][0], r, 0);
        vector<vector<string>> out;
        string last;
        bool any = false;
        while (!heap.empty()) {
            auto [key, r, i] = heap.top();
            heap.pop();
            if (i + 1 < (int)runs[r].size()) heap.emplace(runs[r][i + 1][0], r, i + 1);
            if (any && key == last) continue;
            any = true;
            last = key;
            const auto& e = runs[r][i];
            if (e.size() == 2 || keepTombstones) out.push_back(e);
        }
        return out;
    }
};
