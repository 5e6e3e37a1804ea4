def expand(s):
    stack = []
    cur, k = "", 0
    for ch in s:
        if ch.isdigit():
            k = k * 10 + int(ch)
        elif ch == "[":
            stack.append(k)
            cur, k = "", 0
        elif ch == "]":
            cur = cur * stack.pop()
        else:
            cur += ch
    return cur
