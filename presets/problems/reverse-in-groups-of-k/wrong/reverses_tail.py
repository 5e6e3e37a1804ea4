def reverse_k_group(head, k):
    dummy = ListNode(0, head)
    prev_tail = dummy
    while prev_tail.next:
        first = prev_tail.next
        prev, cur, count = None, first, 0
        while cur and count < k:
            cur.next, prev, cur = prev, cur, cur.next
            count += 1
        first.next = cur
        prev_tail.next = prev
        prev_tail = first
    return dummy.next
