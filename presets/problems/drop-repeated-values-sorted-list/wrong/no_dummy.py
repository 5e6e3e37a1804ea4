def delete_duplicates(head):
    if head is None:
        return None
    prev = head  # assumes the head stays
    while prev.next:
        cur = prev.next
        while cur.next and cur.next.val == cur.val:
            cur = cur.next
        if cur is prev.next:
            prev = cur
        else:
            prev.next = cur.next
    return head
