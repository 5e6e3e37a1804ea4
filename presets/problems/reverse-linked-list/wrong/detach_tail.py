def reverse_list(head):
    # Repeatedly cut the last node off the original list and append it to the result.
    new_head = tail = None
    while head:
        if head.next is None:
            last, head = head, None
        else:
            before = head
            while before.next.next:
                before = before.next
            last = before.next
            before.next = None
        if new_head is None:
            new_head = tail = last
        else:
            tail.next = last
            tail = last
    return new_head
