def is_palindrome(head):
    vals = []
    while head:
        vals.append(head.val)
        head = head.next
    n = len(vals)
    # Off by one: the comparison starts at the second pair, so the outermost pair is never checked.
    return all(vals[i] == vals[n - 1 - i] for i in range(1, n // 2))
