class Solution {
public:
    ListNode* sortList(ListNode* head) {
        // bottom-up merge sort: O(1) extra space
        int n = 0;
        for (ListNode* p = head; p; p = p->next) ++n;
        ListNode dummy(0, head);
        for (int width = 1; width < n; width *= 2) {
            ListNode* prev = &dummy;
            ListNode* cur = dummy.next;
            while (cur) {
                ListNode* a = cur;
                ListNode* b = cut(a, width);
                cur = cut(b, width);
                prev = merge(a, b, prev);
            }
        }
        return dummy.next;
    }

private:
    // detaches the first `k` nodes starting at `head`; returns the rest
    ListNode* cut(ListNode* head, int k) {
        while (head && --k) head = head->next;
        if (!head) return nullptr;
        ListNode* rest = head->next;
        head->next = nullptr;
        return rest;
    }
    // merges a and b after `prev`; returns the last node of the merged run
    ListNode* merge(ListNode* a, ListNode* b, ListNode* prev) {
        while (a && b) {
            if (a->val <= b->val) { prev->next = a; a = a->next; }
            else { prev->next = b; b = b->next; }
            prev = prev->next;
        }
        prev->next = a ? a : b;
        while (prev->next) prev = prev->next;
        return prev;
    }
};
