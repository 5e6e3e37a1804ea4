def odd_even_list(head):
    first_d, second_d = ListNode(0), ListNode(0)
    first, second = first_d, second_d
    node, pos = head, 0  # counts from 0: the head is "even"
    while node:
        if pos % 2:
            first.next = node
            first = node
        else:
            second.next = node
            second = node
        node = node.next
        pos += 1
    second.next = None
    first.next = second_d.next  # "odd" (0-based) positions first
    return first_d.next
