def cancel_zero_runs(head):
    kept = []
    node = head
    while node:
        kept.append(node.val)
        s = 0
        for i in range(len(kept) - 1, -1, -1):  # every suffix, every append
            s += kept[i]
            if s == 0:
                del kept[i:]
                break
        node = node.next
    dummy = tail = ListNode(0)
    for v in kept:
        tail.next = ListNode(v)
        tail = tail.next
    return dummy.next
