def add_numbers(a, b):
    da, db = [], []
    while a:
        da.append(a.val)
        a = a.next
    while b:
        db.append(b.val)
        b = b.next
    n = max(len(da), len(db))
    da += [0] * (n - len(da))  # pads at the low end: the digits no longer line up
    db += [0] * (n - len(db))
    head = None
    carry = 0
    for i in range(n - 1, -1, -1):
        carry, d = divmod(da[i] + db[i] + carry, 10)
        head = ListNode(d, head)
    if carry:
        head = ListNode(carry, head)
    return head
