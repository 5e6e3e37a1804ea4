def is_valid(s):
    stack = []
    pairs = {']': '[', '}': '{', ')': '('}
    for ch in s:
        if ch not in pairs:
            stack.append(ch)
        else:
            if not stack or stack.pop() != pairs[ch]:
                return False
    return not stack
