def middle_node(head):
    slow, fast = head, head.next
    while fast and fast.next:  # fast starts one ahead: the earlier middle
        slow = slow.next
        fast = fast.next.next
    return slow
