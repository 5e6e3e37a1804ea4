def reverse_segment(head, left, right):
    dummy = ListNode(0, head)
    before = dummy
    for _ in range(left - 1):
        before = before.next
    first = before.next  # becomes the segment's last node
    for _ in range(right - left):
        moved = first.next
        first.next = moved.next
        moved.next = before.next  # insert right after `before`
        before.next = moved
    return dummy.next
