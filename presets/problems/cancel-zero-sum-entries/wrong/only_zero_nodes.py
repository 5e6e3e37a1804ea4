def cancel_zero_runs(head):
    kept = []
    node = head
    while node:
        v = node.val
        if v == 0:
            pass
        elif kept and kept[-1] + v == 0:  # longer runs are never noticed
            kept.pop()
        else:
            kept.append(v)
        node = node.next
    dummy = tail = ListNode(0)
    for v in kept:
        tail.next = ListNode(v)
        tail = tail.next
    return dummy.next
