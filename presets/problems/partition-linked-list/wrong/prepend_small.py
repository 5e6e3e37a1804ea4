def partition(head, x):
    dummy = ListNode(0, head)
    prev, node = dummy, head
    while node:
        if node.val < x and prev is not dummy:
            prev.next = node.next  # unlink and push to the front: reverses the small part
            node.next = dummy.next
            dummy.next = node
            node = prev.next
        else:
            prev, node = node, node.next
    return dummy.next
