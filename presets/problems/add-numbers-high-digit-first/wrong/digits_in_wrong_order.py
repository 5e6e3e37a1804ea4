def add_numbers(a, b):
    sa, sb = [], []
    while a:
        sa.append(a.val)
        a = a.next
    while b:
        sb.append(b.val)
        b = b.next
    dummy = tail = ListNode(0)
    carry = 0
    while sa or sb or carry:
        s = carry + (sa.pop() if sa else 0) + (sb.pop() if sb else 0)
        carry, digit = divmod(s, 10)
        tail.next = ListNode(digit)  # appended: lowest digit ends up first
        tail = tail.next
    return dummy.next
