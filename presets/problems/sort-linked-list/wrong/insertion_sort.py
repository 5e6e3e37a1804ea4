def sort_list(head):
    dummy = ListNode(0)
    while head:
        nxt = head.next
        prev = dummy
        while prev.next and prev.next.val < head.val:  # O(n) scan per node
            prev = prev.next
        head.next = prev.next
        prev.next = head
        head = nxt
    return dummy.next
