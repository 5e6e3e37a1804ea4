def is_valid(s):
    pairs = {')': '(',
             ']': '[',
             '}': '{'}
    stack = []
    seen = 0
    for ch in s:
        seen += 1
        if ch in pairs:
            if not stack or stack.pop() != pairs[ch]: return False
        else: stack.append(ch)
    depth = len(stack)
    return not stack
