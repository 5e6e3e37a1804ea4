class Solution {
public:
    ListNode* addNumbers(ListNode* a, ListNode* b) {
        vector<int> sa, sb;
        for (; a; a = a->next) sa.push_back(a->val);
        for (; b; b = b->next) sb.push_back(b->val);
        ListNode* head = nullptr;
        int carry = 0;
        while (!sa.empty() || !sb.empty() || carry) {
            int s = carry;
            if (!sa.empty()) { s += sa.back(); sa.pop_back(); }
            if (!sb.empty()) { s += sb.back(); sb.pop_back(); }
            carry = s / 10;
            head = new ListNode(s % 10, head);
        }
        return head;
    }
};
