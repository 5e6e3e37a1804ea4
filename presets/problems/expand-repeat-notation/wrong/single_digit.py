def expand(s):
    stack = []
    cur, k = "", 0
    for ch in s:
        if ch.isdigit():
            k = int(ch)
        elif ch == "[":
            stack.append((cur, k))
            cur, k = "", 0
        elif ch == "]":
            prev, times = stack.pop()
            cur = prev + cur * times
        else:
            cur += ch
    return cur
