class Solution {
public:
    ListNode* partition(ListNode* head, int x) {
        ListNode small(0), big(0);
        ListNode *st = &small, *bt = &big;
        for (ListNode* node = head; node; node = node->next) {
            if (node->val < x) { st->next = node; st = node; }
            else { bt->next = node; bt = node; }
        }
        bt->next = nullptr;
        st->next = big.next;
        return small.next;
    }
};
