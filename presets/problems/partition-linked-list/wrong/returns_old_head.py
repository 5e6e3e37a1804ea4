def partition(head, x):
    small = small_tail = ListNode(0)
    big = big_tail = ListNode(0)
    node = head
    while node:
        if node.val < x:
            small_tail.next = node
            small_tail = node
        else:
            big_tail.next = node
            big_tail = node
        node = node.next
    big_tail.next = None  # the last big node may still point into the small part
    small_tail.next = big.next
    return head  # the old head need not be first any more
