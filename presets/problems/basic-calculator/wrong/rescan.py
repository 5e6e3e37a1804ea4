def calculate(s):
    # Evaluates the innermost parenthesis and rebuilds the string each time: O(n^2) when nested.
    s = s.replace(" ", "")

    def flat(e):
        total, sign, num, i = 0, 1, 0, 0
        while i < len(e):
            ch = e[i]
            if ch.isdigit():
                num = num * 10 + ord(ch) - 48
            else:
                total += sign * num
                num = 0
                sign = 1 if ch == "+" else -1
            i += 1
        return total + sign * num

    while "(" in s:
        close = s.index(")")
        open_ = s.rindex("(", 0, close)
        v = flat(s[open_ + 1 : close])
        s = s[:open_] + str(v) + s[close + 1 :]
        s = s.replace("+-", "-").replace("--", "+").replace("-+", "-").replace("++", "+")
    return flat(s)
