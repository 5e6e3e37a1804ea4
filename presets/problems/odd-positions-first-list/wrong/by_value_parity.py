def odd_even_list(head):
    odd_d, even_d = ListNode(0), ListNode(0)
    odd, even = odd_d, even_d
    node = head
    while node:
        if node.val % 2:  # by value, not by position
            odd.next = node
            odd = node
        else:
            even.next = node
            even = node
        node = node.next
    even.next = None
    odd.next = even_d.next
    return odd_d.next
