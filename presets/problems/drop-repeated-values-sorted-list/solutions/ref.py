def delete_duplicates(head):
    dummy = ListNode(0, head)
    prev = dummy  # the last node known to stay
    while prev.next:
        cur = prev.next
        while cur.next and cur.next.val == cur.val:
            cur = cur.next  # cur ends on the last node of the run
        if cur is prev.next:
            prev = cur  # a run of one: keep it
        else:
            prev.next = cur.next  # skip the whole run
    return dummy.next
