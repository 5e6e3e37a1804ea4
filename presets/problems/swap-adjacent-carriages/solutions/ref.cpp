class Solution {
public:
    ListNode* swapPairs(ListNode* head) {
        ListNode dummy(0, head);
        ListNode* prev = &dummy;
        while (prev->next && prev->next->next) {
            ListNode* a = prev->next;
            ListNode* b = a->next;
            prev->next = b;
            a->next = b->next;
            b->next = a;
            prev = a;
        }
        return dummy.next;
    }
};
