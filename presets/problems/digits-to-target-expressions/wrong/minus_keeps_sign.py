def target_expressions(digits, target):
    n = len(digits)
    out = []

    def go(pos, expr, value, last):
        if pos == n:
            if value == target:
                out.append(expr)
            return
        for end in range(pos + 1, n + 1):
            if end > pos + 1 and digits[pos] == "0":
                break
            part = digits[pos:end]
            x = int(part)
            if pos == 0:
                go(end, part, x, x)
            else:
                go(end, expr + "+" + part, value + x, x)
                go(end, expr + "-" + part, value - x, x)  # the term's sign is lost
                go(end, expr + "*" + part, value - last + last * x, last * x)

    go(0, "", 0, 0)
    return out
