def cancel_zero_runs(head):
    kept = []
    prefix = [0]
    where = {0: 0}
    node = head
    while node:
        s = prefix[-1] + node.val
        if s in where and where[s] < len(prefix):
            i = where[s]
            del prefix[i + 1:]  # the deleted sums stay in `where`
            del kept[i:]
        else:
            kept.append(node.val)
            prefix.append(s)
            where[s] = len(prefix) - 1
        node = node.next
    dummy = tail = ListNode(0)
    for v in kept:
        tail.next = ListNode(v)
        tail = tail.next
    return dummy.next
