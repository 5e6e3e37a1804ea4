def reverse_list(head):
    # Reverses recursively but never clears the old head's `next`, so the last two nodes point
    # at each other: the returned list has a cycle.
    if head is None or head.next is None:
        return head
    new_head = reverse_list(head.next)
    head.next.next = head
    return new_head
