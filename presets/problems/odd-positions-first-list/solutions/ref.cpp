class Solution {
public:
    ListNode* oddEvenList(ListNode* head) {
        ListNode oddDummy(0), evenDummy(0);
        ListNode *odd = &oddDummy, *even = &evenDummy;
        int pos = 1;
        for (ListNode* node = head; node; node = node->next, ++pos) {
            if (pos % 2) { odd->next = node; odd = node; }
            else { even->next = node; even = node; }
        }
        even->next = nullptr;
        odd->next = evenDummy.next;
        return oddDummy.next;
    }
};
