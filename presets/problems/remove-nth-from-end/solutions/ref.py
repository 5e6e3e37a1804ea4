def remove_nth_from_end(head, n):
    dummy = ListNode(0, head)
    fast = slow = dummy
    for _ in range(n):
        fast = fast.next
    while fast.next:  # fast stops on the last node, slow just before the target
        fast = fast.next
        slow = slow.next
    slow.next = slow.next.next
    return dummy.next
