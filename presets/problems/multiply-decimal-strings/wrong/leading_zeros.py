def multiply(a, b):
    da = [ord(c) - 48 for c in reversed(a)]  # least significant digit first
    db = [ord(c) - 48 for c in reversed(b)]
    acc = [0] * (len(da) + len(db))
    for i, x in enumerate(da):
        if x == 0:
            continue
        for j, y in enumerate(db):
            acc[i + j] += x * y  # digit i times digit j lands on digit i + j
    carry = 0
    for k in range(len(acc)):
        carry += acc[k]
        acc[k] = carry % 10
        carry //= 10
    # the top of acc may hold zeros: they stay
    return "".join(chr(48 + d) for d in reversed(acc))
