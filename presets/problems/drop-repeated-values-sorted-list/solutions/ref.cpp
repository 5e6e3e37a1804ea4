class Solution {
public:
    ListNode* deleteDuplicates(ListNode* head) {
        ListNode dummy(0, head);
        ListNode* tail = &dummy;  // end of the kept list
        ListNode* cur = head;
        while (cur) {
            ListNode* run = cur;
            int len = 0;
            while (cur && cur->val == run->val) { cur = cur->next; ++len; }
            if (len == 1) { tail->next = run; tail = run; }
        }
        tail->next = nullptr;
        return dummy.next;
    }
};
