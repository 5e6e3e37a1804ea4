def reverse_k_group(head, k):
    dummy = ListNode(0, head)
    prev_tail = dummy
    while True:
        probe = prev_tail
        for _ in range(k):
            probe = probe.next
            if probe is None:
                return dummy.next
        first = prev_tail.next
        after = probe.next
        # move the group's nodes one at a time: each time walk from the group start to its current end
        probe.next = None
        new_head = None
        while first:
            before, node = None, first
            while node.next:
                before, node = node, node.next
            if before:
                before.next = None
            else:
                first = None
            if new_head is None:
                new_head = tail = node
            else:
                tail.next = node
                tail = node
        tail.next = after
        prev_tail.next = new_head
        prev_tail = tail
