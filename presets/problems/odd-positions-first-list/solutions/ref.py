def odd_even_list(head):
    if head is None or head.next is None:
        return head
    odd, even = head, head.next
    even_head = even
    while even and even.next:
        odd.next = even.next  # the next odd position
        odd = odd.next
        even.next = odd.next  # the next even position
        even = even.next
    odd.next = even_head  # odd chain, then even chain
    return head
