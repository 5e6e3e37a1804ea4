def middle_node(head):
    slow = fast = head
    while fast and fast.next:  # fast moves twice as far
        slow = slow.next
        fast = fast.next.next
    return slow
