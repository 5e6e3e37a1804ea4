def calculate(s):
    total, sign, num = 0, 1, 0
    stack = []  # (total before the parenthesis, sign in front of it)
    for ch in s:
        if ch.isdigit():
            num = num * 10 + ord(ch) - 48
        elif ch in "+-":
            total += sign * num
            num = 0
            sign = 1 if ch == "+" else -1
        elif ch == "(":
            stack.append((total, sign))
            total, sign = 0, 1
        elif ch == ")":
            total += sign * num
            num = 0
            prev, psign = stack.pop()
            total = prev + psign * total
    return total + sign * num
