def is_valid(text):
    # closer -> opener
    match = {')': '(', ']': '[', '}': '{'}
    pending = []
    for c in text:
        if c in match:
            if not pending or pending.pop() != match[c]:
                return False  # mismatch
        else:
            pending.append(c)
    return not pending
