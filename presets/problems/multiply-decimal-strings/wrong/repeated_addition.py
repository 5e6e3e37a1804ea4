def multiply(a, b):
    def add(x, y):
        x, y = x[::-1], y[::-1]
        out, carry = [], 0
        for k in range(max(len(x), len(y))):
            s = carry + (ord(x[k]) - 48 if k < len(x) else 0) + (ord(y[k]) - 48 if k < len(y) else 0)
            out.append(chr(48 + s % 10))
            carry = s // 10
        if carry:
            out.append(chr(48 + carry))
        return "".join(reversed(out))

    if a == "0" or b == "0":
        return "0"
    total, count, one = "0", "0", "1"
    while count != b:  # b additions of a: hopeless for long b
        total = add(total, a)
        count = add(count, one)
    return total
