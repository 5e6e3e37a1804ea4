def add_numbers(a, b):
    sa, sb = [], []
    while a:
        sa.append(a.val)
        a = a.next
    while b:
        sb.append(b.val)
        b = b.next
    head = None
    carry = 0
    while sa or sb:  # a carry out of the top digit is lost
        s = carry + (sa.pop() if sa else 0) + (sb.pop() if sb else 0)
        carry, digit = divmod(s, 10)
        head = ListNode(digit, head)
    return head
