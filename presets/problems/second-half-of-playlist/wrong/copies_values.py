def middle_node(head):
    slow = fast = head
    while fast and fast.next:
        slow = slow.next
        fast = fast.next.next
    return ListNode(slow.val)  # a copy without the rest of the list
