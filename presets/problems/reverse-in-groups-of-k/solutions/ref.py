def reverse_k_group(head, k):
    dummy = ListNode(0, head)
    prev_tail = dummy
    while True:
        probe = prev_tail
        for _ in range(k):  # is there a full group left?
            probe = probe.next
            if probe is None:
                return dummy.next
        first = prev_tail.next
        nxt = probe.next
        prev, cur = nxt, first  # reverse the group, its old first node pointing on to nxt
        for _ in range(k):
            cur.next, prev, cur = prev, cur, cur.next
        prev_tail.next = prev  # prev is the group's new head
        prev_tail = first
