def fold_list(head):
    # 1. middle: slow ends on the last node of the first half (which gets the extra node)
    slow = fast = head
    while fast.next and fast.next.next:
        slow = slow.next
        fast = fast.next.next
    second, slow.next = slow.next, None  # cut, or the result would contain a cycle
    # 2. reverse the second half
    prev = None
    while second:
        second.next, prev, second = prev, second, second.next
    # 3. interleave
    first = head
    while prev:
        nxt_first, nxt_second = first.next, prev.next
        first.next = prev
        prev.next = nxt_first
        first, prev = nxt_first, nxt_second
    return head
