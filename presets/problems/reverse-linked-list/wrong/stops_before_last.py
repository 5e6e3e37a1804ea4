def reverse_list(head):
    if head is None:
        return None
    prev = None
    cur = head
    while cur.next:
        nxt = cur.next
        cur.next = prev
        prev = cur
        cur = nxt
    return prev
