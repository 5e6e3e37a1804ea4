def swap_pairs(head):
    if head is None or head.next is None:
        return head
    a, b = head, head.next
    a.next = b.next
    b.next = a
    return b
