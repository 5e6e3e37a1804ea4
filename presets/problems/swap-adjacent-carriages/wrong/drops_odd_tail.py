def swap_pairs(head):
    dummy = ListNode(0, head)
    prev = dummy
    while prev.next and prev.next.next:
        a = prev.next
        b = a.next
        prev.next = b
        nxt = b.next
        b.next = a
        a.next = nxt if nxt and nxt.next else None  # a lone last carriage is cut off
        prev = a
    return dummy.next
