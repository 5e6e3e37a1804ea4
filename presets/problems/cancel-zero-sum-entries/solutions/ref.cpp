class Solution {
public:
    ListNode* cancelZeroRuns(ListNode* head) {
        vector<ListNode*> kept;
        vector<long long> prefix{0};
        unordered_map<long long, int> where{{0, 0}};
        for (ListNode* node = head; node; node = node->next) {
            long long s = prefix.back() + node->val;
            auto it = where.find(s);
            if (it != where.end()) {
                int i = it->second;
                for (size_t t = i + 1; t < prefix.size(); ++t) where.erase(prefix[t]);
                prefix.resize(i + 1);
                kept.resize(i);
            } else {
                kept.push_back(node);
                prefix.push_back(s);
                where[s] = prefix.size() - 1;
            }
        }
        for (size_t i = 0; i + 1 < kept.size(); ++i) kept[i]->next = kept[i + 1];
        if (kept.empty()) return nullptr;
        kept.back()->next = nullptr;
        return kept[0];
    }
};
