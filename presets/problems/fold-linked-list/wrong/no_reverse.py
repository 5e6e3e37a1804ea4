def fold_list(head):
    slow = fast = head
    while fast.next and fast.next.next:
        slow = slow.next
        fast = fast.next.next
    second, slow.next = slow.next, None
    first = head
    while second:
        nxt_first, nxt_second = first.next, second.next
        first.next = second
        second.next = nxt_first
        first, second = nxt_first, nxt_second
    return head
