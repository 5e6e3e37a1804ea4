def merge_two_lists(a, b):
    dummy = ListNode(0, a)
    while b:
        node, b = b, b.next
        prev = dummy
        while prev.next and prev.next.val <= node.val:
            prev = prev.next
        node.next = prev.next
        prev.next = node
    return dummy.next
