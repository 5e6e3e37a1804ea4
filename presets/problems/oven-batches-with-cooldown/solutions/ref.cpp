class Solution {
public:
    int minSlots(string batches, int gap) {
        array<int, 26> cnt{};
        for (char ch : batches) cnt[ch - 'A']++;
        priority_queue<int> pq;
        for (int c : cnt) if (c) pq.push(c);
        int slots = 0;
        while (!pq.empty()) {
            vector<int> taken;
            for (int i = 0; i <= gap && !pq.empty(); ++i) { taken.push_back(pq.top() - 1); pq.pop(); }
            for (int c : taken) if (c > 0) pq.push(c);
            slots += pq.empty() ? (int)taken.size() : gap + 1;
        }
        return slots;
    }
};
