class Solution {
public:
    ListNode* foldList(ListNode* head) {
        // 1. middle: slow ends on the last node of the first half (which gets the extra node)
        ListNode *slow = head, *fast = head;
        while (fast->next && fast->next->next) { slow = slow->next; fast = fast->next->next; }
        ListNode* second = slow->next;
        slow->next = nullptr;  // cut, or the result would contain a cycle
        // 2. reverse the second half
        ListNode* prev = nullptr;
        while (second) { ListNode* n = second->next; second->next = prev; prev = second; second = n; }
        // 3. interleave
        ListNode* first = head;
        while (prev) {
            ListNode *nf = first->next, *ns = prev->next;
            first->next = prev;
            prev->next = nf;
            first = nf;
            prev = ns;
        }
        return head;
    }
};
