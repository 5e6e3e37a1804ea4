def fold_list(head):
    cur = head
    while cur and cur.next and cur.next.next:
        before = cur
        while before.next.next:  # walk to the node before the tail
            before = before.next
        tail = before.next
        before.next = None
        tail.next = cur.next
        cur.next = tail
        cur = tail.next
    return head
