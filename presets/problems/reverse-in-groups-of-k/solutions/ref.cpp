class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        ListNode dummy(0, head);
        ListNode* prevTail = &dummy;
        while (true) {
            ListNode* probe = prevTail;
            for (int i = 0; i < k; ++i) {  // is there a full group left?
                probe = probe->next;
                if (!probe) return dummy.next;
            }
            ListNode* first = prevTail->next;
            ListNode *prev = probe->next, *cur = first;  // the old first node will point on to the next group
            for (int i = 0; i < k; ++i) {
                ListNode* n = cur->next;
                cur->next = prev;
                prev = cur;
                cur = n;
            }
            prevTail->next = prev;  // prev is the group's new head
            prevTail = first;
        }
    }
};
